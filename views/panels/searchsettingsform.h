// SPDX-License-Identifier: MIT
#pragma once

#include "model/document/model.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGroupBox>
#include <QLineEdit>
#include <QWidget>

namespace cosmos {

// The search settings of the attribute selected in the attribute grid (RULES.md
// section 14): a vector's dimensions, data type, distance and index; whether a
// string or an array is searched as full text, and in which language. It edits the
// members the grid has no column for ("vector", "fullText") and hands them back
// whole; the model checks them (a flat index of more than 505 dimensions is
// refused there, with its message). Hidden for the other types.
class SearchSettingsForm : public QWidget {
    Q_OBJECT

public:
    explicit SearchSettingsForm(QWidget *parent = nullptr);

    // `type` is the attribute's type as the file spells it; `kept` its members
    // without a column. Shows the fields that type has, or hides the form.
    void showFor(const QString &type, const Json &kept);
    // Marks the field last edited with why the model refused it (empty: accepted).
    void setError(const QString &error);

Q_SIGNALS:
    // The attribute's members without a column, with the settings as now edited.
    void edited(const Json &kept);

private:
    void buildVectorRows();
    void buildFullTextRows();
    void load();
    void commitFrom(QWidget *field);

    QGroupBox *m_vectorBox = new QGroupBox(this);
    QGroupBox *m_textBox = new QGroupBox(this);
    QLineEdit *m_dimensions = new QLineEdit(this);
    QComboBox *m_dataType = new QComboBox(this);
    QComboBox *m_distance = new QComboBox(this);
    QComboBox *m_index = new QComboBox(this);
    QCheckBox *m_fullText = new QCheckBox(this);
    QComboBox *m_language = new QComboBox(this);
    QString m_type;
    Json m_kept = Json::object();
    QWidget *m_lastEdited = nullptr;
    bool m_loading = false;
};

// The members a grid row keeps for an attribute of `type`: a new vector gets a
// vector specification to edit (1,536 dimensions, the size of common text
// embeddings), and settings the new type cannot have are dropped.
Json searchSettingsForType(const QString &type, Json kept);

} // namespace cosmos

// SPDX-License-Identifier: MIT
#pragma once

#include "model/document/model.h"

#include <QTableWidget>
#include <QWidget>

namespace cosmos {

// An access pattern's filters (attribute + eq/range/contains) or sort keys
// (attribute + asc/desc) as an editable table; attribute names are offered from
// the pattern's entities and can also be typed ("address.city", "order.status").
class KeyTable : public QWidget {
    Q_OBJECT

public:
    enum class Kind { Filters, Sort };

    KeyTable(Kind kind, QWidget *parent = nullptr);

    void setRows(const Json &rows, const QStringList &attributeChoices);
    void setError(const QString &error);
    // What Add puts in a new row; by default the first attribute and the first
    // condition or order.
    void setNewRow(const QString &attribute, const QString &second)
    {
        m_newAttribute = attribute;
        m_newSecond = second;
    }

Q_SIGNALS:
    void edited(const Json &rows);

private:
    QString attributeForNewRow() const;
    void addRow(const QString &attribute, const QString &second, const Json &extra);
    Json collect() const;
    void emitEdited();

    Kind m_kind;
    QTableWidget *m_table = new QTableWidget(0, 2, this);
    QStringList m_choices;
    bool m_loading = false;
    QString m_newAttribute;
    QString m_newSecond;
};

} // namespace cosmos

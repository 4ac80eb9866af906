// SPDX-License-Identifier: MIT
#pragma once

#include "inspectorform.h"
#include "keytable.h"

#include <QComboBox>
#include <QListWidget>
#include <QWidget>
#include "views/common/qscintilla.h"

class QLabel;

namespace cosmos {

// Edits one access pattern: what it does and to which entities, its traffic,
// filters, sort, projection, result size, latency, consistency and query text; shows
// how the analysis routes it and what it costs.
class PatternInspector : public InspectorForm {
    Q_OBJECT

public:
    PatternInspector(ModelDocument *document, QWidget *parent = nullptr);

    void show(const QString &patternId);

private:
    void commitEntities();
    // RULES.md section 13: how a cross-partition read is served, with each remedy's
    // numbers; hidden for every other pattern.
    void showRemedies(const QString &patternId);
    void chooseRemedy();

    QListWidget *m_entities = new QListWidget(this);
    QComboBox *m_primary = new QComboBox(this);
    KeyTable *m_filters = new KeyTable(KeyTable::Kind::Filters, this);
    KeyTable *m_sort = new KeyTable(KeyTable::Kind::Sort, this);
    QsciScintilla *m_query = new QsciScintilla(this);
    QComboBox *m_remedy = new QComboBox(this);
    QLabel *m_remedyNumbers; // each remedy's RU and monthly cost against asking every partition
    QWidget *m_remedyRow = new QWidget(this);
    QLabel *m_remedyTitle;
    bool m_loading = false;
    QStringList m_listed; // what the entity list was built from
};

} // namespace cosmos

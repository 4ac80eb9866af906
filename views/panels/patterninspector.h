// SPDX-License-Identifier: MIT
#pragma once

#include "inspectorform.h"

class QComboBox;
class QListWidget;
class QsciScintilla;

namespace cosmos {

class KeyTable;

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

    QListWidget *m_entities;
    QComboBox *m_primary;
    KeyTable *m_filters;
    KeyTable *m_sort;
    QsciScintilla *m_query;
    bool m_loading = false;
    QStringList m_listed; // what the entity list was built from
};

} // namespace cosmos

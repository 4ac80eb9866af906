// SPDX-License-Identifier: MIT
#pragma once

#include "panel.h"

#include <QHeaderView>
#include <QLineEdit>
#include <QSortFilterProxyModel>

class QTableView;

namespace cosmos {

class AccessPatternModel;

// The access-pattern table: sortable, filterable, editable in place, with the route
// and RU columns from the analysis; add, duplicate, delete. Selecting a row selects
// the pattern and highlights its path on the canvas.
class AccessPatternsPanel : public Panel {
    Q_OBJECT

public:
    explicit AccessPatternsPanel(ModelDocument *document, QWidget *parent = nullptr);

    QTableView *table() const { return m_table; }
    AccessPatternModel *tableModel() const { return m_model; }

protected:
    void refresh() override;

private:
    void selectFromTable();
    void fitRowsToDescriptions();
    void addPattern();
    void duplicatePattern();
    void deletePatterns();
    QStringList selectedIds() const;

    AccessPatternModel *m_model;
    QSortFilterProxyModel *m_proxy = new QSortFilterProxyModel(this);
    QTableView *m_table;
    QLineEdit *m_filter = new QLineEdit(this);
    bool m_selecting = false;
    QHeaderView::ResizeMode m_rowMode = QHeaderView::Interactive; // the rows' heights, see fitRowsToDescriptions
};

} // namespace cosmos

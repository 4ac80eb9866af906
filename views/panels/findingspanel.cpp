// SPDX-License-Identifier: MIT
#include "findingspanel.h"

#include "model/document/modellookup.h"
#include "views/document/modeldocument.h"

#include <QHeaderView>

namespace cosmos {

FindingsPanel::FindingsPanel(ModelDocument *document, int columns, QWidget *parent)
    : Panel(document, parent)
{
    setDependencies(OnAnalysis);
    m_tree->setColumnCount(columns);
    m_tree->setRootIsDecorated(false);
    m_tree->setAlternatingRowColors(true);
    m_tree->setSortingEnabled(true);
    m_tree->sortByColumn(kSeverityColumn, Qt::AscendingOrder);
    m_tree->header()->setSectionResizeMode(kSeverityColumn, QHeaderView::ResizeToContents);
    connect(m_tree, &QTreeWidget::itemActivated, this, &FindingsPanel::activate);
    connect(m_tree, &QTreeWidget::currentItemChanged, this, [this]() { showCurrent(); });
}

void FindingsPanel::setHeader(const QStringList &labels, const QString &toolTip)
{
    m_tree->setHeaderLabels(labels);
    m_tree->setToolTip(toolTip);
}

void FindingsPanel::setRows(const std::function<void()> &addRows)
{
    m_tree->setSortingEnabled(false);
    m_tree->clear();
    // Every row names its subject, looked up by id: in constant time (ModelLookup).
    const ModelLookupScope lookup(document()->model());
    addRows();
    m_tree->setSortingEnabled(true);
}

int FindingsPanel::findingIndex(const QTreeWidgetItem *row) const
{
    const int index = row ? row->data(0, FindingItem::kIndexRole).toInt() : -1;
    return index >= 0 && size_t(index) < findingCount() ? index : -1;
}

void FindingsPanel::activate(QTreeWidgetItem *row)
{
    const int index = findingIndex(row);
    if (index >= 0)
        selectSubject(document(), subjectOf(size_t(index)));
}

} // namespace cosmos

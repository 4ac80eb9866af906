// SPDX-License-Identifier: MIT
#include "checklistpanel.h"

#include "findingsupport.h"
#include "model/advisor/advisor.h"
#include "model/advisor/checklist.h"
#include "views/document/modeldocument.h"

#include <QHeaderView>
#include <QLabel>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace cosmos {

namespace {
enum Column { SeverityColumn, SubjectColumn, MessageColumn, ColumnCount };
}

ChecklistPanel::ChecklistPanel(ModelDocument *document, QWidget *parent)
    : Panel(document, parent)
    , m_tree(new QTreeWidget(this))
    , m_summary(new QLabel(this))
    , m_remedy(new QLabel(this))
{
    setObjectName(QStringLiteral("checklist"));
    setDependencies(OnAnalysis);
    m_tree->setColumnCount(ColumnCount);
    m_tree->setHeaderLabels({tr("Severity"), tr("Subject"), tr("Finding")});
    m_tree->setRootIsDecorated(false);
    m_tree->setAlternatingRowColors(true);
    m_tree->setWordWrap(true);
    m_tree->setSortingEnabled(true);
    m_tree->sortByColumn(SeverityColumn, Qt::AscendingOrder);
    m_tree->header()->setSectionResizeMode(SeverityColumn, QHeaderView::ResizeToContents);
    m_tree->header()->setSectionResizeMode(SubjectColumn, QHeaderView::ResizeToContents);
    m_tree->header()->setStretchLastSection(true);
    m_tree->setToolTip(tr("Double-click or press Enter to select the subject on the canvas"));
    connect(m_tree, &QTreeWidget::itemActivated, this, &ChecklistPanel::activate);
    connect(m_tree, &QTreeWidget::currentItemChanged, this, &ChecklistPanel::showRemedy);
    m_remedy->setWordWrap(true);
    m_remedy->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_summary);
    layout->addWidget(m_tree, 1);
    layout->addWidget(m_remedy);
}

QString ChecklistPanel::summaryText() const
{
    return m_summary->text();
}

void ChecklistPanel::refresh()
{
    m_items = document()->findings()->checklist(); // built once per analysis, with the advice

    m_tree->setSortingEnabled(false);
    m_tree->clear();
    int counts[3] = {0, 0, 0};
    for (size_t i = 0; i < m_items.size(); ++i) {
        const ChecklistItem &item = m_items[i];
        ++counts[severityRank(item.severity)];
        auto *row = new FindingItem(m_tree);
        row->setIcon(SeverityColumn, severityIcon(this, item.severity));
        row->setText(SeverityColumn, severityLabel(item.severity));
        row->setData(SeverityColumn, FindingItem::kSortRole, severityRank(item.severity));
        row->setData(0, FindingItem::kIndexRole, int(i));
        row->setText(SubjectColumn, subjectLabel(document(), item.subject));
        row->setText(MessageColumn, item.message.translated());
        row->setToolTip(MessageColumn, item.message.translated() + QStringLiteral("\n\n") + item.remedy.translated());
    }
    m_tree->setSortingEnabled(true);
    m_summary->setText(m_items.empty()
            ? tr("Nothing open: the model passes every check.")
            : tr("%1 errors, %2 warnings, %3 notes").arg(counts[0]).arg(counts[1]).arg(counts[2]));
    showRemedy();
}

void ChecklistPanel::showRemedy()
{
    const QTreeWidgetItem *row = m_tree->currentItem();
    const int index = row ? row->data(0, FindingItem::kIndexRole).toInt() : -1;
    m_remedy->setText(index >= 0 && size_t(index) < m_items.size()
            ? tr("To resolve: %1").arg(m_items[size_t(index)].remedy.translated())
            : QString());
}

void ChecklistPanel::activate(QTreeWidgetItem *row)
{
    const int index = row ? row->data(0, FindingItem::kIndexRole).toInt() : -1;
    if (index >= 0 && size_t(index) < m_items.size())
        selectSubject(document(), m_items[size_t(index)].subject);
}

} // namespace cosmos

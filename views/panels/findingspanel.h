// SPDX-License-Identifier: MIT
#pragma once

#include "panel.h"

#include "findingsupport.h"

#include <QTreeWidget>

#include <functional>

namespace cosmos {

// What the Advisor and Checklist docks share: a sortable list of findings, most
// severe first, whose first column is the severity; the current row's details are
// shown by the panel, and activating a row (double-click or Enter) selects its
// subject on the canvas. Each row keeps the index of its finding, so sorting does
// not lose the way back.
class FindingsPanel : public Panel {
    Q_OBJECT

public:
    QTreeWidget *tree() const { return m_tree; }

protected:
    static constexpr int kSeverityColumn = 0;

    FindingsPanel(ModelDocument *document, int columns, QWidget *parent);
    // The column titles and the list's tip, translated by the derived panel (its
    // translation context) at construction and at each language change.
    void setHeader(const QStringList &labels, const QString &toolTip);

    // Replaces the rows with those addRows() adds, unsorted while it adds them.
    void setRows(const std::function<void()> &addRows);
    // A row for finding `index` with its severity column filled in.
    template <typename Severity> QTreeWidgetItem *addRow(int index, Severity severity);
    // The finding of a row, or -1 where the row is none of the current findings.
    int findingIndex(const QTreeWidgetItem *row) const;
    int currentFinding() const { return findingIndex(m_tree->currentItem()); }

    virtual size_t findingCount() const = 0;
    virtual const Subject &subjectOf(size_t index) const = 0;
    // The current row changed: show its details.
    virtual void showCurrent() = 0;

private:
    void activate(QTreeWidgetItem *row);

    QTreeWidget *m_tree = new QTreeWidget(this);
};

template <typename Severity> QTreeWidgetItem *FindingsPanel::addRow(int index, Severity severity)
{
    auto *row = new FindingItem(m_tree);
    row->setIcon(kSeverityColumn, severityIcon(this, severity));
    row->setText(kSeverityColumn, severityLabel(severity));
    row->setData(kSeverityColumn, FindingItem::kSortRole, severityRank(severity));
    row->setData(0, FindingItem::kIndexRole, index);
    return row;
}

} // namespace cosmos

// SPDX-License-Identifier: MIT
#pragma once

#include "panel.h"

#include "findingsupport.h"

#include <QTreeView>

class QAbstractTableModel;
class QSortFilterProxyModel;

namespace cosmos {

// What the Advisor and Checklist docks share: a sortable list of findings, most
// severe first, whose first column is the severity; the current row's details are
// shown by the panel, and activating a row (double-click or Enter) selects its
// subject on the canvas. The list is a view of the panel's findings: a cell's text is
// made when the cell is drawn, so 100,000 findings hold no row objects (as widget
// items they took 170 MB).
class FindingsPanel : public Panel {
    Q_OBJECT

public:
    QTreeView *tree() const { return m_tree; }
    // The rows as shown (sorted), and what a cell shows: for tests and screen readers.
    int rowCount() const;
    QString cellText(int row, int column) const;
    // The finding a shown row stands for, or -1.
    int findingAt(int row) const;
    // The shown row of a finding, or -1.
    int rowOf(int finding) const;
    void setCurrentFinding(int finding);
    int currentFinding() const;

    static constexpr int kSeverityColumn = 0;

protected:
    FindingsPanel(ModelDocument *document, int columns, QWidget *parent);
    // The column titles and the list's tip, translated by the derived panel (its
    // translation context) at construction and at each language change.
    void setHeader(const QStringList &labels, const QString &toolTip);
    // The findings changed: the list shows findingCount() rows again, sorted as it was.
    void reloadRows();

    virtual size_t findingCount() const = 0;
    virtual const Subject &subjectOf(size_t index) const = 0;
    // A cell of finding `index`: Qt::DisplayRole, Qt::ToolTipRole and, in the
    // severity column, Qt::DecorationRole; kRankRole orders the severity column.
    virtual QVariant findingData(size_t index, int column, int role) const = 0;
    // The current row changed: show its details.
    virtual void showCurrent() = 0;

    static constexpr int kRankRole = Qt::UserRole + 10;

    // The severity column's cell, the same for every kind of finding.
    template <typename Severity> QVariant severityData(Severity severity, int role) const;

private:
    void activate(const QModelIndex &index);

    QTreeView *m_tree = new QTreeView(this);
    QAbstractTableModel *m_model;
    QSortFilterProxyModel *m_sorted;
    QStringList m_headers;
};

template <typename Severity> QVariant FindingsPanel::severityData(Severity severity, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
        return severityLabel(severity);
    case Qt::DecorationRole:
        return severityIcon(this, severity);
    case kRankRole:
        return severityRank(severity);
    default:
        return {};
    }
}

} // namespace cosmos

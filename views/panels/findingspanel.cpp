// SPDX-License-Identifier: MIT
#include "findingspanel.h"

#include "model/document/modellookup.h"
#include "views/document/modeldocument.h"

#include <QAbstractTableModel>
#include <QHeaderView>
#include <QSortFilterProxyModel>

#include <algorithm>
#include <functional>

namespace cosmos {

namespace {

// The panel's findings as a table: each cell asked of the panel when it is needed.
class FindingsModel : public QAbstractTableModel {
public:
    using Cell = std::function<QVariant(size_t, int, int)>;
    FindingsModel(int columns, std::function<size_t()> count, Cell cell, const QStringList *headers, QObject *parent)
        : QAbstractTableModel(parent)
        , m_columns(columns)
        , m_count(std::move(count))
        , m_cell(std::move(cell))
        , m_headers(headers)
    { }

    int rowCount(const QModelIndex &parent) const override { return parent.isValid() ? 0 : int(m_rows); }
    int columnCount(const QModelIndex &parent) const override { return parent.isValid() ? 0 : m_columns; }
    QVariant data(const QModelIndex &index, int role) const override
    {
        // Between a panel's new findings and its reload, no cell past them is read.
        if (!index.isValid() || size_t(index.row()) >= std::min(m_rows, m_count()))
            return {};
        return m_cell(size_t(index.row()), index.column(), role);
    }
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override
    {
        if (orientation == Qt::Horizontal && role == Qt::DisplayRole && section < m_headers->size())
            return m_headers->at(section);
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    void reload()
    {
        beginResetModel();
        m_rows = m_count();
        endResetModel();
    }
    void headersChanged() { Q_EMIT headerDataChanged(Qt::Horizontal, 0, m_columns - 1); }

private:
    int m_columns;
    std::function<size_t()> m_count;
    Cell m_cell;
    const QStringList *m_headers;
    size_t m_rows = 0; // as of the last reload: the panel's findings may change before
};

// Most severe first; findings of one severity in the engine's order; the other
// columns by their text.
class SeverityOrder : public QSortFilterProxyModel {
public:
    SeverityOrder(int rankRole, QObject *parent)
        : QSortFilterProxyModel(parent)
        , m_rankRole(rankRole)
    { }

protected:
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override
    {
        if (left.column() == FindingsPanel::kSeverityColumn) {
            const int mine = left.data(m_rankRole).toInt(), theirs = right.data(m_rankRole).toInt();
            if (mine != theirs)
                return mine < theirs;
            return left.row() < right.row();
        }
        return QSortFilterProxyModel::lessThan(left, right);
    }

private:
    int m_rankRole;
};

} // namespace

FindingsPanel::FindingsPanel(ModelDocument *document, int columns, QWidget *parent)
    : Panel(document, parent)
    , m_model(new FindingsModel(
          columns, [this]() { return findingCount(); },
          [this](size_t index, int column, int role) { return findingData(index, column, role); }, &m_headers, this))
    , m_sorted(new SeverityOrder(kRankRole, this))
{
    setDependencies(OnAnalysis);
    m_sorted->setSourceModel(m_model);
    m_tree->setModel(m_sorted);
    m_tree->setRootIsDecorated(false);
    m_tree->setAlternatingRowColors(true);
    m_tree->setSortingEnabled(true);
    m_tree->sortByColumn(kSeverityColumn, Qt::AscendingOrder);
    m_tree->header()->setSectionResizeMode(kSeverityColumn, QHeaderView::ResizeToContents);
    connect(m_tree, &QTreeView::activated, this, &FindingsPanel::activate);
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this, [this]() { showCurrent(); });
}

void FindingsPanel::setHeader(const QStringList &labels, const QString &toolTip)
{
    m_headers = labels;
    static_cast<FindingsModel *>(m_model)->headersChanged();
    m_tree->setToolTip(toolTip);
}

void FindingsPanel::reloadRows()
{
    // Every row names its subject, looked up by id: in constant time (ModelLookup)
    // while the rows are sorted; drawn later, a cell looks its subject up alone.
    const ModelLookupScope lookup(document()->model());
    static_cast<FindingsModel *>(m_model)->reload();
}

int FindingsPanel::rowCount() const
{
    return m_sorted->rowCount();
}

QString FindingsPanel::cellText(int row, int column) const
{
    return m_sorted->index(row, column).data().toString();
}

int FindingsPanel::findingAt(int row) const
{
    const QModelIndex source = m_sorted->mapToSource(m_sorted->index(row, 0));
    return source.isValid() && size_t(source.row()) < findingCount() ? source.row() : -1;
}

int FindingsPanel::rowOf(int finding) const
{
    return m_sorted->mapFromSource(m_model->index(finding, 0)).row();
}

void FindingsPanel::setCurrentFinding(int finding)
{
    m_tree->setCurrentIndex(m_sorted->mapFromSource(m_model->index(finding, 0)));
}

int FindingsPanel::currentFinding() const
{
    const QModelIndex current = m_tree->currentIndex();
    return current.isValid() ? findingAt(current.row()) : -1;
}

void FindingsPanel::activate(const QModelIndex &index)
{
    const int finding = index.isValid() ? findingAt(index.row()) : -1;
    if (finding >= 0)
        selectSubject(document(), subjectOf(size_t(finding)));
}

} // namespace cosmos

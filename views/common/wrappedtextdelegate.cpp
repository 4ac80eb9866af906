// SPDX-License-Identifier: MIT
#include "wrappedtextdelegate.h"

#include <QHeaderView>
#include <QTreeView>

#include <algorithm>

namespace cosmos {

WrappedTextDelegate::WrappedTextDelegate(QTreeView *view)
    : QStyledItemDelegate(view)
    , m_view(view)
{
    view->setWordWrap(true);
    view->setUniformRowHeights(false);
    view->setTextElideMode(Qt::ElideNone);
    // Queued: a wider column can hide the scroll bar, which widens the column again;
    // the rows are measured once the widths have settled.
    connect(view->header(), &QHeaderView::sectionResized, view, &QTreeView::doItemsLayout, Qt::QueuedConnection);
}

QSize WrappedTextDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem measured(option);
    int width = m_view->columnWidth(index.column());
    if (m_view->header()->visualIndex(index.column()) == 0) { // the tree's indentation takes part of it
        int depth = m_view->rootIsDecorated() ? 1 : 0;
        for (QModelIndex parent = index.parent(); parent.isValid(); parent = parent.parent())
            ++depth;
        width -= depth * m_view->indentation();
    }
    // The style wraps only within a valid rectangle; its height does not matter.
    measured.rect = QRect(0, 0, std::max(width, 1), std::max(option.rect.height(), 1));
    measured.features |= QStyleOptionViewItem::WrapText;
    return QStyledItemDelegate::sizeHint(measured, index);
}

} // namespace cosmos

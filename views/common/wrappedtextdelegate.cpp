// SPDX-License-Identifier: MIT
#include "wrappedtextdelegate.h"

#include <QApplication>
#include <QHeaderView>
#include <QTextLayout>
#include <QTreeView>

#include <algorithm>
#include <cmath>

namespace cosmos {

namespace {

// How tall the style needs the text to be to draw every line. Qt's item text
// drawing keeps a line only if a next line of the same height would still fit
// below it, so a line taller than the one after it (Devanagari beside Latin
// text comes from a taller font) needs more than the lines' sum, which is all the
// style's own size hint asks for.
qreal heightToDrawAllLines(const QString &text, const QFont &font, qreal lineWidth)
{
    QTextOption wrap;
    wrap.setWrapMode(QTextOption::WordWrap);
    QTextLayout layout(text, font);
    layout.setTextOption(wrap);
    layout.beginLayout();
    qreal height = 0;
    qreal needed = 0;
    for (QTextLine line = layout.createLine(); line.isValid();) {
        line.setLineWidth(lineWidth);
        height += line.height();
        const QTextLine next = layout.createLine();
        needed = std::max(needed, next.isValid() ? height + line.height() : height);
        line = next;
    }
    layout.endLayout();
    return needed;
}

} // namespace

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
    QSize size = QStyledItemDelegate::sizeHint(measured, index);

    // The width the style lays the text out in: the cell less its text margins and icon.
    initStyleOption(&measured, index);
    const QStyle *style = m_view->style();
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, &measured, m_view) + 1;
    int lineWidth = measured.rect.width() - 2 * margin;
    if (measured.features & QStyleOptionViewItem::HasDecoration)
        lineWidth -= measured.decorationSize.width() + 2 * margin;
    if (!measured.text.isEmpty() && lineWidth > 0) {
        const qreal needed = heightToDrawAllLines(measured.text, measured.font, lineWidth);
        size.setHeight(std::max(size.height(), int(std::ceil(needed))));
    }
    return size;
}

} // namespace cosmos

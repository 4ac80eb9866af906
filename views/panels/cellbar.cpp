// SPDX-License-Identifier: MIT
#include "cellbar.h"

#include <QApplication>
#include <QPainter>

#include <algorithm>

namespace cosmos {

CellBarDelegate::CellBarDelegate(const QString &widestText, QObject *parent)
    : QStyledItemDelegate(parent)
    , m_widestText(widestText)
{ }

void CellBarDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    // Background and selection as the style draws them, without the text, which goes
    // beside the bar.
    QStyleOptionViewItem plain = option;
    initStyleOption(&plain, index);
    plain.text.clear();
    const QWidget *widget = option.widget;
    (widget ? widget->style() : QApplication::style())->drawControl(QStyle::CE_ItemViewItem, &plain, painter, widget);
    const QString text = index.data(Qt::DisplayRole).toString();
    const QFontMetrics metrics(option.font);
    const int textWidth = std::max(metrics.horizontalAdvance(m_widestText), metrics.horizontalAdvance(text)) + 8;
    const QRectF track = QRectF(option.rect).adjusted(4, 4, -textWidth, -4);
    const QVariant fractionData = index.data(kFractionRole);
    const double fraction = std::clamp(fractionData.toDouble(), 0.0, 1.0);
    const QVariant color = index.data(kColorRole);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    // A cell without a fraction (an offer that cannot serve the design) has no bar: an
    // empty track would read as "nothing", and its words need the room.
    if (fractionData.isValid() && track.width() > 4) {
        painter->setPen(QPen(option.palette.color(QPalette::Mid), 1));
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(track, 2, 2);
        if (fraction > 0) {
            painter->setPen(Qt::NoPen);
            painter->setBrush(color.isValid() ? color.value<QColor>() : option.palette.color(QPalette::Highlight));
            painter->drawRoundedRect(
                QRectF(track.left(), track.top(), std::max(2.0, fraction * track.width()), track.height()), 2, 2);
        }
    }
    painter->setPen(
        option.palette.color(option.state & QStyle::State_Selected ? QPalette::HighlightedText : QPalette::Text));
    painter->drawText(
        QRectF(option.rect.right() - textWidth + 4, option.rect.top(), textWidth - 8, option.rect.height()),
        Qt::AlignVCenter | Qt::AlignRight, text);
    painter->restore();
}

QSize CellBarDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    // Room for the text and a bar about twice as long.
    const int width = QFontMetrics(option.font).horizontalAdvance(m_widestText) * 3 + 16;
    return QStyledItemDelegate::sizeHint(option, index).expandedTo(QSize(width, 0));
}

} // namespace cosmos

// SPDX-License-Identifier: MIT
#include "scriptbaselinestyle.h"

#include <QFontMetricsF>
#include <QPainter>

namespace cosmos {

ScriptBaselineStyle::ScriptBaselineStyle(QStyle *base)
    : QProxyStyle(base)
{ }

void ScriptBaselineStyle::drawControl(
    ControlElement element, const QStyleOption *option, QPainter *painter, const QWidget *widget) const
{
    const auto *item = qstyleoption_cast<const QStyleOptionViewItem *>(option);
    if (element != CE_ItemViewItem || !item || item->text.isEmpty()) {
        QProxyStyle::drawControl(element, option, painter, widget);
        return;
    }
    const QRect textRect = textArea(*item, widget);
    if (!drawsAsOneLine(*item, textRect)) {
        QProxyStyle::drawControl(element, option, painter, widget);
        return;
    }
    // Background, selection, check box, icon and focus from the base style; the text here.
    QStyleOptionViewItem bare(*item);
    bare.text.clear();
    QProxyStyle::drawControl(element, &bare, painter, widget);
    drawLine(*item, textRect, painter);
}

// Where the base style puts the text: its rectangle less the margin it keeps
// on either side (QCommonStyle's item text margin).
QRect ScriptBaselineStyle::textArea(const QStyleOptionViewItem &item, const QWidget *widget) const
{
    const int margin = proxy()->pixelMetric(PM_FocusFrameHMargin, &item, widget) + 1;
    return proxy()->subElementRect(SE_ItemViewItemText, &item, widget).adjusted(margin, 0, -margin, 0);
}

bool ScriptBaselineStyle::drawsAsOneLine(const QStyleOptionViewItem &item, const QRect &textRect) const
{
    if (item.text.contains(QLatin1Char('\n')) || item.text.contains(QChar::LineSeparator))
        return false;
    if (item.features & QStyleOptionViewItem::WrapText)
        return QFontMetricsF(item.font).horizontalAdvance(item.text) <= textRect.width();
    return true;
}

void ScriptBaselineStyle::drawLine(const QStyleOptionViewItem &item, const QRect &textRect, QPainter *painter) const
{
    // The interface font's own metrics, whatever fonts the characters fall back to.
    const QFontMetricsF metrics(item.font);
    const QString text = metrics.elidedText(item.text, item.textElideMode, textRect.width());
    const Qt::Alignment align = QStyle::visualAlignment(item.direction, item.displayAlignment);
    const double advance = metrics.horizontalAdvance(text);
    double x = textRect.left();
    if (align & Qt::AlignRight)
        x = textRect.right() + 1 - advance;
    else if (align & Qt::AlignHCenter)
        x = textRect.left() + (textRect.width() - advance) / 2;
    double baseline
        = textRect.top() + (textRect.height() - metrics.ascent() - metrics.descent()) / 2 + metrics.ascent();
    if (align & Qt::AlignTop)
        baseline = textRect.top() + metrics.ascent();
    else if (align & Qt::AlignBottom)
        baseline = textRect.bottom() + 1 - metrics.descent();

    const QPalette::ColorGroup group = !(item.state & State_Enabled) ? QPalette::Disabled
        : (item.state & State_Active)                                ? QPalette::Normal
                                                                     : QPalette::Inactive;
    painter->save();
    painter->setFont(item.font);
    painter->setPen(
        item.palette.color(group, item.state & State_Selected ? QPalette::HighlightedText : QPalette::Text));
    painter->setClipRect(textRect, Qt::IntersectClip);
    painter->drawText(QPointF(x, baseline), text);
    painter->restore();
}

} // namespace cosmos

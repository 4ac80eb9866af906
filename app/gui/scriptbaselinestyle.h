// SPDX-License-Identifier: MIT
#pragma once

#include <QProxyStyle>
#include <QStyleOption>

namespace cosmos {

// Item views (tables, lists, trees) draw each cell's line of text on the baseline
// of the interface font. Qt centres each cell's line box, whose height depends on
// the fonts its characters come from: a cell in Devanagari or Japanese then sits a
// few pixels higher than the Latin names and numbers beside it in the same row.
// Text that wraps onto several lines is left to the base style.
class ScriptBaselineStyle : public QProxyStyle {
public:
    explicit ScriptBaselineStyle(QStyle *base = nullptr);

    void drawControl(
        ControlElement element, const QStyleOption *option, QPainter *painter, const QWidget *widget) const override;

private:
    bool drawsAsOneLine(const QStyleOptionViewItem &item, const QRect &textRect) const;
    void drawLine(const QStyleOptionViewItem &item, const QRect &textRect, QPainter *painter) const;
    QRect textArea(const QStyleOptionViewItem &item, const QWidget *widget) const;
};

} // namespace cosmos

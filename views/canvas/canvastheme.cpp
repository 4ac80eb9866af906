// SPDX-License-Identifier: MIT
#include "canvastheme.h"

#include "views/common/themetone.h"

#include <QApplication>

namespace cosmos {

QColor CanvasTheme::heat(HeatStatus status) const
{
    const QColor color = heatStatusColor(status, isDarkBackground(background));
    return color.isValid() ? color : accent;
}

QColor CanvasTheme::heatFill(HeatStatus status) const
{
    QColor fill = heat(status);
    fill.setAlphaF(isDarkBackground(background) ? 0.10f : 0.07f);
    return fill;
}

QPen CanvasTheme::frameOutline(HeatStatus status, bool highlighted, Qt::PenStyle style) const
{
    return QPen(highlighted ? selection : heat(status), lineWidth * (highlighted ? 2.6 : 1.6), style);
}

QColor CanvasTheme::typeColor(AttributeType type) const
{
    // In the order of AttributeType: string, number, boolean, datetime, object,
    // array, id, vector; an object and an array share the neutral grey.
    static constexpr Tone kTypeTones[] = {{0x7db8ff, 0x1f5fbf}, {0x8fd69a, 0x2e7d32}, {0xc39bf5, 0x6a3db8},
        {0xf59e7b, 0xb24a1e}, {0x9aa8b8, 0x526070}, {0x9aa8b8, 0x526070}, {0xe0b040, 0xa86d00}, {0x6fd3d0, 0x006d6a}};
    static_assert(std::size(kTypeTones) == std::size_t(AttributeType::Vector) + 1);
    const auto i = std::size_t(type);
    if (i >= std::size(kTypeTones))
        return text;
    return kTypeTones[i].on(isDarkBackground(background));
}

CanvasTheme CanvasTheme::fromPalette(const QPalette &palette, bool highContrast, double scale)
{
    CanvasTheme t;
    const bool dark = isDarkPalette(palette);
    t.highContrast = highContrast;
    t.text = palette.color(QPalette::WindowText);
    t.mutedText = dark ? t.text.darker(140) : t.text.lighter(220);
    t.accent = palette.color(QPalette::Highlight);
    t.selection = palette.color(QPalette::Highlight);
    if (highContrast) {
        t.background = dark ? Qt::black : Qt::white;
        t.text = dark ? Qt::white : Qt::black;
        t.mutedText = t.text;
        t.cardFill = t.background;
        t.cardHeader = dark ? QColor(0x20, 0x20, 0x20) : QColor(0xe8, 0xe8, 0xe8);
        t.cardBorder = t.text;
        t.embeddedFill = t.cardHeader;
        t.edge = t.text;
        t.grid = dark ? QColor(0x30, 0x30, 0x30) : QColor(0xdd, 0xdd, 0xdd);
        t.selection = dark ? QColor(0x00, 0xe0, 0xff) : QColor(0x00, 0x40, 0xd0);
    } else if (dark) {
        t.background = QColor(0x1e, 0x21, 0x26);
        t.grid = QColor(0x2a, 0x2e, 0x35);
        t.cardFill = QColor(0x2a, 0x2e, 0x36);
        t.cardHeader = QColor(0x34, 0x3a, 0x45);
        t.cardBorder = QColor(0x4a, 0x52, 0x60);
        t.embeddedFill = QColor(0x23, 0x27, 0x2e);
        t.edge = QColor(0xa0, 0xaa, 0xb8);
    } else {
        t.background = QColor(0xf6, 0xf7, 0xf9);
        t.grid = QColor(0xe6, 0xe8, 0xec);
        t.cardFill = Qt::white;
        t.cardHeader = QColor(0xee, 0xf2, 0xf8);
        t.cardBorder = QColor(0xb8, 0xc0, 0xcc);
        t.embeddedFill = QColor(0xf4, 0xf6, 0xfa);
        t.edge = QColor(0x5a, 0x64, 0x72);
    }
    t.keyMark = dark ? QColor(0xe0, 0xb0, 0x40) : QColor(0xa8, 0x6d, 0x00);
    t.badgeFill = t.accent;
    t.badgeText = palette.color(QPalette::HighlightedText);
    QFont base = QApplication::font();
    const double points = (base.pointSizeF() > 0 ? base.pointSizeF() : 10.0) * scale;
    t.bodyFont = base;
    t.bodyFont.setPointSizeF(points);
    t.titleFont = base;
    t.titleFont.setPointSizeF(points * 1.15);
    t.titleFont.setBold(true);
    t.smallFont = base;
    t.smallFont.setPointSizeF(points * 0.85);
    t.lineWidth = (highContrast ? 2.5 : 1.5) * scale;
    return t;
}

} // namespace cosmos

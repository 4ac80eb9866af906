// SPDX-License-Identifier: MIT
#include "canvastheme.h"

#include <QApplication>

namespace cosmos {

bool CanvasTheme::isDark(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness() < 128;
}

QColor CanvasTheme::heat(HeatStatus status) const
{
    // Green, amber, red — chosen to stay distinguishable for the common forms of
    // colour blindness (they also differ in lightness) and on a washed-out projector.
    const bool dark = background.lightness() < 128;
    switch (status) {
    case HeatStatus::Ok:
        return dark ? QColor(0x4c, 0xc3, 0x7a) : QColor(0x1f, 0x8a, 0x4c);
    case HeatStatus::Warn:
        return dark ? QColor(0xf2, 0xb1, 0x34) : QColor(0xc7, 0x7c, 0x00);
    case HeatStatus::Hot:
        return dark ? QColor(0xff, 0x6b, 0x6b) : QColor(0xc9, 0x2a, 0x2a);
    }
    return accent;
}

QColor CanvasTheme::heatFill(HeatStatus status) const
{
    QColor fill = heat(status);
    fill.setAlphaF(background.lightness() < 128 ? 0.10f : 0.07f);
    return fill;
}

QColor CanvasTheme::typeColor(AttributeType type) const
{
    const bool dark = background.lightness() < 128;
    switch (type) {
    case AttributeType::Id:
        return dark ? QColor(0xe0, 0xb0, 0x40) : QColor(0xa8, 0x6d, 0x00);
    case AttributeType::String:
        return dark ? QColor(0x7d, 0xb8, 0xff) : QColor(0x1f, 0x5f, 0xbf);
    case AttributeType::Number:
        return dark ? QColor(0x8f, 0xd6, 0x9a) : QColor(0x2e, 0x7d, 0x32);
    case AttributeType::Boolean:
        return dark ? QColor(0xc3, 0x9b, 0xf5) : QColor(0x6a, 0x3d, 0xb8);
    case AttributeType::Datetime:
        return dark ? QColor(0xf5, 0x9e, 0x7b) : QColor(0xb2, 0x4a, 0x1e);
    case AttributeType::Vector:
        return dark ? QColor(0x6f, 0xd3, 0xd0) : QColor(0x00, 0x6d, 0x6a);
    case AttributeType::Object:
    case AttributeType::Array:
        return dark ? QColor(0x9a, 0xa8, 0xb8) : QColor(0x52, 0x60, 0x70);
    }
    return text;
}

CanvasTheme CanvasTheme::fromPalette(const QPalette &palette, bool highContrast, double scale)
{
    CanvasTheme t;
    const bool dark = isDark(palette);
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

// SPDX-License-Identifier: MIT
#pragma once

#include "model/analysis/analysis.h"

#include <QColor>
#include <QFont>
#include <QPalette>
#include <QPen>

namespace cosmos {

// Colours, fonts and line widths of the canvas, derived from the application
// palette so light, dark and high-contrast themes all read well, and scalable for
// presentation on a projector.
struct CanvasTheme {
    QColor background;
    QColor grid;
    QColor cardFill;
    QColor cardHeader;
    QColor cardBorder;
    QColor embeddedFill;
    QColor text;
    QColor mutedText;
    QColor accent;
    QColor selection;
    QColor edge;
    QColor keyMark;
    QColor badgeFill;
    QColor badgeText;
    QFont titleFont;
    QFont bodyFont;
    QFont smallFont;
    double lineWidth = 1.5;
    bool highContrast = false;

    QColor heat(HeatStatus status) const;
    QColor heatFill(HeatStatus status) const;
    // A container's outline, a frame's or a view's box: its heat, or the selection
    // colour and thicker while it is on the selected pattern's path.
    QPen frameOutline(HeatStatus status, bool highlighted, Qt::PenStyle style = Qt::SolidLine) const;
    QColor typeColor(AttributeType type) const;

    static CanvasTheme fromPalette(const QPalette &palette, bool highContrast = false, double scale = 1.0);
};

} // namespace cosmos

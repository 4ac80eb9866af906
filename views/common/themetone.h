// SPDX-License-Identifier: MIT
#pragma once

#include "model/analysis/analysis.h"

#include <QColor>
#include <QPalette>

namespace cosmos {

// Dark themes take lighter, stronger colours than light ones. A background darker
// than middle grey is a dark theme's; a palette is judged by its window colour.
bool isDarkBackground(const QColor &background);
bool isDarkPalette(const QPalette &palette);

// A colour in two tones, one for a dark background and one for a light.
struct Tone {
    QRgb dark;
    QRgb light;
    QColor on(bool darkBackground) const { return QColor::fromRgb(darkBackground ? dark : light); }
};

// A partition's heat as a colour: green, amber, red, for a dark or a light
// background. Chosen to stay apart for the common forms of colour blindness (they
// also differ in lightness) and on a washed-out projector; the canvas's chips and
// the Containers panel's icons use the same three.
QColor heatStatusColor(HeatStatus status, bool dark);

} // namespace cosmos

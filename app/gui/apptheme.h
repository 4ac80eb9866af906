// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>

class QApplication;

namespace cosmos {

// The window's colour theme: the system palette (default), light, dark, or high
// contrast for projectors. Applies to every widget; the canvas derives its colours
// from the palette (CanvasTheme::fromPalette).
class AppTheme {
public:
    static QStringList names(); // "system", "light", "dark", "high-contrast"
    static bool apply(QApplication &app, const QString &name);
    static QString current();
    static bool isHighContrast();
};

} // namespace cosmos

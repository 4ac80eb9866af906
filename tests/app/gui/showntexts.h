// SPDX-License-Identifier: MIT
#pragma once

#include <QStringList>

class QWidget;

namespace cosmos::test {

// Every text a window shows or offers, sorted: menu and action texts with their
// tips, and — for the widgets under `root` that are on screen — labels, buttons,
// group and dock titles, tabs, placeholders, combo items, rich text, the header and
// cells of item views, charts, and the canvas's cards, frames and connectors.
// Two windows in the same state show the same list when they speak the same language.
QStringList shownTexts(QWidget *root);

// "missing: …" and "extra: …" lines for what `actual` lacks or has beyond `expected`.
QString textDifference(const QStringList &expected, const QStringList &actual, int limit = 25);

} // namespace cosmos::test

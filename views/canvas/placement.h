// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QPointF>
#include <QRectF>
#include <QSizeF>

namespace cosmos {

// Where a new card of `size` goes: a top-left corner near `wanted`, on the canvas
// grid of `step`, at which the card with `gap` around it overlaps none of `occupied`
// (the cards and container frames already drawn). `wanted` itself when it is free;
// otherwise the nearest free corner of the first square ring around it that has one.
// Never on top of another card, however full the canvas.
QPointF freeSpotNear(QPointF wanted, QSizeF size, const QList<QRectF> &occupied, double step = 20, double gap = 20);

} // namespace cosmos

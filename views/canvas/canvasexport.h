// SPDX-License-Identifier: MIT
#pragma once

#include <QRectF>
#include <QString>

class QGraphicsScene;

namespace cosmos {

// Writes the canvas to an image file: PNG (at `scale` × the scene size), SVG or PDF,
// chosen by the file's suffix. Returns false with a reason when it cannot.
bool exportCanvas(QGraphicsScene *scene, const QRectF &area, const QString &path, double scale, QString *error);

} // namespace cosmos

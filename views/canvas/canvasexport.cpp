// SPDX-License-Identifier: MIT
#include "canvasexport.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QImage>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

namespace cosmos {

namespace {
// The messages' translation context: a free function has no tr() of its own, and
// lupdate only files strings under a context it can see.
struct CanvasExport {
    Q_DECLARE_TR_FUNCTIONS(cosmos::CanvasExport)
};
} // namespace

bool exportCanvas(QGraphicsScene *scene, const QRectF &area, const QString &path, double scale, QString *error)
{
    const QRectF source = area.isEmpty() ? scene->itemsBoundingRect() : area;
    if (source.isEmpty()) {
        *error = CanvasExport::tr("The canvas is empty.");
        return false;
    }
    const QString suffix = QFileInfo(path).suffix().toLower();
    // Selection outlines and hover handles are not part of a picture of the model.
    const QList<QGraphicsItem *> selected = scene->selectedItems();
    for (QGraphicsItem *item : selected)
        item->setSelected(false);
    // Cached items would be drawn as pixmaps: vectors and text must stay vectors and text.
    QList<QPair<QGraphicsItem *, QGraphicsItem::CacheMode>> cached;
    for (QGraphicsItem *item : scene->items())
        if (item->cacheMode() != QGraphicsItem::NoCache) {
            cached.append({item, item->cacheMode()});
            item->setCacheMode(QGraphicsItem::NoCache);
        }
    bool ok = false;
    if (suffix == QLatin1String("svg")) {
        QSvgGenerator svg;
        svg.setFileName(path);
        svg.setSize(source.size().toSize());
        svg.setViewBox(QRectF(QPointF(0, 0), source.size()));
        svg.setTitle(QFileInfo(path).completeBaseName());
        QPainter painter;
        ok = painter.begin(&svg);
        if (ok) {
            scene->render(&painter, QRectF(QPointF(0, 0), source.size()), source);
            ok = painter.end();
        }
    } else if (suffix == QLatin1String("pdf")) {
        QPdfWriter pdf(path);
        pdf.setResolution(72);
        pdf.setPageSize(QPageSize(source.size(), QPageSize::Point));
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        QPainter painter;
        ok = painter.begin(&pdf);
        if (ok) {
            scene->render(&painter, QRectF(QPointF(0, 0), source.size()), source);
            ok = painter.end();
        }
    } else {
        QImage image((source.size() * scale).toSize(), QImage::Format_ARGB32_Premultiplied);
        image.fill(scene->backgroundBrush().color().isValid() ? scene->backgroundBrush().color() : QColor(Qt::white));
        QPainter painter(&image);
        painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
        scene->render(&painter, QRectF(QPointF(0, 0), source.size() * scale), source);
        painter.end();
        ok = image.save(path);
    }
    for (const auto &[item, mode] : cached)
        item->setCacheMode(mode);
    for (QGraphicsItem *item : selected)
        item->setSelected(true);
    if (!ok)
        *error = CanvasExport::tr("%1 could not be written.").arg(path);
    return ok;
}

} // namespace cosmos

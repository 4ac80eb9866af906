// SPDX-License-Identifier: MIT
#pragma once

#include "guitest.h"
#include "testsupport.h"

#include "model/io/modelwriter.h"
#include "views/canvas/canvascontroller.h"
#include "views/canvas/canvastheme.h"
#include "views/canvas/entityitem.h"
#include "views/canvas/modelscene.h"
#include "views/canvas/modelview.h"
#include "views/document/modeldocument.h"

#include <QCoreApplication>
#include <QTest>

namespace cosmos::test {

// A model opened on a canvas as the window shows it: scene, view and controller,
// the view 1400 × 900 and shown.
struct Canvas {
    ModelDocument document;
    ModelScene scene {&document};
    ModelView view {&scene};
    CanvasController controller {&document, &scene, &view};

    explicit Canvas(const QString &path)
    {
        document.load(path, nullptr);
        document.recomputeNow();
        scene.setTheme(CanvasTheme::fromPalette(view.palette()));
        view.resize(1400, 900);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.resetZoom();
    }

    QPoint at(QPointF scenePos) const { return view.mapFromScene(scenePos); }
    QWidget *viewport() const { return view.viewport(); }

    // Lets the coalesced analysis run, as the event loop would.
    void settle()
    {
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
    }

    EntityItem *card(const QString &id) const { return scene.entityItem(id); }
    QByteArray bytes() const { return ModelWriter::toBytes(document.model()); }
};


} // namespace cosmos::test

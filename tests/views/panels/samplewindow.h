// SPDX-License-Identifier: MIT
#pragma once

#include "testsupport.h"

#include "model/io/modelwriter.h"
#include "views/document/documentselection.h"
#include "views/document/modeldocument.h"

#include <QCoreApplication>
#include <QTest>
#include <QWidget>

namespace cosmos::test {

// The online-shop sample, analysed, in an active window that panels are stacked in.
struct SampleWindow {
    ModelDocument document;
    QWidget window;
    SampleWindow()
    {
        QVERIFY(document.load(test::samplePath(QStringLiteral("ecommerce.cosmos.json")), nullptr));
        document.recomputeNow();
        window.resize(1300, 700);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
    }
    // Panels stacked in one window, the last shown on top: all visible, so all live.
    template <typename PanelType> PanelType *show()
    {
        auto *panel = new PanelType(&document, &window);
        panel->setGeometry(0, 0, 1300, 700);
        panel->show();
        panel->raise();
        panel->refreshNow();
        return panel;
    }
    void settle()
    {
        for (int i = 0; i < 3; ++i)
            QCoreApplication::processEvents();
    }
    // Selected as a click selects, with the panels following.
    void select(ObjectKind kind, const QString &id)
    {
        document.selection()->select(kind, id);
        settle();
    }
    QByteArray bytes() const { return ModelWriter::toBytes(document.model()); }
};

} // namespace cosmos::test

// SPDX-License-Identifier: MIT
#pragma once

#include "testsupport.h"

#include "model/document/model.h"
#include "views/document/modeldocument.h"

#include <QSize>
#include <QTest>
#include <QWidget>

namespace cosmos::test {

// A model analysed at once and a window to show panels of it in, one at a time.
struct PanelWindow {
    ModelDocument document;
    QWidget window;

    explicit PanelWindow(const Model &model)
    {
        document.reset(model, QString());
        document.recomputeNow();
        window.resize(1200, 600);
        window.show();
    }
    // A panel over the whole window, brought up to date.
    template <typename PanelType> PanelType *show()
    {
        auto *panel = new PanelType(&document, &window);
        panel->setGeometry(0, 0, 1200, 600);
        panel->show();
        panel->refreshNow();
        return panel;
    }
};

// A sample model, loaded and analysed, in one panel of `size` that fills its window.
template <typename PanelType> struct SamplePanel {
    ModelDocument document;
    QWidget window;
    PanelType *panel = nullptr;

    SamplePanel(const QString &sample, QSize size)
    {
        QVERIFY(document.load(samplePath(sample), nullptr));
        document.recomputeNow();
        panel = new PanelType(&document, &window);
        window.resize(size);
        panel->setGeometry(QRect(QPoint(), size));
        window.show();
        panel->refreshNow();
    }
};

} // namespace cosmos::test

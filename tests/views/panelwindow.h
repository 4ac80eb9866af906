// SPDX-License-Identifier: MIT
#pragma once

#include "model/document/model.h"
#include "views/document/modeldocument.h"

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

} // namespace cosmos::test

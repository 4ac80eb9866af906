// SPDX-License-Identifier: MIT
#pragma once

#include "mainwindow.h"

#include <QTest>

namespace cosmos::test {

enum class Opening { Welcome, Blank };
enum class Wait { Exposed, Active };

// The window at 1280×720 on screen, showing the welcome page first or not. Active when
// the test types: keys go to the active window only.
inline bool showWindow(MainWindow &window, Opening opening, Wait wait = Wait::Exposed)
{
    window.resize(1280, 720);
    if (opening == Opening::Welcome)
        window.showWelcome();
    window.show();
    if (wait == Wait::Exposed)
        return QTest::qWaitForWindowExposed(&window);
    window.activateWindow();
    return QTest::qWaitForWindowActive(&window);
}

} // namespace cosmos::test

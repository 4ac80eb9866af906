// SPDX-License-Identifier: MIT
#pragma once

#include <QRegularExpression>
#include <QTest>

namespace cosmos::test {

// GUI tests fail on any warning Qt or the code prints, except the offscreen
// platform's notes about window-manager features it does not have.
inline void failOnUnexpectedWarnings()
{
    QTest::failOnWarning(
        QRegularExpression(QStringLiteral("^(?!This plugin does not support|QStandardPaths: XDG_RUNTIME_DIR).*")));
}

} // namespace cosmos::test

// SPDX-License-Identifier: MIT
#pragma once

#include "views/guitest.h"

#include <QCoreApplication>
#include <QTemporaryDir>

namespace cosmos::test {

// Where a GUI test keeps its settings, recent files and recovery copies: a scratch
// folder that lives as long as the test, never the user's. Any warning Qt or the
// code prints that the offscreen platform does not explain fails the test.
class ScratchHome {
public:
    enum class Names { Qt, Application };

    // `Names::Application`: under the application's own names, which decide the
    // folders its settings and recovery copies live in.
    bool enter(Names names = Names::Qt)
    {
        failOnUnexpectedWarnings();
        if (!m_dir.isValid())
            return false;
        if (names == Names::Application) {
            QCoreApplication::setOrganizationName(QStringLiteral("cosmos-modeler"));
            QCoreApplication::setApplicationName(QStringLiteral("cosmos-modeler"));
        }
        qputenv("XDG_DATA_HOME", filePath(QStringLiteral("data")).toUtf8());
        qputenv("XDG_CONFIG_HOME", filePath(QStringLiteral("config")).toUtf8());
        return true;
    }

    QString filePath(const QString &name) const { return m_dir.filePath(name); }

private:
    QTemporaryDir m_dir;
};

} // namespace cosmos::test

// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <cstdio>
#include <functional>

namespace cosmos {

// A program that writes COUNT generated things to a file: PROGRAM COUNT OUT.
struct Generator {
    const char *name;
    const char *usage; // the usage line after the name
    int least;
    int most;
    // Writes `count` of them to `out`: empty when done, else why it could not.
    std::function<QString(int count, const QString &out)> write;
};

// The generator's main(): exit status 2 on a usage error, 3 when OUT cannot be written.
inline int runGenerator(int argc, char **argv, const Generator &generator)
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    bool ok = false;
    const int count = args.value(1).toInt(&ok);
    if (args.size() != 3 || !ok || count < generator.least || count > generator.most) {
        std::fprintf(stderr, "usage: %s %s\n", generator.name, generator.usage);
        return 2;
    }
    const QString error = generator.write(count, args[2]);
    if (!error.isEmpty()) {
        std::fprintf(stderr, "%s: %s: %s\n", generator.name, qPrintable(args[2]), qPrintable(error));
        return 3;
    }
    return 0;
}

} // namespace cosmos

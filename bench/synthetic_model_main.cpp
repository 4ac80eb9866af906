// SPDX-License-Identifier: MIT
// Writes the benchmarks' generated model to a file, for whole-process timings of the
// CLI and the GUI: synthetic-model ENTITIES OUT.cosmos.json
#include "syntheticmodel.h"

#include "model/io/modelwriter.h"

#include <QCoreApplication>

#include <cstdio>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    bool ok = false;
    const int entities = args.value(1).toInt(&ok);
    if (args.size() != 3 || !ok || entities < 5 || entities > 100000) {
        std::fprintf(stderr, "usage: synthetic-model ENTITIES OUT.cosmos.json (5 to 100,000 entities)\n");
        return 2;
    }
    const cosmos::SaveResult saved = cosmos::ModelWriter::writeFile(cosmos::syntheticModel(entities), args[2]);
    if (!saved.ok) {
        std::fprintf(stderr, "synthetic-model: %s: %s\n", qPrintable(args[2]), qPrintable(saved.error));
        return 3;
    }
    return 0;
}

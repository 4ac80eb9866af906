// SPDX-License-Identifier: MIT
// Writes the benchmarks' generated model to a file, for whole-process timings of the
// CLI and the GUI: synthetic-model ENTITIES OUT.cosmos.json
#include "generatorargs.h"
#include "syntheticmodel.h"

#include "model/io/modelwriter.h"

#include <QCoreApplication>

#include <cstdio>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    const int entities
        = cosmos::countArgument(args, 5, 100000, "synthetic-model ENTITIES OUT.cosmos.json (5 to 100,000 entities)");
    if (entities == 0)
        return 2;
    const cosmos::SaveResult saved = cosmos::ModelWriter::writeFile(cosmos::syntheticModel(entities), args[2]);
    if (!saved.ok) {
        std::fprintf(stderr, "synthetic-model: %s: %s\n", qPrintable(args[2]), qPrintable(saved.error));
        return 3;
    }
    return 0;
}

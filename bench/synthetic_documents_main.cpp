// SPDX-License-Identifier: MIT
// Writes the benchmarks' generated sample documents as JSON Lines, for whole-process
// timings of `infer`: synthetic-documents COUNT OUT.jsonl
#include "generatorargs.h"
#include "syntheticdocuments.h"

#include <QCoreApplication>
#include <QSaveFile>

#include <cstdio>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    const int count
        = cosmos::countArgument(args, 1, 10000000, "synthetic-documents COUNT OUT.jsonl (1 to 10,000,000 documents)");
    if (count == 0)
        return 2;
    QSaveFile file(args[2]);
    if (!file.open(QIODevice::WriteOnly) || file.write(cosmos::syntheticDocuments(count)) < 0 || !file.commit()) {
        std::fprintf(stderr, "synthetic-documents: %s: %s\n", qPrintable(args[2]), qPrintable(file.errorString()));
        return 3;
    }
    return 0;
}

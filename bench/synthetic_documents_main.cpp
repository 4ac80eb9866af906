// SPDX-License-Identifier: MIT
// Writes the benchmarks' generated sample documents as JSON Lines, for whole-process
// timings of `infer`: synthetic-documents COUNT OUT.jsonl
#include "generatormain.h"
#include "syntheticdocuments.h"

#include <QSaveFile>

int main(int argc, char **argv)
{
    return cosmos::runGenerator(argc, argv,
        {"synthetic-documents", "COUNT OUT.jsonl (1 to 10,000,000 documents)", 1, 10000000,
            [](int count, const QString &out) {
                QSaveFile file(out);
                if (!file.open(QIODevice::WriteOnly) || file.write(cosmos::syntheticDocuments(count)) < 0
                    || !file.commit())
                    return file.errorString();
                return QString();
            }});
}

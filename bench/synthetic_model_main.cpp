// SPDX-License-Identifier: MIT
// Writes the benchmarks' generated model to a file, for whole-process timings of the
// CLI and the GUI: synthetic-model ENTITIES OUT.cosmos.json
#include "generatormain.h"
#include "syntheticmodel.h"

#include "model/io/modelwriter.h"

int main(int argc, char **argv)
{
    return cosmos::runGenerator(argc, argv,
        {"synthetic-model", "ENTITIES OUT.cosmos.json (5 to 100,000 entities)", 5, 100000,
            [](int entities, const QString &out) {
                const cosmos::SaveResult saved = cosmos::ModelWriter::writeFile(cosmos::syntheticModel(entities), out);
                return saved.ok ? QString() : saved.error;
            }});
}

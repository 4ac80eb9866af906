// SPDX-License-Identifier: MIT
#include "inferredmodelfile.h"

#include "model/io/modelreader.h"
#include "model/io/modelwriter.h"

namespace cosmos {

InferredModelFile checkInferredModel(const Model &model)
{
    InferredModelFile file;
    file.bytes = ModelWriter::toBytes(model);
    const LoadResult readBack = ModelReader::readBytes(file.bytes);
    if (!readBack.ok()) {
        file.problem = QStringLiteral("the inferred model could not be opened again, so it is not written: %1")
                           .arg(readBack.errors.front().format(QStringLiteral("model")));
        file.bytes.clear();
    }
    return file;
}

} // namespace cosmos

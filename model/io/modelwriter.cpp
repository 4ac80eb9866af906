// SPDX-License-Identifier: MIT
#include "modelwriter.h"

#include "canonicaljson.h"
#include "modeljson.h"

#include <QSaveFile>

namespace cosmos {

QByteArray ModelWriter::toBytes(const Model &model)
{
    return QByteArray::fromStdString(canonicalJson(toJson(model)));
}

SaveResult ModelWriter::writeFile(const Model &model, const QString &path)
{
    return writeBytes(toBytes(model), path);
}

SaveResult ModelWriter::writeBytes(const QByteArray &bytes, const QString &path)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {false, file.errorString()};
    if (file.write(bytes) != bytes.size()) {
        const QString error = file.errorString();
        file.cancelWriting();
        return {false, error};
    }
    if (!file.commit())
        return {false, file.errorString()};
    return {true, {}};
}

} // namespace cosmos

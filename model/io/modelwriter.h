// SPDX-License-Identifier: MIT
#pragma once

#include "model/document/model.h"

#include <QByteArray>
#include <QString>

namespace cosmos {

struct SaveResult {
    bool ok = false;
    QString error; // empty when ok
};

class ModelWriter {
public:
    // The canonical text of the model (FORMAT.md section 1): what `fmt` writes.
    static QByteArray toBytes(const Model &model);

    // Writes atomically through QSaveFile: the old file stays whole until the new one
    // is complete and flushed, so an interrupted save never leaves half a model.
    static SaveResult writeFile(const Model &model, const QString &path);
    static SaveResult writeBytes(const QByteArray &bytes, const QString &path);
};

} // namespace cosmos

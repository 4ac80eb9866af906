// SPDX-License-Identifier: MIT
#pragma once

#include "model/document/model.h"

#include <QByteArray>
#include <QString>

namespace cosmos {

struct SaveResult {
    bool ok = false;
    QString error; // empty when ok; the operating system's reason ("No space left on device")
};

class ModelWriter {
public:
    // The canonical text of the model (FORMAT.md section 1): what `fmt` writes.
    static QByteArray toBytes(const Model &model);

    // A model file: refused before anything is written when the reader would refuse
    // to open it again (ModelReader::kMaxFileBytes); otherwise writeBytes().
    static SaveResult writeFile(const Model &model, const QString &path);
    static SaveResult writeModelBytes(const QByteArray &bytes, const QString &path);

    // The one way the application writes a file (save, autosave, fmt, export).
    // Through QSaveFile, unbuffered: every write reaches the operating system at once,
    // so a full disk or a size limit fails the write itself, never a final flush that
    // QSaveFile::commit() would not report. The old file stays whole until the new
    // one is complete, its length checked and committed; on any failure it is left
    // as it was and the temporary file is removed.
    static SaveResult writeBytes(const QByteArray &bytes, const QString &path);
};

} // namespace cosmos

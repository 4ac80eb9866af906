// SPDX-License-Identifier: MIT
#include "modelwriter.h"

#include "canonicaljson.h"
#include "modeljson.h"
#include "modelreader.h"

#include <QCoreApplication>
#include <QSaveFile>

namespace cosmos {

namespace {

constexpr double kMiB = 1024.0 * 1024.0;

SaveResult failed(QSaveFile &file, const QString &reason)
{
    file.cancelWriting();
    return {false, reason.isEmpty() ? QCoreApplication::translate("cosmos::ModelWriter", "the write failed") : reason};
}

} // namespace

QByteArray ModelWriter::toBytes(const Model &model)
{
    // The long lists as JSON one item at a time: the whole model as one JSON value
    // took about twelve times the file (600 MB for 48 MB), at every save and every
    // recovery copy.
    const std::map<std::string, StreamedArray> lists {
        {"entities", {model.entities.size(), [&](size_t i) { return toJson(model.entities[i]); }}},
        {"relationships", {model.relationships.size(), [&](size_t i) { return toJson(model.relationships[i]); }}},
        {"accessPatterns", {model.accessPatterns.size(), [&](size_t i) { return toJson(model.accessPatterns[i]); }}}};
    return QByteArray::fromStdString(canonicalJson(toJsonWithoutLists(model), lists));
}

SaveResult ModelWriter::writeFile(const Model &model, const QString &path)
{
    return writeModelBytes(toBytes(model), path);
}

SaveResult ModelWriter::writeModelBytes(const QByteArray &bytes, const QString &path)
{
    if (bytes.size() > ModelReader::kMaxFileBytes)
        return {false,
            QCoreApplication::translate("cosmos::ModelWriter",
                "the model would be %1 MB; model files larger than %2 MB cannot be opened again, so it was not written")
                .arg(double(bytes.size()) / kMiB, 0, 'f', 1)
                .arg(double(ModelReader::kMaxFileBytes) / kMiB, 0, 'f', 0)};
    return writeBytes(bytes, path);
}

SaveResult ModelWriter::writeBytes(const QByteArray &bytes, const QString &path)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return {false, file.errorString()};
    qint64 done = 0;
    while (done < bytes.size()) {
        const qint64 written = file.write(bytes.constData() + done, bytes.size() - done);
        if (written <= 0)
            return failed(file, file.errorString());
        done += written;
    }
    // What the file holds now, not what the buffers were told: a short file is a failure.
    if (!file.flush() || file.size() != bytes.size())
        return failed(file,
            file.error() != QFileDevice::NoError ? file.errorString()
                                                 : QCoreApplication::translate("cosmos::ModelWriter",
                                                     "only %1 of %2 bytes reached the disk")
                                                       .arg(file.size())
                                                       .arg(bytes.size()));
    if (!file.commit())
        return {false, file.errorString()};
    return {true, {}};
}

} // namespace cosmos

// SPDX-License-Identifier: MIT
#include "samplefiles.h"

#include "documentstream.h"

#include <QFile>
#include <QFileInfo>

namespace cosmos {

namespace {

constexpr std::uint64_t kProgressEvery = 1000;

} // namespace

QString containerForSampleFile(const QString &path)
{
    return QFileInfo(path).completeBaseName();
}

SampleFileResult addSampleFile(
    const QString &path, DocumentInference &inference, const std::function<bool(std::uint64_t)> &progress)
{
    SampleFileResult result;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        result.error = QStringLiteral("%1: cannot read: %2").arg(path, file.errorString());
        return result;
    }
    const QString container = containerForSampleFile(path);
    DocumentStream stream(file);
    for (;;) {
        switch (stream.next()) {
        case DocumentStream::Status::End:
            result.ok = true;
            return result;
        case DocumentStream::Status::Error:
            result.error = QStringLiteral("%1:%2: %3").arg(path).arg(stream.errorLine()).arg(stream.error());
            return result;
        case DocumentStream::Status::Document: break;
        }
        inference.add(stream.document(), container);
        ++result.documents;
        if (progress && result.documents % kProgressEvery == 0 && !progress(result.documents)) {
            result.error = QStringLiteral("%1: cancelled after %2 documents").arg(path).arg(result.documents);
            return result;
        }
    }
}

} // namespace cosmos

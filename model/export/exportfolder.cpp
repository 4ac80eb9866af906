// SPDX-License-Identifier: MIT
// The export products on disk: written atomically, inside the chosen folder only.
#include "exportfolder.h"

#include "exporttr.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <QSet>

#include <nlohmann/json.hpp>

namespace cosmos {

namespace {

using Failure = ExportResult::Failure;

// The real directory behind `path`, or empty when it is not inside `root`.
bool inside(const QString &canonicalRoot, const QString &canonicalPath)
{
    return canonicalPath == canonicalRoot || canonicalPath.startsWith(canonicalRoot + QLatin1Char('/'));
}

std::optional<nlohmann::json> readJson(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QByteArray bytes = file.readAll();
    nlohmann::json json = nlohmann::json::parse(bytes.constData(), bytes.constData() + bytes.size(), nullptr, false);
    if (json.is_discarded() || !json.is_object())
        return std::nullopt;
    return json;
}

QString compact(const nlohmann::json &value)
{
    return QString::fromStdString(value.dump());
}

// Unique keys and the partition key are set when a container is created: a
// change means a new container and a migration, so it must not go unnoticed.
void compareWithEarlierExport(
    const QString &path, const QString &relative, const QByteArray &bytes, QStringList &warnings)
{
    const std::optional<nlohmann::json> earlier = readJson(path);
    if (!earlier)
        return;
    const nlohmann::json now
        = nlohmann::json::parse(bytes.constData(), bytes.constData() + bytes.size(), nullptr, false);
    if (now.is_discarded())
        return;
    const QString name = QString::fromStdString(now.value("id", std::string()));
    const nlohmann::json noKeys = {{"uniqueKeys", nlohmann::json::array()}};
    const nlohmann::json before = earlier->value("uniqueKeyPolicy", noKeys);
    const nlohmann::json after = now.value("uniqueKeyPolicy", noKeys);
    if (before != after)
        warnings << ExportTr::tr(
            "%1: the unique keys of %2 differ from the earlier export in this folder (%3, now %4). "
            "Unique keys are fixed when a container is created: deploying this needs a new "
            "container and a migration of the data.")
                        .arg(relative, name, compact(before), compact(after));
    if (earlier->contains("partitionKey") && earlier->at("partitionKey") != now.value("partitionKey", nlohmann::json()))
        warnings << ExportTr::tr("%1: the partition key of %2 differs from the earlier export in this folder (%3, now "
                                 "%4). A partition key is fixed when a container is created: deploying this needs a "
                                 "new container and a migration of the data.")
                        .arg(relative, name, compact(earlier->at("partitionKey")),
                            compact(now.value("partitionKey", nlohmann::json())));
}

// Files an earlier export left for containers that no longer exist.
void noteLeftovers(
    const QDir &root, const QString &folder, const QString &suffix, const QStringList &written, QStringList &warnings)
{
    const QDir dir(root.filePath(folder));
    if (!dir.exists())
        return;
    for (const QString &file : dir.entryList({QLatin1Char('*') + suffix}, QDir::Files, QDir::Name)) {
        const QString relative = folder + QLatin1Char('/') + file;
        if (!written.contains(relative))
            warnings << ExportTr::tr("%1 is left from an earlier export: the model has no container with that file "
                                     "name any more. Delete it if it is not needed.")
                            .arg(relative);
    }
}

} // namespace

ExportResult exportFolder(
    const Model &model, const Analysis &analysis, const QString &directory, const QList<ExportProduct> &products)
{
    ExportResult result;
    ExportRendering rendering = renderExport(model, analysis, products);
    result.warnings = rendering.warnings;
    if (!rendering.errors.isEmpty()) {
        result.errors = rendering.errors;
        result.failure = Failure::InvalidModel;
        return result;
    }
    auto fail = [&](const QString &message) {
        result.errors << message;
        result.failure = Failure::CannotWrite;
        return result;
    };
    if (directory.isEmpty())
        return fail(ExportTr::tr("no output folder given"));
    if (!QDir().mkpath(directory))
        return fail(ExportTr::tr("%1: cannot create the folder").arg(directory));
    const QDir root(directory);
    const QString canonicalRoot = QFileInfo(directory).canonicalFilePath();
    if (canonicalRoot.isEmpty() || !QFileInfo(canonicalRoot).isDir())
        return fail(ExportTr::tr("%1: not a folder").arg(directory));

    for (const ExportFile &file : rendering.files) {
        const QString target = root.filePath(file.path);
        const QString folder = QFileInfo(target).absolutePath();
        if (!QDir().mkpath(folder))
            return fail(ExportTr::tr("%1: cannot create the folder").arg(folder));
        // A link inside the folder could lead the write elsewhere: refuse it.
        if (!inside(canonicalRoot, QFileInfo(folder).canonicalFilePath()))
            return fail(
                ExportTr::tr("%1 leads outside %2 (a symbolic link?); refusing to write there").arg(folder, directory));
        const QFileInfo existing(target);
        if (existing.isSymLink())
            return fail(ExportTr::tr("%1 is a symbolic link; refusing to write through it").arg(target));
        if (existing.exists() && !existing.isFile())
            return fail(ExportTr::tr("%1 exists and is not a file").arg(target));
        if (file.path.startsWith(QLatin1String("containers/")))
            compareWithEarlierExport(target, file.path, file.bytes, result.warnings);
        QSaveFile save(target);
        if (!save.open(QIODevice::WriteOnly) || save.write(file.bytes) != file.bytes.size() || !save.commit())
            return fail(ExportTr::tr("%1: cannot write: %2").arg(target, save.errorString()));
        result.written << file.path;
    }
    if (products.contains(ExportProduct::Containers))
        noteLeftovers(root, QStringLiteral("containers"), QStringLiteral(".json"), result.written, result.warnings);
    if (products.contains(ExportProduct::Indexing))
        noteLeftovers(
            root, QStringLiteral("indexing"), QStringLiteral(".indexing-policy.json"), result.written, result.warnings);
    if (products.contains(ExportProduct::Samples))
        noteLeftovers(root, QStringLiteral("samples"), QStringLiteral(".sample.json"), result.written, result.warnings);
    return result;
}

} // namespace cosmos

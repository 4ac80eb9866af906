// SPDX-License-Identifier: MIT
// The export products on disk: staged whole beside the folder, then moved in; inside
// the chosen folder only.
#include "exportfolder.h"

#include "exporttr.h"
#include "model/io/modelwriter.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QTemporaryDir>

#include <cerrno>
#include <cstring>
#include <filesystem>

#ifdef Q_OS_LINUX
#include <fcntl.h>
#include <unistd.h>
#endif

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

// Unique keys, the partition key, the search policies and an index's definition are
// set when a container is created: a change means a new container and a migration,
// so it must not go unnoticed.
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
    // Vector and full-text policies (RULES.md section 14) and an index's definition are
    // fixed at creation too; a container without one before or now counts as a change.
    for (const char *policy : {"vectorEmbeddingPolicy", "fullTextPolicy", "materializedViewDefinition"}) {
        const nlohmann::json was = earlier->value(policy, nlohmann::json());
        const nlohmann::json is = now.value(policy, nlohmann::json());
        if (was != is)
            warnings << ExportTr::tr("%1: the %2 of %3 differs from the earlier export in this folder (%4, now %5). "
                                     "It is fixed when a container is created: deploying this needs a new container "
                                     "and a migration of the data.")
                            .arg(relative, QLatin1String(policy), name, compact(was), compact(is));
    }
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

namespace {

// One file of the staging folder. No temporary file and no flush to disk each: the
// staging folder is itself the temporary, and syncStaged() makes the whole set
// durable at once before anything is moved into place.
SaveResult writeStaged(const QByteArray &bytes, const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Unbuffered))
        return {false, file.errorString()};
    // A write may stop short (a size limit, a full disk); the next one says why.
    for (qint64 done = 0; done < bytes.size();) {
        const qint64 written = file.write(bytes.constData() + done, bytes.size() - done);
        if (written <= 0)
            return {false, file.errorString()};
        done += written;
    }
    if (file.size() != bytes.size())
        return {false,
            file.error() != QFileDevice::NoError
                ? file.errorString()
                : ExportTr::tr("only %1 of %2 bytes reached the disk").arg(file.size()).arg(bytes.size())};
    return {true, {}};
}

// Everything written into the staging folder on disk, in one request where the system
// has one (a flush per file made writing 600 files take most of a second).
SaveResult syncStaged(const QDir &stage, const std::vector<ExportFile> &files)
{
#ifdef Q_OS_LINUX
    Q_UNUSED(files)
    const int fd = ::open(QFile::encodeName(stage.path()).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    const bool synced = fd >= 0 && ::syncfs(fd) == 0;
    if (fd >= 0)
        ::close(fd);
    if (!synced)
        return {false, QString::fromLocal8Bit(std::strerror(errno))};
#else
    // Elsewhere the system writes the files out in its own time (the package is Linux only).
    Q_UNUSED(stage)
    Q_UNUSED(files)
#endif
    return {true, {}};
}

// Each folder once, not once for each of its files.
class Folders {
public:
    bool make(const QString &folder)
    {
        if (m_made.contains(folder))
            return true;
        if (!QDir().mkpath(folder))
            return false;
        m_made.insert(folder);
        return true;
    }

private:
    QSet<QString> m_made;
};

// Every file of the export written beside the target first; only a complete set is
// moved into place, so a full disk or a refused write leaves the target as it was.
class StagedExport {
public:
    StagedExport(const QString &directory, ExportResult &result)
        : m_directory(directory)
        , m_result(result)
    { }

    bool run(const std::vector<ExportFile> &files)
    {
        const QFileInfo target(m_directory);
        if (target.isSymLink() && !target.exists()) // a link to nowhere: renaming over it would hide where
            return fail(ExportTr::tr("%1 is a symbolic link; refusing to write through it").arg(m_directory));
        if (target.exists() && !target.isDir())
            return fail(
                ExportTr::tr("%1: cannot create the folder: a file of that name is in the way").arg(m_directory));
        const QString parent = target.absolutePath();
        if (!QDir().mkpath(parent))
            return fail(ExportTr::tr("%1: cannot create the folder").arg(parent));
        // Inside the folder when it exists (the same filesystem, writable wherever the
        // folder is), beside it when it is to be created.
        QTemporaryDir staging(target.exists()
                ? target.absoluteFilePath() + QStringLiteral("/.export-XXXXXX")
                : parent + QStringLiteral("/.") + target.fileName() + QStringLiteral(".export-XXXXXX"));
        if (!staging.isValid())
            return fail(ExportTr::tr("%1: cannot write: %2").arg(parent, staging.errorString()));
        const QDir stage(staging.path());
        Folders folders;
        for (const ExportFile &file : files) {
            const QString staged = stage.filePath(file.path);
            if (!folders.make(QFileInfo(staged).absolutePath()))
                return fail(ExportTr::tr("%1: cannot create the folder").arg(QFileInfo(staged).absolutePath()));
            const SaveResult saved = writeStaged(file.bytes, staged);
            if (!saved.ok)
                return fail(
                    ExportTr::tr("%1: cannot write: %2").arg(QDir(m_directory).filePath(file.path), saved.error));
        }
        if (const SaveResult synced = syncStaged(stage, files); !synced.ok)
            return fail(ExportTr::tr("%1: cannot write: %2").arg(m_directory, synced.error));
        if (!target.exists()) {
            // A new folder: the staged one becomes it, whole.
            if (!QDir().rename(staging.path(), m_directory))
                return fail(ExportTr::tr("%1: cannot create the folder").arg(m_directory));
            staging.setAutoRemove(false);
            // A temporary folder is private (0700); an export folder is an ordinary one.
            QFile::setPermissions(m_directory,
                QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner | QFileDevice::ReadGroup
                    | QFileDevice::ExeGroup | QFileDevice::ReadOther | QFileDevice::ExeOther);
            for (const ExportFile &file : files)
                m_result.written << file.path;
            return true;
        }
        return moveInto(stage, files);
    }

private:
    bool moveInto(const QDir &stage, const std::vector<ExportFile> &files)
    {
        const QDir root(m_directory);
        const QString canonicalRoot = QFileInfo(m_directory).canonicalFilePath();
        // Everything is checked before the first file moves.
        for (const ExportFile &file : files) {
            const QString target = root.filePath(file.path);
            const QString folder = QFileInfo(target).absolutePath();
            const QFileInfo folderInfo(folder);
            // A link inside the folder could lead the write elsewhere: refuse it.
            if (folderInfo.exists() && !inside(canonicalRoot, folderInfo.canonicalFilePath()))
                return fail(ExportTr::tr("%1 leads outside %2 (a symbolic link?); refusing to write there")
                                .arg(folder, m_directory));
            if (folderInfo.exists() && !folderInfo.isDir())
                return fail(ExportTr::tr("%1 exists and is not a folder").arg(folder));
            const QFileInfo existing(target);
            if (existing.isSymLink())
                return fail(ExportTr::tr("%1 is a symbolic link; refusing to write through it").arg(target));
            if (existing.exists() && !existing.isFile())
                return fail(ExportTr::tr("%1 exists and is not a file").arg(target));
            if (file.path.startsWith(QLatin1String("containers/")))
                compareWithEarlierExport(target, file.path, file.bytes, m_result.warnings);
        }
        Folders folders;
        for (const ExportFile &file : files) {
            const QString target = root.filePath(file.path);
            if (!folders.make(QFileInfo(target).absolutePath()))
                return fail(ExportTr::tr("%1: cannot create the folder").arg(QFileInfo(target).absolutePath()));
            // rename(2) replaces the old file in one step, on the same filesystem.
            std::error_code error;
            std::filesystem::rename(QFileInfo(stage.filePath(file.path)).filesystemFilePath(),
                QFileInfo(target).filesystemFilePath(), error);
            if (error)
                return fail(ExportTr::tr("%1: cannot write: %2").arg(target, QString::fromStdString(error.message())));
            m_result.written << file.path;
        }
        return true;
    }

    bool fail(const QString &message)
    {
        m_result.errors << message;
        m_result.failure = Failure::CannotWrite;
        return false;
    }

    QString m_directory;
    ExportResult &m_result;
};

} // namespace

ExportResult exportFolder(const Findings &findings, const QString &directory, const QList<ExportProduct> &products)
{
    ExportResult result;
    ExportRendering rendering = renderExport(findings, products);
    result.warnings = rendering.warnings;
    if (!rendering.errors.isEmpty()) {
        result.errors = rendering.errors;
        result.failure = Failure::InvalidModel;
        return result;
    }
    if (directory.isEmpty()) {
        result.errors << ExportTr::tr("no output folder given");
        result.failure = Failure::CannotWrite;
        return result;
    }
    if (!StagedExport(directory, result).run(rendering.files))
        return result;
    const QDir root(directory);
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

// SPDX-License-Identifier: MIT
#include "autosaver.h"

#include "modeldocument.h"
#include "model/io/modelreader.h"
#include "model/io/modelwriter.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QtConcurrent/QtConcurrentRun>
#include <QUndoStack>

#include <algorithm>
#include <utility>

namespace cosmos {

namespace {

const QString kModelSuffix = QStringLiteral(".cosmos.json");
const QString kInfoSuffix = QStringLiteral(".recovery.json");
const QString kLockSuffix = QStringLiteral(".lock");
constexpr int kMaxNameAttempts = 100;

QString stem(const QString &modelPath)
{
    return modelPath.chopped(kModelSuffix.size());
}

// Whether a running process holds the copy's lock (this one included). A lock left
// by a process that is gone is stale and removed here.
bool heldByARunningProcess(const QString &modelPath)
{
    QLockFile probe(stem(modelPath) + kLockSuffix);
    probe.setStaleLockTime(0); // stale only when its process is gone, never by age
    if (!probe.tryLock(0))
        return probe.error() == QLockFile::LockFailedError;
    probe.unlock();
    return false;
}

QString sha256Hex(const QByteArray &bytes)
{
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

// The description of one copy: enough to offer it, and its hash to tell it apart.
QJsonObject describeCopy(const Model &model, const QByteArray &bytes, int edits)
{
    return {{QStringLiteral("modelSha256"), sha256Hex(bytes)},
        {QStringLiteral("savedAt"), QDateTime::currentDateTime().toString(Qt::ISODateWithMs)},
        {QStringLiteral("applicationName"), model.application.name},
        {QStringLiteral("entities"), int(model.entities.size())},
        {QStringLiteral("relationships"), int(model.relationships.size())},
        {QStringLiteral("accessPatterns"), int(model.accessPatterns.size())},
        {QStringLiteral("edits"), edits}};
}

// The info file describes the copy it was written for and the one before it (the
// copy is replaced after the info, so a kill in between leaves the earlier copy):
// the description whose hash matches the copy on disk. Where neither does (the copy
// was changed by hand) or the info has no hashes, the top level: a copy is never
// hidden for want of a matching description.
QJsonObject matchingDescription(const QJsonObject &info, const QString &copyPath)
{
    if (!info.contains(QStringLiteral("modelSha256")))
        return info;
    QFile copy(copyPath);
    if (!copy.open(QIODevice::ReadOnly))
        return info;
    const QString hash = sha256Hex(copy.readAll());
    if (info.value(QStringLiteral("modelSha256")).toString() == hash)
        return info;
    const QJsonObject previous = info.value(QStringLiteral("previousCopy")).toObject();
    if (previous.value(QStringLiteral("modelSha256")).toString() == hash)
        return previous;
    return info;
}

// What a copy without a readable description says itself: when it was written and,
// when it reads as a model, its application and counts (edits are not known).
void describeFromTheCopy(RecoveryInfo &info)
{
    info.savedAt = QFileInfo(info.recoveryPath).lastModified();
    const LoadResult loaded = ModelReader::readFile(info.recoveryPath);
    if (!loaded.ok())
        return;
    info.applicationName = loaded.model->application.name;
    info.entities = int(loaded.model->entities.size());
    info.relationships = int(loaded.model->relationships.size());
    info.accessPatterns = int(loaded.model->accessPatterns.size());
}

// One recovery copy, on whatever thread: the description first, naming this copy and
// the one on disk; then the copy. Killed between the two (or the copy failing), the
// description still covers the copy there, so a listed recovery's edit count and sizes
// are always those of its model.
AutoSaver::CopyWritten writeRecoveryCopy(const AutoSaver::CopyRequest &request)
{
    const auto failed = [&request](const QString &path, const QString &error) {
        return AutoSaver::CopyWritten {{},
            QCoreApplication::translate("cosmos::AutoSaver", "%1: %2").arg(QDir::toNativeSeparators(path), error),
            request.sequence};
    };
    const QByteArray bytes = ModelWriter::toBytes(*request.model);
    const QJsonObject copy = describeCopy(*request.model, bytes, request.edits);
    QJsonObject info = copy;
    info.insert(QStringLiteral("originalPath"), request.originalPath);
    info.insert(QStringLiteral("originalSha256"), QString::fromLatin1(request.originalHash.toHex()));
    if (!request.previousCopy.isEmpty())
        info.insert(QStringLiteral("previousCopy"), request.previousCopy);
    const QString infoPath = stem(request.path) + kInfoSuffix;
    if (const SaveResult written = ModelWriter::writeBytes(QJsonDocument(info).toJson(), infoPath); !written.ok)
        return failed(infoPath, written.error);
    if (const SaveResult written = ModelWriter::writeModelBytes(bytes, request.path); !written.ok)
        return failed(request.path, written.error);
    return {copy, {}, request.sequence};
}

} // namespace

QString RecoveryFiles::folder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recovery");
}

QList<RecoveryInfo> RecoveryFiles::list()
{
    QList<RecoveryInfo> found;
    const QDir dir(folder());
    // Every copy no running process holds, with its info file when it has a readable
    // one; a copy whose info is missing or unreadable is offered with what the copy
    // itself says (its application, its counts, when it was written).
    for (const QString &name : dir.entryList({QLatin1Char('*') + kModelSuffix}, QDir::Files, QDir::Time)) {
        RecoveryInfo info;
        info.recoveryPath = dir.filePath(name);
        if (heldByARunningProcess(info.recoveryPath))
            continue;
        QFile file(stem(info.recoveryPath) + kInfoSuffix);
        const QJsonObject whole
            = file.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(file.readAll()).object() : QJsonObject();
        const QJsonObject json = matchingDescription(whole, info.recoveryPath);
        info.originalPath = whole.value(QStringLiteral("originalPath")).toString();
        info.savedAt = QDateTime::fromString(json.value(QStringLiteral("savedAt")).toString(), Qt::ISODateWithMs);
        info.applicationName = json.value(QStringLiteral("applicationName")).toString();
        info.entities = json.value(QStringLiteral("entities")).toInt();
        info.relationships = json.value(QStringLiteral("relationships")).toInt();
        info.accessPatterns = json.value(QStringLiteral("accessPatterns")).toInt();
        info.edits = json.value(QStringLiteral("edits")).toInt();
        info.originalHash = QByteArray::fromHex(whole.value(QStringLiteral("originalSha256")).toString().toLatin1());
        if (!json.contains(QStringLiteral("savedAt")))
            describeFromTheCopy(info);
        found << info;
    }
    return found;
}

void RecoveryFiles::remove(const RecoveryInfo &info)
{
    QFile::remove(info.recoveryPath);
    QFile::remove(stem(info.recoveryPath) + kInfoSuffix);
}

AutoSaver::AutoSaver(ModelDocument *document, QObject *parent)
    : QObject(parent)
    , m_document(document)
{
    m_pause.setSingleShot(true);
    m_pause.setInterval(kPauseMs);
    m_deadline.setSingleShot(true);
    connect(&m_pause, &QTimer::timeout, this, &AutoSaver::dueNow);
    connect(&m_deadline, &QTimer::timeout, this, &AutoSaver::dueNow);
    connect(&m_writer, &QFutureWatcher<CopyWritten>::finished, this, [this] {
        finishWriting();
        if (std::exchange(m_copyAgain, false))
            dueNow();
    });
    connect(document->undoStack(), &QUndoStack::indexChanged, this, &AutoSaver::edited);
    // Back to what is on disk (saved, discarded, undone to the saved state, another
    // file opened after the question about this one): this session's copy is obsolete.
    // Unsaved without an edit (the file was removed outside): a copy within the interval.
    connect(document, &ModelDocument::modifiedChanged, this, [this](bool modified) {
        if (!modified)
            discard();
        else if (!m_deadline.isActive())
            m_deadline.start(m_intervalMs);
    });

    takeLock();
}

bool AutoSaver::takeLock()
{
    // This session's own name, never one a copy already has (a process of an earlier
    // boot may have had the same id and left its copy for the next start).
    const QString folder = RecoveryFiles::folder();
    QDir().mkpath(folder);
    const QString base = folder + QStringLiteral("/session-") + QString::number(QCoreApplication::applicationPid());
    for (int attempt = 0; attempt < kMaxNameAttempts && !m_lock; ++attempt) {
        const QString candidate = attempt == 0 ? base : base + QLatin1Char('-') + QString::number(attempt);
        if (QFile::exists(candidate + kModelSuffix) || QFile::exists(candidate + kInfoSuffix))
            continue;
        auto lock = std::make_unique<QLockFile>(candidate + kLockSuffix);
        lock->setStaleLockTime(0);
        if (lock->tryLock(0)) {
            m_lock = std::move(lock);
            m_path = candidate + kModelSuffix;
        }
    }
    if (!m_lock) {
        // Unwritable folder: copies cannot be kept; said when the first is due, and
        // tried again with every copy after it (the folder may be repaired meanwhile).
        m_lastError = tr("%1 cannot be written").arg(folderForDisplay());
    }
    return bool(m_lock);
}

// Taken again when an earlier attempt failed (the folder may have been repaired);
// never after release() gave the copy up.
bool AutoSaver::lockHeld()
{
    return m_lock || (!m_released && takeLock());
}

// A copy still being written lands before the lock goes; the copy stays for the next start.
AutoSaver::~AutoSaver()
{
    m_writer.waitForFinished();
}

QString AutoSaver::folderForDisplay()
{
    return QDir::toNativeSeparators(RecoveryFiles::folder());
}

bool AutoSaver::release()
{
    const bool written = !m_document->isModified() || saveNow();
    m_pause.stop();
    m_deadline.stop();
    m_lock.reset(); // removes the lock file: the copy is now one the next start offers
    m_released = true;
    m_lastError = tr("the application is ending");
    return written;
}

void AutoSaver::setInterval(int milliseconds)
{
    m_intervalMs = milliseconds;
    m_pause.setInterval(std::min(kPauseMs, milliseconds));
    if (m_deadline.isActive())
        m_deadline.start(std::min(m_deadline.remainingTime(), milliseconds));
}

void AutoSaver::edited()
{
    if (!m_document->isModified())
        return;
    ++m_editsSinceClean;
    if (!m_copyRequested) {
        // The first edit since the file was clean: there is something to lose now.
        m_copyRequested = true;
        m_deadline.start(0);
        return;
    }
    m_pause.start();
    if (!m_deadline.isActive())
        m_deadline.start(m_intervalMs);
}

bool AutoSaver::fail(const QString &reason)
{
    m_lastError = reason;
    if (!m_deadline.isActive())
        m_deadline.start(m_intervalMs); // try again after the interval
    Q_EMIT failed(reason);
    return false;
}

AutoSaver::CopyRequest AutoSaver::request()
{
    m_pause.stop();
    m_deadline.stop(); // the snapshot holds every edit made so far
    m_copyRequested = true;
    // The version of the original these edits started from: on restore, a file that
    // differs now was changed by someone else meanwhile.
    return {m_document->snapshot(), m_path, m_document->filePath(), m_document->diskHash(), m_copyOnDisk,
        m_editsSinceClean, ++m_sequence};
}

void AutoSaver::dueNow()
{
    if (m_writer.isRunning()) {
        m_copyAgain = true; // once this one is written
        return;
    }
    if (!m_document->isModified())
        return;
    if (!lockHeld()) {
        fail(m_lastError);
        return;
    }
    m_writer.setFuture(QtConcurrent::run(&writeRecoveryCopy, request()));
}

bool AutoSaver::saveNow()
{
    finishWriting();
    if (!m_document->isModified())
        return false;
    if (!lockHeld())
        return fail(m_lastError);
    return landed(writeRecoveryCopy(request()));
}

void AutoSaver::finishWriting(bool quietly)
{
    if (!m_writer.future().isValid())
        return;
    m_writer.waitForFinished();
    const CopyWritten written = m_writer.result();
    if (quietly)
        m_landedSequence = std::max(m_landedSequence, written.sequence);
    else
        landed(written);
}

bool AutoSaver::landed(const CopyWritten &written)
{
    if (written.sequence <= m_landedSequence)
        return written.error.isEmpty(); // taken already (saveNow() waited for it)
    m_landedSequence = written.sequence;
    if (!written.error.isEmpty())
        return fail(written.error);
    m_copyOnDisk = written.description;
    m_lastError.clear();
    Q_EMIT saved(m_path);
    return true;
}

bool AutoSaver::adopt(const RecoveryInfo &restored)
{
    m_editsSinceClean = restored.edits;
    if (!saveNow())
        return false;
    if (restored.recoveryPath != m_path)
        RecoveryFiles::remove(restored);
    return true;
}

void AutoSaver::discard()
{
    m_pause.stop();
    m_deadline.stop();
    m_copyAgain = false;
    finishWriting(true); // a copy landing after the removal would outlive the need
    m_copyRequested = false;
    m_editsSinceClean = 0;
    m_copyOnDisk = {};
    if (m_path.isEmpty())
        return;
    QFile::remove(m_path);
    QFile::remove(stem(m_path) + kInfoSuffix);
}

} // namespace cosmos

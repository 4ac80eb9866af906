// SPDX-License-Identifier: MIT
#include "autosaver.h"

#include "modeldocument.h"
#include "model/io/modelreader.h"
#include "model/io/modelwriter.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QUndoStack>

namespace cosmos {

namespace {

const QString kModelSuffix = QStringLiteral(".cosmos.json");
const QString kInfoSuffix = QStringLiteral(".recovery.json");

// One recovery file per open model: a new model gets a name of its own per process.
QString recoveryName(const QString &originalPath)
{
    const QByteArray key = originalPath.isEmpty()
        ? QByteArrayLiteral("untitled-") + QByteArray::number(QCoreApplication::applicationPid())
        : originalPath.toUtf8();
    return QString::fromLatin1(QCryptographicHash::hash(key, QCryptographicHash::Sha1).toHex().left(16));
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
    for (const QString &name : dir.entryList({QLatin1Char('*') + kInfoSuffix}, QDir::Files, QDir::Time)) {
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const QJsonObject json = QJsonDocument::fromJson(file.readAll()).object();
        RecoveryInfo info;
        info.recoveryPath = dir.filePath(name.chopped(kInfoSuffix.size()) + kModelSuffix);
        info.originalPath = json.value(QStringLiteral("originalPath")).toString();
        info.savedAt = QDateTime::fromString(json.value(QStringLiteral("savedAt")).toString(), Qt::ISODateWithMs);
        info.applicationName = json.value(QStringLiteral("applicationName")).toString();
        info.entities = json.value(QStringLiteral("entities")).toInt();
        info.relationships = json.value(QStringLiteral("relationships")).toInt();
        info.accessPatterns = json.value(QStringLiteral("accessPatterns")).toInt();
        info.edits = json.value(QStringLiteral("edits")).toInt();
        if (QFile::exists(info.recoveryPath))
            found << info;
    }
    return found;
}

void RecoveryFiles::remove(const RecoveryInfo &info)
{
    QFile::remove(info.recoveryPath);
    QFile::remove(info.recoveryPath.chopped(kModelSuffix.size()) + kInfoSuffix);
}

AutoSaver::AutoSaver(ModelDocument *document, QObject *parent)
    : QObject(parent)
    , m_document(document)
{
    m_timer.setInterval(kDefaultIntervalMs);
    connect(&m_timer, &QTimer::timeout, this, &AutoSaver::saveNow);
    connect(document->undoStack(), &QUndoStack::indexChanged, this, &AutoSaver::edited);
    connect(document, &ModelDocument::modifiedChanged, this, [this](bool modified) {
        if (!modified)
            discard();
    });
    connect(document, &ModelDocument::fileChanged, this, [this]() {
        // Another file: its own recovery name; the old copy is obsolete.
        discard();
        m_path = RecoveryFiles::folder() + QLatin1Char('/') + recoveryName(m_document->filePath()) + kModelSuffix;
    });
    m_path = RecoveryFiles::folder() + QLatin1Char('/') + recoveryName(document->filePath()) + kModelSuffix;
}

AutoSaver::~AutoSaver() = default;

void AutoSaver::setInterval(int milliseconds)
{
    m_timer.setInterval(milliseconds);
}

void AutoSaver::edited()
{
    if (!m_document->isModified())
        return;
    ++m_editsSinceClean;
    if (!m_timer.isActive())
        m_timer.start();
    if (++m_editsSinceSave >= kEditsPerSave)
        saveNow();
}

bool AutoSaver::saveNow()
{
    if (!m_document->isModified())
        return false;
    QDir().mkpath(RecoveryFiles::folder());
    if (!ModelWriter::writeFile(m_document->model(), m_path).ok)
        return false;
    const Model &model = m_document->model();
    const QJsonObject info {{QStringLiteral("originalPath"), m_document->filePath()},
        {QStringLiteral("savedAt"), QDateTime::currentDateTime().toString(Qt::ISODateWithMs)},
        {QStringLiteral("applicationName"), model.application.name},
        {QStringLiteral("entities"), int(model.entities.size())},
        {QStringLiteral("relationships"), int(model.relationships.size())},
        {QStringLiteral("accessPatterns"), int(model.accessPatterns.size())},
        {QStringLiteral("edits"), m_editsSinceClean}};
    // Written after the model, so a listed recovery always has its model complete.
    if (!ModelWriter::writeBytes(QJsonDocument(info).toJson(), m_path.chopped(kModelSuffix.size()) + kInfoSuffix).ok)
        return false;
    m_editsSinceSave = 0;
    m_timer.start(); // the next periodic copy counts from now
    Q_EMIT saved(m_path);
    return true;
}

void AutoSaver::discard()
{
    m_timer.stop();
    m_editsSinceSave = 0;
    m_editsSinceClean = 0;
    QFile::remove(m_path);
    QFile::remove(m_path.chopped(kModelSuffix.size()) + kInfoSuffix);
}

} // namespace cosmos

// SPDX-License-Identifier: MIT
#pragma once

#include <QDateTime>
#include <QJsonObject>
#include <QLockFile>
#include <QObject>
#include <QTimer>

#include <memory>

namespace cosmos {

class ModelDocument;

// What a recovery file holds, shown before the user decides to restore it.
struct RecoveryInfo {
    QString recoveryPath; // the saved model
    QString originalPath; // the file it was edited from; empty for a new model
    QDateTime savedAt;
    QString applicationName;
    int entities = 0;
    int relationships = 0;
    int accessPatterns = 0;
    int edits = 0; // edits since the last save of the original
    QByteArray originalHash; // SHA-256 of the original as the edits started from it; empty if unknown
};

// Keeps a recovery copy of the open model while it has unsaved changes: every 30 s,
// and after every 20th edit, so a crash or a kill loses at most that much. The copy
// is this process's own ("session-<pid>"), held by a lock file for as long as the
// process lives: another instance never offers it as a crash and never removes it.
// Only a successful save, an explicit discard or an undo back to the saved state
// removes it — opening a file never does. A copy whose process is gone is what the
// next start offers to restore (see RecoveryFiles).
class AutoSaver : public QObject {
    Q_OBJECT

public:
    static constexpr int kDefaultIntervalMs = 30'000;
    static constexpr int kEditsPerSave = 20;

    explicit AutoSaver(ModelDocument *document, QObject *parent = nullptr);
    ~AutoSaver() override;

    void setInterval(int milliseconds);
    QString recoveryPath() const { return m_path; } // empty when no copy can be kept
    // Writes the recovery copy now (when there are unsaved changes).
    bool saveNow();
    // The document is clean again (saved or discarded): the copy is not needed.
    void discard();
    // The process is ending without the user's word (SIGTERM, SIGINT): the unsaved work
    // is written to the copy and the lock released, so the next start offers it at
    // once. No copy is kept after this.
    bool release();
    // The document now holds the restored work of `restored`: protect it at once
    // with this session's own copy; only then is the restored copy removed. False
    // (and the restored copy kept) when the new copy cannot be written.
    bool adopt(const RecoveryInfo &restored);
    // Why the last copy could not be written; empty after a successful one.
    QString lastError() const { return m_lastError; }

Q_SIGNALS:
    void saved(const QString &recoveryPath);
    // A copy could not be written (the recovery folder is read-only, the disk is full).
    void failed(const QString &reason);

private:
    void edited();
    bool fail(const QString &reason);

    ModelDocument *m_document;
    QTimer m_timer;
    QString m_path;
    std::unique_ptr<QLockFile> m_lock;
    QString m_lastError;
    int m_editsSinceSave = 0;
    int m_editsSinceClean = 0;
    // What the copy on disk holds (its hash, edits and counts), for the next info
    // file to name as the copy it may still find there.
    QJsonObject m_copyOnDisk;
};

// The recovery copies in the recovery folder (QStandardPaths::AppDataLocation/recovery).
class RecoveryFiles {
public:
    static QString folder();
    // Copies no running instance holds: what crashed or was killed.
    static QList<RecoveryInfo> list();
    static void remove(const RecoveryInfo &info);
};

} // namespace cosmos

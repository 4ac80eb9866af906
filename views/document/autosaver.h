// SPDX-License-Identifier: MIT
#pragma once

#include <QDateTime>
#include <QFutureWatcher>
#include <QJsonObject>
#include <QLockFile>
#include <QObject>
#include <QTimer>

#include <memory>

namespace cosmos {

class ModelDocument;
struct Model;

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

// Keeps a recovery copy of the open model while it has unsaved changes, so a crash or
// a kill loses at most a few seconds of work: the first copy as soon as there is
// anything to lose (the first unsaved edit), then one whenever the editing pauses for
// kPauseMs, and never later than the interval (kDefaultIntervalMs) after an edit no
// copy holds yet, however long the typing goes on. A copy is serialised and written on
// a worker thread from a snapshot of the model (shared with the analysis when that is
// current), so even a large model's copy does not hold the window.
// The copy is this process's own ("session-<pid>"), held by a lock file for as long as
// the process lives: another instance never offers it as a crash and never removes it.
// Only a successful save, an explicit discard or an undo back to the saved state
// removes it — opening a file never does. A copy whose process is gone is what the
// next start offers to restore (see RecoveryFiles).
class AutoSaver : public QObject {
    Q_OBJECT

public:
    static constexpr int kDefaultIntervalMs = 5'000;
    static constexpr int kPauseMs = 1'000;

    explicit AutoSaver(ModelDocument *document, QObject *parent = nullptr);
    ~AutoSaver() override;

    // The longest an edit waits for its copy (a pause shorter than kPauseMs when this is).
    void setInterval(int milliseconds);
    QString recoveryPath() const { return m_path; } // empty when no copy can be kept
    // Writes the recovery copy now, on this thread, after a copy under way on the
    // worker (when there are unsaved changes).
    bool saveNow();
    // True while a copy is being written on the worker thread.
    bool isWriting() const { return m_writer.isRunning(); }
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
    // The folder copies are kept in, as the user would type it.
    static QString folderForDisplay();

    // What one copy needs, taken on the GUI thread, written on any.
    struct CopyRequest {
        std::shared_ptr<const Model> model;
        QString path; // the copy; its description goes beside it
        QString originalPath;
        QByteArray originalHash;
        QJsonObject previousCopy; // the description of the copy on disk, if any
        int edits = 0;
        quint64 sequence = 0;
    };
    struct CopyWritten {
        QJsonObject description; // of the copy written; empty when it failed
        QString error;
        quint64 sequence = 0;
    };

Q_SIGNALS:
    void saved(const QString &recoveryPath);
    // A copy could not be written (the recovery folder is read-only, the disk is full).
    void failed(const QString &reason);

private:
    bool takeLock();
    bool lockHeld();
    void edited();
    void dueNow(); // a timer fired: a copy on the worker
    bool fail(const QString &reason);
    CopyRequest request();
    bool landed(const CopyWritten &written);
    // Waits for a copy under way and takes its outcome (without telling anyone when
    // `quietly`: the copy is about to be removed).
    void finishWriting(bool quietly = false);

    ModelDocument *m_document;
    QTimer m_pause;    // restarted by every edit
    QTimer m_deadline; // started by the first edit no copy holds; never restarted by later ones
    int m_intervalMs = kDefaultIntervalMs;
    QFutureWatcher<CopyWritten> m_writer;
    bool m_copyAgain = false;     // edits arrived while the worker wrote
    bool m_copyRequested = false; // since the document was last clean
    quint64 m_sequence = 0;       // of the last copy requested
    quint64 m_landedSequence = 0; // of the last copy whose outcome was taken
    QString m_path;
    std::unique_ptr<QLockFile> m_lock;
    bool m_released = false; // release() gave the copy up for the next start
    QString m_lastError;
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

// SPDX-License-Identifier: MIT
#pragma once

#include <QDateTime>
#include <QObject>
#include <QTimer>

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
};

// Keeps a recovery copy of the open model while it has unsaved changes: every 30 s,
// and after every 20th edit, so a crash or a kill loses at most that much. A clean
// close (saved, or changes discarded) removes the copy; the next start offers to
// restore any copy left behind (see RecoveryFiles).
class AutoSaver : public QObject {
    Q_OBJECT

public:
    static constexpr int kDefaultIntervalMs = 30'000;
    static constexpr int kEditsPerSave = 20;

    explicit AutoSaver(ModelDocument *document, QObject *parent = nullptr);
    ~AutoSaver() override;

    void setInterval(int milliseconds);
    QString recoveryPath() const { return m_path; }
    // Writes the recovery copy now (when there are unsaved changes).
    bool saveNow();
    // The document is clean again (saved or discarded): the copy is not needed.
    void discard();

Q_SIGNALS:
    void saved(const QString &recoveryPath);

private:
    void edited();

    ModelDocument *m_document;
    QTimer m_timer;
    QString m_path;
    int m_editsSinceSave = 0;
    int m_editsSinceClean = 0;
};

// The recovery copies in the recovery folder (QStandardPaths::AppDataLocation/recovery).
class RecoveryFiles {
public:
    static QString folder();
    static QList<RecoveryInfo> list();
    static void remove(const RecoveryInfo &info);
};

} // namespace cosmos

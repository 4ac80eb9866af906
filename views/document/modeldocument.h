// SPDX-License-Identifier: MIT
#pragma once

#include "documentselection.h"
#include "editoutcome.h"
#include "model/advisor/findings.h"
#include "model/document/change.h"
#include "model/document/model.h"
#include "model/io/diagnostic.h"

#include <QFileSystemWatcher>
#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <QTimer>
#include <QUndoStack>

#include <memory>

namespace cosmos {

struct Analysis;

// The open model: its file, its undo history and its modified state. Views read the
// model here and change it only through apply(), which validates the change,
// records it for undo and tells everyone that the model changed.
class ModelDocument : public QObject {
    Q_OBJECT

public:
    explicit ModelDocument(QObject *parent = nullptr);
    ~ModelDocument() override;

    // The model as it is now; the reference holds until the next edit (which may edit
    // a copy, see snapshot()): ask again after changing it.
    const Model &model() const { return *m_model; }
    // The model as it is now, to be read on another thread. Never a copy: the model is
    // shared with its analysis, the worker and the recovery copy until the next edit,
    // which then edits a copy of its own (copy on write).
    std::shared_ptr<const Model> snapshot() const;
    QUndoStack *undoStack() const { return m_undoStack; }
    DocumentSelection *selection() const { return m_selection; }

    // The latest finished analysis; never null. After a change it is recomputed once
    // per event-loop turn however many changes happened in it. A large model is
    // analysed on a worker thread so typing stays immediate: until the new analysis
    // arrives (analysisChanged) this one may be of the model a few edits ago. Edits
    // that arrive while the worker runs are coalesced into one more run.
    // (It shares ownership of its Findings, so the model copy it is of lives as long.)
    std::shared_ptr<const Analysis> analysis() const { return {m_findings, &m_findings->analysis()}; }
    // The same analysis with the model it is of, and the advice, checklist and decision
    // traces derived from them once for every view that shows them.
    std::shared_ptr<const Findings> findings() const { return m_findings; }
    // True while an analysis of a newer model than analysis() is under way.
    bool isAnalysing() const;
    // For tests and headless rendering: bring the analysis up to date now, on this thread.
    void recomputeNow();
    // Models with at least this many entities are analysed off the GUI thread (below
    // it, an analysis takes less than a frame and runs inline). Tests set 0 or a huge
    // number to choose a path.
    static constexpr int kBackgroundEntities = 50;
    void setBackgroundThreshold(int entities) { m_backgroundEntities = entities; }
    // A model that large is analysed on the worker.
    bool isLarge() const;
    // While someone types into a field, the analysis and the views that follow every
    // edit show each keystroke's result as long as that is smooth. When showing the
    // last analysis held the GUI thread longer than kSmoothRefreshMs (the panels and
    // canvas of a model of thousands of entities, or an inline analysis that slow),
    // they wait until the typing pauses for kTypingPauseMs instead, so each keystroke
    // costs only the edit itself. The worker waits only for a gap of kWorkerStartGapMs
    // between keystrokes; a result that arrives while the typing goes on is held back
    // and shown when it pauses. True during modelChanged for such a keystroke.
    bool waitsForTypingPause() const { return m_typing && m_publishMs > kSmoothRefreshMs; }
    static constexpr int kTypingPauseMs = 300;
    static constexpr int kWorkerStartGapMs = 150;
    static constexpr qint64 kSmoothRefreshMs = 50;
    // How long the GUI thread took to show the latest analysis: the inline analysis
    // itself, if it ran there, and every view's response to analysisChanged.
    qint64 lastPublishMs() const { return m_publishMs; }

    QString filePath() const { return m_filePath; }
    // File name for titles; "Untitled" for a new model.
    QString displayName() const;
    bool isModified() const;
    // Marks unsaved changes that have no undo step (a restored recovery copy).
    void markModified();

    // The open file compared with what was last read or written here (a content
    // hash: a touch or an identical rewrite is no change).
    enum class DiskState { Unchanged, Changed, Missing };
    Q_ENUM(DiskState)
    DiskState diskState() const;
    // Takes the file as it is on disk now as known: "keep mine" was chosen, so the
    // next save replaces it deliberately and the change is not reported again.
    void acknowledgeDiskState();
    // The content hash of the file as last read or written here (empty: none).
    QByteArray diskHash() const { return m_diskHash; }
    // The file was known as `hash` before this session (a restored recovery copy was
    // edited from that version): a file that differs now is an outside change.
    void setDiskBaseline(const QByteArray &hash);
    // Reads the file again (the outside change wins); false and errors when it
    // cannot be read, and then nothing changes.
    bool reload(Diagnostics *errors);

    // Replaces the whole model (New, Open, restore). Clears the undo history.
    void reset(Model model, const QString &filePath);
    // Loads a file; on failure the open model is untouched and errors say why.
    bool load(const QString &path, Diagnostics *errors);
    bool save(const QString &path, QString *error);

    // Applies one user gesture as one undo step. When the model refuses it nothing
    // changes, and the refusal is reported (editRefused) before this returns.
    EditOutcome apply(const ChangeSet &changes, const QString &undoText, bool mergeable = false);
    // A gesture a view refused before it became a change ("abc" typed as a number):
    // reported exactly as a refused edit, so every refusal is said in one place.
    EditOutcome refuse(const QString &action, const QString &reason);

Q_SIGNALS:
    // The model changed by `changes`, the primitive edits just applied (a gesture,
    // its undo or its redo), so a view can update what they touch at once; empty
    // when the whole model was replaced (New, Open, reload, restore).
    void modelChanged(const cosmos::ChangeSet &changes);
    // A gesture was refused; nothing changed. Once per refusal, whoever made it.
    void editRefused(const cosmos::EditOutcome &outcome);
    // A new analysis is available (after modelChanged: on the next event-loop turn,
    // or when the worker finishes).
    void analysisChanged();
    // The worker started or finished (a busy indicator follows it).
    void analysingChanged(bool busy);
    void fileChanged();
    void modifiedChanged(bool modified);
    // The file was saved here, completely.
    void saved();
    // Someone else changed, replaced or removed the open file (another program, a
    // second instance); once per outside change, shortly after it settles.
    void changedOnDisk(cosmos::ModelDocument::DiskState state);

private:
    bool applyWithoutHistory(const ChangeSet &changes);
    void changed(const ChangeSet &changes);

    void startAnalysis();
    void analysisFinished();
    void publish(std::shared_ptr<const Findings> findings, quint64 generation);
    // The file as known now: `bytes` when they are what was just read or written
    // (never a second read, which could see a newer version), else the file itself.
    void rememberDiskState(const QByteArray *bytes = nullptr);
    void replaceModel(Model model, const QString &filePath, const QByteArray *bytes);
    // The model to edit: copied first when an analysis, a worker or a recovery copy
    // still reads it; `shared` says whether it was.
    Model &editable(std::shared_ptr<Model> *shared);
    // The newest generation analysed, shown or held back.
    quint64 latestAnalysedGeneration() const;
    void typingPaused();
    void watchFile();
    void checkDisk();

    // One model for the document and whatever reads it elsewhere: a 50 MB model kept
    // twice (here and in its analysis) took hundreds of megabytes.
    std::shared_ptr<Model> m_model = std::make_shared<Model>();
    QString m_filePath;
    QByteArray m_diskHash;     // of the file as last read or written here
    QByteArray m_reportedHash; // of the outside version last reported
    QFileSystemWatcher *m_watcher = new QFileSystemWatcher(this);
    QTimer *m_diskCheck = new QTimer(this);
    QUndoStack *m_undoStack = new QUndoStack(this);
    DocumentSelection *m_selection = new DocumentSelection(this);
    QTimer *m_recompute = new QTimer(this);
    QTimer *m_typingPause; // running while a slow-to-show model is being typed into
    // A worker's result that arrived during the typing: shown when it pauses.
    std::shared_ptr<const Findings> m_held;
    quint64 m_heldGeneration = 0;
    std::shared_ptr<const Findings> m_findings;
    QFutureWatcher<std::shared_ptr<const Findings>> *m_worker;
    int m_backgroundEntities = kBackgroundEntities;
    bool m_typing = false;
    qint64 m_publishMs = 0;
    quint64 m_generation = 0;         // of the model: one more per change
    quint64 m_analysedGeneration = 0; // of the model m_findings is of
    quint64 m_workerGeneration = 0;   // of the model the worker analyses
    quint64 m_openedGeneration = 0;   // of the model as opened (New, Open, reload, restore)
};

} // namespace cosmos

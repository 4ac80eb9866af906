// SPDX-License-Identifier: MIT
#include "modeldocument.h"

#include "documentselection.h"
#include "views/commands/editcommand.h"
#include "model/analysis/analysis.h"
#include "model/document/modeleditor.h"
#include "model/io/modelreader.h"
#include "model/io/modelwriter.h"

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QtConcurrent/QtConcurrentRun>
#include <QTimer>
#include <QUndoStack>

#include <algorithm>
#include <atomic>

namespace cosmos {

namespace {
constexpr int kDiskSettleMs = 200;

// Setting what is already there (Return pressed twice, a combo re-chosen) is not an
// edit: no undo step, no recomputation.
bool isNoOp(const ChangeSet &changes, const ChangeSet &inverse)
{
    return std::equal(
        changes.begin(), changes.end(), inverse.rbegin(), inverse.rend(), [](const Change &done, const Change &undo) {
            return done.type == Change::Type::Set && undo.type == Change::Type::Set && done.kind == undo.kind
                && done.id == undo.id && done.field == undo.field && done.value == undo.value;
        });
}
} // namespace

ModelDocument::ModelDocument(QObject *parent)
    : QObject(parent)
    , m_typingPause(new QTimer(this))
    , m_findings(Findings::of(std::shared_ptr<const Model>(m_model)))
    , m_worker(new QFutureWatcher<std::shared_ptr<const Findings>>(this))
{
    connect(m_worker, &QFutureWatcherBase::finished, this, &ModelDocument::analysisFinished);
    // An outside save is often several writes, or a write and a rename: look once
    // it has settled.
    m_diskCheck->setSingleShot(true);
    m_diskCheck->setInterval(kDiskSettleMs);
    connect(m_diskCheck, &QTimer::timeout, this, &ModelDocument::checkDisk);
    connect(m_watcher, &QFileSystemWatcher::fileChanged, m_diskCheck, qOverload<>(&QTimer::start));
    connect(m_watcher, &QFileSystemWatcher::directoryChanged, m_diskCheck, qOverload<>(&QTimer::start));
    connect(m_undoStack, &QUndoStack::cleanChanged, this, [this](bool clean) { Q_EMIT modifiedChanged(!clean); });
    // A zero-interval single-shot timer fires once on the next event-loop turn, so a
    // burst of edits (a drag, a paste, typing) costs one analysis, not one per edit.
    m_recompute->setSingleShot(true);
    m_recompute->setInterval(0);
    connect(m_recompute, &QTimer::timeout, this, &ModelDocument::startAnalysis);
    m_typingPause->setSingleShot(true);
    m_typingPause->setInterval(kTypingPauseMs);
    connect(m_typingPause, &QTimer::timeout, this, &ModelDocument::typingPaused);
}

bool ModelDocument::isLarge() const
{
    return int(m_model->entities.size()) >= m_backgroundEntities;
}

bool ModelDocument::isAnalysing() const
{
    return m_worker->isRunning() || m_analysedGeneration != m_generation;
}

std::shared_ptr<const Model> ModelDocument::snapshot() const
{
    if (m_analysedGeneration == m_generation)
        return {m_findings, &m_findings->model()};
    if (m_held && m_heldGeneration == m_generation)
        return {m_held, &m_held->model()};
    return m_model;
}

Model &ModelDocument::editable(std::shared_ptr<Model> *shared)
{
    *shared = m_model;
    if (m_model.use_count() > 2) { // more than this document and `shared`
        m_model = std::make_shared<Model>(*m_model);
        return *m_model;
    }
    // Every other owner let go: what they did with the model happened before (their
    // release of it pairs with this fence), so it may be changed in place.
    std::atomic_thread_fence(std::memory_order_acquire);
    shared->reset();
    return *m_model;
}

void ModelDocument::recomputeNow()
{
    m_recompute->stop();
    m_typingPause->stop();
    m_held.reset();
    QElapsedTimer analysing;
    analysing.start();
    std::shared_ptr<const Findings> findings = Findings::of(std::shared_ptr<const Model>(m_model));
    const qint64 analysisMs = analysing.elapsed();
    // A worker still running is of an older model: its result is dropped.
    publish(std::move(findings), m_generation);
    m_publishMs += analysisMs; // that ran on the GUI thread too
}

void ModelDocument::publish(std::shared_ptr<const Findings> findings, quint64 generation)
{
    QElapsedTimer timer;
    timer.start();
    m_findings = std::move(findings);
    m_analysedGeneration = generation;
    Q_EMIT analysisChanged();
    // The first analysis of a newly opened model also fills every view for the first
    // time: it says nothing about how long the next keystroke's will take.
    m_publishMs = generation == m_openedGeneration ? 0 : timer.elapsed();
}

quint64 ModelDocument::latestAnalysedGeneration() const
{
    return m_held ? std::max(m_analysedGeneration, m_heldGeneration) : m_analysedGeneration;
}

void ModelDocument::startAnalysis()
{
    if (latestAnalysedGeneration() == m_generation)
        return;
    if (!isLarge() && !m_worker->isRunning()) {
        recomputeNow();
        return;
    }
    if (m_worker->isRunning())
        return; // analysisFinished() starts the next run with the newest model
    // Shared with the worker: an edit while it runs edits a copy (editable()).
    std::shared_ptr<const Model> snapshot = m_model;
    m_workerGeneration = m_generation;
    m_worker->setFuture(
        QtConcurrent::run([snapshot]() { return std::make_shared<const Findings>(snapshot, analyze(*snapshot)); }));
    Q_EMIT analysingChanged(true);
}

void ModelDocument::analysisFinished()
{
    // Newer than what is shown: publish it, even if more edits came meanwhile (the
    // panels catch up step by step instead of waiting for the typing to stop), unless
    // the typing goes on into a model that is slow to show: then it waits for the pause.
    if (m_workerGeneration > latestAnalysedGeneration()) {
        if (m_typingPause->isActive()) {
            m_held = m_worker->result();
            m_heldGeneration = m_workerGeneration;
        } else {
            publish(m_worker->result(), m_workerGeneration);
        }
    }
    if (latestAnalysedGeneration() != m_generation)
        startAnalysis();
    if (!m_worker->isRunning())
        Q_EMIT analysingChanged(false);
}

void ModelDocument::typingPaused()
{
    // A worker analysing a newer edit than the held result: show only its result.
    if (m_held && m_worker->isRunning() && m_workerGeneration > m_heldGeneration)
        m_held.reset();
    if (m_held) {
        std::shared_ptr<const Findings> held = std::move(m_held); // leaves m_held empty
        if (m_heldGeneration > m_analysedGeneration)
            publish(std::move(held), m_heldGeneration);
    }
    // A worker still running publishes its result when it finishes.
    if (!m_worker->isRunning())
        startAnalysis();
}

void ModelDocument::changed(const ChangeSet &changes)
{
    ++m_generation;
    m_selection->prune(*m_model);
    Q_EMIT modelChanged(changes);
    if (!waitsForTypingPause()) {
        m_typingPause->stop();
        m_held.reset(); // of an older model: the next analysis replaces it
        m_recompute->start(0); // one analysis per event-loop turn, however many edits
        return;
    }
    // Restarted by every keystroke: the views follow when the typing pauses. An
    // inline analysis waits too (it would hold the GUI thread). The worker starts
    // after a shorter gap, so its result is often ready when the pause comes: not at
    // once, because the copy of the model it analyses is made on this thread (tens of
    // milliseconds at thousands of entities) and would delay the next keystroke.
    m_typingPause->start();
    if (isLarge())
        m_recompute->start(kWorkerStartGapMs);
    else
        m_recompute->stop();
}

ModelDocument::~ModelDocument()
{
    // The worker owns its snapshot; wait for it rather than leave it running into
    // a destroyed application.
    m_worker->waitForFinished();
    // The undo stack is destroyed with the document's children, after this body:
    // QUndoStack's destructor clears the stack and emits indexChanged, which must not
    // reach listeners (the autosaver) through a half-destroyed document.
    m_undoStack->blockSignals(true);
}

QString ModelDocument::displayName() const
{
    return m_filePath.isEmpty() ? tr("Untitled") : QFileInfo(m_filePath).fileName();
}

bool ModelDocument::isModified() const
{
    return !m_undoStack->isClean();
}

void ModelDocument::markModified()
{
    m_undoStack->resetClean();
    Q_EMIT modifiedChanged(true);
}

namespace {
QByteArray fileHash(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256);
}
} // namespace

void ModelDocument::rememberDiskState(const QByteArray *bytes)
{
    if (m_filePath.isEmpty() || m_filePath.startsWith(QLatin1Char(':')))
        m_diskHash.clear();
    else
        m_diskHash = bytes ? QCryptographicHash::hash(*bytes, QCryptographicHash::Sha256) : fileHash(m_filePath);
    m_reportedHash.clear();
    watchFile();
}

ModelDocument::DiskState ModelDocument::diskState() const
{
    if (m_filePath.isEmpty() || m_filePath.startsWith(QLatin1Char(':')))
        return DiskState::Unchanged;
    if (!QFileInfo::exists(m_filePath))
        return DiskState::Missing;
    return fileHash(m_filePath) == m_diskHash ? DiskState::Unchanged : DiskState::Changed;
}

void ModelDocument::acknowledgeDiskState()
{
    rememberDiskState();
    m_reportedHash.clear();
}

void ModelDocument::setDiskBaseline(const QByteArray &hash)
{
    if (hash.isEmpty() || hash == m_diskHash)
        return;
    m_diskHash = hash;
    m_reportedHash.clear();
    m_diskCheck->start();
}

bool ModelDocument::reload(Diagnostics *errors)
{
    if (m_filePath.isEmpty())
        return false;
    return load(m_filePath, errors);
}

// The file is watched by path: an atomic replace (rename over it, as every careful
// writer does, this one included) ends the watch on the old file, so the path is
// watched again, and its folder too, to see the file come back after a removal.
void ModelDocument::watchFile()
{
    if (!m_watcher->files().isEmpty())
        m_watcher->removePaths(m_watcher->files());
    if (!m_watcher->directories().isEmpty())
        m_watcher->removePaths(m_watcher->directories());
    if (m_filePath.isEmpty() || m_filePath.startsWith(QLatin1Char(':')))
        return;
    if (QFileInfo::exists(m_filePath))
        m_watcher->addPath(m_filePath);
    m_watcher->addPath(QFileInfo(m_filePath).absolutePath());
}

void ModelDocument::checkDisk()
{
    if (!m_filePath.isEmpty() && QFileInfo::exists(m_filePath) && !m_watcher->files().contains(m_filePath))
        m_watcher->addPath(m_filePath);
    const DiskState state = diskState();
    if (state == DiskState::Unchanged) {
        m_reportedHash.clear();
        return;
    }
    const QByteArray now = state == DiskState::Missing ? QByteArrayLiteral("missing") : fileHash(m_filePath);
    if (now == m_reportedHash)
        return; // already said
    m_reportedHash = now;
    Q_EMIT changedOnDisk(state);
}

void ModelDocument::reset(Model model, const QString &filePath)
{
    replaceModel(std::move(model), filePath, nullptr);
}

void ModelDocument::replaceModel(Model model, const QString &filePath, const QByteArray *bytes)
{
    m_undoStack->clear();
    m_model = std::make_shared<Model>(std::move(model));
    m_filePath = filePath;
    rememberDiskState(bytes);
    m_undoStack->setClean();
    m_selection->clear();
    m_selection->setFocusedPattern(QString());
    Q_EMIT fileChanged();
    changed({});
    m_openedGeneration = m_generation;
    Q_EMIT modifiedChanged(false);
}

bool ModelDocument::load(const QString &path, Diagnostics *errors)
{
    QByteArray bytes;
    LoadResult result = ModelReader::readFile(path, &bytes);
    if (!result.ok()) {
        if (errors)
            *errors = std::move(result.errors);
        return false;
    }
    replaceModel(std::move(*result.model),
        path.startsWith(QLatin1Char(':')) ? path : QFileInfo(path).absoluteFilePath(), &bytes);
    return true;
}

bool ModelDocument::save(const QString &path, QString *error)
{
    const QByteArray bytes = ModelWriter::toBytes(*m_model);
    const SaveResult result = ModelWriter::writeModelBytes(bytes, path);
    if (!result.ok) {
        if (error)
            *error = result.error;
        return false;
    }
    const QString absolute = QFileInfo(path).absoluteFilePath();
    const bool renamed = absolute != m_filePath;
    m_filePath = absolute;
    rememberDiskState(&bytes);
    m_undoStack->setClean();
    if (renamed)
        Q_EMIT fileChanged();
    Q_EMIT saved();
    return true;
}

bool ModelDocument::applyWithoutHistory(const ChangeSet &changes)
{
    std::shared_ptr<Model> before;
    const EditResult result = ModelEditor::apply(editable(&before), changes);
    if (result.ok)
        changed(changes);
    else if (before)
        m_model = std::move(before); // the copy was for nothing
    // An undo step is an exact inverse: its refusal is a defect, never the user's.
    for (const Diagnostic &error : result.errors)
        qWarning("undo history: the model refused a step at %s: %s", qUtf8Printable(error.pointer),
            qUtf8Printable(error.message));
    return result.ok;
}

EditOutcome ModelDocument::refuse(const QString &action, const QString &reason)
{
    EditOutcome outcome = EditOutcome::refused(action, reason);
    Q_EMIT editRefused(outcome);
    return outcome;
}

EditOutcome ModelDocument::apply(const ChangeSet &changes, const QString &undoText, bool mergeable)
{
    std::shared_ptr<Model> before; // set when the edit went to a copy
    EditResult result = ModelEditor::apply(editable(&before), changes);
    const bool unchanged = !result.ok || isNoOp(changes, result.inverse);
    // Nothing changed: the model shared with the analysis stays the one kept.
    if (unchanged && before)
        m_model = std::move(before);
    if (!result.ok) {
        QString reason
            = result.errors.empty() ? tr("the model does not allow this change") : result.errors.front().message;
        if (result.errors.size() > 1)
            reason = tr("%1 (and %n more)", nullptr, int(result.errors.size() - 1)).arg(reason);
        EditOutcome outcome = EditOutcome::refused(undoText, reason, std::move(result.errors));
        Q_EMIT editRefused(outcome);
        return outcome;
    }
    if (unchanged)
        return EditOutcome::done(undoText);
    m_undoStack->push(new EditCommand(
        undoText, changes, std::move(result.inverse), [this](const ChangeSet &set) { return applyWithoutHistory(set); },
        mergeable));
    m_typing = mergeable;
    changed(changes);
    m_typing = false;
    return EditOutcome::done(undoText);
}

} // namespace cosmos

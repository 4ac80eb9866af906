// SPDX-License-Identifier: MIT
#include "modeldocument.h"

#include "documentselection.h"
#include "views/commands/editcommand.h"
#include "model/analysis/analysis.h"
#include "model/document/modeleditor.h"
#include "model/io/modelreader.h"
#include "model/io/modelwriter.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QTimer>
#include <QUndoStack>

namespace cosmos {

ModelDocument::ModelDocument(QObject *parent)
    : QObject(parent)
    , m_undoStack(new QUndoStack(this))
    , m_selection(new DocumentSelection(this))
    , m_recompute(new QTimer(this))
    , m_analysis(analyze(m_model))
{
    connect(m_undoStack, &QUndoStack::cleanChanged, this, [this](bool clean) { Q_EMIT modifiedChanged(!clean); });
    // A zero-interval single-shot timer fires once on the next event-loop turn, so a
    // burst of edits (a drag, a paste, typing) costs one analysis, not one per edit.
    m_recompute->setSingleShot(true);
    m_recompute->setInterval(0);
    connect(m_recompute, &QTimer::timeout, this, &ModelDocument::recomputeNow);
}

void ModelDocument::recomputeNow()
{
    m_recompute->stop();
    m_analysis = analyze(m_model);
    Q_EMIT analysisChanged();
}

void ModelDocument::changed()
{
    m_selection->prune(m_model);
    Q_EMIT modelChanged();
    m_recompute->start();
}

ModelDocument::~ModelDocument()
{
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

void ModelDocument::rememberDiskState()
{
    m_diskHash = m_filePath.isEmpty() || m_filePath.startsWith(QLatin1Char(':')) ? QByteArray() : fileHash(m_filePath);
}

bool ModelDocument::changedOnDisk() const
{
    if (m_filePath.isEmpty() || m_diskHash.isEmpty())
        return false;
    return fileHash(m_filePath) != m_diskHash;
}

void ModelDocument::reset(Model model, const QString &filePath)
{
    m_undoStack->clear();
    m_model = std::move(model);
    m_filePath = filePath;
    rememberDiskState();
    m_undoStack->setClean();
    m_selection->clear();
    m_selection->setFocusedPattern(QString());
    Q_EMIT fileChanged();
    changed();
    Q_EMIT modifiedChanged(false);
}

bool ModelDocument::load(const QString &path, Diagnostics *errors)
{
    LoadResult result = ModelReader::readFile(path);
    if (!result.ok()) {
        if (errors)
            *errors = std::move(result.errors);
        return false;
    }
    reset(std::move(*result.model), path.startsWith(QLatin1Char(':')) ? path : QFileInfo(path).absoluteFilePath());
    return true;
}

bool ModelDocument::save(const QString &path, QString *error)
{
    const SaveResult result = ModelWriter::writeFile(m_model, path);
    if (!result.ok) {
        if (error)
            *error = result.error;
        return false;
    }
    const QString absolute = QFileInfo(path).absoluteFilePath();
    const bool renamed = absolute != m_filePath;
    m_filePath = absolute;
    rememberDiskState();
    m_undoStack->setClean();
    if (renamed)
        Q_EMIT fileChanged();
    return true;
}

bool ModelDocument::applyWithoutHistory(const ChangeSet &changes)
{
    const EditResult result = ModelEditor::apply(m_model, changes);
    if (result.ok)
        changed();
    return result.ok;
}

bool ModelDocument::apply(const ChangeSet &changes, const QString &undoText, Diagnostics *errors, bool mergeable)
{
    EditResult result = ModelEditor::apply(m_model, changes);
    if (!result.ok) {
        if (errors)
            *errors = std::move(result.errors);
        return false;
    }
    // Setting what is already there (Return pressed twice, a combo re-chosen) is
    // not an edit: no undo step, no recomputation.
    const bool noOp = std::equal(changes.begin(), changes.end(), result.inverse.rbegin(), result.inverse.rend(),
        [](const Change &done, const Change &undo) {
            return done.type == Change::Type::Set && undo.type == Change::Type::Set && done.kind == undo.kind
                && done.id == undo.id && done.field == undo.field && done.value == undo.value;
        });
    if (noOp)
        return true;
    m_undoStack->push(new EditCommand(
        undoText, changes, std::move(result.inverse), [this](const ChangeSet &set) { return applyWithoutHistory(set); },
        mergeable));
    changed();
    return true;
}

} // namespace cosmos

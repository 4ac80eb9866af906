// SPDX-License-Identifier: MIT
#include "importactions.h"

#include "translatedaction.h"
#include "accounttask.h"
#include "fileactions.h"
#include "account/accountimport.h"
#include "model/inference/inferredmodelfile.h"
#include "model/inference/samplefiles.h"
#include "model/requirements/requirementsimport.h"
#include "views/common/languagechange.h"
#include "views/document/modeldocument.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>

namespace cosmos {

namespace {

TaskOutcome inferFromFiles(const QStringList &files, const BackgroundTask::Progress &progress)
{
    TaskOutcome outcome;
    DocumentInference inference;
    for (const QString &file : files) {
        const QString name = QFileInfo(file).fileName();
        const SampleFileResult read = addSampleFile(file, inference, [&](std::uint64_t documents) {
            return progress(name, qint64(documents), 0);
        });
        if (!read.ok) {
            outcome.error = read.error;
            return outcome;
        }
    }
    if (inference.documents() == 0) {
        outcome.error = ImportActions::tr("The files hold no documents; there is nothing to infer.");
        return outcome;
    }
    QStringList names;
    for (const QString &file : files)
        names.append(QFileInfo(file).fileName());
    QStringList notes;
    Model model
        = inference.model({ImportActions::tr("Inferred from %1").arg(names.join(QStringLiteral(", "))), {}}, &notes);
    if (const InferredModelFile file = checkInferredModel(model); !file.ok()) {
        outcome.error = file.problem;
        return outcome;
    }
    outcome.model = std::move(model);
    outcome.warnings = inference.warnings() + notes;
    return outcome;
}

TaskOutcome importAccount(const AccountProfile &profile, const QByteArray &key, const BackgroundTask::Progress &progress)
{
    // The network objects belong to this worker thread, made and used only here.
    account::CosmosClient client(accountClientOptions(profile, key, progress));
    account::ImportOptions importOptions {profile.database, profile.sample,
        [&progress](const QString &step, int done, int total) { return progress(step, done, total); }};
    const account::ImportResult imported = account::importDatabase(client, importOptions);
    TaskOutcome outcome = imported.model ? TaskOutcome() : accountFailure(imported.failure, imported.error);
    outcome.model = imported.model;
    outcome.warnings = imported.warnings;
    return outcome;
}

TaskOutcome readRequirements(const QString &file)
{
    TaskOutcome outcome;
    const QFileInfo info(file);
    const RequirementsImport imported = importRequirementsFile(file, {info.completeBaseName()});
    if (!imported.model) {
        QStringList errors;
        for (const Diagnostic &error : imported.errors)
            errors << error.format(info.fileName());
        outcome.error = errors.join(QLatin1Char('\n'));
        return outcome;
    }
    outcome.model = imported.model;
    for (const ImportWarning &warning : imported.warnings)
        outcome.lines << ImportActions::tr("Line %1: %2").arg(warning.line).arg(warning.text.translated());
    return outcome;
}

} // namespace

ImportActions::ImportActions(ModelDocument *document, FileActions *files, QWidget *window)
    : QObject(window)
    , m_document(document)
    , m_files(files)
    , m_window(window)
    , m_fromFiles(translatedAction(this, QT_TR_NOOP("From &Sample Documents…"),
          QT_TR_NOOP("Infer a model from JSON or JSON Lines files, one file per container")))
    , m_fromAccount(translatedAction(this, QT_TR_NOOP("From Azure &Cosmos DB…"),
          QT_TR_NOOP("Reverse-engineer a database of an account or the emulator")))
    , m_fromRequirements(translatedAction(this, QT_TR_NOOP("From a &Requirements Document…"),
          QT_TR_NOOP("Read the entities, relationships and access patterns of a cosmosdb_requirements.md")))
{
    connect(m_fromFiles, &QAction::triggered, this, &ImportActions::chooseSampleFiles);
    connect(m_fromRequirements, &QAction::triggered, this, &ImportActions::chooseRequirementsDocument);
    connect(m_fromAccount, &QAction::triggered, this, &ImportActions::chooseAccount);
    m_report = [this](const QString &title, const QString &text) {
        QMessageBox box(QMessageBox::Warning, title, text, QMessageBox::Ok, m_window);
        box.setInformativeText(tr("The open model was not changed."));
        box.exec();
    };
    m_notes = [this](const QString &title, const QStringList &lines) {
        QMessageBox box(QMessageBox::Information, title,
            tr("%n line(s) of the document could not be used as written; the patterns they concern are drafts and "
               "the checklist asks for what is missing.",
                nullptr, int(lines.size())),
            QMessageBox::Ok, m_window);
        box.setDetailedText(lines.join(QLatin1Char('\n')));
        box.exec();
    };
}

void ImportActions::populateMenu(QMenu *fileMenu, QAction *before)
{
    QMenu *import = new QMenu(fileMenu);
    onEachLanguage(import, [import]() { import->setTitle(tr("&Import")); });
    import->addAction(m_fromFiles);
    import->addAction(m_fromAccount);
    import->addAction(m_fromRequirements);
    fileMenu->insertMenu(before, import);
}

bool ImportActions::isBusy() const
{
    return m_running && m_running->isRunning();
}

void ImportActions::cancel()
{
    if (m_running)
        m_running->cancel();
}

void ImportActions::chooseSampleFiles()
{
    if (isBusy() || !m_files->maybeSave())
        return;
    const QStringList files = QFileDialog::getOpenFileNames(m_window, tr("Import from Sample Documents"), QString(),
        tr("JSON documents (*.json *.jsonl *.ndjson);;All files (*)"));
    if (!files.isEmpty())
        importSampleFiles(files);
}

void ImportActions::chooseAccount()
{
    if (isBusy() || !m_files->maybeSave())
        return;
    AccountConnectionDialog dialog(AccountConnectionDialog::Purpose::Import, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (const QString problem = dialog.keepChoices(); !problem.isEmpty())
        Q_EMIT message(problem);
    importFromAccount(dialog.profile(), dialog.key());
}

void ImportActions::chooseRequirementsDocument()
{
    if (isBusy() || !m_files->maybeSave())
        return;
    const QString file = QFileDialog::getOpenFileName(m_window, tr("Import a Requirements Document"), QString(),
        tr("Markdown (*.md *.markdown);;All files (*)"));
    if (!file.isEmpty())
        importRequirementsDocument(file);
}

void ImportActions::importRequirementsDocument(const QString &file)
{
    run(tr("Import a Requirements Document"),
        [file](const BackgroundTask::Progress &) { return readRequirements(file); });
}

void ImportActions::importSampleFiles(const QStringList &files)
{
    run(tr("Import from Sample Documents"),
        [files](const BackgroundTask::Progress &progress) { return inferFromFiles(files, progress); });
}

void ImportActions::importFromAccount(const AccountProfile &profile, const QByteArray &key)
{
    run(tr("Import from Azure Cosmos DB"), [profile, key](const BackgroundTask::Progress &progress) {
        return importAccount(profile, key, progress);
    });
}

void ImportActions::run(const QString &title, BackgroundTask::Work work)
{
    if (isBusy())
        return;
    if (m_running)
        m_running->deleteLater();
    m_running = new BackgroundTask(m_window, title, std::move(work));
    connect(m_running, &BackgroundTask::finished, this,
        [this, title](const TaskOutcome &outcome) { finish(outcome, title); });
    m_running->start();
}

void ImportActions::finish(const TaskOutcome &outcome, const QString &title)
{
    if (outcome.cancelled || !outcome.model) {
        if (outcome.cancelled)
            Q_EMIT message(tr("Import cancelled; the open model was not changed."));
        else
            m_report(title, outcome.error);
        Q_EMIT importFinished(false);
        return;
    }
    m_document->reset(*outcome.model, QString());
    QString text = tr("Imported %n entity(s); save the model to keep them.", nullptr, int(outcome.model->entities.size()));
    if (!outcome.warnings.isEmpty())
        text += QLatin1Char(' ') + outcome.warnings.join(QStringLiteral("; "));
    Q_EMIT message(text);
    if (!outcome.lines.isEmpty())
        m_notes(title, outcome.lines);
    Q_EMIT importFinished(true);
}

} // namespace cosmos

// SPDX-License-Identifier: MIT
#pragma once

#include "accountconnectiondialog.h"
#include "backgroundtask.h"

#include <QObject>
#include <QStringList>

#include <functional>

class QAction;
class QMenu;
class QWidget;

namespace cosmos {

class FileActions;
class ModelDocument;

// File › Import: a model inferred from sample documents (JSON arrays or JSON Lines,
// one file per container), from a live account or the emulator, or read from a
// cosmosdb_requirements.md (an AI assistant's or our export's). Each runs in the
// background with progress and Cancel; the result opens as a new, untitled model,
// and a failure or a cancel leaves the open model as it was.
class ImportActions : public QObject {
    Q_OBJECT

public:
    ImportActions(ModelDocument *document, FileActions *files, QWidget *window);

    void populateMenu(QMenu *fileMenu, QAction *before);

    // The same without the file and account dialogs (tests, scripts).
    void importSampleFiles(const QStringList &files);
    void importFromAccount(const AccountProfile &profile, const QByteArray &key);
    void importRequirementsDocument(const QString &file);
    bool isBusy() const;
    void cancel();

    // How a failure is shown; a message box unless a test listens itself.
    using Report = std::function<void(const QString &title, const QString &text)>;
    void setReport(Report report) { m_report = std::move(report); }
    // How the lines of a document that need attention are shown after an import that
    // succeeded (the requirements' warnings, each with its line).
    using Notes = std::function<void(const QString &title, const QStringList &lines)>;
    void setNotes(Notes notes) { m_notes = std::move(notes); }

Q_SIGNALS:
    void message(const QString &text);
    void importFinished(bool imported);

public Q_SLOTS:
    void chooseSampleFiles();
    void chooseAccount();
    void chooseRequirementsDocument();

private:
    void run(const QString &title, BackgroundTask::Work work);
    void finish(const TaskOutcome &outcome, const QString &title);

    ModelDocument *m_document;
    FileActions *m_files;
    QWidget *m_window;
    QAction *m_fromFiles;
    QAction *m_fromAccount;
    QAction *m_fromRequirements;
    BackgroundTask *m_running = nullptr;
    Notes m_notes;
    Report m_report;
};

} // namespace cosmos

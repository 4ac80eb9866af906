// SPDX-License-Identifier: MIT
#pragma once

#include "diskchangeprompt.h"
#include "model/document/model.h"
#include "recentfiles.h"

#include <QObject>

#include <functional>

class QAction;
class QMenu;
class QWidget;

namespace cosmos {

// File › New/Open/Save/Save As/Recent/Quit for one document, with the questions a
// user expects (save changes? overwrite?) and errors that say what went wrong.
class FileActions : public QObject {
    Q_OBJECT

public:
    FileActions(ModelDocument *document, QWidget *window);

    void populateMenu(QMenu *menu);

    QAction *newAction() const { return m_new; }
    QAction *newFromSampleAction() const { return m_newFromSample; }
    QAction *openAction() const { return m_open; }
    QAction *saveAction() const { return m_save; }
    QAction *saveAsAction() const { return m_saveAs; }

    bool openFile(const QString &path);
    // The same without a dialog, for runs nobody watches (--screenshot): false with
    // each problem as "file:line:column: message" in `errors`.
    bool openFileQuietly(const QString &path, QStringList *errors);
    bool openBundledSample();
    // Opens a teaching model as a new, untitled model (saving asks for a name).
    void openSample(const Model &model);
    RecentFiles *recentFiles() const { return m_recent; }
    // Asks to save unsaved changes; false means the user cancelled.
    bool maybeSave();

    // How the question about an outside change is asked; tests answer it themselves.
    using DiskQuestion = std::function<DiskChoice(ModelDocument::DiskState state, bool saving)>;
    void setDiskQuestion(DiskQuestion question) { m_askAboutDisk = std::move(question); }

Q_SIGNALS:
    // Something the user should read in the status bar.
    void message(const QString &text);

public Q_SLOTS:
    void newModel();
    void newFromSample();
    void open();
    // The same after asking to save unsaved changes (the recent list, the welcome page).
    void openRecent(const QString &path);
    void openSampleAsked(const cosmos::Model &model);
    bool save();
    bool saveAs();

private:
    void rebuildRecentMenu();
    void onChangedOnDisk(ModelDocument::DiskState state);
    // Before a save over the open file: true when it may go ahead.
    bool mayReplaceFileOnDisk();
    DiskChoice ask(ModelDocument::DiskState state, bool saving);
    bool writeTo(const QString &path);

    ModelDocument *m_document;
    QWidget *m_window;
    RecentFiles *m_recent = new RecentFiles(this);
    QAction *m_new;
    QAction *m_newFromSample;
    QAction *m_open;
    QAction *m_save;
    QAction *m_saveAs;
    QAction *m_quit;
    QMenu *m_recentMenu = nullptr;
    DiskQuestion m_askAboutDisk;
    bool m_askingAboutDisk = false;
    bool m_changedWhileAsking = false;
};

} // namespace cosmos

// SPDX-License-Identifier: MIT
#pragma once

#include "model/document/model.h"

#include <QObject>

class QAction;
class QMenu;
class QWidget;

namespace cosmos {

class ModelDocument;
class RecentFiles;

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
    bool openBundledSample();
    // Opens a teaching model as a new, untitled model (saving asks for a name).
    void openSample(const Model &model);
    // Asks to save unsaved changes; false means the user cancelled.
    bool maybeSave();

public Q_SLOTS:
    void newModel();
    void newFromSample();
    void open();
    bool save();
    bool saveAs();

private:
    void rebuildRecentMenu();

    ModelDocument *m_document;
    QWidget *m_window;
    RecentFiles *m_recent;
    QAction *m_new;
    QAction *m_newFromSample;
    QAction *m_open;
    QAction *m_save;
    QAction *m_saveAs;
    QAction *m_quit;
    QMenu *m_recentMenu = nullptr;
};

} // namespace cosmos

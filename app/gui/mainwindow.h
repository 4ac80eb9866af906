// SPDX-License-Identifier: MIT
#pragma once

#include "helpactions.h"

#include <QLabel>
#include <QMainWindow>
#include <QStackedWidget>
#include <QTimer>

class QAction;
class QMenu;

namespace cosmos {

class AlternativeActions;
class AutoSaver;
struct RecoveryInfo;
class CanvasActions;
class CanvasController;
class FileActions;
class ImportActions;
class AccountActions;
class FirstStepsGuide;
class ModelDocument;
class ModelScene;
class ModelView;
class PanelDocks;
class PresentationMode;
class WelcomePage;

// The application window: composes the document, the canvas, the panels and the
// actions. It decides nothing itself.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    // Around a document that is already open (a language switch rebuilds the window).
    explicit MainWindow(ModelDocument *document, QWidget *parent = nullptr);

    ModelDocument *document() const { return m_document; }
    FileActions *fileActions() const { return m_fileActions; }
    ImportActions *importActions() const { return m_importActions; }
    AccountActions *accountActions() const { return m_accountActions; }
    ModelView *canvas() const { return m_view; }
    ModelScene *scene() const { return m_scene; }
    CanvasController *controller() const { return m_controller; }
    PanelDocks *docks() const { return m_docks; }
    AutoSaver *autoSaver() const { return m_autoSaver; }
    PresentationMode *presentation() const { return m_presentation; }
    AlternativeActions *alternatives() const { return m_alternatives; }
    HelpActions *help() const { return m_help; }
    WelcomePage *welcomePage() const { return m_welcome; }
    FirstStepsGuide *firstSteps() const { return m_firstSteps; }

    // The welcome page in place of the canvas, until a model is started or opened.
    void showWelcome();
    bool isShowingWelcome() const;

    // Offers to restore copies left by a crash; true when one was restored.
    bool offerRecovery();
    // Opens the work of a recovery copy as unsaved changes of its original file,
    // protected at once by this session's own copy; false when it cannot be read.
    bool restore(const RecoveryInfo &recovery);
    // Applies a script of edits (see model/document/changejson.h), one every
    // `intervalMs`, as a user would; for demos and tests.
    bool replay(const QString &scriptPath, int intervalMs, QString *error);

    // Brings analysis and canvas up to date and fits the model into view (for
    // screenshots and the first show).
    void settle();
    // For screenshots and scripted demos.
    bool raisePanel(const QString &name);
    void selectById(const QString &id);
    // Shows the comparison with the alternative of that name; false when there is none.
    bool compareWith(const QString &alternativeName);

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void createMenus();
    void connectWelcomePage();
    void showCanvas();
    void hideDocksForWelcome();
    void enableCanvasActions(bool enabled);
    QMenu *addMenu(const char *title);
    QAction *undoRedoAction(bool redo);
    void updateZoom();
    void updateTitle();
    void updateStatus();
    void applyPalette();

    ModelDocument *m_document;
    FileActions *m_fileActions;
    ImportActions *m_importActions;
    AccountActions *m_accountActions;
    ModelScene *m_scene;
    ModelView *m_view;
    CanvasController *m_controller;
    CanvasActions *m_canvasActions;
    PanelDocks *m_docks;
    AlternativeActions *m_alternatives;
    AutoSaver *m_autoSaver;
    HelpActions *m_help = new HelpActions(this);
    QStackedWidget *m_centre = new QStackedWidget(this);
    WelcomePage *m_welcome;
    FirstStepsGuide *m_firstSteps = nullptr;
    QByteArray m_layoutBeforeWelcome; // the docks, hidden while the welcome page shows
    PresentationMode *m_presentation = nullptr;
    QLabel *m_busy = new QLabel(this);
    QTimer *m_busyDelay = new QTimer(this);
    QLabel *m_totals = new QLabel(this);
    QLabel *m_zoom = new QLabel(this);
    bool m_restoredLayout = false;
};

} // namespace cosmos

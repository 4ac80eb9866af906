// SPDX-License-Identifier: MIT
#include "mainwindow.h"

#include "alternativeactions.h"
#include "apptheme.h"
#include "canvasactions.h"
#include "fileactions.h"
#include "accountactions.h"
#include "importactions.h"
#include "views/common/textfieldlimit.h"
#include "firststeps.h"
#include "helpactions.h"
#include "welcomepage.h"
#include "paneldocks.h"
#include "presentationmode.h"
#include "recoverydialog.h"
#include "uilanguage.h"
#include "model/document/changejson.h"
#include "model/io/modelreader.h"
#include "views/common/languagechange.h"
#include "views/common/recoverywarning.h"
#include "views/common/refusalpresenter.h"
#include "views/document/autosaver.h"
#include "model/analysis/analysis.h"
#include "model/analysis/numberformat.h"
#include "views/canvas/canvascontroller.h"
#include "views/canvas/modelscene.h"
#include "views/canvas/modelview.h"
#include "views/document/documentselection.h"
#include "views/document/modeldocument.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QStackedWidget>
#include <QTimer>

#include <cstdio>
#include <memory>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QToolBar>
#include <QUndoStack>

namespace cosmos {

namespace {
constexpr int kBusyIndicatorDelayMs = 300;

ModelDocument *adoptOrCreate(ModelDocument *document, QObject *window)
{
    if (!document)
        return new ModelDocument(window);
    document->setParent(window);
    return document;
}

// The recovery copy belongs to the document, not to a window: a second window on
// the same document (the language tests build one) shares the document's copy.
AutoSaver *autoSaverOf(ModelDocument *document)
{
    if (auto *existing = document->findChild<AutoSaver *>(QString(), Qt::FindDirectChildrenOnly))
        return existing;
    return new AutoSaver(document, document);
}
} // namespace

MainWindow::MainWindow(QWidget *parent)
    : MainWindow(nullptr, parent)
{
}

MainWindow::MainWindow(ModelDocument *document, QWidget *parent)
    : QMainWindow(parent)
    , m_document(adoptOrCreate(document, this))
    , m_fileActions(new FileActions(m_document, this))
    , m_importActions(new ImportActions(m_document, m_fileActions, this))
    , m_accountActions(new AccountActions(m_document, this))
    , m_scene(new ModelScene(m_document, this))
    , m_view(new ModelView(m_scene, this))
    , m_controller(new CanvasController(m_document, m_scene, m_view, this))
    , m_canvasActions(new CanvasActions(m_document, m_view, m_controller, this))
    , m_docks(new PanelDocks(m_document, this))
    , m_alternatives(new AlternativeActions(m_document, m_docks, this))
    , m_autoSaver(autoSaverOf(m_document))
    , m_welcome(new WelcomePage(m_fileActions->recentFiles(), m_centre))
{
    installTextFieldLimit();
    setObjectName(QStringLiteral("MainWindow"));
    m_centre->addWidget(m_view);
    m_centre->addWidget(m_welcome);
    setCentralWidget(m_centre);
    m_presentation = new PresentationMode(this);
    applyPalette();
    createMenus();
    connectWelcomePage();
    // Shown only when an analysis takes long enough to notice (a large model on the
    // worker): the figures on screen are then of the model a few edits ago.
    onEachLanguage(m_busy, [this]() {
        m_busy->setText(tr("Analysing…"));
        m_busy->setToolTip(tr("The model is being analysed; the panels show the previous analysis until it is done."));
    });
    m_busy->hide();
    m_busyDelay->setSingleShot(true);
    m_busyDelay->setInterval(kBusyIndicatorDelayMs);
    connect(m_busyDelay, &QTimer::timeout, m_busy, &QWidget::show);
    connect(m_document, &ModelDocument::analysingChanged, this, [this](bool busy) {
        if (busy) {
            m_busyDelay->start();
        } else {
            m_busyDelay->stop();
            m_busy->hide();
        }
    });
    // Permanent: a passing message must not hide it. It takes what room there is and
    // says the rest in its tooltip.
    statusBar()->addPermanentWidget(new RecoveryWarning(m_document, m_autoSaver, statusBar()), 1);
    statusBar()->addPermanentWidget(m_busy);
    statusBar()->addPermanentWidget(m_totals);
    statusBar()->addPermanentWidget(m_zoom);
    connect(m_document, &ModelDocument::fileChanged, this, &MainWindow::updateTitle);
    connect(m_document, &ModelDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document, &ModelDocument::analysisChanged, this, &MainWindow::updateStatus);
    connect(m_document, &ModelDocument::fileChanged, m_view, &ModelView::fitToWindow, Qt::QueuedConnection);
    connect(m_view, &ModelView::zoomChanged, this, &MainWindow::updateZoom);
    statusBar()->addWidget(new RefusalPresenter(m_document, statusBar()), 1);
    const auto showMessage = [this](const QString &text) { statusBar()->showMessage(text, 15000); };
    connect(m_fileActions, &FileActions::message, this, showMessage);
    connect(m_importActions, &ImportActions::message, this, showMessage);
    connect(m_accountActions, &AccountActions::message, this, showMessage);
    resize(1440, 900);
    m_restoredLayout = m_docks->restoreLayout();
    onEachLanguage(this, [this]() {
        updateTitle();
        updateStatus();
        updateZoom();
    });
}

void MainWindow::connectWelcomePage()
{
    m_firstSteps = new FirstStepsGuide(m_document, m_view,
        {m_canvasActions->addEntityAction(), m_canvasActions->addRelationshipAction(),
            m_canvasActions->addPatternAction()});
    connect(m_welcome, &WelcomePage::newModelRequested, m_fileActions, &FileActions::newModel);
    connect(m_welcome, &WelcomePage::firstModelRequested, this, [this]() {
        m_fileActions->newModel();
        if (m_document->model().entities.empty()) // not cancelled at "save changes?"
            m_firstSteps->setGuided(true);
    });
    connect(m_welcome, &WelcomePage::openRequested, m_fileActions, &FileActions::open);
    connect(m_welcome, &WelcomePage::recentRequested, m_fileActions, &FileActions::openRecent);
    connect(m_welcome, &WelcomePage::sampleRequested, m_fileActions, &FileActions::openSampleAsked);
    connect(m_welcome, &WelcomePage::shortcutsRequested, m_help, &HelpActions::showShortcuts);
    connect(m_help->welcomeAction(), &QAction::triggered, this, &MainWindow::showWelcome);
    // Whatever starts, opens or restores a model, or edits the one open, shows it.
    connect(m_document, &ModelDocument::modelChanged, this, &MainWindow::showCanvas);
    connect(m_document, &ModelDocument::fileChanged, this, &MainWindow::showCanvas);
}

void MainWindow::showWelcome()
{
    if (isShowingWelcome())
        return;
    // The page takes the whole window: the panels have nothing to show yet. They
    // come back as they were with the canvas.
    m_centre->setCurrentWidget(m_welcome);
    enableCanvasActions(false);
    hideDocksForWelcome();
    for (QLabel *canvasStatus : {m_totals, m_zoom})
        canvasStatus->hide();
    m_welcome->setFocus(Qt::OtherFocusReason);
}

void MainWindow::hideDocksForWelcome()
{
    m_layoutBeforeWelcome = saveState();
    for (QDockWidget *dock : findChildren<QDockWidget *>())
        dock->hide();
}

// What acts on the model shown (saving it included: the welcome page shows none)
// waits for the canvas; the page's own entries start or open one.
void MainWindow::enableCanvasActions(bool enabled)
{
    m_canvasActions->setCanvasShown(enabled);
    for (QAction *action : {m_fileActions->saveAction(), m_fileActions->saveAsAction()})
        action->setEnabled(enabled);
}

bool MainWindow::isShowingWelcome() const
{
    return m_centre->currentWidget() == m_welcome;
}

void MainWindow::showCanvas()
{
    if (!isShowingWelcome())
        return;
    m_centre->setCurrentWidget(m_view);
    enableCanvasActions(true);
    restoreState(m_layoutBeforeWelcome);
    for (QLabel *canvasStatus : {m_totals, m_zoom})
        canvasStatus->show();
    m_view->setFocus(Qt::OtherFocusReason);
}

QMenu *MainWindow::addMenu(const char *title)
{
    QMenu *menu = menuBar()->addMenu(QString());
    onEachLanguage(menu, [menu, title]() { menu->setTitle(tr(title)); });
    return menu;
}

// QUndoStack's own undo and redo actions keep the prefix they were made with.
QAction *MainWindow::undoRedoAction(bool redo)
{
    QUndoStack *stack = m_document->undoStack();
    auto *action = new QAction(this);
    action->setShortcut(redo ? QKeySequence::Redo : QKeySequence::Undo);
    action->setIcon(QIcon::fromTheme(redo ? QStringLiteral("edit-redo") : QStringLiteral("edit-undo")));
    auto update = [stack, action, redo]() {
        const QString command = redo ? stack->redoText() : stack->undoText();
        const QString verb = redo ? tr("&Redo") : tr("&Undo");
        action->setText(command.isEmpty() ? verb : verb + QLatin1Char(' ') + command);
        action->setEnabled(redo ? stack->canRedo() : stack->canUndo());
    };
    onEachLanguage(action, update);
    connect(stack, redo ? &QUndoStack::redoTextChanged : &QUndoStack::undoTextChanged, action, update);
    connect(stack, redo ? &QUndoStack::canRedoChanged : &QUndoStack::canUndoChanged, action, update);
    connect(action, &QAction::triggered, stack, redo ? &QUndoStack::redo : &QUndoStack::undo);
    return action;
}

void MainWindow::createMenus()
{
    QMenu *file = addMenu(QT_TR_NOOP("&File"));
    m_fileActions->populateMenu(file);
    // Import sits with the ways to start a model: before the separator above Save.
    const QList<QAction *> fileItems = file->actions();
    m_importActions->populateMenu(file, fileItems.at(fileItems.indexOf(m_fileActions->saveAction()) - 1));
    file->insertAction(file->actions().at(file->actions().size() - 2), m_canvasActions->exportImageAction());

    QMenu *edit = addMenu(QT_TR_NOOP("&Edit"));
    QAction *undo = undoRedoAction(false);
    QAction *redo = undoRedoAction(true);
    edit->addAction(undo);
    edit->addAction(redo);
    m_canvasActions->populateEditMenu(edit);

    QMenu *model = addMenu(QT_TR_NOOP("&Model"));
    m_canvasActions->populateModelMenu(model);
    m_alternatives->populateMenu(model);
    m_accountActions->populateMenu(model);
    QMenu *view = addMenu(QT_TR_NOOP("&View"));
    m_canvasActions->populateViewMenu(view);
    view->addSeparator();
    m_presentation->populateMenu(view);
    view->addSeparator();
    QAction *explain = view->addAction(QString());
    explain->setShortcut(QKeySequence::HelpContents);
    onEachLanguage(explain, [explain]() {
        explain->setText(tr("&Explain Selection"));
        explain->setStatusTip(tr("Show the inputs, the rule and the numbers behind the selection"));
    });
    connect(explain, &QAction::triggered, this, [this]() { raisePanel(QStringLiteral("explain")); });
    m_docks->populateMenu(view);
    UiLanguage::populateMenu(view, this);
    m_help->populateMenu(addMenu(QT_TR_NOOP("&Help")));

    QToolBar *toolBar = addToolBar(QString());
    onEachLanguage(toolBar, [toolBar]() { toolBar->setWindowTitle(tr("Main")); });
    toolBar->setObjectName(QStringLiteral("mainToolBar"));
    toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    toolBar->addAction(m_fileActions->openAction());
    toolBar->addAction(m_fileActions->saveAction());
    toolBar->addSeparator();
    toolBar->addAction(undo);
    toolBar->addAction(redo);
    toolBar->addSeparator();
    m_canvasActions->populateToolBar(toolBar);
}

void MainWindow::updateTitle()
{
    // "[*]" is where Qt shows the modified mark.
    setWindowTitle(tr("%1[*] — Cosmos Modeler").arg(m_document->displayName()));
    setWindowModified(m_document->isModified());
}

void MainWindow::updateZoom()
{
    m_zoom->setText(tr("%1%").arg(qRound(m_view->zoom() * 100)));
}

void MainWindow::updateStatus()
{
    const Totals &totals = m_document->analysis()->totals;
    QString text
        = tr("%n container(s) · %1 RU/s peak · %2/month", nullptr, int(m_document->analysis()->containers.size()))
              .arg(formatRu(totals.ruPerSecondPeak), formatUsd(totals.monthlyCostUsd));
    // RULES.md section 12: a design that cannot be served says so where the bill is.
    if (!totals.feasible)
        text = tr("Cannot be served (%n reason(s)) · ", nullptr, int(totals.infeasibleBecause.size())) + text;
    m_totals->setText(text);
    m_totals->setToolTip(totals.infeasibleBecause.translated().join(QLatin1Char('\n')));
}

void MainWindow::applyPalette()
{
    if (m_presentation) // palette changes can arrive while the window is being built
        m_presentation->applyCanvasTheme();
}

void MainWindow::changeEvent(QEvent *event)
{
    // The canvas theme holds the interface's colours and font; a language switch
    // changes the font (Noto Sans CJK JP for Japanese, Noto Sans Devanagari for Hindi).
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
        applyPalette();
    QMainWindow::changeEvent(event);
}

void MainWindow::settle()
{
    m_document->recomputeNow();
    QApplication::processEvents();
    if (!m_restoredLayout) {
        m_docks->resetLayout(); // sizes relative to the window as it is now shown
        m_restoredLayout = true;
        QApplication::processEvents();
        if (isShowingWelcome())
            hideDocksForWelcome(); // the fresh layout is the one the canvas comes back with
    }
    m_view->fitToWindow();
}

bool MainWindow::offerRecovery()
{
    const QList<RecoveryInfo> recoveries = RecoveryFiles::list();
    if (recoveries.isEmpty())
        return false;
    RecoveryDialog dialog(recoveries, this);
    dialog.exec();
    const std::optional<RecoveryInfo> chosen = dialog.chosen();
    return chosen && restore(*chosen);
}

bool MainWindow::restore(const RecoveryInfo &recovery)
{
    const RecoveryInfo *chosen = &recovery;
    LoadResult result = ModelReader::readFile(chosen->recoveryPath);
    if (!result.ok()) {
        // Kept where it is: the user may still want it (or can remove it there).
        QMessageBox::warning(this, tr("Cannot Restore"),
            tr("The recovery copy %1 cannot be read: %2\nIt was left in place.")
                .arg(QDir::toNativeSeparators(chosen->recoveryPath),
                    result.errors.empty() ? QString() : result.errors.front().message));
        return false;
    }
    m_document->reset(std::move(*result.model), chosen->originalPath);
    m_document->setDiskBaseline(chosen->originalHash); // changed since the crash: asked before a save
    m_document->markModified(); // restored work is unsaved work
    // Protected again at once by this session's copy; the old copy goes only then.
    if (m_autoSaver->adopt(*chosen))
        statusBar()->showMessage(tr("Restored the unsaved changes of %1.").arg(m_document->displayName()), 8000);
    else
        statusBar()->showMessage(tr("Restored the unsaved changes of %1; the recovery copy was kept because a new "
                                    "one cannot be written (%2).")
                                     .arg(m_document->displayName(), m_autoSaver->lastError()),
            15000);
    return true;
}

bool MainWindow::replay(const QString &scriptPath, int intervalMs, QString *error)
{
    QFile file(scriptPath);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return false;
    }
    const Json script = Json::parse(file.readAll().toStdString(), nullptr, false);
    if (!script.is_array()) {
        *error = tr("a replay script is a JSON array of change sets");
        return false;
    }
    auto steps = std::make_shared<std::vector<ChangeSet>>();
    for (const Json &step : script) {
        auto changes = changeSetFromJson(step, error);
        if (!changes)
            return false;
        steps->push_back(std::move(*changes));
    }
    auto *timer = new QTimer(this);
    timer->setInterval(intervalMs);
    auto next = std::make_shared<size_t>(0);
    connect(timer, &QTimer::timeout, this, [this, timer, steps, next]() {
        if (*next >= steps->size()) {
            timer->deleteLater();
            std::fprintf(stderr, "replayed %zu edits\n", steps->size());
            return;
        }
        const EditOutcome outcome = m_document->apply((*steps)[(*next)++], tr("Replayed Edit"));
        if (!outcome)
            std::fprintf(stderr, "edit %zu refused: %s\n", *next, qPrintable(outcome.reason));
    });
    timer->start();
    return true;
}

bool MainWindow::raisePanel(const QString &name)
{
    for (QDockWidget *dock : findChildren<QDockWidget *>())
        if (dock->objectName() == name + QStringLiteral("Dock")) {
            dock->show();
            dock->raise();
            QApplication::processEvents();
            return true;
        }
    return false;
}

void MainWindow::selectById(const QString &id)
{
    const Model &model = m_document->model();
    const ObjectKind kind = model.entity(id) ? ObjectKind::Entity
        : model.relationship(id)             ? ObjectKind::Relationship
                                             : ObjectKind::AccessPattern;
    m_document->selection()->select(kind, id);
    if (kind == ObjectKind::AccessPattern)
        m_document->selection()->setFocusedPattern(id);
    QApplication::processEvents();
}

bool MainWindow::compareWith(const QString &alternativeName)
{
    if (!m_alternatives->compareWithName(alternativeName))
        return false;
    QApplication::processEvents();
    return true;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (m_fileActions->maybeSave()) {
        if (isShowingWelcome())
            restoreState(m_layoutBeforeWelcome); // the panels as the user left them
        m_docks->saveLayout();
        m_autoSaver->discard(); // a clean close: nothing to recover
        event->accept();
    } else
        event->ignore();
}

} // namespace cosmos

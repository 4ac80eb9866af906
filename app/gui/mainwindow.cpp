// SPDX-License-Identifier: MIT
#include "mainwindow.h"

#include "apptheme.h"
#include "canvasactions.h"
#include "fileactions.h"
#include "model/analysis/analysis.h"
#include "model/analysis/numberformat.h"
#include "views/canvas/canvascontroller.h"
#include "views/canvas/modelscene.h"
#include "views/canvas/modelview.h"
#include "views/document/modeldocument.h"

#include <QApplication>
#include <QCloseEvent>
#include <QLabel>
#include <QMenuBar>
#include <QStatusBar>
#include <QToolBar>
#include <QUndoStack>

namespace cosmos {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_document(new ModelDocument(this))
    , m_fileActions(new FileActions(m_document, this))
    , m_scene(new ModelScene(m_document, this))
    , m_view(new ModelView(m_scene, this))
    , m_controller(new CanvasController(m_document, m_scene, m_view, this))
    , m_canvasActions(new CanvasActions(m_document, m_view, m_controller, this))
    , m_totals(new QLabel(this))
    , m_zoom(new QLabel(this))
{
    setObjectName(QStringLiteral("MainWindow"));
    setCentralWidget(m_view);
    applyPalette();
    createMenus();
    statusBar()->addPermanentWidget(m_totals);
    statusBar()->addPermanentWidget(m_zoom);
    connect(m_document, &ModelDocument::fileChanged, this, &MainWindow::updateTitle);
    connect(m_document, &ModelDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document, &ModelDocument::analysisChanged, this, &MainWindow::updateStatus);
    connect(m_document, &ModelDocument::fileChanged, m_view, &ModelView::fitToWindow, Qt::QueuedConnection);
    connect(m_view, &ModelView::zoomChanged, this,
        [this](double zoom) { m_zoom->setText(tr("%1%").arg(qRound(zoom * 100))); });
    connect(m_controller, &CanvasController::message, this,
        [this](const QString &text) { statusBar()->showMessage(text, 8000); });
    resize(1280, 800);
    updateTitle();
    updateStatus();
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    m_fileActions->populateMenu(file);
    file->insertAction(file->actions().at(file->actions().size() - 2), m_canvasActions->exportImageAction());

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = m_document->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    undo->setIcon(QIcon::fromTheme(QStringLiteral("edit-undo")));
    QAction *redo = m_document->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    redo->setIcon(QIcon::fromTheme(QStringLiteral("edit-redo")));
    edit->addAction(undo);
    edit->addAction(redo);
    m_canvasActions->populateEditMenu(edit);

    m_canvasActions->populateModelMenu(menuBar()->addMenu(tr("&Model")));
    m_canvasActions->populateViewMenu(menuBar()->addMenu(tr("&View")));

    QToolBar *toolBar = addToolBar(tr("Main"));
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

void MainWindow::updateStatus()
{
    const Totals &totals = m_document->analysis()->totals;
    m_totals->setText(tr("%1 containers · %2 RU/s peak · %3 / month")
                          .arg(m_document->analysis()->containers.size())
                          .arg(formatRu(totals.ruPerSecondPeak), formatUsd(totals.monthlyCostUsd)));
}

void MainWindow::applyPalette()
{
    m_scene->setTheme(CanvasTheme::fromPalette(palette(), AppTheme::isHighContrast()));
    m_scene->setBackgroundBrush(m_scene->theme().background);
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
    QMainWindow::changeEvent(event);
}

void MainWindow::settle()
{
    m_document->recomputeNow();
    QApplication::processEvents();
    m_view->fitToWindow();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (m_fileActions->maybeSave())
        event->accept();
    else
        event->ignore();
}

} // namespace cosmos

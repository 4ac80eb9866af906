// SPDX-License-Identifier: MIT
#include "mainwindow.h"

#include "fileactions.h"
#include "views/document/modeldocument.h"

#include <QCloseEvent>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QMenuBar>
#include <QUndoStack>

namespace cosmos {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_document(new ModelDocument(this))
    , m_fileActions(new FileActions(m_document, this))
    , m_canvas(new QGraphicsView(new QGraphicsScene(this), this))
{
    setObjectName(QStringLiteral("MainWindow"));
    setCentralWidget(m_canvas);
    createMenus();
    connect(m_document, &ModelDocument::fileChanged, this, &MainWindow::updateTitle);
    connect(m_document, &ModelDocument::modifiedChanged, this, &MainWindow::updateTitle);
    resize(1280, 800);
    updateTitle();
}

void MainWindow::createMenus()
{
    m_fileActions->populateMenu(menuBar()->addMenu(tr("&File")));

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = m_document->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = m_document->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);
}

void MainWindow::updateTitle()
{
    // "[*]" is where Qt shows the modified mark.
    setWindowTitle(tr("%1[*] — Cosmos Modeler").arg(m_document->displayName()));
    setWindowModified(m_document->isModified());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (m_fileActions->maybeSave())
        event->accept();
    else
        event->ignore();
}

} // namespace cosmos

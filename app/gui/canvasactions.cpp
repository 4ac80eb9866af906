// SPDX-License-Identifier: MIT
#include "canvasactions.h"

#include "translatedaction.h"
#include "views/canvas/canvascontroller.h"
#include "views/canvas/canvasexport.h"
#include "views/canvas/modelscene.h"
#include "views/canvas/modelview.h"
#include "views/common/languagechange.h"
#include "views/document/modeldocument.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QIcon>
#include <QInputDialog>
#include <QMenu>
#include <QMessageBox>
#include <QToolBar>

namespace cosmos {

CanvasActions::CanvasActions(ModelDocument *document, ModelView *view, CanvasController *controller, QWidget *window)
    : QObject(window), m_document(document), m_view(view), m_controller(controller), m_window(window)
{
    m_cut = make(QT_TR_NOOP("Cu&t"), QKeySequence::Cut, QStringLiteral("edit-cut"));
    m_copy = make(QT_TR_NOOP("&Copy"), QKeySequence::Copy, QStringLiteral("edit-copy"));
    m_paste = make(QT_TR_NOOP("&Paste"), QKeySequence::Paste, QStringLiteral("edit-paste"));
    m_delete = make(QT_TR_NOOP("&Delete"), QKeySequence::Delete, QStringLiteral("edit-delete"));
    m_selectAll = make(QT_TR_NOOP("Select &All"), QKeySequence::SelectAll, QStringLiteral("edit-select-all"));
    m_rename = make(QT_TR_NOOP("&Rename"), QKeySequence(Qt::Key_F2), QString());
    connect(m_cut, &QAction::triggered, controller, &CanvasController::cutSelection);
    connect(m_copy, &QAction::triggered, controller, &CanvasController::copySelection);
    connect(m_paste, &QAction::triggered, controller, &CanvasController::paste);
    connect(m_delete, &QAction::triggered, controller, &CanvasController::deleteSelection);
    connect(m_selectAll, &QAction::triggered, controller, &CanvasController::selectAll);
    connect(m_rename, &QAction::triggered, controller, &CanvasController::renameSelected);
    // The canvas handles Delete and F2 itself while it has focus; the menu
    // shortcuts would otherwise steal them from text fields in the panels.
    for (QAction *action : {m_delete, m_rename})
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);

    m_addEntity = make(QT_TR_NOOP("Add &Entity"), QKeySequence(Qt::CTRL | Qt::Key_E), QStringLiteral("list-add"),
        QT_TR_NOOP("Add an entity (or double-click the canvas)"));
    m_addRelationship
        = make(QT_TR_NOOP("Add &Relationship"), QKeySequence(Qt::CTRL | Qt::Key_R), QStringLiteral("insert-link"),
            QT_TR_NOOP("Relate two entities: the two selected, parent first, or the cards you click next (or drag from "
                       "a card's handle)"));
    m_addPattern = make(QT_TR_NOOP("Add Access &Pattern"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P),
        QStringLiteral("view-list-details"), QT_TR_NOOP("Add an access pattern over the selected entities"));
    m_autoLayout = make(QT_TR_NOOP("Automatic &Layout"), QKeySequence(Qt::CTRL | Qt::Key_L),
        QStringLiteral("view-grid"), QT_TR_NOOP("Arrange the cards, grouped by container"));
    connect(m_addEntity, &QAction::triggered, controller, &CanvasController::addEntity);
    connect(m_addRelationship, &QAction::triggered, controller, &CanvasController::addRelationship);
    connect(m_addPattern, &QAction::triggered, controller, &CanvasController::addAccessPattern);
    connect(m_autoLayout, &QAction::triggered, controller, &CanvasController::autoLayout);

    m_zoomIn = make(QT_TR_NOOP("Zoom &In"), QKeySequence::ZoomIn, QStringLiteral("zoom-in"));
    m_zoomOut = make(QT_TR_NOOP("Zoom &Out"), QKeySequence::ZoomOut, QStringLiteral("zoom-out"));
    m_zoomReset = make(QT_TR_NOOP("&Actual Size"), QKeySequence(Qt::CTRL | Qt::Key_0), QStringLiteral("zoom-original"));
    m_fit = make(QT_TR_NOOP("&Fit to Window"), QKeySequence(Qt::CTRL | Qt::Key_9), QStringLiteral("zoom-fit-best"));
    m_zoomSelection
        = make(QT_TR_NOOP("Zoom to &Selection"), QKeySequence(Qt::CTRL | Qt::Key_8), QStringLiteral("zoom-select"));
    connect(m_zoomIn, &QAction::triggered, view, &ModelView::zoomIn);
    connect(m_zoomOut, &QAction::triggered, view, &ModelView::zoomOut);
    connect(m_zoomReset, &QAction::triggered, view, &ModelView::resetZoom);
    connect(m_fit, &QAction::triggered, view, &ModelView::fitToWindow);
    connect(m_zoomSelection, &QAction::triggered, view, &ModelView::zoomToSelection);

    m_snap = make(QT_TR_NOOP("Snap to &Grid"), QKeySequence(Qt::CTRL | Qt::Key_G), QString());
    m_snap->setCheckable(true);
    m_snap->setChecked(view->modelScene()->snapToGrid());
    connect(m_snap, &QAction::toggled, view->modelScene(), &ModelScene::setSnapToGrid);
    m_minimap = make(QT_TR_NOOP("&Minimap"), QKeySequence(), QString());
    m_minimap->setCheckable(true);
    m_minimap->setChecked(true);
    connect(m_minimap, &QAction::toggled, view, &ModelView::setMinimapVisible);
    m_legend = make(QT_TR_NOOP("Heat &Legend"), QKeySequence(), QString());
    m_legend->setCheckable(true);
    m_legend->setChecked(true);
    connect(m_legend, &QAction::toggled, view, &ModelView::setLegendVisible);

    m_exportImage = make(QT_TR_NOOP("Export Canvas as &Image…"), QKeySequence(), QStringLiteral("image-x-generic"));
    connect(m_exportImage, &QAction::triggered, this, &CanvasActions::exportImage);
}

void CanvasActions::setCanvasShown(bool shown)
{
    for (QAction *action : {m_cut, m_copy, m_delete, m_selectAll, m_rename, m_addRelationship, m_addPattern,
             m_autoLayout, m_zoomIn, m_zoomOut, m_zoomReset, m_fit, m_zoomSelection, m_exportImage})
        action->setEnabled(shown);
}

QAction *CanvasActions::make(const char *text, const QKeySequence &shortcut, const QString &icon, const char *tip)
{
    QAction *action = translatedAction(this, text, tip);
    if (!shortcut.isEmpty())
        action->setShortcut(shortcut);
    if (!icon.isEmpty())
        action->setIcon(QIcon::fromTheme(icon));
    m_window->addAction(action);
    return action;
}

void CanvasActions::populateEditMenu(QMenu *menu)
{
    menu->addSeparator();
    menu->addActions({m_cut, m_copy, m_paste, m_delete});
    menu->addSeparator();
    menu->addActions({m_selectAll, m_rename});
}

void CanvasActions::populateModelMenu(QMenu *menu)
{
    menu->addActions({m_addEntity, m_addRelationship, m_addPattern});
    menu->addSeparator();
    menu->addAction(m_autoLayout);
}

void CanvasActions::populateViewMenu(QMenu *menu)
{
    menu->addActions({m_zoomIn, m_zoomOut, m_zoomReset, m_fit, m_zoomSelection});
    menu->addSeparator();
    menu->addActions({m_snap, m_minimap, m_legend});
}

void CanvasActions::populateToolBar(QToolBar *toolBar)
{
    toolBar->addActions({m_addEntity, m_addRelationship, m_addPattern});
    toolBar->addSeparator();
    toolBar->addActions({m_autoLayout, m_fit, m_zoomIn, m_zoomOut});
}

void CanvasActions::exportImage()
{
    QString selectedFilter;
    const QString path = QFileDialog::getSaveFileName(
        m_window, tr("Export Canvas"), QFileInfo(m_document->filePath()).completeBaseName(),
        tr("PNG image (*.png);;PNG image at 2× (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"), &selectedFilter);
    if (path.isEmpty())
        return;
    const double scale = selectedFilter.contains(QStringLiteral("2×")) ? 2.0 : 1.0;
    QString error;
    if (!exportCanvas(m_view->scene(), m_view->modelScene()->contentRect(), path, scale, &error))
        QMessageBox::warning(m_window, tr("Cannot Export Canvas"), error);
}

} // namespace cosmos

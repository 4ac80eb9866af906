// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

class QAction;
class QMenu;
class QToolBar;
class QWidget;

namespace cosmos {

class CanvasController;
class ModelDocument;
class ModelView;

// The canvas commands as QActions with their shortcuts and icons, for the menus and
// the toolbar.
class CanvasActions : public QObject {
    Q_OBJECT

public:
    CanvasActions(ModelDocument *document, ModelView *view, CanvasController *controller, QWidget *window);

    void populateEditMenu(QMenu *menu);
    void populateModelMenu(QMenu *menu);
    void populateViewMenu(QMenu *menu);
    void populateToolBar(QToolBar *toolBar);
    QAction *exportImageAction() const { return m_exportImage; }
    QAction *addEntityAction() const { return m_addEntity; }
    QAction *addRelationshipAction() const { return m_addRelationship; }
    QAction *addPatternAction() const { return m_addPattern; }
    // Off while the welcome page stands in for the canvas: only what starts a model
    // (Add Entity, Paste) and the view's settings stay available.
    void setCanvasShown(bool shown);

private:
    QAction *make(const char *text, const QKeySequence &shortcut, const QString &icon, const char *tip = nullptr);
    void exportImage();

    ModelDocument *m_document;
    ModelView *m_view;
    CanvasController *m_controller;
    QWidget *m_window;
    QAction *m_cut, *m_copy, *m_paste, *m_delete, *m_selectAll, *m_rename;
    QAction *m_addEntity, *m_addRelationship, *m_addPattern, *m_autoLayout;
    QAction *m_zoomIn, *m_zoomOut, *m_zoomReset, *m_fit, *m_zoomSelection, *m_snap, *m_minimap, *m_legend;
    QAction *m_exportImage;
};

} // namespace cosmos

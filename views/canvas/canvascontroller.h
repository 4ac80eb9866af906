// SPDX-License-Identifier: MIT
#pragma once

#include "model/document/change.h"

#include <QObject>
#include <QPointF>

#include <map>

namespace cosmos {

class ModelDocument;
class ModelScene;
class ModelView;

// Turns canvas gestures into edits: each gesture becomes one planned ChangeSet
// (model/document/editplans.h) applied through the document as one undo step. The
// scene and view only report what the user did; what that means is decided here
// and in the model.
class CanvasController : public QObject {
    Q_OBJECT

public:
    CanvasController(ModelDocument *document, ModelScene *scene, ModelView *view, QObject *parent = nullptr);

public Q_SLOTS:
    void addEntityAt(QPointF scenePos);
    void addEntity();        // at the centre of the view
    // Between the two selected entities; with one or none selected, between the
    // cards clicked next.
    void addRelationship();
    void addAccessPattern(); // over the selected entities
    void rename(const QString &entityId, const QString &name);
    void renameSelected();
    void connectEntities(const QString &from, const QString &to);
    void moveEntities(const std::map<QString, QPointF> &positions);
    void nudge(double dx, double dy);
    void deleteSelection();
    void copySelection();
    void cutSelection();
    void paste();
    void selectAll();
    void focusPattern(const QString &patternId);
    void clearFocus();
    void autoLayout();

Q_SIGNALS:
    // Something the user should know about a refused or empty gesture.

private:
    void beginRename(const QString &entityId);
    void showConnectPrompt();
    bool apply(const ChangeSet &changes, const QString &undoText);

    ModelDocument *m_document;
    ModelScene *m_scene;
    ModelView *m_view;
    int m_pasteCount = 0;
};

} // namespace cosmos

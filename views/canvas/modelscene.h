// SPDX-License-Identifier: MIT
#pragma once

#include "canvastheme.h"
#include "entitycard.h"
#include "model/document/change.h"
#include "model/document/model.h"

#include <QGraphicsScene>
#include <QHash>
#include <QPointer>

#include <map>

class QGraphicsLineItem;
class QGraphicsTextItem;

namespace cosmos {

class ModelDocument;
class EntityItem;
class RelationshipItem;
class ContainerFrameItem;
class CopyFlowItem;
class CanvasPresenter;

// The canvas contents, kept in step with the document: one card per entity that has
// its own documents (embedded entities are drawn inside their holder's card), one
// connector per relationship, one frame per container from the latest analysis.
// Items are reused across updates so selection and positions survive edits.
//
// The scene turns mouse gestures into requests (signals); it never edits the model.
class ModelScene : public QGraphicsScene {
    Q_OBJECT

public:
    explicit ModelScene(ModelDocument *document, QObject *parent = nullptr);
    ~ModelScene() override;

    ModelDocument *document() const { return m_document; }
    const CanvasTheme &theme() const { return m_theme; }
    void setTheme(const CanvasTheme &theme);
    void setSnapToGrid(bool snap);
    bool snapToGrid() const { return m_snap; }

    EntityItem *entityItem(const QString &id) const { return m_entities.value(id); }
    RelationshipItem *relationshipItem(const QString &id) const { return m_relationships.value(id); }
    // The room automatic layout leaves between a parent and a child side by side.
    double connectorGap() const;
    ContainerFrameItem *frameItem(const QString &name) const { return m_frames.value(name); }
    // The copies kept in a container for a view or an index, drawn from their source.
    CopyFlowItem *copyFlowItem(const QString &container) const { return m_copyFlows.value(container); }
    QList<EntityItem *> entityItems() const { return m_entities.values(); }
    // What a new card must not cover: every card and container frame, in scene coordinates.
    QList<QRectF> occupiedAreas() const;
    // The card an entity is drawn on: its own, or its holder's when it is embedded.
    EntityItem *cardFor(const QString &entityId) const;

    // Scene position where an entity without a saved position is drawn.
    QPointF defaultPosition(int slot) const;

    void beginRename(const QString &entityId);
    bool isRenaming() const { return m_renameEditor != nullptr; }

    // Waits for clicks that relate two entities: the parent `from`, or when it is
    // empty the first card clicked, then the child. Ends with connectRequested, or
    // cancelled by a click on the background or cancelConnectPick().
    void beginConnectPick(const QString &from);
    void cancelConnectPick();
    bool isPickingConnection() const { return m_picking; }
    // The parent chosen so far while picking (empty before the first click).
    QString pickedParent() const { return m_picking ? m_connectFrom : QString(); }

    // The items' rectangle including frames, for fitting and exporting.
    QRectF contentRect() const;

    // The Explain tooltip for what is under a point: a pattern badge, an entity, a
    // relationship or a container frame (rich text; empty over the background).
    QString toolTipAt(QPointF scenePos) const;

public Q_SLOTS:
    // Draws everything again from the model and the latest analysis.
    void sync();

Q_SIGNALS:
    // Everything was drawn again (after each analysis and each edit that adds,
    // removes or reconnects objects); an edit of names, sizes or positions only
    // patches the items it touches and does not emit this.
    void synced();
    void addEntityRequested(QPointF scenePos);
    void renameRequested(const QString &entityId, const QString &name);
    void connectRequested(const QString &fromEntity, const QString &toEntity);
    // A pick of two cards started, got its parent, or ended.
    void connectPickChanged();
    void entitiesMoved(const std::map<QString, QPointF> &positions);
    void patternActivated(const QString &patternId);

protected:
    void drawBackground(QPainter *painter, const QRectF &rect) override;
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event) override;
    void helpEvent(QGraphicsSceneHelpEvent *event) override;

private:
    class IndexSuspended;
    void patch(const ChangeSet &changes);
    void placeWithoutSnapping(EntityItem *card, QPointF position);
    void syncEntities(const CanvasPresenter &presenter);
    // The entity's card, created and added to the scene when it has none yet.
    EntityItem *ensureEntityItem(const QString &entityId);
    void syncRelationships(const CanvasPresenter &presenter);
    void syncFrames(const CanvasPresenter &presenter);
    void syncCopyFlows(const CanvasPresenter &presenter);
    void applyFocus();
    void pushSelectionToDocument();
    void pullSelectionFromDocument();
    void finishRename(bool commit);
    EntityItem *entityAt(QPointF scenePos) const;
    void startConnectLine(EntityItem *from, QPointF scenePos);
    // A press while picking the two cards of a relationship.
    void pickForConnection(QPointF scenePos);
    std::map<QString, QPointF> automaticPositions(const CanvasPresenter &presenter);

    ModelDocument *m_document;
    CanvasTheme m_theme;
    bool m_snap = true;
    QHash<QString, EntityItem *> m_entities;
    QHash<QString, RelationshipItem *> m_relationships;
    QHash<QString, ContainerFrameItem *> m_frames;
    QHash<QString, CopyFlowItem *> m_copyFlows; // by the container holding the copies
    QHash<QString, QString> m_holderOf; // embedded entity -> card it is drawn on (CanvasPresenter)
    bool m_syncingSelection = false;
    bool m_gridHidden = false; // while a pattern's route is in focus

    // Gesture state.
    QGraphicsLineItem *m_connectLine = nullptr;
    QString m_connectFrom;
    bool m_picking = false;
    std::map<QString, QPointF> m_pressPositions;
    QGraphicsTextItem *m_renameEditor = nullptr;
    QString m_renaming;
};

} // namespace cosmos

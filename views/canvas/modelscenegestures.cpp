// SPDX-License-Identifier: MIT
// The scene's gestures: clicking and dragging cards, drawing a relationship from
// one card to another (by drag or by picking), and renaming a card in place.
#include "modelscene.h"

#include "containerframeitem.h"
#include "entityitem.h"
#include "relationshipitem.h"
#include "views/document/modeldocument.h"

#include <QGraphicsLineItem>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsTextItem>
#include <QKeyEvent>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QTextCursor>
#include <QTextDocument>

#include <functional>

namespace cosmos {

namespace {

// Inline editor for an entity's name: Enter or leaving commits, Escape cancels.
class RenameEditor : public QGraphicsTextItem {
public:
    RenameEditor(const QString &text, std::function<void(bool)> done)
        : QGraphicsTextItem(text)
        , m_done(std::move(done))
    {
        setTextInteractionFlags(Qt::TextEditorInteraction);
        setZValue(100);
    }

    void finish(bool commit)
    {
        if (auto done = std::exchange(m_done, nullptr))
            done(commit);
    }

protected:
    void keyPressEvent(QKeyEvent *event) override
    {
        if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter)
            return finish(true);
        if (event->key() == Qt::Key_Escape)
            return finish(false);
        QGraphicsTextItem::keyPressEvent(event);
    }
    void focusOutEvent(QFocusEvent *event) override
    {
        QGraphicsTextItem::focusOutEvent(event);
        finish(true);
    }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override
    {
        painter->fillRect(boundingRect(), option->palette.base());
        painter->setPen(QPen(option->palette.highlight().color(), 1.5));
        painter->drawRect(boundingRect().adjusted(0.5, 0.5, -0.5, -0.5));
        QGraphicsTextItem::paint(painter, option, widget);
    }

private:
    std::function<void(bool)> m_done;
};

} // namespace

EntityItem *ModelScene::entityAt(QPointF scenePos) const
{
    for (QGraphicsItem *item : items(scenePos))
        if (item->type() == EntityItem::Type)
            return static_cast<EntityItem *>(item);
    return nullptr;
}

void ModelScene::startConnectLine(EntityItem *from, QPointF scenePos)
{
    m_connectFrom = from->id();
    delete m_connectLine;
    m_connectLine = addLine(QLineF(scenePos, scenePos), QPen(m_theme.accent, m_theme.lineWidth * 1.5, Qt::DashLine));
    m_connectLine->setZValue(50);
}

void ModelScene::beginConnectPick(const QString &from)
{
    cancelConnectPick();
    m_picking = true;
    if (EntityItem *card = m_entities.value(from)) {
        const QPointF centre = card->sceneBoundingRect().center();
        startConnectLine(card, centre);
    }
    Q_EMIT connectPickChanged();
}

void ModelScene::cancelConnectPick()
{
    if (!m_picking)
        return;
    m_picking = false;
    delete std::exchange(m_connectLine, nullptr);
    m_connectFrom.clear();
    Q_EMIT connectPickChanged();
}

void ModelScene::pickForConnection(QPointF scenePos)
{
    EntityItem *card = entityAt(scenePos);
    if (!card)
        return cancelConnectPick();
    if (m_connectFrom.isEmpty()) {
        startConnectLine(card, scenePos);
        Q_EMIT connectPickChanged();
        return;
    }
    if (card->id() == m_connectFrom)
        return; // the parent again: still waiting for the child
    const QString from = m_connectFrom;
    cancelConnectPick();
    Q_EMIT connectRequested(from, card->id());
}

void ModelScene::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    if (m_picking) {
        if (event->button() == Qt::LeftButton)
            pickForConnection(event->scenePos());
        else
            cancelConnectPick();
        event->accept();
        return;
    }
    if (event->button() == Qt::LeftButton && !m_renameEditor) {
        if (EntityItem *card = entityAt(event->scenePos())) {
            const QPointF local = card->mapFromScene(event->scenePos());
            if (card->connectHandleRect().adjusted(-3, -3, 3, 3).contains(local)) {
                startConnectLine(card, event->scenePos());
                event->accept();
                return;
            }
            const QString badge = card->badgeAt(local);
            if (!badge.isEmpty()) {
                Q_EMIT patternActivated(badge);
                event->accept();
                return;
            }
        }
    }
    QGraphicsScene::mousePressEvent(event);
    m_pressPositions.clear();
    for (QGraphicsItem *item : selectedItems())
        if (item->type() == EntityItem::Type)
            m_pressPositions[static_cast<EntityItem *>(item)->id()] = item->pos();
}

void ModelScene::mouseMoveEvent(QGraphicsSceneMouseEvent *event)
{
    if (m_connectLine) {
        m_connectLine->setLine(QLineF(m_connectLine->line().p1(), event->scenePos()));
        return;
    }
    QGraphicsScene::mouseMoveEvent(event);
}

void ModelScene::mouseReleaseEvent(QGraphicsSceneMouseEvent *event)
{
    if (m_picking) {
        event->accept(); // the pick goes on with the next press
        return;
    }
    if (m_connectLine) {
        delete std::exchange(m_connectLine, nullptr);
        if (EntityItem *target = entityAt(event->scenePos()))
            Q_EMIT connectRequested(std::exchange(m_connectFrom, QString()), target->id());
        m_connectFrom.clear();
        return;
    }
    QGraphicsScene::mouseReleaseEvent(event);
    std::map<QString, QPointF> moved;
    for (const auto &[id, before] : m_pressPositions)
        if (EntityItem *item = m_entities.value(id); item && item->pos() != before)
            moved[id] = item->pos();
    m_pressPositions.clear();
    if (!moved.empty())
        Q_EMIT entitiesMoved(moved); // the whole drag is one gesture, one undo step
}

void ModelScene::mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event)
{
    if (m_picking) {
        pickForConnection(event->scenePos()); // a double click is a click to the pick
        event->accept();
        return;
    }
    if (event->button() != Qt::LeftButton)
        return QGraphicsScene::mouseDoubleClickEvent(event);
    if (EntityItem *card = entityAt(event->scenePos())) {
        if (card->titleRect().contains(card->mapFromScene(event->scenePos())))
            beginRename(card->id());
        event->accept();
        return;
    }
    for (QGraphicsItem *item : items(event->scenePos()))
        if (item->type() == RelationshipItem::Type || item->type() == ContainerFrameItem::Type)
            return QGraphicsScene::mouseDoubleClickEvent(event);
    Q_EMIT addEntityRequested(event->scenePos());
    event->accept();
}

void ModelScene::beginRename(const QString &entityId)
{
    EntityItem *card = m_entities.value(entityId);
    if (!card || m_renameEditor)
        return;
    m_renaming = entityId;
    auto *editor = new RenameEditor(card->data().name, [this](bool commit) { finishRename(commit); });
    editor->setFont(m_theme.titleFont);
    editor->setDefaultTextColor(m_theme.text);
    editor->setTextWidth(card->titleRect().width() - 12);
    editor->setPos(card->mapToScene(card->titleRect().topLeft() + QPointF(6, 2)));
    addItem(editor);
    m_renameEditor = editor;
    editor->setFocus(Qt::OtherFocusReason);
    QTextCursor cursor = editor->textCursor();
    cursor.select(QTextCursor::Document);
    editor->setTextCursor(cursor);
}

void ModelScene::finishRename(bool commit)
{
    if (!m_renameEditor)
        return;
    const QString name = m_renameEditor->toPlainText().simplified();
    const QString id = std::exchange(m_renaming, QString());
    QGraphicsTextItem *editor = std::exchange(m_renameEditor, nullptr);
    editor->deleteLater(); // we may be inside its own event handler
    editor->hide();
    if (commit && !name.isEmpty())
        Q_EMIT renameRequested(id, name);
}

} // namespace cosmos

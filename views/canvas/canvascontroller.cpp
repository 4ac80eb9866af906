// SPDX-License-Identifier: MIT
#include "canvascontroller.h"

#include "autolayout.h"
#include "entityitem.h"
#include "modelscene.h"
#include "placement.h"
#include "modelview.h"
#include "model/document/editplans.h"
#include "views/common/languagechange.h"
#include "views/document/documentselection.h"
#include "views/document/modeldocument.h"

#include <QApplication>
#include <QClipboard>
#include <QMimeData>

#include <cmath>

namespace cosmos {

namespace {
const QString kClipboardMime = QStringLiteral("application/x-cosmos-modeler-entities+json");

plans::Selection currentSelection(const DocumentSelection *selection)
{
    return plans::Selection {selection->ids(ObjectKind::Entity), selection->ids(ObjectKind::Relationship),
        selection->ids(ObjectKind::AccessPattern)};
}
} // namespace

CanvasController::CanvasController(ModelDocument *document, ModelScene *scene, ModelView *view, QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_scene(scene)
    , m_view(view)
{
    connect(scene, &ModelScene::addEntityRequested, this, &CanvasController::addEntityAt);
    connect(scene, &ModelScene::renameRequested, this, &CanvasController::rename);
    connect(scene, &ModelScene::connectRequested, this, &CanvasController::connectEntities);
    connect(scene, &ModelScene::entitiesMoved, this, &CanvasController::moveEntities);
    connect(scene, &ModelScene::patternActivated, this, &CanvasController::focusPattern);
    connect(view, &ModelView::nudgeRequested, this, &CanvasController::nudge);
    connect(view, &ModelView::deleteRequested, this, &CanvasController::deleteSelection);
    connect(view, &ModelView::renameRequested, this, &CanvasController::renameSelected);
    connect(view, &ModelView::escapePressed, this, &CanvasController::clearFocus);
    connect(view, &ModelView::escapePressed, scene, &ModelScene::cancelConnectPick);
    connect(scene, &ModelScene::connectPickChanged, this, &CanvasController::showConnectPrompt);
    onEachLanguage(this, [this]() { showConnectPrompt(); });
}

bool CanvasController::apply(const ChangeSet &changes, const QString &undoText)
{
    if (changes.empty())
        return false;
    return bool(m_document->apply(changes, undoText));
}

void CanvasController::addEntityAt(QPointF scenePos)
{
    const Model &model = m_document->model();
    const QString name = plans::nextEntityName(model);
    const QPointF snapped(std::round(scenePos.x() / EntityItem::kGrid) * EntityItem::kGrid,
        std::round(scenePos.y() / EntityItem::kGrid) * EntityItem::kGrid);
    const ChangeSet changes = plans::addEntity(model, name, snapped);
    const QString id = QString::fromStdString(changes.front().value["id"].get<std::string>());
    if (!apply(changes, tr("Add Entity")))
        return;
    m_document->selection()->select(ObjectKind::Entity, id);
    beginRename(id);
}

void CanvasController::beginRename(const QString &entityId)
{
    m_scene->beginRename(entityId);
    // The name editor lives in the scene: the keys go there only if the canvas has
    // the keyboard focus, wherever it was (the access-pattern table, an inspector).
    m_view->setFocus(Qt::OtherFocusReason);
}

void CanvasController::addEntity()
{
    // In sight, and in the free space nearest the middle of the view, never on a card.
    const QSizeF card(230, 120); // a new card: its title and one key attribute
    const QPointF middle = m_view->mapToScene(m_view->viewport()->rect().center());
    addEntityAt(freeSpotNear(
        middle - QPointF(card.width(), card.height()) / 2, card, m_scene->occupiedAreas(), EntityItem::kGrid));
}

void CanvasController::addRelationship()
{
    const QStringList entities = m_document->selection()->ids(ObjectKind::Entity);
    if (entities.size() == 2)
        return connectEntities(entities.at(0), entities.at(1));
    if (m_document->model().entities.size() < 2) {
        m_document->refuse(tr("Add Relationship"), tr("a relationship joins two entities: add a second one first"));
        return;
    }
    // One entity selected is the parent; with none (or more than two) both are
    // clicked. The prompt says what the next click does.
    m_scene->beginConnectPick(entities.size() == 1 ? entities.constFirst() : QString());
    m_view->setFocus(Qt::OtherFocusReason); // for Esc
}

void CanvasController::showConnectPrompt()
{
    if (!m_scene->isPickingConnection())
        return m_view->setPrompt(QString());
    const Entity *parent = m_document->model().entity(m_scene->pickedParent());
    m_view->setPrompt(parent ? tr("Click the child entity of %1 (Esc cancels).").arg(parent->name)
                             : tr("Click the parent entity, then its child (Esc cancels)."));
}

void CanvasController::connectEntities(const QString &from, const QString &to)
{
    const ChangeSet changes = plans::addRelationship(m_document->model(), from, to);
    const QString id = QString::fromStdString(changes.front().value["id"].get<std::string>());
    if (apply(changes, tr("Add Relationship")))
        m_document->selection()->select(ObjectKind::Relationship, id);
}

void CanvasController::addAccessPattern()
{
    const QStringList entities = m_document->selection()->ids(ObjectKind::Entity);
    const ChangeSet changes = plans::addAccessPattern(m_document->model(), entities);
    const QString id = QString::fromStdString(changes.front().value["id"].get<std::string>());
    if (!apply(changes, tr("Add Access Pattern")))
        return;
    m_document->selection()->select(ObjectKind::AccessPattern, id);
    m_document->selection()->setFocusedPattern(id);
}

void CanvasController::rename(const QString &entityId, const QString &name)
{
    const Entity *entity = m_document->model().entity(entityId);
    if (!entity || entity->name == name)
        return;
    apply(plans::renameEntity(m_document->model(), entityId, name), tr("Rename %1").arg(entity->name));
}

void CanvasController::renameSelected()
{
    const QStringList entities = m_document->selection()->ids(ObjectKind::Entity);
    if (entities.size() == 1)
        beginRename(entities.constFirst());
}

void CanvasController::moveEntities(const std::map<QString, QPointF> &positions)
{
    const QString text = positions.size() == 1
        ? tr("Move %1").arg(m_document->model().entity(positions.begin()->first)->name)
        : tr("Move %n Entities", nullptr, int(positions.size()));
    if (!apply(plans::moveEntities(m_document->model(), positions), text))
        m_scene->sync(); // put the cards back where the model says
}

void CanvasController::nudge(double dx, double dy)
{
    std::map<QString, QPointF> positions;
    for (const QString &id : m_document->selection()->ids(ObjectKind::Entity))
        if (EntityItem *card = m_scene->entityItem(id))
            positions[id] = card->pos() + QPointF(dx, dy);
    if (!positions.empty())
        moveEntities(positions);
}

void CanvasController::deleteSelection()
{
    const plans::Selection selection = currentSelection(m_document->selection());
    if (selection.isEmpty())
        return;
    const int count = int(selection.entities.size() + selection.relationships.size() + selection.accessPatterns.size());
    if (apply(plans::removeObjects(m_document->model(), selection), tr("Delete %n Object(s)", nullptr, count)))
        m_document->selection()->clear();
}

void CanvasController::copySelection()
{
    const QStringList entities = m_document->selection()->ids(ObjectKind::Entity);
    if (entities.isEmpty())
        return;
    const Json clipboard = plans::copyEntities(m_document->model(), entities);
    auto *mime = new QMimeData;
    const QByteArray bytes = QByteArray::fromStdString(clipboard.dump());
    mime->setData(kClipboardMime, bytes);
    mime->setText(QString::fromUtf8(bytes));
    QApplication::clipboard()->setMimeData(mime);
    m_pasteCount = 0;
}

void CanvasController::cutSelection()
{
    copySelection();
    deleteSelection();
}

void CanvasController::paste()
{
    const QMimeData *mime = QApplication::clipboard()->mimeData();
    QByteArray bytes = mime ? mime->data(kClipboardMime) : QByteArray();
    if (bytes.isEmpty() && mime)
        bytes = mime->text().toUtf8(); // pasted from another instance as text
    const Json clipboard = Json::parse(bytes.toStdString(), nullptr, false);
    ++m_pasteCount;
    QStringList pasted;
    const ChangeSet changes = plans::pasteEntities(
        m_document->model(), clipboard, QPointF(40.0 * m_pasteCount, 40.0 * m_pasteCount), &pasted);
    if (changes.empty()) {
        m_document->refuse(tr("Paste"), tr("the clipboard holds no entities"));
        return;
    }
    if (!apply(changes, tr("Paste %n Entities", nullptr, int(pasted.size()))))
        return;
    QList<DocumentSelection::Item> items;
    for (const QString &id : pasted)
        items << DocumentSelection::Item {ObjectKind::Entity, id};
    m_document->selection()->select(items);
}

void CanvasController::selectAll()
{
    QList<DocumentSelection::Item> items;
    for (const Entity &entity : m_document->model().entities)
        items << DocumentSelection::Item {ObjectKind::Entity, entity.id};
    m_document->selection()->select(items);
}

void CanvasController::focusPattern(const QString &patternId)
{
    DocumentSelection *selection = m_document->selection();
    selection->setFocusedPattern(selection->focusedPattern() == patternId ? QString() : patternId);
    if (!selection->focusedPattern().isEmpty())
        selection->select(ObjectKind::AccessPattern, patternId);
}

void CanvasController::clearFocus()
{
    m_document->selection()->setFocusedPattern(QString());
}

void CanvasController::autoLayout()
{
    std::map<QString, QSizeF> sizes;
    for (EntityItem *card : m_scene->entityItems())
        sizes[card->id()] = card->boundingRect().size();
    const std::map<QString, QPointF> positions = computeLayout(
        m_document->model(), *m_document->analysis(), sizes, layoutAspect(m_view->viewport()), m_scene->connectorGap());
    if (apply(plans::moveEntities(m_document->model(), positions), tr("Automatic Layout")))
        QMetaObject::invokeMethod(m_view, &ModelView::fitToWindow, Qt::QueuedConnection);
}

} // namespace cosmos

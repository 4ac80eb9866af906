// SPDX-License-Identifier: MIT
#include "modelscene.h"

#include "autolayout.h"
#include "canvaspresenter.h"
#include "containerframeitem.h"
#include "copyflowitem.h"
#include "entityitem.h"
#include "relationshipitem.h"
#include "model/analysis/numberformat.h"
#include "views/common/languagechange.h"
#include "views/document/documentselection.h"
#include "views/document/modeldocument.h"
#include "views/explain/explainer.h"

#include <QGraphicsLineItem>
#include <QGraphicsSceneHelpEvent>
#include <QFontMetricsF>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsView>
#include <QToolTip>
#include <QGraphicsTextItem>
#include <QKeyEvent>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QSet>
#include <QTextCursor>
#include <QTextDocument>

#include <cmath>
#include <functional>
#include <optional>

namespace cosmos {

ModelScene::ModelScene(ModelDocument *document, QObject *parent)
    : QGraphicsScene(parent)
    , m_document(document)
{
    setItemIndexMethod(QGraphicsScene::BspTreeIndex);
    // An edit shows at once on the items it touches; everything is drawn again from
    // each new analysis, once per analysis.
    connect(document, &ModelDocument::modelChanged, this, &ModelScene::patch);
    connect(document, &ModelDocument::analysisChanged, this, &ModelScene::sync);
    connect(document->selection(), &DocumentSelection::selectionChanged, this, &ModelScene::pullSelectionFromDocument);
    connect(document->selection(), &DocumentSelection::focusedPatternChanged, this, &ModelScene::applyFocus);
    connect(this, &QGraphicsScene::selectionChanged, this, &ModelScene::pushSelectionToDocument);
    // Card footers, frame summaries and connector labels are in the language of the moment.
    connect(LanguageChange::instance(), &LanguageChange::changed, this, &ModelScene::sync);
    sync();
}

ModelScene::~ModelScene()
{
    // Deleting selected items emits selectionChanged; the document may already be gone.
    disconnect(this, &QGraphicsScene::selectionChanged, this, &ModelScene::pushSelectionToDocument);
    // Connectors unregister from their cards when deleted: delete them while the
    // cards still exist, before QGraphicsScene deletes items in no particular order.
    qDeleteAll(m_relationships);
    m_relationships.clear();
    qDeleteAll(m_copyFlows);
    m_copyFlows.clear();
}

void ModelScene::setTheme(const CanvasTheme &theme)
{
    m_theme = theme;
    for (EntityItem *item : std::as_const(m_entities))
        item->setTheme(theme);
    sync();
    update();
}

void ModelScene::setSnapToGrid(bool snap)
{
    m_snap = snap;
    for (EntityItem *item : std::as_const(m_entities))
        item->setSnapToGrid(snap);
}

EntityItem *ModelScene::cardFor(const QString &entityId) const
{
    return m_entities.value(m_holderOf.value(entityId, entityId));
}

QList<QRectF> ModelScene::occupiedAreas() const
{
    QList<QRectF> areas;
    for (const EntityItem *card : m_entities)
        areas << card->sceneBoundingRect();
    for (const ContainerFrameItem *frame : m_frames)
        areas << frame->sceneBoundingRect();
    for (const CopyFlowItem *flow : m_copyFlows)
        if (flow->hasBox())
            areas << flow->boxRect();
    return areas;
}

QPointF ModelScene::defaultPosition(int slot) const
{
    // New and unplaced entities go in rows below what is already drawn.
    double bottom = 0;
    for (const auto &[id, point] : m_document->model().layout)
        bottom = std::max(bottom, point.y + 320);
    return QPointF((slot % 5) * 400.0, bottom + (slot / 5) * 400.0);
}

std::map<QString, QPointF> ModelScene::automaticPositions(const CanvasPresenter &presenter)
{
    // Cards must exist to know their sizes: create any that are missing first.
    std::map<QString, QSizeF> sizes;
    for (const Entity &entity : m_document->model().entities) {
        if (!presenter.hasOwnCard(entity.id))
            continue;
        EntityItem *item = ensureEntityItem(entity.id);
        item->setData(presenter.card(entity.id), m_theme);
        sizes[entity.id] = item->boundingRect().size();
    }
    double gap = 0;
    for (const Relationship &relationship : m_document->model().relationships)
        if (const auto connector = presenter.connector(relationship))
            gap = std::max(gap, RelationshipItem::gapNeeded(connector->label, m_theme));
    // Shaped for the view that shows it.
    return computeLayout(m_document->model(), *m_document->analysis(), sizes,
        layoutAspect(views().isEmpty() ? nullptr : views().constFirst()->viewport()), gap);
}

double ModelScene::connectorGap() const
{
    double gap = 0;
    for (const RelationshipItem *item : m_relationships)
        gap = std::max(gap, RelationshipItem::gapNeeded(item->data().label, m_theme));
    return gap;
}

QRectF ModelScene::contentRect() const
{
    QRectF rect;
    for (QGraphicsItem *item : items())
        if (item->isVisible() && item->type() >= QGraphicsItem::UserType)
            rect = rect.united(item->sceneBoundingRect());
    return rect;
}

// ---- synchronisation with the document ---------------------------------------

constexpr size_t kBulkMoves = 200;
constexpr size_t kIndexedEntities = 2000;

// The scene without its BSP index for the lifetime of this object, indexed again after.
class ModelScene::IndexSuspended {
public:
    explicit IndexSuspended(QGraphicsScene *scene)
        : m_scene(scene)
        , m_method(scene->itemIndexMethod())
    {
        m_scene->setItemIndexMethod(QGraphicsScene::NoIndex);
    }
    ~IndexSuspended() { m_scene->setItemIndexMethod(m_method); }
    IndexSuspended(const IndexSuspended &) = delete;
    IndexSuspended &operator=(const IndexSuspended &) = delete;

private:
    QGraphicsScene *m_scene;
    QGraphicsScene::ItemIndexMethod m_method;
};

void ModelScene::sync()
{
    // Qt's BSP index keeps an item in every leaf it overlaps; with thousands of cards
    // and the long connectors between them it outgrew the model itself (1.4 GB of a
    // 3.5 GB peak at 16,000 entities). Beyond kIndexedEntities the items are searched
    // one by one instead, which costs milliseconds a frame there.
    const auto method = m_document->model().entities.size() > kIndexedEntities ? QGraphicsScene::NoIndex
                                                                               : QGraphicsScene::BspTreeIndex;
    if (itemIndexMethod() != method)
        setItemIndexMethod(method);
    // Decided once per pass from the model and the latest analysis; the items follow.
    const std::shared_ptr<const Analysis> analysis = m_document->analysis();
    const CanvasPresenter presenter(m_document->model(), *analysis);
    m_holderOf = presenter.holders();
    syncEntities(presenter);
    syncRelationships(presenter);
    syncFrames(presenter);
    syncCopyFlows(presenter);
    pullSelectionFromDocument();
    applyFocus();
    Q_EMIT synced();
}

void ModelScene::patch(const ChangeSet &changes)
{
    const Model &model = m_document->model();
    const CanvasPatch patch = canvasPatchFor(model, changes);
    if (patch.redrawAll) {
        sync();
        return;
    }
    if (patch.isEmpty())
        return;
    // The analysis is of the model before this edit: the cards keep its containers,
    // keys and embedding until the next one, and say what the edit changed.
    const CanvasPresenter presenter(model, *m_document->analysis());
    for (const QString &id : patch.cards)
        if (EntityItem *card = cardFor(id); card && model.entity(card->id()))
            if (card->setData(presenter.card(card->id()), m_theme))
                for (RelationshipItem *edge : card->edges())
                    edge->adjust();
    for (const QString &id : patch.moved) {
        const auto layout = model.layout.find(id);
        EntityItem *card = m_entities.value(id);
        if (card && layout != model.layout.end())
            placeWithoutSnapping(card, QPointF(layout->second.x, layout->second.y));
    }
    for (const QString &id : patch.connectors)
        if (RelationshipItem *edge = m_relationships.value(id))
            if (const Relationship *relationship = model.relationship(id))
                if (const auto data = presenter.connector(*relationship))
                    edge->setData(*data, m_theme);
}

void ModelScene::placeWithoutSnapping(EntityItem *card, QPointF position)
{
    // Positions are set without snapping: they come from the file as they are.
    if (card->pos() == position)
        return;
    card->setSnapToGrid(false);
    card->setPos(position);
    card->setSnapToGrid(m_snap);
}

EntityItem *ModelScene::ensureEntityItem(const QString &entityId)
{
    EntityItem *item = m_entities.value(entityId);
    if (!item) {
        item = new EntityItem(entityId);
        item->setSnapToGrid(m_snap);
        addItem(item);
        m_entities.insert(entityId, item);
    }
    return item;
}

void ModelScene::syncEntities(const CanvasPresenter &presenter)
{
    const Model &model = m_document->model();
    QSet<QString> wanted;
    int unplaced = 0;
    // A model without any saved positions (written by hand or by another tool) is
    // laid out automatically; the positions are only saved once the user moves a card.
    std::map<QString, QPointF> automatic;
    std::vector<std::pair<EntityItem *, QPointF>> moves;
    const bool noLayout = model.layout.empty();
    for (const Entity &entity : model.entities) {
        if (!presenter.hasOwnCard(entity.id))
            continue;
        wanted.insert(entity.id);
        EntityItem *item = ensureEntityItem(entity.id);
        if (item->setData(presenter.card(entity.id), m_theme))
            for (RelationshipItem *edge : item->edges())
                edge->adjust();
        if (noLayout && automatic.empty())
            automatic = automaticPositions(presenter);
        const auto layout = model.layout.find(entity.id);
        const QPointF position = layout != model.layout.end() ? QPointF(layout->second.x, layout->second.y)
            : automatic.count(entity.id)                      ? automatic.at(entity.id)
                                                              : defaultPosition(unplaced++);
        if (item->pos() != position)
            moves.emplace_back(item, position);
    }
    {
        // Moving many items through the scene's index costs far more than indexing them
        // again once (16,000 cards laid out: two minutes, not a second); for the few
        // cards of an edit, indexing again would cost more than it saves.
        const std::optional<IndexSuspended> suspended
            = moves.size() > kBulkMoves ? std::make_optional<IndexSuspended>(this) : std::nullopt;
        for (const auto &[item, position] : moves)
            placeWithoutSnapping(item, position);
    }
    for (auto it = m_entities.begin(); it != m_entities.end();) {
        if (wanted.contains(it.key())) {
            ++it;
            continue;
        }
        // Edges to this card go with it; syncRelationships() recreates the ones still needed.
        const QList<RelationshipItem *> edges = it.value()->edges();
        for (RelationshipItem *edge : edges) {
            m_relationships.remove(edge->id());
            delete edge;
        }
        for (ContainerFrameItem *frame : std::as_const(m_frames))
            if (frame->members().contains(it.value()))
                frame->setMembers({});
        delete it.value();
        it = m_entities.erase(it);
    }
}

void ModelScene::syncRelationships(const CanvasPresenter &presenter)
{
    QSet<QString> wanted;
    for (const Relationship &r : m_document->model().relationships) {
        const std::optional<RelationshipItem::Data> data = presenter.connector(r);
        EntityItem *parent = cardFor(r.from);
        EntityItem *child = cardFor(r.to);
        if (!data || !parent || !child)
            continue;
        wanted.insert(r.id);
        RelationshipItem *item = m_relationships.value(r.id);
        if (!item) {
            item = new RelationshipItem(r.id, parent, child);
            addItem(item);
            m_relationships.insert(r.id, item);
        } else if (item->parentCard() != parent || item->childCard() != child) {
            item->setEndpoints(parent, child);
        }
        item->setData(*data, m_theme);
    }
    for (auto it = m_relationships.begin(); it != m_relationships.end();) {
        if (wanted.contains(it.key())) {
            ++it;
        } else {
            delete it.value();
            it = m_relationships.erase(it);
        }
    }
}

void ModelScene::syncFrames(const CanvasPresenter &presenter)
{
    QSet<QString> wanted;
    for (const ContainerAnalysis &container : presenter.analysis().containers) {
        QList<EntityItem *> members;
        for (const QString &id : container.entities)
            if (EntityItem *item = m_entities.value(id))
                members << item;
        RelationshipItem *edge = container.edgeContainer ? m_relationships.value(container.edgeRelationship) : nullptr;
        if (members.isEmpty() && !edge)
            continue;
        wanted.insert(container.name);
        ContainerFrameItem *frame = m_frames.value(container.name);
        if (!frame) {
            frame = new ContainerFrameItem(container.name);
            addItem(frame);
            m_frames.insert(container.name, frame);
        }
        frame->setData(presenter.frame(container), m_theme);
        if (edge) {
            frame->setEdge(edge);
            edge->setTag(frame);
        } else
            frame->setMembers(members);
        for (EntityItem *member : std::as_const(members))
            member->setFrame(frame);
    }
    for (auto it = m_frames.begin(); it != m_frames.end();) {
        if (wanted.contains(it.key())) {
            ++it;
            continue;
        }
        for (EntityItem *item : std::as_const(m_entities))
            if (item->frame() == it.value())
                item->setFrame(nullptr);
        for (RelationshipItem *edge : std::as_const(m_relationships))
            if (edge->tag() == it.value())
                edge->setTag(nullptr);
        delete it.value();
        it = m_frames.erase(it);
    }
}

void ModelScene::syncCopyFlows(const CanvasPresenter &presenter)
{
    // A view's or an index's own frame goes beside its source, right of everything drawn
    // at its height and at the height of its source's middle, where its arrow leaves the
    // source. What is drawn lower does not push it further right, so a drawing keeps
    // its shape.
    QList<QRectF> drawn;
    for (const EntityItem *card : std::as_const(m_entities))
        drawn << card->sceneBoundingRect();
    for (const ContainerFrameItem *frame : std::as_const(m_frames))
        drawn << frame->sceneBoundingRect();
    // Far enough right for the widest caption to sit on its arrow.
    const QFontMetricsF small(m_theme.smallFont);
    double gap = 120;
    for (const ContainerAnalysis &container : presenter.analysis().containers)
        if (container.kind != ContainerKind::Container && !presenter.copySource(container).isEmpty())
            gap = std::max(gap, small.horizontalAdvance(presenter.copyFlow(container).caption) + 80);
    QHash<QString, double> nextTop; // per source frame: where its next box starts
    QSet<QString> wanted;
    for (const ContainerAnalysis &container : presenter.analysis().containers) {
        ContainerFrameItem *source = m_frames.value(presenter.copySource(container));
        ContainerFrameItem *target
            = container.kind == ContainerKind::Container ? m_frames.value(container.name) : nullptr;
        if (!source || (container.kind == ContainerKind::Container && !target))
            continue;
        wanted.insert(container.name);
        CopyFlowItem *flow = m_copyFlows.value(container.name);
        if (!flow) {
            flow = new CopyFlowItem;
            addItem(flow);
            m_copyFlows.insert(container.name, flow);
        }
        flow->setData(presenter.copyFlow(container), m_theme);
        const QRectF from = source->sceneBoundingRect();
        const double top = nextTop.value(source->name(), from.top());
        const double bandTop = std::min(top, from.center().y());
        const double bandBottom = std::max(top + flow->boxSize().height(), from.center().y());
        double right = from.right();
        for (const QRectF &item : std::as_const(drawn))
            if (item.bottom() >= bandTop && item.top() <= bandBottom)
                right = std::max(right, item.right());
        flow->setEnds(source, target, QPointF(right + gap, top));
        if (!target) {
            nextTop.insert(source->name(), top + flow->boxSize().height() + 2 * small.height());
            drawn << flow->boxRect();
        }
    }
    for (auto it = m_copyFlows.begin(); it != m_copyFlows.end();) {
        if (wanted.contains(it.key())) {
            ++it;
            continue;
        }
        delete it.value();
        it = m_copyFlows.erase(it);
    }
}

// ---- focus and selection --------------------------------------------------------

void ModelScene::applyFocus()
{
    const QString focused = m_document->selection()->focusedPattern();
    const AccessPattern *pattern = focused.isEmpty() ? nullptr : m_document->model().accessPattern(focused);
    QSet<EntityItem *> cards;
    QSet<QString> containers;
    if (pattern) {
        for (const QString &id : pattern->entities)
            if (EntityItem *card = cardFor(id))
                cards.insert(card);
        if (const PatternAnalysis *routed = m_document->analysis()->accessPattern(focused))
            for (const SubRequest &request : routed->requests)
                containers.insert(request.container);
    }
    if (m_gridHidden != (pattern != nullptr)) {
        m_gridHidden = pattern != nullptr;
        invalidate(sceneRect(), QGraphicsScene::BackgroundLayer);
    }
    for (EntityItem *item : std::as_const(m_entities)) {
        item->setDimmed(pattern && !cards.contains(item));
        item->setHighlighted(pattern && cards.contains(item));
    }
    for (RelationshipItem *item : std::as_const(m_relationships)) {
        const bool onPath = cards.contains(item->parentCard()) && cards.contains(item->childCard());
        item->setDimmed(pattern && !onPath);
        item->setHighlighted(pattern && onPath);
    }
    for (ContainerFrameItem *frame : std::as_const(m_frames)) {
        frame->setDimmed(pattern && !containers.contains(frame->name()));
        frame->setHighlighted(pattern && containers.contains(frame->name()));
    }
    for (CopyFlowItem *flow : std::as_const(m_copyFlows)) {
        flow->setDimmed(pattern && !containers.contains(flow->container()));
        flow->setHighlighted(pattern && containers.contains(flow->container()));
    }
}

void ModelScene::pushSelectionToDocument()
{
    if (m_syncingSelection)
        return;
    QList<DocumentSelection::Item> items;
    for (QGraphicsItem *item : selectedItems()) {
        if (item->type() == EntityItem::Type)
            items << DocumentSelection::Item {ObjectKind::Entity, static_cast<EntityItem *>(item)->id()};
        else if (item->type() == RelationshipItem::Type)
            items << DocumentSelection::Item {ObjectKind::Relationship, static_cast<RelationshipItem *>(item)->id()};
    }
    m_syncingSelection = true;
    m_document->selection()->select(items);
    m_syncingSelection = false;
}

void ModelScene::pullSelectionFromDocument()
{
    if (m_syncingSelection)
        return;
    m_syncingSelection = true;
    const DocumentSelection *selection = m_document->selection();
    for (EntityItem *item : std::as_const(m_entities))
        item->setSelected(selection->contains(ObjectKind::Entity, item->id()));
    for (RelationshipItem *item : std::as_const(m_relationships))
        item->setSelected(selection->contains(ObjectKind::Relationship, item->id()));
    m_syncingSelection = false;
}

void ModelScene::drawBackground(QPainter *painter, const QRectF &rect)
{
    painter->fillRect(rect, m_theme.background);
    const double scale = painter->worldTransform().m11();
    // A dot grid far away is just noise; so is one seen through the dimmed cards
    // around a focused route.
    if (scale < 0.35 || m_gridHidden)
        return;
    const double step = EntityItem::kGrid * (scale < 0.7 ? 4 : 1);
    painter->setPen(QPen(m_theme.grid, 1.5 / scale));
    const double left = std::floor(rect.left() / step) * step;
    const double top = std::floor(rect.top() / step) * step;
    QVector<QPointF> dots;
    for (double x = left; x < rect.right(); x += step)
        for (double y = top; y < rect.bottom(); y += step)
            dots.append(QPointF(x, y));
    painter->drawPoints(dots.constData(), int(dots.size()));
}

QString ModelScene::toolTipAt(QPointF scenePos) const
{
    const Explainer explainer(*m_document->findings());
    Explanation explanation;
    for (QGraphicsItem *item : items(scenePos)) {
        if (auto *entity = qgraphicsitem_cast<EntityItem *>(item)) {
            const QString badge = entity->badgeAt(entity->mapFromScene(scenePos));
            explanation = badge.isEmpty() ? explainer.entity(entity->id()) : explainer.accessPattern(badge);
        } else if (auto *relationship = qgraphicsitem_cast<RelationshipItem *>(item)) {
            explanation = explainer.relationship(relationship->id());
        } else if (auto *frame = qgraphicsitem_cast<ContainerFrameItem *>(item)) {
            explanation = explainer.container(frame->name());
        }
        if (!explanation.isEmpty())
            break;
    }
    if (explanation.isEmpty())
        return {};
    return QStringLiteral("<p><b>%1</b><br>%2</p><p><i>%3</i></p>")
        .arg(explanation.title.toHtmlEscaped(), explanation.brief.toHtmlEscaped(),
            tr("Select it and press F1 for the whole explanation."));
}

void ModelScene::helpEvent(QGraphicsSceneHelpEvent *event)
{
    const QString text = toolTipAt(event->scenePos());
    if (text.isEmpty()) {
        QToolTip::hideText();
        event->ignore();
        return;
    }
    QToolTip::showText(event->screenPos(), text, event->widget());
    event->accept();
}

} // namespace cosmos

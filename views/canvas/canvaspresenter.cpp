// SPDX-License-Identifier: MIT
#include "canvaspresenter.h"

#include "model/analysis/analysis.h"
#include "model/analysis/numberformat.h"
#include "views/common/heatstatuslabel.h"

namespace cosmos {

namespace {

// Connector labels have room for few words: the cardinality in symbols, and the
// decision in a word or two. "few" is a word, and reads in the interface language.
constexpr const char *kKindsShort[]
    = {QT_TRANSLATE_NOOP("cosmos::ModelScene", "1:1"), QT_TRANSLATE_NOOP("cosmos::ModelScene", "1:few"),
        QT_TRANSLATE_NOOP("cosmos::ModelScene", "1:N"), QT_TRANSLATE_NOOP("cosmos::ModelScene", "N:M")};
static_assert(std::size(kKindsShort) == std::size_t(RelationshipKind::ManyToMany) + 1);

constexpr const char *kDecisionsShort[] = {QT_TRANSLATE_NOOP("cosmos::ModelScene", "embed"),
    QT_TRANSLATE_NOOP("cosmos::ModelScene", "co-locate"), QT_TRANSLATE_NOOP("cosmos::ModelScene", "separate"),
    QT_TRANSLATE_NOOP("cosmos::ModelScene", "ids on both sides"),
    QT_TRANSLATE_NOOP("cosmos::ModelScene", "edge container")};
static_assert(std::size(kDecisionsShort) == std::size_t(Decision::EdgeContainer) + 1);

QString kindShort(RelationshipKind kind)
{
    return CanvasPresenter::tr(labelIn(kKindsShort, kind));
}

QString decisionShort(const std::optional<Decision> &decision)
{
    return decision ? CanvasPresenter::tr(labelIn(kDecisionsShort, *decision)) : CanvasPresenter::tr("undecided");
}

} // namespace

CanvasPresenter::CanvasPresenter(const Model &model, const Analysis &analysis)
    : m_model(model)
    , m_analysis(analysis)
{
    for (const Entity &entity : model.entities)
        m_entityById.insert(entity.id, &entity);
    for (const Relationship &r : model.relationships)
        m_relationshipByEnds.insert(r.from + QLatin1Char('\n') + r.to, &r);
    for (const ContainerAnalysis &container : analysis.containers) {
        for (const QString &id : container.entities)
            m_containerOf.insert(id, container.name);
        for (const auto &[holder, children] : container.embedded)
            for (const QString &child : children) {
                if (!m_entityById.contains(child) || !m_entityById.contains(holder))
                    continue; // the analysis is one edit behind; the next one catches up
                m_embeddedIn[holder] << child;
                m_containerOf.insert(child, container.name);
            }
    }
    // Embedding can nest: a card holds everything embedded below it.
    for (auto it = m_embeddedIn.cbegin(); it != m_embeddedIn.cend(); ++it)
        for (const QString &child : it.value())
            m_holderOf.insert(child, it.key());
    for (auto it = m_holderOf.begin(); it != m_holderOf.end(); ++it) {
        QString top = it.value();
        for (int guard = 0; m_holderOf.contains(top) && guard < 64; ++guard)
            top = m_holderOf.value(top);
        it.value() = top;
    }
    for (const AccessPattern &pattern : model.accessPatterns)
        for (const QString &id : pattern.entities)
            m_patternsOf[cardOf(id)] << pattern.id;
}

EmbeddedCard CanvasPresenter::embeddedCard(const QString &entityId, const QString &holderId) const
{
    const Entity &entity = *m_entityById.value(entityId);
    EmbeddedCard card;
    card.entityId = entityId;
    card.title = entity.name;
    if (const Relationship *found = m_relationshipByEnds.value(holderId + QLatin1Char('\n') + entityId)) {
        const Relationship &r = *found;
        const QString max = !r.maxChildren ? QStringLiteral("?")
            : isUnbounded(*r.maxChildren)  ? tr("unbounded")
                                           : formatNumber(*r.maxChildren);
        card.multiplicity
            = tr("× %1 avg · %2 max").arg(r.avgChildren ? formatNumber(*r.avgChildren) : QStringLiteral("?"), max);
    }
    card.rows = cardRows(entity.attributes, {});
    for (const QString &nested : m_embeddedIn.value(entityId))
        card.embedded.push_back(embeddedCard(nested, entityId));
    return card;
}

EntityCardData CanvasPresenter::card(const QString &entityId) const
{
    const Entity &entity = *m_entityById.value(entityId);
    EntityCardData data;
    data.id = entityId;
    data.name = entity.name;
    data.container = m_containerOf.value(entityId);
    QStringList key;
    if (const ContainerAnalysis *container = m_analysis.container(data.container))
        key = container->partitionKey;
    data.rows = cardRows(entity.attributes, key);
    for (const QString &child : m_embeddedIn.value(entityId))
        data.embedded.push_back(embeddedCard(child, entityId));
    data.patterns = m_patternsOf.value(entityId);
    data.patterns.removeDuplicates();
    QStringList footer;
    if (entity.avgSizeKB)
        footer << tr("%1 avg").arg(formatKB(*entity.avgSizeKB));
    if (entity.maxSizeKB)
        footer << tr("%1 max").arg(formatKB(*entity.maxSizeKB));
    if (entity.documentCount)
        footer << tr("%1 docs").arg(formatNumber(*entity.documentCount));
    else if (const std::optional<double> derived = documentCountOf(entity, m_analysis.derived))
        footer << tr("%1 docs (derived)").arg(formatNumber(*derived));
    if (entity.growth == Growth::Unbounded)
        footer << tr("growing");
    data.footer = footer.join(QStringLiteral(" · "));
    return data;
}

std::optional<RelationshipItem::Data> CanvasPresenter::connector(const Relationship &r) const
{
    // A child embedded in its parent is drawn inside the parent's card instead.
    if (!m_entityById.contains(r.from) || !m_entityById.contains(r.to)
        || (cardOf(r.from) == cardOf(r.to) && r.from != r.to))
        return std::nullopt;
    RelationshipItem::Data data;
    data.id = r.id;
    data.kind = r.kind;
    data.identifying = r.identifying;
    data.label = kindShort(r.kind);
    if (const RelationshipAnalysis *ra = m_analysis.relationship(r.id)) {
        data.label += QStringLiteral(" · ") + decisionShort(ra->decision);
        if (ra->correlation && !ra->selfRelationship)
            data.label += QLatin1Char(' ') + formatPercent(*ra->correlation);
    }
    return data;
}

ContainerFrameItem::Data CanvasPresenter::frame(const ContainerAnalysis &container) const
{
    ContainerFrameItem::Data data;
    data.name = container.name;
    data.key = container.partitionKey.join(QStringLiteral(", "));
    data.status = container.hottest.status;
    data.statusText = heatStatusLabel(container.hottest.status);
    // A design that cannot be served says so on its frame, whatever the heat.
    if (!container.feasible) {
        data.status = HeatStatus::Hot;
        data.statusText = tr("cannot be served");
    }
    data.summary = tr("%1 RU/s peak · %n partition(s) · %2 · %3/month", nullptr, container.physicalPartitions)
                       .arg(formatRu(container.ruPerSecondPeak), formatGB(container.dataGB),
                           formatUsd(container.monthlyCostUsd));
    data.overridden = container.assignmentOverridden || container.partitionKeyOverridden;
    return data;
}

QString CanvasPresenter::copySource(const ContainerAnalysis &container) const
{
    if (container.copiesOf.isEmpty())
        return {};
    if (!container.source.isEmpty())
        return container.source;
    for (const PatternAnalysis &pattern : m_analysis.accessPatterns)
        if (const PatternRemedy *remedy = pattern.chosenRemedy(); remedy && remedy->container == container.name)
            return remedy->source;
    return {};
}

CopyFlowItem::Data CanvasPresenter::copyFlow(const ContainerAnalysis &container) const
{
    QStringList names;
    for (const QString &id : container.copiesOf)
        if (const Entity *entity = m_model.entity(id))
            names << entity->name;
    CopyFlowItem::Data data;
    const bool index = container.kind == ContainerKind::Gsi;
    data.caption = index ? tr("index: copies of %1").arg(names.join(QStringLiteral(", ")))
                         : tr("change feed: copies of %1").arg(names.join(QStringLiteral(", ")));
    if (container.kind == ContainerKind::Container)
        return data; // kept beside the container's own documents: its frame is drawn already
    data.box = frame(container);
    data.kind = index ? tr("global secondary index (preview)") : tr("change-feed view");
    return data;
}

namespace {

// Members that change what a connector or a card draws and also who is connected to
// whom, or which cards exist: only a full redraw gets them right.
bool reconnects(const Change &change)
{
    namespace f = field::relationship;
    return change.field.empty() || change.sets(f::from) || change.sets(f::to) || change.sets(f::id);
}

void addToPatch(const Model &model, const Change &change, CanvasPatch &patch)
{
    if (change.type != Change::Type::Set) {
        // Alternatives are not drawn; everything else that comes or goes is.
        patch.redrawAll = patch.redrawAll || change.kind != ObjectKind::Alternative;
        return;
    }
    switch (change.kind) {
    case ObjectKind::Entity:
        if (change.sets(field::entity::id))
            patch.redrawAll = true;
        else
            patch.cards.insert(change.id);
        return;
    case ObjectKind::Layout:
        patch.moved.insert(change.id);
        return;
    case ObjectKind::Relationship:
        if (reconnects(change)) {
            patch.redrawAll = true;
        } else if (const Relationship *r = model.relationship(change.id)) {
            patch.connectors.insert(r->id);
            patch.cards.insert(r->to); // an embedded child's multiplicity is on its holder's card
        }
        return;
    case ObjectKind::AccessPattern:
        // The cards show which patterns touch them, not the patterns' traffic.
        patch.redrawAll = patch.redrawAll || change.field.empty() || change.sets(field::pattern::entities)
            || change.sets(field::pattern::id);
        return;
    case ObjectKind::Design:
        patch.redrawAll = true;
        return;
    case ObjectKind::Application:
    case ObjectKind::Assumption:
    case ObjectKind::ContainerOverride:
    case ObjectKind::PartitionKeyOverride:
    case ObjectKind::RemedyOverride:
    case ObjectKind::Alternative:
        return; // drawn from the analysis, which follows
    }
}

} // namespace

CanvasPatch canvasPatchFor(const Model &model, const ChangeSet &changes)
{
    CanvasPatch patch;
    patch.redrawAll = changes.empty();
    for (const Change &change : changes) {
        if (patch.redrawAll)
            break;
        addToPatch(model, change, patch);
    }
    return patch;
}

} // namespace cosmos

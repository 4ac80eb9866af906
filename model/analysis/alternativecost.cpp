// SPDX-License-Identifier: MIT
#include "alternativecost.h"

#include "analysistr.h"
#include "capacity.h"
#include "numberformat.h"

#include <algorithm>
#include <cmath>

namespace cosmos {

namespace {

using A = AssumptionId;
constexpr double kKBPerGB = 1024.0 * 1024.0;

enum Design { Single = 0, Multi = 1, Separate = 2 };

int designIndex(Decision decision)
{
    switch (decision) {
    case Decision::SingleDocument:
        return Single;
    case Decision::MultiDocument:
        return Multi;
    case Decision::Separate:
        return Separate;
    case Decision::DuplicateIds:
    case Decision::EdgeContainer:
        break;
    }
    return -1;
}

} // namespace

AlternativeCoster::AlternativeCoster(const ModelIndex &index, const Placement &placement,
    const std::vector<Router::EdgeRoute> &edges, const std::vector<ContainerRouting> &routings,
    const std::vector<PatternAnalysis> &routed, const AssumptionValues &assumptions)
    : m_index(index)
    , m_placement(placement)
    , m_edges(edges)
    , m_routings(routings)
    , m_routed(routed)
    , m_a(assumptions)
    , m_withOwn(routings)
{
    m_withOwn.emplace_back();
    // Every entity keeps the indexing of the container the analysis put it in.
    m_shares.assign(size_t(index.entityCount()), 1.0);
    for (int e = 0; e < index.entityCount(); ++e)
        m_shares[size_t(e)] = routings[size_t(placement.container[size_t(e)])].indexedShare;
    const size_t n = size_t(index.entityCount());
    m_members.resize(n);
    m_embeddedIn.resize(n);
    for (size_t e = 0; e < n; ++e) {
        m_members[size_t(placement.holder[e])].push_back(int(e));
        const int link = placement.parentLink[e];
        if (placement.embedded(int(e)) && link >= 0)
            m_embeddedIn[size_t(index.parentOf(index.model().relationships[size_t(link)]))].push_back(int(e));
    }
    m_scratch = placement;
    m_terms = documentTerms(index, placement);
    m_touched.assign(n, 0);
    m_router = std::make_unique<Router>(index, m_scratch, assumptions, edges, m_terms);
    m_router->keepIndexedShares(m_shares);
}

AlternativeCoster::~AlternativeCoster() = default;

std::vector<int> AlternativeCoster::patternsTouching(int parent, int child) const
{
    // Both lists are in pattern order: the child's patterns the parent's list lacks
    // are found by a binary search, not a scan (quadratic for an entity of thousands).
    std::vector<int> patterns = m_index.patternsOf(parent);
    const auto parents = qsizetype(patterns.size());
    for (int p : m_index.patternsOf(child))
        if (!std::binary_search(patterns.begin(), patterns.begin() + parents, p)
            && (qsizetype(patterns.size()) == parents || patterns.back() != p))
            patterns.push_back(p);
    std::sort(patterns.begin(), patterns.end()); // two runs in order: no buffer, as a merge would take
    return patterns;
}

// The child alone in a container, keyed by the attribute its own lookups give most
// often (ids win ties).
QStringList AlternativeCoster::separateKey(int child) const
{
    QStringList key;
    double best = -1;
    for (const Attribute &attribute : m_index.entity(child).attributes) {
        if (!isScalar(attribute.type))
            continue;
        double covered = attribute.type == AttributeType::Id ? 1e-9 : 0;
        for (int p : m_index.patternsOf(child)) {
            const PatternInfo &info = m_index.patterns()[size_t(p)];
            if (info.filtersOnEq(attribute.name))
                covered += info.rpsAvg;
        }
        if (covered > best) {
            best = covered;
            key = {QLatin1Char('/') + attribute.name};
        }
    }
    return key;
}

void AlternativeCoster::remember(int entity) const
{
    if (m_touched[size_t(entity)])
        return;
    m_touched[size_t(entity)] = 1;
    const size_t e = size_t(entity);
    m_saved.push_back({entity, m_scratch.container[e], m_scratch.holder[e], m_scratch.parentLink[e],
        m_scratch.docAvgKB[e], m_scratch.docMaxKB[e], m_terms[e]});
}

void AlternativeCoster::restore() const
{
    for (const Saved &saved : m_saved) {
        const size_t e = size_t(saved.entity);
        m_scratch.container[e] = saved.container;
        m_scratch.holder[e] = saved.holder;
        m_scratch.parentLink[e] = saved.parentLink;
        m_scratch.docAvgKB[e] = saved.docAvgKB;
        m_scratch.docMaxKB[e] = saved.docMaxKB;
        m_terms[e] = saved.terms;
        m_touched[e] = 0;
    }
    m_saved.clear();
}

// documentTerms() again for the documents whose contents changed: every entity that
// any of `holders` held before or holds now (the moved ones are all remembered).
void AlternativeCoster::updateTerms(const std::vector<int> &holders) const
{
    std::vector<int> affected;
    for (int h : holders)
        affected.insert(affected.end(), m_members[size_t(h)].begin(), m_members[size_t(h)].end());
    for (const Saved &saved : m_saved)
        affected.push_back(saved.entity);
    std::sort(affected.begin(), affected.end());
    affected.erase(std::unique(affected.begin(), affected.end()), affected.end());
    std::vector<std::pair<int, double>> holderTerms; // few holders: a short list
    for (int e : affected) {
        const int h = m_scratch.holder[size_t(e)];
        auto it = std::find_if(holderTerms.begin(), holderTerms.end(), [h](const auto &t) { return t.first == h; });
        if (it == holderTerms.end()) {
            holderTerms.push_back({h, 0.0});
            it = holderTerms.end() - 1;
        }
        it->second += copiesPerHolder(m_index, m_scratch, e) * ownTerms(m_index.entity(e), h != e);
    }
    for (int e : affected) {
        const int h = m_scratch.holder[size_t(e)];
        remember(e);
        m_terms[size_t(e)]
            = 1 + std::find_if(holderTerms.begin(), holderTerms.end(), [h](const auto &t) { return t.first == h; })
                      ->second;
    }
}

// The child and the entities inside its documents move together; nothing else does.
void AlternativeCoster::move(int relationship, int parent, int child, Decision design) const
{
    std::vector<int> moving {child};
    for (size_t i = 0; i < moving.size() && i < size_t(m_index.entityCount()); ++i)
        for (int inner : m_embeddedIn[size_t(moving[i])])
            if (std::find(moving.begin(), moving.end(), inner) == moving.end())
                moving.push_back(inner);
    const double children = std::max(0.0, m_index.relationship(m_index.model().relationships[size_t(relationship)].id)
                                               .avgChildren.value_or(1));
    const double childAvg = m_placement.ownAvgKB[size_t(child)];
    const double childMax = m_placement.ownMaxKB[size_t(child)];
    auto isMoving = [&](int e) { return std::find(moving.begin(), moving.end(), e) != moving.end(); };
    std::vector<int> holders {m_placement.holder[size_t(child)], m_placement.holder[size_t(parent)], child};

    // Out of the document that held it, if it was embedded.
    if (m_placement.embedded(child)) {
        const int oldHolder = m_placement.holder[size_t(child)];
        const int oldLink = m_placement.parentLink[size_t(child)];
        const double oldChildren
            = oldLink < 0 ? children : m_index.model().relationships[size_t(oldLink)].avgChildren.value_or(1);
        for (int e : m_members[size_t(oldHolder)])
            if (!isMoving(e)) {
                remember(e);
                m_scratch.docAvgKB[size_t(e)] = std::max(0.0, m_scratch.docAvgKB[size_t(e)] - oldChildren * childAvg);
                m_scratch.docMaxKB[size_t(e)] = std::max(0.0, m_scratch.docMaxKB[size_t(e)] - oldChildren * childMax);
            }
    }
    const int parentHolder = m_scratch.holder[size_t(parent)];
    const int home = design == Decision::Separate ? int(m_routings.size()) : m_scratch.container[size_t(parent)];
    for (int e : moving) {
        remember(e);
        m_scratch.container[size_t(e)] = home;
        if (design == Decision::SingleDocument)
            m_scratch.holder[size_t(e)] = parentHolder;
        else if (m_placement.holder[size_t(e)] == m_placement.holder[size_t(child)])
            m_scratch.holder[size_t(e)] = child;
        m_scratch.docAvgKB[size_t(e)] = childAvg;
        m_scratch.docMaxKB[size_t(e)] = childMax;
    }
    remember(child);
    m_scratch.parentLink[size_t(child)] = design == Decision::Separate ? -1 : relationship;
    if (design == Decision::SingleDocument) {
        // Into the parent's document: it grows by the children it now holds.
        const double avg = m_scratch.docAvgKB[size_t(parentHolder)] + children * childAvg;
        const double max = m_scratch.docMaxKB[size_t(parentHolder)] + children * childMax;
        std::vector<int> inParent = m_members[size_t(parentHolder)];
        inParent.insert(inParent.end(), moving.begin(), moving.end());
        for (int e : inParent)
            if (m_scratch.holder[size_t(e)] == parentHolder) {
                remember(e);
                m_scratch.docAvgKB[size_t(e)] = avg;
                m_scratch.docMaxKB[size_t(e)] = max;
            }
    }
    updateTerms(holders);
}

void AlternativeCoster::cost(RelationshipAnalysis &relationship) const
{
    relationship.alternatives = {AlternativeCost {Decision::SingleDocument, std::nullopt, {}},
        AlternativeCost {Decision::MultiDocument, std::nullopt, {}},
        AlternativeCost {Decision::Separate, std::nullopt, {}}};
    if (relationship.kind == RelationshipKind::ManyToMany || relationship.selfRelationship) {
        for (AlternativeCost &alternative : relationship.alternatives)
            alternative.note = relationship.selfRelationship
                ? AnalysisTr::tr("Not applicable to a self-relationship.")
                : AnalysisTr::tr("Not applicable to many-to-many relationships (rules 1–2 decide those).");
        return;
    }
    const int p = m_index.entityIndex(relationship.parent);
    const int c = m_index.entityIndex(relationship.child);
    const int r = m_index.relationshipIndex(relationship.id);
    const std::vector<int> patterns = patternsTouching(p, c);
    const int decided = relationship.decision ? designIndex(*relationship.decision) : -1;

    // The child in its own container, sized by its data alone.
    ContainerRouting &own = m_withOwn.back();
    own = ContainerRouting {};
    own.name = QStringLiteral("\x01") + m_index.entity(c).id; // not a real container's name
    const QStringList key = separateKey(c);
    own.keyPaths = key;
    for (const QString &path : key)
        own.keyProperties << path.mid(1);
    const double childGB = m_index.documentCount(c) * m_placement.ownAvgKB[size_t(c)] / kKBPerGB;
    own.physicalPartitions = physicalPartitions(childGB, 0, m_a);

    static constexpr Decision kDesigns[] = {Decision::SingleDocument, Decision::MultiDocument, Decision::Separate};
    for (int d = 0; d < 3; ++d) {
        if (d == Single && relationship.neverOneDocument)
            continue;
        double total = 0;
        if (d == decided) {
            // The decided design is the analysis' own placement: its routing is done.
            for (int pi : patterns)
                total += m_routed[size_t(pi)].ruPerSecondAvg;
        } else {
            move(r, p, c, kDesigns[d]);
            for (int pi : patterns) {
                const PatternInfo &info = m_index.patterns()[size_t(pi)];
                total += info.rpsAvg * m_router->route(info, m_withOwn, RouteDetail::CostsOnly).ruPerRequest;
            }
            restore();
        }
        relationship.alternatives[size_t(d)].ruPerSecond = total;
    }

    if (relationship.neverOneDocument)
        relationship.alternatives[Single].note = std::isinf(relationship.embeddedMaxKB)
            ? AnalysisTr::tr("Impossible: with no limit on the number of children, the document would pass the %1 "
                             "item limit.")
                  .arg(formatKB(m_a[A::DocumentMaxKB]))
            : AnalysisTr::tr("Impossible: the document could reach %1, above the %2 item limit.")
                  .arg(formatKB(relationship.embeddedMaxKB), formatKB(m_a[A::DocumentMaxKB]));
    if (!key.isEmpty())
        relationship.alternatives[Separate].note
            = AnalysisTr::tr("Child container keyed by %1.").arg(key.join(QStringLiteral(", ")));

    if (decided < 0 || !relationship.alternatives[size_t(decided)].ruPerSecond)
        return;
    int cheapest = decided;
    for (int d = 0; d < 3; ++d)
        if (relationship.alternatives[size_t(d)].ruPerSecond
            && *relationship.alternatives[size_t(d)].ruPerSecond
                < *relationship.alternatives[size_t(cheapest)].ruPerSecond)
            cheapest = d;
    const double decidedRu = *relationship.alternatives[size_t(decided)].ruPerSecond;
    const double cheapestRu = *relationship.alternatives[size_t(cheapest)].ruPerSecond;
    if (cheapest != decided && decidedRu > 0 && cheapestRu <= (1 - m_a[A::CostDisagreement]) * decidedRu + 1e-9)
        relationship.costNote = AnalysisTr::tr("%1 would cost %2 RU/s, %3 less than the decided %4 (%5 RU/s). The rule "
                                               "table decides on access correlation; weigh the saving against what the "
                                               "rules protect.")
                                    .arg(decisionTitle(Decision(relationship.alternatives[size_t(cheapest)].decision)),
                                        formatRu(cheapestRu), formatPercent(1 - cheapestRu / decidedRu),
                                        decisionTitle(*relationship.decision).toLower(), formatRu(decidedRu));
}

} // namespace cosmos

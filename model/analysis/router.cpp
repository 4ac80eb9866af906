// SPDX-License-Identifier: MIT
#include "router.h"

#include "parentwalk.h"

#include "derivedvalues.h"

#include <QVarLengthArray>

#include <algorithm>

namespace cosmos {

Router::Router(const ModelIndex &index, const Placement &placement, const AssumptionValues &assumptions,
    std::vector<EdgeRoute> edges)
    : m_index(index)
    , m_placement(placement)
    , m_cost(assumptions)
    , m_edges(std::move(edges))
    , m_edgesByParent(size_t(index.entityCount()))
    , m_ownTerms(documentTerms(index, placement))
    , m_terms(&m_ownTerms)
{
    for (size_t i = 0; i < m_edges.size(); ++i)
        m_edgesByParent[size_t(m_edges[i].parent)].push_back(int(i));
}

Router::Router(const ModelIndex &index, const Placement &placement, const AssumptionValues &assumptions,
    std::vector<EdgeRoute> edges, const std::vector<double> &documentTerms)
    : m_index(index)
    , m_placement(placement)
    , m_cost(assumptions)
    , m_edges(std::move(edges))
    , m_edgesByParent(size_t(index.entityCount()))
    , m_terms(&documentTerms)
{
    for (size_t i = 0; i < m_edges.size(); ++i)
        m_edgesByParent[size_t(m_edges[i].parent)].push_back(int(i));
}

namespace {

double leafCount(const std::vector<Attribute> &attributes, bool embedded)
{
    double leaves = 0;
    for (const Attribute &attribute : attributes)
        if (!embedded || !isDerivedReference(attribute))
            leaves += attribute.attributes.empty() ? 1.0 : leafCount(attribute.attributes, false);
    return leaves;
}

} // namespace

double ownTerms(const Entity &entity, bool embedded)
{
    return std::max(1.0, leafCount(entity.attributes, embedded));
}

double copiesPerHolder(const ModelIndex &index, const Placement &placement, int entity)
{
    // The average children along the embedding chain (bounded walk: placement chains
    // have no cycles).
    double copies = 1;
    int at = entity;
    for (int guard = 0; guard < 64 && placement.holder[size_t(at)] != at; ++guard) {
        const int link = placement.parentLink[size_t(at)];
        if (link < 0)
            break;
        const Relationship &r = index.model().relationships[size_t(link)];
        copies *= std::max(0.0, r.avgChildren.value_or(1));
        at = index.parentOf(r);
    }
    return std::min(copies, 1e9);
}

std::vector<double> documentTerms(const ModelIndex &index, const Placement &placement)
{
    const int n = index.entityCount();
    std::vector<double> holderTerms(static_cast<size_t>(n), 0.0);
    for (int e = 0; e < n; ++e)
        holderTerms[size_t(placement.holder[size_t(e)])]
            += copiesPerHolder(index, placement, e) * ownTerms(index.entity(e), placement.holder[size_t(e)] != e);
    std::vector<double> out(static_cast<size_t>(n), 0.0);
    for (int e = 0; e < n; ++e)
        out[size_t(e)] = 1 + holderTerms[size_t(placement.holder[size_t(e)])]; // + the id
    return out;
}

double Router::changedTerms(const PatternInfo &pattern, double terms) const
{
    // A replace or patch changes the properties it names; without names, all of them.
    const double named = double(pattern.pattern->attributesNeeded.size());
    return named > 0 ? std::min(named, terms) : terms;
}

bool namesDocumentId(const ResolvedFilter &filter)
{
    return filter.attribute ? filter.attribute->type == AttributeType::Id : filter.path == QLatin1String("id");
}

bool givesKeyProperty(const PatternInfo &pattern, const QString &property)
{
    if (property == QLatin1String("id"))
        return std::any_of(pattern.filters.begin(), pattern.filters.end(),
            [](const ResolvedFilter &f) { return f.op == FilterOp::Eq && namesDocumentId(f); });
    return pattern.filtersOnEq(property);
}

KeyMatch matchKey(const PatternInfo &pattern, const QStringList &keyProperties)
{
    if (keyProperties.isEmpty() || (keyProperties.size() == 1 && keyProperties.front() == QLatin1String("type")))
        return KeyMatch::Full;
    int covered = 0;
    for (const QString &property : keyProperties) {
        if (!givesKeyProperty(pattern, property))
            break;
        ++covered;
    }
    if (covered == keyProperties.size())
        return KeyMatch::Full;
    return covered > 0 ? KeyMatch::Prefix : KeyMatch::None;
}

KeyMatch Router::keyMatch(const PatternInfo &pattern, const ContainerRouting &container) const
{
    if (container.forcedMatch)
        return *container.forcedMatch;
    if (!container.edgeKeyProperties.isEmpty()) {
        for (const QString &property : container.edgeKeyProperties)
            if (pattern.filtersOnEq(property))
                return KeyMatch::Full;
        return KeyMatch::None;
    }
    return matchKey(pattern, container.keyProperties);
}

bool Router::idKnown(const PatternInfo &pattern, int holder) const
{
    // "id" on its own names the document's id only where one entity is read.
    const bool onlyHolder = pattern.entities.size() == 1 && pattern.entities.front() == holder;
    return std::any_of(pattern.filters.begin(), pattern.filters.end(), [&](const ResolvedFilter &f) {
        return f.op == FilterOp::Eq && namesDocumentId(f) && (f.attribute ? f.entity == holder : onlyHolder);
    });
}

double Router::expectedPerPrimary(int primary, int holder) const
{
    // Walk the placement chain from the holder up; if it reaches the primary, the
    // product of the average children along the way is how many there are per primary.
    double count = 1;
    for (int e = holder, guard = 0; e >= 0 && guard < 64; ++guard) {
        if (e == primary)
            return std::max(count, 1e-9);
        const int link = m_placement.parentLink[size_t(e)];
        if (link < 0)
            break;
        const Relationship &r = m_index.model().relationships[size_t(link)];
        count *= r.avgChildren.value_or(1);
        e = m_index.parentOf(r);
    }
    return 1;
}

bool Router::holds(const ResolvedProperty &property, int holder) const
{
    // Not the key: a document must carry the key's value, but key evaluation prices
    // every candidate from one routing, so what a request reads cannot depend on the key.
    if (property.entity < 0 || property.path == QLatin1String("id") || property.path == QLatin1String("type"))
        return true; // unresolved, or on every document
    return m_placement.holder[size_t(property.entity)] == holder
        || findAttribute(m_index.entity(holder), property.path) != nullptr;
}

template <typename Property>
std::vector<int> Router::lackedBy(const std::vector<Property> &properties, Holders holders) const
{
    std::vector<int> out;
    for (size_t p = 0; p < properties.size(); ++p)
        if (std::any_of(holders.begin(), holders.end(), [&](int holder) { return !holds(properties[p], holder); }))
            out.push_back(int(p));
    return out;
}

bool Router::holdsEveryProperty(const PatternInfo &pattern, int holder) const
{
    auto held = [&](const ResolvedProperty &property) { return holds(property, holder); };
    if (!std::all_of(pattern.filters.begin(), pattern.filters.end(), held))
        return false;
    for (size_t k = 0; k < pattern.sort.size(); ++k) {
        const ResolvedSort &sort = pattern.sort[k];
        // A sort written for one entity ("comment.createdAt") orders that entity's
        // documents: a parent with a property of the same name must not be sorted among
        // its children, where a page of newer ones would push it out (RULES.md section 7).
        const bool qualified
            = k < pattern.pattern->sort.size() && pattern.pattern->sort[k].attribute != sort.path; // "entity." resolved away
        if (qualified && sort.entity >= 0 ? m_placement.holder[size_t(sort.entity)] != holder : !held(sort))
            return false;
    }
    return true;
}

// A query only finds documents that hold what it filters on, and Cosmos DB sorts a
// document without the ORDER BY property after all others: read together, a parent
// would be missing or would come after a page of its children. The document types
// that lack such a property are read on their own, by the filters they do hold.
void Router::readGroup(const PatternInfo &pattern, const ContainerRouting &container, Holders holders, bool first,
    bool named, std::vector<SubRequest> &out) const
{
    QVarLengthArray<int, 8> filtered, apart;
    if (holders.size() > 1)
        for (int holder : holders)
            (holdsEveryProperty(pattern, holder) ? filtered : apart).push_back(holder);
    if (filtered.empty() || apart.empty()) {
        out.push_back(read(pattern, container, holders, first, named));
        return;
    }
    out.push_back(read(pattern, container, filtered, first, named, ReadPart::Filtered));
    out.push_back(read(pattern, container, apart, false, named, ReadPart::Apart));
}

SubRequest Router::read(const PatternInfo &pattern, const ContainerRouting &container, Holders holders, bool first,
    bool named, ReadPart part) const
{
    SubRequest request;
    request.operation = pattern.pattern->operation;
    request.consistency = pattern.consistency;
    request.consistencyFactor = m_cost.readFactor(pattern.consistency);
    if (named) {
        request.container = container.name;
        request.keyPaths = container.keyPaths;
        request.documentTypes.reserve(qsizetype(holders.size()));
        for (int holder : holders)
            request.documentTypes << m_index.entity(holder).id;
    }
    const int primary = holders.front();
    const double primaryKB = m_placement.docAvgKB[size_t(primary)];
    const KeyMatch match = keyMatch(pattern, container);

    if (part == ReadPart::Apart) {
        request.skippedFilters = lackedBy(pattern.filters, holders);
        request.skippedSorts = lackedBy(pattern.sort, holders);
    }

    bool pointRead = false;
    if (part == ReadPart::Apart) {
        // Read apart, a document type found by its id and key is one point read.
        pointRead = holders.size() == 1 && match == KeyMatch::Full && idKnown(pattern, primary);
    } else if (pattern.pattern->operation == Operation::PointRead && first) {
        if (match != KeyMatch::Full)
            request.pointReadMiss = SubRequest::PointReadMiss::NoKey;
        else if (!idKnown(pattern, primary))
            request.pointReadMiss = SubRequest::PointReadMiss::NoId;
        else if (holders.size() > 1)
            request.pointReadMiss = SubRequest::PointReadMiss::SeveralTypes;
        pointRead = request.pointReadMiss == SubRequest::PointReadMiss::None;
    }
    if (pointRead) {
        request.kind = RouteKind::PointRead;
        request.ruPerRequest = m_cost.pointRead(primaryKB, pattern.consistency);
        request.returnedKB = primaryKB;
        return request;
    }

    // Query: `resultCount` documents. With several document types (a parent and its
    // co-located children), the primary's document comes first and the rest are the
    // other types in proportion to how many of each a primary document has.
    // Read apart: one document of each type per key value (the parents); the rest of
    // the page is the filtered part's.
    // A filter on the one holder's own id finds that one document, the aggregate with
    // its embedded children, whatever the pattern counts of its children (RULES.md
    // section 5: result counts never multiply whole aggregates).
    const bool oneAggregate = part == ReadPart::Whole && holders.size() == 1 && idKnown(pattern, primary);
    const double results = part == ReadPart::Apart ? double(holders.size())
        : part == ReadPart::Filtered               ? std::max(1.0, pattern.resultCount - 1)
        : oneAggregate                             ? 1.0
                                                   : pattern.resultCount;
    request.documents = results;
    if (holders.size() == 1) {
        request.returnedKB = results * primaryKB;
    } else {
        double weightSum = 0, weightedKB = 0;
        for (size_t i = 1; i < holders.size(); ++i) {
            const double weight = expectedPerPrimary(primary, holders[i]);
            weightSum += weight;
            weightedKB += weight * m_placement.docAvgKB[size_t(holders[i])];
        }
        request.returnedKB = primaryKB + std::max(0.0, results - 1) * weightedKB / weightSum;
    }
    switch (match) {
    case KeyMatch::Full:
        request.kind = RouteKind::SinglePartitionQuery;
        break;
    case KeyMatch::Prefix:
        request.kind = RouteKind::CrossPartitionQuery;
        request.prefixOnly = true;
        // A key prefix routes to the partitions that hold that first-level value.
        request.partitionsScanned = std::clamp(container.prefixPartitions, 1, container.physicalPartitions);
        break;
    case KeyMatch::None:
        request.kind = RouteKind::CrossPartitionQuery;
        request.partitionsScanned = container.physicalPartitions;
        break;
    }
    // A sorted "first N" across partitions loads each partition's first N.
    double loaded = request.documents;
    if (match != KeyMatch::Full && part == ReadPart::Whole && topLimit(*pattern.pattern))
        loaded = topDocumentsLoaded(request.documents, request.partitionsScanned,
            holders.size() == 1 ? m_index.documentCount(primary) : 0);
    const double loadedKB = request.documents > 0 ? request.returnedKB * loaded / request.documents : 0;
    request.ruPerRequest = m_cost.query(loaded, loadedKB, request.partitionsScanned, pattern.consistency)
        + m_cost.search(pattern.pattern->operation, request.partitionsScanned, pattern.consistency);
    return request;
}

std::optional<double> Router::writtenWithPrimary(int primary, int holder) const
{
    // The nearest way up to the primary gives the count, multiplied through children
    // embedded on the way. A sibling of an embedded primary is not its descendant, and
    // not written; many-to-many links are written by links().
    return walkUpParents(
        m_index, holder, 1.0,
        [](double count, const Relationship &r) { return count * std::max(1.0, r.avgChildren.value_or(1)); },
        [primary](int entity, double count) { return entity == primary ? std::optional<double>(count) : std::nullopt; });
}

SubRequest Router::write(
    const PatternInfo &pattern, const ContainerRouting &container, Holders holders, bool named) const
{
    SubRequest request;
    request.kind = RouteKind::Write;
    request.operation = pattern.pattern->operation;
    if (named) {
        request.container = container.name;
        request.keyPaths = container.keyPaths;
    }
    request.writes.reserve(holders.size());
    request.writeFactor = container.writeFactor;
    request.documents = 0;
    const int primary = pattern.entities.front();
    const int primaryHolder = m_placement.holder[size_t(primary)];
    for (size_t i = 0; i < holders.size(); ++i) {
        const int holder = holders[i];
        WritePart part;
        if (named)
            part.entity = m_index.entity(holder).id;
        part.documentKB = m_placement.docAvgKB[size_t(holder)];
        part.terms = (*m_terms)[size_t(holder)]
            * (m_entityShares.empty() ? container.indexedShare : m_entityShares[size_t(holder)]);
        part.operation = request.operation;
        part.documents = 1;
        if (request.operation == Operation::Batch) {
            // A batch creates the primary's documents and patches the others in the same
            // partition (the "add a comment, count it on the post" transaction).
            if (holder != primaryHolder)
                part.operation = Operation::Patch;
            else if (primary == primaryHolder)
                part.operation = Operation::Create;
            else
                part.operation = Operation::Replace; // the primary goes into an existing document
        } else if (holder == primaryHolder) {
            // A child kept in its parent's array is no document of its own: adding or
            // removing it rewrites the parent at its whole size (RULES.md section 5).
            if (primary != primaryHolder && request.operation != Operation::Patch)
                part.operation = Operation::Replace;
        } else if (const std::optional<double> written = writtenWithPrimary(primary, holder)) {
            part.documents = *written; // children written with their parent
        } else if (request.operation == Operation::Create || request.operation == Operation::Upsert
            || request.operation == Operation::Delete) {
            continue; // a parent or another entity the pattern names: referred to, not written
        }
        const double changed = part.operation == Operation::Patch && request.operation == Operation::Batch
            ? 1.0
            : changedTerms(pattern, part.terms);
        part.ruEach = m_cost.write(part.operation, part.documentKB, part.terms, changed) * container.writeFactor;
        request.ruPerRequest += part.documents * part.ruEach;
        request.documents += part.documents;
        request.writes.push_back(part);
    }
    return request;
}

SubRequest Router::links(
    const PatternInfo &pattern, const ContainerRouting &container, const EdgeRoute &edge, bool named) const
{
    // Link documents hold two ids and little else: about 1 KB.
    constexpr double kLinkKB = 1;
    SubRequest request;
    request.operation = pattern.pattern->operation;
    if (named) {
        request.container = container.name;
        request.edgeParent = m_index.entity(edge.parent).id;
        request.edgeChild = m_index.entity(edge.child).id;
        request.keyPaths = container.keyPaths;
    }
    // Indexed: id, partitionKey and the two side ids.
    constexpr double kLinkTerms = 4;
    if (!pattern.read) {
        request.kind = RouteKind::Write;
        request.documents = 2;
        const double each = m_cost.write(request.operation, kLinkKB, kLinkTerms, kLinkTerms);
        request.ruPerRequest = 2 * each;
        WritePart part;
        part.documents = 2;
        part.documentKB = kLinkKB;
        part.terms = kLinkTerms;
        part.operation = request.operation;
        part.ruEach = each;
        request.writes.push_back(part);
        return request;
    }
    const bool keyed = keyMatch(pattern, container) == KeyMatch::Full;
    request.kind = keyed ? RouteKind::SinglePartitionQuery : RouteKind::CrossPartitionQuery;
    request.partitionsScanned = keyed ? 0 : container.physicalPartitions;
    request.documents = pattern.resultCount;
    request.returnedKB = pattern.resultCount * kLinkKB;
    request.consistency = pattern.consistency;
    request.consistencyFactor = m_cost.readFactor(pattern.consistency);
    request.ruPerRequest
        = m_cost.query(request.documents, request.returnedKB, request.partitionsScanned, pattern.consistency);
    return request;
}

void Router::fanOut(
    const PatternInfo &pattern, PatternAnalysis &out, const std::vector<ContainerRouting> &containers, bool named) const
{
    const Operation op = pattern.pattern->operation;
    if ((op != Operation::Replace && op != Operation::Patch && op != Operation::Upsert) || pattern.entities.empty())
        return;
    const int sourceIndex = pattern.entities.front();
    const Entity &source = m_index.entity(sourceIndex);
    const QStringList &changed = pattern.pattern->attributesNeeded;
    for (const ModelIndex::Copy &copy : m_index.copiesOf(sourceIndex)) {
        if (!changed.isEmpty() && !changed.contains(copy.property))
            continue;
        const Entity &holder = m_index.entity(copy.holder);
        FanOutPart part;
        if (named)
            part = {source.id, copy.property, holder.id, copy.attribute->name, 1, 0, {}};
        part.containerIndex = m_placement.container[size_t(copy.holder)];
        for (int r : m_index.relationshipsOf(sourceIndex)) {
            const Relationship &relationship = m_index.model().relationships[size_t(r)];
            if (relationship.from == source.id && relationship.to == holder.id)
                part.copies = relationship.avgChildren.value_or(1);
        }
        // The copy changes one indexed term of the document that holds it, if its
        // container's policy indexes it.
        const double share = !m_entityShares.empty()          ? m_entityShares[size_t(copy.holder)]
            : size_t(part.containerIndex) < containers.size() ? containers[size_t(part.containerIndex)].indexedShare
                                                              : 1.0;
        part.ruEach = m_cost.write(op == Operation::Patch ? Operation::Patch : Operation::Replace,
            m_placement.docAvgKB[size_t(copy.holder)], (*m_terms)[size_t(copy.holder)] * share, 1);
        out.fanOutRuPerRequest += part.copies * part.ruEach;
        out.fanOut.push_back(part);
    }
}

PatternAnalysis Router::route(
    const PatternInfo &pattern, const std::vector<ContainerRouting> &containers, RouteDetail detail) const
{
    const bool named = detail == RouteDetail::Full;
    PatternAnalysis out;
    if (named)
        out.id = pattern.pattern->id;
    if (pattern.entities.empty()) {
        out.kind = pattern.read ? RouteKind::SinglePartitionQuery : RouteKind::Write;
        return out;
    }

    // Group the touched entities by container, the primary's container first; within
    // a container, by the document that holds them. Patterns touch a few entities:
    // the groups stay on the stack.
    struct Group {
        int container;
        QVarLengthArray<int, 8> holders;
    };
    QVarLengthArray<Group, 4> groups;
    for (int e : pattern.entities) {
        const int container = m_placement.container[size_t(e)];
        const int holder = m_placement.holder[size_t(e)];
        auto group
            = std::find_if(groups.begin(), groups.end(), [&](const Group &g) { return g.container == container; });
        if (group == groups.end()) {
            groups.append(Group {container, {}});
            group = groups.end() - 1;
        }
        if (std::find(group->holders.begin(), group->holders.end(), holder) == group->holders.end())
            group->holders.append(holder);
    }

    // One request per container for most patterns: the analysis keeps tens of
    // thousands of these lists, so room for more is made only when needed.
    out.requests.reserve(size_t(groups.size()));
    for (qsizetype g = 0; g < groups.size(); ++g) {
        const ContainerRouting &container = containers[size_t(groups[g].container)];
        const Holders holders(groups[g].holders.data(), size_t(groups[g].holders.size()));
        const size_t before = out.requests.size();
        if (pattern.read)
            readGroup(pattern, container, holders, g == 0, named, out.requests);
        else if (SubRequest request = write(pattern, container, holders, named); !request.writes.empty())
            out.requests.push_back(std::move(request));
        for (size_t r = before; r < out.requests.size(); ++r)
            out.requests[r].containerIndex = groups[g].container;
        // A container whose documents the write only refers to is not touched.
        if (out.requests.size() > before)
            ++out.containersTouched;
    }
    for (int e : pattern.entities)
        for (int edgeIndex : m_edgesByParent[size_t(e)]) {
            const EdgeRoute &edge = m_edges[size_t(edgeIndex)];
            if (pattern.touches(edge.child)) {
                out.requests.push_back(links(pattern, containers[size_t(edge.container)], edge, named));
                out.requests.back().containerIndex = edge.container;
            }
        }
    for (const SubRequest &request : out.requests) {
        out.ruPerRequest += request.ruPerRequest;
        if (request.kind == RouteKind::CrossPartitionQuery)
            out.singlePartition = false;
    }
    out.container = out.requests.front().container;
    out.kind = out.requests.front().kind;

    fanOut(pattern, out, containers, named);
    if (named)
        for (FanOutPart &part : out.fanOut)
            if (part.containerIndex >= 0 && size_t(part.containerIndex) < containers.size())
                part.container = containers[size_t(part.containerIndex)].name;
    out.ruPerRequest += out.fanOutRuPerRequest;
    out.ruPerSecondAvg = pattern.rpsAvg * out.ruPerRequest;
    out.ruPerSecondPeak = pattern.rpsPeak * out.ruPerRequest;
    return out;
}

} // namespace cosmos

// SPDX-License-Identifier: MIT
#include "router.h"

#include "analysistr.h"
#include "numberformat.h"

#include <algorithm>

namespace cosmos {

using A = AssumptionId;

Router::Router(const ModelIndex &index, const Placement &placement, const AssumptionValues &assumptions,
               std::vector<EdgeRoute> edges)
    : m_index(index), m_placement(placement), m_a(assumptions), m_cost(assumptions), m_edges(std::move(edges))
    , m_edgesByParent(size_t(index.entityCount()))
{
    for (size_t i = 0; i < m_edges.size(); ++i)
        m_edgesByParent[size_t(m_edges[i].parent)].push_back(int(i));
}

QString Router::names(const std::vector<int> &entities) const
{
    QStringList list;
    for (int e : entities)
        list << m_index.entity(e).name;
    return list.join(QStringLiteral(" + "));
}

Router::KeyMatch Router::keyMatch(const PatternInfo &pattern, const ContainerRouting &container) const
{
    if (!container.edgeKeyProperties.isEmpty()) {
        for (const QString &property : container.edgeKeyProperties)
            if (pattern.filtersOnEq(property))
                return KeyMatch::Full;
        return KeyMatch::None;
    }
    if (container.keyPaths.isEmpty())
        return KeyMatch::Full;
    int covered = 0;
    for (const QString &path : container.keyPaths) {
        if (!pattern.filtersOnEq(path.mid(1).replace(QLatin1Char('/'), QLatin1Char('.'))))
            break;
        ++covered;
    }
    if (covered == container.keyPaths.size())
        return KeyMatch::Full;
    return covered > 0 ? KeyMatch::Prefix : KeyMatch::None;
}

bool Router::idKnown(const PatternInfo &pattern, int holder) const
{
    return std::any_of(pattern.filters.begin(), pattern.filters.end(), [&](const ResolvedFilter &f) {
        return f.op == FilterOp::Eq && f.attribute && f.attribute->type == AttributeType::Id && f.entity == holder;
    });
}

SubRequest Router::read(const PatternInfo &pattern, const ContainerRouting &container, const std::vector<int> &holders,
                        bool first) const
{
    SubRequest request;
    request.container = container.name;
    const int primary = holders.front();
    const double primaryKB = m_placement.docAvgKB[size_t(primary)];
    const KeyMatch match = keyMatch(pattern, container);
    const QString key = container.keyPaths.join(QStringLiteral(", "));
    const QString strong = m_cost.readFactor(pattern.consistency) > 1
        ? AnalysisTr::tr(" (× %1 for %2 consistency)")
              .arg(formatNumber(m_cost.readFactor(pattern.consistency)), toQString(pattern.consistency))
        : QString();

    const bool pointRead = pattern.pattern->operation == Operation::PointRead && first && holders.size() == 1;
    if (pointRead && match == KeyMatch::Full && idKnown(pattern, primary)) {
        request.kind = RouteKind::PointRead;
        request.ruPerRequest = m_cost.pointRead(primaryKB, pattern.consistency);
        request.returnedKB = primaryKB;
        request.reasons << AnalysisTr::tr("Point read of one %1 document (%2) by id and partition key: %3 RU/KB × %4 KB = "
                                          "%5 RU%6.")
                               .arg(m_index.entity(primary).name, formatKB(primaryKB), formatNumber(m_a[A::PointReadRu]),
                                    formatNumber(std::max(1.0, primaryKB)), formatNumber(request.ruPerRequest), strong);
        return request;
    }
    if (pattern.pattern->operation == Operation::PointRead && first) {
        if (match != KeyMatch::Full)
            request.reasons << AnalysisTr::tr("Declared as a point read, but the filters do not give the partition key "
                                              "(%1): it runs as a query.")
                                   .arg(key);
        else if (!idKnown(pattern, primary))
            request.reasons << AnalysisTr::tr("Declared as a point read, but no filter gives the %1 id: it runs as a query.")
                                   .arg(m_index.entity(primary).name);
        else
            request.reasons << AnalysisTr::tr("Declared as a point read, but it returns several document types: it "
                                              "runs as a query.");
    }

    // Query: `resultCount` documents. With several document types (a parent and its
    // co-located children), the primary's document comes first and the rest are the
    // other types in proportion to how many of each a primary document has.
    const double results = pattern.resultCount;
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
    int scanned = 0;
    if (match == KeyMatch::Full) {
        request.kind = RouteKind::SinglePartitionQuery;
    } else if (match == KeyMatch::Prefix) {
        request.kind = RouteKind::CrossPartitionQuery;
        scanned = 1; // a key prefix routes to the few partitions that hold it
    } else {
        request.kind = RouteKind::CrossPartitionQuery;
        scanned = container.physicalPartitions;
    }
    request.ruPerRequest = m_cost.query(request.returnedKB, scanned, pattern.consistency);
    const QString arithmetic = scanned > 0
        ? AnalysisTr::tr("%1 + %2 KB + %3 × %4 partitions = %5 RU")
              .arg(formatNumber(m_a[A::QueryBaseRu]), formatNumber(request.returnedKB * m_a[A::QueryRuPerKB]),
                   formatNumber(m_a[A::CrossPartitionRuPerPartition]), QString::number(scanned),
                   formatNumber(request.ruPerRequest))
        : AnalysisTr::tr("%1 + %2 KB = %3 RU")
              .arg(formatNumber(m_a[A::QueryBaseRu]), formatNumber(request.returnedKB * m_a[A::QueryRuPerKB]),
                   formatNumber(request.ruPerRequest));
    const QString what = AnalysisTr::tr("%1 %2 documents (%3 returned)")
                             .arg(formatNumber(results), names(holders), formatKB(request.returnedKB));
    switch (match) {
    case KeyMatch::Full:
        request.reasons << AnalysisTr::tr("Single-partition query for %1: the filters give the partition key %2; %3%4.")
                               .arg(what, container.edgeKeyProperties.isEmpty() ? key : AnalysisTr::tr("(either side's id)"),
                                    arithmetic, strong);
        break;
    case KeyMatch::Prefix:
        request.reasons << AnalysisTr::tr("Prefix query for %1: the filters give the first level of the hierarchical key "
                                          "%2; %3%4.")
                               .arg(what, key, arithmetic, strong);
        break;
    case KeyMatch::None:
        request.reasons << AnalysisTr::tr("Cross-partition query for %1: no equality filter on the partition key %2, so "
                                          "all %3 physical partitions are asked; %4%5.")
                               .arg(what, key.isEmpty() ? AnalysisTr::tr("(either side's id)") : key,
                                    QString::number(container.physicalPartitions), arithmetic, strong);
        break;
    }
    return request;
}

SubRequest Router::links(const PatternInfo &pattern, const ContainerRouting &container, const EdgeRoute &edge) const
{
    // Link documents hold two ids and little else: about 1 KB.
    constexpr double kLinkKB = 1;
    SubRequest request;
    request.container = container.name;
    const QString sides = m_index.entity(edge.parent).name + QStringLiteral(" ↔ ") + m_index.entity(edge.child).name;
    if (!pattern.read) {
        request.kind = RouteKind::Write;
        request.documents = 2;
        request.ruPerRequest = 2 * m_cost.write(pattern.pattern->operation, kLinkKB);
        request.reasons << AnalysisTr::tr("%1 of the %2 link in both directions: 2 × %3 RU = %4 RU.")
                               .arg(toQString(pattern.pattern->operation), sides,
                                    formatNumber(m_cost.write(pattern.pattern->operation, kLinkKB)),
                                    formatNumber(request.ruPerRequest));
        return request;
    }
    const bool keyed = keyMatch(pattern, container) == KeyMatch::Full;
    request.kind = keyed ? RouteKind::SinglePartitionQuery : RouteKind::CrossPartitionQuery;
    request.documents = pattern.resultCount;
    request.returnedKB = pattern.resultCount * kLinkKB;
    request.ruPerRequest = m_cost.query(request.returnedKB, keyed ? 0 : container.physicalPartitions, pattern.consistency);
    request.reasons << AnalysisTr::tr("Query of %1 %2 link documents (%3 RU), %4.")
                           .arg(formatNumber(pattern.resultCount), sides, formatNumber(request.ruPerRequest),
                                keyed ? AnalysisTr::tr("within one side's partition")
                                      : AnalysisTr::tr("across partitions: no side's id is given"));
    return request;
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

double Router::documentsPerParent(const PatternInfo &pattern, int holder) const
{
    // A write that creates a parent with co-located children writes each child
    // document: as many as the relationship's average.
    for (int r : m_index.relationshipsOf(holder)) {
        const Relationship &relationship = m_index.model().relationships[size_t(r)];
        const int parent = m_index.parentOf(relationship);
        if (m_index.childOf(relationship) == holder && parent != holder && pattern.touches(parent)
            && relationship.avgChildren)
            return std::max(1.0, *relationship.avgChildren);
    }
    return 1;
}

SubRequest Router::write(const PatternInfo &pattern, const ContainerRouting &container, const std::vector<int> &holders) const
{
    SubRequest request;
    request.container = container.name;
    request.kind = RouteKind::Write;
    const Operation op = pattern.pattern->operation;
    request.documents = 0;
    for (size_t i = 0; i < holders.size(); ++i) {
        const int holder = holders[i];
        const double kb = m_placement.docAvgKB[size_t(holder)];
        const double documents = (i == 0) ? 1 : documentsPerParent(pattern, holder);
        const double each = m_cost.write(op, kb) * container.writeFactor;
        request.ruPerRequest += documents * each;
        request.documents += documents;
        request.reasons << (op == Operation::Patch
                                ? AnalysisTr::tr("%1 of %2 %3 document(s): %4 × %5 RU = %6 RU.")
                                      .arg(toQString(op), formatNumber(documents), m_index.entity(holder).name,
                                           formatNumber(documents), formatNumber(each), formatNumber(documents * each))
                                : AnalysisTr::tr("%1 of %2 %3 document(s) of %4: %5 × %6 RU = %7 RU.")
                                      .arg(toQString(op), formatNumber(documents), m_index.entity(holder).name,
                                           formatKB(kb), formatNumber(documents), formatNumber(each),
                                           formatNumber(documents * each)));
    }
    if (container.writeFactor > 1)
        request.reasons << AnalysisTr::tr("Includes × %1 for the container's unique keys.").arg(formatNumber(container.writeFactor));
    if (op == Operation::Batch)
        request.reasons << AnalysisTr::tr("A transactional batch holds at most 100 operations on one partition key value.");
    return request;
}

double Router::fanOut(const PatternInfo &pattern, QStringList &reasons) const
{
    const Operation op = pattern.pattern->operation;
    if ((op != Operation::Replace && op != Operation::Patch && op != Operation::Upsert) || pattern.entities.empty())
        return 0;
    const int sourceIndex = pattern.entities.front();
    const Entity &source = m_index.entity(sourceIndex);
    const QStringList &changed = pattern.pattern->attributesNeeded;
    double total = 0;
    for (const ModelIndex::Copy &copy : m_index.copiesOf(sourceIndex)) {
        if (!changed.isEmpty() && !changed.contains(copy.property))
            continue;
        const Entity &holder = m_index.entity(copy.holder);
        double copies = 1;
        for (int r : m_index.relationshipsOf(sourceIndex)) {
            const Relationship &relationship = m_index.model().relationships[size_t(r)];
            if (relationship.from == source.id && relationship.to == holder.id)
                copies = relationship.avgChildren.value_or(1);
        }
        const double kb = m_placement.docAvgKB[size_t(copy.holder)];
        const double each = m_cost.write(op == Operation::Patch ? Operation::Patch : Operation::Replace, kb);
        total += copies * each;
        reasons << AnalysisTr::tr("Changing %1.%2 also updates its copy %3.%4 in %5 %3 document(s): %5 × %6 RU = %7 RU.")
                       .arg(source.name, copy.property, holder.name, copy.attribute->name, formatNumber(copies),
                            formatNumber(each), formatNumber(copies * each));
    }
    return total;
}

PatternAnalysis Router::route(const PatternInfo &pattern, const std::vector<ContainerRouting> &containers) const
{
    PatternAnalysis out;
    out.id = pattern.pattern->id;
    const bool reading = pattern.read;
    if (pattern.entities.empty()) {
        out.kind = reading ? RouteKind::SinglePartitionQuery : RouteKind::Write;
        out.reasons << AnalysisTr::tr("The pattern touches no entity, so it costs nothing here.");
        return out;
    }

    // Group the touched entities by container, the primary's container first; within
    // a container, by the document that holds them.
    std::vector<std::pair<int, std::vector<int>>> groups;
    for (int e : pattern.entities) {
        const int container = m_placement.container[size_t(e)];
        const int holder = m_placement.holder[size_t(e)];
        auto group = std::find_if(groups.begin(), groups.end(), [&](const auto &g) { return g.first == container; });
        if (group == groups.end()) {
            groups.push_back({container, {}});
            group = groups.end() - 1;
        }
        if (std::find(group->second.begin(), group->second.end(), holder) == group->second.end())
            group->second.push_back(holder);
    }

    for (size_t g = 0; g < groups.size(); ++g) {
        const ContainerRouting &container = containers[size_t(groups[g].first)];
        SubRequest request = reading ? read(pattern, container, groups[g].second, g == 0)
                                     : write(pattern, container, groups[g].second);
        out.ruPerRequest += request.ruPerRequest;
        if (request.kind == RouteKind::CrossPartitionQuery)
            out.singlePartition = false;
        out.requests.push_back(std::move(request));
    }
    for (int e : pattern.entities) {
      for (int edgeIndex : m_edgesByParent[size_t(e)]) {
        const EdgeRoute &edge = m_edges[size_t(edgeIndex)];
        if (!pattern.touches(edge.child))
            continue;
        SubRequest request = links(pattern, containers[size_t(edge.container)], edge);
        out.ruPerRequest += request.ruPerRequest;
        if (request.kind == RouteKind::CrossPartitionQuery)
            out.singlePartition = false;
        out.requests.push_back(std::move(request));
      }
    }
    out.container = out.requests.front().container;
    out.kind = out.requests.front().kind;
    if (groups.size() > 1)
        out.reasons << AnalysisTr::tr("The entities live in %1 containers, so the pattern needs %1 requests.")
                           .arg(groups.size());

    out.fanOutRuPerRequest = fanOut(pattern, out.reasons);
    out.ruPerRequest += out.fanOutRuPerRequest;
    out.ruPerSecondAvg = pattern.rpsAvg * out.ruPerRequest;
    out.ruPerSecondPeak = pattern.rpsPeak * out.ruPerRequest;
    return out;
}

} // namespace cosmos

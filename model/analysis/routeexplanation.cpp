// SPDX-License-Identifier: MIT
#include "routeexplanation.h"

#include "analysistr.h"
#include "numberformat.h"
#include "requestcost.h"

#include "model/document/modellookup.h"

namespace cosmos {

namespace {

using A = AssumptionId;

// The write operation as the verb of its cost line: "Create 1 Order document …".
Text writeVerb(Operation operation)
{
    switch (operation) {
    case Operation::Create:
        return AnalysisTr::tr("Create", "a write's cost line: Create 2 Order documents of 1 KB");
    case Operation::Replace:
        return AnalysisTr::tr("Replace", "a write's cost line: Replace 2 Order documents of 1 KB");
    case Operation::Patch:
        return AnalysisTr::tr("Patch", "a write's cost line: Patch 2 Order documents of 1 KB");
    case Operation::Upsert:
        return AnalysisTr::tr("Upsert", "a write's cost line: Upsert 2 Order documents of 1 KB");
    case Operation::Delete:
        return AnalysisTr::tr("Delete", "a write's cost line: Delete 2 Order documents of 1 KB");
    default:
        return AnalysisTr::tr("Write", "a write's cost line: Write 2 Order documents of 1 KB");
    }
}

QString nameOf(const Model &model, const QString &id)
{
    return ModelLookup::entityName(model, id);
}

QString namesOf(const Model &model, const QStringList &ids)
{
    return ModelLookup::entityNames(model, ids).join(QStringLiteral(" + "));
}

Text consistencyNote(const SubRequest &r)
{
    return r.consistencyFactor > 1
        ? AnalysisTr::tr(" (× %1 for %2 consistency)").arg(formatNumber(r.consistencyFactor), toQString(r.consistency))
        : Text();
}

// How a query's charge adds up: the lookups per partition visited, the search where
// there is one, and the documents it loads, each at least what its size adds to a point
// read (RequestCost).
Text queryArithmetic(const SubRequest &r, const AssumptionValues &a, int visited)
{
    const RequestCost cost(a);
    const double lookups = a[A::QueryBaseRu] * visited * r.consistencyFactor;
    const double searching = cost.search(r.operation, visited, r.consistency);
    const QString loading = formatNumber(std::max(0.0, r.ruPerRequest - lookups - searching));
    if (isSearch(r.operation))
        return AnalysisTr::tr("%1 RU index lookup and %2 RU search per partition × %3 + %4 RU to load the top results "
                              "= %5 RU")
            .arg(formatNumber(a[A::QueryBaseRu]), formatNumber(cost.searchPerPartition(r.operation)),
                QString::number(visited), loading, formatNumber(r.ruPerRequest));
    if (cost.loadsBySize(r.documents, r.returnedKB))
        return AnalysisTr::tr("%1 RU index lookup per partition × %2 + %3 RU to load the documents, each charged what "
                              "its size adds to a point read (a query never costs less than reading by id) = %4 RU")
            .arg(formatNumber(a[A::QueryBaseRu]), QString::number(visited), loading, formatNumber(r.ruPerRequest));
    return AnalysisTr::tr("%1 RU index lookup per partition × %2 + %3 RU to load the documents = %4 RU")
        .arg(formatNumber(a[A::QueryBaseRu]), QString::number(visited), loading, formatNumber(r.ruPerRequest));
}

Texts readReasons(const SubRequest &r, const Model &model, const AssumptionValues &a)
{
    Texts reasons;
    const QString key = r.keyPaths.join(QStringLiteral(", "));
    const QString primary = r.documentTypes.isEmpty() ? QString() : nameOf(model, r.documentTypes.front());
    if (r.kind == RouteKind::PointRead) {
        reasons << AnalysisTr::tr(
            "Point read of one %1 document (%2) by id and partition key: %3 RU on the measured size curve%4.")
                       .arg(primary, formatKB(r.returnedKB), formatNumber(r.ruPerRequest), consistencyNote(r));
        return reasons;
    }
    switch (r.pointReadMiss) {
    case SubRequest::PointReadMiss::None:
        break;
    case SubRequest::PointReadMiss::NoKey:
        reasons << AnalysisTr::tr("Declared as a point read, but the filters do not give the partition key (%1): it "
                                  "runs as a query.")
                       .arg(key);
        break;
    case SubRequest::PointReadMiss::NoId:
        reasons << AnalysisTr::tr("Declared as a point read, but no filter gives the %1 id: it runs as a query.")
                       .arg(primary);
        break;
    case SubRequest::PointReadMiss::SeveralTypes:
        reasons << AnalysisTr::tr(
            "Declared as a point read, but it returns several document types: it runs as a query.");
        break;
    }
    const int visited = std::max(1, r.partitionsScanned);
    const Text arithmetic = queryArithmetic(r, a, visited);
    if (isSearch(r.operation))
        reasons << AnalysisTr::tr("A search's cost per partition is an assumption (vectorSearchRu %1 RU, "
                                  "fullTextSearchRu %2 RU): replace it with the charge your account reports.")
                       .arg(formatNumber(a[A::VectorSearchRu]), formatNumber(a[A::FullTextSearchRu]));
    if (!r.edgeParent.isEmpty()) {
        reasons << AnalysisTr::tr("Query of %1 %2 ↔ %3 link documents, %4; %5%6.")
                       .arg(formatNumber(r.documents), nameOf(model, r.edgeParent), nameOf(model, r.edgeChild),
                           r.kind == RouteKind::SinglePartitionQuery
                               ? AnalysisTr::tr("within one side's partition")
                               : AnalysisTr::tr("across partitions: no side's id is given"),
                           arithmetic, consistencyNote(r));
        return reasons;
    }
    // The counts are averages, often fractional: one message for exactly one, one for the rest.
    const Text what = (r.documents == 1 ? AnalysisTr::tr("%1 %2 document (%3 returned)")
                                        : AnalysisTr::tr("%1 %2 documents (%3 returned)"))
                          .arg(formatNumber(r.documents), namesOf(model, r.documentTypes), formatKB(r.returnedKB));
    if (r.kind == RouteKind::SinglePartitionQuery)
        reasons << AnalysisTr::tr("Single-partition query for %1: the filters give the partition key %2; %3%4.")
                       .arg(what, key, arithmetic, consistencyNote(r));
    else if (r.prefixOnly)
        reasons << AnalysisTr::tr(
            "Prefix query for %1: the filters give the first level of the hierarchical key %2; %3%4.")
                       .arg(what, key, arithmetic, consistencyNote(r));
    else if (r.partitionsScanned <= 1)
        reasons << AnalysisTr::tr("Cross-partition query for %1: no equality filter on the partition key %2, so every "
                                  "physical partition is asked, one today; %3%4.")
                       .arg(what, key, arithmetic, consistencyNote(r));
    else
        reasons << AnalysisTr::tr("Cross-partition query for %1: no equality filter on the partition key %2, so all %3 "
                                  "physical partitions are asked; %4%5.")
                       .arg(what, key, QString::number(r.partitionsScanned), arithmetic, consistencyNote(r));
    return reasons;
}

// "review.createdAt" → "createdAt": the property as the documents hold it.
QString propertyName(const QString &written, const Model &model, const AccessPattern &pattern)
{
    const qsizetype dot = written.indexOf(QLatin1Char('.'));
    if (dot > 0)
        for (const QString &id : pattern.entities) {
            const Entity *entity = ModelLookup::entity(model, id);
            if (entity && (written.left(dot) == entity->id || written.left(dot) == entity->name))
                return written.mid(dot + 1);
        }
    return written;
}

// Why a request reads some document types on their own (Router::readGroup).
Text apartReason(const SubRequest &r, const Model &model, const AccessPattern &pattern)
{
    QStringList lacked;
    auto add = [&](const QString &written) {
        const QString name = propertyName(written, model, pattern);
        if (!lacked.contains(name))
            lacked << name;
    };
    for (int f : r.skippedFilters)
        if (size_t(f) < pattern.filters.size())
            add(pattern.filters[size_t(f)].attribute);
    for (int k : r.skippedSorts)
        if (size_t(k) < pattern.sort.size())
            add(pattern.sort[size_t(k)].attribute);
    return AnalysisTr::tr("%1 documents have no %2: a query on it would miss them, or sort them after every page of "
                          "the others, so they are read on their own.")
        .arg(namesOf(model, r.documentTypes), lacked.join(QStringLiteral(", ")));
}

Texts writeReasons(const SubRequest &r, const Model &model)
{
    Texts reasons;
    for (const WritePart &part : r.writes) {
        const Text what = part.entity.isEmpty()
            ? AnalysisTr::tr("%1 ↔ %2 link").arg(nameOf(model, r.edgeParent), nameOf(model, r.edgeChild))
            : Text(nameOf(model, part.entity));
        reasons << (part.documents == 1
                ? AnalysisTr::tr("%1 %2 %3 document of %4 with %5 indexed terms: %2 × %6 RU = %7 RU.")
                : AnalysisTr::tr("%1 %2 %3 documents of %4 with %5 indexed terms: %2 × %6 RU = %7 RU."))
                       .arg(writeVerb(part.operation), formatNumber(part.documents), what, formatKB(part.documentKB),
                           formatNumber(part.terms), formatNumber(part.ruEach),
                           formatNumber(part.documents * part.ruEach));
    }
    if (r.writeFactor > 1)
        reasons << AnalysisTr::tr("Includes × %1 for the container's unique keys.").arg(formatNumber(r.writeFactor));
    if (r.operation == Operation::Batch)
        reasons << AnalysisTr::tr("A transactional batch holds at most 100 operations on one partition key value.");
    return reasons;
}

} // namespace

Texts requestReasons(const SubRequest &request, const Model &model, const AssumptionValues &assumptions)
{
    return request.kind == RouteKind::Write ? writeReasons(request, model) : readReasons(request, model, assumptions);
}

namespace {

// RULES.md section 13: how the chosen remedy serves the pattern, or what the
// recommended one would do when the user keeps the pattern cross-partition.
Text remedyReason(const PatternRemedy &remedy, const Model &model, bool chosen)
{
    const QString before = formatNumber(remedy.ruPerRequestBefore);
    const QString after = formatNumber(remedy.ruPerRequestAfter);
    const QString key = remedy.partitionKey.join(QStringLiteral(", "));
    if (!chosen)
        return AnalysisTr::tr("A copy of the %1 documents in %2, kept by the change feed and keyed by %3, would "
                              "serve it from one partition: %4 RU instead of %5 RU, and about %6 a month less in "
                              "total with the copies' writes and storage.")
            .arg(nameOf(model, remedy.sourceEntity), remedy.container, key, after, before,
                formatUsd(-remedy.monthlyCostDeltaUsd));
    switch (remedy.kind) {
    case RemedyKind::PassKey:
        return AnalysisTr::tr("The caller passes %1, the partition key, so the query reads one partition: %2 RU "
                              "instead of %3 RU.")
            .arg(remedy.keyAttribute, after, before);
    case RemedyKind::Gsi:
        return AnalysisTr::tr("Served by %1, a global secondary index (preview) of %2 keyed by %3: the query reads "
                              "one partition, %4 RU instead of %5 RU.")
            .arg(remedy.container, remedy.source, key, after, before);
    case RemedyKind::View:
    case RemedyKind::None:
        break;
    }
    if (remedy.feed)
        return AnalysisTr::tr("Served by %1, a change-feed view that keeps the newest %2 %3 documents in one "
                              "partition: the query reads it, %4 RU instead of %5 RU.")
            .arg(remedy.container, formatNumber(remedy.feedDocuments), nameOf(model, remedy.sourceEntity), after,
                before);
    return AnalysisTr::tr("Served by %1, where a change-feed view keeps copies of the %2 documents keyed by %3: the "
                          "query reads one partition, %4 RU instead of %5 RU.")
        .arg(remedy.container, nameOf(model, remedy.sourceEntity), key, after, before);
}

} // namespace

// What a sorted "first N" read across partitions loads (Router::read), when it is one.
std::optional<double> topLoad(const PatternAnalysis &pattern, const SubRequest &request, const Model &model)
{
    if (request.kind != RouteKind::CrossPartitionQuery || request.partitionsScanned < 2)
        return std::nullopt;
    const auto readsThere = std::count_if(pattern.requests.begin(), pattern.requests.end(),
        [&](const SubRequest &r) { return r.container == request.container && r.kind != RouteKind::Write; });
    const AccessPattern *declared = ModelLookup::accessPattern(model, pattern.id);
    if (readsThere != 1 || !declared || !topLimit(*declared))
        return std::nullopt;
    const Entity *only = request.documentTypes.size() == 1 ? ModelLookup::entity(model, request.documentTypes.front())
                                                           : nullptr;
    return topDocumentsLoaded(
        request.documents, request.partitionsScanned, only ? only->documentCount.value_or(0) : 0);
}

Texts patternReasons(const PatternAnalysis &pattern, const Model &model, const AssumptionValues &assumptions)
{
    Texts reasons;
    if (pattern.requests.empty()) {
        reasons << AnalysisTr::tr("The pattern touches no entity, so it costs nothing here.");
        return reasons;
    }
    if (pattern.containersTouched > 1)
        reasons << AnalysisTr::tr("The entities live in %1 containers, so the pattern needs %1 requests.")
                       .arg(pattern.containersTouched);
    if (const PatternRemedy *chosen = pattern.chosenRemedy())
        reasons << remedyReason(*chosen, model, true);
    for (const SubRequest &request : pattern.requests) {
        if (!request.skippedFilters.empty() || !request.skippedSorts.empty())
            if (const AccessPattern *declared = ModelLookup::accessPattern(model, pattern.id))
                reasons << apartReason(request, model, *declared);
        if (request.copyWrite && request.copyShare < 1)
            reasons << AnalysisTr::tr("Its copy in %1 is written only while the document is among the feed's "
                                      "newest, for %2 of these requests: %3 RU a request on average. Each time:")
                           .arg(request.container, formatPercent(request.copyShare),
                               formatNumber(request.ruPerRequest, 4));
        else if (request.copyWrite)
            reasons << AnalysisTr::tr("Its copy in %1, kept for a view or an index, is written too:")
                           .arg(request.container);
        reasons << requestReasons(request, model, assumptions);
        if (const std::optional<double> loaded = topLoad(pattern, request, model))
            reasons << AnalysisTr::tr("Sorted and cut to the first %1, the query has each partition return its own "
                                      "first %1 before the merge keeps %1: it loads %2 documents.")
                           .arg(formatNumber(request.documents), formatNumber(*loaded));
    }
    if (!pattern.chosenRemedy())
        for (const PatternRemedy &remedy : pattern.remedies)
            if (remedy.recommended)
                reasons << remedyReason(remedy, model, false);
    for (const FanOutPart &part : pattern.fanOut)
        reasons << (part.copies == 1
                ? AnalysisTr::tr("Changing %1.%2 also updates its copy %3.%4 in %5 %3 document: %5 × %6 "
                                 "RU = %7 RU.")
                : AnalysisTr::tr("Changing %1.%2 also updates its copy %3.%4 in %5 %3 documents: %5 × %6 "
                                 "RU = %7 RU."))
                       .arg(nameOf(model, part.source), part.property, nameOf(model, part.holder), part.copy,
                           formatNumber(part.copies), formatNumber(part.ruEach),
                           formatNumber(part.copies * part.ruEach));
    return reasons;
}

} // namespace cosmos

// SPDX-License-Identifier: MIT
#include "reviewchecklist.h"

#include "documenttext.h"
#include "exporttr.h"
#include "model/document/modellookup.h"
#include "markdown.h"

#include "model/analysis/numberformat.h"
#include "model/analysis/uniquekeys.h"

#include <algorithm>

namespace cosmos {

namespace {

using A = AssumptionId;

QString name(const Model &model, const QString &id)
{
    return doc::entity(model, id);
}

QStringList scaleGaps(const Model &model)
{
    QStringList open;
    if (model.application.domain.trimmed().isEmpty())
        open << ExportTr::tr("the application's domain is not set");
    if (model.application.scaleNotes.trimmed().isEmpty())
        open << ExportTr::tr("no scale notes (concurrent users, growth, retention)");
    for (const Entity &entity : model.entities) {
        if (!entity.documentCount)
            open << ExportTr::tr("%1 has no document count").arg(md::text(entity.name));
        if (!entity.avgSizeKB)
            open << ExportTr::tr("%1 has no average document size").arg(md::text(entity.name));
    }
    return open;
}

QStringList unmappedEntities(const Model &model)
{
    QStringList open;
    for (const Entity &entity : model.entities)
        if (doc::readPatterns(model, entity.id).isEmpty() && doc::writePatterns(model, entity.id).isEmpty())
            open << ExportTr::tr("no access pattern touches %1").arg(md::text(entity.name));
    return open;
}

QStringList undecided(const Model &model, const Analysis &analysis)
{
    QStringList open;
    for (const RelationshipAnalysis &r : analysis.relationships)
        if (!r.decision)
            open << ExportTr::tr("%1 → %2 is undecided: %3")
                        .arg(name(model, r.parent), name(model, r.child), md::text(r.undefinedReason));
    return open;
}

QStringList identifyingApart(const Model &model, const Analysis &analysis)
{
    QStringList open;
    for (const RelationshipAnalysis &r : analysis.relationships) {
        const Relationship *relationship = ModelLookup::relationship(model, r.id);
        if (!relationship || !relationship->identifying || r.selfRelationship)
            continue;
        if (analysis.containerOf(r.parent) != analysis.containerOf(r.child))
            open << ExportTr::tr("%1 cannot exist without its %2 but is stored apart from it: partitioning %1 by the "
                                 "%2's id would keep their queries in one partition")
                        .arg(name(model, r.child), name(model, r.parent));
    }
    return open;
}

QStringList incompletePatterns(const Model &model)
{
    QStringList open;
    for (const AccessPattern &p : model.accessPatterns) {
        QStringList missing;
        if (!p.rpsAvg)
            missing << ExportTr::tr("average RPS");
        if (!p.rpsPeak)
            missing << ExportTr::tr("peak RPS");
        if (!p.latencySloMs)
            missing << ExportTr::tr("latency target");
        if (!p.resultCount && p.operation == Operation::Query)
            missing << ExportTr::tr("expected result count");
        for (const QString &id : p.entities)
            if (const Entity *entity = ModelLookup::entity(model, id); entity && !entity->avgSizeKB)
                missing << ExportTr::tr("the size of %1 documents").arg(md::text(entity->name));
        if (!missing.isEmpty())
            open << ExportTr::tr("%1 has no %2").arg(md::text(p.id), md::list(missing));
    }
    return open;
}

QStringList unpairedReadsAndWrites(const Model &model)
{
    QStringList open;
    for (const Entity &entity : model.entities) {
        const QStringList reads = doc::readPatterns(model, entity.id);
        const QStringList writes = doc::writePatterns(model, entity.id);
        if (!reads.isEmpty() && writes.isEmpty())
            open << ExportTr::tr("%1 is read (%2) but never written")
                        .arg(md::text(entity.name), doc::patternList(reads));
        else if (reads.isEmpty() && !writes.isEmpty())
            open << ExportTr::tr("%1 is written (%2) but never read")
                        .arg(md::text(entity.name), doc::patternList(writes));
    }
    return open;
}

QStringList hotContainers(const Analysis &analysis)
{
    QStringList open;
    for (const ContainerAnalysis &c : analysis.containers) {
        // The heatmap can show a physical partition over its share of throughput
        // even when no single key value is hot: the container is sized to its peak.
        const auto busiest = std::max_element(c.heatmap.begin(), c.heatmap.end(),
            [](const HeatCell &x, const HeatCell &y) { return x.ruPerSecond < y.ruPerSecond; });
        if (c.hottest.status == HeatStatus::Ok && busiest != c.heatmap.end() && busiest->ruStatus == HeatStatus::Hot)
            open << ExportTr::tr("%1: the busiest physical partition reaches %2 RU/s at peak, more than its %3 RU/s "
                                 "share, so requests to it may be throttled at peak; provision more throughput or "
                                 "spread the load")
                        .arg(doc::container(c.name), formatRu(busiest->ruPerSecond), formatRu(c.hottest.ruLimit));
        if (c.hottest.status != HeatStatus::Ok)
            open << ExportTr::tr("%1: the hottest key value uses %2 of its throughput limit and %3 of the logical "
                                 "partition size limit (%4)")
                        .arg(doc::container(c.name), formatPercent(c.hottest.ruUtilization),
                            formatPercent(c.hottest.sizeUtilization), doc::status(c.hottest.status));
    }
    return open;
}

QStringList consolidationToReview(const Model &model, const Analysis &analysis)
{
    QStringList open;
    for (const ConsolidationRow &row : analysis.consolidation)
        if (row.verdict == ConsolidationRow::Verdict::ConsiderCarefully)
            open << ExportTr::tr("%1 → %2: %3 overlap is in the band to weigh; confirm the choice of %4")
                        .arg(name(model, row.parent), name(model, row.child), formatPercent(row.overlap.value_or(0)),
                            analysis.relationship(row.relationship) && analysis.relationship(row.relationship)->decision
                                ? decisionTitle(*analysis.relationship(row.relationship)->decision).toLower()
                                : ExportTr::tr("a design"));
    return open;
}

QStringList uniqueKeyProblems(const Model &model, const Analysis &analysis)
{
    QStringList open;
    for (const ContainerAnalysis &c : analysis.containers)
        for (const UniqueKeyFinding &f : c.uniqueKeys.findings)
            if (f.severity == FindingSeverity::Error || f.kind == UniqueKeyFinding::Kind::MissingFromOtherTypes
                || f.kind == UniqueKeyFinding::Kind::InsideArray)
                open << md::text(uniqueKeyMessage(f, c.uniqueKeys, c, model));
    return open;
}

QStringList oversizedDocuments(const Model &model, const Analysis &analysis)
{
    QStringList open;
    const double limit = analysis.assumptions[A::DocumentMaxKB];
    for (const Entity &entity : model.entities)
        if (entity.maxSizeKB && *entity.maxSizeKB > limit)
            open << ExportTr::tr("%1 documents reach %2, above the %3 item limit")
                        .arg(md::text(entity.name), formatKB(*entity.maxSizeKB), formatKB(limit));
    for (const RelationshipAnalysis &r : analysis.relationships)
        if (r.decision == Decision::SingleDocument && r.neverOneDocument)
            open << ExportTr::tr("%1 with its embedded %2 can reach %3, above the %4 item limit")
                        .arg(name(model, r.parent), name(model, r.child), formatKB(r.embeddedMaxKB), formatKB(limit));
    return open;
}

QStringList oversizedPartitions(const Analysis &analysis)
{
    QStringList open;
    for (const ContainerAnalysis &c : analysis.containers)
        if (c.hottest.sizeStatus == HeatStatus::Hot)
            open << ExportTr::tr("%1: the largest key value holds about %2, above the %3 logical partition limit")
                        .arg(doc::container(c.name), formatGB(c.hottest.sizeGB),
                            formatGB(analysis.assumptions[A::LogicalPartitionMaxGB]));
    return open;
}

QStringList unresolvedPatterns(const Model &model, const Analysis &analysis)
{
    QStringList open;
    for (size_t i = 0; i < analysis.accessPatterns.size() && i < model.accessPatterns.size(); ++i) {
        const PatternAnalysis &p = analysis.accessPatterns[i];
        const AccessPattern &pattern = model.accessPatterns[i];
        if (p.requests.empty()) {
            open << ExportTr::tr("%1 touches no entity").arg(md::text(p.id));
            continue;
        }
        if (pattern.operation == Operation::PointRead && p.kind != RouteKind::PointRead)
            open << ExportTr::tr("%1 is meant as a point read but runs as a %2 (%3 RU)")
                        .arg(md::text(p.id), doc::route(p.kind), formatNumber(p.ruPerRequest));
        else if (!p.singlePartition)
            open << ExportTr::tr("%1 runs across partitions (%2 RU per request, %3 RU/s on average): acceptable "
                                 "at %4 RPS, or give it the partition key")
                        .arg(md::text(p.id), formatNumber(p.ruPerRequest), formatRu(p.ruPerSecondAvg),
                            formatNumber(pattern.rpsAvg.value_or(0)));
    }
    return open;
}

} // namespace

std::vector<ReviewItem> requirementsChecklist(const Model &model, const Analysis &analysis)
{
    return {
        {ExportTr::tr("Application domain and scale documented"), scaleGaps(model)},
        {ExportTr::tr("All entities and relationships mapped"), unmappedEntities(model)},
        {ExportTr::tr("Aggregate boundaries identified based on access patterns"), undecided(model, analysis)},
        {ExportTr::tr("Identifying relationships checked for consolidation opportunities"),
            identifyingApart(model, analysis)},
        {ExportTr::tr("Container consolidation analysis completed"), {}},
        {ExportTr::tr("Every access pattern has RPS (average and peak), a latency target, a consistency level, an "
                      "expected result size and a document size"),
            incompletePatterns(model)},
        {ExportTr::tr("A write pattern exists for every entity that is read, and a read for every entity written"),
            unpairedReadsAndWrites(model)},
        {ExportTr::tr("Hot partition risks evaluated"), hotContainers(analysis)},
        {ExportTr::tr("Consolidation framework applied; candidates reviewed"), consolidationToReview(model, analysis)},
        {ExportTr::tr("Unique keys valid"), uniqueKeyProblems(model, analysis)},
        {ExportTr::tr("Documents under the item size limit"), oversizedDocuments(model, analysis)},
        {ExportTr::tr("Logical partitions under the size limit"), oversizedPartitions(analysis)},
        {ExportTr::tr("Design considerations captured (subject to final validation)"), {}},
    };
}

std::vector<ReviewItem> dataModelValidation(const Model &model, const Analysis &analysis)
{
    return {
        {ExportTr::tr("Every design decision reasoned step by step with the rules and their thresholds"),
            undecided(model, analysis)},
        {ExportTr::tr("Aggregate boundaries defined from the access-pattern analysis"), undecided(model, analysis)},
        {ExportTr::tr("Every access pattern resolved, or an alternative named"), unresolvedPatterns(model, analysis)},
        {ExportTr::tr("Identifying relationships used to avoid cross-partition queries"),
            identifyingApart(model, analysis)},
        {ExportTr::tr("Every container and index documented with its rationale"), {}},
        {ExportTr::tr("Unique keys valid for their containers"), uniqueKeyProblems(model, analysis)},
        {ExportTr::tr("Hot partition analysis completed"), hotContainers(analysis)},
        {ExportTr::tr("Cost estimates given for every access pattern and container"), {}},
        {ExportTr::tr("Trade-offs stated and justified"), {}},
        {ExportTr::tr("Global distribution strategy described"), {}},
        {ExportTr::tr("Consistent with cosmosdb_requirements.md (both are generated from the same model)"), {}},
    };
}

} // namespace cosmos

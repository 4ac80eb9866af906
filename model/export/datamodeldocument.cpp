// SPDX-License-Identifier: MIT
#include "datamodeldocument.h"

#include "datamodelsections.h"
#include "documenttext.h"
#include "exporttr.h"
#include "markdown.h"
#include "model/document/modellookup.h"
#include "reviewchecklist.h"
#include "sampledocuments.h"

#include "model/analysis/hotpartitions.h"
#include "model/analysis/numberformat.h"

#include <algorithm>
#include <optional>

namespace cosmos {

namespace {

using md::bullet;

using A = AssumptionId;
constexpr int kTopKeysShown = 5;

QString heading(int level, const QString &title)
{
    return QString(level, QLatin1Char('#')) + QLatin1Char(' ') + title + QStringLiteral("\n\n");
}

QStringList pairsWith(const Model &model, const Analysis &analysis, Decision decision)
{
    QStringList out;
    for (const RelationshipAnalysis &r : analysis.relationships)
        if (r.decision == decision)
            out << ExportTr::tr("%1 → %2").arg(doc::entity(model, r.parent), doc::entity(model, r.child));
    return out;
}

QString philosophy(const Model &model, const Analysis &analysis)
{
    int reads = 0, writes = 0, pointReads = 0, singlePartition = 0, crossPartition = 0;
    for (size_t i = 0; i < model.accessPatterns.size() && i < analysis.accessPatterns.size(); ++i) {
        if (!isRead(model.accessPatterns[i].operation)) {
            ++writes;
            continue;
        }
        ++reads;
        const RouteKind kind = analysis.accessPatterns[i].kind;
        pointReads += kind == RouteKind::PointRead;
        singlePartition += kind == RouteKind::SinglePartitionQuery && analysis.accessPatterns[i].singlePartition;
        crossPartition += !analysis.accessPatterns[i].singlePartition;
    }
    const Application &app = model.application;
    QString out = heading(2, ExportTr::tr("Design Philosophy & Approach"));
    out += ExportTr::tr(
               "The design for %1 starts from its %2 access patterns (%3 reads and %4 writes, %5 requests/s on "
               "average and %6 at peak), not from its %7 entities: data that is read together is stored "
               "together, and each decision below follows from how often that happens, with the thresholds "
               "listed under Cost Assumptions.")
               .arg(app.name.trimmed().isEmpty() ? ExportTr::tr("this model") : md::text(app.name),
                   QString::number(reads + writes), QString::number(reads), QString::number(writes),
                   formatNumber(analysis.totals.requestsPerSecondAvg),
                   formatNumber(analysis.totals.requestsPerSecondPeak), QString::number(model.entities.size()))
        + QStringLiteral("\n\n");
    const QStringList single = pairsWith(model, analysis, Decision::SingleDocument);
    const QStringList multi = pairsWith(model, analysis, Decision::MultiDocument);
    const QStringList separate = pairsWith(model, analysis, Decision::Separate);
    out += bullet(ExportTr::tr("Aggregates follow access correlation"),
        ExportTr::tr("embedded in one document: %1; co-located as separate documents in one container: %2; kept "
                     "apart: %3. The %4 entities become %5.")
            .arg(single.isEmpty() ? ExportTr::tr("none") : md::list(single),
                multi.isEmpty() ? ExportTr::tr("none") : md::list(multi),
                separate.isEmpty() ? ExportTr::tr("none") : md::list(separate), QString::number(model.entities.size()),
                doc::counted(
                    double(analysis.containers.size()), ExportTr::tr("%1 container"), ExportTr::tr("%1 containers"))));
    out += bullet(ExportTr::tr("Reads address one partition"),
        ExportTr::tr("of %1, %2 by id and partition key, %3 in one partition, and %4 across partitions.")
            .arg(doc::counted(reads, ExportTr::tr("%1 read"), ExportTr::tr("%1 reads")),
                doc::counted(pointReads, ExportTr::tr("%1 is a point read"), ExportTr::tr("%1 are point reads")),
                doc::counted(singlePartition, ExportTr::tr("%1 is a query"), ExportTr::tr("%1 are queries")),
                doc::counted(crossPartition, ExportTr::tr("%1 runs"), ExportTr::tr("%1 run"))));
    int selective = 0;
    for (const ContainerAnalysis &c : analysis.containers)
        selective += c.indexing.selective;
    out += bullet(ExportTr::tr("Index what is queried"),
        selective == int(analysis.containers.size())
            ? ExportTr::tr("every container indexes only the properties its queries use.")
            : ExportTr::tr("%1 of %2 containers index only the properties their queries use; the others index "
                           "everything because their queries use most of their properties.")
                  .arg(QString::number(selective), QString::number(analysis.containers.size())));
    QStringList modes;
    const bool serverlessPossible = std::none_of(analysis.totals.costOptions.begin(),
        analysis.totals.costOptions.end(), [](const CostOption &option) {
            return option.kind == CostOption::Kind::Serverless && !option.possible;
        });
    for (const CapacityModeCost &mode : analysis.totals.byCapacityMode)
        if (mode.mode != app.capacityMode)
            modes << (mode.mode == CapacityMode::Serverless && !serverlessPossible
                    ? ExportTr::tr("%1 not possible").arg(doc::capacityMode(mode.mode))
                    : ExportTr::tr("%1 %2").arg(doc::capacityMode(mode.mode), formatUsd(mode.monthlyCostUsd)));
    out += bullet(ExportTr::tr("Costed as designed"),
        ExportTr::tr("%1 RU/s on average and %2 at peak, %3 stored: %4 a month with %5 throughput (%6).")
            .arg(formatRu(analysis.totals.ruPerSecondAvg), formatRu(analysis.totals.ruPerSecondPeak),
                formatGB(analysis.totals.storageGB), formatUsd(analysis.totals.monthlyCostUsd),
                doc::capacityMode(app.capacityMode), modes.join(QStringLiteral(", "))));
    return out + QLatin1Char('\n');
}

QString aggregateDecisions(const Findings &findings)
{
    const Model &model = findings.model();
    const Analysis &analysis = findings.analysis();
    QString out = heading(2, ExportTr::tr("Aggregate Design Decisions"));
    if (analysis.relationships.empty())
        return out + ExportTr::tr("The model has no relationships: every entity is its own aggregate.")
            + QStringLiteral("\n\n");
    out += ExportTr::tr("Each relationship is decided by the first rule of the decision table that matches; the trace "
                        "shows the inputs, the rules that did not apply and why, and the rule that did. The cost "
                        "cross-check prices all patterns that touch either entity under each design.")
        + QStringLiteral("\n\n");
    const auto decisions = findings.decisions();
    const std::vector<DecisionExplanation> &explanations = *decisions;
    for (size_t i = 0; i < analysis.relationships.size() && i < explanations.size(); ++i) {
        const RelationshipAnalysis &r = analysis.relationships[i];
        out += heading(3,
            ExportTr::tr("%1 → %2: %3")
                .arg(doc::entity(model, r.parent), doc::entity(model, r.child),
                    r.decision ? decisionTitle(*r.decision).english() : ExportTr::tr("undecided")));
        int step = 0;
        for (const QString &line : explanations[i].justification.english())
            out += QStringLiteral("%1. %2\n").arg(QString::number(++step), md::text(line));
        for (const QString &question : explanations[i].couplingQuestions.english())
            out += QStringLiteral("   - %1\n").arg(md::text(question));
        out += QLatin1Char('\n');
        if (r.decision == Decision::DuplicateIds || r.decision == Decision::EdgeContainer || r.selfRelationship) {
            continue;
        }
        std::vector<QStringList> rows;
        for (const AlternativeCost &alternative : r.alternatives)
            rows.push_back({decisionTitle(alternative.decision).english()
                    + (alternative.decision == r.decision ? ExportTr::tr(" (chosen)") : QString()),
                alternative.ruPerSecond ? formatRu(*alternative.ruPerSecond) : ExportTr::tr("not possible"),
                md::text(alternative.note)});
        out += md::table({ExportTr::tr("Design"), ExportTr::tr("RU/s on average"), ExportTr::tr("Note")}, rows);
        if (!r.costNote.isEmpty())
            out += QLatin1Char('\n') + QStringLiteral("⚠️ ") + md::text(r.costNote) + QLatin1Char('\n');
        out += QLatin1Char('\n');
    }
    return out;
}

QString hotPartitions(const Model &model, const Analysis &analysis)
{
    Q_UNUSED(model);
    QString out = heading(2, ExportTr::tr("Hot Partition Analysis"));
    for (const ContainerAnalysis &c : analysis.containers) {
        QStringList reasons;
        for (const QString &reason : hottestPartitionReasons(c, analysis.assumptions).english())
            reasons << md::text(reason);
        out += bullet(ExportTr::tr("%1 (%2)").arg(doc::container(c.name), doc::keyPaths(c.partitionKey)),
            reasons.join(QLatin1Char(' ')) + QLatin1Char(' ') + doc::status(c.hottest.status));
        if (c.heatmap.size() > 1) {
            const auto busiest = std::max_element(c.heatmap.begin(), c.heatmap.end(),
                [](const HeatCell &x, const HeatCell &y) { return x.ruPerSecond < y.ruPerSecond; });
            out += QStringLiteral("  - ")
                + ExportTr::tr("The busiest of its %1 physical partitions: %2 RU/s at peak and %3 stored (%4).")
                      .arg(QString::number(c.physicalPartitions), formatRu(busiest->ruPerSecond),
                          formatGB(busiest->storageGB), doc::status(busiest->status()))
                + QLatin1Char('\n');
        }
        std::vector<QStringList> rows;
        for (const LogicalKeyLoad &key : c.topKeys) {
            if (key.rank > kTopKeysShown)
                break;
            rows.push_back({QString::number(key.rank), formatPercent(key.share), formatRu(key.ruPerSecond),
                formatGB(key.storageGB), QString::number(key.physicalPartition), doc::status(key.status)});
        }
        if (!rows.empty() && !c.edgeContainer)
            out += QLatin1Char('\n')
                + md::table(
                    {ExportTr::tr("Key value rank"), ExportTr::tr("Share of traffic"), ExportTr::tr("RU/s at peak"),
                        ExportTr::tr("Data"), ExportTr::tr("Physical partition"), ExportTr::tr("Status")},
                    rows)
                + QLatin1Char('\n');
        for (const Remedy &remedy : c.remedies)
            out += QStringLiteral("  - → ") + md::text(remedy.explanation) + QLatin1Char('\n');
    }
    return out + QLatin1Char('\n');
}

QString tradeOffs(const Model &model, const Analysis &analysis)
{
    QString out = heading(2, ExportTr::tr("Trade-offs and Optimizations"));
    for (const RelationshipAnalysis &r : analysis.relationships) {
        if (!r.decision)
            continue;
        const QString parent = doc::entity(model, r.parent), child = doc::entity(model, r.child);
        const QString correlation = r.correlation ? formatPercent(*r.correlation) : ExportTr::tr("undefined");
        switch (*r.decision) {
        case Decision::SingleDocument:
            out += bullet(ExportTr::tr("Aggregate design"),
                ExportTr::tr("%1 embeds its %2 items (%3 correlation): one read returns the whole aggregate and one "
                             "write changes it atomically, in exchange for documents of up to %4 that are rewritten "
                             "whole on every change.")
                    .arg(parent, child, correlation, formatKB(r.embeddedMaxKB)));
            break;
        case Decision::MultiDocument:
            out += bullet(ExportTr::tr("Multi-document container"),
                ExportTr::tr("%1 and %2 share a container and a partition key (%3 correlation, rule %4): one query in "
                             "one partition returns both and a transactional batch can change both, while they share "
                             "throughput, indexing policy and change feed.")
                    .arg(parent, child, correlation, QString::number(r.rule)));
            break;
        case Decision::Separate:
            out += bullet(ExportTr::tr("Normalization"),
                ExportTr::tr("%1 and %2 keep their own containers (%3 correlation): each scales and is indexed on its "
                             "own, and the few reads that need both make two requests.")
                    .arg(parent, child, correlation));
            break;
        case Decision::DuplicateIds:
            out += bullet(ExportTr::tr("Many-to-many"),
                ExportTr::tr("%1 and %2 each keep the other's ids: no join container, at the cost of updating both "
                             "sides when a link changes.")
                    .arg(parent, child));
            break;
        case Decision::EdgeContainer:
            out += bullet(ExportTr::tr("Many-to-many"),
                ExportTr::tr("%1 and %2 are linked through an edge container written in both directions: either side "
                             "lists its links from one partition, at twice the write cost of each link.")
                    .arg(parent, child));
            break;
        }
        if (!r.costNote.isEmpty())
            out += QStringLiteral("  - ⚠️ ") + md::text(r.costNote) + QLatin1Char('\n');
    }
    bool copies = false;
    for (const PatternAnalysis &p : analysis.accessPatterns)
        for (const FanOutPart &part : p.fanOut) {
            copies = true;
            out += bullet(ExportTr::tr("Denormalization"),
                ExportTr::tr("%1.%2 is copied into %3 to save a lookup; %4 pays %5 RU per change to update the copies.")
                    .arg(doc::entity(model, part.source), md::text(part.property), doc::entity(model, part.holder),
                        md::text(p.id), formatNumber(part.copies * part.ruEach)));
        }
    if (!copies)
        out += bullet(ExportTr::tr("Denormalization"), ExportTr::tr("no attribute is copied between entities."));
    for (const ContainerAnalysis &c : analysis.containers)
        out += bullet(ExportTr::tr("Indexing strategy"),
            (c.indexing.selective
                    ? ExportTr::tr("%1 indexes %2 of %3 properties: about %4 RU/s of index upkeep on writes instead "
                                   "of %5, at the price of adding a path before a new query filters on it.")
                    : ExportTr::tr("%1 indexes all %3 properties (%2 are queried): any new query works without a "
                                   "policy change; index upkeep is about %4 RU/s (%5 with everything)."))
                .arg(doc::container(c.name), QString::number(c.indexing.indexedProperties),
                    QString::number(c.indexing.documentProperties), formatRu(c.indexing.indexRuPerSecond),
                    formatRu(c.indexing.fullIndexRuPerSecond)));
    QStringList cross;
    for (const PatternAnalysis &p : analysis.accessPatterns)
        if (!p.singlePartition)
            cross << ExportTr::tr("%1 (%2 RU/s)").arg(md::text(p.id), formatRu(p.ruPerSecondAvg));
    if (!cross.isEmpty())
        out += bullet(ExportTr::tr("Cross-partition queries kept"),
            ExportTr::tr("%1: their traffic is too low, or their filters too varied, to shape a container around.")
                .arg(cross.join(QStringLiteral(", "))));
    return out + QLatin1Char('\n');
}

QString globalDistribution(const Model &model, const Analysis &analysis)
{
    const Application &app = model.application;
    const AssumptionValues &a = analysis.assumptions;
    QString out = heading(2, ExportTr::tr("Global Distribution Strategy"));
    const QString regions = md::text(app.regions.join(QStringLiteral(", ")));
    out += bullet(ExportTr::tr("Multi-Region Configuration"),
        app.regions.size() > 1
            ? ExportTr::tr("%1 regions (%2) in failover order, %3; throughput and storage are billed in each region, "
                           "so the costs above include ×%1.")
                  .arg(QString::number(app.regions.size()), regions,
                      app.multiRegionWrites ? ExportTr::tr("writes accepted in every region")
                                            : ExportTr::tr("writes in the first region, reads in all"))
            : ExportTr::tr("one region (%1): no copy elsewhere. A second region adds read availability and failover "
                           "and doubles the throughput and storage bill.")
                  .arg(app.regions.isEmpty() ? ExportTr::tr("the resource group's location") : regions));
    QStringList overrides;
    for (const AccessPattern &p : model.accessPatterns)
        if (p.consistency && *p.consistency != app.consistency)
            overrides << ExportTr::tr("%1 %2").arg(md::text(p.id), doc::consistency(*p.consistency));
    out += bullet(ExportTr::tr("Consistency Levels"),
        ExportTr::tr("%1 for the account%2; strong and bounded-staleness reads cost %3 times as much.")
            .arg(doc::consistency(app.consistency),
                overrides.isEmpty()
                    ? QString()
                    : QStringLiteral("; ") + ExportTr::tr("per request: %1").arg(overrides.join(QStringLiteral(", "))),
                formatNumber(a[A::StrongReadFactor])));
    out += bullet(ExportTr::tr("Conflict Resolution"),
        app.multiRegionWrites
            ? ExportTr::tr("last writer wins on `/_ts` in every container, as exported; where concurrent edits must "
                           "be merged instead, replace it with a custom merge procedure before the container is "
                           "created.")
            : ExportTr::tr("with one write region there are no write conflicts; the exported policy (last writer wins "
                           "on `/_ts`) only matters if multi-region writes are turned on later."));
    out += bullet(ExportTr::tr("Regional Failover"),
        app.regions.size() > 1 ? ExportTr::tr("service-managed failover is on, in the order of the regions above.")
                               : ExportTr::tr("none with a single region."));
    return out + QLatin1Char('\n');
}

QString validation(const Findings &findings)
{
    return heading(2, ExportTr::tr("Validation Results")) + reviewListMarkdown(dataModelValidation(findings));
}

} // namespace

QString dataModelDocument(const Findings &findings)
{
    const Model &model = findings.model();
    const ModelLookupScope lookup(model);
    std::vector<OrderedJson> samples;
    for (const ContainerAnalysis &container : findings.analysis().containers)
        samples.push_back(sampleDocuments(model, findings.analysis(), container));
    return dataModelDocument(findings, samples);
}

QString dataModelDocument(const Findings &findings, const std::vector<OrderedJson> &samples)
{
    const Model &model = findings.model();
    const Analysis &analysis = findings.analysis();
    const ModelLookupScope lookup(model);
    QString out = heading(1, ExportTr::tr("Azure Cosmos DB NoSQL Data Model"));
    // A few KB per container and pattern; one allocation instead of many regrowths.
    out.reserve(qsizetype(analysis.containers.size() * 12000 + analysis.accessPatterns.size() * 600 + 20000));
    out += ExportTr::tr("_%1: the data model generated by Cosmos Modeler from the access patterns in "
                        "cosmosdb\\_requirements.md._")
               .arg(model.application.name.trimmed().isEmpty() ? ExportTr::tr("Model")
                                                               : md::text(model.application.name))
        + QStringLiteral("\n\n");
    out += philosophy(model, analysis);
    out += aggregateDecisions(findings);
    out += datamodel::containerDesigns(model, analysis, samples);
    out += datamodel::accessPatternMapping(model, analysis);
    out += hotPartitions(model, analysis);
    out += tradeOffs(model, analysis);
    out += globalDistribution(model, analysis);
    out += validation(findings);
    out += datamodel::costAssumptions(model, analysis);
    while (out.endsWith(QLatin1Char('\n')))
        out.chop(1);
    return out + QLatin1Char('\n');
}

} // namespace cosmos

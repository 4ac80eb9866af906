// SPDX-License-Identifier: MIT
// cosmosdb_data_model.md: the access-pattern mapping and the cost assumptions.
#include "datamodelsections.h"

#include "documenttext.h"
#include "exporttr.h"
#include "markdown.h"
#include "operationplan.h"

#include "model/analysis/numberformat.h"
#include "model/analysis/sharedthroughput.h"

#include <algorithm>

namespace cosmos::datamodel {

namespace {

QString compositeFor(const Analysis &analysis, const SubRequest &request, const QString &pattern)
{
    const ContainerAnalysis *c = analysis.container(request.container);
    if (!c)
        return {};
    for (const CompositeIndex &composite : c->indexing.composites)
        if (composite.patterns.contains(pattern)) {
            QStringList paths;
            for (const CompositeIndexPath &path : composite.paths)
                paths << path.path + (path.order == SortOrder::Asc ? QStringLiteral(" ASC") : QStringLiteral(" DESC"));
            return paths.join(QStringLiteral(", "));
        }
    return {};
}

QString notes(const Model &model, const PatternAnalysis &p, const AccessPattern &pattern)
{
    QStringList parts;
    parts << ExportTr::tr("%1 RU per request; %2 RU/s on average, %3 at peak")
                 .arg(formatNumber(p.ruPerRequest), formatRu(p.ruPerSecondAvg), formatRu(p.ruPerSecondPeak));
    for (const SubRequest &request : p.requests) {
        switch (request.pointReadMiss) {
        case SubRequest::PointReadMiss::None:
            break;
        case SubRequest::PointReadMiss::NoKey:
            parts << ExportTr::tr("⚠️ meant as a point read, but the filters do not give the partition key");
            break;
        case SubRequest::PointReadMiss::NoId:
            parts << ExportTr::tr("⚠️ meant as a point read, but no filter gives the document's id");
            break;
        case SubRequest::PointReadMiss::SeveralTypes:
            parts << ExportTr::tr(
                "meant as a point read, but it returns several document types: one query in the partition");
            break;
        }
        if (request.kind == RouteKind::CrossPartitionQuery)
            parts << (request.prefixOnly ? ExportTr::tr("prefix query on the first key level")
                                         : ExportTr::tr("⚠️ cross-partition: asks every physical partition (%1)")
                                               .arg(QString::number(request.partitionsScanned)));
        if (request.writeFactor > 1)
            parts << ExportTr::tr("× %1 for unique keys").arg(formatNumber(request.writeFactor));
    }
    if (p.containersTouched > 1)
        parts << (pattern.operation == Operation::Create || pattern.operation == Operation::Upsert
                    || pattern.operation == Operation::Batch || pattern.operation == Operation::Replace
                    || pattern.operation == Operation::Patch || pattern.operation == Operation::Delete
                ? ExportTr::tr("%1 containers: not one transaction").arg(p.containersTouched)
                : ExportTr::tr("%1 containers, one request each").arg(p.containersTouched));
    for (const FanOutPart &part : p.fanOut)
        parts << ExportTr::tr("also updates %1 copies of %2.%3 in %4")
                     .arg(formatNumber(part.copies), doc::entity(model, part.source), md::text(part.property),
                         doc::entity(model, part.holder));
    if (pattern.operation == Operation::Batch)
        parts << ExportTr::tr("at most 100 operations on one partition key value");
    return parts.join(QStringLiteral("; "));
}

// The plan's requests of each access pattern, in model order.
using PlanByPattern = std::vector<std::vector<const PlannedRequest *>>;

// "with `@userId = "user-0001"` the samples return 4 × order" for a query the plan
// could bind: the parameters the end-to-end test runs it with.
QString sampleRun(const PlannedRequest &request)
{
    if (request.call == PlannedRequest::Call::ReadItem)
        return ExportTr::tr("with id %1 and key %2 the samples return %3")
            .arg(md::code(QString::fromStdString(request.id.dump())),
                md::code(QString::fromStdString(request.partitionKey.dump())), describeReturns(request));
    QStringList parameters;
    for (const OrderedJson &parameter : request.parameters)
        parameters << QStringLiteral("%1 = %2").arg(QString::fromStdString(parameter["name"].get<std::string>()),
            QString::fromStdString(parameter["value"].dump()));
    return parameters.isEmpty() ? ExportTr::tr("the samples return %1").arg(describeReturns(request))
                                : ExportTr::tr("with %1 the samples return %2")
                                      .arg(md::code(parameters.join(QStringLiteral(", "))), describeReturns(request));
}

QString mappingTable(const Model &model, const Analysis &analysis, const PlanByPattern &plan, bool reads)
{
    std::vector<QStringList> rows;
    for (size_t i = 0; i < model.accessPatterns.size() && i < analysis.accessPatterns.size(); ++i) {
        const AccessPattern &pattern = model.accessPatterns[i];
        if (isRead(pattern.operation) != reads)
            continue;
        const PatternAnalysis &p = analysis.accessPatterns[i];
        QStringList where, operations, notesOfPattern {notes(model, p, pattern)};
        for (const SubRequest &request : p.requests) {
            QString place = doc::container(request.container);
            const QString composite = compositeFor(analysis, request, p.id);
            if (request.kind == RouteKind::PointRead)
                place += QStringLiteral(" (") + ExportTr::tr("no index") + QLatin1Char(')');
            else if (!composite.isEmpty())
                place
                    += QStringLiteral(" (") + ExportTr::tr("composite %1").arg(md::code(composite)) + QLatin1Char(')');
            where << place;
        }
        for (const PlannedRequest *request : plan[i]) {
            operations << md::code(request->text);
            const bool read = request->call == PlannedRequest::Call::Query || request->call == PlannedRequest::Call::ReadItem;
            if (read && !request->ownQuery && request->unbound.isEmpty())
                notesOfPattern << sampleRun(*request);
        }
        rows.push_back({md::text(p.id), md::text(pattern.description),
            where.isEmpty() ? ExportTr::tr("—") : where.join(QStringLiteral("; ")),
            operations.isEmpty() ? ExportTr::tr("—") : operations.join(QStringLiteral("; ")),
            notesOfPattern.join(QStringLiteral("; "))});
    }
    if (rows.empty())
        return (reads ? ExportTr::tr("No read patterns.") : ExportTr::tr("No write patterns."))
            + QStringLiteral("\n\n");
    return md::table({ExportTr::tr("Pattern"), ExportTr::tr("Description"), ExportTr::tr("Container/Index"),
                         ExportTr::tr("Cosmos DB Operation"), ExportTr::tr("Implementation Notes")},
               rows)
        + QLatin1Char('\n');
}

} // namespace

QString accessPatternMapping(const Model &model, const Analysis &analysis)
{
    QString out = QStringLiteral("## ") + ExportTr::tr("Access Pattern Mapping") + QStringLiteral("\n\n");
    out += QStringLiteral("### ") + ExportTr::tr("Solved Patterns") + QStringLiteral("\n\n");
    out += ExportTr::tr("How each pattern maps to container operations, reads and writes alike. Queries are sketches "
                        "with parameters; a pattern's own query text is shown when the model has one.")
        + QStringLiteral("\n\n");
    PlanByPattern plan(model.accessPatterns.size());
    const std::vector<PlannedRequest> requests = planRequests(model, analysis);
    for (const PlannedRequest &request : requests)
        plan[request.patternIndex].push_back(&request);
    out += QStringLiteral("#### ") + ExportTr::tr("Reads") + QStringLiteral("\n\n")
        + mappingTable(model, analysis, plan, true);
    out += QStringLiteral("#### ") + ExportTr::tr("Writes") + QStringLiteral("\n\n")
        + mappingTable(model, analysis, plan, false);
    return out;
}

namespace {

// A container's cell in the offers table: its own price under the offer, "shared"
// where a shared-database offer puts it in the shared database, or why it cannot be.
QString offerCell(const ContainerAnalysis &c, const CostOption &total)
{
    using K = CostOption::Kind;
    CostOption::Kind kind = total.kind;
    if (isSharedDatabaseOffer(kind)) {
        if (total.sharedContainers.contains(c.name))
            return ExportTr::tr("shared");
        kind = kind == K::SharedDatabaseAutoscale ? K::Autoscale : K::Manual; // keeps its own throughput
    }
    const auto it = std::find_if(
        c.costOptions.begin(), c.costOptions.end(), [&](const CostOption &option) { return option.kind == kind; });
    if (it == c.costOptions.end())
        return ExportTr::tr("account-wide");
    return it->possible ? formatUsd(it->monthlyCostUsd)
                        : ExportTr::tr("not possible: %1").arg(md::text(it->impossibleBecause.join(QStringLiteral("; "))));
}

// Every way to pay for the same load, per container and in total, then what each
// shared-database offer shares and what it gives up.
QString offersTable(const Analysis &analysis)
{
    std::vector<QStringList> offers;
    QStringList offerHeader {ExportTr::tr("Offer")};
    for (const ContainerAnalysis &c : analysis.containers)
        offerHeader << doc::container(c.name);
    offerHeader << ExportTr::tr("Total");
    for (const CostOption &total : analysis.totals.costOptions) {
        QStringList row {costOptionTitle(total.kind).english()};
        for (const ContainerAnalysis &c : analysis.containers)
            row << offerCell(c, total);
        row << (total.possible ? formatUsd(total.monthlyCostUsd) : ExportTr::tr("not possible"));
        offers.push_back(row);
    }
    QString out = QLatin1Char('\n') + ExportTr::tr("The same load under each offer, per month:")
        + QStringLiteral("\n\n") + md::table(offerHeader, offers) + QLatin1Char('\n');
    for (const CostOption &option : analysis.totals.costOptions)
        if (option.kind == CostOption::Kind::SharedDatabase || option.kind == CostOption::Kind::SharedDatabaseAutoscale)
            out += QStringLiteral("**%1**: ").arg(costOptionTitle(option.kind).english())
                + md::text(sharedOfferSentences(option).english().join(QLatin1Char(' '))) + QStringLiteral("\n\n");
    return out;
}

} // namespace

QString costAssumptions(const Model &model, const Analysis &analysis)
{
    const Totals &t = analysis.totals;
    QString out = QStringLiteral("## ") + ExportTr::tr("Cost Assumptions") + QStringLiteral("\n\n");
    out += ExportTr::tr("The estimates use the %1 capacity mode in %2. Every constant below is an assumption of the "
                        "model: change it there and every decision and number in this document is recomputed.")
               .arg(doc::capacityMode(model.application.capacityMode),
                   doc::counted(double(std::max<qsizetype>(1, model.application.regions.size())),
                       ExportTr::tr("%1 region"), ExportTr::tr("%1 regions")))
        + QStringLiteral("\n\n");
    std::vector<QStringList> containers;
    for (const ContainerAnalysis &c : analysis.containers)
        containers.push_back({doc::container(c.name), formatRu(c.ruPerSecondAvg), formatRu(c.ruPerSecondPeak),
            c.provisionedRuPerSecond > 0 ? formatRu(c.provisionedRuPerSecond) : ExportTr::tr("—"),
            QString::number(c.physicalPartitions), formatGB(c.dataGB), formatUsd(c.throughputCostUsd),
            formatUsd(c.storageCostUsd), formatUsd(c.monthlyCostUsd)});
    containers.push_back({ExportTr::tr("**Total**"), formatRu(t.ruPerSecondAvg), formatRu(t.ruPerSecondPeak), QString(),
        QString(), formatGB(t.storageGB), formatUsd(t.throughputCostUsd), formatUsd(t.storageCostUsd),
        formatUsd(t.monthlyCostUsd)});
    out += md::table(
        {ExportTr::tr("Container"), ExportTr::tr("RU/s average"), ExportTr::tr("RU/s peak"),
            ExportTr::tr("Provisioned RU/s"), ExportTr::tr("Physical partitions"), ExportTr::tr("Data"),
            ExportTr::tr("Throughput / month"), ExportTr::tr("Storage / month"), ExportTr::tr("Total / month")},
        containers);
    out += offersTable(analysis);

    std::vector<QStringList> rows;
    for (const AssumptionInfo &info : assumptionCatalog()) {
        const double value = analysis.assumptions[info.id];
        rows.push_back({md::code(QLatin1String(info.name)), formatNumber(value, 4), md::text(QLatin1String(info.unit)),
            md::text(QString::fromUtf8(info.description)),
            analysis.assumptions.isDefault(info.id)
                ? ExportTr::tr("default")
                : ExportTr::tr("changed (default %1)").arg(formatNumber(info.defaultValue, 4))});
    }
    out += md::table({ExportTr::tr("Assumption"), ExportTr::tr("Value"), ExportTr::tr("Unit"), ExportTr::tr("Meaning"),
                         ExportTr::tr("Source")},
        rows);
    std::vector<QStringList> curve;
    for (const SizeCurvePoint &point : analysis.assumptions.sizeCurve().points())
        curve.push_back({formatKB(point.kb), formatNumber(point.readRu, 4), formatNumber(point.writeRu, 4)});
    out += QLatin1Char('\n')
        + ExportTr::tr("Request charges by document size (`sizeCurve`, %1):")
              .arg(analysis.assumptions.sizeCurveIsDefault() ? ExportTr::tr("Microsoft's measurements")
                                                             : ExportTr::tr("changed"))
        + QStringLiteral("\n\n")
        + md::table({ExportTr::tr("Document"), ExportTr::tr("Point read RU"), ExportTr::tr("Create RU")}, curve);
    return out + QLatin1Char('\n');
}

} // namespace cosmos::datamodel

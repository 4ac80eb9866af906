// SPDX-License-Identifier: MIT
#include "analysistext.h"

#include "analysistr.h"
#include "numberformat.h"

namespace cosmos {

namespace {

QString entityName(const Model &model, const QString &id)
{
    const Entity *entity = model.entity(id);
    return entity ? entity->name : id;
}

QString routeText(RouteKind kind)
{
    switch (kind) {
    case RouteKind::PointRead:
        return AnalysisTr::tr("point read");
    case RouteKind::SinglePartitionQuery:
        return AnalysisTr::tr("single-partition query");
    case RouteKind::CrossPartitionQuery:
        return AnalysisTr::tr("cross-partition query");
    case RouteKind::Write:
        return AnalysisTr::tr("write");
    }
    return {};
}

QString statusText(HeatStatus status)
{
    switch (status) {
    case HeatStatus::Ok:
        return AnalysisTr::tr("ok");
    case HeatStatus::Warn:
        return AnalysisTr::tr("warning");
    case HeatStatus::Hot:
        return AnalysisTr::tr("HOT");
    }
    return {};
}

void relationships(QString &out, const Model &model, const Analysis &analysis)
{
    out += AnalysisTr::tr("Aggregate decisions") + QLatin1Char('\n');
    if (analysis.relationships.empty())
        out += QStringLiteral("  ") + AnalysisTr::tr("(no relationships)") + QLatin1Char('\n');
    const std::vector<DecisionExplanation> explanations = explainDecisions(model, analysis.assumptions);
    for (size_t i = 0; i < analysis.relationships.size(); ++i) {
        const RelationshipAnalysis &r = analysis.relationships[i];
        const QString decision = r.decision ? AnalysisTr::tr("%1 (rule %2)").arg(decisionTitle(*r.decision)).arg(r.rule)
                                            : AnalysisTr::tr("undecided");
        out += QStringLiteral("  %1: %2 → %3, correlation %4 — %5\n")
                   .arg(r.id, entityName(model, r.parent), entityName(model, r.child),
                       r.correlation ? formatPercent(*r.correlation) : AnalysisTr::tr("undefined"), decision);
        QStringList costs;
        for (const AlternativeCost &alternative : r.alternatives)
            if (alternative.ruPerSecond)
                costs << AnalysisTr::tr("%1 %2 RU/s")
                             .arg(decisionName(alternative.decision), formatRu(*alternative.ruPerSecond));
        if (!costs.isEmpty())
            out += QStringLiteral("      ") + costs.join(QStringLiteral(" · ")) + QLatin1Char('\n');
        if (!r.costNote.isEmpty())
            out += QStringLiteral("      ! ") + r.costNote + QLatin1Char('\n');
        out += QStringLiteral("      ") + explanations[i].justification.constLast() + QLatin1Char('\n');
    }
    out += QLatin1Char('\n');
}

void containers(QString &out, const Model &model, const Analysis &analysis)
{
    out += AnalysisTr::tr("Containers") + QLatin1Char('\n');
    for (const ContainerAnalysis &c : analysis.containers) {
        QStringList types;
        for (const QString &id : c.entities)
            types << entityName(model, id);
        for (const auto &[holder, children] : c.embedded)
            for (const QString &child : children)
                types << AnalysisTr::tr("%1 embedded in %2").arg(entityName(model, child), entityName(model, holder));
        if (c.edgeContainer)
            types << AnalysisTr::tr("links of %1").arg(c.edgeRelationship);
        out += QStringLiteral("  %1  %2 %3%4\n")
                   .arg(c.name, AnalysisTr::tr("key"), c.partitionKey.join(QStringLiteral(", ")),
                       c.hierarchical ? QStringLiteral(" (MultiHash)") : QString());
        out += QStringLiteral("      %1\n").arg(types.join(QStringLiteral(", ")));
        out += QStringLiteral("      ")
            + AnalysisTr::tr("%1 RU/s average, %2 peak; %3 RU/s; %4 physical partition(s); %5; %6 a month")
                  .arg(formatRu(c.ruPerSecondAvg), formatRu(c.ruPerSecondPeak),
                      model.application.capacityMode == CapacityMode::Serverless
                          ? AnalysisTr::tr("serverless")
                          : (model.application.capacityMode == CapacityMode::Autoscale
                                  ? AnalysisTr::tr("autoscale max %1")
                                  : AnalysisTr::tr("provisioned %1"))
                                .arg(formatRu(c.provisionedRuPerSecond)),
                      QString::number(c.physicalPartitions), formatGB(c.dataGB), formatUsd(c.monthlyCostUsd))
            + QLatin1Char('\n');
        out += QStringLiteral("      ")
            + AnalysisTr::tr("hottest key value: %1 RU/s (%2), %3 (%4)")
                  .arg(formatRu(c.hottest.ruPerSecond), statusText(c.hottest.ruStatus), formatGB(c.hottest.sizeGB),
                      statusText(c.hottest.sizeStatus))
            + QLatin1Char('\n');
        for (const Remedy &remedy : c.remedies)
            out += QStringLiteral("      → ") + remedy.explanation + QLatin1Char('\n');
        for (const QString &note : c.notes)
            out += QStringLiteral("      ! ") + note + QLatin1Char('\n');
    }
    out += QLatin1Char('\n');
}

void patterns(QString &out, const Model &model, const Analysis &analysis)
{
    out += AnalysisTr::tr("Access patterns") + QLatin1Char('\n');
    for (size_t i = 0; i < analysis.accessPatterns.size(); ++i) {
        const PatternAnalysis &p = analysis.accessPatterns[i];
        out += QStringLiteral("  %1  %2  %3, %4 RU/request, %5 RU/s average, %6 peak — %7\n")
                   .arg(p.id, p.container.isEmpty() ? QStringLiteral("-") : p.container, routeText(p.kind),
                       formatNumber(p.ruPerRequest), formatRu(p.ruPerSecondAvg), formatRu(p.ruPerSecondPeak),
                       model.accessPatterns[i].description);
    }
    out += QLatin1Char('\n');
}

} // namespace

QString analysisToText(const Model &model, const Analysis &analysis)
{
    QString out;
    out += AnalysisTr::tr("%1 — %2, %3 region(s), %4 consistency")
               .arg(model.application.name.isEmpty() ? AnalysisTr::tr("Model") : model.application.name,
                   toQString(model.application.capacityMode),
                   QString::number(std::max<qsizetype>(1, model.application.regions.size())),
                   toQString(model.application.consistency))
        + QStringLiteral("\n\n");
    relationships(out, model, analysis);
    containers(out, model, analysis);
    patterns(out, model, analysis);
    const Totals &t = analysis.totals;
    out += AnalysisTr::tr("Total: %1 RU/s average, %2 RU/s peak, %3 stored, %4 a month (throughput %5, storage %6)")
               .arg(formatRu(t.ruPerSecondAvg), formatRu(t.ruPerSecondPeak), formatGB(t.storageGB),
                   formatUsd(t.monthlyCostUsd), formatUsd(t.throughputCostUsd), formatUsd(t.storageCostUsd))
        + QLatin1Char('\n');
    QStringList modes;
    for (const CapacityModeCost &mode : t.byCapacityMode)
        modes << QStringLiteral("%1 %2").arg(toQString(mode.mode), formatUsd(mode.monthlyCostUsd));
    out += AnalysisTr::tr("By capacity mode: %1").arg(modes.join(QStringLiteral(", "))) + QLatin1Char('\n');
    if (analysis.massiveScale.triggered) {
        out += QLatin1Char('\n')
            + AnalysisTr::tr("Massive scale: %1").arg(analysis.massiveScale.reasons.join(QLatin1Char(' ')))
            + QLatin1Char('\n');
        for (const QString &question : analysis.massiveScale.questions)
            out += QStringLiteral("  ? ") + question + QLatin1Char('\n');
    }
    for (const QString &note : analysis.notes)
        out += QStringLiteral("! ") + note + QLatin1Char('\n');
    return out;
}

} // namespace cosmos

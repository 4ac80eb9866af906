// SPDX-License-Identifier: MIT
#include "analysistext.h"

#include "analysistr.h"
#include "numberformat.h"
#include "routetitle.h"

namespace cosmos {

namespace {

// The text report is the CLI's, in English like its JSON.
QString sentence(const char *source, const char *disambiguation = nullptr, int n = -1)
{
    return AnalysisTr::tr(source, disambiguation, n).english();
}

QString entityName(const Model &model, const QString &id)
{
    const Entity *entity = model.entity(id);
    return entity ? entity->name : id;
}

constexpr const char *kHeatStatuses[] = {QT_TRANSLATE_NOOP("cosmos::AnalysisTr", "ok"),
    QT_TRANSLATE_NOOP("cosmos::AnalysisTr", "warning"), QT_TRANSLATE_NOOP("cosmos::AnalysisTr", "HOT")};
static_assert(std::size(kHeatStatuses) == std::size_t(HeatStatus::Hot) + 1);

QString statusText(HeatStatus status)
{
    return sentence(labelIn(kHeatStatuses, status));
}

void relationships(
    QString &out, const Model &model, const Analysis &analysis, const std::vector<DecisionExplanation> &explanations)
{
    out += sentence("Aggregate decisions") + QLatin1Char('\n');
    if (analysis.relationships.empty())
        out += QStringLiteral("  ") + sentence("(no relationships)") + QLatin1Char('\n');
    for (size_t i = 0; i < analysis.relationships.size(); ++i) {
        const RelationshipAnalysis &r = analysis.relationships[i];
        const QString decision = r.decision
            ? sentence("%1 (rule %2)").arg(decisionTitle(*r.decision).english()).arg(r.rule)
            : sentence("undecided");
        out += QStringLiteral("  %1: %2 → %3, correlation %4 — %5\n")
                   .arg(r.id, entityName(model, r.parent), entityName(model, r.child),
                       r.correlation ? formatPercent(*r.correlation) : sentence("undefined"), decision);
        QStringList costs;
        for (const AlternativeCost &alternative : r.alternatives)
            if (alternative.ruPerSecond)
                costs << sentence("%1 %2 RU/s")
                             .arg(decisionName(alternative.decision), formatRu(*alternative.ruPerSecond));
        if (!costs.isEmpty())
            out += QStringLiteral("      ") + costs.join(QStringLiteral(" · ")) + QLatin1Char('\n');
        if (!r.costNote.isEmpty())
            out += QStringLiteral("      ! ") + r.costNote.english() + QLatin1Char('\n');
        out += QStringLiteral("      ") + explanations[i].justification.constLast().english() + QLatin1Char('\n');
    }
    out += QLatin1Char('\n');
}

void containers(QString &out, const Model &model, const Analysis &analysis)
{
    out += sentence("Containers") + QLatin1Char('\n');
    for (const ContainerAnalysis &c : analysis.containers) {
        QStringList types;
        for (const QString &id : c.entities)
            types << entityName(model, id);
        for (const auto &[holder, children] : c.embedded)
            for (const QString &child : children)
                types << sentence("%1 embedded in %2").arg(entityName(model, child), entityName(model, holder));
        if (c.edgeContainer)
            types << sentence("links of %1").arg(c.edgeRelationship);
        for (const QString &copied : c.copiesOf)
            types << sentence("copies of %1").arg(entityName(model, copied));
        if (c.kind == ContainerKind::View)
            types << sentence("a change-feed view of %1").arg(c.source);
        else if (c.kind == ContainerKind::Gsi)
            types << sentence("a global secondary index of %1 (preview)").arg(c.source);
        out += QStringLiteral("  %1  %2 %3%4\n")
                   .arg(c.name, sentence("key"), c.partitionKey.join(QStringLiteral(", ")),
                       c.hierarchical ? QStringLiteral(" (MultiHash)") : QString());
        out += QStringLiteral("      %1\n").arg(types.join(QStringLiteral(", ")));
        out += QStringLiteral("      ")
            + sentence("%1 RU/s average, %2 peak; %3 RU/s; %4 physical partition(s); %5; %6 a month", nullptr,
                c.physicalPartitions)
                  .arg(formatRu(c.ruPerSecondAvg), formatRu(c.ruPerSecondPeak),
                      model.application.capacityMode == CapacityMode::Serverless
                          ? sentence("serverless")
                          : (model.application.capacityMode == CapacityMode::Autoscale ? sentence("autoscale max %1")
                                                                                       : sentence("provisioned %1"))
                                .arg(formatRu(c.provisionedRuPerSecond)),
                      QString::number(c.physicalPartitions), formatGB(c.dataGB), formatUsd(c.monthlyCostUsd))
            + QLatin1Char('\n');
        out += QStringLiteral("      ")
            + sentence("hottest key value: %1 RU/s (%2), %3 (%4)")
                  .arg(formatRu(c.hottest.ruPerSecond), statusText(c.hottest.ruStatus), formatGB(c.hottest.sizeGB),
                      statusText(c.hottest.sizeStatus))
            + QLatin1Char('\n');
        for (const Remedy &remedy : c.remedies)
            out += QStringLiteral("      → ") + remedy.explanation.english() + QLatin1Char('\n');
        for (const QString &note : c.notes.english())
            out += QStringLiteral("      ! ") + note + QLatin1Char('\n');
    }
    out += QLatin1Char('\n');
}

void patterns(QString &out, const Model &model, const Analysis &analysis)
{
    out += sentence("Access patterns") + QLatin1Char('\n');
    for (size_t i = 0; i < analysis.accessPatterns.size(); ++i) {
        const PatternAnalysis &p = analysis.accessPatterns[i];
        out += QStringLiteral("  %1  %2  %3, %4 RU/request, %5 RU/s average, %6 peak — %7\n")
                   .arg(p.id, p.container.isEmpty() ? QStringLiteral("-") : p.container, routeTitle(p).english(),
                       formatNumber(p.ruPerRequest), formatRu(p.ruPerSecondAvg), formatRu(p.ruPerSecondPeak),
                       model.accessPatterns[i].description);
    }
    out += QLatin1Char('\n');
}

} // namespace

QString analysisToText(const Findings &findings)
{
    const Model &model = findings.model();
    const Analysis &analysis = findings.analysis();
    QString out;
    const qsizetype regions = std::max<qsizetype>(1, model.application.regions.size());
    out += sentence("%1 — %2, %3 region(s), %4 consistency", nullptr, int(regions))
               .arg(model.application.name.isEmpty() ? sentence("Model") : model.application.name,
                   toQString(model.application.capacityMode),
                   QString::number(regions),
                   toQString(model.application.consistency))
        + QStringLiteral("\n\n");
    relationships(out, model, analysis, *findings.decisions());
    containers(out, model, analysis);
    patterns(out, model, analysis);
    const Totals &t = analysis.totals;
    out += sentence("Total: %1 RU/s average, %2 RU/s peak, %3 stored, %4 a month (throughput %5, storage %6)")
               .arg(formatRu(t.ruPerSecondAvg), formatRu(t.ruPerSecondPeak), formatGB(t.storageGB),
                   formatUsd(t.monthlyCostUsd), formatUsd(t.throughputCostUsd), formatUsd(t.storageCostUsd))
        + QLatin1Char('\n');
    QStringList modes;
    for (const CapacityModeCost &mode : t.byCapacityMode)
        modes << QStringLiteral("%1 %2").arg(toQString(mode.mode), formatUsd(mode.monthlyCostUsd));
    out += sentence("By capacity mode: %1").arg(modes.join(QStringLiteral(", "))) + QLatin1Char('\n');
    if (analysis.massiveScale.triggered) {
        out += QLatin1Char('\n')
            + sentence("Massive scale: %1").arg(analysis.massiveScale.reasons.english().join(QLatin1Char(' ')))
            + QLatin1Char('\n');
        for (const QString &question : analysis.massiveScale.questions.english())
            out += QStringLiteral("  ? ") + question + QLatin1Char('\n');
    }
    for (const QString &note : analysis.notes.english())
        out += QStringLiteral("! ") + note + QLatin1Char('\n');
    return out;
}

} // namespace cosmos

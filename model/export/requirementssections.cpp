// SPDX-License-Identifier: MIT
#include "requirementssections.h"

#include "documenttext.h"
#include "exporttr.h"
#include "model/document/modellookup.h"
#include "markdown.h"

#include "model/analysis/containersynthesis.h"
#include "model/analysis/indexing.h"
#include "model/analysis/numberformat.h"
#include "model/analysis/routeexplanation.h"

namespace cosmos::requirements {

namespace {

using md::bullet;
using md::subBullets;

using A = AssumptionId;

// Read patterns that touch `a` and, or not, `b`.
QStringList readsTouching(const Model &model, const QString &a, const QString &b, bool withB)
{
    QStringList out;
    for (const QString &id : doc::readPatterns(model, a))
        if (const AccessPattern *p = ModelLookup::accessPattern(model, id); p && p->entities.contains(b) == withB)
            out << id;
    return out;
}

QString sizeLine(
    const Model &model, const RelationshipAnalysis &r, const Relationship &relationship, const AssumptionValues &a)
{
    const QString parent = doc::entity(model, r.parent), child = doc::entity(model, r.child);
    const Entity *childEntity = ModelLookup::entity(model, r.child);
    QString line = ExportTr::tr("%1 with all its %2: %3 on average, %4 at most")
                       .arg(parent, md::text(pluralOf(childEntity ? childEntity->name : r.child)),
                           formatKB(r.embeddedAvgKB), formatKB(r.embeddedMaxKB));
    if (r.neverOneDocument)
        line += QStringLiteral("; ")
            + ExportTr::tr("above the %1 item limit, so never one document").arg(formatKB(a[A::DocumentMaxKB]));
    else if (r.sizeExceedsEmbedLimit)
        line += QStringLiteral("; ") + ExportTr::tr("above the %1 embedding limit").arg(formatKB(a[A::EmbedMaxKB]));
    const bool unboundedChildren = !relationship.maxChildren || isUnbounded(*relationship.maxChildren);
    line += QStringLiteral("; ")
        + (unboundedChildren || (childEntity && childEntity->growth == Growth::Unbounded)
                ? ExportTr::tr("%1 grows without bound").arg(child)
                : ExportTr::tr("bounded growth"));
    return line;
}

// "AP9 (create, 100 RPS), AP10 (patch, 100 RPS)": how often each entity changes.
QString writesWithRates(const Model &model, const QStringList &ids)
{
    if (ids.isEmpty())
        return ExportTr::tr("no pattern");
    QStringList out;
    for (const QString &id : ids)
        if (const AccessPattern *p = ModelLookup::accessPattern(model, id))
            out << ExportTr::tr("%1 (%2, %3 RPS)")
                       .arg(md::text(id), doc::operation(p->operation), formatNumber(p->rpsAvg.value_or(0)));
    return out.join(QStringLiteral(", "));
}

QString updateLine(const Model &model, const RelationshipAnalysis &r, const Relationship &relationship)
{
    const QString parent = doc::entity(model, r.parent), child = doc::entity(model, r.child);
    const QStringList parentWrites = doc::writePatterns(model, r.parent);
    const QStringList childWrites = doc::writePatterns(model, r.child);
    QStringList both;
    for (const QString &id : parentWrites)
        if (childWrites.contains(id))
            both << id;
    QString line = ExportTr::tr("%1 written by %2; %3 by %4")
                       .arg(parent, writesWithRates(model, parentWrites), child, writesWithRates(model, childWrites));
    if (!both.isEmpty())
        line += QStringLiteral("; ") + ExportTr::tr("both written together by %1").arg(doc::patternList(both));
    line += QStringLiteral("; ")
        + (relationship.childUpdatedIndependently
                ? ExportTr::tr("%1 is updated on its own (independent updates)").arg(child)
                : ExportTr::tr("%1 changes with its %2 (related updates)").arg(child, parent));
    return line;
}

QString decisionLine(const Analysis &analysis, const RelationshipAnalysis &r)
{
    if (!r.decision)
        return ExportTr::tr("undecided");
    QString where;
    if (*r.decision == Decision::MultiDocument || *r.decision == Decision::SingleDocument) {
        if (const ContainerAnalysis *c = analysis.containerOf(r.child))
            where = QStringLiteral(" (") + ExportTr::tr("%1 container").arg(doc::container(c->name)) + QLatin1Char(')');
    } else if (*r.decision == Decision::EdgeContainer) {
        for (const ContainerAnalysis &c : analysis.containers)
            if (c.edgeContainer && c.edgeRelationship == r.id)
                where = QStringLiteral(" (") + ExportTr::tr("%1 container").arg(doc::container(c.name))
                    + QLatin1Char(')');
    }
    return ExportTr::tr("%1%2, rule %3").arg(decisionTitle(*r.decision).english(), where, QString::number(r.rule));
}

QString alternativesLine(const RelationshipAnalysis &r)
{
    QStringList costs;
    for (const AlternativeCost &alternative : r.alternatives)
        costs << (alternative.ruPerSecond
                ? ExportTr::tr("%1 %2 RU/s")
                      .arg(decisionTitle(alternative.decision).english().toLower(), formatRu(*alternative.ruPerSecond))
                : ExportTr::tr("%1 not possible").arg(decisionTitle(alternative.decision).english().toLower()));
    return ExportTr::tr("Cost cross-check (average RU/s of every pattern touching either entity): %1.")
        .arg(costs.join(QStringLiteral("; ")));
}

QString analysisSection(
    const Model &model, const Analysis &analysis, size_t index, const DecisionExplanation &explanation)
{
    const RelationshipAnalysis &r = analysis.relationships[index];
    const Relationship &relationship = model.relationships[index];
    const QString parent = doc::entity(model, r.parent), child = doc::entity(model, r.child);
    QString out = QStringLiteral("### ") + ExportTr::tr("%1 + %2 Container Item Analysis").arg(parent, child)
        + QStringLiteral("\n\n");
    if (r.correlation)
        out += QStringLiteral("- **%1**: %2\n")
                   .arg(ExportTr::tr("Access Correlation"),
                       ExportTr::tr("%1 of %2 reads also need %3 (%4 of %5 RPS)")
                           .arg(formatPercent(*r.correlation), parent, child, formatNumber(r.jointReadRps),
                               formatNumber(r.parentReadRps)));
    else
        out += QStringLiteral("- **%1**: %2\n").arg(ExportTr::tr("Access Correlation"), md::text(r.undefinedReason));
    out += QStringLiteral("- **%1**:\n").arg(ExportTr::tr("Query Patterns"));
    out += QStringLiteral("  - %1\n")
               .arg(ExportTr::tr("%1 only: %2 of %1 reads (%3)")
                        .arg(parent, r.parentOnlyShare ? formatPercent(*r.parentOnlyShare) : ExportTr::tr("n/a"),
                            doc::patternList(readsTouching(model, r.parent, r.child, false))));
    out += QStringLiteral("  - %1\n")
               .arg(ExportTr::tr("%1 only: %2 of %1 reads (%3)")
                        .arg(child, r.childAloneShare ? formatPercent(*r.childAloneShare) : ExportTr::tr("n/a"),
                            doc::patternList(readsTouching(model, r.child, r.parent, false))));
    out += QStringLiteral("  - %1\n")
               .arg(ExportTr::tr("Both together: %1 RPS (%2)")
                        .arg(formatNumber(r.jointReadRps),
                            doc::patternList(readsTouching(model, r.parent, r.child, true))));
    out += QStringLiteral("- **%1**: %2\n")
               .arg(ExportTr::tr("Size Constraints"), sizeLine(model, r, relationship, analysis.assumptions));
    out += QStringLiteral("- **%1**: %2\n").arg(ExportTr::tr("Update Patterns"), updateLine(model, r, relationship));
    out += QStringLiteral("- **%1**: %2\n")
               .arg(ExportTr::tr("Identifying Relationship"),
                   relationship.identifying
                       ? ExportTr::tr("yes — %1 cannot exist without its %2 and is looked up with the %2's id")
                             .arg(child, parent)
                       : ExportTr::tr("no — %1 can exist on its own").arg(child));
    out += QStringLiteral("- **%1**: %2\n").arg(ExportTr::tr("Decision"), decisionLine(analysis, r));
    QStringList why;
    if (!explanation.justification.isEmpty())
        why << md::text(explanation.justification.constLast());
    if (r.decision)
        why << alternativesLine(r);
    if (!r.costNote.isEmpty())
        why << md::text(r.costNote);
    out += QStringLiteral("- **%1**: %2\n").arg(ExportTr::tr("Justification"), why.join(QLatin1Char(' ')));
    for (const QString &question : explanation.couplingQuestions.english())
        out += QStringLiteral("  - %1\n").arg(md::text(question));
    if (r.subset)
        out += QStringLiteral("  - %1\n")
                   .arg(ExportTr::tr("Subset pattern: %1 reads the latest %2; embed those in %3 and keep every %4 as "
                                     "its own document.")
                            .arg(md::text(r.subset->patternId), QString::number(r.subset->latestCount), parent, child));
    return out + QLatin1Char('\n');
}

QString consolidationVerdict(ConsolidationRow::Verdict verdict)
{
    switch (verdict) {
    case ConsolidationRow::Verdict::Consolidate:
        return ExportTr::tr("✅ Consolidate");
    case ConsolidationRow::Verdict::Separate:
        return ExportTr::tr("❌ Separate");
    case ConsolidationRow::Verdict::ConsiderCarefully:
        return ExportTr::tr("⚖️ Consider carefully");
    case ConsolidationRow::Verdict::NotApplicable:
        return ExportTr::tr("— Not applicable");
    }
    return {};
}

} // namespace

QString aggregateAnalysis(const Findings &findings)
{
    const Model &model = findings.model();
    const Analysis &analysis = findings.analysis();
    QString out = QStringLiteral("## ") + ExportTr::tr("Enhanced Aggregate Analysis") + QStringLiteral("\n\n");
    if (analysis.relationships.empty())
        return out + ExportTr::tr("No relationships, so every entity is its own aggregate.") + QStringLiteral("\n\n");
    const auto decisions = findings.decisions();
    const std::vector<DecisionExplanation> &explanations = *decisions;
    for (size_t i = 0; i < analysis.relationships.size() && i < model.relationships.size(); ++i)
        out += analysisSection(model, analysis, i, explanations[i]);
    return out;
}

QString identifyingCheck(const Model &model, const Analysis &analysis)
{
    QString out = QStringLiteral("### ") + ExportTr::tr("Identifying Relationship Check") + QStringLiteral("\n\n");
    out += ExportTr::tr("A child that cannot exist without its parent, whose reads always give the parent's id, "
                        "belongs in the parent's partition (partition key = parent id) rather than in a container of "
                        "its own that needs cross-partition queries.")
        + QStringLiteral("\n\n");
    std::vector<QStringList> rows;
    for (size_t i = 0; i < analysis.relationships.size() && i < model.relationships.size(); ++i) {
        const RelationshipAnalysis &r = analysis.relationships[i];
        const Relationship &relationship = model.relationships[i];
        if (r.selfRelationship || r.kind == RelationshipKind::ManyToMany)
            continue;
        const Entity *parentEntity = ModelLookup::entity(model, r.parent);
        QString parentId;
        if (parentEntity)
            for (const Attribute &attribute : parentEntity->attributes)
                if (attribute.type == AttributeType::Id && parentId.isEmpty())
                    parentId = attribute.name;
        QStringList without, crossPartition;
        for (const QString &id : doc::readPatterns(model, r.child)) {
            const AccessPattern *p = ModelLookup::accessPattern(model, id);
            const bool givesParent = std::any_of(p->filters.begin(), p->filters.end(), [&](const Filter &f) {
                return f.op == FilterOp::Eq && !parentId.isEmpty()
                    && (f.attribute == parentId || f.attribute.endsWith(QLatin1Char('.') + parentId));
            });
            if (!givesParent)
                without << id;
            if (const PatternAnalysis *routed = analysis.accessPattern(id); routed && !routed->singlePartition)
                crossPartition << id;
        }
        const bool together = analysis.containerOf(r.parent) == analysis.containerOf(r.child);
        QString result;
        if (relationship.identifying && together)
            result = ExportTr::tr("✅ stored with its parent, partitioned by %1")
                         .arg(doc::keyPaths(analysis.containerOf(r.child)->partitionKey));
        else if (relationship.identifying)
            result = ExportTr::tr("⚠️ identifying but stored apart: consider partitioning by the parent's id");
        else
            result = ExportTr::tr("— not identifying");
        rows.push_back({QStringLiteral("%1 → %2").arg(doc::entity(model, r.parent), doc::entity(model, r.child)),
            relationship.identifying ? ExportTr::tr("No") : ExportTr::tr("Yes"),
            without.isEmpty() ? ExportTr::tr("Yes") : ExportTr::tr("Not always: %1").arg(doc::patternList(without)),
            crossPartition.isEmpty() ? ExportTr::tr("None") : doc::patternList(crossPartition), result});
    }
    if (rows.empty())
        return out + ExportTr::tr("No parent–child relationships to check.") + QStringLiteral("\n\n");
    out += md::table({ExportTr::tr("Relationship"), ExportTr::tr("Child exists without its parent?"),
                         ExportTr::tr("Parent id given when the child is read?"),
                         ExportTr::tr("Cross-partition reads of the child"), ExportTr::tr("Result")},
        rows);
    return out + QLatin1Char('\n');
}

QString consolidation(const Model &model, const Analysis &analysis)
{
    const AssumptionValues &a = analysis.assumptions;
    QString out = QStringLiteral("## ") + ExportTr::tr("Container Consolidation Analysis") + QStringLiteral("\n\n");
    out += QStringLiteral("### ") + ExportTr::tr("Consolidation Decision Framework") + QStringLiteral("\n\n");
    out += ExportTr::tr("For each related pair: does the child always belong to the parent, do their access patterns "
                        "overlap, could the child use the parent's id as its partition key, and does the combined "
                        "size stay bounded?")
        + QStringLiteral("\n\n");
    out += QStringLiteral("### ") + ExportTr::tr("Consolidation Candidates Review") + QStringLiteral("\n\n");
    std::vector<QStringList> rows;
    for (const ConsolidationRow &row : analysis.consolidation)
        rows.push_back({doc::entity(model, row.parent), doc::entity(model, row.child), doc::cardinality(row.kind),
            row.overlap ? formatPercent(*row.overlap) : ExportTr::tr("n/a"), consolidationVerdict(row.verdict),
            md::text(row.justification)});
    if (rows.empty())
        out += ExportTr::tr("No related pairs.") + QStringLiteral("\n\n");
    else
        out += md::table({ExportTr::tr("Parent"), ExportTr::tr("Child"), ExportTr::tr("Relationship"),
                             ExportTr::tr("Access Overlap"), ExportTr::tr("Consolidation Decision"),
                             ExportTr::tr("Justification")},
                   rows)
            + QLatin1Char('\n');
    out += QStringLiteral("### ") + ExportTr::tr("Consolidation Rules") + QStringLiteral("\n\n");
    out += bullet(ExportTr::tr("Consolidate when"),
        ExportTr::tr("more than %1 access overlap, a natural parent–child pair, bounded size and an identifying "
                     "relationship")
            .arg(formatPercent(a[A::ConsolidateOverlapMin])));
    out += bullet(ExportTr::tr("Keep separate when"),
        ExportTr::tr("less than %1 access overlap, unbounded growth or independent operations")
            .arg(formatPercent(a[A::SeparateOverlapMax])));
    out += bullet(ExportTr::tr("Consider carefully"),
        ExportTr::tr("%1 to %2 overlap: weigh the saved requests against the operational coupling")
            .arg(formatPercent(a[A::SeparateOverlapMax]), formatPercent(a[A::ConsolidateOverlapMin])));
    return out + QLatin1Char('\n');
}

namespace {

// The design considerations, one function per topic.
QString hotPartitionConcerns(const Analysis &analysis)
{
    const AssumptionValues &a = analysis.assumptions;
    QStringList hot;
    for (const ContainerAnalysis &c : analysis.containers) {
        // Of what the key routes: the cross-partition queries (and copies, but under a key
        // of one value) spread over every partition, so %3 of %4 is %5.
        hot << ExportTr::tr("%1 (%2): the most popular key value takes %3 of the %4 RU/s its key routes at peak, %5 "
                            "RU/s against a limit of %6 RU/s; it holds about %7 of the %8 logical partition limit. %9")
                   .arg(doc::container(c.name), doc::keyPaths(c.partitionKey), formatPercent(c.hottest.hottestShare),
                       formatRu(c.hottest.keyedPeakRuPerSecond), formatRu(c.hottest.ruPerSecond),
                       formatRu(c.hottest.ruLimit),
                       formatGB(c.hottest.sizeGB), formatGB(a[A::LogicalPartitionMaxGB]),
                       doc::status(c.hottest.status));
        for (const Remedy &remedy : c.remedies)
            hot << QStringLiteral("→ ") + md::text(remedy.explanation);
    }
    return bullet(ExportTr::tr("Hot Partition Concerns"), QString()) + subBullets(hot);
}

QString fanOutConcerns(const Analysis &analysis)
{
    const AssumptionValues &a = analysis.assumptions;
    QStringList fanOut;
    for (const ContainerAnalysis &c : analysis.containers)
        fanOut << ExportTr::tr("%1: %2 for %3 of data and %4 RU/s provisioned (each holds at most %5 and %6 RU/s); a "
                               "cross-partition query asks every one of them at %7 RU each.")
                      .arg(doc::container(c.name),
                          doc::counted(c.physicalPartitions, ExportTr::tr("%1 physical partition"),
                              ExportTr::tr("%1 physical partitions")),
                          formatGB(c.dataGB), formatRu(c.provisionedRuPerSecond),
                          formatGB(a[A::PhysicalPartitionMaxGB]), formatRu(a[A::PartitionMaxRu]),
                          formatNumber(a[A::QueryBaseRu]));
    return bullet(ExportTr::tr("Large Fan-out with Many Physical Partitions"), QString()) + subBullets(fanOut);
}

QString crossPartitionCosts(const Model &model, const Analysis &analysis)
{
    const AssumptionValues &a = analysis.assumptions;
    QStringList cross;
    for (const PatternAnalysis &p : analysis.accessPatterns)
        for (const SubRequest &request : p.requests)
            if (request.kind == RouteKind::CrossPartitionQuery)
                cross << ExportTr::tr("%1 on %2: %3 RU/s on average, %4 at peak. %5")
                             .arg(md::text(p.id), doc::container(request.container), formatRu(p.ruPerSecondAvg),
                                 formatRu(p.ruPerSecondPeak),
                                 md::text(requestReasons(request, model, a).join(QLatin1Char(' '))));
    return bullet(ExportTr::tr("Cross-Partition Query Costs"),
               cross.isEmpty() ? ExportTr::tr("none: every read gives its container's partition key.") : QString())
        + subBullets(cross);
}

QString indexingStrategy(const Analysis &analysis)
{
    const AssumptionValues &a = analysis.assumptions;
    QStringList indexing;
    for (const ContainerAnalysis &c : analysis.containers)
        indexing << QStringLiteral("%1: %2").arg(
            doc::container(c.name), md::text(indexingReasons(c.indexing, a).join(QLatin1Char(' '))));
    return bullet(ExportTr::tr("Indexing Strategy"), QString()) + subBullets(indexing);
}

QString multiDocumentOpportunities(const Model &model, const Analysis &analysis)
{
    const AssumptionValues &a = analysis.assumptions;
    QStringList multiDocument;
    for (const RelationshipAnalysis &r : analysis.relationships)
        if (r.band == Band::CoLocate || r.band == Band::ConsiderCarefully)
            multiDocument << ExportTr::tr("%1 + %2: %3 correlation → %4")
                                 .arg(doc::entity(model, r.parent), doc::entity(model, r.child),
                                     formatPercent(r.correlation.value_or(0)),
                                     r.decision ? decisionTitle(*r.decision).english().toLower()
                                                : ExportTr::tr("undecided"));
    return bullet(ExportTr::tr("Multi-Document Opportunities"),
               multiDocument.isEmpty()
                   ? ExportTr::tr("no pair is read together between %1 and %2 of the time.")
                         .arg(formatPercent(a[A::IdentifyingMin]), formatPercent(a[A::SingleDocMin]))
                   : ExportTr::tr("pairs read together between %1 and %2 of the time:")
                         .arg(formatPercent(a[A::IdentifyingMin]), formatPercent(a[A::SingleDocMin])))
        + subBullets(multiDocument);
}

QString multiEntityPatterns(const Model &model, const Analysis &analysis)
{
    QStringList multiEntity;
    for (size_t i = 0; i < model.accessPatterns.size() && i < analysis.accessPatterns.size(); ++i) {
        const AccessPattern &p = model.accessPatterns[i];
        const PatternAnalysis &routed = analysis.accessPatterns[i];
        if (!isRead(p.operation) || p.entities.size() < 2)
            continue;
        multiEntity << (routed.containersTouched > 1
                ? ExportTr::tr("%1 reads %2: %3 requests over %4 containers, %5 RU in total")
                      .arg(md::text(p.id), doc::entities(model, p.entities), QString::number(routed.requests.size()),
                          QString::number(routed.containersTouched), formatNumber(routed.ruPerRequest))
                : ExportTr::tr("%1 reads %2: one %3 on %4, %5 RU")
                      .arg(md::text(p.id), doc::entities(model, p.entities), doc::route(routed),
                          doc::container(routed.container), formatNumber(routed.ruPerRequest)));
    }
    return bullet(ExportTr::tr("Multi-Entity Query Patterns"),
               multiEntity.isEmpty() ? ExportTr::tr("none: every read touches one entity.") : QString())
        + subBullets(multiEntity);
}

QString denormalizationIdeas(const Model &model, const Analysis &analysis)
{
    QStringList copies;
    for (const PatternAnalysis &p : analysis.accessPatterns)
        for (const FanOutPart &part : p.fanOut)
            copies << ExportTr::tr("%1.%2 is copied into %3.%4: %5 updates %6 copies at %7 RU each")
                          .arg(doc::entity(model, part.source), md::text(part.property),
                              doc::entity(model, part.holder), md::text(part.copy), md::text(p.id),
                              formatNumber(part.copies), formatNumber(part.ruEach));
    QStringList crossContainer;
    for (const PatternAnalysis &p : analysis.accessPatterns)
        if (p.containersTouched > 1 && p.kind != RouteKind::Write)
            crossContainer << md::text(p.id);
    QString denormalisation;
    if (copies.isEmpty())
        denormalisation = crossContainer.isEmpty()
            ? ExportTr::tr("no attribute copies another, and no read needs a second container.")
            : ExportTr::tr("no attribute copies another yet; %1 read more than one container, where a copied "
                           "attribute could save a request.")
                  .arg(crossContainer.join(QStringLiteral(", ")));
    return bullet(ExportTr::tr("Denormalization Ideas"), denormalisation) + subBullets(copies);
}

QString globalDistribution(const Model &model, const Analysis &analysis)
{
    const AssumptionValues &a = analysis.assumptions;
    const Application &app = model.application;
    QStringList strong;
    for (const AccessPattern &p : model.accessPatterns)
        if (p.consistency && *p.consistency != app.consistency)
            strong << ExportTr::tr("%1 uses %2").arg(md::text(p.id), doc::consistency(*p.consistency));
    return bullet(ExportTr::tr("Global Distribution"),
        ExportTr::tr("%1, %2, default consistency %3%4. Strong and bounded-staleness reads cost %5 times as much.")
            .arg(doc::counted(double(std::max<qsizetype>(1, app.regions.size())), ExportTr::tr("%1 region"),
                     ExportTr::tr("%1 regions")),
                app.multiRegionWrites ? ExportTr::tr("writes in every region") : ExportTr::tr("one write region"),
                doc::consistency(app.consistency),
                strong.isEmpty() ? QString() : QStringLiteral("; ") + strong.join(QStringLiteral(", ")),
                formatNumber(a[A::StrongReadFactor])));
}

QString massiveScale(const Model &model, const Analysis &analysis)
{
    const MassiveScale &m = analysis.massiveScale;
    if (!m.triggered)
        return {};
    QStringList lines;
    for (const QString &question : m.questions.english())
        lines << md::text(question);
    if (m.binning)
        lines << ExportTr::tr("Binning %1 records per document for %2: %3 documents instead of %4, %5 RU/s of "
                              "writes instead of %6.")
                     .arg(formatNumber(m.binning->recordsPerChunk), doc::entity(model, m.binning->entity),
                         formatNumber(m.binning->documentsAfter), formatNumber(m.binning->documentsBefore),
                         formatRu(m.binning->writeRuPerSecondAfter), formatRu(m.binning->writeRuPerSecondBefore));
    return bullet(ExportTr::tr("Massive Scale"), md::text(m.reasons.join(QLatin1Char(' ')))) + subBullets(lines);
}

} // namespace

QString designConsiderations(const Model &model, const Analysis &analysis)
{
    // Appended one part at a time: a chain of `+` keeps every partial sum alive until
    // the end of the expression, ten copies of a section that runs to megabytes in a
    // model of thousands of patterns.
    QString out
        = QStringLiteral("## ") + ExportTr::tr("Design Considerations (Subject to Change)") + QStringLiteral("\n\n");
    out += hotPartitionConcerns(analysis);
    out += fanOutConcerns(analysis);
    out += crossPartitionCosts(model, analysis);
    out += indexingStrategy(analysis);
    out += multiDocumentOpportunities(model, analysis);
    out += multiEntityPatterns(model, analysis);
    out += denormalizationIdeas(model, analysis);
    out += globalDistribution(model, analysis);
    out += massiveScale(model, analysis);
    out += QLatin1Char('\n');
    return out;
}

} // namespace cosmos::requirements

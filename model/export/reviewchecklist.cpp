// SPDX-License-Identifier: MIT
#include "reviewchecklist.h"

#include "documenttext.h"
#include "exporttr.h"
#include "model/document/modellookup.h"
#include "markdown.h"

#include "model/advisor/checklist.h"
#include "model/analysis/numberformat.h"

#include <initializer_list>

namespace cosmos {

namespace {

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
                        .arg(md::text(p.id), doc::route(p), formatNumber(p.ruPerRequest));
        else if (!p.singlePartition)
            open << ExportTr::tr("%1 runs across partitions (%2 RU per request, %3 RU/s on average): acceptable "
                                 "at %4 RPS, or give it the partition key")
                        .arg(md::text(p.id), formatNumber(p.ruPerRequest), formatRu(p.ruPerSecondAvg),
                            formatNumber(pattern.rpsAvg.value_or(0)));
    }
    return open;
}

// The open points both documents share with the live checklist, in its words: one
// source, so the documents and the Checklist dock never disagree.
QStringList fromChecklist(const std::vector<ChecklistItem> &items, std::initializer_list<const char *> checks)
{
    QStringList open;
    for (const ChecklistItem &item : items)
        for (const char *check : checks)
            if (item.check == QLatin1String(check))
                open << md::text(item.message);
    return open;
}

} // namespace

std::vector<ReviewItem> requirementsChecklist(const Findings &findings)
{
    const Model &model = findings.model();
    const Analysis &analysis = findings.analysis();
    const std::vector<ChecklistItem> &items = findings.checklist();
    return {
        {ExportTr::tr("Application domain and scale documented"), scaleGaps(model)},
        {ExportTr::tr("All entities and relationships mapped"), fromChecklist(items, {"entity-unused"})},
        {ExportTr::tr("Aggregate boundaries identified based on access patterns"),
            fromChecklist(items, {"relationship-undecided"})},
        {ExportTr::tr("Identifying relationships checked for consolidation opportunities"),
            identifyingApart(model, analysis)},
        {ExportTr::tr("Container consolidation analysis completed"), {}},
        {ExportTr::tr("Every access pattern has RPS (average and peak), a latency target, a consistency level, an "
                      "expected result size and a document size"),
            fromChecklist(items, {"pattern-incomplete", "entity-size-missing"})},
        {ExportTr::tr("A write pattern exists for every entity that is read, and a read for every entity written"),
            fromChecklist(items, {"entity-never-written", "entity-never-read"})},
        {ExportTr::tr("Hot partition risks evaluated"),
            fromChecklist(items, {"partition-hot", "partition-warm", "partition-physical-busy"})},
        {ExportTr::tr("Consolidation framework applied; candidates reviewed"),
            fromChecklist(items, {"consolidation-review"})},
        {ExportTr::tr("Unique keys valid"), fromChecklist(items, {"unique-key-invalid", "unique-key-risk"})},
        {ExportTr::tr("Documents under the item size limit"),
            fromChecklist(items, {"document-too-large", "embedded-too-large"})},
        {ExportTr::tr("Logical partitions under the size limit"), fromChecklist(items, {"partition-too-large"})},
        {ExportTr::tr("Design considerations captured (subject to final validation)"), {}},
    };
}

std::vector<ReviewItem> dataModelValidation(const Findings &findings)
{
    const Model &model = findings.model();
    const Analysis &analysis = findings.analysis();
    const std::vector<ChecklistItem> &items = findings.checklist();
    const QStringList undecided = fromChecklist(items, {"relationship-undecided"});
    return {
        {ExportTr::tr("Every design decision reasoned step by step with the rules and their thresholds"), undecided},
        {ExportTr::tr("Aggregate boundaries defined from the access-pattern analysis"), undecided},
        {ExportTr::tr("Every access pattern resolved, or an alternative named"), unresolvedPatterns(model, analysis)},
        {ExportTr::tr("Identifying relationships used to avoid cross-partition queries"),
            identifyingApart(model, analysis)},
        {ExportTr::tr("Every container and index documented with its rationale"), {}},
        {ExportTr::tr("Unique keys valid for their containers"),
            fromChecklist(items, {"unique-key-invalid", "unique-key-risk"})},
        {ExportTr::tr("Hot partition analysis completed"),
            fromChecklist(items, {"partition-hot", "partition-warm", "partition-physical-busy"})},
        {ExportTr::tr("Cost estimates given for every access pattern and container"), {}},
        {ExportTr::tr("Trade-offs stated and justified"), {}},
        {ExportTr::tr("Global distribution strategy described"), {}},
        {ExportTr::tr("Consistent with cosmosdb_requirements.md (both are generated from the same model)"), {}},
    };
}

QString reviewListMarkdown(const std::vector<ReviewItem> &items)
{
    QString out;
    for (const ReviewItem &item : items) {
        out += item.done() ? QStringLiteral("- [x] %1 ✅\n").arg(item.title) : QStringLiteral("- [ ] %1\n").arg(item.title);
        out += md::subBullets(item.open);
    }
    return out + QLatin1Char('\n');
}

} // namespace cosmos

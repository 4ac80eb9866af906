// SPDX-License-Identifier: MIT
#include "requirementsdocument.h"

#include "documenttext.h"
#include "exporttr.h"
#include "markdown.h"
#include "model/document/modellookup.h"
#include "requirementssections.h"
#include "reviewchecklist.h"

#include "model/analysis/numberformat.h"

#include <algorithm>
#include <optional>

namespace cosmos {

namespace {

QString orNotSet(const QString &value)
{
    return value.trimmed().isEmpty() ? ExportTr::tr("_not set_") : md::text(value);
}

// User text that the document continues after: it must end like a sentence.
QString asSentence(const QString &text)
{
    const QString trimmed = md::text(text.trimmed());
    if (trimmed.isEmpty())
        return {};
    const QChar last = trimmed.back();
    return last == QLatin1Char('.') || last == QLatin1Char('!') || last == QLatin1Char('?')
        ? trimmed
        : trimmed + QLatin1Char('.');
}

QString keyEntities(const Model &model)
{
    QStringList parts;
    QStringList related;
    for (const Relationship &r : model.relationships) {
        parts << ExportTr::tr("%1 (%2) %3")
                     .arg(doc::entity(model, r.from), doc::cardinality(r.kind), doc::entity(model, r.to));
        related << r.from << r.to;
    }
    for (const Entity &entity : model.entities)
        if (!related.contains(entity.id))
            parts << md::text(entity.name);
    return parts.isEmpty() ? ExportTr::tr("_none_") : parts.join(QStringLiteral(", "));
}

// A count the model does not give stays "unknown" (an import reads it back as unset), with
// what the analysis derived and counted instead (RULES.md section 1).
QString documentCountText(const Model &model, const Analysis &analysis, const Entity &e)
{
    if (e.documentCount)
        return ExportTr::tr("%1 documents").arg(formatNumber(*e.documentCount));
    const DerivedValue *derived = findDerived(analysis.derived, DerivedValue::Kind::DocumentCount, e.id);
    if (!derived || !derived->value)
        return ExportTr::tr("unknown documents");
    return ExportTr::tr("unknown documents (%1 derived: %2)")
        .arg(formatNumber(*derived->value), md::text(derivationText(*derived, model, analysis.derived).english()));
}

QString overview(const Model &model, const Analysis &analysis)
{
    const Application &app = model.application;
    const Totals &t = analysis.totals;
    QString out = QStringLiteral("## ") + ExportTr::tr("Application Overview") + QStringLiteral("\n\n");
    out += QStringLiteral("- **%1**: %2\n").arg(ExportTr::tr("Domain"), orNotSet(app.domain));
    out += QStringLiteral("- **%1**: %2\n").arg(ExportTr::tr("Key Entities"), keyEntities(model));
    out += QStringLiteral("- **%1**: %2\n").arg(ExportTr::tr("Business Context"), orNotSet(app.businessContext));
    QStringList containers;
    for (const ContainerAnalysis &c : analysis.containers)
        containers << ExportTr::tr("%1 %2").arg(doc::container(c.name), formatGB(c.dataGB));
    out += QStringLiteral("- **%1**: %2\n")
               .arg(ExportTr::tr("Scale"),
                   ExportTr::tr("%1 %2 entities, %3 documents, %4 stored (%5). %6 access patterns: %7 requests/s on "
                                "average and %8 at peak, needing %9 RU/s on average.")
                       .arg(asSentence(app.scaleNotes), QString::number(model.entities.size()),
                           formatNumber(t.documents), formatGB(t.storageGB), containers.join(QStringLiteral(", ")),
                           QString::number(model.accessPatterns.size()), formatNumber(t.requestsPerSecondAvg),
                           formatNumber(t.requestsPerSecondPeak), formatRu(t.ruPerSecondAvg))
                       .trimmed());
    for (const Entity &e : model.entities) {
        const QString size = e.avgSizeKB
            ? ExportTr::tr("%1 on average, %2 at most")
                  .arg(formatKB(*e.avgSizeKB), formatKB(e.maxSizeKB.value_or(*e.avgSizeKB)))
            : ExportTr::tr("size not set");
        const QString retention = !e.ttlSeconds ? ExportTr::tr("kept until deleted")
            : *e.ttlSeconds < 0                 ? ExportTr::tr("expiry decided per item")
                                                : ExportTr::tr("expires after %1 s").arg(formatNumber(*e.ttlSeconds));
        out += QStringLiteral("  - %1: %2\n")
                   .arg(md::text(e.name),
                       ExportTr::tr("%1, %2, %3 growth, %4")
                           .arg(documentCountText(model, analysis, e), size,
                               e.growth == Growth::Bounded ? ExportTr::tr("bounded") : ExportTr::tr("unbounded"),
                               retention));
    }
    const QString regions = app.regions.isEmpty() ? ExportTr::tr("no region set (the resource group's location)")
                                                  : md::text(app.regions.join(QStringLiteral(", ")));
    out += QStringLiteral("- **%1**: %2\n\n")
               .arg(ExportTr::tr("Geographic Distribution"),
                   ExportTr::tr("%1; %2; default consistency %3.")
                       .arg(regions,
                           app.multiRegionWrites ? ExportTr::tr("multi-region writes")
                                                 : ExportTr::tr("one write region"),
                           doc::consistency(app.consistency)));
    return out;
}

QString keyRequirements(const AccessPattern &p, const Model &model)
{
    QStringList parts;
    if (p.latencySloMs)
        parts << ExportTr::tr("≤ %1 ms").arg(formatNumber(*p.latencySloMs));
    parts
        << ExportTr::tr("%1 consistency").arg(doc::consistency(p.consistency.value_or(model.application.consistency)));
    if (isRead(p.operation) && p.resultCount)
        parts << doc::counted(*p.resultCount, ExportTr::tr("%1 result"), ExportTr::tr("%1 results"));
    return parts.join(QStringLiteral("; "));
}

QString designNote(const PatternAnalysis &p)
{
    if (p.requests.empty())
        return ExportTr::tr("touches no entity");
    QString note = ExportTr::tr("%1 on %2: %3 RU, %4 RU/s on average")
                       .arg(doc::route(p), doc::container(p.container), formatNumber(p.ruPerRequest),
                           formatRu(p.ruPerSecondAvg));
    if (p.containersTouched > 1)
        note += QStringLiteral("; ") + ExportTr::tr("%1 containers, one request each").arg(p.containersTouched);
    if (!p.singlePartition)
        note += QStringLiteral("; ⚠️ ") + ExportTr::tr("cross-partition");
    if (!p.fanOut.empty())
        note += QStringLiteral("; ") + ExportTr::tr("updates %1 RU of copies").arg(formatNumber(p.fanOutRuPerRequest));
    return note;
}

QString patternsTable(const Model &model, const Analysis &analysis)
{
    QString out = QStringLiteral("## ") + ExportTr::tr("Access Patterns Analysis") + QStringLiteral("\n\n");
    std::vector<QStringList> rows;
    QStringList missingRps;
    for (size_t i = 0; i < model.accessPatterns.size(); ++i) {
        const AccessPattern &p = model.accessPatterns[i];
        QStringList attributes;
        for (const QString &attribute : p.attributesNeeded)
            attributes << md::code(attribute);
        QString rps;
        if (p.rpsAvg || p.rpsPeak)
            rps = ExportTr::tr("%1 peak / %2 avg")
                      .arg(p.rpsPeak ? formatRate(*p.rpsPeak) : ExportTr::tr("?"),
                          p.rpsAvg ? formatRate(*p.rpsAvg) : ExportTr::tr("?"));
        if (!p.rpsAvg || !p.rpsPeak) {
            rps += (rps.isEmpty() ? QString() : QStringLiteral(" ")) + ExportTr::tr("**missing**");
            missingRps << md::text(p.id);
        }
        rows.push_back({md::text(p.id), md::text(p.description), rps,
            ExportTr::tr("%1 (%2)").arg(doc::readOrWrite(p.operation), doc::operation(p.operation)),
            attributes.isEmpty() ? ExportTr::tr("—") : attributes.join(QStringLiteral(", ")), keyRequirements(p, model),
            i < analysis.accessPatterns.size() ? designNote(analysis.accessPatterns[i]) : QString(),
            p.status == PatternStatus::Validated ? ExportTr::tr("✅ validated") : ExportTr::tr("⏳ draft")});
    }
    out += md::table({ExportTr::tr("Pattern #"), ExportTr::tr("Description"), ExportTr::tr("RPS (Peak and Average)"),
                         ExportTr::tr("Type"), ExportTr::tr("Attributes Needed"), ExportTr::tr("Key Requirements"),
                         ExportTr::tr("Design Considerations"), ExportTr::tr("Status")},
        rows);
    out += QLatin1Char('\n');
    if (!missingRps.isEmpty())
        out += ExportTr::tr("**RPS missing** for %1: every pattern needs its average and peak requests per second; "
                            "until then it counts as 0 and its cost is unknown.")
                   .arg(missingRps.join(QStringLiteral(", ")))
            + QStringLiteral("\n\n");
    return out;
}

// "=" is a symbol in every language: left unmarked, so tr() gives it back as it is.
constexpr const char *kFilterWords[] = {"=", QT_TRANSLATE_NOOP("cosmos::ExportTr", "range"),
    QT_TRANSLATE_NOOP("cosmos::ExportTr", "contains"), QT_TRANSLATE_NOOP("cosmos::ExportTr", "near")};
static_assert(std::size(kFilterWords) == std::size_t(FilterOp::Near) + 1);

QString filterWord(FilterOp op)
{
    return ExportTr::tr(labelIn(kFilterWords, op));
}

// What each pattern reads or writes and how it finds it: the entities by name, the
// filters and the sort. Reviewers see the lookups; import-requirements reads the
// table back, so the document holds the patterns whole.
QString patternDetails(const Model &model)
{
    if (model.accessPatterns.empty())
        return {};
    const bool searches = std::any_of(model.accessPatterns.begin(), model.accessPatterns.end(),
        [](const AccessPattern &p) { return p.topK.has_value(); });
    const QString none = ExportTr::tr("—");
    std::vector<QStringList> rows;
    for (const AccessPattern &p : model.accessPatterns) {
        QStringList filters, sort;
        for (const Filter &f : p.filters)
            filters << md::code(f.attribute) + QLatin1Char(' ') + filterWord(f.op);
        for (const SortKey &k : p.sort)
            sort << md::code(k.attribute) + QLatin1Char(' ')
                    + (k.order == SortOrder::Desc ? QStringLiteral("desc") : QStringLiteral("asc"));
        rows.push_back({md::text(p.id), p.entities.isEmpty() ? none : doc::entities(model, p.entities),
            filters.isEmpty() ? none : filters.join(QStringLiteral(", ")),
            sort.isEmpty() ? none : sort.join(QStringLiteral(", "))});
        if (searches)
            rows.back() << (p.topK ? formatNumber(*p.topK) : none);
    }
    QStringList header {ExportTr::tr("Pattern #"), ExportTr::tr("Entities"), ExportTr::tr("Filters"), ExportTr::tr("Sort")};
    if (searches)
        header << ExportTr::tr("Top K");
    return QStringLiteral("### ") + ExportTr::tr("Access Pattern Details") + QStringLiteral("\n\n")
        + md::table(header, rows) + QLatin1Char('\n');
}

QString relationships(const Model &model)
{
    QString out = QStringLiteral("## ") + ExportTr::tr("Entity Relationships Deep Dive") + QStringLiteral("\n\n");
    if (model.relationships.empty())
        return out + ExportTr::tr("The model has no relationships.") + QStringLiteral("\n\n");
    for (const Relationship &r : model.relationships) {
        const QString parent = doc::entity(model, r.from), child = doc::entity(model, r.to);
        const QString maximum = !r.maxChildren ? ExportTr::tr("maximum unknown")
            : isUnbounded(*r.maxChildren)      ? ExportTr::tr("unbounded")
                                               : ExportTr::tr("at most %1").arg(formatNumber(*r.maxChildren));
        QStringList facts;
        facts << ExportTr::tr("%1 per %2 on average, %3")
                     .arg(r.avgChildren ? formatNumber(*r.avgChildren) : ExportTr::tr("unknown"), parent, maximum);
        if (r.kind == RelationshipKind::ManyToMany && (r.avgParents || r.maxParents))
            facts << ExportTr::tr("%1 per %2 on average, at most %3")
                         .arg(r.avgParents ? formatNumber(*r.avgParents) : ExportTr::tr("unknown"), child,
                             r.maxParents ? (
                                 isUnbounded(*r.maxParents) ? ExportTr::tr("unbounded") : formatNumber(*r.maxParents))
                                          : ExportTr::tr("unknown"));
        facts << (r.identifying ? ExportTr::tr("identifying: %1 cannot exist without its %2").arg(child, parent)
                                : ExportTr::tr("not identifying: %1 can exist on its own").arg(child));
        facts << (r.childUpdatedIndependently ? ExportTr::tr("%1 is updated on its own").arg(child)
                                              : ExportTr::tr("%1 changes together with its %2").arg(child, parent));
        out += QStringLiteral("- **%1 → %2**: %3 — %4\n")
                   .arg(parent, child, doc::cardinality(r.kind), facts.join(QStringLiteral("; ")));
    }
    return out + QLatin1Char('\n');
}

} // namespace

QString requirementsDocument(const Findings &findings)
{
    const Model &model = findings.model();
    const Analysis &analysis = findings.analysis();
    const ModelLookupScope lookup(model);
    QString out
        = QStringLiteral("# ") + ExportTr::tr("Azure Cosmos DB NoSQL Modeling Session") + QStringLiteral("\n\n");
    out += ExportTr::tr("_%1: requirements and design considerations, generated by Cosmos Modeler from the model's "
                        "access patterns. Every number below is computed from the model; the assumptions behind them "
                        "are listed at the end of cosmosdb\\_data\\_model.md._")
               .arg(model.application.name.trimmed().isEmpty() ? ExportTr::tr("Model")
                                                               : md::text(model.application.name))
        + QStringLiteral("\n\n");
    out.reserve(qsizetype(analysis.relationships.size() * 3000 + analysis.accessPatterns.size() * 700 + 20000));
    out += overview(model, analysis);
    out += patternsTable(model, analysis);
    out += patternDetails(model);
    out += relationships(model);
    out += requirements::aggregateAnalysis(findings);
    out += requirements::identifyingCheck(model, analysis);
    out += requirements::consolidation(model, analysis);
    out += requirements::designConsiderations(model, analysis);
    out += QStringLiteral("## ") + ExportTr::tr("Validation Checklist") + QStringLiteral("\n\n");
    out += reviewListMarkdown(requirementsChecklist(findings));
    while (out.endsWith(QLatin1Char('\n')))
        out.chop(1);
    return out + QLatin1Char('\n');
}

} // namespace cosmos

// SPDX-License-Identifier: MIT
#include "explainer.h"

#include "model/analysis/hotpartitions.h"
#include "model/analysis/indexing.h"
#include "model/analysis/numberformat.h"
#include "model/analysis/partitionkeys.h"
#include "model/analysis/routeexplanation.h"
#include "model/analysis/routetitle.h"
#include "model/document/modellookup.h"
#include "model/document/sampledescription.h"
#include "views/common/languagechange.h"

namespace cosmos {

namespace {

QString escaped(const QString &text)
{
    return text.toHtmlEscaped();
}

QString heading(const QString &text)
{
    return QStringLiteral("<h3>%1</h3>").arg(escaped(text));
}

QString list(const QStringList &items, bool numbered = false)
{
    if (items.isEmpty())
        return {};
    QString html = numbered ? QStringLiteral("<ol>") : QStringLiteral("<ul>");
    for (const QString &item : items)
        html += QStringLiteral("<li>%1</li>").arg(escaped(item));
    return html + (numbered ? QStringLiteral("</ol>") : QStringLiteral("</ul>"));
}

QString paragraph(const QString &text)
{
    return text.isEmpty() ? QString() : QStringLiteral("<p>%1</p>").arg(escaped(text));
}

constexpr const char *kHeats[] = {QT_TRANSLATE_NOOP("Explainer", "within limits"),
    QT_TRANSLATE_NOOP("Explainer", "close to a limit"), QT_TRANSLATE_NOOP("Explainer", "hot: over a limit")};
static_assert(std::size(kHeats) == std::size_t(HeatStatus::Hot) + 1);

QString heatText(HeatStatus status)
{
    return Explainer::tr(labelIn(kHeats, status));
}

QString remedyTitle(const Remedy &remedy)
{
    switch (remedy.kind) {
    case Remedy::Kind::HierarchicalKey:
        return Explainer::tr("Hierarchical key %1").arg(remedy.keyPaths.join(QStringLiteral(", ")));
    case Remedy::Kind::SyntheticSuffix:
        return Explainer::tr("Synthetic key suffix with %1 shards").arg(remedy.shards);
    case Remedy::Kind::TimeBucket:
        return Explainer::tr("Time bucket in the key %1").arg(remedy.keyPaths.join(QStringLiteral(", ")));
    }
    return {};
}

} // namespace

Explainer::Explainer(const Findings &findings)
    : m_findings(findings)
    , m_model(findings.model())
    , m_analysis(findings.analysis())
{ }

QString Explainer::entityName(const QString &id) const
{
    return ModelLookup::entityName(m_model, id);
}

Explanation Explainer::object(ObjectKind kind, const QString &id) const
{
    switch (kind) {
    case ObjectKind::Entity:
        return entity(id);
    case ObjectKind::Relationship:
        return relationship(id);
    case ObjectKind::AccessPattern:
        return accessPattern(id);
    default:
        return {};
    }
}

QString Explainer::patternRoute(const PatternAnalysis &pattern) const
{
    return tr("%1 on %2 · %3 RU per request · %4 RU/s on average, %5 at peak")
        .arg(routeTitle(pattern).translated(), pattern.container.isEmpty() ? tr("no container") : pattern.container,
            formatNumber(pattern.ruPerRequest), formatRu(pattern.ruPerSecondAvg), formatRu(pattern.ruPerSecondPeak));
}

QString Explainer::patternDrives(const AccessPattern &pattern) const
{
    QStringList decisions;
    for (const RelationshipAnalysis &r : m_analysis.relationships) {
        if (!pattern.entities.contains(r.parent) || !pattern.entities.contains(r.child) || !r.decision)
            continue;
        decisions << tr("%1 → %2: %3")
                         .arg(entityName(r.parent), entityName(r.child),
                             decisionTitle(*r.decision).translated().toLower());
    }
    return decisions.join(QStringLiteral(" · "));
}

QString Explainer::relationshipBrief(const RelationshipAnalysis &r) const
{
    if (!r.decision)
        return tr("Undecided: %1").arg(r.undefinedReason.translated());
    QString brief = tr("%1 by rule %2").arg(decisionTitle(*r.decision).translated()).arg(r.rule);
    if (r.correlation)
        brief += QLatin1Char(' ')
            + tr("(%1 of %2 reads also read %3)")
                  .arg(formatPercent(*r.correlation), entityName(r.parent), entityName(r.child));
    return brief;
}

QString Explainer::containerBrief(const ContainerAnalysis &c) const
{
    return tr("Key %1 · %2 RU/s at peak · %n physical partition(s) · %3 a month · hottest key %4", nullptr,
        c.physicalPartitions)
        .arg(c.partitionKey.join(QStringLiteral(", ")), formatRu(c.ruPerSecondPeak), formatUsd(c.monthlyCostUsd),
            heatText(c.hottest.status));
}

Explanation Explainer::entity(const QString &id) const
{
    const Entity *e = m_model.entity(id);
    if (!e)
        return {};
    Explanation out;
    out.title = e->name;
    const ContainerAnalysis *c = m_analysis.containerOf(id);
    bool embedded = false;
    QString holder;
    if (c)
        for (const auto &[holderId, children] : c->embedded)
            if (children.contains(id)) {
                embedded = true;
                holder = holderId;
            }
    if (!c)
        out.brief = tr("%1 is not stored in any container yet.").arg(e->name);
    else if (embedded)
        out.brief = tr("Embedded in each %1 document in %2.").arg(entityName(holder), c->name);
    else
        out.brief = tr("Stored as its own documents in %1, keyed by %2.")
                        .arg(c->name, c->partitionKey.join(QStringLiteral(", ")));

    QString html = QStringLiteral("<h2>%1</h2>").arg(escaped(e->name)) + paragraph(out.brief);
    html += heading(tr("Inputs"));
    QStringList inputs;
    inputs << tr("%1 documents of %2 on average, %3 at most")
                  .arg(e->documentCount ? formatNumber(*e->documentCount) : tr("an unknown number of"),
                      e->avgSizeKB ? formatKB(*e->avgSizeKB) : tr("unknown size"),
                      e->maxSizeKB ? formatKB(*e->maxSizeKB) : tr("unknown"));
    if (const DerivedValue *derived = findDerived(m_analysis.derived, DerivedValue::Kind::DocumentCount, id);
        derived && derived->value && !e->documentCount)
        inputs << tr("%1 documents derived from the parents, not given: %2.")
                      .arg(formatNumber(*derived->value), derivationText(*derived, m_model, m_analysis.derived).translated());
    QStringList reads, writes;
    for (const AccessPattern &p : m_model.accessPatterns) {
        if (!p.entities.contains(id))
            continue;
        const QString line
            = tr("%1 (on average %2 a second)").arg(p.id, p.rpsAvg ? formatNumber(*p.rpsAvg) : tr("unknown"));
        (isRead(p.operation) ? reads : writes) << line;
    }
    inputs << (reads.isEmpty() ? tr("Never read by an access pattern.")
                               : tr("Read by %1.").arg(reads.join(QStringLiteral(", "))));
    inputs << (writes.isEmpty() ? tr("Never written by an access pattern.")
                                : tr("Written by %1.").arg(writes.join(QStringLiteral(", "))));
    html += list(inputs);
    QStringList decisions;
    for (const RelationshipAnalysis &r : m_analysis.relationships)
        if (r.parent == id || r.child == id)
            decisions << tr("%1 → %2: %3").arg(entityName(r.parent), entityName(r.child), relationshipBrief(r));
    if (!decisions.isEmpty())
        html += heading(tr("Decisions it takes part in")) + list(decisions);
    out.html = html;
    if (c)
        out.html += container(c->name).html;
    return out;
}

Explanation Explainer::relationship(const QString &id) const
{
    const RelationshipAnalysis *r = m_analysis.relationship(id);
    const Relationship *relationship = m_model.relationship(id);
    if (!r || !relationship)
        return {};
    Explanation out;
    out.title = tr("%1 → %2").arg(entityName(r->parent), entityName(r->child));
    out.brief = relationshipBrief(*r);
    QString html = QStringLiteral("<h2>%1</h2>").arg(escaped(out.title)) + paragraph(out.brief);

    html += heading(tr("Inputs"));
    QStringList inputs;
    inputs << tr("Reads of %1: %2 a second on average; reads of %3: %4; reads of both together: %5.")
                  .arg(entityName(r->parent), formatNumber(r->parentReadRps), entityName(r->child),
                      formatNumber(r->childReadRps), formatNumber(r->jointReadRps));
    if (r->parentOnlyShare && r->childAloneShare)
        inputs << tr("%1 alone: %2 of the reads; %3 alone: %4.")
                      .arg(entityName(r->parent), formatPercent(*r->parentOnlyShare), entityName(r->child),
                          formatPercent(*r->childAloneShare));
    inputs << tr("Embedded, the children would add %1 on average and %2 at most to each %3 document.")
                  .arg(formatKB(r->embeddedAvgKB), formatKB(r->embeddedMaxKB), entityName(r->parent));
    if (relationship->identifying)
        inputs << tr("Identifying: %1 cannot exist without its %2.").arg(entityName(r->child), entityName(r->parent));
    html += list(inputs);

    // This relationship's trace only: the others are decided without their sentences.
    const int index = m_model.relationshipIndex(id);
    if (index >= 0) {
        const DecisionExplanation trace = m_findings.decision(size_t(index));
        html += heading(tr("The rules, in order")) + list(trace.justification.translated(), true);
        if (!trace.couplingQuestions.isEmpty())
            html += heading(tr("Questions before co-locating")) + list(trace.couplingQuestions.translated());
    }
    QStringList costs;
    for (const AlternativeCost &alternative : r->alternatives)
        costs << tr("%1: %2").arg(decisionTitle(alternative.decision).translated(),
            alternative.ruPerSecond ? formatRu(*alternative.ruPerSecond) + QStringLiteral(" RU/s")
                                    : tr("impossible (%1)").arg(alternative.note.translated()));
    html += heading(tr("What each design would cost")) + list(costs) + paragraph(r->costNote.translated());
    out.html = html;
    return out;
}

Explanation Explainer::accessPattern(const QString &id) const
{
    const AccessPattern *pattern = m_model.accessPattern(id);
    const PatternAnalysis *routed = m_analysis.accessPattern(id);
    if (!pattern)
        return {};
    Explanation out;
    out.title = tr("%1 — %2").arg(pattern->id, pattern->description);
    out.brief = routed ? patternRoute(*routed) : tr("Not analysed yet.");
    QString html = QStringLiteral("<h2>%1</h2>").arg(escaped(out.title)) + paragraph(out.brief);
    const QString drives = patternDrives(*pattern);
    if (!drives.isEmpty())
        html += paragraph(tr("Drives: %1").arg(drives));
    if (routed)
        html += heading(tr("How the cost is computed"))
            + list(patternReasons(*routed, m_model, m_analysis.assumptions).translated());
    out.html = html;
    return out;
}

Explanation Explainer::container(const QString &name) const
{
    const ContainerAnalysis *c = m_analysis.container(name);
    if (!c)
        return {};
    Explanation out;
    out.title = c->name;
    out.brief = containerBrief(*c);
    QString html = QStringLiteral("<h2>%1</h2>").arg(escaped(tr("Container %1").arg(c->name))) + paragraph(out.brief);
    QStringList types;
    for (const QString &entity : c->entities)
        types << entityName(entity);
    html += paragraph(tr("Document types: %1.").arg(types.join(QStringLiteral(", "))));

    html += heading(tr("Why this partition key"));
    html += list(partitionKeyReasons(*c, m_analysis.assumptions).translated());
    QStringList candidates;
    for (size_t i = 0; i < c->candidates.size() && i < 3; ++i) {
        const PartitionKeyCandidate &candidate = c->candidates[i];
        candidates << tr("%1 (score %2): %3")
                          .arg(candidate.paths.join(QStringLiteral(", ")), formatNumber(candidate.score, 3),
                              candidateReasons(candidate, m_analysis.assumptions).translated().join(QLatin1Char(' ')));
    }
    if (!candidates.isEmpty())
        html += heading(tr("Best candidates")) + list(candidates, true);

    html += heading(tr("Hottest logical partition: %1").arg(heatText(c->hottest.status)));
    html += list(hottestPartitionReasons(*c, m_analysis.assumptions).translated());
    QStringList remedies;
    for (const Remedy &remedy : c->remedies)
        remedies << tr("%1: %2").arg(remedyTitle(remedy), remedy.explanation.translated());
    if (!remedies.isEmpty())
        html += heading(tr("Remedies")) + list(remedies, true);

    html += heading(tr("Indexing")) + list(indexingReasons(c->indexing, m_analysis.assumptions).translated());
    html += heading(tr("Throughput and cost"));
    html += list(
        {tr("%1 RU/s on average and %2 RU/s at peak; %3 RU/s provisioned.")
                .arg(formatRu(c->ruPerSecondAvg), formatRu(c->ruPerSecondPeak), formatRu(c->provisionedRuPerSecond)),
            tr("%1 of data in %n physical partition(s).", nullptr, c->physicalPartitions).arg(formatGB(c->dataGB)),
            tr("%1 for throughput and %2 for storage: %3 a month.")
                .arg(formatUsd(c->throughputCostUsd), formatUsd(c->storageCostUsd), formatUsd(c->monthlyCostUsd))});
    html += list(c->notes.translated());
    out.html = html;
    return out;
}

Explanation Explainer::overview() const
{
    Explanation out;
    out.title = m_model.application.name;
    const Totals &t = m_analysis.totals;
    out.brief
        = tr("%n container(s) · %1 RU/s at peak · %2 of data · %3 a month", nullptr, int(m_analysis.containers.size()))
              .arg(formatRu(t.ruPerSecondPeak), formatGB(t.storageGB), formatUsd(t.monthlyCostUsd));
    QString html = QStringLiteral("<h2>%1</h2>").arg(escaped(out.title)) + paragraph(out.brief);
    if (const std::optional<SampleDescription> sample = sampleDescription(m_model, LanguageChange::language())) {
        html += paragraph(sample->summary);
        html += heading(tr("What to look for")) + list(sample->lookFor);
    }
    html += paragraph(tr("Select an entity, a relationship or an access pattern to see how the tool decided."));
    out.html = html;
    return out;
}

} // namespace cosmos

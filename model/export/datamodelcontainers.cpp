// SPDX-License-Identifier: MIT
// cosmosdb_data_model.md, "Container Designs": one section per container.
#include "datamodelsections.h"

#include "azurelimits.h"
#include "containerdefinition.h"
#include "documenttext.h"
#include "exportfolder.h"
#include "exporttr.h"
#include "model/document/modellookup.h"
#include "markdown.h"

#include "model/analysis/documentshape.h"
#include "model/analysis/numberformat.h"

#include <optional>
#include "model/analysis/partitionkeys.h"
#include "model/analysis/uniquekeys.h"

namespace cosmos::datamodel {

namespace {

using md::bullet;
using md::subBullets;

using A = AssumptionId;
constexpr int kCandidatesShown = 8;

QString jsonBlock(const OrderedJson &json)
{
    return md::codeBlock(QStringLiteral("json"), QString::fromUtf8(jsonFileBytes(json)));
}

// A vector is hundreds of numbers, one per line: the document shows its first few
// and says how many follow (still JSON); the sample file keeps it whole.
constexpr size_t kNumbersShown = 4;

bool longNumberList(const OrderedJson &json)
{
    return json.is_array() && json.size() > 2 * kNumbersShown
        && std::all_of(json.begin(), json.end(), [](const OrderedJson &item) { return item.is_number(); });
}

OrderedJson shortenedForReading(const OrderedJson &json)
{
    if (longNumberList(json)) {
        OrderedJson out(json.begin(), json.begin() + kNumbersShown);
        out.push_back(ExportTr::tr("… %1 more numbers").arg(formatNumber(double(json.size() - kNumbersShown))).toStdString());
        return out;
    }
    if (!json.is_structured())
        return json;
    OrderedJson out = json;
    for (auto it = out.begin(); it != out.end(); ++it)
        *it = shortenedForReading(*it);
    return out;
}

bool hasLongNumberList(const OrderedJson &json)
{
    return longNumberList(json)
        || (json.is_structured() && std::any_of(json.begin(), json.end(), [](const OrderedJson &item) {
               return hasLongNumberList(item);
           }));
}

// The relationships that shaped this container: whatever joined its entities.
QStringList shapingDecisions(const Model &model, const Analysis &analysis, const ContainerAnalysis &c)
{
    QStringList lines;
    for (const RelationshipAnalysis &r : analysis.relationships) {
        if (!r.decision)
            continue;
        const bool inside = analysis.containerOf(r.parent) == &c || analysis.containerOf(r.child) == &c;
        if (!inside || (*r.decision == Decision::EdgeContainer && !(c.edgeContainer && c.edgeRelationship == r.id)))
            continue;
        lines << ExportTr::tr("%1 → %2: %3 (rule %4, %5 correlation)")
                     .arg(doc::entity(model, r.parent), doc::entity(model, r.child),
                         decisionTitle(*r.decision).english().toLower(), QString::number(r.rule),
                         r.correlation ? formatPercent(*r.correlation) : ExportTr::tr("undefined"));
    }
    return lines;
}

// The chosen remedy that keeps copies of `entity` in `c`, and the patterns it serves.
const PatternRemedy *servingRemedy(
    const Analysis &analysis, const ContainerAnalysis &c, const QString &entity, QStringList *served = nullptr)
{
    const PatternRemedy *found = nullptr;
    for (const PatternAnalysis &p : analysis.accessPatterns)
        if (const PatternRemedy *chosen = p.chosenRemedy();
            chosen && chosen->container == c.name && chosen->sourceEntity == entity) {
            if (served)
                *served << md::code(p.id);
            found = chosen;
        }
    return found;
}

// RULES.md section 13: what keeps a copy up to date, and the reads it serves.
QString copies(const Model &model, const Analysis &analysis, const ContainerAnalysis &c)
{
    QStringList out;
    for (const QString &entity : c.copiesOf) {
        QStringList served;
        const PatternRemedy *remedy = servingRemedy(analysis, c, entity, &served);
        if (!remedy)
            continue;
        const QString source = doc::container(remedy->source);
        QStringList types;
        for (const QString &copied : c.copiesOf)
            types << doc::entity(model, copied);
        QString line = remedy->kind == RemedyKind::Gsi
            ? ExportTr::tr("A global secondary index (preview) of %1, keyed for %3: Azure Cosmos DB copies every "
                           "document written there into this container (%2: an index's definition cannot filter "
                           "by type), projected to the properties its definition names. It needs continuous "
                           "backup and the account's global secondary index capability.")
                  .arg(source, types.join(QStringLiteral(", ")), served.join(QStringLiteral(", ")))
            : ExportTr::tr("Holds copies of the %1 documents of %2, written by a change-feed processor that "
                           "reads %2 and upserts each changed %1 here (deleting it when it is deleted), so that %3 "
                           "reads one partition.")
                  .arg(doc::entity(model, entity), source, served.join(QStringLiteral(", ")));
        if (remedy->feed)
            line += QLatin1Char(' ')
                + ExportTr::tr("It keeps only the newest %1: the processor deletes the oldest copy as each new one "
                               "arrives, and every copy has the same %2 value, so the feed is one small partition.")
                      .arg(formatNumber(remedy->feedDocuments), doc::keyPaths(remedy->partitionKey));
        if (remedy->feed && remedy->feedChangeShare < 1)
            line += QLatin1Char(' ')
                + ExportTr::tr("It skips the updates of documents older than its oldest copy: if a document has half "
                               "of its updates within %1 h of its creation (assumption `changeHalfLifeHours`), %2 of "
                               "the updates reach the feed.")
                      .arg(formatNumber(analysis.assumptions[AssumptionId::ChangeHalfLifeHours], 4),
                          formatPercent(remedy->feedChangeShare));
        out << line;
    }
    return out.join(QLatin1Char(' '));
}

QString purpose(const Model &model, const Analysis &analysis, const ContainerAnalysis &c)
{
    if (c.edgeContainer) {
        const Relationship *r = ModelLookup::relationship(model, c.edgeRelationship);
        return ExportTr::tr("Holds the links of the many-to-many relationship %1 → %2: one small document per link in "
                            "each direction, so either side lists its links from one partition.")
            .arg(doc::entity(model, r ? r->from : QString()), doc::entity(model, r ? r->to : QString()));
    }
    QStringList held;
    for (const QString &id : c.entities) {
        QString text = doc::entity(model, id);
        const auto embedded = c.embedded.find(id);
        if (embedded != c.embedded.end())
            text += QStringLiteral(" (") + ExportTr::tr("with %1 embedded").arg(doc::entities(model, embedded->second))
                + QLatin1Char(')');
        held << text;
    }
    QString out = held.isEmpty() ? QString() : ExportTr::tr("Holds %1 documents.").arg(md::list(held));
    const QString copied = copies(model, analysis, c);
    if (!copied.isEmpty())
        out += (out.isEmpty() ? QString() : QStringLiteral(" ")) + copied;
    if (c.assignmentOverridden)
        out += QLatin1Char(' ') + ExportTr::tr("The container assignment is overridden in the model.");
    const QStringList decisions = shapingDecisions(model, analysis, c);
    out += QLatin1Char(' ')
        + (decisions.isEmpty()
                ? ExportTr::tr("No relationship joins it to another aggregate.")
                : ExportTr::tr("It takes this shape because of: %1.").arg(decisions.join(QStringLiteral("; "))));
    return out;
}

QString boundary(const Model &model, const Analysis &analysis, const ContainerAnalysis &c)
{
    QStringList parts;
    const QString key = doc::keyPaths(c.partitionKey);
    if (c.edgeContainer)
        parts << ExportTr::tr("One logical partition per %1 value: all links of one side.").arg(key);
    else
        parts << ExportTr::tr("One logical partition per %1 value, holding %2 documents.")
                     .arg(key, md::list(doc::entities(model, c.entities + c.copiesOf).split(QStringLiteral(", "))));
    for (const RelationshipAnalysis &r : analysis.relationships)
        if (r.decision == Decision::SingleDocument && analysis.containerOf(r.child) == &c)
            parts << ExportTr::tr("Each %1 document embeds its %2 items and reaches %3 at most.")
                         .arg(doc::entity(model, r.parent), doc::entity(model, r.child), formatKB(r.embeddedMaxKB));
    parts << ExportTr::tr("The largest key value holds about %1 of the %2 limit.")
                 .arg(formatGB(c.hottest.sizeGB), formatGB(analysis.assumptions[A::LogicalPartitionMaxGB]));
    return parts.join(QLatin1Char(' '));
}

QString partitionKey(const Analysis &analysis, const ContainerAnalysis &c)
{
    // A view or an index is keyed for the reads it serves, not chosen among candidates.
    if (c.kind != ContainerKind::Container && !c.copiesOf.isEmpty()) {
        QStringList served;
        if (const PatternRemedy *remedy = servingRemedy(analysis, c, c.copiesOf.front(), &served))
            return QStringLiteral("%1 (%2) — %3\n")
                .arg(doc::keyPaths(c.partitionKey), ExportTr::tr("Hash"),
                    remedy->feed
                        ? ExportTr::tr("Every copy has the same value: the newest %1 are one small partition, "
                                       "which %2 reads in one request.")
                              .arg(formatNumber(remedy->feedDocuments), served.join(QStringLiteral(", ")))
                        : ExportTr::tr("The attribute %1 filters on, so that it reads one partition.")
                              .arg(served.join(QStringLiteral(", "))));
    }
    QStringList reasons;
    for (const QString &reason : partitionKeyReasons(c, analysis.assumptions).english())
        reasons << md::text(reason);
    QString out = QStringLiteral("%1 (%2) — %3\n")
                      .arg(doc::keyPaths(c.partitionKey),
                          c.hierarchical ? ExportTr::tr("hierarchical, MultiHash") : ExportTr::tr("Hash"),
                          reasons.join(QLatin1Char(' ')));
    // RULES.md section 6: every candidate evaluated, cheapest that can serve the design first.
    std::vector<QStringList> rows;
    for (size_t i = 0; i < c.keyEvaluation.size() && i < size_t(kCandidatesShown); ++i) {
        const KeyEvaluation &k = c.keyEvaluation[i];
        QStringList why;
        for (const QString &reason : infeasibleReasons(k, analysis.assumptions).english())
            why << md::text(reason);
        rows.push_back({doc::keyPaths(k.paths) + (k.chosen ? ExportTr::tr(" (chosen)") : QString()),
            formatRu(k.ruPerSecondPeak), formatUsd(k.monthlyCostUsd), QString::number(k.physicalPartitions),
            k.crossPartitionPatterns.isEmpty() ? ExportTr::tr("none")
                                               : md::text(k.crossPartitionPatterns.join(QStringLiteral(", "))),
            ExportTr::tr("%1 RU/s, %2").arg(formatRu(k.hottestRuPerSecond), formatGB(k.hottestSizeGB)),
            k.feasible ? ExportTr::tr("yes") : ExportTr::tr("no: %1").arg(why.join(QStringLiteral("; ")))});
    }
    if (rows.size() > 1)
        out += QLatin1Char('\n')
            + md::table({ExportTr::tr("Key"), ExportTr::tr("RU/s at peak"), ExportTr::tr("Monthly cost"),
                            ExportTr::tr("Physical partitions"), ExportTr::tr("Cross-partition patterns"),
                            ExportTr::tr("Hottest key value"), ExportTr::tr("Serves the design")},
                rows);
    return out;
}

QString documentTypes(const Model &model, const Analysis &analysis, const ContainerAnalysis &c)
{
    if (c.edgeContainer)
        return md::code(c.edgeRelationship) + QStringLiteral(" — ") + ExportTr::tr("a link between the two sides");
    QStringList types;
    for (const QString &id : c.entities + c.copiesOf) {
        const Entity *entity = ModelLookup::entity(model, id);
        QString text = QStringLiteral("%1 — %2").arg(md::code(id), doc::entity(model, id));
        std::optional<double> count = entity ? documentCountOf(*entity, analysis.derived) : std::nullopt;
        const bool derived = entity && !entity->documentCount && count;
        if (!c.entities.contains(id)) {
            text += QLatin1Char(' ') + ExportTr::tr("(copies)");
            if (const PatternRemedy *remedy = servingRemedy(analysis, c, id); remedy && remedy->feed)
                count = remedy->feedDocuments; // a feed keeps the newest few
        }
        if (count && entity && entity->avgSizeKB)
            text += QStringLiteral(" (")
                + (derived ? ExportTr::tr("%1 documents, derived, of %2 on average")
                           : ExportTr::tr("%1 documents of %2 on average"))
                      .arg(formatNumber(*count), formatKB(*entity->avgSizeKB))
                + QLatin1Char(')');
        QStringList embedded;
        for (const EmbeddedChild &child : embeddedChildren(model, c, id))
            embedded << ExportTr::tr("%1 (%2)").arg(md::code(child.property), doc::entity(model, child.entity));
        if (!embedded.isEmpty())
            text += QStringLiteral("; ") + ExportTr::tr("embeds %1").arg(embedded.join(QStringLiteral(", ")));
        types << text;
    }
    return ExportTr::tr("the %1 property tells them apart: %2")
        .arg(md::code(QStringLiteral("type")), types.join(QStringLiteral("; ")));
}

void attributeRows(const Model &model, const ContainerAnalysis &c, const QString &type, const QString &entityId,
    std::vector<QStringList> &rows, int depth)
{
    const Entity *entity = ModelLookup::entity(model, entityId);
    if (!entity || depth > 8)
        return;
    const QString prefix = documentPrefix(model, c, entityId)
                               .join(QLatin1Char('.'))
                               .replace(QStringLiteral(".[]"), QStringLiteral("[]"));
    std::function<void(const std::vector<Attribute> &, const QString &)> walk
        = [&](const std::vector<Attribute> &attributes, const QString &path) {
              for (const Attribute &a : attributes) {
                  const QString name = path.isEmpty() ? a.name : path + QLatin1Char('.') + a.name;
                  QStringList notes;
                  if (c.partitionKey.contains(QLatin1Char('/') + name))
                      notes << ExportTr::tr("partition key");
                  if (a.unique)
                      notes << ExportTr::tr("unique");
                  if (!a.uniqueGroup.isEmpty())
                      notes << ExportTr::tr("unique with group %1").arg(md::code(a.uniqueGroup));
                  if (!a.copyOf.isEmpty())
                      notes << ExportTr::tr("copy of %1").arg(md::code(a.copyOf));
                  if (a.distinctValues)
                      notes << ExportTr::tr("%1 distinct values").arg(formatNumber(*a.distinctValues));
                  rows.push_back({md::code(type), md::code(prefix.isEmpty() ? name : prefix + QLatin1Char('.') + name),
                      toQString(a.type), a.required ? ExportTr::tr("yes") : ExportTr::tr("no"),
                      notes.join(QStringLiteral(", "))});
                  walk(a.attributes, a.type == AttributeType::Array ? name + QStringLiteral("[]") : name);
              }
          };
    walk(entity->attributes, QString());
    for (const EmbeddedChild &child : embeddedChildren(model, c, entityId))
        attributeRows(model, c, type, child.entity, rows, depth + 1);
}

QString attributes(const Model &model, const ContainerAnalysis &c)
{
    std::vector<QStringList> rows;
    for (const QString &id : c.entities)
        attributeRows(model, c, id, id, rows, 0);
    if (rows.empty())
        return QString();
    return md::table({ExportTr::tr("Document type"), ExportTr::tr("Attribute"), ExportTr::tr("Type"),
                         ExportTr::tr("Required"), ExportTr::tr("Notes")},
        rows);
}

QString patternsServed(const Analysis &analysis, const ContainerAnalysis &c)
{
    QStringList served;
    for (const QString &id : c.patterns)
        if (const PatternAnalysis *p = analysis.accessPattern(id))
            for (const SubRequest &request : p->requests)
                if (request.container == c.name) {
                    served << ExportTr::tr("%1 (%2)").arg(md::text(id), doc::route(request));
                    break;
                }
    return served.isEmpty() ? ExportTr::tr("none") : served.join(QStringLiteral(", "));
}

QString throughput(const Model &model, const Analysis &analysis, const ContainerAnalysis &c)
{
    const AssumptionValues &a = analysis.assumptions;
    QString plan;
    switch (model.application.capacityMode) {
    case CapacityMode::Autoscale:
        plan = ExportTr::tr("autoscale with a maximum of %1 RU/s (it scales between %2 and 100% of it), billed on "
                            "about %3 RU/s")
                   .arg(formatRu(c.provisionedRuPerSecond), formatPercent(a[A::AutoscaleMinFraction]),
                       formatRu(c.billedRuPerSecond));
        break;
    case CapacityMode::Provisioned:
        plan = ExportTr::tr("%1 RU/s of manual throughput").arg(formatRu(c.provisionedRuPerSecond));
        break;
    case CapacityMode::Serverless:
        plan = ExportTr::tr("serverless, billed per request unit used");
        break;
    }
    return ExportTr::tr("%1 RU/s on average and %2 RU/s at peak: %3; %4 for %5 of data; %6 for "
                        "throughput and %7 for storage, %8 a month.")
        .arg(formatRu(c.ruPerSecondAvg), formatRu(c.ruPerSecondPeak), plan,
            doc::counted(
                c.physicalPartitions, ExportTr::tr("%1 physical partition"), ExportTr::tr("%1 physical partitions")),
            formatGB(c.dataGB), formatUsd(c.throughputCostUsd), formatUsd(c.storageCostUsd),
            formatUsd(c.monthlyCostUsd));
}

QString consistencyLine(const Model &model, const AssumptionValues &a, const ContainerAnalysis &c)
{
    const Consistency level = model.application.consistency;
    QStringList overrides;
    for (const QString &id : c.patterns)
        if (const AccessPattern *p = ModelLookup::accessPattern(model, id);
            p && p->consistency && *p->consistency != level)
            overrides << ExportTr::tr("%1 reads with %2").arg(md::text(id), doc::consistency(*p->consistency));
    QString why;
    switch (level) {
    case Consistency::Strong:
    case Consistency::BoundedStaleness:
        why = ExportTr::tr(
            "every read sees the latest (or a bounded-stale) write, and pays %1 times the read cost for it")
                  .arg(formatNumber(a[A::StrongReadFactor]));
        break;
    case Consistency::Session:
        why = ExportTr::tr("each client reads its own writes in order at the base read cost; other clients may lag "
                           "briefly");
        break;
    case Consistency::ConsistentPrefix:
        why = ExportTr::tr("reads never see writes out of order, but may lag behind them");
        break;
    case Consistency::Eventual:
        why = ExportTr::tr("the cheapest reads, with no ordering guarantee: only for data that may lag for a moment");
        break;
    }
    QString out = ExportTr::tr("%1 (the account default): %2.").arg(doc::consistency(level), why);
    if (!overrides.isEmpty())
        out += QLatin1Char(' ') + ExportTr::tr("Per request: %1.").arg(overrides.join(QStringLiteral(", ")));
    return out;
}

QString timeToLive(const Model &model, const ContainerAnalysis &c)
{
    if (!c.defaultTtl)
        return ExportTr::tr("not set: items are kept until deleted.");
    if (*c.defaultTtl >= 0)
        return ExportTr::tr("`defaultTtl` %1 s: every item expires that long after its last write.")
            .arg(formatNumber(*c.defaultTtl));
    QStringList expiring;
    for (const QString &id : c.entities)
        if (const Entity *e = ModelLookup::entity(model, id); e && e->ttlSeconds && *e->ttlSeconds > 0)
            expiring << ExportTr::tr("%1 after %2 s").arg(doc::entity(model, id), formatNumber(*e->ttlSeconds));
    return ExportTr::tr("`defaultTtl` -1: expiry is on, and only items that carry their own `ttl` expire (%1).")
        .arg(expiring.isEmpty() ? ExportTr::tr("none does") : expiring.join(QStringLiteral(", ")));
}

QString uniqueKeys(const Model &model, const ContainerAnalysis &c)
{
    const UniqueKeyPolicy &policy = c.uniqueKeys;
    if (policy.constraints.empty())
        return bullet(ExportTr::tr("Unique Keys"), ExportTr::tr("none."));
    QStringList keys;
    for (const UniqueKeyConstraint &constraint : policy.constraints)
        if (constraint.deployable)
            keys << QLatin1Char('[') + doc::keyPaths(constraint.paths) + QLatin1Char(']');
    QString out = bullet(ExportTr::tr("Unique Keys"),
        keys.isEmpty() ? ExportTr::tr("none in the policy (see below).")
                       : ExportTr::tr("%1, each unique within one %2 value.")
                             .arg(keys.join(QStringLiteral(", ")), doc::keyPaths(c.partitionKey)));
    QStringList findings;
    for (const UniqueKeyFinding &finding : policy.findings)
        findings << QStringLiteral("%1 %2").arg(finding.severity == FindingSeverity::Error ? QStringLiteral("❌")
                : finding.severity == FindingSeverity::Warning                             ? QStringLiteral("⚠️")
                                                                                           : QStringLiteral("ℹ️"),
            md::text(uniqueKeyMessage(finding, policy, c, model).english()));
    return out + subBullets(findings);
}

QString indexingStrategy(const Analysis &analysis, const ContainerAnalysis &c, const QString &file)
{
    const IndexingPolicy &p = c.indexing;
    const AssumptionValues &a = analysis.assumptions;
    QString out = QStringLiteral("#### ") + ExportTr::tr("Indexing Strategy") + QStringLiteral("\n\n");
    QString mode;
    if (p.queried.empty())
        mode = ExportTr::tr("selective with nothing included: no query runs here, so writes maintain no index.");
    else if (p.selective)
        mode = ExportTr::tr("selective — the queries use %1 of the documents' %2 properties (%3, at most %4), so only "
                            "those are indexed.")
                   .arg(QString::number(p.queried.size()), QString::number(p.documentProperties),
                       formatPercent(p.queriedShare), formatPercent(a[A::SelectiveIndexMaxShare]));
    else
        mode = ExportTr::tr("automatic, everything indexed — the queries use %1 of the documents' %2 properties (%3, "
                            "more than %4), so excluding the rest would save little.")
                   .arg(QString::number(p.queried.size()), QString::number(p.documentProperties),
                       formatPercent(p.queriedShare), formatPercent(a[A::SelectiveIndexMaxShare]));
    out += bullet(ExportTr::tr("Indexing Policy"), mode);
    QStringList included;
    for (const QString &path : p.includedPaths) {
        QStringList users;
        for (const QueriedProperty &q : p.queried)
            if (q.path == path)
                users = q.patterns;
        included << (users.isEmpty() ? md::code(path)
                                     : ExportTr::tr("%1 (%2)").arg(md::code(path), doc::patternList(users)));
    }
    out += bullet(ExportTr::tr("Included Paths"),
        included.isEmpty() ? ExportTr::tr("none") : included.join(QStringLiteral(", ")));
    QStringList excluded;
    for (const QString &path : p.excludedPaths)
        excluded << md::code(path);
    out += bullet(ExportTr::tr("Excluded Paths"),
        ExportTr::tr("%1 (the system property %2 is never queried)")
            .arg(excluded.join(QStringLiteral(", ")), md::code(QStringLiteral("_etag"))));
    if (p.composites.empty()) {
        out += bullet(ExportTr::tr("Composite Indexes"),
            ExportTr::tr("none needed: no query combines equality filters with ORDER BY or sorts on two properties."));
    } else {
        QStringList composites;
        for (const CompositeIndex &composite : p.composites) {
            QStringList paths;
            for (const CompositeIndexPath &path : composite.paths)
                paths << md::code(path.path)
                        + (path.order == SortOrder::Asc ? QStringLiteral(" ASC") : QStringLiteral(" DESC"));
            composites << ExportTr::tr("(%1) for %2")
                              .arg(paths.join(QStringLiteral(", ")), doc::patternList(composite.patterns));
        }
        out += bullet(ExportTr::tr("Composite Indexes"), composites.join(QStringLiteral("; ")));
        const OrderedJson policy = containerIndexingPolicy(c);
        out += QLatin1Char('\n') + jsonBlock({{"compositeIndexes", policy.at("compositeIndexes")}}) + QLatin1Char('\n');
    }
    for (const SkippedComposite &skipped : p.skippedComposites)
        out += QStringLiteral("  - ")
            + (skipped.reason == SkippedComposite::Reason::TooManyPaths
                    ? ExportTr::tr("%1 would need %2 properties in one composite index (at most 8): none is defined.")
                          .arg(md::text(skipped.pattern), QString::number(skipped.paths))
                    : ExportTr::tr("%1 sorts or filters inside an array or object: composite indexes take scalar "
                                   "properties only.")
                          .arg(md::text(skipped.pattern)))
            + QLatin1Char('\n');
    out += bullet(ExportTr::tr("Access Patterns Served"),
        ExportTr::tr("queries %1; point reads by id and partition key, which need no index: %2.")
            .arg(doc::patternList(p.queryPatterns), doc::patternList(p.pointReadPatterns)));
    out += bullet(ExportTr::tr("RU Impact"),
        ExportTr::tr("each document write maintains %1 indexed properties, about %2 RU (%1 × %3 RU, assumption "
                     "`indexedTermRu`), against %4 RU with all %5 indexed; at %6 document writes/s on average "
                     "that is %7 RU/s instead of %8 RU/s.")
            .arg(QString::number(p.indexedProperties), formatNumber(p.indexRuPerWrite),
                formatNumber(a[A::IndexedTermRu]), formatNumber(p.fullIndexRuPerWrite),
                QString::number(p.documentProperties), formatNumber(p.writeDocumentsPerSecond),
                formatRu(p.indexRuPerSecond), formatRu(p.fullIndexRuPerSecond)));
    out += QLatin1Char('\n')
        + ExportTr::tr("The policy, as in %1:")
              .arg(md::code(QStringLiteral("indexing/%1.indexing-policy.json").arg(file)))
        + QStringLiteral("\n\n") + jsonBlock(containerIndexingPolicy(c));
    return out + QLatin1Char('\n');
}

QString containerSection(const Model &model, const Analysis &analysis, const ContainerAnalysis &c, const QString &file,
    const OrderedJson &samples)
{
    QString out
        = QStringLiteral("### ") + ExportTr::tr("%1 Container").arg(doc::container(c.name)) + QStringLiteral("\n\n");
    out += ExportTr::tr("%1, as in %2%3:")
               .arg(doc::counted(double(samples.size()), ExportTr::tr("%1 representative document"),
                        ExportTr::tr("%1 representative documents")),
                   md::code(QStringLiteral("samples/%1.sample.json").arg(file)),
                   hasLongNumberList(samples)
                       ? QLatin1Char(' ') + ExportTr::tr("(vectors cut short here; the file holds them whole)")
                       : QString())
        + QStringLiteral("\n\n") + jsonBlock(shortenedForReading(samples)) + QLatin1Char('\n');
    out += bullet(ExportTr::tr("Purpose"), purpose(model, analysis, c));
    out += bullet(ExportTr::tr("Aggregate Boundary"), boundary(model, analysis, c));
    out += bullet(ExportTr::tr("Partition Key"), partitionKey(analysis, c));
    out += bullet(ExportTr::tr("Document Types"), documentTypes(model, analysis, c));
    const QString table = attributes(model, c);
    out += bullet(ExportTr::tr("Attributes"), table.isEmpty() ? ExportTr::tr("none declared") : QString());
    if (!table.isEmpty())
        out += QLatin1Char('\n') + table + QLatin1Char('\n');
    out += bullet(ExportTr::tr("Access Patterns Served"), patternsServed(analysis, c));
    out += bullet(ExportTr::tr("Throughput Planning"), throughput(model, analysis, c));
    out += bullet(ExportTr::tr("Consistency Level"), consistencyLine(model, analysis.assumptions, c));
    out += bullet(ExportTr::tr("Time to Live"), timeToLive(model, c));
    out += uniqueKeys(model, c);
    if (!c.notes.isEmpty()) {
        QStringList notes;
        for (const QString &note : c.notes.english())
            notes << md::text(note);
        out += bullet(ExportTr::tr("Notes"), QString()) + subBullets(notes);
    }
    return out + QLatin1Char('\n') + indexingStrategy(analysis, c, file);
}

} // namespace

QString containerDesigns(const Model &model, const Analysis &analysis, const std::vector<OrderedJson> &samples)
{
    QString out = QStringLiteral("## ") + ExportTr::tr("Container Designs") + QStringLiteral("\n\n");
    out += ExportTr::tr("Each container below is deployed by azuredeploy.json and main.bicep; its definition is in "
                        "containers/, its indexing policy in indexing/ and its sample documents in samples/.")
        + QStringLiteral("\n\n");
    const std::vector<QString> files = containerFileNames(analysis);
    for (size_t i = 0; i < analysis.containers.size(); ++i)
        out += containerSection(model, analysis, analysis.containers[i], files[i], samples[i]);
    return out;
}

} // namespace cosmos::datamodel

// SPDX-License-Identifier: MIT
#include "checklist.h"

#include "advisortr.h"
#include "searchchecks.h"

#include "model/analysis/derivedvalues.h"
#include "model/analysis/numberformat.h"
#include "model/analysis/uniquekeys.h"
#include "model/document/assumptions.h"
#include "model/document/modellookup.h"

#include <QHash>

#include <algorithm>
#include <functional>
#include <optional>

namespace cosmos {

namespace {

using A = AssumptionId;

// Strong > bounded staleness > session > consistent prefix > eventual.
bool isStronger(Consistency x, Consistency y)
{
    auto rank = [](Consistency c) {
        switch (c) {
        case Consistency::Strong:
            return 4;
        case Consistency::BoundedStaleness:
            return 3;
        case Consistency::Session:
            return 2;
        case Consistency::ConsistentPrefix:
            return 1;
        case Consistency::Eventual:
            return 0;
        }
        return 2;
    };
    return rank(x) > rank(y);
}
using Items = std::vector<ChecklistItem>;

void add(Items &out, const char *check, FindingSeverity severity, Subject subject, const Text &message,
    const Text &remedy)
{
    out.push_back({QLatin1String(check), severity, std::move(subject), message, remedy});
}

void incompletePatterns(const Model &model, Items &out)
{
    for (const AccessPattern &p : model.accessPatterns) {
        Texts missing;
        if (!p.rpsAvg)
            missing << AdvisorTr::tr("average RPS");
        if (!p.rpsPeak)
            missing << AdvisorTr::tr("peak RPS");
        if (!p.latencySloMs)
            missing << AdvisorTr::tr("latency target");
        if (isRead(p.operation) && !p.consistency)
            missing << AdvisorTr::tr("consistency level");
        if (p.operation == Operation::Query && !p.resultCount)
            missing << AdvisorTr::tr("expected result count");
        if (!missing.isEmpty())
            add(out, "pattern-incomplete", FindingSeverity::Warning, {SubjectKind::AccessPattern, p.id},
                AdvisorTr::tr("%1 has no %2.").arg(p.id, missing.join(QStringLiteral(", "))),
                AdvisorTr::tr("Fill in the missing values of %1.").arg(p.id));
    }
    for (const Entity &e : model.entities)
        if (!e.avgSizeKB || !e.maxSizeKB)
            add(out, "entity-size-missing", FindingSeverity::Warning, {SubjectKind::Entity, e.id},
                AdvisorTr::tr("%1 has no %2 document size.")
                    .arg(e.name, !e.avgSizeKB ? AdvisorTr::tr("average") : AdvisorTr::tr("maximum")),
                AdvisorTr::tr("Give %1 its average and maximum document size in KB.").arg(e.name));
}

// Embedded in its parent, a child carries no reference to it (nor needs one).
bool keepsOwnDocuments(const Analysis &analysis, const QString &entity)
{
    const ContainerAnalysis *container = analysis.containerOf(entity);
    return container && container->entities.contains(entity);
}

// RULES.md section 1: a count nobody gave is derived from the parents and said to be;
// one that cannot be derived counts as none, and the checklist names the entity.
void derivedInputs(const Model &model, const Analysis &analysis, Items &out)
{
    for (const QString &id : analysis.uncounted) {
        const QString name = ModelLookup::entityName(model, id);
        add(out, "document-count-missing", FindingSeverity::Warning, {SubjectKind::Entity, id},
            AdvisorTr::tr("%1 has no document count, and no parent gives one: storage, minimum throughput and "
                          "partitions count none of its documents.")
                .arg(name),
            AdvisorTr::tr("Give %1 its document count, or relate it to a parent with its average children.")
                .arg(name));
    }
    for (const DerivedValue &d : analysis.derived) {
        const QString name = ModelLookup::entityName(model, d.entity);
        const Text from = derivationText(d, model, analysis.derived);
        if (d.kind == DerivedValue::Kind::DocumentCount && d.value)
            add(out, "document-count-derived", FindingSeverity::Info, {SubjectKind::Entity, d.entity},
                AdvisorTr::tr("%1's %2 documents are derived (%3), not given.")
                    .arg(name, formatNumber(*d.value), from),
                AdvisorTr::tr("Type %1's document count if you know it: a count you give always wins.").arg(name));
        else if (d.kind == DerivedValue::Kind::Reference && keepsOwnDocuments(analysis, d.entity))
            add(out, "reference-derived", FindingSeverity::Info, {SubjectKind::Entity, d.entity},
                AdvisorTr::tr("%1 documents are taken to carry %2, %3.").arg(name, d.attribute, from),
                AdvisorTr::tr("Add %2 to %1's attributes, with its distinct values, to make it part of the model.")
                    .arg(name, d.attribute));
    }
}

// How long a document lives, in a sentence's words.
Text lifetimeText(const std::optional<double> &ttlSeconds)
{
    if (!ttlSeconds)
        return AdvisorTr::tr("never");
    if (*ttlSeconds < 0)
        return AdvisorTr::tr("when each document says");
    return AdvisorTr::tr("after %1 seconds").arg(formatNumber(*ttlSeconds));
}

// The entity whose documents hold `entity`, as the analysis placed it (none when it
// keeps documents of its own).
const Entity *holderOf(const Model &model, const Analysis &analysis, const QString &entity)
{
    const ContainerAnalysis *container = analysis.containerOf(entity);
    if (!container)
        return nullptr;
    for (const auto &[holder, embedded] : container->embedded)
        if (holder != entity && embedded.contains(entity))
            return model.entity(holder);
    return nullptr;
}

// Azure builds quantizedFlat and diskANN indexes once a container holds 1,000 vectors;
// until then every search compares the query with every stored vector.
void collectVectors(const std::vector<Attribute> &attributes, const QString &prefix,
    std::vector<std::pair<QString, const VectorSpec *>> &out)
{
    for (const Attribute &attribute : attributes) {
        const QString path = prefix.isEmpty() ? attribute.name : prefix + QLatin1Char('.') + attribute.name;
        if (attribute.type == AttributeType::Vector && attribute.vector)
            out.push_back({path, &*attribute.vector});
        collectVectors(attribute.attributes, path, out);
    }
}

void unbuiltVectorIndexes(const Model &model, const Analysis &analysis, Items &out)
{
    constexpr double kIndexBuildVectors = 1000;
    for (const Entity &entity : model.entities) {
        const std::optional<double> documents = documentCountOf(entity, analysis.derived);
        if (!documents || *documents >= kIndexBuildVectors)
            continue;
        std::vector<std::pair<QString, const VectorSpec *>> vectors;
        collectVectors(entity.attributes, {}, vectors);
        for (const auto &[path, vector] : vectors) {
            if (vector->index != VectorIndexType::QuantizedFlat && vector->index != VectorIndexType::DiskANN)
                continue;
            add(out, "vector-index-unbuilt", FindingSeverity::Warning, {SubjectKind::Entity, entity.id},
                AdvisorTr::tr("%1.%2 has a %3 index, which Azure builds once a container holds 1,000 vectors: with %4 "
                              "documents, every search compares the query with all of them.")
                    .arg(entity.name, path, toQString(vector->index), formatNumber(*documents)),
                AdvisorTr::tr("Expect full-scan search costs until %1 holds 1,000 documents, or use a flat index "
                              "while it is small (up to 505 dimensions).")
                    .arg(entity.name));
        }
    }
}

// A time to live belongs to a document: a child embedded in its parent lives as long as
// the parent's document, whatever its own TTL says. Say so where they differ.
void embeddedLifetimes(const Model &model, const Analysis &analysis, Items &out)
{
    for (const Entity &entity : model.entities) {
        if (!entity.ttlSeconds)
            continue;
        const Entity *holder = holderOf(model, analysis, entity.id);
        if (!holder || holder->ttlSeconds == entity.ttlSeconds)
            continue;
        add(out, "ttl-embedded", FindingSeverity::Warning, {SubjectKind::Entity, entity.id},
            AdvisorTr::tr("%1 is embedded in %2's documents, so it expires with them (%3), not %4 as its own TTL "
                          "says.")
                .arg(entity.name, holder->name, lifetimeText(holder->ttlSeconds), lifetimeText(entity.ttlSeconds)),
            AdvisorTr::tr("Keep %1 in documents of its own to let it expire on its own, or give %2 the same TTL.")
                .arg(entity.name, holder->name));
    }
}

// An override that names what the design does not have is not applied: say so rather
// than let the user believe it holds.
void staleOverrides(const Model &model, const Analysis &analysis, Items &out)
{
    for (const auto &[container, paths] : model.overrides.partitionKeys)
        if (!analysis.container(container))
            add(out, "override-unknown-container", FindingSeverity::Warning, {SubjectKind::Application, {}},
                AdvisorTr::tr("The model sets the key %1 for a container %2, which the design does not have: the "
                              "override is not applied.")
                    .arg(paths.join(QStringLiteral(", ")), container),
                AdvisorTr::tr("Remove the override, or set the key on the container that now holds those documents."));
    // A name this version does not know (a retired one such as serverlessMaxGB, or a
    // typing mistake) is kept in the file but changes nothing.
    for (const auto &[name, value] : model.assumptions)
        if (!findAssumption(name))
            add(out, "assumption-unknown", FindingSeverity::Warning, {SubjectKind::Application, {}},
                AdvisorTr::tr("The model sets the assumption %1 = %2, which this version does not have: it is kept "
                              "in the file and not used.")
                    .arg(name, formatNumber(value)),
                AdvisorTr::tr("Remove %1 from the model's assumptions, or correct its name.").arg(name));
    for (const auto &[pattern, remedy] : model.overrides.remedies)
        if (!ModelLookup::accessPattern(model, pattern))
            add(out, "override-unknown-pattern", FindingSeverity::Warning, {SubjectKind::Application, {}},
                AdvisorTr::tr("The model chooses how %1 is served, but it has no access pattern %1: the choice is not "
                              "applied.")
                    .arg(pattern),
                AdvisorTr::tr("Remove the override, or give it the id of an existing access pattern."));
}

// "AP1 (“Get the user at login”) and AP2": the first pattern says what it is for.
Text describe(const Model &model, const QStringList &patternIds)
{
    const AccessPattern *p = ModelLookup::accessPattern(model, patternIds.front());
    Text text = Text(
        p && !p->description.isEmpty() ? QStringLiteral("%1 (“%2”)").arg(p->id, p->description) : patternIds.front());
    if (patternIds.size() > 1)
        text += AdvisorTr::tr(" and %1").arg(patternIds.mid(1).join(QStringLiteral(", ")));
    return text;
}

void unpairedReadsAndWrites(const Model &model, Items &out)
{
    for (const Entity &e : model.entities) {
        const QStringList reads = ModelLookup::readPatterns(model, e.id);
        const QStringList writes = ModelLookup::writePatterns(model, e.id);
        if (!reads.isEmpty() && writes.isEmpty())
            add(out, "entity-never-written", FindingSeverity::Warning, {SubjectKind::Entity, e.id},
                AdvisorTr::tr("%1 is read by %2 but never created or changed.").arg(e.name, describe(model, reads)),
                AdvisorTr::tr("Add the access pattern that creates %1.").arg(e.name));
        else if (reads.isEmpty() && !writes.isEmpty())
            add(out, "entity-never-read", FindingSeverity::Warning, {SubjectKind::Entity, e.id},
                AdvisorTr::tr("%1 is written by %2 but never read.").arg(e.name, describe(model, writes)),
                AdvisorTr::tr("Add the access pattern that reads %1, or remove it.").arg(e.name));
        else if (reads.isEmpty())
            add(out, "entity-unused", FindingSeverity::Warning, {SubjectKind::Entity, e.id},
                AdvisorTr::tr("No access pattern touches %1.").arg(e.name),
                AdvisorTr::tr("Add the patterns that read and write %1, or remove it.").arg(e.name));
    }
}

QString entityName(const Model &model, const QString &id)
{
    const Entity *e = ModelLookup::entity(model, id);
    return e ? e->name : id;
}

void undecidedRelationships(const Model &model, const Analysis &analysis, Items &out)
{
    for (const RelationshipAnalysis &r : analysis.relationships)
        if (!r.decision)
            add(out, "relationship-undecided", FindingSeverity::Warning, {SubjectKind::Relationship, r.id},
                AdvisorTr::tr("%1 → %2 is undecided: %3")
                    .arg(entityName(model, r.parent), entityName(model, r.child), r.undefinedReason),
                AdvisorTr::tr("Add a read pattern of %1.").arg(entityName(model, r.parent)));
}

void partitions(const Analysis &analysis, Items &out)
{
    const double sizeLimit = analysis.assumptions[A::LogicalPartitionMaxGB];
    for (const ContainerAnalysis &c : analysis.containers) {
        const HottestPartition &hot = c.hottest;
        const Subject subject {SubjectKind::Container, c.name};
        if (hot.ruStatus != HeatStatus::Ok)
            add(out, hot.ruStatus == HeatStatus::Hot ? "partition-hot" : "partition-warm",
                hot.ruStatus == HeatStatus::Hot ? FindingSeverity::Error : FindingSeverity::Warning, subject,
                AdvisorTr::tr("The hottest value of %2 in %1 needs %3 RU/s at peak, %4 of the %5 RU/s one partition "
                              "serves.")
                    .arg(c.name, c.partitionKey.join(QStringLiteral(", ")), formatRu(hot.ruPerSecond),
                        formatPercent(hot.ruUtilization), formatRu(hot.ruLimit)),
                AdvisorTr::tr("Choose a key that spreads the load, or apply a remedy from the Containers panel."));
        // A physical partition only gets its share of the container's throughput, so
        // one can be throttled at peak while no single key value is hot.
        const auto busiest = std::max_element(c.heatmap.begin(), c.heatmap.end(),
            [](const HeatCell &x, const HeatCell &y) { return x.ruPerSecond < y.ruPerSecond; });
        if (hot.ruStatus == HeatStatus::Ok && busiest != c.heatmap.end() && busiest->ruStatus == HeatStatus::Hot)
            add(out, "partition-physical-busy", FindingSeverity::Warning, subject,
                AdvisorTr::tr("The busiest physical partition of %1 reaches %2 RU/s at peak, more than its %3 RU/s "
                              "share, so requests to it may be throttled at peak.")
                    .arg(c.name, formatRu(busiest->ruPerSecond), formatRu(hot.ruLimit)),
                AdvisorTr::tr("Provision more throughput or spread the load over more key values."));
        const bool largeNow = hot.sizeUtilization >= analysis.assumptions[A::HotWarnUtilization] - 1e-12;
        if (!hot.growsWithoutLimit.isEmpty() && !largeNow)
            add(out, "partition-grows", FindingSeverity::Warning, subject,
                AdvisorTr::tr("%1 documents have no maximum under one %2 value in %3 and no TTL: the logical "
                              "partition keeps growing towards the %4 limit.")
                    .arg(hot.growsWithoutLimit, c.partitionKey.join(QStringLiteral(", ")), c.name,
                        formatGB(sizeLimit)),
                AdvisorTr::tr("Give the relationship a maximum, the documents a TTL, or the key a second level."));
        else if (hot.sizeStatus != HeatStatus::Ok)
            add(out, hot.sizeStatus == HeatStatus::Hot ? "partition-too-large" : "partition-large",
                hot.sizeStatus == HeatStatus::Hot ? FindingSeverity::Error : FindingSeverity::Warning, subject,
                AdvisorTr::tr("The largest value of %2 in %1 holds about %3, against a %4 limit per logical partition.")
                    .arg(c.name, c.partitionKey.join(QStringLiteral(", ")), formatGB(hot.sizeGB), formatGB(sizeLimit)),
                AdvisorTr::tr("Use a more selective or hierarchical partition key."));
    }
}

// RULES.md section 12: what the design cannot serve, and what Azure must allow first.
void feasibility(const Analysis &analysis, Items &out)
{
    for (const ContainerAnalysis &c : analysis.containers) {
        const Subject subject {SubjectKind::Container, c.name};
        for (size_t i = 0; i < c.infeasibleKinds.size(); ++i) {
            // Oversized documents and key values have findings of their own.
            const Infeasibility kind = c.infeasibleKinds[i];
            if (kind == Infeasibility::DocumentSize
                || (kind == Infeasibility::HotKeyValue && c.hottest.ruStatus == HeatStatus::Hot)
                || (kind == Infeasibility::LargeKeyValue && c.hottest.sizeStatus == HeatStatus::Hot))
                continue;
            const Text &reason = c.infeasibleBecause[i];
            add(out, "design-infeasible", FindingSeverity::Error, subject,
                AdvisorTr::tr("%1 cannot be served: %2.").arg(c.name, reason),
                AdvisorTr::tr("Change the key, the design or the capacity mode; the Containers panel compares the "
                              "candidates."));
        }
        for (const Text &warning : c.warnings)
            add(out, "container-quota", FindingSeverity::Warning, subject, warning,
                AdvisorTr::tr("Ask Azure for the quota before deploying, or split the load over containers."));
    }
}

// The relationship ids of the first parent→child cycle through two or more entities
// (a self-relationship is a hierarchy, not a contradiction); empty when there is none.
QStringList relationshipCycle(const Model &model)
{
    QHash<QString, std::vector<const Relationship *>> children;
    for (const Relationship &r : model.relationships)
        if (r.from != r.to)
            children[r.from].push_back(&r);
    QHash<QString, int> state; // 0 unvisited, 1 on the path, 2 done
    std::vector<const Relationship *> path; // from the start to the current entity
    // Depth first with a stack of its own: a chain of relationships may be as long as
    // the model has entities (100,000 would overflow the call stack).
    struct Step {
        QString entity;
        const std::vector<const Relationship *> *out = nullptr; // its relationships to children
        size_t next = 0;
    };
    static const std::vector<const Relationship *> none;
    auto stepInto = [&](const QString &entity) {
        state[entity] = 1;
        const auto it = children.constFind(entity);
        return Step {entity, it != children.cend() ? &*it : &none, 0};
    };
    std::vector<Step> stack;
    for (const Entity &e : model.entities) {
        if (state.value(e.id, 0) != 0)
            continue;
        stack.push_back(stepInto(e.id));
        while (!stack.empty()) {
            Step &top = stack.back();
            if (top.next == top.out->size()) {
                state[top.entity] = 2;
                stack.pop_back();
                if (!path.empty())
                    path.pop_back();
                continue;
            }
            const Relationship *r = (*top.out)[top.next++];
            const int next = state.value(r->to, 0);
            if (next == 1) {
                // The cycle starts at the relationship leaving r->to.
                path.push_back(r);
                const auto start = std::find_if(
                    path.begin(), path.end(), [&](const Relationship *step) { return step->from == r->to; });
                QStringList cycle;
                for (auto step = start; step != path.end(); ++step)
                    cycle << (*step)->id;
                return cycle;
            }
            if (next == 0) {
                path.push_back(r);
                stack.push_back(stepInto(r->to));
            }
        }
    }
    return {};
}

// "Customer → Order": a relationship as the user named its entities.
QString relationshipByName(const Model &model, const Relationship &r)
{
    auto name = [&model](const QString &id) {
        const Entity *entity = model.entity(id);
        return entity ? entity->name : id;
    };
    return QStringLiteral("%1 → %2").arg(name(r.from), name(r.to));
}

// "Order → Line → User → Order": the entities along a cycle of relationships.
QString cycleByName(const Model &model, const QStringList &relationshipIds)
{
    QStringList names;
    for (const QString &id : relationshipIds)
        if (const Relationship *r = model.relationship(id)) {
            const Entity *from = model.entity(r->from);
            names << (from ? from->name : r->from);
        }
    if (const Relationship *first = model.relationship(relationshipIds.constFirst()))
        if (const Entity *start = model.entity(first->from))
            names << start->name; // back where it started
    return names.join(QStringLiteral(" → "));
}

// Inputs that contradict each other: the numbers built on them cannot be right.
void contradictions(const Model &model, Items &out)
{
    for (const AccessPattern &p : model.accessPatterns) {
        if (p.rpsAvg && p.rpsPeak && *p.rpsPeak < *p.rpsAvg)
            add(out, "peak-below-average", FindingSeverity::Error, {SubjectKind::AccessPattern, p.id},
                AdvisorTr::tr("%1 peaks at %2 RPS, below its average of %3 RPS.")
                    .arg(p.id, formatNumber(*p.rpsPeak), formatNumber(*p.rpsAvg)),
                AdvisorTr::tr("The peak is the busiest moment: make it at least the average."));
        if (p.entities.isEmpty())
            add(out, "pattern-without-entity", FindingSeverity::Error, {SubjectKind::AccessPattern, p.id},
                AdvisorTr::tr("%1 touches no entity, so nothing can serve it.").arg(p.id),
                AdvisorTr::tr("Name the entities %1 reads or writes.").arg(p.id));
        if (p.consistency && isStronger(*p.consistency, model.application.consistency))
            add(out, "consistency-stronger-than-account", FindingSeverity::Error, {SubjectKind::AccessPattern, p.id},
                AdvisorTr::tr("%1 asks for %2 consistency, stronger than the account's %3; a request can only relax "
                              "the account's consistency.")
                    .arg(p.id, toQString(*p.consistency), toQString(model.application.consistency)),
                AdvisorTr::tr("Raise the account's default consistency, or relax %1.").arg(p.id));
    }
    for (const Entity &e : model.entities)
        if (e.avgSizeKB && e.maxSizeKB && *e.avgSizeKB > *e.maxSizeKB)
            add(out, "average-above-maximum", FindingSeverity::Error, {SubjectKind::Entity, e.id},
                AdvisorTr::tr("%1 documents average %2 KB but are at most %3 KB.")
                    .arg(e.name, formatNumber(*e.avgSizeKB), formatNumber(*e.maxSizeKB)),
                AdvisorTr::tr("The maximum must be at least the average."));
    if (const QStringList cycle = relationshipCycle(model); !cycle.isEmpty())
        add(out, "relationship-cycle", FindingSeverity::Error, {SubjectKind::Relationship, cycle.front()},
            AdvisorTr::tr("The relationships %1 form a cycle: each entity is the parent of the next and the last "
                          "is the parent of the first.")
                .arg(cycleByName(model, cycle)),
            AdvisorTr::tr("Reverse or remove one of them: a document cannot contain its own ancestor."));
    for (const Relationship &r : model.relationships)
        if (r.avgChildren && r.maxChildren && *r.avgChildren > *r.maxChildren)
            add(out, "children-average-above-maximum", FindingSeverity::Error, {SubjectKind::Relationship, r.id},
                AdvisorTr::tr("%1 has %2 children on average but at most %3.")
                    .arg(relationshipByName(model, r), formatNumber(*r.avgChildren), formatNumber(*r.maxChildren)),
                AdvisorTr::tr("The maximum must be at least the average."));
}

void consolidation(const Model &model, const Analysis &analysis, Items &out)
{
    for (const ConsolidationRow &row : analysis.consolidation)
        if (row.verdict == ConsolidationRow::Verdict::ConsiderCarefully)
            add(out, "consolidation-review", FindingSeverity::Info, {SubjectKind::Relationship, row.relationship},
                AdvisorTr::tr("%1 → %2: %3 of reads overlap, in the band to weigh; confirm whether to store them "
                              "together.")
                    .arg(entityName(model, row.parent), entityName(model, row.child),
                        formatPercent(row.overlap.value_or(0))),
                AdvisorTr::tr("Review the consolidation table and confirm the decision."));
}

void uniqueKeys(const Model &model, const Analysis &analysis, Items &out)
{
    for (const ContainerAnalysis &c : analysis.containers)
        for (const UniqueKeyFinding &f : c.uniqueKeys.findings) {
            const bool invalid = f.severity == FindingSeverity::Error;
            if (!invalid && f.kind != UniqueKeyFinding::Kind::MissingFromOtherTypes
                && f.kind != UniqueKeyFinding::Kind::InsideArray)
                continue;
            add(out, invalid ? "unique-key-invalid" : "unique-key-risk",
                invalid ? FindingSeverity::Error : FindingSeverity::Warning, {SubjectKind::Container, c.name},
                uniqueKeyMessage(f, c.uniqueKeys, c, model),
                AdvisorTr::tr("Change the unique attributes of the document types in %1.").arg(c.name));
        }
}

void documentSizes(const Model &model, const Analysis &analysis, Items &out)
{
    const double limit = analysis.assumptions[A::DocumentMaxKB];
    for (const Entity &e : model.entities)
        if (e.maxSizeKB && *e.maxSizeKB > limit)
            add(out, "document-too-large", FindingSeverity::Error, {SubjectKind::Entity, e.id},
                AdvisorTr::tr("%1 documents reach %2, above the %3 item limit.")
                    .arg(e.name, formatKB(*e.maxSizeKB), formatKB(limit)),
                AdvisorTr::tr("Move large parts of %1 out of the document (Blob Storage) or split it.").arg(e.name));
    for (const RelationshipAnalysis &r : analysis.relationships)
        if (r.decision == Decision::SingleDocument && r.neverOneDocument)
            add(out, "embedded-too-large", FindingSeverity::Error, {SubjectKind::Relationship, r.id},
                AdvisorTr::tr("%1 with its embedded %2 can reach %3, above the %4 item limit.")
                    .arg(entityName(model, r.parent), entityName(model, r.child), formatKB(r.embeddedMaxKB),
                        formatKB(limit)),
                AdvisorTr::tr("Bound the number of %1 per %2, or store them apart.")
                    .arg(entityName(model, r.child), entityName(model, r.parent)));
}

void massiveScale(const Analysis &analysis, Items &out)
{
    const MassiveScale &scale = analysis.massiveScale;
    if (!scale.triggered)
        return;
    const Subject subject = scale.binning ? Subject {SubjectKind::Entity, scale.binning->entity} : Subject {};
    for (const Text &question : scale.questions)
        add(out, "massive-scale-question", FindingSeverity::Warning, subject,
            question + QStringLiteral(" ") + scale.reasons.join(QLatin1Char(' ')),
            AdvisorTr::tr("Answer the question in the model's scale notes and plan the write path for it."));
}

void questions(const std::vector<Advice> &advice, Items &out)
{
    for (const Advice &a : advice)
        if (a.severity == AdviceSeverity::Question)
            out.push_back({a.rule, FindingSeverity::Info, a.subject, a.message, a.remedy});
}

} // namespace

std::vector<ChecklistItem> buildChecklist(
    const Model &model, const Analysis &analysis, const std::vector<Advice> &advice)
{
    const ModelLookupScope lookup(model);
    Items out;
    incompletePatterns(model, out);
    derivedInputs(model, analysis, out);
    staleOverrides(model, analysis, out);
    embeddedLifetimes(model, analysis, out);
    unbuiltVectorIndexes(model, analysis, out);
    unpairedReadsAndWrites(model, out);
    undecidedRelationships(model, analysis, out);
    partitions(analysis, out);
    feasibility(analysis, out);
    contradictions(model, out);
    consolidation(model, analysis, out);
    uniqueKeys(model, analysis, out);
    documentSizes(model, analysis, out);
    massiveScale(analysis, out);
    checkSearches(model, out);
    questions(advice, out);
    return out;
}

bool hasErrors(const std::vector<ChecklistItem> &items)
{
    return std::any_of(
        items.begin(), items.end(), [](const ChecklistItem &item) { return item.severity == FindingSeverity::Error; });
}

} // namespace cosmos

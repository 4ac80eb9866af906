// SPDX-License-Identifier: MIT
// Predicates about entities, their attributes and the patterns that read and write them.
#include "predicates.h"

#include "model/analysis/numberformat.h"

#include <functional>

namespace cosmos::predicates {

namespace {

Match entityMatch(const Entity &e)
{
    Match match {{SubjectKind::Entity, e.id}, {}};
    match.values.insert(QStringLiteral("entity"), e.name);
    return match;
}

bool onlyCreated(const std::vector<const AccessPattern *> &writes)
{
    if (writes.empty())
        return false;
    for (const AccessPattern *p : writes)
        if (p->operation != Operation::Create && p->operation != Operation::Batch)
            return false;
    return true;
}

const Attribute *findIf(const std::vector<Attribute> &attributes, const std::function<bool(const Attribute &)> &test)
{
    for (const Attribute &a : attributes) {
        if (test(a))
            return &a;
        if (const Attribute *inner = findIf(a.attributes, test))
            return inner;
    }
    return nullptr;
}

} // namespace

std::vector<Match> entity(const AdvisorContext &context, const Params &params)
{
    std::vector<Match> out;
    for (const Entity &e : context.model.entities) {
        if (params.has("hasTtl") && params.flag("hasTtl") != e.ttlSeconds.has_value())
            continue;
        if (!params.allows("growth", toQString(e.growth)))
            continue;
        if (params.has("maxSizeAboveKB") && e.maxSizeKB.value_or(0) <= params.number("maxSizeAboveKB"))
            continue;
        Match match = entityMatch(e);
        match.values.insert(QStringLiteral("maxKB"), formatKB(e.maxSizeKB.value_or(0)));
        if (e.ttlSeconds)
            match.values.insert(QStringLiteral("ttl"), formatNumber(*e.ttlSeconds));
        out.push_back(match);
    }
    return out;
}

// Only ever created, never changed, and without bound: a log of events.
std::vector<Match> entityAppendOnly(const AdvisorContext &context, const Params &)
{
    std::vector<Match> out;
    for (const Entity &e : context.model.entities) {
        const auto writes = context.writesTouching(e.id);
        if (e.growth != Growth::Unbounded || !onlyCreated(writes))
            continue;
        QStringList ids;
        for (const AccessPattern *p : writes)
            ids << p->id;
        Match match = entityMatch(e);
        match.values.insert(QStringLiteral("patterns"), ids.join(QStringLiteral(", ")));
        out.push_back(match);
    }
    return out;
}

// Many small records created per second, each stamped with a time.
std::vector<Match> entityTimeSeries(const AdvisorContext &context, const Params &params)
{
    std::vector<Match> out;
    for (const Entity &e : context.model.entities) {
        const Attribute *time
            = findIf(e.attributes, [](const Attribute &a) { return a.type == AttributeType::Datetime; });
        const auto writes = context.writesTouching(e.id);
        if (!time || !onlyCreated(writes))
            continue;
        double peakWrites = 0;
        for (const AccessPattern *p : writes)
            peakWrites += p->rpsPeak.value_or(0) * (p->operation == Operation::Batch ? p->resultCount.value_or(1) : 1);
        if (peakWrites < params.number("minWritesPerSecond", 0))
            continue;
        Match match = entityMatch(e);
        match.values.insert(QStringLiteral("time"), time->name);
        match.values.insert(QStringLiteral("writes"), formatNumber(peakWrites));
        if (const ContainerAnalysis *c = context.analysis.containerOf(e.id))
            match.values.insert(QStringLiteral("key"), c->partitionKey.join(QStringLiteral(", ")));
        out.push_back(match);
    }
    return out;
}

// Looked up by id, and also queried by another property across partitions: the
// second access path is a candidate for a copy partitioned by that property.
std::vector<Match> entityReadByIdAndQueriedBy(const AdvisorContext &context, const Params &params)
{
    std::vector<Match> out;
    for (const Entity &e : context.model.entities) {
        QString byId;
        for (const AccessPattern *p : context.patternsOf(e.id)) {
            const PatternAnalysis *analysis = context.analysis.accessPattern(p->id);
            if (analysis && p->operation == Operation::PointRead && analysis->kind == RouteKind::PointRead) {
                byId = p->id;
                break;
            }
        }
        if (byId.isEmpty())
            continue;
        for (const AccessPattern *query : context.patternsOf(e.id)) {
            const AccessPattern &p = *query;
            const PatternAnalysis *analysis = context.analysis.accessPattern(p.id);
            if (!analysis || p.operation != Operation::Query || analysis->kind != RouteKind::CrossPartitionQuery
                || p.rpsAvg.value_or(0) < params.number("minRps"))
                continue;
            const auto filter = std::find_if(
                p.filters.begin(), p.filters.end(), [](const Filter &f) { return f.op == FilterOp::Eq; });
            if (filter == p.filters.end())
                continue;
            Match match {{SubjectKind::AccessPattern, p.id}, {}};
            match.values.insert(QStringLiteral("entity"), e.name);
            match.values.insert(QStringLiteral("pattern"), p.id);
            match.values.insert(QStringLiteral("idPattern"), byId);
            match.values.insert(QStringLiteral("property"), filter->attribute);
            match.values.insert(QStringLiteral("rps"), formatNumber(p.rpsAvg.value_or(0)));
            match.values.insert(QStringLiteral("ru"), formatRu(analysis->ruPerSecondAvg));
            out.push_back(match);
        }
    }
    return out;
}

std::vector<Match> entityReadWriteRatio(const AdvisorContext &context, const Params &params)
{
    std::vector<Match> out;
    for (const Entity &e : context.model.entities) {
        double reads = 0;
        for (const AccessPattern *p : context.patternsOf(e.id))
            if (p->operation == Operation::PointRead)
                reads += p->rpsAvg.value_or(0);
        double writes = 0;
        for (const AccessPattern *p : context.writesTouching(e.id))
            writes += p->rpsAvg.value_or(0);
        // Never written is a checklist item, not a caching opportunity.
        if (writes <= 0 || reads < params.number("minReadRps") || reads / writes < params.number("minRatio"))
            continue;
        Match match = entityMatch(e);
        match.values.insert(QStringLiteral("reads"), formatNumber(reads));
        match.values.insert(QStringLiteral("writes"), formatNumber(writes));
        match.values.insert(QStringLiteral("ratio"), formatNumber(reads / writes, 0));
        out.push_back(match);
    }
    return out;
}

// Copies of another entity's attribute ("copyOf"). In a document that is only ever
// created, the copy records the value at that moment: a snapshot.
std::vector<Match> attributeCopy(const AdvisorContext &context, const Params &params)
{
    std::vector<Match> out;
    for (const Entity &e : context.model.entities) {
        const Attribute *copy = findIf(e.attributes, [](const Attribute &a) { return !a.copyOf.isEmpty(); });
        if (!copy)
            continue;
        if (params.has("holderImmutable")
            && params.flag("holderImmutable") != onlyCreated(context.writesTouching(e.id)))
            continue;
        Match match = entityMatch(e);
        match.values.insert(QStringLiteral("attribute"), copy->name);
        const QString sourceEntity = copy->copyOf.section(QLatin1Char('.'), 0, 0);
        match.values.insert(QStringLiteral("source"), context.entityName(sourceEntity));
        out.push_back(match);
    }
    return out;
}

std::vector<Match> attributeName(const AdvisorContext &context, const Params &params)
{
    std::vector<Match> out;
    const QStringList names = params.strings("names");
    for (const Entity &e : context.model.entities) {
        const Attribute *found = findIf(e.attributes, [&names](const Attribute &a) {
            for (const QString &name : names)
                if (a.name.contains(name, Qt::CaseInsensitive))
                    return true;
            return false;
        });
        if (!found)
            continue;
        Match match = entityMatch(e);
        match.values.insert(QStringLiteral("attribute"), found->name);
        out.push_back(match);
    }
    return out;
}

} // namespace cosmos::predicates

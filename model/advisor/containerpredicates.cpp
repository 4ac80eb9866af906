// SPDX-License-Identifier: MIT
// Predicates about containers: partition heat, indexing and massive write volumes
// (RULES.md sections 6 and 7).
#include "predicates.h"

#include "model/analysis/numberformat.h"

namespace cosmos::predicates {

namespace {

int rank(HeatStatus status)
{
    return status == HeatStatus::Hot ? 2 : status == HeatStatus::Warn ? 1 : 0;
}

std::optional<Remedy::Kind> remedyKind(const QString &name)
{
    if (name == QLatin1String("synthetic"))
        return Remedy::Kind::SyntheticSuffix;
    if (name == QLatin1String("hierarchical"))
        return Remedy::Kind::HierarchicalKey;
    if (name == QLatin1String("time-bucket"))
        return Remedy::Kind::TimeBucket;
    return std::nullopt;
}

} // namespace

std::vector<Match> containerHeat(const AdvisorContext &context, const Params &params)
{
    std::vector<Match> out;
    const QString measure = params.string("measure");
    const int minimum = params.string("minStatus") == QLatin1String("hot") ? 2 : 1;
    const std::optional<Remedy::Kind> wanted = remedyKind(params.string("remedy"));
    for (const ContainerAnalysis &c : context.analysis.containers) {
        const HottestPartition &hot = c.hottest;
        const HeatStatus status = measure == QLatin1String("throughput") ? hot.ruStatus
            : measure == QLatin1String("size")                           ? hot.sizeStatus
                                                                         : hot.status;
        if (rank(status) < minimum)
            continue;
        const Remedy *remedy = nullptr;
        for (const Remedy &r : c.remedies)
            if (wanted && r.kind == *wanted) {
                remedy = &r;
                break;
            }
        if (params.has("remedy") && !remedy)
            continue;
        Match match {{SubjectKind::Container, c.name}, {}};
        match.values.insert(QStringLiteral("container"), c.name);
        match.values.insert(QStringLiteral("key"), c.partitionKey.join(QStringLiteral(", ")));
        match.values.insert(QStringLiteral("ru"), formatRu(hot.ruPerSecond));
        match.values.insert(QStringLiteral("limit"), formatRu(hot.ruLimit));
        match.values.insert(QStringLiteral("utilization"), formatPercent(hot.ruUtilization));
        match.values.insert(QStringLiteral("sizeGB"), formatGB(hot.sizeGB));
        if (remedy) {
            match.values.insert(QStringLiteral("remedyKey"), remedy->keyPaths.join(QStringLiteral(", ")));
            match.values.insert(QStringLiteral("shards"), QString::number(remedy->shards));
            match.values.insert(QStringLiteral("fanOut"), formatRu(remedy->fanOutRuPerSecond));
        }
        out.push_back(match);
    }
    return out;
}

std::vector<Match> containerIndexing(const AdvisorContext &context, const Params &params)
{
    std::vector<Match> out;
    for (const ContainerAnalysis &c : context.analysis.containers) {
        const IndexingPolicy &policy = c.indexing;
        if (params.has("selective") && params.flag("selective") != policy.selective)
            continue;
        const double saved = std::max(0.0, policy.fullIndexRuPerSecond - policy.indexRuPerSecond);
        // Selective indexing is advised for what it saves on writes: a container
        // that is not written to saves nothing ("saves about 0 RU/s").
        if (params.has("selective") && params.flag("selective") && saved < 0.5)
            continue;
        Match match {{SubjectKind::Container, c.name}, {}};
        match.values.insert(QStringLiteral("container"), c.name);
        match.values.insert(QStringLiteral("indexed"), QString::number(policy.indexedProperties));
        match.values.insert(QStringLiteral("properties"), QString::number(policy.documentProperties));
        match.values.insert(QStringLiteral("saved"), formatRu(saved));
        out.push_back(match);
    }
    return out;
}

std::vector<Match> massiveScale(const AdvisorContext &context, const Params &)
{
    const MassiveScale &scale = context.analysis.massiveScale;
    if (!scale.triggered)
        return {};
    Match match {{SubjectKind::Application, {}}, {}};
    match.values.insert(QStringLiteral("writes"), formatNumber(scale.peakWritesPerSecond));
    if (scale.binning) {
        const BinningEstimate &b = *scale.binning;
        match.subject = {SubjectKind::Entity, b.entity};
        match.values.insert(QStringLiteral("entity"), context.entityName(b.entity));
        match.values.insert(QStringLiteral("records"), formatNumber(b.recordsPerChunk));
        match.values.insert(QStringLiteral("documentsBefore"), formatNumber(b.documentsBefore));
        match.values.insert(QStringLiteral("documentsAfter"), formatNumber(b.documentsAfter));
        match.values.insert(QStringLiteral("ruBefore"), formatRu(b.writeRuPerSecondBefore));
        match.values.insert(QStringLiteral("ruAfter"), formatRu(b.writeRuPerSecondAfter));
    }
    return {match};
}

} // namespace cosmos::predicates

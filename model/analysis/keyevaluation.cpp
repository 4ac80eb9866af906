// SPDX-License-Identifier: MIT
#include "keyevaluation.h"

#include "hotpartitions.h"
#include "partitionkeys.h"
#include "remedies.h"
#include "requestcost.h"

#include <QVarLengthArray>

#include <algorithm>
#include <cmath>

namespace cosmos {

namespace {

using A = AssumptionId;
constexpr int kHierarchyBase = 4; // best single keys combined into hierarchical candidates
double cents(double usd)
{
    return std::round(usd * 100) / 100;
}

// betterKey() with each side's monthly cost in cents worked out by the caller.
bool betterKeyIn(const KeyEvaluation &x, double xCents, const KeyEvaluation &y, double yCents)
{
    if (x.feasible != y.feasible)
        return x.feasible;
    if (xCents != yCents)
        return x.monthlyCostUsd < y.monthlyCostUsd;
    if (std::abs(x.ruPerSecondPeak - y.ruPerSecondPeak) > 1e-6 * std::max(1.0, x.ruPerSecondPeak))
        return x.ruPerSecondPeak < y.ruPerSecondPeak;
    if (std::abs(x.crossPartitionRpsPeak - y.crossPartitionRpsPeak) > 1e-9)
        return x.crossPartitionRpsPeak < y.crossPartitionRpsPeak;
    if (x.hottestStatus != y.hottestStatus)
        return int(x.hottestStatus) < int(y.hottestStatus);
    if (x.paths.size() != y.paths.size())
        return x.paths.size() < y.paths.size();
    const double xv = x.distinctValues.value_or(0), yv = y.distinctValues.value_or(0);
    if (xv != yv)
        return xv > yv;
    return x.paths < y.paths;
}

// RULES.md section 13: a cross-partition read a copy could serve from one partition —
// a query of one entity by an equality filter on one of its attributes (a view or an
// index keyed by it), or its first N sorted (a feed). What the copy is kept by: two
// reads by the same attribute share one.
const void *copyServing(const PatternInfo &info)
{
    const AccessPattern &pattern = *info.pattern;
    if (pattern.operation != Operation::Query || info.entities.size() != 1)
        return nullptr;
    for (const ResolvedFilter &filter : info.filters)
        if (filter.op == FilterOp::Eq && filter.attribute && isScalar(filter.attribute->type))
            return filter.attribute;
    return feedCanServe(pattern) ? &pattern : nullptr;
}

} // namespace

QString keyProperty(const QString &path)
{
    // "/a" → "a" without a second copy; nested paths "/a/b" → "a.b".
    if (path.indexOf(QLatin1Char('/'), 1) < 0)
        return path.mid(1);
    return path.mid(1).replace(QLatin1Char('/'), QLatin1Char('.'));
}

KeyEvaluator::KeyEvaluator(const ModelIndex &index, const Placement &placement, const Router &router,
    const AssumptionValues &assumptions, Setup setup)
    : m_index(index)
    , m_placement(placement)
    , m_router(router)
    , m_a(assumptions)
    , m_setup(setup)
    , m_copyFloorUsd(planCapacity(setup.mode, {0, 0, 0, setup.regions, setup.multiRegionWrites}, assumptions)
              .monthlyCostUsd())
{ }

// The key-independent part of a routed pattern on container `c`: its writes there
// and the copies it updates there. Second: whether the pattern reads from `c`.
KeyEvaluator::Parts KeyEvaluator::partsOf(int c, const PatternAnalysis &routed)
{
    Parts parts;
    for (const SubRequest &request : routed.requests)
        if (request.containerIndex == c)
            (request.kind == RouteKind::Write ? parts.writes : parts.reads) += request.ruPerRequest;
    for (const FanOutPart &part : routed.fanOut)
        if (part.containerIndex == c)
            parts.copies += part.copies * part.ruEach;
    return parts;
}

std::vector<KeyEvaluator::Load> KeyEvaluator::measure(
    int c, const std::vector<int> &patterns, std::vector<ContainerRouting> &routings) const
{
    std::vector<Load> out;
    ContainerRouting &routing = routings[size_t(c)];
    const ContainerRouting saved = routing;
    routing.physicalPartitions = 1;
    routing.prefixPartitions = 1;
    for (int p : patterns) {
        const PatternInfo &info = m_index.patterns()[size_t(p)];
        Load load;
        load.pattern = &info;
        // Writes do not depend on the key: one routing is enough for them. On one
        // physical partition a key prefix and no key at all visit the same single
        // partition at the same cost, so one routing gives both of those forms.
        static constexpr KeyMatch kForms[] = {KeyMatch::Full, KeyMatch::None};
        for (size_t form = 0; form < (info.read ? 2 : 1); ++form) {
            routing.forcedMatch = kForms[form];
            const PatternAnalysis routed = m_router.route(info, routings, RouteDetail::CostsOnly);
            const Parts parts = partsOf(c, routed);
            load.fixedRu = parts.writes + parts.copies;
            load.copiesRu = parts.copies;
            if (form == 0) {
                load.ru[size_t(KeyMatch::Full)] = parts.reads;
                load.requestRu = parts.reads + parts.writes;
            } else {
                load.ru[size_t(KeyMatch::Prefix)] = load.ru[size_t(KeyMatch::None)] = parts.reads;
            }
            const auto readsHere = std::count_if(routed.requests.begin(), routed.requests.end(),
                [c](const SubRequest &r) { return r.containerIndex == c && r.kind != RouteKind::Write; });
            for (const SubRequest &request : routed.requests) {
                if (request.containerIndex != c || request.kind == RouteKind::Write)
                    continue;
                load.keyed = true;
                if (request.kind == RouteKind::CrossPartitionQuery) {
                    load.prefixScans = load.crossScans = true;
                    // Routed here with one partition: a sorted "first N" read whole
                    // (Router::read) loads its N again in every further partition; any
                    // other query only looks up.
                    load.perPartitionRu = readsHere == 1 && topLimit(*info.pattern)
                        ? request.ruPerRequest
                        : m_a[A::QueryBaseRu] * request.consistencyFactor;
                }
            }
        }
        out.push_back(load);
    }
    routing = saved;
    return out;
}

void KeyEvaluator::remeasureWrites(int c, std::vector<Load> &loads, std::vector<ContainerRouting> &routings) const
{
    ContainerRouting &routing = routings[size_t(c)];
    const ContainerRouting saved = routing;
    routing.forcedMatch = KeyMatch::Full;
    for (Load &load : loads)
        if (load.fixedRu > 0) {
            const Parts parts = partsOf(c, m_router.route(*load.pattern, routings, RouteDetail::CostsOnly));
            load.fixedRu = parts.writes + parts.copies;
            load.copiesRu = parts.copies;
        }
    routing = saved;
}

const KeyFacts &KeyEvaluator::factsOf(
    const ContainerAnalysis &container, const QStringList &paths, const QStringList &properties, Cache &cache) const
{
    const QString name = paths.size() == 1 ? paths.front() : paths.join(QLatin1Char(','));
    auto it = cache.facts.find(name);
    if (it == cache.facts.end())
        it = cache.facts.insert(name, describeKey(m_index, container, paths, properties, m_a, false));
    return *it;
}

// Which loads give each property with an equality filter, as givesKeyProperty()
// answers it, from one pass over the loads' filters: asking each candidate property
// of each load again cost a filter scan per candidate.
void KeyEvaluator::indexGiven(const std::vector<Load> &loads, Cache &cache)
{
    cache.indexed = true;
    cache.none.assign(loads.size(), 0);
    cache.given.insert(QStringLiteral("type"), std::vector<char>(loads.size(), 1)); // a constant: always known
    auto mark = [&](const QString &property, size_t load) {
        auto it = cache.given.find(property);
        if (it == cache.given.end())
            it = cache.given.insert(property, cache.none);
        (*it)[load] = 1;
    };
    for (size_t l = 0; l < loads.size(); ++l)
        for (const ResolvedFilter &filter : loads[l].pattern->filters) {
            if (filter.op != FilterOp::Eq)
                continue;
            // The document id is given by an equality filter on an id attribute, or on
            // "id" where no attribute has that name (namesDocumentId).
            if (filter.path != QLatin1String("id") && filter.path != QLatin1String("type"))
                mark(filter.path, l);
            if (namesDocumentId(filter))
                mark(QStringLiteral("id"), l);
        }
}

const std::vector<char> &KeyEvaluator::givenBy(const QString &property, const std::vector<Load> &loads, Cache &cache)
{
    if (!cache.indexed)
        indexGiven(loads, cache);
    const auto it = cache.given.constFind(property);
    return it == cache.given.cend() ? cache.none : *it;
}

// matchKey() from the cached masks, one per key level: the leading levels a load gives.
KeyMatch KeyEvaluator::match(const Levels &levels, size_t load)
{
    if (levels.empty())
        return KeyMatch::Full; // a constant key: every request knows its value
    qsizetype covered = 0;
    while (covered < levels.size() && (*levels[covered])[load])
        ++covered;
    if (covered == levels.size())
        return KeyMatch::Full;
    return covered > 0 ? KeyMatch::Prefix : KeyMatch::None;
}

KeyEvaluator::Levels KeyEvaluator::levelsOf(const QStringList &properties, const std::vector<Load> &loads, Cache &cache)
{
    Levels levels;
    if (properties.size() == 1 && properties.front() == QLatin1String("type"))
        return levels;
    for (const QString &property : properties)
        levels.push_back(&givenBy(property, loads, cache));
    return levels;
}

KeyEvaluator::Candidate KeyEvaluator::candidateOf(const QStringList &paths)
{
    Candidate key {paths, {}};
    key.properties.reserve(paths.size());
    for (const QString &path : paths)
        key.properties << keyProperty(path);
    return key;
}

KeyEvaluation KeyEvaluator::price(const ContainerAnalysis &container, const std::vector<Load> &loads,
    const Candidate &key, Fixed fixed, Cache &cache) const
{
    KeyEvaluation e;
    e.paths = key.paths;
    const QStringList &paths = key.paths;
    const QStringList &properties = key.properties;
    const KeyFacts &facts = factsOf(container, paths, properties, cache);
    e.distinctValues = facts.distinctValues;
    const double share = container.edgeContainer ? 0.0 : facts.hottestShare;
    const bool constant = properties.size() == 1 && properties.front() == QLatin1String("type");

    // A first-level value of a hierarchical key spans the partitions its data needs.
    int prefixPartitions = 1;
    double newestPrefixShare = 0;
    if (paths.size() > 1) {
        const KeyFacts &first = factsOf(container, paths.first(1), properties.first(1), cache);
        // One that grows with time gets its data, and so its partitions, only as it
        // ages: the newest value's load starts on one physical partition.
        if (first.monotonic)
            newestPrefixShare = first.hottestShare;
        prefixPartitions = int(std::min(1e6,
            std::max(1.0, std::ceil(container.dataGB * first.hottestShare / m_a[A::PhysicalPartitionMaxGB] - 1e-9))));
    }

    const Levels levels = levelsOf(properties, loads, cache);
    double readPeak = 0, readAvg = 0, fanPeak = 0, fanAvg = 0, hotReadPeak = 0;
    double copyablePeak = 0, copyableAvg = 0;
    QVarLengthArray<const QString *, 16> crossing; // the patterns that would ask every partition
    QVarLengthArray<const void *, 8> copies;       // what copies serving them would be kept by
    for (size_t l = 0; l < loads.size(); ++l) {
        const Load &load = loads[l];
        const PatternInfo &info = *load.pattern;
        if (!load.keyed)
            continue;
        const KeyMatch match = container.edgeContainer ? KeyMatch::Full : KeyEvaluator::match(levels, l);
        double ru = load.ru[size_t(match)];
        if (match == KeyMatch::Prefix && load.prefixScans)
            ru += load.perPartitionRu * (prefixPartitions - 1);
        if (match == KeyMatch::None && load.crossScans) {
            // Counted once per partition in finish(); the one-partition form holds one lookup.
            ru -= load.perPartitionRu;
            fanPeak += info.rpsPeak * load.perPartitionRu;
            fanAvg += info.rpsAvg * load.perPartitionRu;
            e.crossPartitionRpsPeak += info.rpsPeak;
            crossing.push_back(&info.pattern->id); // one load per pattern: no repeats
            if (const void *copy = copyServing(info)) {
                copyablePeak += info.rpsPeak * load.perPartitionRu;
                copyableAvg += info.rpsAvg * load.perPartitionRu;
                if (!copies.contains(copy))
                    copies.push_back(copy);
            }
        } else {
            hotReadPeak += info.rpsPeak * ru;
        }
        readPeak += info.rpsPeak * ru;
        readAvg += info.rpsAvg * ru;
    }
    e.crossPartitionPatterns.reserve(crossing.size());
    for (const QString *id : crossing)
        e.crossPartitionPatterns << *id;
    e.parts = {readPeak, readAvg, hotReadPeak, fanAvg, share, constant, newestPrefixShare, copyablePeak, copyableAvg,
        int(copies.size())};
    e.fanOutRuPerPartition = fanPeak;
    e.hottestSizeGB
        = largestLogicalGB(logicalPartitionBound(container, paths, m_index, m_placement, &cache.counts),
            container.dataGB, share);

    // RULES.md section 12: what no number of partitions can serve, whatever the writes cost.
    if (e.hottestSizeGB > m_a[A::LogicalPartitionMaxGB] + 1e-9)
        e.problems.push_back({Infeasibility::LargeKeyValue, e.hottestSizeGB, {}, {}, {}});
    // A transactional batch runs in one logical partition: every document it writes
    // here must carry the whole key (a constant key always does).
    if (!container.edgeContainer && !constant)
        for (const Load &load : loads) {
            const PatternInfo &info = *load.pattern;
            if (info.pattern->operation != Operation::Batch)
                continue;
            for (int entity : info.entities) {
                const Entity &written = m_index.entity(entity);
                if (!container.entities.contains(written.id))
                    continue;
                for (const QString &property : properties)
                    if (property != QLatin1String("id") && !findAttribute(written, property)) {
                        e.problems.push_back(
                            {Infeasibility::AtomicWrite, 0, {info.pattern->id}, written.name, property});
                        break;
                    }
            }
        }
    finish(container, e, fixed);
    return e;
}

// The figures that depend on the key-independent writes: partitions, throughput, the
// bill, the hottest value's load and the limits on it.
KeyEvaluator::Fixed KeyEvaluator::fixedOf(const std::vector<Load> &loads)
{
    Fixed fixed;
    for (const Load &load : loads) {
        fixed.peak += load.pattern->rpsPeak * load.fixedRu;
        fixed.avg += load.pattern->rpsAvg * load.fixedRu;
        fixed.copiesPeak += load.pattern->rpsPeak * load.copiesRu;
    }
    return fixed;
}

void KeyEvaluator::finish(const ContainerAnalysis &container, KeyEvaluation &e, Fixed fixed) const
{
    const KeyEvaluation::Parts &p = e.parts;
    const double keyedPeak = p.readPeak + fixed.peak;
    e.physicalPartitions
        = physicalPartitionsFor(container.dataGB, keyedPeak, e.fanOutRuPerPartition, m_a[A::PartitionMaxRu], m_a);
    e.ruPerSecondPeak = keyedPeak + e.fanOutRuPerPartition * e.physicalPartitions;
    e.ruPerSecondAvg = p.readAvg + fixed.avg + p.fanAvg * e.physicalPartitions;
    const CapacityPlan plan = planCapacity(m_setup.mode,
        {e.ruPerSecondAvg, e.ruPerSecondPeak, container.dataGB, m_setup.regions, m_setup.multiRegionWrites}, m_a);
    e.provisionedRuPerSecond = plan.provisionedRuPerSecond;
    e.monthlyCostUsd = plan.monthlyCostUsd();
    e.remediedBoundUsd = remediedBound(container, e, fixed);
    // The hottest value draws its share of what the key routes: not of the cross-partition
    // queries, which visit every partition, nor of the copies, which follow the item changed
    // (except under a key of one value: every item is under it).
    const double copiesElsewhere = isOneValue(e.distinctValues) ? 0.0 : fixed.copiesPeak;
    e.hottestRuPerSecond = p.share * (p.hotReadPeak + fixed.peak - copiesElsewhere);
    const double utilization
        = std::max(e.hottestRuPerSecond / m_a[A::PartitionMaxRu], e.hottestSizeGB / m_a[A::LogicalPartitionMaxGB]);
    e.hottestStatus = utilization > 1 + 1e-12               ? HeatStatus::Hot
        : utilization >= m_a[A::HotWarnUtilization] - 1e-12 ? HeatStatus::Warn
                                                            : HeatStatus::Ok;
    // The throughput limits, checked again at every pricing.
    std::erase_if(e.problems, [](const KeyProblem &problem) {
        return problem.kind == Infeasibility::HotKeyValue || problem.kind == Infeasibility::ConstantKey
            || problem.kind == Infeasibility::NewestPrefix || problem.kind == Infeasibility::CrossPartitionLoad;
    });
    // RULES.md section 12: cross-partition lookups that would fill half of every partition
    // cannot be served by adding partitions — unless the container needs only one, which
    // serves all of it under its own 10,000 RU/s.
    const bool onePartitionServes
        = e.physicalPartitions == 1 && e.ruPerSecondPeak <= m_a[A::PartitionMaxRu] + 1e-9;
    if (e.fanOutRuPerPartition >= m_a[A::FanOutMaxShare] * m_a[A::PartitionMaxRu] - 1e-9 && !onePartitionServes)
        e.problems.push_back(
            {Infeasibility::CrossPartitionLoad, e.fanOutRuPerPartition, e.crossPartitionPatterns, {}, {}});
    if (e.hottestRuPerSecond > m_a[A::PartitionMaxRu] + 1e-9)
        e.problems.insert(e.problems.begin(), {Infeasibility::HotKeyValue, e.hottestRuPerSecond, {}, {}, {}});
    const double newest = p.newestPrefixShare * (p.hotReadPeak + fixed.peak - copiesElsewhere);
    if (newest > m_a[A::PartitionMaxRu] + 1e-9)
        e.problems.push_back({Infeasibility::NewestPrefix, newest, {}, {}, {}});
    if (p.constant
        && (container.dataGB > m_a[A::TypeKeyMaxGB] + 1e-12 || e.ruPerSecondPeak > m_a[A::TypeKeyMaxRu] + 1e-9))
        e.problems.push_back({Infeasibility::ConstantKey, container.dataGB, {}, {}, {}});
    e.feasible = e.problems.empty();
}

// KeyEvaluation::remediedBoundUsd: the container with the lookups a copy could take
// gone but each such read's one-partition query kept (the copy serves it for at least
// that), on the partitions what is left needs, and one minimum bill per copy.
double KeyEvaluator::remediedBound(const ContainerAnalysis &container, const KeyEvaluation &e, Fixed fixed) const
{
    const KeyEvaluation::Parts &p = e.parts;
    if (p.copies == 0)
        return e.monthlyCostUsd;
    const double keyedPeak = p.readPeak + fixed.peak + p.copyableFanPeak;
    const double fanLeft = std::max(0.0, e.fanOutRuPerPartition - p.copyableFanPeak);
    const int partitions = physicalPartitionsFor(container.dataGB, keyedPeak, fanLeft, m_a[A::PartitionMaxRu], m_a);
    const double fanAvgLeft = std::max(0.0, p.fanAvg - p.copyableFanAvg);
    const CapacityNeed need {p.readAvg + fixed.avg + p.copyableFanAvg + fanAvgLeft * partitions,
        keyedPeak + fanLeft * partitions, container.dataGB, m_setup.regions, m_setup.multiRegionWrites};
    return std::min(
        e.monthlyCostUsd, planCapacity(m_setup.mode, need, m_a).monthlyCostUsd() + p.copies * m_copyFloorUsd);
}

void KeyEvaluator::reprice(
    const ContainerAnalysis &container, std::vector<KeyEvaluation> &table, const std::vector<Load> &loads) const
{
    const Fixed fixed = fixedOf(loads);
    for (KeyEvaluation &e : table) {
        e.chosen = e.overridden = false;
        finish(container, e, fixed);
    }
    sortTable(table);
}

// Cheapest feasible first (betterKey), sorted through an index so that the evaluations
// themselves are moved once, not at every comparison.
void KeyEvaluator::sortTable(std::vector<KeyEvaluation> &table)
{
    std::vector<size_t> order(table.size());
    std::vector<double> costCents(table.size());
    for (size_t i = 0; i < order.size(); ++i) {
        order[i] = i;
        costCents[i] = cents(table[i].monthlyCostUsd);
    }
    std::sort(order.begin(), order.end(),
        [&](size_t x, size_t y) { return betterKeyIn(table[x], costCents[x], table[y], costCents[y]); });
    std::vector<KeyEvaluation> sorted;
    sorted.reserve(table.size());
    for (size_t i : order)
        sorted.push_back(std::move(table[i]));
    table = std::move(sorted);
}

std::vector<KeyEvaluation> KeyEvaluator::evaluate(const ContainerAnalysis &container, const std::vector<Load> &load,
    const std::optional<QStringList> &overridden, DescribedKeys described) const
{
    std::vector<KeyEvaluation> table;
    Cache cache;
    cache.facts = std::move(described);
    const Fixed fixed = fixedOf(load);
    if (container.edgeContainer) {
        table.push_back(price(container, load, candidateOf({QStringLiteral("/partitionKey")}), fixed, cache));
    } else {
        std::vector<Candidate> lower;
        std::vector<Candidate> singles = singleCandidates(container, load, &lower);
        table.reserve(singles.size() + kHierarchyBase * kHierarchyBase);
        for (const Candidate &key : singles)
            table.push_back(price(container, load, key, fixed, cache));
        sortTable(table);

        // Hierarchical keys from the best single keys that patterns give together.
        std::vector<Candidate> base;
        for (const KeyEvaluation &e : table) {
            if (int(base.size()) >= kHierarchyBase)
                break;
            if (e.paths.size() != 1 || e.paths.front() == QLatin1String("/type")
                || e.paths.front() == QLatin1String("/id"))
                continue;
            base.push_back(*std::find_if(singles.begin(), singles.end(),
                [&](const Candidate &key) { return key.paths.front() == e.paths.front(); }));
        }
        const std::vector<Candidate> combined = hierarchicalCandidates(base, lower, load, cache);
        for (const Candidate &key : combined)
            table.push_back(price(container, load, key, fixed, cache));
        for (const Candidate &key : filterCandidates(container, singles, lower, load, combined, cache))
            table.push_back(price(container, load, key, fixed, cache));
    }
    if (overridden
        && std::none_of(table.begin(), table.end(), [&](const KeyEvaluation &e) { return e.paths == *overridden; }))
        table.push_back(price(container, load, candidateOf(*overridden), fixed, cache));
    sortTable(table);
    return table;
}

bool betterKey(const KeyEvaluation &x, const KeyEvaluation &y)
{
    return betterKeyIn(x, cents(x.monthlyCostUsd), y, cents(y.monthlyCostUsd));
}

} // namespace cosmos

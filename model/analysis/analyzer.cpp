// SPDX-License-Identifier: MIT
// The analysis pipeline: decisions → containers → keys by evaluation (every
// candidate routed and costed once) → routing → indexing → routing under the
// policies → capacity and feasibility → hot partitions → cost cross-checks →
// consolidation and scale. Nothing iterates to a fixed point. Pure: the same model
// gives the same result.
#include "analyzeonce.h"

#include "aggregatedecision.h"
#include "alternativecost.h"
#include "analysistr.h"
#include "capacity.h"
#include "consolidation.h"
#include "containersynthesis.h"
#include "hotpartitions.h"
#include "indexing.h"
#include "keyevaluation.h"
#include "massivescale.h"
#include "modelindex.h"
#include "numberformat.h"
#include "partitionkeys.h"
#include "router.h"
#include "searchpolicy.h"
#include "sharedthroughput.h"
#include "uniquekeys.h"

#include "model/document/modellookup.h"

#include <QHash>

#include <cmath>

namespace cosmos {

namespace {
using A = AssumptionId;
constexpr double kKBPerGB = 1024.0 * 1024.0;

class Analyzer {
public:
    explicit Analyzer(const Model &model)
        : m_model(model)
        , m_index(model)
    {
        m_out->assumptions = AssumptionValues(model.assumptions, model.sizeCurve);
    }

    std::shared_ptr<Analysis> run()
    {
        const ModelLookupScope lookup(m_model); // entity and pattern lookups by id, for this run
        const AssumptionValues &a = m_out->assumptions;
        m_out->relationships = decideAggregates(m_index, a);
        Synthesis synthesis = synthesizeContainers(m_index, m_out->relationships);
        m_out->containers = std::move(synthesis.containers);
        m_placement = std::move(synthesis.placement);
        m_out->notes << synthesis.notes;
        for (size_t c = 0; c < m_out->containers.size(); ++c)
            m_containerIndex.insert(m_out->containers[c].name, int(c));
        collectEdges();
        measureData();
        const Router router(m_index, m_placement, a, m_edges);
        for (ContainerAnalysis &container : m_out->containers) {
            container.search = planSearch(m_model, container);
            container.notes << container.search.notes;
        }
        // Keys are evaluated twice: first with every term indexed, then with the share
        // of terms the resulting indexing policies index, so the table prices writes as
        // the containers will. Two passes, never a loop.
        chooseKeys(router, false);
        routeAll(router);
        planPolicies();
        const std::vector<QStringList> firstKeys = partitionKeys();
        chooseKeys(router, true);
        for (ContainerAnalysis &container : m_out->containers)
            container.uniqueKeys = planUniqueKeys(m_model, container, a);
        // The policies follow from which requests are queries and what they filter,
        // which only a change of key can change.
        if (partitionKeys() != firstKeys) {
            routeAll(router);
            planPolicies();
        }
        routeAll(router); // writes now pay for the terms their container's policy indexes
        sizeContainers();
        hotPartitions();
        const std::vector<ContainerRouting> routed = routings(true);
        const AlternativeCoster coster(m_index, m_placement, m_edges, routed, m_out->accessPatterns, a);
        for (RelationshipAnalysis &relationship : m_out->relationships)
            coster.cost(relationship);
        m_out->consolidation = reviewConsolidation(m_index, m_out->relationships, a);
        m_out->massiveScale = assessMassiveScale(m_index, a);
        totals();
        m_out->buildIndex();
        return std::move(m_out);
    }

private:
    std::vector<QStringList> partitionKeys() const
    {
        std::vector<QStringList> keys;
        keys.reserve(m_out->containers.size());
        for (const ContainerAnalysis &container : m_out->containers)
            keys.push_back(container.partitionKey);
        return keys;
    }

    int regions() const { return std::max(1, int(m_model.application.regions.size())); }

    void collectEdges()
    {
        for (size_t c = 0; c < m_out->containers.size(); ++c) {
            const ContainerAnalysis &container = m_out->containers[c];
            if (!container.edgeContainer)
                continue;
            const Relationship &r = m_index.relationship(container.edgeRelationship);
            m_edges.push_back({m_index.parentOf(r), m_index.childOf(r), int(c)});
        }
    }

    void measureData()
    {
        for (int e = 0; e < m_index.entityCount(); ++e) {
            ContainerAnalysis &container = m_out->containers[size_t(m_placement.container[size_t(e)])];
            container.dataGB += m_index.documentCount(e) * m_index.avgKB(e) / kKBPerGB;
        }
        for (const Router::EdgeRoute &edge : m_edges) {
            const Relationship &r = m_index.relationship(m_out->containers[size_t(edge.container)].edgeRelationship);
            // Two link documents of about 1 KB per link.
            m_out->containers[size_t(edge.container)].dataGB
                += 2 * m_index.documentCount(edge.parent) * r.avgChildren.value_or(1) / kKBPerGB;
        }
    }

    std::vector<ContainerRouting> routings(bool withKeys) const
    {
        std::vector<ContainerRouting> out(m_out->containers.size());
        for (size_t c = 0; c < out.size(); ++c) {
            const ContainerAnalysis &container = m_out->containers[c];
            out[c].name = container.name;
            out[c].physicalPartitions = container.physicalPartitions;
            out[c].prefixPartitions = m_prefixPartitions.empty() ? 1 : m_prefixPartitions[c];
            out[c].indexedShare = m_indexedShare.empty() ? 1.0 : m_indexedShare[c];
            if (!withKeys)
                continue;
            // RULES.md section 8: unique keys make every write slightly dearer.
            if (container.uniqueKeys.hasDeployable())
                out[c].writeFactor = m_out->assumptions[A::UniqueKeyWriteFactor];
            out[c].keyPaths = container.partitionKey;
            out[c].keyProperties.reserve(container.partitionKey.size());
            for (const QString &path : container.partitionKey)
                out[c].keyProperties << keyProperty(path);
            if (container.edgeContainer) {
                const Relationship &r = m_index.relationship(container.edgeRelationship);
                for (const Entity *side : {&m_index.entity(r.from), &m_index.entity(r.to)})
                    for (const Attribute &attribute : side->attributes)
                        if (attribute.type == AttributeType::Id)
                            out[c].edgeKeyProperties << attribute.name;
            }
        }
        return out;
    }

    // The patterns whose requests or denormalised copies reach each container, from
    // the placement: the containers of the entities they touch, the edge containers
    // between them, and where the copies of a changed entity live.
    std::vector<std::vector<int>> patternsByContainer() const
    {
        std::vector<std::vector<int>> out(m_out->containers.size());
        const std::vector<PatternInfo> &patterns = m_index.patterns();
        for (size_t p = 0; p < patterns.size(); ++p) {
            const PatternInfo &info = patterns[p];
            // Patterns come in order: this one can only be a list's last (a search of the
            // list made this quadratic in a container of thousands of patterns).
            auto add = [&](int c) {
                if (c >= 0 && (out[size_t(c)].empty() || out[size_t(c)].back() != int(p)))
                    out[size_t(c)].push_back(int(p));
            };
            for (int e : info.entities)
                add(m_placement.container[size_t(e)]);
            for (const Router::EdgeRoute &edge : m_edges)
                if (info.touches(edge.parent) && info.touches(edge.child))
                    add(edge.container);
            const Operation op = info.pattern->operation;
            if (!info.entities.empty() && (op == Operation::Replace || op == Operation::Patch || op == Operation::Upsert))
                for (const ModelIndex::Copy &copy : m_index.copiesOf(info.entities.front()))
                    add(m_placement.container[size_t(copy.holder)]);
        }
        return out;
    }

    // Key-independent weights of the requests that must find a key (RULES.md section 6
    // scores): each request as if it were single-partition.
    static std::vector<KeyedTraffic> trafficOf(const std::vector<KeyEvaluator::Load> &loads)
    {
        std::vector<KeyedTraffic> traffic;
        for (const KeyEvaluator::Load &load : loads) {
            const PatternInfo &info = *load.pattern;
            const Operation op = info.pattern->operation;
            const bool addressed
                = info.read || op == Operation::Replace || op == Operation::Patch || op == Operation::Delete;
            if (load.requestRu > 0)
                traffic.push_back({&info, info.rpsAvg * load.requestRu, addressed});
        }
        return traffic;
    }

    void chooseKeys(const Router &router, bool final)
    {
        const AssumptionValues &a = m_out->assumptions;
        std::vector<std::vector<int>> patterns;
        if (!final)
            patterns = patternsByContainer();
        const KeyEvaluator evaluator(m_index, m_placement, router, a,
            {m_model.application.capacityMode, regions(), m_model.application.multiRegionWrites});
        std::vector<ContainerRouting> base = routings(true);
        m_prefixPartitions.assign(m_out->containers.size(), 1);
        m_loads.resize(m_out->containers.size());
        for (size_t c = 0; c < m_out->containers.size(); ++c) {
            ContainerAnalysis &container = m_out->containers[c];
            const auto over = m_model.overrides.partitionKeys.find(container.name);
            const std::optional<QStringList> overridden = over != m_model.overrides.partitionKeys.end()
                ? std::optional<QStringList>(over->second)
                : std::nullopt;
            // Reads are measured once; the second pass only prices writes again.
            if (final) {
                evaluator.remeasureWrites(int(c), m_loads[c], base);
                evaluator.reprice(container, container.keyEvaluation, m_loads[c]);
            } else {
                m_loads[c] = evaluator.measure(int(c), patterns[c], base);
                // The scored candidates stay for their reasons (coverage, cardinality, skew).
                DescribedKeys described;
                container.candidates = rankPartitionKeys(m_index, container, trafficOf(m_loads[c]), a, true, &described);
                container.keyEvaluation = evaluator.evaluate(container, m_loads[c], overridden, std::move(described));
            }
            if (container.keyEvaluation.empty()) { // cannot happen: /id is always a candidate
                KeyEvaluation fallback;
                fallback.paths = {QStringLiteral("/id")};
                container.keyEvaluation.push_back(fallback);
            }
            // Small reference data read whole needs no filter: its constant key serves it.
            if (!final)
                container.awaitingFilters = !overridden && container.kind == ContainerKind::Container
                    && !container.edgeContainer && awaitsFilters(m_loads[c])
                    && std::none_of(container.keyEvaluation.begin(), container.keyEvaluation.end(),
                        [](const KeyEvaluation &e) { return e.feasible && e.paths == QStringList {QStringLiteral("/type")}; });
            auto chosen = container.keyEvaluation.begin();
            if (overridden)
                chosen = std::find_if(container.keyEvaluation.begin(), container.keyEvaluation.end(),
                    [&](const KeyEvaluation &e) { return e.paths == *overridden; });
            else if (container.awaitingFilters)
                chosen = ownIdKey(container);
            chosen->chosen = true;
            chosen->overridden = overridden.has_value();
            container.partitionKey = chosen->paths;
            container.partitionKeyOverridden = overridden.has_value();
            container.physicalPartitions = chosen->physicalPartitions;
            if (chosen->paths.size() > 1) {
                const KeyFacts first = describeKey(m_index, container, chosen->paths.mid(0, 1), a, false);
                // Clamped as a double first: a fuzzed size must not overflow the int.
                const double spanned
                    = std::ceil(container.dataGB * first.hottestShare / a[A::PhysicalPartitionMaxGB] - 1e-9);
                m_prefixPartitions[c]
                    = int(std::clamp(spanned, 1.0, double(std::max(1, container.physicalPartitions))));
            }
            container.hierarchical = container.partitionKey.size() > 1;
            if (!final)
                continue;
            noteMissingKeyProperties(container);
            container.defaultTtl = containerDefaultTtl(m_index, container);
        }
    }

    // RULES.md section 6: while no pattern looks the container's documents up by an
    // equality filter (patterns still being written, most imported ones), every key
    // scans alike and the cheapest would be chosen by accident: the root keeps its id.
    static bool awaitsFilters(const std::vector<KeyEvaluator::Load> &loads)
    {
        bool keyed = false;
        for (const KeyEvaluator::Load &load : loads) {
            if (!load.keyed)
                continue;
            keyed = true;
            const std::vector<ResolvedFilter> &filters = load.pattern->filters;
            if (std::any_of(filters.begin(), filters.end(), [](const ResolvedFilter &f) { return f.op == FilterOp::Eq; }))
                return false;
        }
        return keyed;
    }

    // The row of the root entity's own id key (its id attribute, or /id).
    std::vector<KeyEvaluation>::iterator ownIdKey(ContainerAnalysis &container) const
    {
        QStringList own {QStringLiteral("/id")};
        for (const Attribute &attribute : m_index.entity(container.rootEntity).attributes)
            if (attribute.type == AttributeType::Id) {
                own = {QLatin1Char('/') + attribute.name};
                break;
            }
        const auto row = std::find_if(container.keyEvaluation.begin(), container.keyEvaluation.end(),
            [&](const KeyEvaluation &e) { return e.paths == own; });
        return row != container.keyEvaluation.end() ? row : container.keyEvaluation.begin();
    }

    void noteMissingKeyProperties(ContainerAnalysis &container) const
    {
        if (container.edgeContainer)
            return;
        for (const QString &id : container.entities) {
            const Entity &entity = m_index.entity(id);
            for (const QString &path : container.partitionKey)
                if (!findAttribute(entity, path.mid(1).replace(QLatin1Char('/'), QLatin1Char('.'))))
                    container.notes << AnalysisTr::tr("%1 documents have no %2 attribute; each must carry the "
                                                      "partition key value.")
                                           .arg(entity.name, path);
        }
    }

    // Per container, whether a read routed under `before` could be routed differently
    // under `after`: only writes pay for unique keys and for the share of terms a
    // policy indexes.
    static std::vector<char> changedForReads(
        const std::vector<ContainerRouting> &before, const std::vector<ContainerRouting> &after)
    {
        std::vector<char> changed(after.size(), 1);
        for (size_t c = 0; c < after.size() && c < before.size(); ++c) {
            const ContainerRouting &x = before[c], &y = after[c];
            changed[c] = !(x.name == y.name && x.keyPaths == y.keyPaths && x.keyProperties == y.keyProperties
                && x.edgeKeyProperties == y.edgeKeyProperties && x.physicalPartitions == y.physicalPartitions
                && x.prefixPartitions == y.prefixPartitions && x.forcedMatch == y.forcedMatch);
        }
        return changed;
    }

    // Routes every pattern and adds its requests to the containers it hits. A read
    // whose containers route as they did last time is kept, not routed again: every
    // container a route consults gets one of its requests.
    void routeAll(const Router &router)
    {
        std::vector<ContainerRouting> routing = routings(true);
        const std::vector<char> changed = changedForReads(m_lastRouting, routing);
        std::vector<PatternAnalysis> previous = std::move(m_out->accessPatterns);
        m_out->accessPatterns.clear();
        auto unchangedRead = [&](size_t p) {
            return p < previous.size() && m_index.patterns()[p].read && !previous[p].requests.empty()
                && std::none_of(previous[p].requests.begin(), previous[p].requests.end(),
                    [&](const SubRequest &r) { return changed[size_t(r.containerIndex)] != 0; });
        };
        for (ContainerAnalysis &container : m_out->containers) {
            container.ruPerSecondAvg = container.ruPerSecondPeak = 0;
            container.patterns.clear();
            container.patternLoads.clear();
        }
        const std::vector<PatternInfo> &patterns = m_index.patterns();
        m_out->accessPatterns.reserve(patterns.size());
        for (size_t p = 0; p < patterns.size(); ++p) {
            const PatternInfo &info = patterns[p];
            PatternAnalysis routed = unchangedRead(p) ? std::move(previous[p]) : router.route(info, routing);
            auto charge = [&](ContainerAnalysis &container, double ruPerRequest) {
                if (container.patterns.isEmpty() || container.patterns.constLast() != routed.id) {
                    container.patterns << routed.id;
                    container.patternLoads.emplace_back();
                }
                ContainerAnalysis::PatternLoad &load = container.patternLoads.back();
                load.ruPerSecondAvg += info.rpsAvg * ruPerRequest;
                load.ruPerSecondPeak += info.rpsPeak * ruPerRequest;
                container.ruPerSecondAvg += info.rpsAvg * ruPerRequest;
                container.ruPerSecondPeak += info.rpsPeak * ruPerRequest;
            };
            for (const SubRequest &request : routed.requests)
                charge(m_out->containers[size_t(request.containerIndex)], request.ruPerRequest);
            // Copy updates are charged where the copies live, not to the source's container.
            for (const FanOutPart &part : routed.fanOut)
                if (part.containerIndex >= 0)
                    charge(m_out->containers[size_t(part.containerIndex)], part.copies * part.ruEach);
            m_out->accessPatterns.push_back(std::move(routed));
        }
        m_lastRouting = std::move(routing);
    }

    // The indexing policy of each container from the requests it receives; the share
    // of each document's terms it indexes makes writes cheaper on the next routing.
    void planPolicies()
    {
        const std::vector<std::vector<ContainerLoad>> loads = containerLoads();
        m_indexedShare.assign(m_out->containers.size(), 1.0);
        for (size_t c = 0; c < m_out->containers.size(); ++c) {
            ContainerAnalysis &container = m_out->containers[c];
            container.indexing = planIndexing(m_index, container, m_out->relationships, loads[c], m_out->assumptions);
            addSearchIndexes(container.search, container.indexing);
            const IndexingPolicy &policy = container.indexing;
            if (policy.selective && policy.documentProperties > 0)
                m_indexedShare[c] = std::clamp(double(policy.indexedProperties) / policy.documentProperties, 0.0, 1.0);
        }
    }

    std::vector<std::vector<ContainerLoad>> containerLoads() const
    {
        std::vector<std::vector<ContainerLoad>> loads(m_out->containers.size());
        for (size_t p = 0; p < m_out->accessPatterns.size(); ++p)
            for (const SubRequest &request : m_out->accessPatterns[p].requests)
                loads[size_t(request.containerIndex)].push_back({&m_index.patterns()[p], &request});
        return loads;
    }

    CapacityNeed need(const ContainerAnalysis &container) const
    {
        return {container.ruPerSecondAvg, container.ruPerSecondPeak, container.dataGB, regions(),
            m_model.application.multiRegionWrites};
    }

    // Throughput, floors, the bill and what cannot be served, from the routed load.
    void sizeContainers()
    {
        const AssumptionValues &a = m_out->assumptions;
        const CapacityMode mode = m_model.application.capacityMode;
        // Transactional batches that reach several containers, by the container they start in.
        std::vector<std::vector<const PatternAnalysis *>> batchesAcross(m_out->containers.size());
        for (size_t p = 0; p < m_out->accessPatterns.size(); ++p) {
            const PatternAnalysis &pattern = m_out->accessPatterns[p];
            if (m_index.patterns()[p].pattern->operation == Operation::Batch && pattern.containersTouched > 1)
                if (const int c = m_containerIndex.value(pattern.container, -1); c >= 0)
                    batchesAcross[size_t(c)].push_back(&pattern);
        }
        for (size_t c = 0; c < m_out->containers.size(); ++c) {
            ContainerAnalysis &container = m_out->containers[c];
            const CapacityPlan plan = planCapacity(mode, need(container), a);
            container.provisionedRuPerSecond = plan.provisionedRuPerSecond;
            container.billedRuPerSecond = plan.billedRuPerSecond;
            container.throughputCostUsd = plan.throughputCostUsd;
            container.storageCostUsd = plan.storageCostUsd;
            container.monthlyCostUsd = plan.monthlyCostUsd();
            container.floorRuPerSecond = plan.floorRuPerSecond;
            container.floorAboveTraffic = plan.floorAboveTraffic && plan.storageFloor;
            if (container.floorAboveTraffic)
                container.notes << AnalysisTr::tr("The %1 stored need at least %2 RU/s, more than the traffic asks "
                                                  "for: the storage sets the throughput.")
                                       .arg(formatGB(container.dataGB), formatRu(plan.floorRuPerSecond));
            const double throughput
                = mode == CapacityMode::Serverless ? container.ruPerSecondPeak : plan.provisionedRuPerSecond;
            container.physicalPartitions = std::max(container.physicalPartitions,
                physicalPartitions(container.dataGB, std::min(throughput, 1e12), a));
            container.costOptions = costOptions(container);
            agreeWithTheTable(container);
            checkFeasibility(container, plan, batchesAcross[c]);
        }
    }

    // The chosen key's row shows what the container is built for. It differs from its
    // evaluation only where the final policy indexes another share of the terms, or
    // where storage or rounding adds a partition.
    static void agreeWithTheTable(ContainerAnalysis &container)
    {
        for (KeyEvaluation &e : container.keyEvaluation)
            if (e.chosen) {
                e.ruPerSecondAvg = container.ruPerSecondAvg;
                e.ruPerSecondPeak = container.ruPerSecondPeak;
                e.provisionedRuPerSecond = container.provisionedRuPerSecond;
                e.monthlyCostUsd = container.monthlyCostUsd;
                e.physicalPartitions = container.physicalPartitions;
            }
    }

    std::vector<CostOption> costOptions(const ContainerAnalysis &container) const
    {
        const AssumptionValues &a = m_out->assumptions;
        const CapacityPlan manual = planCapacity(CapacityMode::Provisioned, need(container), a);
        const CapacityPlan autoscale = planCapacity(CapacityMode::Autoscale, need(container), a);
        const CapacityPlan serverless = planCapacity(CapacityMode::Serverless, need(container), a);
        using K = CostOption::Kind;
        std::vector<CostOption> options {{K::Manual, manual.monthlyCostUsd(), true, {}},
            {K::Autoscale, autoscale.monthlyCostUsd(), true, {}},
            {K::Serverless, serverless.monthlyCostUsd(), serverless.impossible.isEmpty(), serverless.impossible},
            {K::Reserved1Year,
                manual.throughputCostUsd * (1 - a[A::ReservedOneYearDiscount]) + manual.storageCostUsd, true, {}},
            {K::Reserved3Years,
                manual.throughputCostUsd * (1 - a[A::ReservedThreeYearDiscount]) + manual.storageCostUsd, true, {}}};
        return options;
    }

    // RULES.md section 12 for one container: the chosen key's limits, documents over
    // 2 MB, serverless limits, atomic writes across key values; the quota warning.
    void checkFeasibility(ContainerAnalysis &container, const CapacityPlan &plan,
        const std::vector<const PatternAnalysis *> &batchesAcross) const
    {
        const AssumptionValues &a = m_out->assumptions;
        auto cannot = [&](Infeasibility kind, const Text &reason) {
            if (container.infeasibleBecause.contains(reason))
                return;
            container.infeasibleBecause << reason;
            container.infeasibleKinds.push_back(kind);
        };
        for (const KeyEvaluation &e : container.keyEvaluation)
            if (e.chosen) {
                const Texts reasons = infeasibleReasons(e, a);
                for (size_t i = 0; i < e.problems.size(); ++i)
                    cannot(e.problems[i].kind, reasons[i]);
            }
        for (const QString &id : container.entities) {
            const int e = m_index.entityIndex(id);
            const double maxKB = m_placement.docMaxKB[size_t(e)];
            if (maxKB > a[A::DocumentMaxKB] + 1e-9)
                cannot(Infeasibility::DocumentSize,
                    std::isinf(maxKB)
                               ? AnalysisTr::tr("a %1 document has no size limit (unbounded embedded children) and can "
                                                "pass the %2 item limit")
                                     .arg(m_index.entity(e).name, formatKB(a[A::DocumentMaxKB]))
                               : AnalysisTr::tr("a %1 document, with what is embedded in it, can reach %2, above the "
                                                "%3 item limit")
                                     .arg(m_index.entity(e).name, formatKB(maxKB), formatKB(a[A::DocumentMaxKB])));
        }
        for (const Text &reason : plan.impossible)
            cannot(Infeasibility::Serverless, reason);
        for (const PatternAnalysis *pattern : batchesAcross)
            cannot(Infeasibility::AtomicWrite,
                AnalysisTr::tr("the transactional batch %1 writes to %2 containers; a batch runs in one logical "
                               "partition of one container")
                    .arg(pattern->id)
                    .arg(pattern->containersTouched));
        container.feasible = container.infeasibleBecause.isEmpty();
        if (container.provisionedRuPerSecond > a[A::ContainerQuotaRu])
            container.warnings << AnalysisTr::tr("%1 RU/s is above the %2 RU/s a container gets without asking: "
                                                 "request a quota increase from Azure first.")
                                      .arg(formatRu(container.provisionedRuPerSecond), formatRu(a[A::ContainerQuotaRu]));
    }

    void hotPartitions()
    {
        const std::vector<std::vector<ContainerLoad>> loads = containerLoads();
        for (size_t c = 0; c < m_out->containers.size(); ++c) {
            ContainerAnalysis &container = m_out->containers[c];
            const KeyFacts facts = describeKey(m_index, container, container.partitionKey, m_out->assumptions, false);
            analyzeHotPartitions(
                container, facts, loads[c], m_index, m_placement, m_model.application.capacityMode, m_out->assumptions);
            // The chosen key's row shows the hottest value the heatmap shows (see agreeWithTheTable).
            for (KeyEvaluation &e : container.keyEvaluation)
                if (e.chosen) {
                    e.hottestRuPerSecond = container.hottest.ruPerSecond;
                    e.hottestSizeGB = container.hottest.sizeGB;
                }
        }
    }

    void totals()
    {
        Totals &t = m_out->totals;
        for (const PatternInfo &info : m_index.patterns()) {
            t.requestsPerSecondAvg += info.rpsAvg;
            t.requestsPerSecondPeak += info.rpsPeak;
        }
        for (int e = 0; e < m_index.entityCount(); ++e)
            t.documents += m_index.documentCount(e);
        for (const ContainerAnalysis &container : m_out->containers) {
            t.ruPerSecondAvg += container.ruPerSecondAvg;
            t.ruPerSecondPeak += container.ruPerSecondPeak;
            t.storageGB += container.dataGB;
            t.throughputCostUsd += container.throughputCostUsd;
            t.storageCostUsd += container.storageCostUsd;
            t.monthlyCostUsd += container.monthlyCostUsd;
            for (CapacityModeCost &mode : t.byCapacityMode)
                mode.monthlyCostUsd += planCapacity(mode.mode, need(container), m_out->assumptions).monthlyCostUsd();
            for (const Text &reason : container.infeasibleBecause)
                t.infeasibleBecause << Text(QStringLiteral("%1: %2")).arg(container.name, reason);
        }
        t.feasible = t.infeasibleBecause.isEmpty();
        t.costOptions = totalCostOptions();
    }

    // The design's bill under each offer: every container in one mode, or the
    // database's throughput shared by its containers; the free tier takes 1,000 RU/s
    // and 25 GB off the manual bill of the account, once.
    std::vector<CostOption> totalCostOptions() const
    {
        const AssumptionValues &a = m_out->assumptions;
        std::vector<CostOption> out;
        for (const ContainerAnalysis &container : m_out->containers)
            for (const CostOption &option : container.costOptions) {
                auto it = std::find_if(
                    out.begin(), out.end(), [&](const CostOption &o) { return o.kind == option.kind; });
                if (it == out.end()) {
                    out.push_back({option.kind, 0, true, {}});
                    it = out.end() - 1;
                }
                it->monthlyCostUsd += option.monthlyCostUsd;
                it->possible = it->possible && option.possible;
                for (const Text &reason : option.impossibleBecause)
                    it->impossibleBecause << Text(QStringLiteral("%1: %2")).arg(container.name, reason);
            }
        double manualRu = 0;
        for (const ContainerAnalysis &container : m_out->containers)
            manualRu += planCapacity(CapacityMode::Provisioned, need(container), a).provisionedRuPerSecond;
        const double manualTotal = out.empty() ? 0.0 : out.front().monthlyCostUsd;
        CostOption free {CostOption::Kind::FreeTier, onTheFreeTier(manualTotal, manualRu), true, {}};
        out.insert(out.begin() + std::min<ptrdiff_t>(3, ptrdiff_t(out.size())), free);
        if (m_out->containers.empty())
            return out;
        const SharedDatabasePlan manual = sharedDatabase(CapacityMode::Provisioned);
        out.push_back(sharedOffer(CostOption::Kind::SharedDatabase, manual, manual.monthlyCostUsd()));
        const SharedDatabasePlan autoscale = sharedDatabase(CapacityMode::Autoscale);
        out.push_back(sharedOffer(CostOption::Kind::SharedDatabaseAutoscale, autoscale, autoscale.monthlyCostUsd()));
        out.push_back(sharedOffer(CostOption::Kind::SharedDatabaseFreeTier, manual,
            onTheFreeTier(manual.monthlyCostUsd(), manual.provisionedRuPerSecond)));
        return out;
    }

    SharedDatabasePlan sharedDatabase(CapacityMode mode) const
    {
        const CapacityNeed account {0, 0, 0, regions(), m_model.application.multiRegionWrites};
        return planSharedDatabase(mode, m_out->containers, account, m_out->assumptions);
    }

    static CostOption sharedOffer(CostOption::Kind kind, const SharedDatabasePlan &plan, double monthlyCostUsd)
    {
        CostOption option {kind, monthlyCostUsd, true, {}};
        option.sharedContainers = plan.shared;
        option.sharedRuPerSecond = plan.database.provisionedRuPerSecond;
        option.sharedPhysicalPartitions = plan.physicalPartitions;
        option.notes = plan.dedicatedBecause;
        return option;
    }

    // A manual bill of `manualRu` RU/s in all on the free tier: 1,000 RU/s and 25 GB of
    // the account unbilled, in every region.
    double onTheFreeTier(double manualCostUsd, double manualRu) const
    {
        const AssumptionValues &a = m_out->assumptions;
        const double rate = pricePer100RuHour(
            CapacityMode::Provisioned, m_model.application.multiRegionWrites, a) * a[A::HoursPerMonth] * regions();
        const double freeRu = std::min(manualRu, a[A::FreeTierRu]);
        const double freeGB = std::min(m_out->totals.storageGB, a[A::FreeTierGB]);
        return std::max(0.0, manualCostUsd - freeRu / 100 * rate - freeGB * a[A::StoragePricePerGBMonth] * regions());
    }

    const Model &m_model;
    ModelIndex m_index;
    Placement m_placement;
    QHash<QString, int> m_containerIndex;
    std::vector<Router::EdgeRoute> m_edges;
    std::vector<std::vector<KeyEvaluator::Load>> m_loads; // per container: its requests in the three key forms
    std::vector<int> m_prefixPartitions; // per container: partitions one first-level key value spans
    std::vector<double> m_indexedShare;  // per container: share of document terms its policy indexes
    std::vector<ContainerRouting> m_lastRouting; // what routeAll() last routed under
    std::shared_ptr<Analysis> m_out = std::make_shared<Analysis>();
};

} // namespace

std::shared_ptr<Analysis> analyzeOnce(const Model &model)
{
    return Analyzer(model).run();
}

} // namespace cosmos

// SPDX-License-Identifier: MIT
// The analysis pipeline: decisions → containers → keys → routing and capacity
// (iterated until the physical partitions settle) → hot partitions → cost
// cross-checks → consolidation and scale. Pure: the same model gives the same result.
#include "analysis.h"

#include "aggregatedecision.h"
#include "alternativecost.h"
#include "analysistr.h"
#include "capacity.h"
#include "consolidation.h"
#include "containersynthesis.h"
#include "hotpartitions.h"
#include "indexing.h"
#include "massivescale.h"
#include "modelindex.h"
#include "numberformat.h"
#include "partitionkeys.h"
#include "router.h"
#include "uniquekeys.h"

#include "model/document/modellookup.h"

#include <QHash>

#include <cmath>

namespace cosmos {

namespace {

using A = AssumptionId;
constexpr int kMaxPartitionIterations = 8;
constexpr double kKBPerGB = 1024.0 * 1024.0;

class Analyzer {
public:
    explicit Analyzer(const Model &model)
        : m_model(model)
        , m_index(model)
    {
        m_out->assumptions = AssumptionValues(model.assumptions);
    }

    std::shared_ptr<const Analysis> run()
    {
        const ModelLookup lookup(m_model); // entity and pattern lookups by id, for this run
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
        chooseKeys();
        for (ContainerAnalysis &container : m_out->containers)
            container.uniqueKeys = planUniqueKeys(m_model, container, a);
        routeAndSize();
        hotPartitionsAndIndexing();
        for (RelationshipAnalysis &relationship : m_out->relationships)
            costAlternatives(relationship, m_index, m_placement, m_out->containers, a);
        m_out->consolidation = reviewConsolidation(m_index, m_out->relationships, a);
        m_out->massiveScale = assessMassiveScale(m_index, a);
        totals();
        m_out->buildIndex();
        return std::move(m_out);
    }

private:
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
            if (!withKeys)
                continue;
            // RULES.md section 8: unique keys make every write slightly dearer.
            if (container.uniqueKeys.hasDeployable())
                out[c].writeFactor = m_out->assumptions[A::UniqueKeyWriteFactor];
            out[c].keyPaths = container.partitionKey;
            for (const QString &path : container.partitionKey)
                out[c].keyProperties << path.mid(1).replace(QLatin1Char('/'), QLatin1Char('.'));
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

    void chooseKeys()
    {
        // Judge candidates on key-independent traffic: every request as if it were
        // single-partition.
        const Router router(m_index, m_placement, m_out->assumptions, m_edges);
        const std::vector<ContainerRouting> flat = routings(false);
        std::vector<std::vector<KeyedTraffic>> traffic(m_out->containers.size());
        for (const PatternInfo &info : m_index.patterns()) {
            const PatternAnalysis routed = router.route(info, flat);
            const Operation op = info.pattern->operation;
            const bool addressed
                = info.read || op == Operation::Replace || op == Operation::Patch || op == Operation::Delete;
            for (const SubRequest &request : routed.requests)
                traffic[size_t(m_containerIndex.value(request.container))].push_back(
                    {&info, info.rpsAvg * request.ruPerRequest, addressed});
        }
        for (size_t c = 0; c < m_out->containers.size(); ++c) {
            ContainerAnalysis &container = m_out->containers[c];
            container.candidates = rankPartitionKeys(m_index, container, traffic[c], m_out->assumptions);
            const auto over = m_model.overrides.partitionKeys.find(container.name);
            if (over != m_model.overrides.partitionKeys.end()) {
                container.partitionKey = over->second;
                container.partitionKeyOverridden = true;
                container.partitionKeyReasons << AnalysisTr::tr("Set by the model (overridden).");
            } else if (!container.candidates.empty()) {
                container.partitionKey = container.candidates.front().paths;
                container.partitionKeyReasons << AnalysisTr::tr("Highest-scoring candidate (score %1).")
                                                     .arg(formatNumber(container.candidates.front().score, 3));
                container.partitionKeyReasons << candidateReasons(container.candidates.front(), m_out->assumptions);
            } else {
                container.partitionKey = {QStringLiteral("/id")};
                container.partitionKeyReasons << AnalysisTr::tr("No attribute of %1 can be the key; /id is used, so "
                                                                "point reads work and every query is cross-partition.")
                                                     .arg(m_index.entity(container.rootEntity).name);
            }
            container.hierarchical = container.partitionKey.size() > 1;
            noteMissingKeyProperties(container);
            container.defaultTtl = defaultTtl(container);
        }
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

    std::optional<double> defaultTtl(const ContainerAnalysis &container) const
    {
        // One TTL for everything → the container default; some types expire → -1, and
        // those items carry their own "ttl".
        std::optional<double> common;
        bool mixed = false, any = false;
        // Embedded entities live inside their holder's items and expire with them.
        for (const QString &id : container.entities) {
            const Entity &entity = m_index.entity(id);
            if (entity.ttlSeconds) {
                any = true;
                if (common && *common != *entity.ttlSeconds)
                    mixed = true;
                common = entity.ttlSeconds;
            } else {
                mixed = true;
            }
        }
        if (!any)
            return std::nullopt;
        return mixed ? -1.0 : common;
    }

    // Routes every pattern and adds its requests to the containers it hits.
    void routeAll(const Router &router)
    {
        const std::vector<ContainerRouting> routing = routings(true);
        m_out->accessPatterns.clear();
        for (ContainerAnalysis &container : m_out->containers) {
            container.ruPerSecondAvg = container.ruPerSecondPeak = 0;
            container.patterns.clear();
        }
        for (const PatternInfo &info : m_index.patterns()) {
            PatternAnalysis routed = router.route(info, routing);
            for (const SubRequest &request : routed.requests) {
                ContainerAnalysis &container = m_out->containers[size_t(m_containerIndex.value(request.container))];
                container.ruPerSecondAvg += info.rpsAvg * request.ruPerRequest;
                container.ruPerSecondPeak += info.rpsPeak * request.ruPerRequest;
                if (container.patterns.isEmpty() || container.patterns.constLast() != routed.id)
                    container.patterns << routed.id;
            }
            if (routed.fanOutRuPerRequest > 0 && !routed.requests.empty()) {
                ContainerAnalysis &container = m_out->containers[size_t(m_containerIndex.value(routed.container))];
                container.ruPerSecondAvg += info.rpsAvg * routed.fanOutRuPerRequest;
                container.ruPerSecondPeak += info.rpsPeak * routed.fanOutRuPerRequest;
            }
            m_out->accessPatterns.push_back(std::move(routed));
        }
    }

    // Throughput and cost from the routed load; true when a partition count changed.
    bool sizeContainers()
    {
        const AssumptionValues &a = m_out->assumptions;
        const CapacityMode mode = m_model.application.capacityMode;
        bool changed = false;
        m_partitionsChanged.assign(m_out->containers.size(), false);
        for (size_t c = 0; c < m_out->containers.size(); ++c) {
            ContainerAnalysis &container = m_out->containers[c];
            const CapacityPlan plan = planCapacity(
                mode, container.ruPerSecondAvg, container.ruPerSecondPeak, container.dataGB, regions(), a);
            container.provisionedRuPerSecond = plan.provisionedRuPerSecond;
            container.billedRuPerSecond = plan.billedRuPerSecond;
            container.throughputCostUsd = plan.throughputCostUsd;
            container.storageCostUsd = plan.storageCostUsd;
            container.monthlyCostUsd = plan.monthlyCostUsd();
            const double throughput
                = mode == CapacityMode::Serverless ? container.ruPerSecondPeak : plan.provisionedRuPerSecond;
            const int partitions = physicalPartitions(container.dataGB, throughput, a);
            if (partitions != container.physicalPartitions) {
                container.physicalPartitions = partitions;
                changed = true;
                m_partitionsChanged[c] = true;
            }
        }
        return changed;
    }

    // Partitions depend on throughput, which depends on cross-partition fan-out,
    // which depends on partitions: iterate to the fixed point.
    void routeAndSize()
    {
        for (ContainerAnalysis &container : m_out->containers)
            container.physicalPartitions = physicalPartitions(container.dataGB, 0, m_out->assumptions);
        const Router router(m_index, m_placement, m_out->assumptions, m_edges);
        bool settled = false;
        for (int iteration = 0; iteration < kMaxPartitionIterations && !settled; ++iteration) {
            routeAll(router);
            settled = !sizeContainers();
        }
        if (settled)
            return;
        const std::vector<bool> unstable = m_partitionsChanged;
        for (size_t c = 0; c < m_out->containers.size(); ++c) {
            if (!unstable[c])
                continue;
            ContainerAnalysis &container = m_out->containers[c];
            container.partitionGrowthUnstable = true;
            container.notes << AnalysisTr::tr("Cross-partition queries grow faster than partitions can be added: "
                                              "every new partition adds more query cost than it can serve. The "
                                              "numbers show the state after %1 rounds; make those queries "
                                              "single-partition.")
                                   .arg(kMaxPartitionIterations);
        }
    }

    // Both read the requests each container receives once routing has settled.
    void hotPartitionsAndIndexing()
    {
        std::vector<std::vector<ContainerLoad>> loads(m_out->containers.size());
        for (size_t p = 0; p < m_out->accessPatterns.size(); ++p)
            for (const SubRequest &request : m_out->accessPatterns[p].requests)
                loads[size_t(m_containerIndex.value(request.container))].push_back({&m_index.patterns()[p], &request});
        for (size_t c = 0; c < m_out->containers.size(); ++c) {
            ContainerAnalysis &container = m_out->containers[c];
            const KeyFacts facts = describeKey(m_index, container, container.partitionKey, m_out->assumptions);
            analyzeHotPartitions(
                container, facts, loads[c], m_index, m_placement, m_model.application.capacityMode, m_out->assumptions);
            container.indexing = planIndexing(m_index, container, loads[c], m_out->assumptions);
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
                mode.monthlyCostUsd += planCapacity(mode.mode, container.ruPerSecondAvg, container.ruPerSecondPeak,
                    container.dataGB, regions(), m_out->assumptions)
                                           .monthlyCostUsd();
        }
    }

    const Model &m_model;
    ModelIndex m_index;
    Placement m_placement;
    QHash<QString, int> m_containerIndex;
    std::vector<Router::EdgeRoute> m_edges;
    std::vector<bool> m_partitionsChanged;
    std::shared_ptr<Analysis> m_out = std::make_shared<Analysis>();
};

} // namespace

std::shared_ptr<const Analysis> analyze(const Model &model)
{
    return Analyzer(model).run();
}

} // namespace cosmos

// SPDX-License-Identifier: MIT
#pragma once

#include "analysis.h"
#include "modelindex.h"
#include "partitionkeys.h"
#include "placement.h"

namespace cosmos {

// One request an access pattern makes on the container being examined.
struct ContainerLoad {
    const PatternInfo *pattern = nullptr;
    const SubRequest *request = nullptr;
};

// RULES.md section 6: the hottest logical partition (RU/s and size) against the
// partition limits and the container's per-partition slice of throughput, a
// deterministic heatmap of physical partitions and top key values, and remedies.
void analyzeHotPartitions(ContainerAnalysis &container, const KeyFacts &key, const std::vector<ContainerLoad> &load,
    const ModelIndex &index, const Placement &placement, CapacityMode mode, const AssumptionValues &assumptions);

// Why the hottest logical partition has the load and size it has, one sentence each.
Texts hottestPartitionReasons(const ContainerAnalysis &container, const AssumptionValues &assumptions);
// The Zipf exponent s for which the most popular of `values` values gets `topShare`.
double zipfExponent(double values, double topShare);
// Shares of the `count` most popular values under that distribution.
std::vector<double> zipfTopShares(double values, double exponent, int count);

// Size of one key value's data when the key is the root's id and its children are
// bounded: the root document and all its co-located children at their maximum.
std::optional<double> boundedLogicalKB(const ContainerAnalysis &container, const QStringList &keyPaths,
    const ModelIndex &index, const Placement &placement);

// The smallest N for which the hottest value split over N shards stays under
// `targetRuPerSecond` (strictly): the synthetic-suffix remedy.
int syntheticShardCount(double hottestRuPerSecond, double targetRuPerSecond);

} // namespace cosmos

// SPDX-License-Identifier: MIT
#pragma once

#include "analysis.h"
#include "modelindex.h"
#include "partitionkeys.h"
#include "placement.h"

#include <QHash>

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

// Where the hottest value's RU/s limit comes from: a logical partition's own limit, or
// the share of provisioned throughput its physical partition gets, whichever is lower.
Text ruLimitSource(const ContainerAnalysis &container, const AssumptionValues &assumptions);
// Why the hottest logical partition has the load and size it has, one sentence each.
Texts hottestPartitionReasons(const ContainerAnalysis &container, const AssumptionValues &assumptions);
// The Zipf exponent s for which the most popular of `values` values gets `topShare`.
double zipfExponent(double values, double topShare);
// Shares of the `count` most popular values under that distribution.
std::vector<double> zipfTopShares(double values, double exponent, int count);

// RULES.md section 6: the most one value of a key holds, from the relationships whatever
// was decided — each document type under the value at its maximum size, as many as the
// maximum children along the chain up to the entity whose id the key is (a child kept
// in its own container counts as much as a co-located one).
struct LogicalPartitionBound {
    double knownKB = 0;             // the document types whose maximum is known, summed
    bool complete = false;          // every document type's maximum is known: knownKB is the bound
    QString growsWithoutLimit;      // an entity under one value with no maximum and no TTL
    std::optional<double> maxKB() const { return complete ? std::optional<double>(knownKB) : std::nullopt; }
};
// How many documents of each of a container's entities one value of a property holds
// (documentsUnderOneValue in hotpartitions.cpp), kept while one container's candidate
// keys are priced: they share their levels.
struct ChainCount {
    std::optional<double> count; // none: unknown; +infinity: unbounded
    bool carried = true;         // false: the document type does not carry the property at all
    bool estimated = false;      // a relationship on the way gives an average, not a maximum
};
using DocumentsUnderOneValue = QHash<QString, std::vector<ChainCount>>;
// With a hierarchical key, a logical partition is one value of every level: the
// smallest bound of its levels. `counts`: for the same container only.
LogicalPartitionBound logicalPartitionBound(const ContainerAnalysis &container, const QStringList &keyPaths,
    const ModelIndex &index, const Placement &placement, DocumentsUnderOneValue *counts = nullptr);
// The size a key's largest value is taken to have: its bound when every document type
// has one, otherwise the larger of what is bounded and the data's share of its hottest value.
double largestLogicalGB(const LogicalPartitionBound &bound, double dataGB, double hottestShare);

// The smallest N for which the hottest value split over N shards stays under
// `targetRuPerSecond` (strictly): the synthetic-suffix remedy.
int syntheticShardCount(double hottestRuPerSecond, double targetRuPerSecond);

} // namespace cosmos

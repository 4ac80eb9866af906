// SPDX-License-Identifier: MIT
#pragma once

#include "analysis.h"
#include "modelindex.h"

namespace cosmos {

// One request of an access pattern on a container, weighted by the RU it spends
// there on average (computed before any key is chosen, so every candidate is
// judged against the same traffic).
struct KeyedTraffic {
    const PatternInfo *pattern = nullptr;
    double weight = 0;      // rpsAvg × RU per request, key-independent
    bool addressed = false; // a read, replace, patch or delete: it must find the key
};

// What a key (1–3 paths) means for a container: how many values, how skewed.
struct KeyFacts {
    std::optional<double> distinctValues;
    double hottestShare = 1;
    bool monotonic = false;
    bool cardinalityAssumed = false;
    std::vector<AssumedCardinality> assumed; // with `explain`: which levels, for the reasons
};

KeyFacts describeKey(const ModelIndex &index, const ContainerAnalysis &container, const QStringList &paths,
    const AssumptionValues &assumptions, bool explain = true);

// A key of one value (a constant /type, a feed's): every document is under it, so it
// carries the container's whole keyed load, the denormalised copies included.
inline bool isOneValue(const std::optional<double> &distinctValues)
{
    return distinctValues && *distinctValues <= 1;
}
// The same when the caller has the document property each path names already
// ("a.b" for "/a/b"): candidates are described by the thousand.
KeyFacts describeKey(const ModelIndex &index, const ContainerAnalysis &container, const QStringList &paths,
    const QStringList &properties, const AssumptionValues &assumptions, bool explain);

// RULES.md section 6: candidate keys from the root entity's attributes, scored by
// equality-filter coverage, cardinality, skew and monotonic growth; plus a
// hierarchical candidate where the container holds a natural hierarchy.
// The facts of the keys a ranking described, by their paths joined with ',': the key
// evaluation of the same container starts from them instead of describing them again.
using DescribedKeys = QHash<QString, KeyFacts>;

std::vector<PartitionKeyCandidate> rankPartitionKeys(const ModelIndex &index, const ContainerAnalysis &container,
    const std::vector<KeyedTraffic> &traffic, const AssumptionValues &assumptions, bool explain = true,
    DescribedKeys *described = nullptr);

// Why a candidate scored as it did, in sentences.
Texts candidateReasons(const PartitionKeyCandidate &candidate, const AssumptionValues &assumptions);

} // namespace cosmos

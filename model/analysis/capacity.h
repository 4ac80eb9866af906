// SPDX-License-Identifier: MIT
#pragma once

#include "model/document/assumptions.h"
#include "model/document/enums.h"

#include "text.h"

#include <QStringList>

namespace cosmos {

// What one container asks of Azure, independent of how it is billed.
struct CapacityNeed {
    double ruPerSecondAvg = 0;
    double ruPerSecondPeak = 0;
    double dataGB = 0;
    int regions = 1;
    bool multiRegionWrites = false;
};

// RULES.md section 5: throughput, floors and the monthly bill of one container in
// one capacity mode.
struct CapacityPlan {
    double provisionedRuPerSecond = 0; // manual RU/s, or the autoscale maximum; 0 for serverless
    double billedRuPerSecond = 0;      // the average of what each hour is billed on
    double floorRuPerSecond = 0;       // the smallest throughput Azure allows for this storage
    bool storageFloor = false;         // the floor comes from the data stored, not from 400/1,000
    bool floorAboveTraffic = false;    // the floor, not the traffic, sets the throughput
    double throughputCostUsd = 0;
    double storageCostUsd = 0;
    Texts impossible;       // serverless limits exceeded: this mode cannot serve the container
    double monthlyCostUsd() const { return throughputCostUsd + storageCostUsd; }
};

CapacityPlan planCapacity(CapacityMode mode, const CapacityNeed &need, const AssumptionValues &assumptions);

// Price of 100 RU/s for one hour in one region for this mode and write setup.
double pricePer100RuHour(CapacityMode mode, bool multiRegionWrites, const AssumptionValues &assumptions);

// Physical partitions in one evaluation, without iterating: `keyedRu` is the
// throughput that does not depend on the partition count, `perPartitionRu` what each
// partition adds (cross-partition lookups visit every one). With P partitions the
// need is keyedRu + perPartitionRu × P, and each partition serves `partitionRu`
// (RULES.md: a new manual container starts at newPartitionRu per partition).
// The smallest P with need ≤ P × partitionRu is ceil(keyedRu / (partitionRu −
// perPartitionRu)); when the fan-out alone fills a partition no P exists, and the
// count for the keyed requests plus one partition's fan-out is returned (the key
// evaluation calls that infeasible).
int physicalPartitionsFor(
    double dataGB, double keyedRu, double perPartitionRu, double partitionRu, const AssumptionValues &assumptions);

// max(1, ceil(GB / 50), ceil(RU / 10,000)).
int physicalPartitions(double dataGB, double throughputRuPerSecond, const AssumptionValues &assumptions);

} // namespace cosmos

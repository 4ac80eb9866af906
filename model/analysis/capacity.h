// SPDX-License-Identifier: MIT
#pragma once

#include "model/document/assumptions.h"
#include "model/document/enums.h"

namespace cosmos {

// RULES.md section 5: throughput, partitions and the monthly bill of one container.
struct CapacityPlan {
    double provisionedRuPerSecond = 0; // manual RU/s, or the autoscale maximum; 0 for serverless
    double billedRuPerSecond = 0;      // what each hour is billed on (serverless: average use)
    double throughputCostUsd = 0;
    double storageCostUsd = 0;
    double monthlyCostUsd() const { return throughputCostUsd + storageCostUsd; }
};

CapacityPlan planCapacity(CapacityMode mode, double ruPerSecondAvg, double ruPerSecondPeak, double dataGB, int regions,
    const AssumptionValues &assumptions);

// max(1, ceil(GB / 50), ceil(RU / 10,000)).
int physicalPartitions(double dataGB, double throughputRuPerSecond, const AssumptionValues &assumptions);

} // namespace cosmos

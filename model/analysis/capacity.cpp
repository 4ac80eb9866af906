// SPDX-License-Identifier: MIT
#include "capacity.h"

#include <algorithm>
#include <cmath>

namespace cosmos {

using A = AssumptionId;

namespace {
double roundUp(double value, double step)
{
    return std::ceil(value / step - 1e-9) * step;
}
} // namespace

CapacityPlan planCapacity(
    CapacityMode mode, double avg, double peak, double dataGB, int regions, const AssumptionValues &a)
{
    CapacityPlan plan;
    const double regionCount = std::max(1, regions);
    const double hours = a[A::HoursPerMonth];
    switch (mode) {
    case CapacityMode::Provisioned:
        plan.provisionedRuPerSecond = std::max(a[A::ManualMinRu], roundUp(peak, a[A::ManualStepRu]));
        plan.billedRuPerSecond = plan.provisionedRuPerSecond;
        plan.throughputCostUsd = plan.billedRuPerSecond / 100 * a[A::ManualPricePer100RuHour] * hours * regionCount;
        break;
    case CapacityMode::Autoscale:
        plan.provisionedRuPerSecond = std::max(a[A::AutoscaleMinMaxRu], roundUp(peak, a[A::AutoscaleStepRu]));
        // Autoscale bills each hour for the highest RU/s it scaled to, never below
        // 10% of the maximum; the average need stands in for the hourly highs.
        plan.billedRuPerSecond = std::max(a[A::AutoscaleMinFraction] * plan.provisionedRuPerSecond, avg);
        plan.throughputCostUsd = plan.billedRuPerSecond / 100 * a[A::AutoscalePricePer100RuHour] * hours * regionCount;
        break;
    case CapacityMode::Serverless:
        // Serverless runs in one region and bills the request units actually used.
        plan.billedRuPerSecond = avg;
        plan.throughputCostUsd = avg * a[A::SecondsPerMonth] / 1e6 * a[A::ServerlessPricePerMillionRu];
        break;
    }
    plan.storageCostUsd = dataGB * a[A::StoragePricePerGBMonth] * (mode == CapacityMode::Serverless ? 1 : regionCount);
    return plan;
}

int physicalPartitions(double dataGB, double throughput, const AssumptionValues &a)
{
    const double byStorage = std::ceil(dataGB / a[A::PhysicalPartitionMaxGB] - 1e-9);
    const double byThroughput = std::ceil(throughput / a[A::PartitionMaxRu] - 1e-9);
    const double partitions = std::max({1.0, byStorage, byThroughput});
    return int(std::min(partitions, 1e6)); // beyond a million the number no longer informs anything
}

} // namespace cosmos

// SPDX-License-Identifier: MIT
#include "capacity.h"

#include "analysistr.h"
#include "numberformat.h"

#include <algorithm>
#include <cmath>

namespace cosmos {

using A = AssumptionId;

namespace {

constexpr double kMaxPartitions = 1e6; // beyond a million the number no longer informs anything

double roundUp(double value, double step)
{
    return std::ceil(value / step - 1e-9) * step;
}

// Autoscale bills each hour at the highest RU/s it reached, never below a tenth of
// the maximum: `peakHoursPerDay` hours at peak, the rest at the average.
double autoscaleBilledAverage(double avg, double peak, double maximum, const AssumptionValues &a)
{
    const double floor = a[A::AutoscaleMinFraction] * maximum;
    const double peakHours = std::clamp(a[A::PeakHoursPerDay], 0.0, 24.0);
    return (peakHours * std::max(floor, peak) + (24 - peakHours) * std::max(floor, avg)) / 24;
}

// How a mode sets throughput: at least `minimum`, and `perGB` for each GB stored, in
// steps of `step`.
struct ThroughputRule {
    double minimum;
    double perGB;
    double step;
};

// Manual RU/s or the autoscale maximum: the peak rounded up to a step, never below
// the floor that the storage sets.
void provision(CapacityPlan &plan, double peak, double gb, const ThroughputRule &rule)
{
    const double byStorage = roundUp(rule.perGB * gb, rule.step);
    plan.floorRuPerSecond = std::max(rule.minimum, byStorage);
    plan.storageFloor = byStorage > rule.minimum;
    const double byTraffic = roundUp(peak, rule.step);
    plan.provisionedRuPerSecond = std::max(plan.floorRuPerSecond, byTraffic);
    plan.floorAboveTraffic = plan.floorRuPerSecond > byTraffic;
}

} // namespace

double pricePer100RuHour(CapacityMode mode, bool multiRegionWrites, const AssumptionValues &a)
{
    if (multiRegionWrites)
        return a[A::MultiRegionWritePricePer100RuHour];
    return mode == CapacityMode::Autoscale ? a[A::AutoscalePricePer100RuHour] : a[A::ManualPricePer100RuHour];
}

CapacityPlan planCapacity(CapacityMode mode, const CapacityNeed &need, const AssumptionValues &a)
{
    CapacityPlan plan;
    const double regions = std::max(1, need.regions);
    const double hours = a[A::HoursPerMonth];
    const double gb = std::max(0.0, need.dataGB);
    const double peak = std::max(need.ruPerSecondPeak, need.ruPerSecondAvg);
    const double avg = std::max(0.0, need.ruPerSecondAvg);
    switch (mode) {
    case CapacityMode::Provisioned:
        provision(plan, peak, gb, {a[A::ManualMinRu], a[A::ManualMinRuPerGB], a[A::ManualStepRu]});
        plan.billedRuPerSecond = plan.provisionedRuPerSecond;
        break;
    case CapacityMode::Autoscale:
        provision(plan, peak, gb, {a[A::AutoscaleMinMaxRu], a[A::AutoscaleMinMaxRuPerGB], a[A::AutoscaleStepRu]});
        plan.billedRuPerSecond = autoscaleBilledAverage(avg, peak, plan.provisionedRuPerSecond, a);
        break;
    case CapacityMode::Serverless: {
        // Serverless runs in one region and bills the request units actually used.
        plan.billedRuPerSecond = avg;
        plan.throughputCostUsd = avg * a[A::SecondsPerMonth] / 1e6 * a[A::ServerlessPricePerMillionRu];
        plan.storageCostUsd = gb * a[A::StoragePricePerGBMonth];
        // A serverless container serves 5,000 RU/s, more only as it grows past 250 GB.
        const double ceiling = a[A::ServerlessMaxRu] * std::max(1.0, gb / 250.0);
        if (need.regions > 1)
            plan.impossible << AnalysisTr::tr("serverless accounts run in one region; the design asks for %1")
                                   .arg(need.regions);
        if (peak > ceiling + 1e-9)
            plan.impossible << AnalysisTr::tr("a serverless container serves at most %1 RU/s; the peak needs %2 RU/s")
                                   .arg(formatRu(ceiling), formatRu(peak));
        // Its storage has no cap (RULES.md section 5; the 1 TB limit was lifted).
        return plan;
    }
    }
    plan.throughputCostUsd
        = plan.billedRuPerSecond / 100 * pricePer100RuHour(mode, need.multiRegionWrites, a) * hours * regions;
    plan.storageCostUsd = gb * a[A::StoragePricePerGBMonth] * regions;
    return plan;
}

int physicalPartitionsFor(
    double dataGB, double keyedRu, double perPartitionRu, double partitionRu, const AssumptionValues &a)
{
    const double byStorage = std::ceil(std::max(0.0, dataGB) / a[A::PhysicalPartitionMaxGB] - 1e-9);
    // When the lookups alone fill a partition no count suffices (each one added brings
    // its own lookups): count the partitions the keyed requests and one partition's
    // lookups need, as Azure would split them. One partition would price every
    // cross-partition read as a single-partition one, and hide what a copy would save.
    const bool saturated = perPartitionRu >= partitionRu;
    const double capacity = perPartitionRu > 0 && !saturated ? partitionRu - perPartitionRu : partitionRu;
    const double byThroughput
        = std::ceil(std::max(0.0, keyedRu + (saturated ? perPartitionRu : 0.0)) / capacity - 1e-9);
    return int(std::min(std::max({1.0, byStorage, byThroughput}), kMaxPartitions));
}

int physicalPartitions(double dataGB, double throughput, const AssumptionValues &a)
{
    const double byStorage = std::ceil(dataGB / a[A::PhysicalPartitionMaxGB] - 1e-9);
    const double byThroughput = std::ceil(throughput / a[A::PartitionMaxRu] - 1e-9);
    return int(std::min(std::max({1.0, byStorage, byThroughput}), kMaxPartitions));
}

} // namespace cosmos

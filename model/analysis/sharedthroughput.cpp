// SPDX-License-Identifier: MIT
#include "sharedthroughput.h"

#include "analysistr.h"
#include "numberformat.h"

#include <algorithm>
#include <numeric>

namespace cosmos {

using A = AssumptionId;

namespace {

CapacityNeed needOf(const ContainerAnalysis &container, const CapacityNeed &account)
{
    CapacityNeed need = account;
    need.ruPerSecondAvg = container.ruPerSecondAvg;
    need.ruPerSecondPeak = container.ruPerSecondPeak;
    need.dataGB = container.dataGB;
    return need;
}

// The database's need is its containers' together: their peaks are taken to coincide,
// as the hourly shape of the bill already assumes (peakHoursPerDay).
CapacityNeed needOf(const std::vector<ContainerAnalysis> &containers, const std::vector<size_t> &members,
    const CapacityNeed &account)
{
    CapacityNeed need = account;
    need.ruPerSecondAvg = need.ruPerSecondPeak = need.dataGB = 0;
    for (size_t c : members) {
        need.ruPerSecondAvg += containers[c].ruPerSecondAvg;
        need.ruPerSecondPeak += containers[c].ruPerSecondPeak;
        need.dataGB += containers[c].dataGB;
    }
    return need;
}

} // namespace

SharedDatabasePlan planSharedDatabase(CapacityMode mode, const std::vector<ContainerAnalysis> &containers,
    const CapacityNeed &account, const AssumptionValues &a)
{
    // The quietest containers share first: the busy ones gain least from sharing and
    // are the ones a shared database's slices throttle.
    std::vector<size_t> order(containers.size());
    std::iota(order.begin(), order.end(), size_t(0));
    std::stable_sort(order.begin(), order.end(), [&](size_t l, size_t r) {
        return containers[l].ruPerSecondPeak < containers[r].ruPerSecondPeak;
    });
    const size_t capacity = size_t(std::max(1.0, a[A::SharedDatabaseMaxContainers]));
    std::vector<size_t> members(order.begin(), order.begin() + ptrdiff_t(std::min(capacity, order.size())));
    std::vector<std::pair<size_t, Text>> apart;
    for (size_t i = members.size(); i < order.size(); ++i)
        apart.push_back({order[i],
            AnalysisTr::tr("%1 keeps its own throughput: a database shares its throughput with at most %2 "
                           "containers, and %1 is busier than the %2 that share it")
                .arg(containers[order[i]].name)
                .arg(capacity)});

    SharedDatabasePlan plan;
    for (;;) {
        const CapacityNeed need = needOf(containers, members, account);
        plan.database = members.empty() ? CapacityPlan {} : planCapacity(mode, need, a);
        const double ru = plan.database.provisionedRuPerSecond;
        plan.physicalPartitions = physicalPartitions(need.dataGB, ru, a);
        const double slice = std::min(a[A::PartitionMaxRu], ru / plan.physicalPartitions);
        // The busiest key value that would not fit leaves first; the others are checked
        // again against the smaller database that remains.
        auto tooHot = members.end();
        for (auto it = members.begin(); it != members.end(); ++it)
            if (containers[*it].hottest.ruPerSecond > slice + 1e-9
                && (tooHot == members.end() || containers[*it].hottest.ruPerSecond > containers[*tooHot].hottest.ruPerSecond))
                tooHot = it;
        if (tooHot == members.end())
            break;
        const ContainerAnalysis &hot = containers[*tooHot];
        apart.push_back({*tooHot,
            AnalysisTr::tr("%1 keeps its own throughput: its busiest key value needs %2 RU/s, and one of the shared "
                           "database's %3 partitions gets %4 RU/s of its %5 RU/s")
                .arg(hot.name, formatRu(hot.hottest.ruPerSecond))
                .arg(plan.physicalPartitions)
                .arg(formatRu(slice), formatRu(ru))});
        members.erase(tooHot);
    }
    std::sort(members.begin(), members.end());
    std::sort(apart.begin(), apart.end(), [](const auto &l, const auto &r) { return l.first < r.first; });
    plan.provisionedRuPerSecond = plan.database.provisionedRuPerSecond;
    for (size_t c : members)
        plan.shared << containers[c].name;
    for (const auto &[c, why] : apart) {
        const CapacityPlan own = planCapacity(mode, needOf(containers[c], account), a);
        plan.dedicated << containers[c].name;
        plan.dedicatedBecause << why;
        plan.dedicatedCostUsd += own.monthlyCostUsd();
        plan.provisionedRuPerSecond += own.provisionedRuPerSecond;
    }
    return plan;
}

Texts sharedOfferSentences(const CostOption &option)
{
    Texts out;
    if (option.sharedContainers.isEmpty())
        out << AnalysisTr::tr("No container can share the database's throughput; each keeps its own.");
    else
        out << AnalysisTr::tr("The database provisions %1 RU/s over %n physical partition(s), shared by %2.", nullptr,
            option.sharedPhysicalPartitions)
                   .arg(formatRu(option.sharedRuPerSecond), option.sharedContainers.join(QStringLiteral(", ")));
    out << option.notes;
    out << AnalysisTr::tr("No container in a shared database has throughput of its own: a burst in one slows the "
                          "others. Azure advises it for many small containers, and throughput per container for the "
                          "rest.");
    return out;
}

} // namespace cosmos

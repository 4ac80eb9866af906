// SPDX-License-Identifier: MIT
#pragma once

#include "analysis.h"
#include "capacity.h"

namespace cosmos {

// RULES.md section 5, offers: the design's throughput provisioned once on the database
// and shared by its containers, instead of on each container. Azure's minimum for a
// shared database is the same rule as a container's (400 RU/s manual, 1,000 autoscale
// maximum, more for each GB stored) over all the containers it holds, and up to
// `sharedDatabaseMaxContainers` of them share it. The database's physical partitions hold
// every container's logical partitions and split its RU/s evenly, so a busy key value
// gets at most one partition's slice: a container whose busiest value would not fit, or
// that comes after the first 25 by traffic, keeps throughput of its own.
struct SharedDatabasePlan {
    QStringList shared;    // the containers in the shared database, in analysis order
    QStringList dedicated; // the containers that keep their own throughput
    Texts dedicatedBecause;
    CapacityPlan database; // the shared database's throughput and storage
    int physicalPartitions = 1;
    double dedicatedCostUsd = 0; // what the containers with their own throughput cost
    double provisionedRuPerSecond = 0; // the database's plus the dedicated containers'
    double monthlyCostUsd() const { return database.monthlyCostUsd() + dedicatedCostUsd; }
};

// `mode` is Provisioned or Autoscale; `account` gives the regions and the write setup.
SharedDatabasePlan planSharedDatabase(CapacityMode mode, const std::vector<ContainerAnalysis> &containers,
    const CapacityNeed &account, const AssumptionValues &assumptions);

// What a shared-database offer is, in sentences for the Costs panel and the data-model
// document: the database's throughput and who shares it, who keeps their own and why,
// and what sharing gives up.
Texts sharedOfferSentences(const CostOption &option);

} // namespace cosmos

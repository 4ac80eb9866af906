// SPDX-License-Identifier: MIT
#pragma once

#include "cosmosclient.h"

#include "model/export/deploymentplan.h"

#include <QString>
#include <QStringList>

#include <map>
#include <vector>

namespace cosmos::account {

// One property that differs between a design container and the account's (FORMAT.md
// section 5, `account diff`): what applies in place (indexing, TTL, computed
// properties, throughput) and what needs a new container and a copy of the data
// (partition key, unique keys, vector and full-text policies, an index definition).
struct PropertyDifference {
    QString container;
    QString property; // "partitionKey", "indexingPolicy.excludedPaths", "defaultTtl", …
    QString account;  // compact JSON, "(none)" when absent
    QString design;
    bool inPlace = false;

    // "orders: defaultTtl: (none) -> 86400 (in place)"
    QString line() const;
};

struct ContainerComparison {
    std::vector<PropertyDifference> differences;
    QStringList missing; // in the design, not on the account
    QStringList extra;   // on the account, not in the design (left alone; not a difference)

    bool same() const { return differences.empty() && missing.isEmpty(); }
    QStringList lines() const;
    Json toJson() const; // {"inPlace": [...], "newContainer": [...], "missing": [...], "extra": [...]}
};

// The account's containers by id, as GET dbs/{db}/colls returns them.
using AccountContainers = std::map<QString, AccountJson>;

// Each design container (the body `export` writes) against the account's definition of
// the same id. Policies are compared as Cosmos DB applies them: defaults filled in,
// paths in any order, the "_etag" exclusion the service adds ignored.
// `throughput`: container id -> its throughput in the plan's form, where known; a
// different one applies in place.
ContainerComparison compareContainers(const std::vector<DeploymentPlan::Container> &design,
    const AccountContainers &account, const std::map<QString, AccountJson> &throughput = {});

// The differences of one container (used by deploy for a container that exists).
std::vector<PropertyDifference> compareContainer(
    const DeploymentPlan::Container &design, const AccountJson &account, const AccountJson &throughput = {});

} // namespace cosmos::account

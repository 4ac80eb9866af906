// SPDX-License-Identifier: MIT
#pragma once

#include "azurelimits.h"

#include "model/analysis/analysis.h"

namespace cosmos {

// What azuredeploy.json and main.bicep both deploy, decided once so the two
// always hold the same resources: one account, one database, and each container
// with its resource definition and throughput.
struct DeploymentPlan {
    struct Container {
        QString name;
        OrderedJson resource; // the container resource (containerdefinition.h)
        OrderedJson options;  // {"throughput": n}, {"autoscaleSettings": {...}} or {} (serverless)
        QString indexOf;      // a global secondary index: its source container, deployed first
    };

    QString applicationName;
    QString databaseName;     // default of the databaseName parameter
    QStringList regions;      // in failover order; empty: the resource group's location
    QString consistencyLevel; // Azure's spelling: "Session", "BoundedStaleness", …
    bool multiRegionWrites = false;
    bool serverless = false;
    bool automaticFailover = false;
    // The account capabilities the design needs: EnableServerless, and the vector and
    // full-text search of NoSQL when a container declares them (RULES.md section 14).
    QStringList capabilities;
    // A global secondary index needs the account's enableMaterializedViews and
    // continuous backup, both set through the preview API (RULES.md section 13).
    bool secondaryIndexes = false;
    std::vector<Container> containers;
    QStringList warnings; // where the template had to differ from the model, and why
};

DeploymentPlan planDeployment(const Model &model, const Analysis &analysis);

// Azure's bounded-staleness settings used when the model asks for that level:
// the smallest that Azure accepts for multi-region accounts.
constexpr int kMaxStalenessPrefix = 100000;
constexpr int kMaxStalenessIntervalSeconds = 300;

} // namespace cosmos

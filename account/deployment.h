// SPDX-License-Identifier: MIT
#pragma once

#include "containercomparison.h"
#include "cosmosclient.h"

#include "model/export/deploymentplan.h"

#include <QStringList>

namespace cosmos::account {

// One step of a deployment, as data, so the window can word it in its language.
struct DeployStep {
    enum class Kind { CreateDatabase, CreateContainer, Exists, Differs, IndexNotCreated };
    Kind kind = Kind::Exists;
    QString name;                  // the database or the container
    QStringList partitionKey;      // CreateContainer
    OrderedJson throughput;        // CreateContainer: the plan's options ({} serverless)
    PropertyDifference difference; // Differs: one step per property
    QString source;                // IndexNotCreated: the container it indexes
};

struct DeployResult {
    bool dryRun = false;
    std::vector<DeployStep> steps; // what was (or, in a dry run, would be) done
    bool differencesLeft = false;  // containers that exist and differ, or cannot be created here
    Failure failure = Failure::None;
    QString error;

    // One step a line, in English (the CLI's output).
    QStringList lines() const;
};

// "autoscale up to 4,000 RU/s", "400 RU/s" or "serverless", in English.
QString describeThroughput(const OrderedJson &options);

// `account deploy` (FORMAT.md section 5): creates the database when missing and each
// design container that is missing, with exactly the body `export` writes to
// containers/NAME.json and the plan's throughput; never deletes or replaces. A
// container that exists is compared and, when it differs, reported and left alone. A
// global secondary index cannot be created through the data plane: it is reported
// (azuredeploy.json creates it). `dryRun` sends no write and reports the same steps.
DeployResult deployDesign(CosmosClient &client, const QString &database, const DeploymentPlan &plan, bool dryRun);

} // namespace cosmos::account

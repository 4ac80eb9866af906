// SPDX-License-Identifier: MIT
#pragma once

#include "containercomparison.h"
#include "cosmosclient.h"

#include "model/export/deploymentplan.h"

#include <QStringList>

namespace cosmos::account {

struct DeployResult {
    QStringList lines;           // what was (or, in a dry run, would be) done, one step a line
    bool differencesLeft = false; // containers that exist and differ, or cannot be created here
    Failure failure = Failure::None;
    QString error;
};

// `account deploy` (FORMAT.md section 5): creates the database when missing and each
// design container that is missing, with exactly the body `export` writes to
// containers/NAME.json and the plan's throughput; never deletes or replaces. A
// container that exists is compared and, when it differs, reported and left alone. A
// global secondary index cannot be created through the data plane: it is reported
// (azuredeploy.json creates it). `dryRun` sends no write and reports the same steps.
DeployResult deployDesign(CosmosClient &client, const QString &database, const DeploymentPlan &plan, bool dryRun);

} // namespace cosmos::account

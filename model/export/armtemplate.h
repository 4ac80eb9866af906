// SPDX-License-Identifier: MIT
#pragma once

#include "deploymentplan.h"

namespace cosmos {

// azuredeploy.json: an ARM deployment template with parameters for the account
// name, location and database name, and the account (regions, consistency,
// serverless capability when chosen), the database and every container with its
// manual or autoscale throughput.
OrderedJson armTemplate(const DeploymentPlan &plan);

// A literal for an ARM template: a string that starts with "[" would be read as an
// expression, so its bracket is doubled.
OrderedJson armLiteral(const OrderedJson &value);

} // namespace cosmos

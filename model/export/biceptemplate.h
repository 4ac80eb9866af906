// SPDX-License-Identifier: MIT
#pragma once

#include "deploymentplan.h"

namespace cosmos {

// main.bicep: the same parameters and resources as azuredeploy.json, in Bicep.
QString bicepTemplate(const DeploymentPlan &plan);

// A Bicep string literal: single quotes, with \, ', ${ and control characters escaped.
QString bicepString(const QString &value);

// A JSON value as a Bicep expression (objects and arrays one entry per line).
QString bicepValue(const OrderedJson &value, int indent);

} // namespace cosmos

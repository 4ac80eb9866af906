// SPDX-License-Identifier: MIT
#pragma once

#include "azurelimits.h"

#include "model/analysis/analysis.h"

namespace cosmos {

// The Azure SQL container resource of FORMAT.md section 3 — id, partitionKey,
// indexingPolicy, uniqueKeyPolicy, defaultTtl (absent: items never expire) and
// conflictResolutionPolicy — as the REST and ARM APIs take it; a global secondary
// index adds its materializedViewDefinition (preview API, RULES.md section 13).
OrderedJson containerResource(const ContainerAnalysis &container, const Model &model);

// What a global secondary index copies from its source: "SELECT c.id, c.type, … FROM c"
// with every top-level property of the documents it serves (Azure takes one level of
// properties, no WHERE and no aliases). Empty for any other container.
QString secondaryIndexDefinition(const ContainerAnalysis &container, const Model &model);

// The container's indexingPolicy alone, keys in Azure's documented order.
OrderedJson containerIndexingPolicy(const ContainerAnalysis &container);

// What stops the container from being created as designed (an invalid id,
// unique keys over Azure's limits), one sentence each; empty when it can be.
QStringList containerProblems(const ContainerAnalysis &container, const Model &model);

} // namespace cosmos

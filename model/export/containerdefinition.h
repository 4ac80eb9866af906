// SPDX-License-Identifier: MIT
#pragma once

#include "azurelimits.h"

#include "model/analysis/analysis.h"

namespace cosmos {

// The Azure SQL container resource of FORMAT.md section 3 — id, partitionKey,
// indexingPolicy, uniqueKeyPolicy, defaultTtl (absent: items never expire) and
// conflictResolutionPolicy — as the REST and ARM APIs take it; a global secondary
// index adds its materializedViewDefinition (preview API, RULES.md section 13).
OrderedJson containerResource(const ContainerAnalysis &container, const Model &model, const Analysis &analysis);

// What a global secondary index copies from its source: "SELECT c.id, c.type, … FROM c"
// with its key and the top-level properties the reads it serves return (Azure takes
// one level of properties, no WHERE and no aliases, so every document of the source
// is copied, projected). Empty for any other container.
QString secondaryIndexDefinition(const ContainerAnalysis &container, const Model &model, const Analysis &analysis);

// The container's indexingPolicy alone, keys in Azure's documented order.
OrderedJson containerIndexingPolicy(const ContainerAnalysis &container);

// What stops the container from being created as designed (an invalid id,
// unique keys over Azure's limits), one sentence each; empty when it can be.
QStringList containerProblems(const ContainerAnalysis &container, const Model &model);

} // namespace cosmos

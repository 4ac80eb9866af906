// SPDX-License-Identifier: MIT
#pragma once

#include "model/analysis/analysis.h"

namespace cosmos {

// How an access pattern's request is made with the Azure Cosmos DB SDK, for the
// access-pattern mapping: "ReadItem(id, /userId)", a parameterised SQL query (the
// pattern's own query text when it has one), "PatchItem …", "TransactionalBatch …".
// Plain text; the caller formats it.
QString operationSketch(
    const AccessPattern &pattern, const SubRequest &request, const ContainerAnalysis &container, const Model &model);

} // namespace cosmos

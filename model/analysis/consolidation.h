// SPDX-License-Identifier: MIT
#pragma once

#include "analysis.h"
#include "modelindex.h"

namespace cosmos {

// RULES.md section 4, the seed's consolidation framework, one row per related pair:
// consolidate above 50% overlap for a bounded identifying parent–child; keep
// separate below 30%, with unbounded growth or independent operations; otherwise
// weigh the trade-offs. Printed beside the decision table's verdict.
std::vector<ConsolidationRow> reviewConsolidation(const ModelIndex &index,
    const std::vector<RelationshipAnalysis> &relationships, const AssumptionValues &assumptions);

} // namespace cosmos

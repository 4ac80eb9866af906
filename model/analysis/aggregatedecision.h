// SPDX-License-Identifier: MIT
#pragma once

#include "analysis.h"
#include "modelindex.h"

namespace cosmos {

// RULES.md sections 2 and 3: access correlation per relationship and the aggregate
// decision by the first matching rule of the table, with a trace of the inputs, the
// rules that did not match and why, and the rule that fired. Costs of the
// alternatives are filled in later (alternativecost.h), once containers exist.
std::vector<RelationshipAnalysis> decideAggregates(const ModelIndex &index, const AssumptionValues &assumptions);

} // namespace cosmos

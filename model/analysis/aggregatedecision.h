// SPDX-License-Identifier: MIT
#pragma once

#include "analysis.h"
#include "modelindex.h"

namespace cosmos {

// RULES.md sections 2 and 3: access correlation per relationship and the aggregate
// decision by the first matching rule of the table, with a trace of the inputs, the
// rules that did not match and why, and the rule that fired. Costs of the
// alternatives are filled in later (alternativecost.h), once containers exist.
// Without `explain` the justification and coupling questions stay empty: the
// live analysis needs the decisions; the sentences are written by explainDecisions().
std::vector<RelationshipAnalysis> decideAggregates(
    const ModelIndex &index, const AssumptionValues &assumptions, bool explain = false);

} // namespace cosmos

// SPDX-License-Identifier: MIT
#pragma once

#include "analysis.h"

#include <map>

namespace cosmos {

// RULES.md section 13: the ways to serve each cross-partition read from one
// partition — a global secondary index, a change-feed view, or the caller passing
// the key — evaluated on the design as modelled, and the ones chosen: the user's
// (overrides.remedies), else the cheapest copy that saves money in total or makes
// an unservable design servable. Passing the key changes what the caller must know,
// so it is offered with its numbers but never chosen for the user.
struct RemedyPlan {
    std::map<QString, std::vector<PatternRemedy>> byPattern; // access pattern id -> its options
    bool anyChosen() const;
};

RemedyPlan planRemedies(const Model &model, const Analysis &asModelled);

// Whether a sorted "first N" read is short enough to be served by a feed: its N
// newest kept in one partition.
bool feedCanServe(const AccessPattern &pattern);

// The design with the chosen copies built in, to be analysed like any model: a copy
// of the source entity placed in the serving container, the pattern reading the
// copy, and each write of the source written again to the copy as a pattern of its
// own (a view's newest-N feed also deletes the oldest one).
Model servedModel(const Model &model, const Analysis &asModelled, const RemedyPlan &plan);

// Puts the plan into `analysis` and speaks of the user's model again: the copies'
// documents as their source entity, their writes as part of the write that causes
// them, the serving containers with their kind and source.
void publishRemedies(Analysis &analysis, const Model &model, const Analysis &asModelled, const RemedyPlan &plan);

} // namespace cosmos

// SPDX-License-Identifier: MIT
#pragma once

#include "analysis.h"
#include "modelindex.h"
#include "placement.h"

namespace cosmos {

// RULES.md section 3, "choose the design with the lower total cost": for one
// parent–child relationship, the RU/s of all patterns touching either entity
// under each of the three designs — child embedded in the parent's document,
// child documents beside the parent's, child in its own container — side by side,
// with a note when another design is much cheaper than the decided one.
void costAlternatives(RelationshipAnalysis &relationship, const ModelIndex &index, const Placement &placement,
    const std::vector<ContainerAnalysis> &containers, const AssumptionValues &assumptions);

} // namespace cosmos

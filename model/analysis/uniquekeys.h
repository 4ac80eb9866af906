// SPDX-License-Identifier: MIT
#pragma once

#include "analysis.h"

namespace cosmos {

// RULES.md section 8 for one container: the unique-key constraints its document
// types ask for ("unique": true is one path, a "uniqueGroup" one composite key),
// Azure's limits (uniqueKeyMaxConstraints, uniqueKeyMaxPaths: over them the
// policy is refused as a whole, nothing is dropped), the constraints this
// container cannot hold (inside an array; missing from other document types
// that share its partitions), and what users must know: uniqueness is per
// partition key value, values are case-sensitive, a missing value counts as null,
// and the policy is fixed when the container is created.
UniqueKeyPolicy planUniqueKeys(
    const Model &model, const ContainerAnalysis &container, const AssumptionValues &assumptions);

// The Azure "uniqueKeyPolicy" object of the constraints the container can hold:
// {"uniqueKeys": [{"paths": [...]}]}.
Json uniqueKeyPolicyToJson(const UniqueKeyPolicy &policy);

// One sentence per finding, in the policy's order, written on demand.
Text uniqueKeyMessage(const UniqueKeyFinding &finding, const UniqueKeyPolicy &policy,
    const ContainerAnalysis &container, const Model &model);

} // namespace cosmos

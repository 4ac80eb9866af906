// SPDX-License-Identifier: MIT
#pragma once

#include "analysis.h"
#include "modelindex.h"

namespace cosmos {

// RULES.md section 6, last bullet: more than 10,000 writes/s, or batch loads of
// millions of records, raise the three massive-scale questions and a binning
// estimate for the entity written most.
MassiveScale assessMassiveScale(const ModelIndex &index, const AssumptionValues &assumptions);

} // namespace cosmos

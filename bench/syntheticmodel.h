// SPDX-License-Identifier: MIT
#pragma once

#include "model/document/model.h"

namespace cosmos {

// A deterministic, realistic-looking model of `entityCount` entities for benchmarks
// and scale tests: groups of five (a root and four children with mixed relationship
// kinds), about five access patterns per entity, a few many-to-many links between
// groups. The same arguments always give the same model.
Model syntheticModel(int entityCount, unsigned seed = 1);

} // namespace cosmos

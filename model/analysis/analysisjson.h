// SPDX-License-Identifier: MIT
#pragma once

#include "analysis.h"

namespace cosmos {

// `cosmos-modeler-cli analyze --format json` (FORMAT.md section 2): stable keys,
// deterministic order, every number finite (rounded to 4 decimals so the output
// does not change with floating-point noise); infinite sizes print as "unbounded".
Json analysisToJson(const Model &model, const Analysis &analysis);

} // namespace cosmos

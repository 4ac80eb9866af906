// SPDX-License-Identifier: MIT
#pragma once

#include "analysis.h"

namespace cosmos {

// The sentences behind a routed access pattern, written on demand from the facts the
// router recorded: what kind of request, which documents, and the arithmetic.
Texts requestReasons(const SubRequest &request, const Model &model, const AssumptionValues &assumptions);
Texts patternReasons(const PatternAnalysis &pattern, const Model &model, const AssumptionValues &assumptions);

} // namespace cosmos

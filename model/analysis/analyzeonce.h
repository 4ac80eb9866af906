// SPDX-License-Identifier: MIT
// One pass of the analysis pipeline over a model as it is, remedies neither chosen
// nor weighed: the building block analyze() runs once or a few times.
#pragma once

#include "analysis.h"

#include <memory>

namespace cosmos {

std::shared_ptr<Analysis> analyzeOnce(const Model &model);

} // namespace cosmos

// SPDX-License-Identifier: MIT
#pragma once

#include "analysis.h"

#include "model/advisor/findings.h"

namespace cosmos {

// `cosmos-modeler-cli analyze --format text`: the analysis as a report a person
// reads in a terminal — decisions, containers, access patterns, totals.
QString analysisToText(const Findings &findings);

} // namespace cosmos

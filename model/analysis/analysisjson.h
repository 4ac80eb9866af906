// SPDX-License-Identifier: MIT
#pragma once

#include "analysis.h"

#include "model/advisor/findings.h"

#include <iosfwd>

namespace cosmos {

// `cosmos-modeler-cli analyze --format json` (FORMAT.md section 2): stable keys,
// deterministic order, every number finite (rounded to 4 decimals so the output
// does not change with floating-point noise); infinite sizes print as "unbounded".
// The findings give the decision traces, the advice and the checklist it prints.
Json analysisToJson(const Findings &findings);
// The same text as analysisToJson(…).dump(2) and a newline, written as it is made:
// the large arrays one element at a time, so the output of a big model never exists
// as one tree or one string.
// Indented: every level, as analysisToJson(…).dump(2). OneElementPerLine: each
// element of the top-level arrays (a container, a pattern, a finding) on its own line.
enum class JsonLayout { OneElementPerLine, Indented };
void writeAnalysisJson(std::ostream &out, const Findings &findings, JsonLayout layout = JsonLayout::OneElementPerLine);

} // namespace cosmos

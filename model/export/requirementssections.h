// SPDX-License-Identifier: MIT
#pragma once

#include "model/advisor/findings.h"
#include "model/analysis/analysis.h"

// The sections of cosmosdb_requirements.md that analyse the design (the rest is in
// requirementsdocument.cpp). Each returns Markdown ending with a blank line.
namespace cosmos::requirements {

QString aggregateAnalysis(const Findings &findings);
QString identifyingCheck(const Model &model, const Analysis &analysis);
QString consolidation(const Model &model, const Analysis &analysis);
QString designConsiderations(const Model &model, const Analysis &analysis);

} // namespace cosmos::requirements

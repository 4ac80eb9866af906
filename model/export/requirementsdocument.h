// SPDX-License-Identifier: MIT
#pragma once

#include "model/advisor/findings.h"
#include "model/analysis/analysis.h"

namespace cosmos {

// cosmosdb_requirements.md, section by section as the requirements template of
// seed 001 lays it out: application overview, access-pattern table, entity
// relationships, an aggregate analysis per relationship, the identifying
// relationship check, container consolidation, design considerations and the
// validation checklist. Every number comes from the model and its analysis.
QString requirementsDocument(const Findings &findings);

} // namespace cosmos

// SPDX-License-Identifier: MIT
#pragma once

#include "advice.h"
#include "model/document/model.h"

#include <vector>

namespace cosmos {

// The checklist's questions about searches (RULES.md section 14): a vector search needs
// a vector to be near, a full-text search a full-text path to search; "near" only
// ranks vectors; a vector without an index is searched by brute force; a document is
// at least as large as the vectors it holds.
void checkSearches(const Model &model, std::vector<ChecklistItem> &out);

} // namespace cosmos

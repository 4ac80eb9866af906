// SPDX-License-Identifier: MIT
#pragma once

#include "advice.h"

#include <vector>

namespace cosmos {

// RULES.md section 10: the live validation checklist. Every item names its subject,
// says what is wrong and what would close it. Errors are what Azure would refuse or
// what fails at run time (items over 2 MB, partitions over 20 GB, invalid unique
// keys, hot partitions); warnings are gaps in the inputs or the design; info items
// are questions the model cannot answer. The advisor's questions join as info items.
std::vector<ChecklistItem> buildChecklist(
    const Model &model, const Analysis &analysis, const std::vector<Advice> &advice);

bool hasErrors(const std::vector<ChecklistItem> &items);

} // namespace cosmos

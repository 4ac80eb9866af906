// SPDX-License-Identifier: MIT
#pragma once

#include "advice.h"
#include "catalog.h"

#include <vector>

namespace cosmos {

// RULES.md section 9: the playbook rules whose triggers match this model, in
// catalog order, each naming its subject. A pure function: no state, no cache.
std::vector<Advice> evaluateAdvice(
    const Model &model, const Analysis &analysis, const Catalog &catalog = builtinCatalog());

// "{entity} is read by {pattern}" with the values filled in; unknown names stay.

} // namespace cosmos

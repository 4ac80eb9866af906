// SPDX-License-Identifier: MIT
#pragma once

#include "diagnostic.h"
#include "model/document/model.h"

namespace cosmos {

// Model file format versions (the integer "version" member).
//
// Changelog:
//   1 (Cosmos Modeler 0.1): first version — application, entities with attributes,
//     relationships, access patterns, overrides, assumptions, layout.
//     Later, still version 1: the optional members "alternatives", "designName" and
//     "designNote" (what-if variants of the design). Additive: a build that does not
//     know them keeps them as unknown members.
//
// A file with a newer version is refused (it may hold meaning we would drop); an
// older one is migrated step by step to the current version before it is read.
// Each step gets a fixture in tests/data/ when it is added.

// Rewrites `root` in place to the current version. Returns false (with a diagnostic)
// when the version cannot be read by this build.
bool migrateToCurrent(Json &root, Diagnostics &diagnostics);

} // namespace cosmos

// SPDX-License-Identifier: MIT
#pragma once

#include "model/document/model.h"
#include "model/io/diagnostic.h"

namespace cosmos {

// Cross-object rules that no single object can check: unique ids, references that
// must resolve, unique attribute names — for the current design and every
// alternative (whose ids and names must be unique too). Run after every edit, so
// they cost the model's size, not more.
void checkReferences(const Model &model, Diagnostics &diagnostics);
// The same rules for one design, its pointers prefixed with `pointer`.
void checkDesignReferences(const Model &design, const QString &pointer, Diagnostics &diagnostics);

} // namespace cosmos

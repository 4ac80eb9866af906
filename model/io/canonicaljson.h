// SPDX-License-Identifier: MIT
#pragma once

#include "model/document/model.h"

#include <string>

namespace cosmos {

// The one textual form of a JSON value that Cosmos Modeler writes: sorted keys,
// 2-space indent, a trailing newline, whole numbers without ".0", and arrays laid out
// for line-based diffs — scalars inline, flat objects one per line, deeper values
// expanded. Two people editing different attributes touch different lines.
std::string canonicalJson(const Json &value);

} // namespace cosmos

// SPDX-License-Identifier: MIT
#pragma once

#include "model/document/model.h"

#include <functional>
#include <map>
#include <string>

namespace cosmos {

// The one textual form of a JSON value that Cosmos Modeler writes: sorted keys,
// 2-space indent, a trailing newline, whole numbers without ".0", and arrays laid out
// for line-based diffs — scalars inline, flat objects one per line, deeper values
// expanded. Two people editing different attributes touch different lines.
std::string canonicalJson(const Json &value);

// A top-level array whose items are made one at a time as they are written: the
// entities of a 50 MB model as one JSON value took twelve times the file.
struct StreamedArray {
    size_t size = 0;
    std::function<Json(size_t)> item; // the i-th item, an object
};
// The same text as canonicalJson() of `value` with each named member (an empty array
// in `value`, keeping its place among the sorted keys) holding the streamed items.
std::string canonicalJson(const Json &value, const std::map<std::string, StreamedArray> &streamed);

} // namespace cosmos

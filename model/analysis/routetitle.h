// SPDX-License-Identifier: MIT
#pragma once

#include "analysis.h"

namespace cosmos {

// A query that gives only the first level of a hierarchical key is routed as a
// cross-partition query (RouteKind), but it reaches only the partitions of that value:
// every place that names a route calls it a key-prefix query, as the key table
// counts it targeted.
bool reachesKeyPrefixOnly(const SubRequest &request);
bool reachesKeyPrefixOnly(const PatternAnalysis &routed); // its only fan-out is to key prefixes

// "point read", "single-partition query", "key-prefix query", "cross-partition query", "write".
Text routeTitle(const SubRequest &request);
Text routeTitle(const PatternAnalysis &routed);

} // namespace cosmos

// SPDX-License-Identifier: MIT
#pragma once

#include "analysis.h"
#include "documentshape.h"
#include "hotpartitions.h"
#include "modelindex.h"

namespace cosmos {

// RULES.md section 7 for one container, from the requests the routed access
// patterns make on it: the queried properties (point reads need no index), a
// selective policy when they are at most `selectiveIndexMaxShare` of the
// document's properties and a consistent "/*" policy otherwise, /"_etag"/? always
// excluded, composite indexes for equality filters followed by ORDER BY (one per
// distinct shape; a composite and its exact reverse serve the same queries), and
// the assumption-driven write cost of what the policy indexes.
// `relationships`: the decisions, for the id arrays of duplicated-id relationships.
IndexingPolicy planIndexing(const ModelIndex &index, const ContainerAnalysis &container,
    const std::vector<RelationshipAnalysis> &relationships, const std::vector<ContainerLoad> &load,
    const AssumptionValues &assumptions);

// The Azure "indexingPolicy" object: indexingMode, automatic, includedPaths,
// excludedPaths and, when there are any, compositeIndexes.
Json indexingPolicyToJson(const IndexingPolicy &policy);

// One property path as Azure writes it: names outside [A-Za-z0-9_] are quoted
// ("/\"order-id\"/?"). `leaf` is appended: "?" (a scalar), "*" (everything below)
// or empty (composite index paths).
QString indexPath(const PropertyPath &path, const QString &leaf);

// Composite indexes are the same when equal or when one is the exact reverse of
// the other (every direction flipped): Azure serves ORDER BY in both directions.
bool sameComposite(const std::vector<CompositeIndexPath> &a, const std::vector<CompositeIndexPath> &b);

// A query that reads only some of a multi-type container's document types filters
// on the "type" discriminator (c.type = 'order'), so "type" is indexed and joins its
// composite index as an equality.
bool filtersOnType(const ContainerAnalysis &container, const SubRequest &request);

// Sentences for the indexing decision, written on demand.
Texts indexingReasons(const IndexingPolicy &policy, const AssumptionValues &assumptions);

} // namespace cosmos

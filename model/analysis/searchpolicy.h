// SPDX-License-Identifier: MIT
#pragma once

#include "analysis.h"

namespace cosmos {

// RULES.md section 14 for one container: the vector and full-text paths and the
// computed properties its documents declare, as Azure's container policies take
// them, with what keeps any of them out (one sentence each, in `notes`).
SearchPolicy planSearch(const Model &model, const ContainerAnalysis &container);

// Adds the search indexes to a container's indexing policy: a vector index on each
// indexed vector path, which also leaves the range index (its numbers would be
// indexed one by one at every write), and a full-text index on each full-text path.
void addSearchIndexes(const SearchPolicy &search, IndexingPolicy &policy);

// Azure's "vectorEmbeddingPolicy", "fullTextPolicy" and "computedProperties" members
// of a container; null when the container has none.
Json vectorEmbeddingPolicyToJson(const SearchPolicy &search);
Json fullTextPolicyToJson(const SearchPolicy &search);
Json computedPropertiesToJson(const SearchPolicy &search);

} // namespace cosmos

// SPDX-License-Identifier: MIT
#pragma once

#include "azurelimits.h"

#include "model/advisor/findings.h"
#include "model/analysis/analysis.h"

namespace cosmos {

// cosmosdb_data_model.md, section by section as the data-model template of seed
// 001 lays it out: design philosophy, aggregate decisions with their traces, each
// container (sample documents, purpose, boundary, partition key, document types,
// attributes, patterns served, throughput, consistency, TTL, unique keys, and its
// indexing strategy with the policy JSON), the access-pattern mapping for reads
// and writes, hot partitions, trade-offs, global distribution, validation results
// and the cost assumptions. Every number comes from the model and its analysis.
QString dataModelDocument(const Findings &findings);

// The same with each container's sample documents (sampledocuments.h) already
// rendered, in analysis order: an export writes them to samples/ as well.
QString dataModelDocument(const Findings &findings, const std::vector<OrderedJson> &samples);

} // namespace cosmos

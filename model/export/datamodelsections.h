// SPDX-License-Identifier: MIT
#pragma once

#include "azurelimits.h"

#include "model/analysis/analysis.h"

// Sections of cosmosdb_data_model.md that live in their own files. Each returns
// Markdown ending with a blank line.
namespace cosmos::datamodel {

// `samples`: each container's sample documents, in analysis order.
QString containerDesigns(const Model &model, const Analysis &analysis, const std::vector<OrderedJson> &samples);
QString accessPatternMapping(const Model &model, const Analysis &analysis);
QString costAssumptions(const Model &model, const Analysis &analysis);

} // namespace cosmos::datamodel

// SPDX-License-Identifier: MIT
#pragma once

#include "azurelimits.h"

#include "model/analysis/analysis.h"

namespace cosmos {

// FORMAT.md section 3, samples/<Container>.sample.json: 5 to 10 documents that
// show the container's design — an "id", the partition key values shared by each
// logical partition (a root document and its co-located children), the "type"
// discriminator, embedded arrays for single-document aggregates, the ids each side
// of a small many-to-many keeps, a per-item "ttl" where the container default is -1,
// and values that fit each attribute's type and name. Deterministic.
OrderedJson sampleDocuments(const Model &model, const Analysis &analysis, const ContainerAnalysis &container);

// The entity's own id attribute: the id-typed one named after it, else the first
// id-typed one; null when it has none.
const Attribute *ownIdAttribute(const Entity &entity);

// The two id properties of an edge container's link documents: each side's own id
// ("tagId", "articleId"), the child's renamed ("linkedPersonId") when they coincide.
struct LinkFields {
    QString parent;
    QString child;
};
LinkFields linkFields(const Model &model, const Relationship &relationship);

} // namespace cosmos

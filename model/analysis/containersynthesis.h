// SPDX-License-Identifier: MIT
#pragma once

#include "analysis.h"
#include "modelindex.h"
#include "placement.h"

namespace cosmos {

struct Synthesis {
    std::vector<ContainerAnalysis> containers; // names, members, embedding, edge containers
    Placement placement;
    Texts notes;
};

// RULES.md section 4: one container per entity to start with; single-document
// children are embedded in their parent's document, multi-document children join
// their parent's container, many-to-many edges get edge containers; the model's
// container overrides win over all of it.
Synthesis synthesizeContainers(const ModelIndex &index, const std::vector<RelationshipAnalysis> &relationships);

// The container's default time to live: the one TTL every document type shares; -1
// when only some expire (those items carry their own "ttl"); none when none expires.
std::optional<double> containerDefaultTtl(const ModelIndex &index, const ContainerAnalysis &container);

// "Order" + "OrderItem" style names for derived containers: PascalCase words, the
// last one in the plural ("UserOrders"). Characters Azure forbids in ids are dropped.
QString containerNameFor(const QStringList &entityNames);

// "Order item" → "OrderItem": the letters and digits of a name, each word capitalised.
QString pascalCase(const QString &name);

// The English plural of a PascalCase or camelCase word ("Order" → "Orders",
// "Category" → "Categories"); words that do not end in an ASCII letter are kept.
QString pluralOf(const QString &word);

} // namespace cosmos

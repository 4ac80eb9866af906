// SPDX-License-Identifier: MIT
#pragma once

#include "model/analysis/analysis.h"

namespace cosmos {

// One filter of a sketched query: its parameter ("@userId"; a range has "@xFrom" and
// "@xTo") and the document path it compares ("[]" steps into an array's elements).
struct QuerySlot {
    QString parameter;
    QStringList path;
    FilterOp op = FilterOp::Eq;
    // A filter on the other side of a many-to-many kept in an edge container: the
    // parameter is the list of ids the links give (ARRAY_CONTAINS(@articleIds, c.id)),
    // read from `edgeContainer`'s link documents, where `linkedField`
    // holds this side's ids and `filterField` the filtered side's.
    QString edgeContainer;
    QString linkedField;
    QString filterField;
};

struct SketchedQuery {
    QString sql;
    std::vector<QuerySlot> filters; // in the order of the WHERE clause
    std::vector<QStringList> sortPaths; // ORDER BY, in order
    bool filtersOnType = false;         // c.type = … / c.type IN (…)
};

// The parameterised SQL query the pattern's filters, projection and sort give.
SketchedQuery sketchQuery(
    const AccessPattern &pattern, const SubRequest &request, const ContainerAnalysis &container, const Model &model,
    const Analysis &analysis);

// How an access pattern's request is made with the Azure Cosmos DB SDK, for the
// access-pattern mapping: "ReadItem(id, /userId)", a parameterised SQL query (the
// pattern's own query text when it has one), "PatchItem …", "TransactionalBatch …".
// Plain text; the caller formats it.
QString operationSketch(
    const AccessPattern &pattern, const SubRequest &request, const ContainerAnalysis &container, const Model &model,
    const Analysis &analysis);

} // namespace cosmos

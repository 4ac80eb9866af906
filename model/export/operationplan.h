// SPDX-License-Identifier: MIT
#pragma once

#include "azurelimits.h"

#include "model/analysis/analysis.h"

#include <map>

namespace cosmos {

// Every request of every access pattern as an application makes it with the SDK,
// bound to the container's sample documents (sampledocuments.h): the parameters a
// query is run with, the id and partition key value a point operation addresses,
// the document a write sends, and which sample documents a read returns. The
// access-pattern mapping prints it; the end-to-end test runs it on a real server.
struct PlannedRequest {
    enum class Call { ReadItem, Query, Create, Replace, Patch, Upsert, Delete, Batch };

    QString pattern;
    size_t patternIndex = 0; // in Model::accessPatterns
    QString container;
    Call call = Call::Query;
    QString text;              // as the mapping shows it (operationSketch)
    QString sql;               // Query: the SQL run, with @parameters
    bool ownQuery = false;     // the model's own query text: its parameters are not ours to bind
    OrderedJson parameters;    // [{"name": "@userId", "value": …}]
    OrderedJson partitionKey;  // point operations and batches: the key value (an array for a hierarchical key)
    OrderedJson id;            // point operations: the document's id
    OrderedJson document;      // writes: the document sent (a copy of a sample document)
    OrderedJson batchDocuments; // batches: the documents the batch writes
    OrderedJson batchOperations; // batches, parallel: "create", "patch", … per document
    QStringList documentTypes; // what the request reads or writes ("type" values)
    std::map<QString, int> returns; // reads: sample documents returned, by type
    std::vector<QStringList> filterPaths; // document paths a query compares ("[]": array elements)
    std::vector<QStringList> sortPaths;   // ORDER BY paths, in order
    OrderedJson patch;         // patches: [{"op": "set", "path": "/status", "value": …}]
    QString unbound;           // why it cannot be run on the sample documents (empty when it can; for tools, in English)
};

// Bound to the sample documents the export writes; or, for a container listed in
// `documents`, to those (documents read from an account: `account measure`).
std::vector<PlannedRequest> planRequests(
    const Model &model, const Analysis &analysis, const std::map<QString, OrderedJson> &documents = {});

// The plan as JSON, for tools that run it: {"requests": [ … ]}. Deterministic.
OrderedJson plannedRequestsJson(const std::vector<PlannedRequest> &plan);

// "1 × user, 2 × order" (by type, in name order) or "nothing".
QString describeReturns(const PlannedRequest &request);

} // namespace cosmos

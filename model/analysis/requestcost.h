// SPDX-License-Identifier: MIT
#pragma once

#include "model/document/assumptions.h"
#include "model/document/enums.h"

#include <optional>

namespace cosmos {

struct AccessPattern;

// RULES.md section 5, per request, on the measured size curve (read(s), write(s)) and
// the indexed terms t of the written document (term = indexedTermRu, 0.2 RU):
//   point read  read(s)
//   create      write(s) + term × t
//   replace     2 × write(s) + 2 × term × changed terms      (delete + insert; upsert alike)
//   patch       replace + 2 × term per patched property
//   delete      write(s) + term × t
//   query       queryBaseRu per physical partition visited
//               + per loaded document max(queryDocumentLoad × read(s), read(s) − read(1 KB))
// The fraction queryDocumentLoad is calibrated on 1 KB documents (DP-420: one 1 KB
// document by query 2.83 RU, three 2.89). Applied to a large document it would price a
// query far below the point read of what it returns (1,024 KB: 25.8 RU against 145.9),
// and the key search would then turn reads by id into queries. A document's size costs
// a query at least what it costs a point read: what the size curve adds above the
// calibrated 1 KB is charged whole. So a query of one document never costs less than
// its point read (RULES.md section 5), while many small documents by one query still
// cost less than reading each by id (a post's 25 comments: 7.72 RU measured).
// A query loads the documents it returns, except a sorted "first N" read asked across
// partitions (topLimit below): every partition loads its own first N before the merge
// keeps N, so it loads N per partition (at most as many as there are).
// Strong and bounded-staleness reads ×2. Every constant is an assumption.
class RequestCost {
public:
    explicit RequestCost(const AssumptionValues &assumptions)
        : m_a(assumptions)
    { }

    double pointRead(double documentKB, Consistency consistency) const;
    // `partitionsVisited` below 1 counts as 1 (a single-partition query).
    double query(double documents, double returnedKB, int partitionsVisited, Consistency consistency) const;
    // What a query pays to load one document of `documentKB`, before the consistency factor.
    double documentLoad(double documentKB) const;
    // Whether the documents of such a query are charged by their size, not the fraction.
    bool loadsBySize(double documents, double returnedKB) const;
    // The document size the per-document query load was calibrated on.
    static constexpr double kCalibratedQueryKB = 1.0;
    // The index search a vector, full-text or hybrid search adds to its query in each
    // partition it visits (assumptions vectorSearchRu, fullTextSearchRu); 0 for others.
    double search(Operation operation, int partitionsVisited, Consistency consistency) const;
    // The same in one partition, before the consistency factor: what Explain states.
    double searchPerPartition(Operation operation) const;
    // `terms`: indexed terms of the document; `changed`: the terms a replace or patch changes.
    double write(Operation operation, double documentKB, double terms, double changed) const;
    double readFactor(Consistency consistency) const;

private:
    // What the size curve's point read adds above the calibrated size.
    double sizeReadCost(double documentKB) const;

    const AssumptionValues &m_a;
};

// The N of a read that asks for the first N documents of an ordering and gives no
// equality filter that would narrow them ("the 100 newest posts"): its query says
// TOP N. Nothing for other patterns and for searches (they rank by their own topK).
std::optional<int> topLimit(const AccessPattern &pattern);

// What such a query loads across `partitions` when `available` documents match in all
// (0: not known): each partition's first `kept`, but never more than there are.
double topDocumentsLoaded(double kept, int partitions, double available);

} // namespace cosmos

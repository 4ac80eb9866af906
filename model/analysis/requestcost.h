// SPDX-License-Identifier: MIT
#pragma once

#include "model/document/assumptions.h"
#include "model/document/enums.h"

namespace cosmos {

// RULES.md section 5, per request, on the measured size curve (read(s), write(s)) and
// the indexed terms t of the written document (term = indexedTermRu, 0.2 RU):
//   point read  read(s)
//   create      write(s) + term × t
//   replace     2 × write(s) + 2 × term × changed terms      (delete + insert; upsert alike)
//   patch       replace + 2 × term per patched property
//   delete      write(s) + term × t
//   query       queryBaseRu per physical partition visited
//               + queryDocumentLoad × read(document) per returned document
// Strong and bounded-staleness reads ×2. Every constant is an assumption.
class RequestCost {
public:
    explicit RequestCost(const AssumptionValues &assumptions)
        : m_a(assumptions)
    { }

    double pointRead(double documentKB, Consistency consistency) const;
    // `partitionsVisited` below 1 counts as 1 (a single-partition query).
    double query(double documents, double returnedKB, int partitionsVisited, Consistency consistency) const;
    // The index search a vector, full-text or hybrid search adds to its query in each
    // partition it visits (assumptions vectorSearchRu, fullTextSearchRu); 0 for others.
    double search(Operation operation, int partitionsVisited, Consistency consistency) const;
    // The same in one partition, before the consistency factor: what Explain states.
    double searchPerPartition(Operation operation) const;
    // `terms`: indexed terms of the document; `changed`: the terms a replace or patch changes.
    double write(Operation operation, double documentKB, double terms, double changed) const;
    double readFactor(Consistency consistency) const;

private:
    const AssumptionValues &m_a;
};

} // namespace cosmos

// SPDX-License-Identifier: MIT
#pragma once

#include "model/document/assumptions.h"
#include "model/document/enums.h"

namespace cosmos {

// RULES.md section 5, per request on a document of s KB (k = max(1, s)):
// point read 1·k; create 5·k; replace/upsert 7·k; patch 7; delete 5·k;
// query 2.5 + Σ returned KB, plus 2.5 per physical partition when cross-partition;
// strong and bounded-staleness reads ×2. All constants are assumptions.
class RequestCost {
public:
    explicit RequestCost(const AssumptionValues &assumptions)
        : m_a(assumptions)
    { }

    double pointRead(double documentKB, Consistency consistency) const;
    double query(double returnedKB, int partitionsScanned, Consistency consistency) const;
    double write(Operation operation, double documentKB) const;
    double readFactor(Consistency consistency) const;

private:
    const AssumptionValues &m_a;
};

} // namespace cosmos

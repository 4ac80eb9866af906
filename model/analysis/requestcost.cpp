// SPDX-License-Identifier: MIT
#include "requestcost.h"

#include "modelindex.h"

#include <algorithm>

namespace cosmos {

using A = AssumptionId;

double RequestCost::readFactor(Consistency consistency) const
{
    return isStrongRead(consistency) ? m_a[A::StrongReadFactor] : 1.0;
}

double RequestCost::pointRead(double documentKB, Consistency consistency) const
{
    return m_a[A::PointReadRu] * std::max(1.0, documentKB) * readFactor(consistency);
}

double RequestCost::query(double returnedKB, int partitionsScanned, Consistency consistency) const
{
    const double base = m_a[A::QueryBaseRu] + m_a[A::QueryRuPerKB] * std::max(0.0, returnedKB);
    const double fanOut = partitionsScanned > 0 ? m_a[A::CrossPartitionRuPerPartition] * partitionsScanned : 0.0;
    return (base + fanOut) * readFactor(consistency);
}

double RequestCost::write(Operation operation, double documentKB) const
{
    const double k = std::max(1.0, documentKB);
    switch (operation) {
    case Operation::Create:
        return m_a[A::CreateRu] * k;
    case Operation::Replace:
        return m_a[A::ReplaceRu] * k;
    case Operation::Upsert:
    case Operation::Batch:
        return m_a[A::UpsertRu] * k;
    case Operation::Patch:
        return m_a[A::PatchRu];
    case Operation::Delete:
        return m_a[A::DeleteRu] * k;
    case Operation::PointRead:
    case Operation::Query:
        break;
    }
    return 0;
}

} // namespace cosmos

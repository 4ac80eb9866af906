// SPDX-License-Identifier: MIT
#include "requestcost.h"

#include "modelindex.h"
#include "model/document/model.h"

#include <algorithm>
#include <cmath>

namespace cosmos {

using A = AssumptionId;

double RequestCost::readFactor(Consistency consistency) const
{
    return isStrongRead(consistency) ? m_a[A::StrongReadFactor] : 1.0;
}

double RequestCost::pointRead(double documentKB, Consistency consistency) const
{
    return m_a.sizeCurve().read(documentKB) * readFactor(consistency);
}

double RequestCost::query(double documents, double returnedKB, int partitionsVisited, Consistency consistency) const
{
    const double lookups = m_a[A::QueryBaseRu] * std::max(1, partitionsVisited);
    double load = 0;
    if (documents > 0)
        load = documents * documentLoad(std::max(0.0, returnedKB) / documents);
    return (lookups + load) * readFactor(consistency);
}

double RequestCost::documentLoad(double documentKB) const
{
    const double read = m_a.sizeCurve().read(documentKB);
    return std::max(m_a[A::QueryDocumentLoad] * read, sizeReadCost(documentKB));
}

double RequestCost::sizeReadCost(double documentKB) const
{
    const SizeCurve &curve = m_a.sizeCurve();
    return curve.read(documentKB) - curve.read(kCalibratedQueryKB);
}

bool RequestCost::loadsBySize(double documents, double returnedKB) const
{
    if (!(documents > 0))
        return false;
    const double documentKB = std::max(0.0, returnedKB) / documents;
    return sizeReadCost(documentKB) > m_a[A::QueryDocumentLoad] * m_a.sizeCurve().read(documentKB);
}

double RequestCost::search(Operation operation, int partitionsVisited, Consistency consistency) const
{
    return searchPerPartition(operation) * std::max(1, partitionsVisited) * readFactor(consistency);
}

double RequestCost::searchPerPartition(Operation operation) const
{
    return (searchesVectors(operation) ? m_a[A::VectorSearchRu] : 0.0)
        + (searchesText(operation) ? m_a[A::FullTextSearchRu] : 0.0);
}

double RequestCost::write(Operation operation, double documentKB, double terms, double changed) const
{
    const double w = m_a.sizeCurve().write(documentKB);
    const double term = m_a[A::IndexedTermRu];
    terms = std::max(0.0, terms);
    changed = std::clamp(changed, 0.0, terms);
    switch (operation) {
    case Operation::Create:
        return w + term * terms;
    case Operation::Replace:
    case Operation::Upsert:
    case Operation::Batch:
        return 2 * w + 2 * term * changed;
    case Operation::Patch:
        return 2 * w + 4 * term * changed;
    case Operation::Delete:
        return w + term * terms;
    case Operation::PointRead:
    case Operation::Query:
    case Operation::VectorSearch:
    case Operation::FullTextSearch:
    case Operation::HybridSearch:
        break;
    }
    return 0;
}

std::optional<int> topLimit(const AccessPattern &pattern)
{
    if (pattern.operation != Operation::Query || pattern.sort.empty() || !pattern.resultCount
        || !(*pattern.resultCount >= 1) || *pattern.resultCount > 1e6)
        return std::nullopt;
    for (const Filter &filter : pattern.filters)
        if (filter.op == FilterOp::Eq)
            return std::nullopt;
    return int(std::lround(*pattern.resultCount));
}

double topDocumentsLoaded(double kept, int partitions, double available)
{
    const double asked = kept * std::max(1, partitions);
    return available > 0 ? std::max(kept, std::min(asked, available)) : asked;
}

} // namespace cosmos

// SPDX-License-Identifier: MIT
// What the remedy planner and the served model agree on about the copies a remedy
// keeps: the ids the served model gives them, and which entities are copied.
#pragma once

#include "analysis.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace cosmos::remedycopies {

// The ids the served model gives what it adds; publishRemedies() maps them back.
inline QString copyId(const QString &entity, const QString &container)
{
    return entity + QLatin1Char('~') + container;
}

inline QString copyWriteId(const QString &pattern, const QString &copy, bool trim)
{
    return pattern + QLatin1Char('~') + copy + (trim ? QStringLiteral("~trim") : QString());
}

inline QStringList copiedEntities(const PatternRemedy &remedy, const ContainerAnalysis &source)
{
    return remedy.kind == RemedyKind::Gsi ? source.entities : QStringList {remedy.sourceEntity};
}

// A created or deleted source document is created or deleted in the copy; any other
// change writes the copy whole again.
inline Operation copyOperation(Operation operation)
{
    return operation == Operation::Create || operation == Operation::Delete ? operation : Operation::Upsert;
}

// Whether `writer` creates documents of `entity` (a batch may create some and patch others).
bool createsDocumentsOf(const PatternAnalysis &writer, const QString &entity);

// The share of a source's updates and deletes a feed of the newest `feedDocuments`
// copies: only those of documents still in it. The feed holds what was created in the
// last feedDocuments ÷ createdPerSecond seconds, and a document is assumed to have half
// of its changes within halfLifeHours of its creation (assumption changeHalfLifeHours),
// the rest decaying alike. Nothing created means nothing ever leaves the feed.
inline double feedChangeShare(double feedDocuments, double createdPerSecond, double halfLifeHours)
{
    if (createdPerSecond <= 0 || halfLifeHours <= 0)
        return 1;
    const double windowHours = feedDocuments / createdPerSecond / 3600.0;
    // 1 - 2^-x, exact for the tiny shares of busy feeds too.
    return std::clamp(-std::expm1(-windowHours / halfLifeHours * std::numbers::ln2), 0.0, 1.0);
}

} // namespace cosmos::remedycopies

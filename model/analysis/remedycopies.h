// SPDX-License-Identifier: MIT
// What the remedy planner and the served model agree on about the copies a remedy
// keeps: the ids the served model gives them, and which entities are copied.
#pragma once

#include "analysis.h"

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

} // namespace cosmos::remedycopies

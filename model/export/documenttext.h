// SPDX-License-Identifier: MIT
#pragma once

#include "model/analysis/analysis.h"

namespace cosmos::doc {

// Phrases both design documents use, so they name things the same way. Results
// are Markdown: user-written names come back escaped.

QString entity(const Model &model, const QString &id);        // "Order"
QString entities(const Model &model, const QStringList &ids); // "User, Order"
QString container(const QString &name);                       // "UserOrders" (escaped)
QString keyPaths(const QStringList &paths);                   // "`/userId`" or "`/tenantId`, `/userId`"
QString cardinality(RelationshipKind kind);                   // "1:Many"
QString operation(Operation operation);                       // "point read", "create" …
QString readOrWrite(Operation operation);                     // "Read" / "Write"
// "point read", "key-prefix query", "cross-partition query" …
QString route(const PatternAnalysis &routed);
QString route(const SubRequest &request);
QString consistency(Consistency consistency);                 // "session", "bounded staleness" …
QString capacityMode(CapacityMode mode);                      // "autoscale" …
QString status(HeatStatus status);                            // "✅ ok", "⚠️ warning", "🔥 hot"
QString patternList(const QStringList &ids);                  // "AP1, AP3" or "none"

// "1 region" or "3 regions": `one` and `many` hold %1 for the number.
QString counted(double n, const QString &one, const QString &many);

// The read and write patterns that touch an entity, in model order.
QStringList readPatterns(const Model &model, const QString &entityId);
QStringList writePatterns(const Model &model, const QString &entityId);

} // namespace cosmos::doc

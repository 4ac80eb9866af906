// SPDX-License-Identifier: MIT
#pragma once

#include "model/analysis/text.h"
#include "model/document/model.h"

#include <QString>

#include <optional>

namespace cosmos::reqread {

// The values of a requirements document, read from the words people and assistants
// write for them (FORMAT.md section 5, "import-requirements reading rules"). Each
// reader returns what it understood and, when it could not, a reason to report.

// "500 RPS", "500 RPS peak, 200 average", "900 peak / 550 avg", "~50/s", "1.2k",
// "3,000 per minute". Labelled figures are read by their labels, not their order.
struct RpsReading {
    std::optional<double> avg;
    std::optional<double> peak;
    bool singleFigure = false; // one unlabelled figure set both
    Text problem;              // non-empty: nothing usable was read
};
RpsReading readRps(const QString &text);

// A number as written in a document: "1,000", "1.5k", "2 million", "~50".
std::optional<double> readNumber(const QString &text);
// A size in KB from its figure and unit: "2" "KB", "1.5" "MB", "800" "bytes".
std::optional<double> readKilobytes(const QString &figure, const QString &unit);

// The operation from the Type cell ("Read", "Write (patch)", "Read (point read)") and
// the row's description ("Update an order's status").
struct OperationReading {
    Operation operation = Operation::Query;
    Text problem;
};
OperationReading readOperation(const QString &type, const QString &description, const QString &rowText);

// "1:1", "1:N", "1:Many", "1:M", "M:N", "Many:Many", "one-to-many"; `reversed` for
// "N:1" / "Many:1", where the entity named second is the parent.
struct KindReading {
    RelationshipKind kind = RelationshipKind::OneToMany;
    bool reversed = false;
    bool found = false;
};
KindReading readKind(const QString &text);

// The figures of one relationship clause: "avg 5 orders per user, max 1000",
// "5 per User on average, at most 1,000", "unbounded".
struct ChildFigures {
    std::optional<double> avg;
    std::optional<double> max; // kUnbounded for "unbounded"
};
ChildFigures readChildFigures(const QString &text);

// Latency ("<50ms", "≤ 50 ms"), consistency and result count from a Key Requirements cell.
struct KeyRequirements {
    std::optional<double> latencyMs;
    std::optional<Consistency> consistency;
    std::optional<double> resultCount;
};
KeyRequirements readKeyRequirements(const QString &text);
std::optional<Consistency> readConsistency(const QString &text);

// Entity names: "Loans", "loan" and "Loan" are one entity. The singular of the last
// word, by the common English endings.
QString singular(const QString &name);
// The comparison key of a name: singular, without spaces or case.
QString nameKey(const QString &name);
// A display name: the words as written, the last one singular ("Order Items" → "Order Item").
QString entityName(const QString &written);
// An id for a name: lower camel case of its letters and digits ("Order Item" → "orderItem").
QString camelId(const QString &name);

} // namespace cosmos::reqread

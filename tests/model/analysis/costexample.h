// SPDX-License-Identifier: MIT
#pragma once

#include "modelbuilder.h"

namespace cosmos::test {

// The cost model's hand-computed example (RULES.md section 5): a 4 KB document "doc"
// and a 0.5 KB "tiny", on Microsoft's size curve (read 1.14 and create 6.67 at 4 KB; 1
// RU to read up to 1 KB). The query filters on docId, its only property, so 2 terms
// are indexed (docId and the id). Estimates: R 1.14; C 6.67 + 0.2 × 2 = 7.07;
// U (replace of every property) 2 × 6.67 + 2 × 0.2 × 2 = 14.14; P 2 × 6.67 + 4 × 0.2
// × 2 = 14.94; D 6.67 + 0.4 = 7.07; T 1.00 (0.5 KB reads like 1 KB); Q asks for 3
// results by docId, the document's own id, which finds one 4 KB document whatever the
// count says (RULES.md section 5): 2.5 + 0.16 × 1.14 = 2.6824.
inline Model sizeCurveExample()
{
    ModelBuilder b;
    b.entity(QStringLiteral("doc"), 4, 4, 10).entity(QStringLiteral("tiny"), 0.5, 0.5, 10);
    const QStringList doc {QStringLiteral("doc")};
    b.pattern(QStringLiteral("R"), Operation::PointRead, doc, 1, 1, {QStringLiteral("docId")});
    b.pattern(QStringLiteral("C"), Operation::Create, doc, 1, 1);
    b.pattern(QStringLiteral("U"), Operation::Replace, doc, 1, 1, {QStringLiteral("docId")});
    b.pattern(QStringLiteral("P"), Operation::Patch, doc, 1, 1, {QStringLiteral("docId")});
    b.pattern(QStringLiteral("D"), Operation::Delete, doc, 1, 1, {QStringLiteral("docId")});
    b.pattern(QStringLiteral("T"), Operation::PointRead, {QStringLiteral("tiny")}, 1, 1, {QStringLiteral("tinyId")});
    b.pattern(QStringLiteral("Q"), Operation::Query, doc, 1, 1, {QStringLiteral("docId")}, 3);
    return b.build();
}

// The seed's Order+Customer example: customers (1,000) and their orders (50,000, 50 a
// customer), 1 KB each, every order keeping a copy of its customer's name. AP1 replaces
// 50 orders a second; AP2 renames 10 customers a second. Nothing is queried, so no term
// is indexed: replacing a 1 KB document costs 2 × 4.95 = 9.9 RU.
inline ModelBuilder customerNameCopiedIntoOrders(bool ordersUpdatedIndependently = false)
{
    ModelBuilder b;
    b.entity(QStringLiteral("customer"), 1, 1, 1000, {ModelBuilder::attribute(QStringLiteral("name"))});
    Attribute copy = ModelBuilder::attribute(QStringLiteral("customerName"));
    copy.copyOf = QStringLiteral("customer.name");
    b.entity(QStringLiteral("order"), 1, 1, 50000, {ModelBuilder::attribute(QStringLiteral("customerId")), copy});
    b.relationship(QStringLiteral("customer"), QStringLiteral("order"), RelationshipKind::OneToMany, 50, 500, false,
        ordersUpdatedIndependently);
    b.pattern(
        QStringLiteral("AP1"), Operation::Replace, {QStringLiteral("order")}, 50, 50, {QStringLiteral("orderId")});
    b.pattern(QStringLiteral("AP2"), Operation::Replace, {QStringLiteral("customer")}, 10, 10,
        {QStringLiteral("customerId")});
    b.lastPattern().attributesNeeded = {QStringLiteral("name")};
    return b;
}

} // namespace cosmos::test

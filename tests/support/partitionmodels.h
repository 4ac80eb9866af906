// SPDX-License-Identifier: MIT
#pragma once

#include "modelbuilder.h"

// Models whose partition key is the lesson, shared by the tests of the analysis and of
// the checklist that reports on it. Each comment gives the numbers the tests rely on.
namespace cosmos::test {

// 100 GB of "doc" documents, 1 KB on average and `maxKB` at most, with no id attribute:
// tenantId is their only attribute, 50 tenants of which the largest holds 30% of the
// documents. AP1 queries one tenant's documents, 10 a second. Left to itself the
// engine does not key their container, "Docs", by /tenantId.
inline Model tenantDocuments(double maxKB)
{
    ModelBuilder b;
    b.entity(QStringLiteral("doc"), 1, maxKB, 100.0 * 1024 * 1024,
        {ModelBuilder::attribute(QStringLiteral("tenantId"), AttributeType::String, 50, 0.3)});
    b.lastEntity().attributes.erase(b.lastEntity().attributes.begin()); // no id attribute: the key is tenantId
    b.pattern(QStringLiteral("AP1"), Operation::Query, {QStringLiteral("doc")}, 10, 10, {QStringLiteral("tenantId")});
    return b.build();
}

} // namespace cosmos::test

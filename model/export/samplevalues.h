// SPDX-License-Identifier: MIT
#pragma once

#include "azurelimits.h"

#include "model/document/model.h"

namespace cosmos {

// Deterministic, realistic values for sample documents, chosen from an
// attribute's type and name: an "email" looks like an address, a "createdAt" is an
// ISO 8601 UTC time, an "orderId" is "order-0003", a "rating" stays within its
// distinct values. `ordinal` (0, 1, 2 …) picks a different value for each document;
// the same inputs always give the same value.
class SampleValues {
public:
    OrderedJson value(const Attribute &attribute, const Entity &owner, int ordinal) const;

    // "order-0003" for the attribute "orderId" (or the entity "order") and ordinal 2.
    static QString idValue(const QString &stem, int ordinal);
    // The stem of an id attribute: "orderId" → "order", "customer_id" → "customer".
    static QString idStem(const QString &attributeName);

private:
    OrderedJson text(const Attribute &attribute, const Entity &owner, int ordinal) const;
    OrderedJson number(const Attribute &attribute, int ordinal) const;
    OrderedJson object(const Attribute &attribute, const Entity &owner, int ordinal) const;
    OrderedJson array(const Attribute &attribute, const Entity &owner, int ordinal) const;
    static OrderedJson vector(const Attribute &attribute, int ordinal);
};

} // namespace cosmos

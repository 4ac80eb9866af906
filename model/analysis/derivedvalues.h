// SPDX-License-Identifier: MIT
#pragma once

#include "model/document/model.h"
#include "text.h"

#include <optional>
#include <vector>

namespace cosmos {

// RULES.md section 1: what the user has not said is derived from what they did say, and
// shown as derived, never as measured. A value the user typed always wins.
struct DerivedValue {
    enum class Kind {
        DocumentCount, // its parents' documents × their average children, summed over its parents
        Reference,     // the parent's key attribute, which a child's documents must carry
        Cardinality,   // a reference's distinct values: as many as the parent has documents
    };
    Kind kind = Kind::DocumentCount;
    QString entity;            // id
    QString attribute;         // Reference and Cardinality: the attribute's name
    std::optional<double> value; // documents or distinct values; a Reference: its distinct values, when known
    QStringList relationships; // the relationships (ids) it comes from, in model order

    bool operator==(const DerivedValue &) const = default;
};

struct ModelCompletion {
    std::optional<Model> model;        // the model with the derived values in; none when nothing is derived
    std::vector<DerivedValue> derived; // document counts in entity order, then references and cardinalities
    QStringList uncounted;             // entities (ids) with no document count, typed or derivable
};

ModelCompletion completeModel(const Model &model);

// The derived value of one kind for an entity (and attribute), if any.
const DerivedValue *findDerived(const std::vector<DerivedValue> &derived, DerivedValue::Kind kind,
    const QString &entity, const QString &attribute = {});

// An attribute the analysis added to a child for its parent's key: marked in its `extra`
// (the completed model is never written), so that a child embedded in that parent,
// which needs no reference, holds none.
bool isDerivedReference(const Attribute &attribute);

// Where a derived value comes from, in words: "1,000 Restaurant × 60" for a count, the
// parent whose key a reference carries. `derived`: the analysis's, for the parents'
// counts that are derived themselves.
Text derivationText(const DerivedValue &value, const Model &model, const std::vector<DerivedValue> &derived);

// An entity's document count as the analysis used it: typed, else derived (nullopt: none).
std::optional<double> documentCountOf(const Entity &entity, const std::vector<DerivedValue> &derived);

} // namespace cosmos

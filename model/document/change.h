// SPDX-License-Identifier: MIT
#pragma once

#include "fields.h"
#include "model.h"
#include "objectkind.h"

#include <string>
#include <vector>

namespace cosmos {

// One primitive, exactly invertible edit of a Model. Compound gestures are a
// ChangeSet: applied as a whole or not at all.
struct Change {
    enum class Type { Set, Insert, Remove };

    Type type = Type::Set;
    ObjectKind kind = ObjectKind::Application;
    QString id;
    std::string field; // Set on an object: the member; empty = the whole object
    Json value;        // Set: the new value (null removes); Insert: the object
    int index = -1;    // Insert: position, -1 appends

    // Sets one field of the object `id` (of the field's kind); null removes the member.
    static Change set(FieldId field, QString id, Json value);
    // Sets a member named at run time: inverses, recorded changes, whole objects
    // (an empty field). Edits a view makes name a FieldId instead.
    static Change set(ObjectKind kind, QString id, std::string field, Json value);
    static Change setEntry(ObjectKind kind, QString id, Json value);
    static Change insert(ObjectKind kind, Json object, int index = -1);
    static Change remove(ObjectKind kind, QString id);

    // Whether this change sets exactly that field.
    bool sets(FieldId f) const { return type == Type::Set && kind == f.kind && field == f.name; }

    bool operator==(const Change &) const = default;
};

using ChangeSet = std::vector<Change>;

} // namespace cosmos

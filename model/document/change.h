// SPDX-License-Identifier: MIT
#pragma once

#include "model.h"

#include <string>
#include <vector>

namespace cosmos {

// What a change addresses. Objects are found by stable id, never by pointer or
// position, so a change recorded now still applies after other edits.
enum class ObjectKind {
    Application, // the singleton; id unused
    Entity,
    Relationship,
    AccessPattern,
    Layout,               // id = entity id; value {x, y} or null to remove
    Assumption,           // id = assumption name; value number or null for the default
    ContainerOverride,    // id = entity id; value container name or null
    PartitionKeyOverride, // id = container name; value array of paths or null
    Design,               // the current design; id unused. Set with no field: the whole
                          // design as JSON (the file's top level without format, version,
                          // designName, designNote, alternatives); field "name" or
                          // "note": designName / designNote
    Alternative,          // id = alternative id; an object {id, name, note, design}
};

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

    static Change set(ObjectKind kind, QString id, std::string field, Json value);
    static Change setEntry(ObjectKind kind, QString id, Json value);
    static Change insert(ObjectKind kind, Json object, int index = -1);
    static Change remove(ObjectKind kind, QString id);

    bool operator==(const Change &) const = default;
};

using ChangeSet = std::vector<Change>;

} // namespace cosmos

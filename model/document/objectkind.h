// SPDX-License-Identifier: MIT
#pragma once

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
    RemedyOverride,       // id = access pattern id; value "gsi", "view", "pass-key", "none" or null
    Design,               // the current design; id unused. Set with no field: the whole
                          // design as JSON (the file's top level without format, version,
                          // designName, designNote, alternatives); field "name" or
                          // "note": designName / designNote
    Alternative,          // id = alternative id; an object {id, name, note, design}
};

} // namespace cosmos

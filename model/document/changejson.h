// SPDX-License-Identifier: MIT
#pragma once

#include "change.h"

#include <optional>

namespace cosmos {

// Edits as JSON, for scripted sessions (`cosmos-modeler --replay`), tests and
// tools: {"type": "set", "kind": "entity", "id": "user", "field": "name", "value": "Customer"}.
// A change set is an array of such objects; a script is an array of change sets.
Json toJson(const Change &change);
Json toJson(const ChangeSet &changes);
std::optional<Change> changeFromJson(const Json &json, QString *error);
std::optional<ChangeSet> changeSetFromJson(const Json &json, QString *error);

} // namespace cosmos

// SPDX-License-Identifier: MIT
#pragma once

#include "change.h"

namespace cosmos::plans {

// The what-if gestures on the alternatives of a model, as ChangeSets (one undo step
// each). Pure functions, like editplans.h: the GUI only chooses and names.

// `name` itself when no alternative has it, otherwise "name (2)", "name (3)", …
QString uniqueAlternativeName(const Model &model, const QString &name, const QString &exceptId = QString());
QString uniqueAlternativeId(const Model &model, const QString &name);

// A copy of the current design, stored as a new alternative at the end.
ChangeSet duplicateAsAlternative(const Model &model, const QString &name, const QString &note = QString());
ChangeSet renameAlternative(const Model &model, const QString &id, const QString &name);
ChangeSet removeAlternative(const Model &model, const QString &id);

// Makes the alternative the current design and keeps the current design in its
// place, under the current design's name — or `unnamedCurrent` when it has none —
// so that nothing is lost and switching back is the same gesture. Empty when there
// is no such alternative.
ChangeSet switchToAlternative(const Model &model, const QString &id, const QString &unnamedCurrent);

} // namespace cosmos::plans

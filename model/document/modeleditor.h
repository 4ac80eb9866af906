// SPDX-License-Identifier: MIT
#pragma once

#include "change.h"
#include "model/io/diagnostic.h"

namespace cosmos {

struct EditResult {
    bool ok = false;
    ChangeSet inverse;  // applying it restores the model exactly
    Diagnostics errors; // why the edit was refused; the model is then unchanged
};

// The one mutation API of the model. Every edit — from the canvas, a panel, an undo
// or a test — is a ChangeSet applied here. Each object is re-validated with the same
// rules as loading a file, and references are checked across the model, so no edit
// can produce a model that would not load again.
class ModelEditor {
public:
    static EditResult apply(Model &model, const ChangeSet &changes);
};

} // namespace cosmos

// SPDX-License-Identifier: MIT
#pragma once

#include "views/document/modeldocument.h"

class QWidget;

namespace cosmos {

// What to do when the open file was changed on disk by someone else.
enum class DiskChoice {
    Reload,   // theirs wins: read the file again, dropping the unsaved changes here
    KeepMine, // mine wins: the next save replaces theirs, knowingly
    Cancel,   // decide later (a save that asked does not happen)
};

// Asks the question with the file's name and what happened; Compare shows the
// version on disk beside the open one (the what-if comparison) and asks again.
DiskChoice askAboutDiskChange(QWidget *parent, const ModelDocument &document, ModelDocument::DiskState state,
    bool saving);

} // namespace cosmos

// SPDX-License-Identifier: MIT
#pragma once

#include "text.h"

namespace cosmos {

// Translation context for every sentence the analysis writes (justifications,
// reasons, notes). tr() returns a Text, rendered later in the language of whoever
// shows it: the interface language in the GUI, English in exports and the CLI.
class AnalysisTr : public TextContext<"cosmos::AnalysisTr"> { };

} // namespace cosmos

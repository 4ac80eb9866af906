// SPDX-License-Identifier: MIT
#pragma once

#include "text.h"

namespace cosmos {

// Translation context for every sentence the analysis writes (justifications,
// reasons, notes). tr() returns a Text, rendered later in the language of whoever
// shows it: the interface language in the GUI, English in exports and the CLI.
class AnalysisTr {
public:
    static Text tr(const char *source, const char *disambiguation = nullptr, int n = -1)
    {
        return Text::translatable("cosmos::AnalysisTr", source, disambiguation, n);
    }
};

} // namespace cosmos

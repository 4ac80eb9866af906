// SPDX-License-Identifier: MIT
#pragma once

#include "model/analysis/text.h"

namespace cosmos {

// Translation context of what import-requirements says about a document: rendered in
// the interface language in the window, in English on the command line and to an
// assistant.
class ImportTr {
public:
    static Text tr(const char *source, const char *disambiguation = nullptr, int n = -1)
    {
        return Text::translatable("cosmos::ImportTr", source, disambiguation, n);
    }
};

} // namespace cosmos

// SPDX-License-Identifier: MIT
#pragma once

#include "model/analysis/text.h"

namespace cosmos {

// Translation context of the validation checklist's sentences. The catalog's own
// strings use the "AdvisorCatalog" context (catalogstrings.cpp). tr() returns a
// Text, rendered in the language of whoever shows it.
class AdvisorTr {
public:
    static Text tr(const char *source, const char *disambiguation = nullptr, int n = -1)
    {
        return Text::translatable("cosmos::AdvisorTr", source, disambiguation, n);
    }
};

} // namespace cosmos

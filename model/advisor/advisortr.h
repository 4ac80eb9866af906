// SPDX-License-Identifier: MIT
#pragma once

#include "model/analysis/text.h"

namespace cosmos {

// Translation context of the validation checklist's sentences. The catalog's own
// strings use the "AdvisorCatalog" context (catalogstrings.cpp). tr() returns a
// Text, rendered in the language of whoever shows it.
class AdvisorTr : public TextContext<"cosmos::AdvisorTr"> { };

} // namespace cosmos

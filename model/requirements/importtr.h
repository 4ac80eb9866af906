// SPDX-License-Identifier: MIT
#pragma once

#include "model/analysis/text.h"

namespace cosmos {

// Translation context of what import-requirements says about a document: rendered in
// the interface language in the window, in English on the command line and to an
// assistant.
class ImportTr : public TextContext<"cosmos::ImportTr"> { };

} // namespace cosmos

// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>

namespace cosmos {

// Translation context for every sentence the exports write (the two design
// documents, warnings and errors). Exports are always written in English, from the
// GUI as from the CLI: this context is kept out of the translation files.
class ExportTr {
    Q_DECLARE_TR_FUNCTIONS(cosmos::ExportTr)
};

} // namespace cosmos

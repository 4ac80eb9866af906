// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>

namespace cosmos {

// Translation context for every sentence the exports write (the two design
// documents, warnings and errors). The CLI writes the English source; the GUI
// loads a translator before exporting.
class ExportTr {
    Q_DECLARE_TR_FUNCTIONS(cosmos::ExportTr)
};

} // namespace cosmos

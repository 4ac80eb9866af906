// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>

namespace cosmos {

// Translation context for every sentence the analysis writes (justifications,
// reasons, notes). The CLI prints the English source; the GUI loads a translator.
class AnalysisTr {
    Q_DECLARE_TR_FUNCTIONS(cosmos::AnalysisTr)
};

} // namespace cosmos

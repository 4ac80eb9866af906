// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>

namespace cosmos {

// Translation context of the validation checklist's sentences. The catalog's own
// strings use the "AdvisorCatalog" context (catalogstrings.cpp).
class AdvisorTr {
    Q_DECLARE_TR_FUNCTIONS(cosmos::AdvisorTr)
};

} // namespace cosmos

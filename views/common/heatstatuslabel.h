// SPDX-License-Identifier: MIT
#pragma once

#include "model/analysis/analysis.h"

#include <QString>

namespace cosmos {

// A partition's heat in the interface's words, "ok", "warning" or "hot": the
// canvas's container chip and the Containers panel name it the same way.
QString heatStatusLabel(HeatStatus status);

} // namespace cosmos

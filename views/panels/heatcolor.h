// SPDX-License-Identifier: MIT
#pragma once

#include "model/analysis/analysis.h"

#include <QColor>
#include <QPalette>

namespace cosmos {

// The colour of a partition or key value: the analysis decides the band (its status);
// within it the colour deepens with the utilisation, green through amber from the
// warning threshold to red at the limit. Darker shades on a dark palette.
QColor heatColor(const QPalette &palette, HeatStatus status, double utilization, double warnUtilization);

} // namespace cosmos

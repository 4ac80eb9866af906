// SPDX-License-Identifier: MIT
#pragma once

#include "model/analysis/analysis.h"

#include <QColor>
#include <QPalette>

namespace cosmos {

// The colour of a partition or key value: the analysis decides the band (its status),
// so a tile is never amber while its status is ok; within the band the colour deepens
// with the utilisation, towards amber and then red. Darker shades on a dark palette.
QColor heatColor(const QPalette &palette, HeatStatus status, double utilization, double warnUtilization);

} // namespace cosmos

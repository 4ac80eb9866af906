// SPDX-License-Identifier: MIT
#include "heatcolor.h"

#include "views/common/themetone.h"

#include <algorithm>

namespace cosmos {

namespace {

QColor mix(const QColor &a, const QColor &b, double t)
{
    t = std::clamp(t, 0.0, 1.0);
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * t),
        float(a.greenF() + (b.greenF() - a.greenF()) * t), float(a.blueF() + (b.blueF() - a.blueF()) * t));
}

} // namespace

QColor heatColor(const QPalette &palette, HeatStatus status, double utilization, double warnUtilization)
{
    const bool dark = isDarkPalette(palette);
    const QColor ok = dark ? QColor(0x2f, 0x8a, 0x57) : QColor(0x8f, 0xd1, 0xa6);
    const QColor warn = dark ? QColor(0xc0, 0x8a, 0x1f) : QColor(0xf5, 0xc2, 0x5b);
    const QColor hot = dark ? QColor(0xd9, 0x48, 0x48) : QColor(0xe5, 0x5b, 0x5b);
    const double threshold = std::clamp(warnUtilization, 0.01, 0.99);
    switch (status) {
    case HeatStatus::Ok:
        // A partition used evenly up to its slice is still ok: it only tints, never turns amber.
        return mix(ok, warn, std::min(utilization / threshold, 1.0) * 0.3);
    case HeatStatus::Warn:
        return mix(warn, hot, (utilization - threshold) / (1 - threshold) * 0.6);
    case HeatStatus::Hot:
        break;
    }
    return hot;
}

} // namespace cosmos

// SPDX-License-Identifier: MIT
#include "themetone.h"

namespace cosmos {

namespace {

constexpr Tone kHeatColors[] = {{0x4cc37a, 0x1f8a4c}, {0xf2b134, 0xc77c00}, {0xff6b6b, 0xc92a2a}};
static_assert(std::size(kHeatColors) == std::size_t(HeatStatus::Hot) + 1);

} // namespace

bool isDarkBackground(const QColor &background)
{
    return background.lightness() < 128;
}

bool isDarkPalette(const QPalette &palette)
{
    return isDarkBackground(palette.color(QPalette::Window));
}

QColor heatStatusColor(HeatStatus status, bool dark)
{
    const auto i = std::size_t(status);
    if (i >= std::size(kHeatColors))
        return {};
    return kHeatColors[i].on(dark);
}

} // namespace cosmos

// SPDX-License-Identifier: MIT
#include "placement.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace cosmos {

namespace {
bool isFree(const QRectF &card, const QList<QRectF> &occupied)
{
    return std::none_of(occupied.begin(), occupied.end(), [&](const QRectF &taken) { return taken.intersects(card); });
}
} // namespace

QPointF freeSpotNear(QPointF wanted, QSizeF size, const QList<QRectF> &occupied, double step, double gap)
{
    const auto cardAt = [&](QPointF corner) { return QRectF(corner, size).adjusted(-gap, -gap, gap, gap); };
    const QPointF origin(std::round(wanted.x() / step) * step, std::round(wanted.y() / step) * step);
    if (isFree(cardAt(origin), occupied))
        return origin;
    // Ring by ring around the wanted spot; the nearest free corner of the first ring
    // that has one. Beyond the farthest card every spot is free, so this ends.
    QRectF everything;
    for (const QRectF &taken : occupied)
        everything |= taken;
    const double reach = std::max({std::abs(everything.left() - origin.x()), std::abs(everything.right() - origin.x()),
                             std::abs(everything.top() - origin.y()), std::abs(everything.bottom() - origin.y())})
        + std::max(size.width(), size.height()) + 2 * gap;
    const int rings = int(std::ceil(reach / step)) + 1;
    for (int ring = 1; ring <= rings; ++ring) {
        QPointF best;
        double bestDistance = std::numeric_limits<double>::infinity();
        for (int dx = -ring; dx <= ring; ++dx)
            for (int dy = -ring; dy <= ring; ++dy) {
                if (std::max(std::abs(dx), std::abs(dy)) != ring)
                    continue; // inside: an earlier ring
                const QPointF corner = origin + QPointF(dx * step, dy * step);
                const double distance = std::hypot(dx, dy);
                if (distance < bestDistance && isFree(cardAt(corner), occupied)) {
                    best = corner;
                    bestDistance = distance;
                }
            }
        if (std::isfinite(bestDistance))
            return best;
    }
    return QPointF(everything.left(), everything.bottom() + gap + step); // not reached: below everything
}

} // namespace cosmos

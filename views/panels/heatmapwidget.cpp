// SPDX-License-Identifier: MIT
#include "heatmapwidget.h"

#include "model/analysis/numberformat.h"

#include <QPainter>

#include <cmath>

namespace cosmos {

HeatmapWidget::HeatmapWidget(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("heatmap"));
}

void HeatmapWidget::setContainer(const ContainerAnalysis &container, const AssumptionValues &a, bool whatIf)
{
    m_cells = container.heatmap;
    m_keys = container.topKeys;
    m_keyLimitRu = container.hottest.ruLimit;
    m_warn = a[AssumptionId::HotWarnUtilization];
    m_key = container.partitionKey.join(QStringLiteral(", "));
    m_whatIf = whatIf;
    update();
}

QColor HeatmapWidget::heatColor(HeatStatus status, double utilization) const
{
    // The analysis decides the band (its status); within it the colour deepens with the
    // utilisation: green, through amber from the warning threshold, to red at the limit.
    const bool dark = palette().color(QPalette::Window).lightness() < 128;
    const QColor ok = dark ? QColor(0x2f, 0x8a, 0x57) : QColor(0x8f, 0xd1, 0xa6);
    const QColor warn = dark ? QColor(0xc0, 0x8a, 0x1f) : QColor(0xf5, 0xc2, 0x5b);
    const QColor hot = dark ? QColor(0xd9, 0x48, 0x48) : QColor(0xe5, 0x5b, 0x5b);
    auto mix = [](QColor a, QColor b, double t) {
        t = std::clamp(t, 0.0, 1.0);
        return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * t),
            float(a.greenF() + (b.greenF() - a.greenF()) * t), float(a.blueF() + (b.blueF() - a.blueF()) * t));
    };
    switch (status) {
    case HeatStatus::Ok:
        return mix(ok, warn, utilization / m_warn * 0.4);
    case HeatStatus::Warn:
        return mix(warn, hot, (utilization - m_warn) / (1 - m_warn) * 0.6);
    case HeatStatus::Hot:
        break;
    }
    return hot;
}

void HeatmapWidget::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor text = palette().color(QPalette::WindowText);
    QFont small = font();
    small.setPointSizeF(font().pointSizeF() * 0.85);
    if (m_cells.empty()) {
        painter.drawText(rect(), Qt::AlignCenter, tr("Select a container."));
        return;
    }
    const double half = height() * 0.5;
    painter.setPen(text);
    painter.drawText(QRectF(8, 4, width() - 16, 18), Qt::AlignLeft | Qt::AlignVCenter,
        tr("Physical partitions — RU/s at peak and storage%1").arg(m_whatIf ? tr(" (what-if)") : QString()));

    // Cells in a near-square grid.
    const int count = int(m_cells.size());
    const int columns = std::max(1, int(std::ceil(std::sqrt(count * (width() / std::max(1.0, half - 30))))));
    const int rows = (count + columns - 1) / columns;
    const double cellWidth = (width() - 16.0) / columns;
    const double cellHeight = std::min(64.0, (half - 30) / std::max(1, rows));
    painter.setFont(small);
    for (int i = 0; i < count; ++i) {
        const HeatCell &cell = m_cells[size_t(i)];
        const QRectF box(8 + (i % columns) * cellWidth, 26 + (i / columns) * cellHeight, cellWidth - 3, cellHeight - 3);
        painter.setPen(Qt::NoPen);
        painter.setBrush(heatColor(cell.status(), cell.utilization));
        painter.drawRoundedRect(box, 3, 3);
        if (box.width() > 70 && box.height() > 30) {
            painter.setPen(Qt::black);
            const QString label = cell.partition >= 0 ? QStringLiteral("P%1").arg(cell.partition)
                                                      : tr("%n other(s), each", nullptr, cell.partitionCount);
            painter.drawText(box.adjusted(4, 2, -4, -2), Qt::AlignLeft | Qt::AlignTop, label);
            painter.drawText(box.adjusted(4, 2, -4, -2), Qt::AlignLeft | Qt::AlignBottom,
                tr("%1 RU/s · %2").arg(formatRu(cell.ruPerSecond), formatGB(cell.storageGB)));
        }
    }

    // The most popular key values as bars against the per-value limit.
    painter.setPen(text);
    painter.setFont(font());
    painter.drawText(QRectF(8, half + 4, width() - 16, 18), Qt::AlignLeft | Qt::AlignVCenter,
        tr("Most popular %1 values — RU/s at peak against the %2 RU/s a value can get")
            .arg(m_key, formatRu(m_keyLimitRu)));
    painter.setFont(small);
    const int bars = int(m_keys.size());
    const double barHeight = std::min(18.0, (height() - half - 30) / std::max(1, bars));
    const double labelWidth = 90;
    double maxRu = m_keyLimitRu;
    for (const LogicalKeyLoad &key : m_keys)
        maxRu = std::max(maxRu, key.ruPerSecond);
    for (int i = 0; i < bars; ++i) {
        const LogicalKeyLoad &key = m_keys[size_t(i)];
        const double y = half + 26 + i * barHeight;
        painter.setPen(text);
        painter.drawText(QRectF(8, y, labelWidth, barHeight), Qt::AlignVCenter | Qt::AlignLeft,
            tr("#%1 (%2)").arg(key.rank).arg(formatPercent(key.share)));
        const double span = width() - 24 - labelWidth - 120;
        const double length = maxRu > 0 ? span * key.ruPerSecond / maxRu : 0;
        painter.setPen(Qt::NoPen);
        painter.setBrush(heatColor(key.status, key.utilization));
        painter.drawRect(QRectF(8 + labelWidth, y + 2, std::max(1.0, length), barHeight - 4));
        painter.setPen(text);
        painter.drawText(QRectF(12 + labelWidth + length, y, 120, barHeight), Qt::AlignVCenter | Qt::AlignLeft,
            tr("%1 RU/s").arg(formatRu(key.ruPerSecond)));
        if (i == 0 && m_keyLimitRu > 0 && maxRu > 0) {
            const double x = 8 + labelWidth + span * m_keyLimitRu / maxRu;
            painter.setPen(QPen(text, 1, Qt::DashLine));
            painter.drawLine(QPointF(x, half + 24), QPointF(x, half + 26 + bars * barHeight));
        }
    }
}

} // namespace cosmos

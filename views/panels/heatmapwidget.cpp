// SPDX-License-Identifier: MIT
#include "heatmapwidget.h"

#include "heatcolor.h"
#include "model/analysis/numberformat.h"

#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>

#include <cmath>

namespace cosmos {

namespace {

constexpr double kMargin = 8;
constexpr double kGap = 3;

} // namespace

HeatmapWidget::HeatmapWidget(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("heatmap"));
}

void HeatmapWidget::setContainer(const ContainerAnalysis &container, const AssumptionValues &a, bool whatIf)
{
    m_cells = container.heatmap;
    m_warn = a[AssumptionId::HotWarnUtilization];
    m_whatIf = whatIf;
    update();
}

QFont HeatmapWidget::cellFont() const
{
    QFont small = font();
    small.setPointSizeF(font().pointSizeF() * 0.85);
    return small;
}

double HeatmapWidget::titleHeight() const
{
    return QFontMetricsF(font()).height() + 6; // the font's, so every language fits
}

QString HeatmapWidget::cellLabel(const HeatCell &cell) const
{
    return cell.partition >= 0 ? QStringLiteral("P%1").arg(cell.partition)
                               : tr("%n other(s), each", nullptr, cell.partitionCount);
}

QString HeatmapWidget::cellLoad(const HeatCell &cell) const
{
    return tr("%1 RU/s · %2").arg(formatRu(cell.ruPerSecond), formatGB(cell.storageGB));
}

QRectF HeatmapWidget::cellRect(int i) const
{
    // Cells wide enough for their load where the partitions fit so; otherwise (hundreds
    // of partitions) a near-square grid of small cells that fills the space.
    const QFontMetricsF metrics(cellFont());
    const int count = int(m_cells.size());
    const double top = titleHeight() + 4;
    const double width = std::max(1.0, this->width() - 2 * kMargin);
    const double area = std::max(1.0, height() - top - 4);
    const double readable = metrics.horizontalAdvance(QStringLiteral("00,000 RU/s · 00.00 GB")) + 12;
    const double twoLines = 2 * metrics.height() + 12;
    int columns = std::clamp(int(width / readable), 1, std::max(1, count));
    int rows = (count + columns - 1) / columns;
    if (rows * std::min(twoLines, metrics.height() + 8) > area) {
        columns = std::max(1, int(std::ceil(std::sqrt(count * (width / area)))));
        rows = (count + columns - 1) / columns;
    }
    const double cellWidth = std::min(readable * 1.5, width / columns);
    const double cellHeight = std::min(twoLines, area / std::max(1, rows));
    return {kMargin + (i % columns) * cellWidth, top + (i / columns) * cellHeight, cellWidth - kGap, cellHeight - kGap};
}

void HeatmapWidget::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    if (m_cells.empty()) {
        painter.drawText(rect(), Qt::AlignCenter, tr("Select a container."));
        return;
    }
    painter.setPen(palette().color(QPalette::WindowText));
    const QString title
        = tr("Physical partitions — RU/s at peak and storage%1").arg(m_whatIf ? tr(" (what-if)") : QString());
    painter.drawText(QRectF(kMargin, 2, width() - 2 * kMargin, titleHeight()), Qt::AlignLeft | Qt::AlignVCenter,
        QFontMetricsF(font()).elidedText(title, Qt::ElideRight, width() - 2 * kMargin));

    const QFont small = cellFont();
    const QFontMetricsF metrics(small);
    painter.setFont(small);
    for (int i = 0; i < int(m_cells.size()); ++i) {
        const HeatCell &cell = m_cells[size_t(i)];
        const QRectF box = cellRect(i);
        painter.setPen(Qt::NoPen);
        painter.setBrush(heatColor(palette(), cell.status(), cell.utilization, m_warn));
        painter.drawRoundedRect(box, 3, 3);
        // The partition's name whenever it fits, so the top values' "P17" can be found;
        // its load too where there is room for a second line (and always in the tip).
        const QRectF inner = box.adjusted(4, 2, -4, -2);
        const QString label = cellLabel(cell);
        painter.setPen(Qt::black);
        if (inner.height() >= metrics.height() && metrics.horizontalAdvance(label) <= inner.width())
            painter.drawText(inner, Qt::AlignLeft | Qt::AlignTop, label);
        if (inner.width() > 60 && inner.height() >= 2 * metrics.height()) {
            painter.drawText(inner, Qt::AlignLeft | Qt::AlignBottom,
                metrics.elidedText(cellLoad(cell), Qt::ElideRight, inner.width()));
        } else if (inner.height() >= metrics.height()) {
            // One line only (a short dock): the load beside the name, or at least the
            // share of the limits it uses.
            const double room = inner.width() - metrics.horizontalAdvance(label) - 10;
            const QString load = cellLoad(cell);
            const QString share = formatPercent(cell.utilization);
            if (metrics.horizontalAdvance(load) <= room)
                painter.drawText(inner, Qt::AlignRight | Qt::AlignTop, load);
            else if (metrics.horizontalAdvance(share) <= room)
                painter.drawText(inner, Qt::AlignRight | Qt::AlignTop, share);
        }
    }
}

bool HeatmapWidget::event(QEvent *event)
{
    if (event->type() != QEvent::ToolTip)
        return QWidget::event(event);
    const QPointF at = static_cast<QHelpEvent *>(event)->pos();
    for (int i = 0; i < int(m_cells.size()); ++i)
        if (cellRect(i).contains(at)) {
            const HeatCell &cell = m_cells[size_t(i)];
            QToolTip::showText(static_cast<QHelpEvent *>(event)->globalPos(),
                tr("%1: %2, %3 of its limits").arg(cellLabel(cell), cellLoad(cell), formatPercent(cell.utilization)),
                this);
            return true;
        }
    QToolTip::hideText();
    event->ignore();
    return true;
}

} // namespace cosmos

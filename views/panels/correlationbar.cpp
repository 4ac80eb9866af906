// SPDX-License-Identifier: MIT
#include "correlationbar.h"

#include "model/analysis/numberformat.h"
#include "views/common/themetone.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>

namespace cosmos {

void paintCorrelationBar(QPainter *painter, const QRectF &rect, std::optional<double> value, const AssumptionValues &a,
    const QPalette &palette, bool labels)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const bool dark = isDarkPalette(palette);
    const double identifying = a[AssumptionId::IdentifyingMin];
    const double multi = a[AssumptionId::MultiDocMin];
    const double single = a[AssumptionId::SingleDocMin];
    const QRectF track = labels ? QRectF(rect.left(), rect.top() + 2, rect.width(), rect.height() * 0.45)
                                : rect.adjusted(0, rect.height() * 0.25, 0, -rect.height() * 0.25);
    struct Band {
        double from, to;
        QColor color;
    };
    const Band bands[] = {{0, identifying, dark ? QColor(0x55, 0x5d, 0x6a) : QColor(0xd5, 0xda, 0xe1)},
        {identifying, multi, dark ? QColor(0x7a, 0x64, 0x2a) : QColor(0xf3, 0xdf, 0xb0)},
        {multi, single, dark ? QColor(0x2f, 0x5d, 0x8a) : QColor(0xbc, 0xd7, 0xf3)},
        {single, 1, dark ? QColor(0x2c, 0x6e, 0x49) : QColor(0xb9, 0xe4, 0xc7)}};
    for (const Band &band : bands)
        painter->fillRect(QRectF(track.left() + band.from * track.width(), track.top(),
                              (band.to - band.from) * track.width(), track.height()),
            band.color);
    painter->setPen(QPen(palette.color(QPalette::Mid), 1));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(track);
    if (value) {
        const double x = track.left() + std::clamp(*value, 0.0, 1.0) * track.width();
        painter->setPen(QPen(palette.color(QPalette::WindowText), 2.5));
        painter->drawLine(QPointF(x, track.top() - 3), QPointF(x, track.bottom() + 3));
    }
    if (labels) {
        painter->setPen(palette.color(QPalette::WindowText));
        QFont font = painter->font();
        font.setPointSizeF(font.pointSizeF() * 0.85);
        painter->setFont(font);
        const QRectF text(rect.left(), track.bottom() + 2, rect.width(), rect.bottom() - track.bottom() - 2);
        const QFontMetricsF metrics(font);
        // Each threshold's label starts at its tick, so "co-locate 50%" stands where
        // 50% is; the last one ends at the scale's end when it has no room after its tick.
        const struct {
            double at;
            QString label;
        } ticks[] = {{0, CorrelationBar::tr("separate")}, {identifying, formatPercent(identifying)},
            {multi, CorrelationBar::tr("co-locate %1").arg(formatPercent(multi))},
            {single, CorrelationBar::tr("embed %1").arg(formatPercent(single))}};
        double freeFrom = text.left();
        for (const auto &tick : ticks) {
            const double x = track.left() + tick.at * track.width();
            if (tick.at > 0)
                painter->drawLine(QPointF(x, track.bottom()), QPointF(x, track.bottom() + 4));
            const double width = metrics.horizontalAdvance(tick.label);
            double left = tick.at > 0 ? x + 3 : x;
            if (left + width > text.right())
                left = text.right() - width;
            left = std::max(left, freeFrom);
            painter->drawText(QRectF(left, text.top(), text.right() - left, text.height()),
                Qt::AlignLeft | Qt::AlignVCenter, metrics.elidedText(tick.label, Qt::ElideRight, text.right() - left));
            freeFrom = left + width + 8;
        }
    }
    painter->restore();
}

CorrelationBar::CorrelationBar(QWidget *parent)
    : QWidget(parent)
{
    setMinimumHeight(40);
}

void CorrelationBar::setValue(std::optional<double> value, const AssumptionValues &assumptions)
{
    m_value = value;
    m_assumptions = assumptions;
    setToolTip(value ? formatPercent(*value) : tr("undefined: no reads of the parent"));
    update();
}

void CorrelationBar::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    paintCorrelationBar(&painter, QRectF(rect()).adjusted(4, 2, -4, -2), m_value, m_assumptions, palette(), true);
}

} // namespace cosmos

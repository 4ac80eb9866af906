// SPDX-License-Identifier: MIT
#include "correlationbar.h"

#include "model/analysis/numberformat.h"

#include <QCoreApplication>
#include <QPainter>

namespace cosmos {

void paintCorrelationBar(QPainter *painter, const QRectF &rect, std::optional<double> value, const AssumptionValues &a,
    const QPalette &palette, bool labels)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const bool dark = palette.color(QPalette::Window).lightness() < 128;
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
        painter->drawText(text, Qt::AlignLeft | Qt::AlignVCenter, CorrelationBar::tr("separate"));
        painter->drawText(QRectF(track.left() + identifying * track.width(), text.top(),
                              (multi - identifying) * track.width(), text.height()),
            Qt::AlignCenter, formatPercent(identifying));
        painter->drawText(
            QRectF(track.left() + multi * track.width(), text.top(), (single - multi) * track.width(), text.height()),
            Qt::AlignCenter, CorrelationBar::tr("co-locate %1").arg(formatPercent(multi)));
        painter->drawText(text, Qt::AlignRight | Qt::AlignVCenter, CorrelationBar::tr("embed %1").arg(formatPercent(single)));
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

// SPDX-License-Identifier: MIT
#include "copyflowitem.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QtMath>

namespace cosmos {

namespace {
constexpr double kPadding = 14;
constexpr double kRadius = 12;
constexpr double kHead = 11; // arrowhead length

// Where the line from `rect`'s centre towards `towards` leaves the rectangle.
QPointF edgePoint(const QRectF &rect, QPointF towards)
{
    const QPointF centre = rect.center();
    const QPointF d = towards - centre;
    if (qFuzzyIsNull(d.x()) && qFuzzyIsNull(d.y()))
        return centre;
    const double sx = qFuzzyIsNull(d.x()) ? 1e9 : (rect.width() / 2) / std::abs(d.x());
    const double sy = qFuzzyIsNull(d.y()) ? 1e9 : (rect.height() / 2) / std::abs(d.y());
    return centre + d * std::min({sx, sy, 1.0});
}

QRectF frameRect(const ContainerFrameItem *frame)
{
    return frame->sceneBoundingRect().adjusted(4, 4, -4, -4); // without its pen margin
}
} // namespace

CopyFlowItem::CopyFlowItem()
{
    // Behind cards and frames: an arrow passes under what it crosses.
    setZValue(-1);
    setFlag(ItemIsSelectable, false);
}

CopyFlowItem::~CopyFlowItem()
{
    if (m_source)
        m_source->removeFollower(this);
    if (m_target)
        m_target->removeFollower(this);
}

void CopyFlowItem::setData(const Data &data, const CanvasTheme &theme)
{
    m_data = data;
    m_theme = theme;
    adjust();
}

QSizeF CopyFlowItem::boxSize() const
{
    const QFontMetricsF title(m_theme.titleFont);
    const QFontMetricsF body(m_theme.bodyFont);
    const QFontMetricsF small(m_theme.smallFont);
    const double width = std::max({title.horizontalAdvance(m_data.box.name),
        body.horizontalAdvance(m_data.box.key + QStringLiteral(" · ") + m_data.kind),
        small.horizontalAdvance(m_data.box.summary)});
    // Room to spare: drawn small, hinted glyphs come out wider than their metrics.
    return {width * 1.1 + 2 * kPadding, title.height() + body.height() + small.height() + 2 * kPadding};
}

void CopyFlowItem::setEnds(ContainerFrameItem *source, ContainerFrameItem *target, QPointF boxTopLeft)
{
    for (ContainerFrameItem *old : {m_source, m_target})
        if (old)
            old->removeFollower(this);
    m_source = source;
    m_target = target;
    for (ContainerFrameItem *now : {m_source, m_target})
        if (now)
            now->addFollower(this);
    m_box = QRectF(boxTopLeft, boxSize());
    adjust();
}

void CopyFlowItem::forget(const ContainerFrameItem *frame)
{
    if (m_source == frame)
        m_source = nullptr;
    if (m_target == frame)
        m_target = nullptr;
}

void CopyFlowItem::adjust()
{
    prepareGeometryChange();
    if (!m_target)
        m_box.setSize(boxSize());
    const QRectF to = m_target ? frameRect(m_target) : m_box;
    if (m_source) {
        const QRectF from = frameRect(m_source);
        const double overlapTop = std::max(from.top(), to.top());
        const double overlapBottom = std::min(from.bottom(), to.bottom());
        if (m_target && overlapBottom - overlapTop > 40 && (from.right() < to.left() || to.right() < from.left())) {
            // Side by side: level, low in their shared height, clear of the relationship
            // connectors that usually cross between the frames' middles.
            const double y = overlapBottom - (overlapBottom - overlapTop) * 0.2;
            const bool rightwards = from.right() < to.left();
            m_arrow = QLineF(rightwards ? from.right() : from.left(), y, rightwards ? to.left() : to.right(), y);
        } else {
            m_arrow = QLineF(edgePoint(from, to.center()), edgePoint(to, from.center()));
        }
    } else {
        m_arrow = QLineF();
    }
    setPos(0, 0);
    update();
}

// Above the arrow's middle; on a level arrow shorter than its caption (two frames side
// by side), ending just before the arrow's head, so that the cards of the frame the
// copies go to do not cover its end.
QRectF CopyFlowItem::captionRect() const
{
    const QFontMetricsF small(m_theme.smallFont);
    const double width = small.horizontalAdvance(m_data.caption) + 12;
    double left = m_arrow.center().x() - width / 2;
    if (qFuzzyCompare(m_arrow.p1().y(), m_arrow.p2().y()) && width > std::abs(m_arrow.dx()))
        left = m_arrow.dx() > 0 ? m_arrow.p2().x() - kHead - 2 - width : m_arrow.p2().x() + kHead + 2;
    return {left, m_arrow.center().y() - small.height() - 6, width, small.height() + 4};
}

QRectF CopyFlowItem::boundingRect() const
{
    QRectF area = QRectF(m_arrow.p1(), m_arrow.p2()).normalized();
    area = area.united(captionRect().adjusted(-2, -2, 2, 2));
    if (!m_target)
        area = area.united(m_box);
    return area.adjusted(-kHead - 4, -kHead - 4, kHead + 4, kHead + 4);
}

void CopyFlowItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    if (!m_target)
        paintBox(painter);
    if (m_arrow.isNull() || m_arrow.length() < 1)
        return;
    const QColor colour = isHighlighted() ? m_theme.selection : m_theme.accent;
    painter->setPen(QPen(colour, m_theme.lineWidth * (isHighlighted() ? 2.4 : 1.6), Qt::DashLine));
    painter->drawLine(m_arrow);
    // The head points at the copies.
    const double angle = qDegreesToRadians(m_arrow.angle());
    const QPointF tip = m_arrow.p2();
    const QPointF back1 = tip + QPointF(-std::cos(angle - 0.4), std::sin(angle - 0.4)) * kHead;
    const QPointF back2 = tip + QPointF(-std::cos(angle + 0.4), std::sin(angle + 0.4)) * kHead;
    painter->setPen(Qt::NoPen);
    painter->setBrush(colour);
    painter->drawPolygon(QPolygonF({tip, back1, back2}));

    const QRectF caption = captionRect();
    painter->setBrush(m_theme.background);
    painter->drawRoundedRect(caption, 4, 4);
    painter->setFont(m_theme.smallFont);
    painter->setPen(m_theme.mutedText);
    painter->drawText(caption, Qt::AlignCenter, m_data.caption);
}

void CopyFlowItem::paintBox(QPainter *painter) const
{
    painter->setPen(m_theme.frameOutline(m_data.box.status, isHighlighted(), Qt::DashLine));
    painter->setBrush(m_theme.background);
    painter->drawRoundedRect(m_box, kRadius, kRadius);
    painter->setBrush(m_theme.heatFill(m_data.box.status));
    painter->drawRoundedRect(m_box, kRadius, kRadius);

    const QFontMetricsF title(m_theme.titleFont);
    const QFontMetricsF body(m_theme.bodyFont);
    const QFontMetricsF small(m_theme.smallFont);
    QRectF line(m_box.left() + kPadding, m_box.top() + kPadding / 2 + 2, m_box.width() - 2 * kPadding, title.height());
    painter->setFont(m_theme.titleFont);
    painter->setPen(m_theme.text);
    painter->drawText(line, Qt::AlignVCenter | Qt::AlignLeft, m_data.box.name);
    line = QRectF(line.left(), line.bottom() + 2, line.width(), body.height());
    painter->setFont(m_theme.bodyFont);
    painter->setPen(m_theme.keyMark);
    painter->drawText(line, Qt::AlignVCenter | Qt::AlignLeft, m_data.box.key);
    painter->setPen(m_theme.mutedText);
    painter->drawText(line.adjusted(body.horizontalAdvance(m_data.box.key), 0, 0, 0), Qt::AlignVCenter | Qt::AlignLeft,
        QStringLiteral(" · ") + m_data.kind);
    line = QRectF(line.left(), line.bottom() + 2, line.width(), small.height());
    painter->setFont(m_theme.smallFont);
    painter->drawText(line, Qt::AlignVCenter | Qt::AlignLeft, m_data.box.summary);
}

} // namespace cosmos

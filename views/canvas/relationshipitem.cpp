// SPDX-License-Identifier: MIT
#include "relationshipitem.h"

#include "containerframeitem.h"
#include "entityitem.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QRegion>
#include <QStyleOptionGraphicsItem>

#include <cmath>

namespace cosmos {

namespace {
constexpr double kMarker = 12; // length of the cardinality marks
constexpr double kLoop = 46;   // how far a self-relationship loops out

bool manyAtChild(RelationshipKind kind)
{
    return kind != RelationshipKind::OneToOne;
}
} // namespace

RelationshipItem::RelationshipItem(const QString &id, EntityItem *parent, EntityItem *child)
    : m_parent(nullptr)
    , m_child(nullptr)
{
    m_data.id = id;
    setFlags(ItemIsSelectable);
    // Above the cards: connectors run between cards, so only the label could be
    // hidden by a card, and it must stay readable.
    setZValue(3);
    setEndpoints(parent, child);
}

RelationshipItem::~RelationshipItem()
{
    if (m_parent)
        m_parent->removeEdge(this);
    if (m_child)
        m_child->removeEdge(this);
}

void RelationshipItem::setEndpoints(EntityItem *parent, EntityItem *child)
{
    if (m_parent)
        m_parent->removeEdge(this);
    if (m_child)
        m_child->removeEdge(this);
    m_parent = parent;
    m_child = child;
    m_parent->addEdge(this);
    m_child->addEdge(this);
    adjust();
}

void RelationshipItem::setData(const Data &data, const CanvasTheme &theme)
{
    // Unchanged: nothing to repaint (the canvas re-reads everything after each edit).
    if (data == m_data && theme.lineWidth == m_theme.lineWidth && theme.edge == m_theme.edge
        && theme.smallFont == m_theme.smallFont && theme.selection == m_theme.selection)
        return;
    m_data = data;
    m_theme = theme;
    adjust();
    update();
}

void RelationshipItem::adjust()
{
    prepareGeometryChange();
    // The card body, without the margin boundingRect() keeps for the selection outline.
    const double margin = -m_parent->boundingRect().left();
    const QRectF pa = m_parent->sceneBoundingRect().adjusted(margin, margin, -margin, -margin);
    const double cm = -m_child->boundingRect().left();
    const QRectF ca = m_child->sceneBoundingRect().adjusted(cm, cm, -cm, -cm);
    m_path = QPainterPath();
    m_besideFrame = nullptr;

    if (m_parent == m_child) {
        const QPointF start(pa.right(), pa.top() + pa.height() * 0.3);
        const QPointF end(pa.right(), pa.top() + pa.height() * 0.55);
        m_path.moveTo(start);
        m_path.lineTo(start + QPointF(kLoop, 0));
        m_path.lineTo(end + QPointF(kLoop, 0));
        m_path.lineTo(end);
        m_parentEnd = start;
        m_parentDir = QPointF(1, 0);
        m_childEnd = end;
        m_childDir = QPointF(1, 0);
        m_labelPos = QPointF(start.x() + kLoop + 6, (start.y() + end.y()) / 2);
        return;
    }

    // Leave and enter through the facing sides; bend once halfway.
    const bool horizontal = pa.right() < ca.left() || ca.right() < pa.left();
    QPointF from, to;
    if (horizontal) {
        const bool rightwards = pa.right() < ca.left();
        from = QPointF(rightwards ? pa.right() : pa.left(), pa.center().y());
        to = QPointF(rightwards ? ca.left() : ca.right(), ca.center().y());
        const double midX = (from.x() + to.x()) / 2;
        m_path.moveTo(from);
        m_path.lineTo(midX, from.y());
        m_path.lineTo(midX, to.y());
        m_path.lineTo(to);
        m_parentDir = QPointF(rightwards ? 1 : -1, 0);
        m_childDir = QPointF(rightwards ? -1 : 1, 0);
        m_labelPos = QPointF(midX, (from.y() + to.y()) / 2);
    } else {
        const bool downwards = pa.center().y() < ca.center().y();
        // The card entered from above sits under its container's header (name, key,
        // load): a line straight down into it would cross that text. It is entered from
        // the side instead, after passing beside the frame.
        const EntityItem *entered = downwards ? m_child : m_parent;
        const ContainerFrameItem *frame = entered->frame();
        if (frame && frame != (downwards ? m_parent : m_child)->frame() && frame->isVisible()) {
            routeBesideFrame(downwards ? pa : ca, downwards ? ca : pa, frame, downwards);
            if (m_tag)
                m_tag->adjust();
            return;
        }
        from = QPointF(pa.center().x(), downwards ? pa.bottom() : pa.top());
        to = QPointF(ca.center().x(), downwards ? ca.top() : ca.bottom());
        const double midY = (from.y() + to.y()) / 2;
        m_path.moveTo(from);
        m_path.lineTo(from.x(), midY);
        m_path.lineTo(to.x(), midY);
        m_path.lineTo(to);
        m_parentDir = QPointF(0, downwards ? 1 : -1);
        m_childDir = QPointF(0, downwards ? -1 : 1);
        m_labelPos = QPointF((from.x() + to.x()) / 2, midY);
    }
    m_parentEnd = from;
    m_childEnd = to;
    if (m_tag)
        m_tag->adjust();
}

void RelationshipItem::routeBesideFrame(
    const QRectF &upper, const QRectF &lower, const ContainerFrameItem *frame, bool downwards)
{
    m_besideFrame = frame;
    const QRectF lowerFrame = frame->sceneBoundingRect();
    // Down from the upper card to halfway above the lower card's frame, across to a lane
    // beside that frame (the side nearer the upper card), down to the lower card's middle
    // and into its side.
    constexpr double kLane = 18;
    const QPointF top(upper.center().x(), upper.bottom());
    const double midY = (top.y() + lowerFrame.top()) / 2;
    const bool left = top.x() <= lowerFrame.center().x();
    const double laneX = left ? lowerFrame.left() - kLane : lowerFrame.right() + kLane;
    const QPointF side(left ? lower.left() : lower.right(), lower.center().y());
    QPainterPath path;
    path.moveTo(top);
    path.lineTo(top.x(), midY);
    path.lineTo(laneX, midY);
    path.lineTo(laneX, side.y());
    path.lineTo(side);
    const QPointF upperDir(0, 1), lowerDir(left ? -1 : 1, 0);
    // The path runs from the upper card to the lower: the parent's end is whichever it is.
    m_path = downwards ? path : path.toReversed();
    m_parentEnd = downwards ? top : side;
    m_parentDir = downwards ? upperDir : lowerDir;
    m_childEnd = downwards ? side : top;
    m_childDir = downwards ? lowerDir : upperDir;
    m_labelPos = QPointF((top.x() + laneX) / 2, midY);
}

QRectF RelationshipItem::labelRect() const
{
    if (m_data.label.isEmpty())
        return {};
    const QFontMetricsF metrics(m_theme.smallFont);
    const double width = metrics.horizontalAdvance(m_data.label) + 12;
    return QRectF(m_labelPos.x() - width / 2, m_labelPos.y() - metrics.height() * 0.7, width, metrics.height() * 1.4);
}

QRectF RelationshipItem::boundingRect() const
{
    const QRectF path = m_path.boundingRect().adjusted(-kMarker - 4, -kMarker - 4, kMarker + 4, kMarker + 4);
    return m_data.label.isEmpty() ? path : path.united(labelRect().adjusted(-2, -2, 2, 2));
}

QPainterPath RelationshipItem::shape() const
{
    QPainterPathStroker stroker;
    stroker.setWidth(10);
    return stroker.createStroke(m_path);
}

double RelationshipItem::gapNeeded(const QString &label, const CanvasTheme &theme)
{
    // The label's pill (see paint()) and, on each side, a bar beyond the marks.
    return QFontMetricsF(theme.smallFont).horizontalAdvance(label) + 12 + 2 * (kMarker + 8);
}

void RelationshipItem::paintEnd(QPainter *painter, QPointF tip, QPointF dir, bool many) const
{
    // `dir` points from the card outwards along the line.
    const QPointF normal(-dir.y(), dir.x());
    const QPointF base = tip + dir * kMarker;
    if (many) {
        painter->drawLine(base, tip + normal * (kMarker * 0.55));
        painter->drawLine(base, tip - normal * (kMarker * 0.55));
        painter->drawLine(base, tip);
    }
    const QPointF bar = tip + dir * (kMarker + 4);
    painter->drawLine(bar + normal * (kMarker * 0.5), bar - normal * (kMarker * 0.5));
}

void RelationshipItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const bool emphasis = isSelected() || isHighlighted();
    QPen pen(emphasis ? m_theme.selection : m_theme.edge, m_theme.lineWidth * (emphasis ? 1.8 : 1.0));
    if (!m_data.identifying)
        pen.setStyle(Qt::DashLine);
    pen.setCapStyle(Qt::FlatCap);
    pen.setJoinStyle(Qt::RoundJoin);
    painter->setPen(pen);
    painter->setBrush(Qt::NoBrush);
    const double detail = option->levelOfDetailFromTransform(painter->worldTransform());
    const bool labelled = detail >= 0.5 && !m_data.label.isEmpty();
    if (labelled) {
        // The line stops at the label: dimmed, the pill is translucent and would show it through.
        painter->save();
        painter->setClipRegion(QRegion(boundingRect().toAlignedRect()).subtracted(QRegion(labelRect().toAlignedRect())),
            Qt::IntersectClip);
    }
    painter->drawPath(m_path);
    if (labelled)
        painter->restore();
    pen.setStyle(Qt::SolidLine);
    painter->setPen(pen);
    paintEnd(painter, m_childEnd, m_childDir, manyAtChild(m_data.kind));
    paintEnd(painter, m_parentEnd, m_parentDir, m_data.kind == RelationshipKind::ManyToMany);

    if (!labelled)
        return;
    painter->setFont(m_theme.smallFont);
    const QRectF label = labelRect();
    painter->setPen(QPen(emphasis ? m_theme.selection : m_theme.cardBorder, m_theme.lineWidth * 0.7));
    painter->setBrush(m_theme.cardFill);
    painter->drawRoundedRect(label, label.height() / 2, label.height() / 2);
    painter->setPen(m_theme.text);
    painter->drawText(label, Qt::AlignCenter, m_data.label);
}

} // namespace cosmos

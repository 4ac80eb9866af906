// SPDX-License-Identifier: MIT
#include "containerframeitem.h"

#include "copyflowitem.h"
#include "entityitem.h"
#include "relationshipitem.h"
#include "views/common/themetone.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace cosmos {

namespace {
constexpr double kPadding = 18;
constexpr double kRadius = 14;
} // namespace

ContainerFrameItem::ContainerFrameItem(const QString &name)
{
    m_data.name = name;
    setZValue(0);
    setFlag(ItemIsSelectable, false);
    // The label's text is the expensive part of a frame: keep its pixels.
    setCacheMode(DeviceCoordinateCache);
}

ContainerFrameItem::~ContainerFrameItem()
{
    for (CopyFlowItem *flow : std::as_const(m_followers))
        flow->forget(this);
}

void ContainerFrameItem::setData(const Data &data, const CanvasTheme &theme)
{
    if (data == m_data && theme.background == m_theme.background && theme.titleFont == m_theme.titleFont
        && theme.lineWidth == m_theme.lineWidth && theme.text == m_theme.text)
        return;
    m_data = data;
    m_theme = theme;
    adjust();
}

void ContainerFrameItem::setMembers(const QList<EntityItem *> &members)
{
    if (members == m_members && !m_edge)
        return;
    m_members = members;
    m_edge = nullptr;
    adjust();
}

void ContainerFrameItem::setEdge(RelationshipItem *edge)
{
    if (edge == m_edge)
        return;
    m_edge = edge;
    m_members.clear();
    adjust();
}

double ContainerFrameItem::labelHeight() const
{
    return QFontMetricsF(m_theme.titleFont).height() + QFontMetricsF(m_theme.smallFont).height() + 12;
}

void ContainerFrameItem::adjust()
{
    prepareGeometryChange();
    const QRectF before = m_rect;
    QRectF area;
    for (const EntityItem *member : std::as_const(m_members)) {
        const double margin = -member->boundingRect().left();
        area = area.united(member->sceneBoundingRect().adjusted(margin, margin, -margin, -margin));
    }
    if (m_edge) {
        // A tag below the middle of the relationship.
        const QFontMetricsF metrics(m_theme.smallFont);
        const double width
            = std::max(metrics.horizontalAdvance(m_data.name), metrics.horizontalAdvance(m_data.key)) + 24;
        const QPointF middle = m_edge->mapToScene(m_edge->shape().boundingRect().center());
        m_rect = QRectF(middle.x() - width / 2, middle.y() + 16, width, metrics.height() * 2 + 10);
    } else if (area.isNull()) {
        m_rect = QRectF();
    } else {
        m_rect = area.adjusted(-kPadding, -kPadding - labelHeight(), kPadding, kPadding);
        const QFontMetricsF title(m_theme.titleFont);
        const QFontMetricsF body(m_theme.bodyFont);
        const QFontMetricsF small(m_theme.smallFont);
        // Name, key and status chip side by side (paint()): a long chip, such as the
        // Hindi "cannot be served", must not cover the key.
        const double firstLine = title.horizontalAdvance(m_data.name + QStringLiteral(" ✎")) + 12
            + body.horizontalAdvance(m_data.key) + 12 + small.horizontalAdvance(m_data.statusText) + 16;
        const double needed = std::max(firstLine, small.horizontalAdvance(m_data.summary)) + 2 * kPadding;
        if (m_rect.width() < needed)
            m_rect.setWidth(needed);
    }
    setPos(0, 0);
    update();
    for (CopyFlowItem *flow : std::as_const(m_followers))
        flow->adjust();
    // Lines that pass beside this frame keep their lane beside it.
    if (m_rect != before)
        for (EntityItem *member : std::as_const(m_members))
            for (RelationshipItem *edge : member->edges())
                if (edge->routesBeside() == this)
                    edge->adjust();
}

void ContainerFrameItem::addFollower(CopyFlowItem *flow)
{
    if (!m_followers.contains(flow))
        m_followers << flow;
}

QRectF ContainerFrameItem::boundingRect() const
{
    return m_rect.adjusted(-4, -4, 4, 4);
}

void ContainerFrameItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    if (m_rect.isNull())
        return;
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(m_theme.frameOutline(m_data.status, isHighlighted()));
    painter->setBrush(m_theme.heatFill(m_data.status));
    painter->drawRoundedRect(m_rect, m_edge ? 6 : kRadius, m_edge ? 6 : kRadius);

    const double detail = option->levelOfDetailFromTransform(painter->worldTransform());
    const QFontMetricsF title(m_theme.titleFont);
    const QFontMetricsF small(m_theme.smallFont);
    if (m_edge) {
        painter->setFont(m_theme.smallFont);
        painter->setPen(m_theme.text);
        painter->drawText(m_rect.adjusted(8, 4, -8, -4), Qt::AlignTop | Qt::AlignHCenter, m_data.name);
        painter->setPen(m_theme.mutedText);
        painter->drawText(m_rect.adjusted(8, 4, -8, -4), Qt::AlignBottom | Qt::AlignHCenter, m_data.key);
        return;
    }

    // Label: name and key on the first line, status chip at the right; numbers below.
    QFont titleFont = m_theme.titleFont;
    if (detail < 0.45)
        titleFont.setPointSizeF(titleFont.pointSizeF() * std::min(2.6, 0.45 / std::max(detail, 0.1)));
    painter->setFont(titleFont);
    painter->setPen(m_theme.text);
    const QRectF line1(m_rect.left() + kPadding, m_rect.top() + 6, m_rect.width() - 2 * kPadding, title.height() + 4);
    QString name = m_data.name;
    if (m_data.overridden)
        name += QStringLiteral(" ✎");
    painter->drawText(line1, Qt::AlignVCenter | Qt::AlignLeft, name);
    if (detail < 0.45)
        return;
    const double nameWidth = QFontMetricsF(titleFont).horizontalAdvance(name);
    const double chipWidth = small.horizontalAdvance(m_data.statusText) + 16;
    painter->setFont(m_theme.bodyFont);
    painter->setPen(m_theme.keyMark);
    const QRectF keyArea = line1.adjusted(nameWidth + 12, 0, -chipWidth - 12, 0);
    painter->drawText(keyArea, Qt::AlignVCenter | Qt::AlignLeft,
        QFontMetricsF(m_theme.bodyFont).elidedText(m_data.key, Qt::ElideRight, keyArea.width()));

    const QRectF chip(line1.right() - chipWidth, line1.top() + 2, chipWidth, line1.height() - 4);
    painter->setPen(Qt::NoPen);
    painter->setBrush(m_theme.heat(m_data.status));
    painter->drawRoundedRect(chip, chip.height() / 2, chip.height() / 2);
    painter->setFont(m_theme.smallFont);
    painter->setPen(isDarkBackground(m_theme.background) ? QColor(Qt::black) : QColor(Qt::white));
    painter->drawText(chip, Qt::AlignCenter, m_data.statusText);

    painter->setPen(m_theme.mutedText);
    const QRectF line2(line1.left(), line1.bottom(), line1.width(), small.height() + 4);
    painter->drawText(
        line2, Qt::AlignVCenter | Qt::AlignLeft, small.elidedText(m_data.summary, Qt::ElideRight, line2.width()));
}

} // namespace cosmos

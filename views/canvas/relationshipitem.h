// SPDX-License-Identifier: MIT
#pragma once

#include "canvastheme.h"
#include "highlightableitem.h"

#include <QPainterPath>

namespace cosmos {

class ContainerFrameItem;
class EntityItem;

// A relationship drawn as an orthogonal connector between two cards, with
// crow's-foot cardinality at each end, a solid line for identifying relationships
// and a dashed one otherwise, a loop for self-relationships, and a label with the
// cardinality and the aggregate decision.
class RelationshipItem : public HighlightableItem {
public:
    enum { Type = UserType + 2 };

    struct Data {
        QString id;
        RelationshipKind kind = RelationshipKind::OneToMany;
        bool identifying = false;
        QString label; // "1:N · co-locate (rule 5)"
        bool operator==(const Data &) const = default;
    };

    RelationshipItem(const QString &id, EntityItem *parent, EntityItem *child);
    ~RelationshipItem() override;

    int type() const override { return Type; }
    QString id() const { return m_data.id; }
    const Data &data() const { return m_data; }
    EntityItem *parentCard() const { return m_parent; }
    EntityItem *childCard() const { return m_child; }

    void setData(const Data &data, const CanvasTheme &theme);
    // How far apart two cards must be for a connector with `label` to show its
    // cardinality marks at both ends and its label between them, clear of the cards.
    static double gapNeeded(const QString &label, const CanvasTheme &theme);
    // Where the label's pill is drawn, in scene coordinates; empty without a label.
    QRectF labelRect() const;
    void setEndpoints(EntityItem *parent, EntityItem *child);
    void setDimmed(bool dimmed) { setOpacity(dimmed ? 0.18 : 1.0); }
    // The edge container's tag follows the connector.
    void setTag(ContainerFrameItem *tag) { m_tag = tag; }
    ContainerFrameItem *tag() const { return m_tag; }
    // The container frame the line passes beside (see routeBesideFrame), if any: when
    // that frame changes size, the line follows it.
    const ContainerFrameItem *routesBeside() const { return m_besideFrame; }
    // Recomputes the route after a card moved.
    void adjust();

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    void paintEnd(QPainter *painter, QPointF tip, QPointF outwards, bool many) const;
    // Cards one above the other in different containers: the lower card is entered
    // from the side, so the line passes beside its container's header, not through it.
    void routeBesideFrame(const QRectF &upper, const QRectF &lower, const ContainerFrameItem *lowerFrame, bool downwards);

    Data m_data;
    CanvasTheme m_theme;
    EntityItem *m_parent;
    EntityItem *m_child;
    QPainterPath m_path;
    QPointF m_parentEnd, m_parentDir, m_childEnd, m_childDir;
    QPointF m_labelPos;
    ContainerFrameItem *m_tag = nullptr;
    const ContainerFrameItem *m_besideFrame = nullptr;
};

} // namespace cosmos

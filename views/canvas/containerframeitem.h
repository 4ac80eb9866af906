// SPDX-License-Identifier: MIT
#pragma once

#include "canvastheme.h"
#include "highlightableitem.h"

namespace cosmos {

class CopyFlowItem;
class EntityItem;
class RelationshipItem;

// A container drawn as a labelled frame around the cards of its document types,
// tinted and outlined by its hot-partition status (ok / warn / hot), with the
// partition key, RU/s and partitions in the label. Edge containers of many-to-many
// relationships are drawn as a tag on their relationship instead.
class ContainerFrameItem : public HighlightableItem {
public:
    enum { Type = UserType + 3 };

    struct Data {
        QString name;
        QString key;     // "/userId" or "/tenantId, /userId"
        QString summary; // "44,850 RU/s peak · 5 partitions · $2,047.64/month"
        HeatStatus status = HeatStatus::Ok;
        QString statusText; // "ok", "warning", "hot"
        bool overridden = false;
        bool operator==(const Data &) const = default;
    };

    explicit ContainerFrameItem(const QString &name);
    ~ContainerFrameItem() override;

    int type() const override { return Type; }
    QString name() const { return m_data.name; }
    const Data &data() const { return m_data; }

    void setData(const Data &data, const CanvasTheme &theme);
    void setMembers(const QList<EntityItem *> &members);
    void setEdge(RelationshipItem *edge);
    const QList<EntityItem *> &members() const { return m_members; }
    void setDimmed(bool dimmed) { setOpacity(dimmed ? 0.25 : 1.0); }
    // Recomputes the frame after a member moved or changed size, and the copy
    // arrows that start or end on it.
    void adjust();
    void addFollower(CopyFlowItem *flow);
    void removeFollower(CopyFlowItem *flow) { m_followers.removeAll(flow); }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    double labelHeight() const;

    Data m_data;
    CanvasTheme m_theme;
    QList<EntityItem *> m_members;
    RelationshipItem *m_edge = nullptr;
    QList<CopyFlowItem *> m_followers;
    QRectF m_rect;
};

} // namespace cosmos

// SPDX-License-Identifier: MIT
#pragma once

#include "canvastheme.h"
#include "entitycard.h"
#include "highlightableitem.h"

namespace cosmos {

class ContainerFrameItem;
class RelationshipItem;

// An entity as a card: header with name and access-pattern badges, attributes with
// type glyphs and key/unique marks (nested members indented), entities embedded in
// it as inset cards, and a footer with sizes and counts. At low zoom the details
// fade so large models stay readable and fast.
class EntityItem : public HighlightableItem {
public:
    enum { Type = UserType + 1 };
    static constexpr double kGrid = 20;

    explicit EntityItem(const QString &id);

    int type() const override { return Type; }
    QString id() const { return m_id; }
    const EntityCardData &data() const { return m_data; }

    // Returns true when the card's look changed.
    bool setData(const EntityCardData &data, const CanvasTheme &theme);
    void setTheme(const CanvasTheme &theme);

    void addEdge(RelationshipItem *edge);
    void removeEdge(RelationshipItem *edge);
    const QList<RelationshipItem *> &edges() const { return m_edges; }

    // The frame of the container it belongs to follows the card when it moves.
    void setFrame(ContainerFrameItem *frame);
    ContainerFrameItem *frame() const { return m_frame; }

    void setSnapToGrid(bool snap) { m_snap = snap; }
    void setDimmed(bool dimmed);

    // Hit areas, in item coordinates.
    QRectF titleRect() const;
    QRectF connectHandleRect() const;
    QString badgeAt(QPointF itemPos) const;
    // The title font at a level of detail (zoom): larger when the card is small on
    // screen, so the name stays readable at the zoom that fits a sample in a window.
    QFont readableTitleFont(double detail) const;

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

protected:
    QVariant itemChange(GraphicsItemChange change, const QVariant &value) override;
    void hoverEnterEvent(QGraphicsSceneHoverEvent *event) override;
    void hoverLeaveEvent(QGraphicsSceneHoverEvent *event) override;

private:
    void layout();
    double rowsHeight(const std::vector<CardRow> &rows) const;
    double embeddedHeight(const EmbeddedCard &card) const;
    double paintRows(QPainter *painter, const std::vector<CardRow> &rows, double x, double y, double width) const;
    double paintEmbedded(QPainter *painter, const EmbeddedCard &card, double x, double y, double width) const;
    void layoutBadges();
    void paintBadges(QPainter *painter) const;
    void paintFarName(QPainter *painter, double detail) const;

    QString m_id;
    EntityCardData m_data;
    CanvasTheme m_theme;
    QSizeF m_size;
    double m_headerHeight = 34;
    double m_rowHeight = 20;
    QList<RelationshipItem *> m_edges;
    ContainerFrameItem *m_frame = nullptr;
    QList<QPair<QRectF, QString>> m_badgeRects; // access-pattern badges: where, which pattern
    bool m_badgesElided = false;
    bool m_snap = true;
    bool m_hovered = false;
};

} // namespace cosmos

// SPDX-License-Identifier: MIT
#pragma once

#include "canvastheme.h"
#include "containerframeitem.h"
#include "highlightableitem.h"

namespace cosmos {

// Copies kept for a read (RULES.md section 13), drawn as a dashed arrow from the
// container the documents come from to where the copies are kept, captioned with
// what carries them. A view or an index that is a container of its own has no cards
// to frame: it is drawn as a dashed frame at the end of the arrow, right of the
// diagram; copies kept in an existing container point at that container's frame.
class CopyFlowItem : public HighlightableItem {
public:
    enum { Type = UserType + 4 };

    struct Data {
        QString caption;              // on the arrow: "change feed: copies of Post"
        QString kind;                 // a container of its own: "change-feed view", …
        ContainerFrameItem::Data box; // a container of its own: its name, key and numbers
        bool operator==(const Data &) const = default;
    };

    CopyFlowItem();
    ~CopyFlowItem() override;

    int type() const override { return Type; }
    const Data &data() const { return m_data; }
    QString container() const { return m_target ? m_target->name() : m_data.box.name; }
    bool hasBox() const { return !m_target; }
    // Scene rectangle of the frame drawn for a container of its own (null otherwise).
    QRectF boxRect() const { return m_target ? QRectF() : m_box; }

    void setData(const Data &data, const CanvasTheme &theme);
    // From `source` to `target`, or to a frame of its own at `boxTopLeft`.
    void setEnds(ContainerFrameItem *source, ContainerFrameItem *target, QPointF boxTopLeft);
    QSizeF boxSize() const;
    void setDimmed(bool dimmed) { setOpacity(dimmed ? 0.25 : 1.0); }
    // Follows its frames after they moved (ContainerFrameItem::adjust()).
    void adjust();
    // A frame it ends on is going away.
    void forget(const ContainerFrameItem *frame);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    void paintBox(QPainter *painter) const;
    QRectF captionRect() const;

    Data m_data;
    CanvasTheme m_theme;
    ContainerFrameItem *m_source = nullptr;
    ContainerFrameItem *m_target = nullptr;
    QRectF m_box;
    QLineF m_arrow;
};

} // namespace cosmos

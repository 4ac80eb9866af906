// SPDX-License-Identifier: MIT
#pragma once

#include <QGraphicsItem>

namespace cosmos {

// A canvas item that can be drawn emphasised: on the path of the selected access
// pattern, or as the object the Explain panel is about. Only a change repaints.
class HighlightableItem : public QGraphicsItem {
public:
    using QGraphicsItem::QGraphicsItem;

    void setHighlighted(bool highlighted)
    {
        if (m_highlighted == highlighted)
            return;
        m_highlighted = highlighted;
        update();
    }
    bool isHighlighted() const { return m_highlighted; }

private:
    bool m_highlighted = false;
};

} // namespace cosmos

// SPDX-License-Identifier: MIT
#pragma once

#include <QPixmap>
#include <QTimer>
#include <QWidget>

class QPainter;

namespace cosmos {

class ModelView;

// An overview of the whole canvas in a corner of the view, with the visible area
// outlined; clicking or dragging in it moves the view. The overview is rendered to
// a pixmap after changes settle, so big models do not repaint it on every move.
class Minimap : public QWidget {
    Q_OBJECT

public:
    explicit Minimap(ModelView *view);

public Q_SLOTS:
    void sceneChanged();

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;

private:
    void render();
    void drawCardsAsBlocks(QPainter &painter) const;
    // Beyond this many cards the map draws blocks, not the scene.
    static constexpr qsizetype kCardsDrawnInFull = 2000;
    QRectF contentRect() const;
    QTransform sceneToMap() const;
    void centerViewAt(QPointF mapPos);

    ModelView *m_view;
    QPixmap m_pixmap;
    QRectF m_rendered;
    QTimer m_debounce;
};

} // namespace cosmos

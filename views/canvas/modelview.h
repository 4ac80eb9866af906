// SPDX-License-Identifier: MIT
#pragma once

#include "minimap.h"

#include <QGraphicsView>

namespace cosmos {

class ModelScene;
class PromptLabel;

// The canvas viewport: zoom with Ctrl+wheel or a pinch, pan with the middle button
// or Space+drag, rubber-band and Ctrl multi-selection, fit and zoom to selection, a
// minimap and a heat legend. Keys that edit (arrows, Delete, F2) become requests
// for the controller.
class ModelView : public QGraphicsView {
    Q_OBJECT

public:
    static constexpr double kMinZoom = 0.05;
    static constexpr double kMaxZoom = 4.0;

    explicit ModelView(ModelScene *scene, QWidget *parent = nullptr);

    ModelScene *modelScene() const;
    double zoom() const { return transform().m11(); }
    void setZoom(double zoom);
    void setMinimapVisible(bool visible);
    void setLegendVisible(bool visible)
    {
        m_legend = visible;
        viewport()->update();
    }
    // A line at the top of the canvas saying what the next click does (while a
    // gesture waits for it); an empty text hides it.
    void setPrompt(const QString &text);
    QString prompt() const;
    // Room kept free below the drawing (for a caption laid over the view).
    void setBottomMargin(int pixels) { setViewportMargins(0, 0, 0, pixels); }
    // Where the heat legend is painted, in viewport coordinates; empty when hidden.
    QRectF legendRect() const;

public Q_SLOTS:
    void zoomIn();
    void zoomOut();
    void resetZoom();
    // Fits the whole drawing, and keeps fitting it at each resize until the zoom is
    // changed in any other way.
    void fitToWindow();
    void zoomToSelection();
    void centerOnItems(const QRectF &sceneRect);

Q_SIGNALS:
    void zoomChanged(double zoom);
    void nudgeRequested(double dx, double dy);
    void deleteRequested();
    void renameRequested();
    void escapePressed();

protected:
    bool viewportEvent(QEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void keyReleaseEvent(QKeyEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;
    void drawForeground(QPainter *painter, const QRectF &rect) override;

private:
    // The part of the viewport a drawing of `padded` scene size is fitted into: all
    // of it, or, when the drawing would lie under the legend, the larger-scaled of
    // the areas beside and below it.
    QRectF fitArea(const QRectF &padded) const;
    void zoomBy(double factor, QPointF viewportAnchor);
    void placeMinimap();
    // Shown (when wanted) only while part of the drawing is out of sight.
    void showMinimapWhenUseful();
    void placePrompt();

    Minimap *m_minimap = new Minimap(this);
    PromptLabel *m_prompt;
    bool m_legend = true;
    bool m_minimapWanted = true;
    QRectF m_content; // the drawing's extent, while m_contentKnown
    bool m_contentKnown = false;
    bool m_panning = false;
    bool m_spaceHeld = false;
    // Fitted to the window and not zoomed since: a resize fits the drawing again.
    bool m_fitted = false;
    QPoint m_lastPan;
};

} // namespace cosmos

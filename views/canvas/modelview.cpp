// SPDX-License-Identifier: MIT
#include "modelview.h"

#include "entityitem.h"
#include "minimap.h"
#include "modelscene.h"
#include "views/common/languagechange.h"

#include <QGestureEvent>
#include <QLabel>
#include <QKeyEvent>
#include <QNativeGestureEvent>
#include <QPainter>
#include <QPinchGesture>
#include <QPixmapCache>
#include <QScrollBar>
#include <QWheelEvent>

#include <cmath>

namespace cosmos {

namespace {
QList<QPair<HeatStatus, QString>> legendEntries()
{
    return {{HeatStatus::Ok, ModelView::tr("ok")}, {HeatStatus::Warn, ModelView::tr("warning (≥ 50% of a limit)")},
        {HeatStatus::Hot, ModelView::tr("hot (over a limit)")}};
}
// The scale at which `drawing` fills `area` without overflowing it; 0 for no area.
double scaleToFit(const QRectF &drawing, const QRectF &area)
{
    return area.width() > 0 && area.height() > 0
        ? std::min(area.width() / drawing.width(), area.height() / drawing.height())
        : 0.0;
}
} // namespace

// The prompt: a rounded box in the palette of tooltips, which reads on any canvas
// theme; it lets every click through to the canvas below.
class PromptLabel : public QLabel {
public:
    explicit PromptLabel(QWidget *parent)
        : QLabel(parent)
    {
        setObjectName(QStringLiteral("canvasPrompt"));
        setAttribute(Qt::WA_TransparentForMouseEvents);
        setAutoFillBackground(true);
        setBackgroundRole(QPalette::ToolTipBase);
        setForegroundRole(QPalette::ToolTipText);
        setFrameShape(QFrame::StyledPanel);
        setWordWrap(true);
        setAlignment(Qt::AlignCenter);
        const int margin = fontMetrics().height() / 3;
        setContentsMargins(2 * margin, margin, 2 * margin, margin);
        hide();
    }
};

ModelView::ModelView(ModelScene *scene, QWidget *parent)
    : QGraphicsView(scene, parent)
    , m_prompt(new PromptLabel(viewport()))
{
    setObjectName(QStringLiteral("canvas"));
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    setDragMode(RubberBandDrag);
    setRubberBandSelectionMode(Qt::IntersectsItemShape);
    setTransformationAnchor(AnchorUnderMouse);
    setResizeAnchor(AnchorViewCenter);
    setViewportUpdateMode(SmartViewportUpdate);
    setFrameShape(QFrame::NoFrame);
    setFocusPolicy(Qt::StrongFocus);
    viewport()->grabGesture(Qt::PinchGesture);
    // Cards and frames cache their pixels; Qt's default 10 MB would be thrashed by a
    // few hundred cards at a readable zoom.
    QPixmapCache::setCacheLimit(std::max(QPixmapCache::cacheLimit(), 96 * 1024));
    connect(scene, &QGraphicsScene::changed, m_minimap, &Minimap::sceneChanged);
    connect(scene, &QGraphicsScene::changed, this, [this]() {
        m_contentKnown = false; // measured again when next needed, not on every change
        showMinimapWhenUseful();
    });
    // The heat legend is painted over the drawing in the language of the moment.
    connect(LanguageChange::instance(), &LanguageChange::changed, viewport(), qOverload<>(&QWidget::update));
    placeMinimap();
}

ModelScene *ModelView::modelScene() const
{
    return static_cast<ModelScene *>(scene());
}

void ModelView::setPrompt(const QString &text)
{
    m_prompt->setText(text);
    m_prompt->setVisible(!text.isEmpty());
    placePrompt();
}

QString ModelView::prompt() const
{
    return m_prompt->isVisible() ? m_prompt->text() : QString();
}

void ModelView::placePrompt()
{
    if (!m_prompt->isVisible())
        return;
    const QRect area = viewport()->rect();
    const int gap = fontMetrics().height() / 2;
    const int width = std::max(0,
        std::min(area.width() - 2 * gap,
            m_prompt->fontMetrics().horizontalAdvance(m_prompt->text()) + 2 * m_prompt->fontMetrics().height()));
    const int height = m_prompt->heightForWidth(width);
    m_prompt->setGeometry(area.center().x() - width / 2, gap, width, height);
    m_prompt->raise();
}

void ModelView::setMinimapVisible(bool visible)
{
    m_minimapWanted = visible;
    showMinimapWhenUseful();
}

void ModelView::setZoom(double zoom)
{
    m_fitted = false;
    zoom = std::clamp(zoom, kMinZoom, kMaxZoom);
    setTransform(QTransform::fromScale(zoom, zoom));
    showMinimapWhenUseful();
    m_minimap->update();
    Q_EMIT zoomChanged(zoom);
}

void ModelView::zoomBy(double factor, QPointF viewportAnchor)
{
    const double target = std::clamp(zoom() * factor, kMinZoom, kMaxZoom);
    if (std::abs(target - zoom()) < 1e-9)
        return;
    m_fitted = false;
    const QPointF sceneAnchor = mapToScene(viewportAnchor.toPoint());
    setTransform(QTransform::fromScale(target, target));
    // Keep the point under the cursor (or fingers) where it was.
    const QPointF moved = mapFromScene(sceneAnchor);
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() + int(moved.x() - viewportAnchor.x()));
    verticalScrollBar()->setValue(verticalScrollBar()->value() + int(moved.y() - viewportAnchor.y()));
    showMinimapWhenUseful();
    m_minimap->update();
    Q_EMIT zoomChanged(target);
}

void ModelView::zoomIn()
{
    zoomBy(1.25, viewport()->rect().center());
}
void ModelView::zoomOut()
{
    zoomBy(0.8, viewport()->rect().center());
}
void ModelView::resetZoom()
{
    setZoom(1.0);
}

void ModelView::centerOnItems(const QRectF &sceneRect)
{
    if (sceneRect.isEmpty())
        return;
    m_fitted = false;
    const QRectF padded = sceneRect.adjusted(-40, -40, 40, 40);
    const QRectF area = fitArea(padded);
    const double zoom = std::clamp(scaleToFit(padded, area), kMinZoom, 1.5);
    setTransform(QTransform::fromScale(zoom, zoom));
    // centerOn() centres in the whole viewport: shift by the area's offset from its centre.
    centerOn(padded.center() - (area.center() - QRectF(viewport()->rect()).center()) / zoom);
    showMinimapWhenUseful();
    m_minimap->update();
    Q_EMIT zoomChanged(zoom);
}

QRectF ModelView::fitArea(const QRectF &padded) const
{
    const QRectF all(viewport()->rect());
    if (legendRect().isEmpty())
        return all;
    const QRectF legend = legendRect().adjusted(0, 0, 8, 8);
    const auto scaleIn = [&padded](const QRectF &area) { return scaleToFit(padded, area); };
    const double scale = std::min(scaleIn(all), 1.5);
    QRectF drawn(0, 0, padded.width() * scale, padded.height() * scale);
    drawn.moveCenter(all.center());
    if (!drawn.intersects(legend))
        return all;
    const QRectF beside(legend.right(), 0, all.width() - legend.right(), all.height());
    const QRectF below(0, legend.bottom(), all.width(), all.height() - legend.bottom());
    return scaleIn(beside) >= scaleIn(below) ? beside : below;
}

void ModelView::fitToWindow()
{
    QRectF rect = modelScene()->contentRect();
    setSceneRect(rect.adjusted(-2000, -2000, 2000, 2000));
    centerOnItems(rect);
    m_fitted = !rect.isEmpty();
}

void ModelView::zoomToSelection()
{
    QRectF rect;
    for (QGraphicsItem *item : scene()->selectedItems())
        rect = rect.united(item->sceneBoundingRect());
    if (rect.isNull())
        return fitToWindow();
    centerOnItems(rect);
}

bool ModelView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::Gesture) {
        auto *gesture = static_cast<QGestureEvent *>(event);
        if (auto *pinch = static_cast<QPinchGesture *>(gesture->gesture(Qt::PinchGesture))) {
            if (pinch->changeFlags() & QPinchGesture::ScaleFactorChanged)
                zoomBy(pinch->scaleFactor(), mapFromGlobal(pinch->centerPoint().toPoint()));
            return true;
        }
    }
    if (event->type() == QEvent::NativeGesture) {
        auto *native = static_cast<QNativeGestureEvent *>(event);
        if (native->gestureType() == Qt::ZoomNativeGesture) {
            zoomBy(1.0 + native->value(), native->position());
            return true;
        }
    }
    return QGraphicsView::viewportEvent(event);
}

void ModelView::wheelEvent(QWheelEvent *event)
{
    if (event->modifiers() & Qt::ControlModifier) {
        const double steps = event->angleDelta().y() / 120.0;
        zoomBy(std::pow(1.15, steps), event->position());
        event->accept();
        return;
    }
    QGraphicsView::wheelEvent(event);
}

void ModelView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::MiddleButton || (event->button() == Qt::LeftButton && m_spaceHeld)) {
        m_panning = true;
        m_lastPan = event->position().toPoint();
        viewport()->setCursor(Qt::ClosedHandCursor);
        event->accept();
        return;
    }
    QGraphicsView::mousePressEvent(event);
}

void ModelView::mouseMoveEvent(QMouseEvent *event)
{
    if (m_panning) {
        const QPoint delta = event->position().toPoint() - m_lastPan;
        m_lastPan = event->position().toPoint();
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
        event->accept();
        return;
    }
    QGraphicsView::mouseMoveEvent(event);
}

void ModelView::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_panning) {
        m_panning = false;
        viewport()->setCursor(m_spaceHeld ? Qt::OpenHandCursor : Qt::ArrowCursor);
        event->accept();
        return;
    }
    QGraphicsView::mouseReleaseEvent(event);
}

void ModelView::keyPressEvent(QKeyEvent *event)
{
    if (modelScene()->isRenaming() || (scene()->focusItem() && scene()->focusItem()->type() != EntityItem::Type))
        return QGraphicsView::keyPressEvent(event); // the inline editor gets the keys
    const double step = (event->modifiers() & Qt::ShiftModifier) ? EntityItem::kGrid * 5 : EntityItem::kGrid;
    switch (event->key()) {
    case Qt::Key_Space:
        if (!event->isAutoRepeat()) {
            m_spaceHeld = true;
            viewport()->setCursor(Qt::OpenHandCursor);
        }
        return;
    case Qt::Key_Left:
        Q_EMIT nudgeRequested(-step, 0);
        return;
    case Qt::Key_Right:
        Q_EMIT nudgeRequested(step, 0);
        return;
    case Qt::Key_Up:
        Q_EMIT nudgeRequested(0, -step);
        return;
    case Qt::Key_Down:
        Q_EMIT nudgeRequested(0, step);
        return;
    case Qt::Key_Delete:
    case Qt::Key_Backspace:
        Q_EMIT deleteRequested();
        return;
    case Qt::Key_F2:
        Q_EMIT renameRequested();
        return;
    case Qt::Key_Escape:
        Q_EMIT escapePressed();
        return;
    default:
        break;
    }
    QGraphicsView::keyPressEvent(event);
}

void ModelView::keyReleaseEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        m_spaceHeld = false;
        viewport()->setCursor(Qt::ArrowCursor);
        return;
    }
    QGraphicsView::keyReleaseEvent(event);
}

void ModelView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    placeMinimap();
    placePrompt();
    showMinimapWhenUseful();
    if (m_fitted)
        fitToWindow();
}

void ModelView::scrollContentsBy(int dx, int dy)
{
    QGraphicsView::scrollContentsBy(dx, dy);
    showMinimapWhenUseful();
    m_minimap->update();
}

void ModelView::showMinimapWhenUseful()
{
    // An overview of what is in sight already would only cover part of it.
    // Scrolling and zooming ask often; the drawing's extent changes only with the scene.
    if (!m_contentKnown) {
        m_content = modelScene()->contentRect();
        m_contentKnown = true;
    }
    const QRectF inSight = mapToScene(viewport()->rect()).boundingRect();
    const bool useful = !m_content.isEmpty() && !inSight.contains(m_content);
    if (m_minimap->isHidden() == (m_minimapWanted && useful))
        m_minimap->setVisible(m_minimapWanted && useful);
}

void ModelView::placeMinimap()
{
    // Small enough to leave the canvas visible when docks take most of the window.
    const int width = std::clamp(std::min(viewport()->width() / 6, viewport()->height() * 10 / 21), 100, 220);
    const QSize size(width, width * 7 / 10);
    m_minimap->setGeometry(QRect(viewport()->width() - size.width() - 12, viewport()->height() - size.height() - 12,
        size.width(), size.height()));
}

QRectF ModelView::legendRect() const
{
    if (!m_legend || !scene())
        return {};
    const QFontMetricsF metrics(modelScene()->theme().smallFont);
    double width = metrics.horizontalAdvance(tr("Partition heat")) + 16;
    for (const auto &[status, text] : legendEntries())
        width = std::max(width, metrics.horizontalAdvance(text) + 40);
    const double row = metrics.height() + 6;
    return QRectF(12, 12, width, row * 4 + 8);
}

void ModelView::drawForeground(QPainter *painter, const QRectF &)
{
    if (!m_legend)
        return;
    // The heat legend, in viewport coordinates: it does not zoom.
    painter->save();
    painter->resetTransform();
    const CanvasTheme &theme = modelScene()->theme();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setFont(theme.smallFont);
    const QFontMetricsF metrics(theme.smallFont);
    const QList<QPair<HeatStatus, QString>> entries = legendEntries();
    const QRectF box = legendRect();
    const double width = box.width();
    const double row = metrics.height() + 6;
    QColor fill = theme.cardFill;
    fill.setAlphaF(0.92f);
    painter->setPen(QPen(theme.cardBorder, 1));
    painter->setBrush(fill);
    painter->drawRoundedRect(box, 6, 6);
    painter->setPen(theme.text);
    painter->drawText(QRectF(box.left() + 8, box.top() + 4, width, row), Qt::AlignVCenter, tr("Partition heat"));
    double y = box.top() + 4 + row;
    for (const auto &[status, text] : entries) {
        painter->setPen(QPen(theme.heat(status), 2));
        painter->setBrush(theme.heatFill(status));
        painter->drawRoundedRect(QRectF(box.left() + 8, y + 3, 20, row - 6), 3, 3);
        painter->setPen(theme.text);
        painter->drawText(QRectF(box.left() + 34, y, width - 36, row), Qt::AlignVCenter, text);
        y += row;
    }
    painter->restore();
}

} // namespace cosmos

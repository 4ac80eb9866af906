// SPDX-License-Identifier: MIT
#include "minimap.h"

#include "entityitem.h"
#include "modelscene.h"
#include "modelview.h"
#include "views/common/languagechange.h"

#include <QMouseEvent>
#include <QPainter>

namespace cosmos {

Minimap::Minimap(ModelView *view)
    : QWidget(view)
    , m_view(view)
{
    setObjectName(QStringLiteral("minimap"));
    setCursor(Qt::PointingHandCursor);
    onEachLanguage(this, [this]() { setToolTip(tr("Overview: click or drag to move the view")); });
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(250);
    connect(&m_debounce, &QTimer::timeout, this, &Minimap::render);
}

void Minimap::sceneChanged()
{
    if (isVisible())
        m_debounce.start();
    else
        m_pixmap = QPixmap(); // drawn anew when next shown, never from an old scene
}

QRectF Minimap::contentRect() const
{
    return m_view->modelScene()->contentRect().adjusted(-40, -40, 40, 40);
}

QTransform Minimap::sceneToMap() const
{
    if (m_rendered.isEmpty())
        return {};
    const double scale = std::min(width() / m_rendered.width(), height() / m_rendered.height());
    const double dx = (width() - m_rendered.width() * scale) / 2;
    const double dy = (height() - m_rendered.height() * scale) / 2;
    return QTransform::fromTranslate(-m_rendered.left(), -m_rendered.top()) * QTransform::fromScale(scale, scale)
        * QTransform::fromTranslate(dx, dy);
}

void Minimap::render()
{
    m_rendered = contentRect();
    m_pixmap = QPixmap(size() * devicePixelRatioF());
    m_pixmap.setDevicePixelRatio(devicePixelRatioF());
    m_pixmap.fill(Qt::transparent);
    if (!m_rendered.isEmpty()) {
        QPainter painter(&m_pixmap);
        painter.setRenderHint(QPainter::Antialiasing);
        if (m_view->modelScene()->entityItems().size() > kCardsDrawnInFull) {
            drawCardsAsBlocks(painter);
        } else {
            const QRectF target = sceneToMap().mapRect(m_rendered);
            m_view->scene()->render(&painter, target, m_rendered);
        }
    }
    update();
}

// Thousands of cards at thumbnail size are specks: drawing each one in full (its text
// laid out, its badges, its connectors) took 180 MB and seconds at 16,000 entities for
// a picture of dots. Beyond kCardsDrawnInFull each card is a block of the card colour.
void Minimap::drawCardsAsBlocks(QPainter &painter) const
{
    const ModelScene *scene = m_view->modelScene();
    const QTransform toMap = sceneToMap();
    painter.setPen(Qt::NoPen);
    painter.setBrush(scene->theme().cardBorder);
    for (const EntityItem *card : scene->entityItems())
        if (card->isVisible())
            painter.drawRect(toMap.mapRect(card->sceneBoundingRect()));
}

void Minimap::paintEvent(QPaintEvent *)
{
    if (m_pixmap.isNull() || m_pixmap.size() != size() * devicePixelRatioF())
        render();
    const CanvasTheme &theme = m_view->modelScene()->theme();
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    QColor fill = theme.cardFill;
    fill.setAlphaF(0.92f);
    painter.setPen(QPen(theme.cardBorder, 1));
    painter.setBrush(fill);
    painter.drawRoundedRect(QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5), 6, 6);
    painter.drawPixmap(0, 0, m_pixmap);
    const QRectF visible = m_view->mapToScene(m_view->viewport()->rect()).boundingRect();
    painter.setPen(QPen(theme.selection, 1.5));
    QColor shade = theme.selection;
    shade.setAlphaF(0.12f);
    painter.setBrush(shade);
    painter.drawRect(sceneToMap().mapRect(visible).intersected(QRectF(rect())));
}

void Minimap::centerViewAt(QPointF mapPos)
{
    bool invertible = false;
    const QTransform inverse = sceneToMap().inverted(&invertible);
    if (invertible)
        m_view->centerOn(inverse.map(mapPos));
}

void Minimap::mousePressEvent(QMouseEvent *event)
{
    centerViewAt(event->position());
}

void Minimap::mouseMoveEvent(QMouseEvent *event)
{
    if (event->buttons() & Qt::LeftButton)
        centerViewAt(event->position());
}

} // namespace cosmos

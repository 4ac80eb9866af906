// SPDX-License-Identifier: MIT
#include "entityitem.h"

#include "containerframeitem.h"
#include "relationshipitem.h"

#include <QFontInfo>
#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>

namespace cosmos {

namespace {

constexpr double kMinWidth = 230;
constexpr double kMaxWidth = 380;
constexpr double kPadding = 10;
constexpr double kIndent = 14;
constexpr double kGlyphWidth = 26;
constexpr double kFooterHeight = 22;
constexpr double kRadius = 8;
// Below this level of detail (zoom) a card shows its name alone; rows would be specks.
constexpr double kRowsDetail = 0.45;
// How tall that name aims to be on screen, in pixels.
constexpr double kFarNamePixels = 13;
// Between that and full size (a sample fitted to a laptop's window) the title grows
// towards this em on screen (the size of 9-point text), within the room its header
// leaves (1.6 lines).
constexpr double kTitleEmPixels = 12;
constexpr double kTitleMaxGrowth = 1.45;

// A type's mark on its row, in the order of AttributeType.
constexpr const char *kGlyphs[] = {"Aa", "#", "T/F", "⏱", "{ }", "[ ]", "id", "⟨v⟩"};
static_assert(std::size(kGlyphs) == std::size_t(AttributeType::Vector) + 1);

QString glyph(AttributeType type)
{
    return nameIn(kGlyphs, type);
}

} // namespace

EntityItem::EntityItem(const QString &id)
    : m_id(id)
{
    setFlags(ItemIsSelectable | ItemIsMovable | ItemSendsGeometryChanges | ItemIsFocusable);
    setAcceptHoverEvents(true);
    setZValue(2);
    // Cards are the bulk of what a big model paints; caching their pixels keeps
    // scrolling and zooming smooth.
    setCacheMode(DeviceCoordinateCache);
}

bool EntityItem::setData(const EntityCardData &data, const CanvasTheme &theme)
{
    if (data == m_data && theme.titleFont == m_theme.titleFont && theme.cardFill == m_theme.cardFill
        && theme.lineWidth == m_theme.lineWidth)
        return false;
    prepareGeometryChange();
    m_data = data;
    m_theme = theme;
    layout();
    update();
    if (m_frame)
        m_frame->adjust();
    return true;
}

void EntityItem::setTheme(const CanvasTheme &theme)
{
    prepareGeometryChange();
    m_theme = theme;
    layout();
    update();
}

void EntityItem::layout()
{
    const QFontMetricsF title(m_theme.titleFont);
    const QFontMetricsF body(m_theme.bodyFont);
    m_rowHeight = std::ceil(body.height() * 1.45);
    m_headerHeight = std::ceil(title.height() * 1.6) + (m_data.patterns.isEmpty() ? 0 : m_rowHeight);
    double width = std::max(kMinWidth, title.horizontalAdvance(m_data.name) + 2 * kPadding + 30);
    for (const CardRow &row : m_data.rows)
        width = std::max(width,
            kPadding * 2 + kGlyphWidth + row.indent * kIndent + body.horizontalAdvance(row.name)
                + body.horizontalAdvance(row.detail) + 60);
    // The footer ("0.3 KB avg · … · growing") in full where the widest card allows.
    width = std::max(width, QFontMetricsF(m_theme.smallFont).horizontalAdvance(m_data.footer) + 2 * kPadding + 4);
    width = std::min(width, kMaxWidth);
    double height = m_headerHeight + rowsHeight(m_data.rows) + 6;
    for (const EmbeddedCard &card : m_data.embedded)
        height += embeddedHeight(card) + 6;
    height += kFooterHeight;
    m_size = QSizeF(std::ceil(width), std::ceil(height));
    layoutBadges();
}

double EntityItem::rowsHeight(const std::vector<CardRow> &rows) const
{
    return double(rows.size()) * m_rowHeight;
}

double EntityItem::embeddedHeight(const EmbeddedCard &card) const
{
    double height = m_rowHeight * 1.2 + rowsHeight(card.rows) + 4;
    for (const EmbeddedCard &inner : card.embedded)
        height += embeddedHeight(inner) + 4;
    return height;
}

QRectF EntityItem::boundingRect() const
{
    const double margin = m_theme.lineWidth * 2 + 8; // selection outline and the connect handle
    return QRectF(QPointF(0, 0), m_size).adjusted(-margin, -margin, margin, margin);
}

QPainterPath EntityItem::shape() const
{
    QPainterPath path;
    path.addRoundedRect(QRectF(QPointF(0, 0), m_size).adjusted(-2, -2, 10, 2), kRadius, kRadius);
    return path;
}

QRectF EntityItem::titleRect() const
{
    return QRectF(0, 0, m_size.width(), std::ceil(QFontMetricsF(m_theme.titleFont).height() * 1.6));
}

QRectF EntityItem::connectHandleRect() const
{
    return QRectF(m_size.width() - 6, m_size.height() / 2 - 6, 12, 12);
}

QString EntityItem::badgeAt(QPointF itemPos) const
{
    for (const auto &[rect, patternId] : m_badgeRects)
        if (rect.contains(itemPos))
            return patternId;
    return {};
}

void EntityItem::setFrame(ContainerFrameItem *frame)
{
    if (m_frame == frame)
        return;
    m_frame = frame;
    // Whether a line passes beside a container's header depends on the frames.
    for (RelationshipItem *edge : std::as_const(m_edges))
        edge->adjust();
}

void EntityItem::addEdge(RelationshipItem *edge)
{
    if (!m_edges.contains(edge))
        m_edges << edge;
}

void EntityItem::removeEdge(RelationshipItem *edge)
{
    m_edges.removeAll(edge);
}

void EntityItem::setDimmed(bool dimmed)
{
    setOpacity(dimmed ? 0.22 : 1.0);
}

QVariant EntityItem::itemChange(GraphicsItemChange change, const QVariant &value)
{
    if (change == ItemPositionChange && m_snap) {
        const QPointF p = value.toPointF();
        return QPointF(std::round(p.x() / kGrid) * kGrid, std::round(p.y() / kGrid) * kGrid);
    }
    if (change == ItemPositionHasChanged) {
        // The frame first: a line that enters this card beside its frame reads the frame.
        if (m_frame)
            m_frame->adjust();
        for (RelationshipItem *edge : std::as_const(m_edges))
            edge->adjust();
    }
    return QGraphicsItem::itemChange(change, value);
}

void EntityItem::hoverEnterEvent(QGraphicsSceneHoverEvent *event)
{
    m_hovered = true;
    update();
    QGraphicsItem::hoverEnterEvent(event);
}

void EntityItem::hoverLeaveEvent(QGraphicsSceneHoverEvent *event)
{
    m_hovered = false;
    update();
    QGraphicsItem::hoverLeaveEvent(event);
}

void EntityItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const double detail = option->levelOfDetailFromTransform(painter->worldTransform());
    const QRectF card(QPointF(0, 0), m_size);
    painter->setRenderHint(QPainter::Antialiasing);

    // Body and header.
    QPen border(isSelected() || isHighlighted() ? m_theme.selection : m_theme.cardBorder,
        isSelected() || isHighlighted() ? m_theme.lineWidth * 2 : m_theme.lineWidth);
    painter->setPen(border);
    painter->setBrush(m_theme.cardFill);
    painter->drawRoundedRect(card, kRadius, kRadius);
    const QRectF header(0, 0, m_size.width(), m_headerHeight);
    QPainterPath headerPath;
    headerPath.addRoundedRect(header, kRadius, kRadius);
    headerPath.addRect(QRectF(0, kRadius, m_size.width(), m_headerHeight - kRadius));
    painter->fillPath(headerPath.simplified(), m_theme.cardHeader);
    painter->setPen(QPen(m_theme.cardBorder, m_theme.lineWidth * 0.7));
    painter->drawLine(QPointF(0, m_headerHeight), QPointF(m_size.width(), m_headerHeight));
    painter->setPen(border);
    painter->setBrush(Qt::NoBrush);
    painter->drawRoundedRect(card, kRadius, kRadius);

    painter->setPen(m_theme.text);
    if (detail < kRowsDetail) {
        paintFarName(painter, detail);
        return; // far away: the name is all anyone can read
    }
    const QFont title = readableTitleFont(detail);
    painter->setFont(title);
    const QRectF titleArea = titleRect().adjusted(kPadding, 0, -kPadding, 0);
    painter->drawText(titleArea, Qt::AlignVCenter | Qt::AlignLeft,
        QFontMetricsF(title).elidedText(m_data.name, Qt::ElideRight, titleArea.width()));

    paintBadges(painter);
    double y = m_headerHeight + 3;
    y = paintRows(painter, m_data.rows, 0, y, m_size.width());
    for (const EmbeddedCard &embedded : m_data.embedded)
        y = paintEmbedded(painter, embedded, kPadding * 0.6, y + 3, m_size.width() - kPadding * 1.2) + 3;

    // Footer.
    painter->setFont(m_theme.smallFont);
    painter->setPen(m_theme.mutedText);
    const QRectF footer(kPadding, m_size.height() - kFooterHeight, m_size.width() - 2 * kPadding, kFooterHeight);
    painter->drawText(footer, Qt::AlignVCenter | Qt::AlignLeft,
        QFontMetricsF(m_theme.smallFont).elidedText(m_data.footer, Qt::ElideRight, footer.width()));

    if (m_hovered || isSelected()) {
        painter->setPen(QPen(m_theme.accent, m_theme.lineWidth));
        painter->setBrush(m_theme.cardFill);
        painter->drawEllipse(connectHandleRect());
        painter->drawLine(connectHandleRect().center() - QPointF(3, 0), connectHandleRect().center() + QPointF(3, 0));
        painter->drawLine(connectHandleRect().center() - QPointF(0, 3), connectHandleRect().center() + QPointF(0, 3));
    }
}

QFont EntityItem::readableTitleFont(double detail) const
{
    QFont font = m_theme.titleFont;
    // The em on screen: what the eye reads as the letters' size (a line's height adds
    // the space above and below them).
    const double emOnScreen = QFontInfo(font).pixelSize() * std::max(detail, 0.05);
    const double growth = std::clamp(kTitleEmPixels / emOnScreen, 1.0, kTitleMaxGrowth);
    if (growth == 1.0)
        return font;
    // A font's height does not follow its point size exactly: measure, and correct once.
    const double wanted = QFontMetricsF(font).height() * growth;
    font.setPointSizeF(font.pointSizeF() * growth);
    font.setPointSizeF(font.pointSizeF() * wanted / QFontMetricsF(font).height());
    return font;
}

void EntityItem::paintFarName(QPainter *painter, double detail) const
{
    // Zoomed out (a whole sample fitted to a laptop screen), rows would be specks:
    // the name fills the card instead, as large as fits, up to about 13 px on screen.
    const QRectF area = QRectF(QPointF(0, 0), m_size).adjusted(kPadding, kPadding, -kPadding, -kPadding);
    QFont font = m_theme.titleFont;
    const double onScreen = QFontMetricsF(font).height() * std::max(detail, 0.05);
    double scale = std::clamp(kFarNamePixels / onScreen, 1.0, 4.0);
    const int flags = Qt::AlignCenter | Qt::TextWordWrap;
    for (; scale > 1.0; scale *= 0.9) {
        font.setPointSizeF(m_theme.titleFont.pointSizeF() * scale);
        if (area.contains(QFontMetricsF(font).boundingRect(area, flags, m_data.name)))
            break;
    }
    font.setPointSizeF(m_theme.titleFont.pointSizeF() * std::max(scale, 1.0));
    painter->setFont(font);
    painter->drawText(area, flags, m_data.name);
}

void EntityItem::layoutBadges()
{
    m_badgeRects.clear();
    m_badgesElided = false;
    const QFontMetricsF metrics(m_theme.smallFont);
    double x = kPadding;
    const double top = titleRect().bottom() - 2;
    const double h = m_rowHeight - 4;
    for (const QString &pattern : std::as_const(m_data.patterns)) {
        const QString label = QString(pattern).remove(QStringLiteral("AP"));
        const double w = std::max(h, metrics.horizontalAdvance(label) + 10);
        if (x + w > m_size.width() - kPadding - 12) {
            m_badgesElided = true;
            break;
        }
        m_badgeRects.append({QRectF(x, top, w, h), pattern});
        x += w + 4;
    }
}

void EntityItem::paintBadges(QPainter *painter) const
{
    painter->setFont(m_theme.smallFont);
    for (const auto &[badge, pattern] : m_badgeRects) {
        painter->setPen(Qt::NoPen);
        painter->setBrush(m_theme.badgeFill);
        painter->drawRoundedRect(badge, badge.height() / 2, badge.height() / 2);
        painter->setPen(m_theme.badgeText);
        painter->drawText(badge, Qt::AlignCenter, QString(pattern).remove(QStringLiteral("AP")));
    }
    if (m_badgesElided && !m_badgeRects.isEmpty()) {
        painter->setPen(m_theme.mutedText);
        const QRectF last = m_badgeRects.constLast().first;
        painter->drawText(
            QRectF(last.right() + 2, last.top(), 14, last.height()), Qt::AlignCenter, QStringLiteral("…"));
    }
}

double EntityItem::paintRows(
    QPainter *painter, const std::vector<CardRow> &rows, double x, double y, double width) const
{
    const QFontMetricsF body(m_theme.bodyFont);
    for (const CardRow &row : rows) {
        const double left = x + kPadding + row.indent * kIndent;
        const QRectF glyphRect(left, y + 3, kGlyphWidth - 4, m_rowHeight - 6);
        QColor glyphColor = m_theme.typeColor(row.type);
        QColor glyphFill = glyphColor;
        glyphFill.setAlphaF(0.14f);
        painter->setPen(Qt::NoPen);
        painter->setBrush(glyphFill);
        painter->drawRoundedRect(glyphRect, 3, 3);
        painter->setPen(glyphColor);
        painter->setFont(m_theme.smallFont);
        painter->drawText(glyphRect, Qt::AlignCenter, glyph(row.type));

        painter->setFont(m_theme.bodyFont);
        painter->setPen(m_theme.text);
        QString name = row.name;
        if (row.required)
            name += QStringLiteral(" *");
        const double nameLeft = left + kGlyphWidth + 2;
        double marksWidth = 0;
        QStringList marks;
        if (row.partitionKey)
            marks << QStringLiteral("PK");
        if (row.unique)
            marks << QStringLiteral("UQ");
        marksWidth = marks.isEmpty() ? 0 : body.horizontalAdvance(marks.join(QLatin1Char(' '))) + 12;
        // The detail takes what the name leaves, and at least 40% of the row when it
        // needs that: both then shorten in the middle, where they lose the least.
        const QFontMetricsF small(m_theme.smallFont);
        const double available = x + width - kPadding - nameLeft - marksWidth;
        const double detailNatural = row.detail.isEmpty() ? 0 : small.horizontalAdvance(row.detail) + 8;
        const double detailWidth
            = std::min(detailNatural, std::max(available - body.horizontalAdvance(name) - 8, available * 0.4));
        const double nameWidth = std::max(20.0, available - detailWidth);
        painter->drawText(QRectF(nameLeft, y, nameWidth, m_rowHeight), Qt::AlignVCenter | Qt::AlignLeft,
            body.elidedText(name, Qt::ElideRight, nameWidth));
        double right = x + width - kPadding;
        if (!marks.isEmpty()) {
            painter->setFont(m_theme.smallFont);
            painter->setPen(m_theme.keyMark);
            painter->drawText(QRectF(right - marksWidth, y, marksWidth, m_rowHeight), Qt::AlignVCenter | Qt::AlignRight,
                marks.join(QLatin1Char(' ')));
            right -= marksWidth;
        }
        if (!row.detail.isEmpty()) {
            painter->setFont(m_theme.smallFont);
            painter->setPen(m_theme.mutedText);
            painter->drawText(QRectF(right - detailWidth, y, detailWidth, m_rowHeight),
                Qt::AlignVCenter | Qt::AlignRight, small.elidedText(row.detail, Qt::ElideMiddle, detailWidth));
        }
        y += m_rowHeight;
    }
    return y;
}

double EntityItem::paintEmbedded(QPainter *painter, const EmbeddedCard &card, double x, double y, double width) const
{
    const double height = embeddedHeight(card);
    const QRectF box(x, y, width, height);
    painter->setPen(QPen(m_theme.cardBorder, m_theme.lineWidth * 0.8, Qt::DashLine));
    painter->setBrush(m_theme.embeddedFill);
    painter->drawRoundedRect(box, kRadius * 0.7, kRadius * 0.7);
    painter->setFont(m_theme.bodyFont);
    QFont bold = m_theme.bodyFont;
    bold.setBold(true);
    painter->setFont(bold);
    painter->setPen(m_theme.text);
    const QRectF title(x + kPadding, y, width - 2 * kPadding, m_rowHeight * 1.2);
    painter->drawText(title, Qt::AlignVCenter | Qt::AlignLeft, card.title);
    painter->setFont(m_theme.smallFont);
    painter->setPen(m_theme.mutedText);
    painter->drawText(title, Qt::AlignVCenter | Qt::AlignRight, card.multiplicity);
    double inner = paintRows(painter, card.rows, x, y + m_rowHeight * 1.2, width);
    for (const EmbeddedCard &nested : card.embedded)
        inner = paintEmbedded(painter, nested, x + kPadding * 0.6, inner + 2, width - kPadding * 1.2) + 2;
    return y + height;
}

} // namespace cosmos

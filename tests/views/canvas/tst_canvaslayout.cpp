// SPDX-License-Identifier: MIT
// The canvas's layout: fitting the drawing to the view and keeping it fitted,
// automatic layout in the view's shape, titles readable when cards are small.
#include "canvasfixture.h"
#include "model/analysis/analysis.h"

#include "views/canvas/autolayout.h"
#include "views/canvas/containerframeitem.h"
#include "views/canvas/relationshipitem.h"

#include <QFontInfo>
#include <QFontMetricsF>
#include <QUndoStack>

using namespace cosmos;
using Canvas = test::Canvas;

class TestCanvasLayout : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::failOnUnexpectedWarnings(); }
    void titlesStayReadableWhenCardsAreSmall();
    void aFittedDrawingIsFittedAgainOnResizeUntilZoomed();
    void automaticLayoutIsOneUndoStep();
    void automaticLayoutTakesTheShapeOfTheView();
    void automaticLayoutLeavesRoomForConnectorLabels();
    void aModelTooLargeForDotIsLaidOutInWrappedColumns();
    void aFittedDrawingLeavesTheLegendClear();
    void connectorsCrossNoContainerHeader();
};

// A whole sample fitted to a laptop's window is drawn at about 60%: rows are small
// there, but the names must read (letters of 12 px on screen, 9-point text; smaller
// still, as large as the header allows, within a font size step) and fit their header.
void TestCanvasLayout::titlesStayReadableWhenCardsAreSmall()
{
    Canvas c(test::samplePath(QStringLiteral("ecommerce.cosmos.json")));
    const EntityItem *card = c.card(QStringLiteral("user"));
    const QFont full = c.scene.theme().titleFont;
    QCOMPARE(card->readableTitleFont(1.0), full);
    for (const double zoom : {0.5, 0.6, 0.7}) {
        const QFont title = card->readableTitleFont(zoom);
        const double emOnScreen = QFontInfo(title).pixelSize() * zoom;
        const double grown = QFontMetricsF(title).height() / QFontMetricsF(full).height();
        QVERIFY2(emOnScreen >= 11.5 || grown >= 1.4, qPrintable(QStringLiteral("%1 px at %2, %3x").arg(emOnScreen).arg(zoom).arg(grown)));
        QVERIFY(grown > 1.0);
        QVERIFY(QFontMetricsF(title).height() <= card->titleRect().height());
    }
}

void TestCanvasLayout::aFittedDrawingIsFittedAgainOnResizeUntilZoomed()
{
    Canvas c(test::samplePath(QStringLiteral("ecommerce.cosmos.json")));
    c.view.resize(700, 450);
    c.view.fitToWindow();
    const double small = c.view.zoom();
    const auto drawingInSight = [&c]() {
        const QRectF inSight = c.view.mapToScene(c.viewport()->rect()).boundingRect();
        return inSight.contains(c.scene.contentRect());
    };
    QVERIFY(drawingInSight());
    c.view.resize(1400, 900);
    QCoreApplication::processEvents();
    QVERIFY2(c.view.zoom() > small * 1.5, qPrintable(QString::number(c.view.zoom())));
    QVERIFY(drawingInSight());
    // Zoomed by the user: a resize leaves the zoom alone.
    c.view.zoomIn();
    const double chosen = c.view.zoom();
    c.view.resize(700, 450);
    QCoreApplication::processEvents();
    QCOMPARE(c.view.zoom(), chosen);
}

void TestCanvasLayout::automaticLayoutIsOneUndoStep()
{
    Canvas c(test::samplePath(QStringLiteral("ecommerce.cosmos.json")));
    const QByteArray before = c.bytes();
    c.controller.autoLayout();
    c.settle();
    QCOMPARE(c.document.undoStack()->count(), 1);
    QCOMPARE(c.document.model().layout.size(), size_t(4)); // every card placed, embedded OrderItem not
    // Cards of one container are laid out together: the frames do not overlap.
    const QRectF orders = c.scene.frameItem(QStringLiteral("UserOrders"))->sceneBoundingRect();
    const QRectF products = c.scene.frameItem(QStringLiteral("ProductReviews"))->sceneBoundingRect();
    QVERIFY(!orders.intersects(products));
    c.document.undoStack()->undo();
    QCOMPARE(c.bytes(), before);
}

// A chain of containers is a tall column laid out top-down and a row laid out
// left to right: the layout takes the one that shows the cards larger in the view,
// and never puts a card on another.
void TestCanvasLayout::automaticLayoutTakesTheShapeOfTheView()
{
    Canvas c(test::samplePath(QStringLiteral("iot-telemetry.cosmos.json")));
    const auto drawing = [&c]() {
        QRectF all;
        for (const EntityItem *card : c.scene.entityItems())
            all = all.united(card->sceneBoundingRect());
        return all;
    };
    const auto noCardOnAnother = [&c]() {
        const QList<EntityItem *> cards = c.scene.entityItems();
        for (qsizetype i = 0; i < cards.size(); ++i)
            for (qsizetype j = i + 1; j < cards.size(); ++j)
                if (cards[i]->sceneBoundingRect().intersects(cards[j]->sceneBoundingRect()))
                    return false;
        return true;
    };
    c.view.resize(1400, 450); // the canvas of a 1280×720 window: wide and low
    QCoreApplication::processEvents();
    c.controller.autoLayout();
    c.settle();
    QVERIFY2(drawing().width() > drawing().height() * 1.5,
        qPrintable(QStringLiteral("%1×%2").arg(drawing().width()).arg(drawing().height())));
    QVERIFY(noCardOnAnother());
    // Device is the parent of Reading: it is to its left.
    QVERIFY(c.card(QStringLiteral("device"))->sceneBoundingRect().right()
        < c.card(QStringLiteral("reading"))->sceneBoundingRect().left());

    c.view.resize(500, 1000); // a tall view: parents above their children
    QCoreApplication::processEvents();
    c.controller.autoLayout();
    c.settle();
    QVERIFY2(drawing().height() > drawing().width(),
        qPrintable(QStringLiteral("%1×%2").arg(drawing().width()).arg(drawing().height())));
    QVERIFY(c.card(QStringLiteral("device"))->sceneBoundingRect().bottom()
        < c.card(QStringLiteral("reading"))->sceneBoundingRect().top());
    QVERIFY(noCardOnAnother());
}

// Side by side, a parent and its child are far enough apart for the connector's
// label: it lies between the cards, on none of them.
void TestCanvasLayout::automaticLayoutLeavesRoomForConnectorLabels()
{
    Canvas c(test::samplePath(QStringLiteral("social-viral-post.cosmos.json")));
    c.view.resize(1400, 450);
    QCoreApplication::processEvents();
    c.controller.autoLayout();
    c.settle();
    QVERIFY(c.card(QStringLiteral("post"))->sceneBoundingRect().right()
        < c.card(QStringLiteral("comment"))->sceneBoundingRect().left()); // laid out left to right
    int labels = 0;
    for (const Relationship &relationship : c.document.model().relationships) {
        const RelationshipItem *connector = c.scene.relationshipItem(relationship.id);
        if (!connector || connector->labelRect().isEmpty())
            continue;
        ++labels;
        for (const EntityItem *card : c.scene.entityItems())
            QVERIFY2(!connector->labelRect().intersects(card->sceneBoundingRect()),
                qPrintable(connector->data().label + QStringLiteral(" on ") + card->id()));
    }
    QCOMPARE(labels, 3);
}

// In a view of the drawing's own shape, fitting would put its top left corner under
// the heat legend; the fitted drawing leaves the legend clear instead.
// Past kMaxDotCards cards "dot" is not run (16,000 took more than 20 GB): each
// container's cards make a column, and the columns wrap into rows in the view's shape.
void TestCanvasLayout::aModelTooLargeForDotIsLaidOutInWrappedColumns()
{
    Model model;
    model.application.name = QStringLiteral("wide");
    const int entities = int(kMaxDotCards) + 200;
    std::map<QString, QSizeF> sizes;
    for (int i = 0; i < entities; ++i) {
        const Entity entity = test::makeEntity(QStringLiteral("e%1").arg(i), QStringLiteral("Entity%1").arg(i), 100, 1);
        model.entities.push_back(entity);
        sizes[entity.id] = QSizeF(220, 100 + 20 * (i % 4)); // cards of four heights
        if (i > 0) {
            Relationship r;
            r.id = QStringLiteral("r%1").arg(i);
            r.from = QStringLiteral("e%1").arg((i - 1) / 3);
            r.to = entity.id;
            r.avgChildren = 3;
            model.relationships.push_back(r);
        }
    }
    const auto analysis = analyze(model);
    const double aspect = 16.0 / 9.0;
    const std::map<QString, QPointF> positions = computeLayout(model, *analysis, sizes, aspect);
    QCOMPARE(positions.size(), sizes.size());
    QRectF drawing;
    std::vector<QRectF> cards;
    for (const auto &[id, at] : positions) {
        cards.emplace_back(at, sizes.at(id));
        drawing = drawing.united(cards.back());
    }
    // No card on another: sorted by left edge, each is compared with those that start before it ends.
    std::sort(cards.begin(), cards.end(), [](const QRectF &a, const QRectF &b) { return a.left() < b.left(); });
    for (size_t i = 0; i < cards.size(); ++i)
        for (size_t j = i + 1; j < cards.size() && cards[j].left() < cards[i].right(); ++j)
            QVERIFY2(!cards[i].intersects(cards[j]), "two cards overlap");
    // About the view's shape, not one row thousands of cards long.
    const double ratio = drawing.width() / drawing.height();
    QVERIFY2(ratio > aspect / 2 && ratio < aspect * 2, qPrintable(QString::number(ratio)));
    // A container's cards in one column.
    for (const ContainerAnalysis &container : analysis->containers)
        for (const QString &id : container.entities)
            QCOMPARE(positions.at(id).x(), positions.at(container.entities.front()).x());
}

void TestCanvasLayout::aFittedDrawingLeavesTheLegendClear()
{
    Canvas c(test::samplePath(QStringLiteral("saas-multitenant.cosmos.json")));
    const QRectF padded = c.scene.contentRect().adjusted(-40, -40, 40, 40);
    const QSize chrome = c.view.size() - c.viewport()->size(); // scroll bars and frame
    c.view.resize(QSize(int(padded.width() * 0.6), int(padded.height() * 0.6)) + chrome);
    QCoreApplication::processEvents();
    c.view.fitToWindow();
    const QRectF legend = c.view.legendRect();
    QVERIFY(!legend.isEmpty());
    const QRectF underLegend = c.view.mapToScene(legend.toAlignedRect()).boundingRect();
    for (const EntityItem *card : c.scene.entityItems())
        QVERIFY2(!card->sceneBoundingRect().intersects(underLegend), qPrintable(card->id()));
    const QRectF frame = c.scene.frameItem(QStringLiteral("CompanyUserTimeEntries"))->sceneBoundingRect();
    QVERIFY(!frame.intersects(underLegend));
    // And the drawing is still in sight, whole.
    const QRectF visible = c.view.mapToScene(c.viewport()->rect()).boundingRect();
    QVERIFY(visible.contains(frame));
}

// Issue: in the IoT sample a connector crossed a container's header (its name, key
// and load). A header is the band of its frame above the cards; no connector passes
// through one, as the sample opens and after automatic layout in a wide and a tall view.
void TestCanvasLayout::connectorsCrossNoContainerHeader()
{
    Canvas c(test::samplePath(QStringLiteral("iot-telemetry.cosmos.json")));
    const auto crossings = [&c]() {
        QStringList out;
        for (const ContainerAnalysis &container : c.document.analysis()->containers) {
            const ContainerFrameItem *frame = c.scene.frameItem(container.name);
            if (!frame || !frame->isVisible() || frame->members().isEmpty())
                continue;
            const QRectF box = frame->sceneBoundingRect();
            double cardsTop = box.bottom();
            for (const EntityItem *card : frame->members())
                cardsTop = std::min(cardsTop, card->sceneBoundingRect().top());
            const QRectF header(box.left(), box.top(), box.width(), cardsTop - box.top());
            for (const Relationship &relationship : c.document.model().relationships) {
                const RelationshipItem *connector = c.scene.relationshipItem(relationship.id);
                if (connector && connector->isVisible() && connector->mapToScene(connector->shape()).intersects(header))
                    out << relationship.id + QStringLiteral(" over ") + container.name;
            }
        }
        return out;
    };
    QVERIFY2(crossings().isEmpty(), qPrintable(crossings().join(QStringLiteral(", "))));
    for (const QSize size : {QSize(1400, 450), QSize(500, 1000)}) {
        c.view.resize(size);
        QCoreApplication::processEvents();
        c.controller.autoLayout();
        c.settle();
        QVERIFY2(crossings().isEmpty(), qPrintable(crossings().join(QStringLiteral(", "))));
    }
}

QTEST_MAIN(TestCanvasLayout)
#include "tst_canvaslayout.moc"

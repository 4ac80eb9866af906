// SPDX-License-Identifier: MIT
// The canvas driven like a user drives it: mouse and keyboard events on the view.
#include "canvasfixture.h"

#include "model/analysis/analysis.h"
#include "model/document/editplans.h"
#include "model/io/modeljson.h"
#include "views/canvas/canvasexport.h"
#include "views/canvas/containerframeitem.h"
#include "views/canvas/relationshipitem.h"
#include "views/document/documentselection.h"

#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace cosmos;

using Canvas = test::Canvas;

class TestCanvas : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::failOnUnexpectedWarnings(); }
    void drawsTheSampleAsTheAnalysisDecides();
    void newEntitiesGoInSightAndOnNoOtherCard();
    void addRelationshipWaitsForTheCardsClickedNext();
    void theMinimapShowsOnlyWhatIsOutOfSightAndFollowsRenames();
    void userGesturesAreUndoableToTheByte();
    void propertyEditRecolorsTheContainerLive();
    void anEditShowsAtOnceAndRedrawsOncePerAnalysis();
    void focusedPatternDimsEverythingElse();
    void copyPasteAndArrowKeys();
    void exportsPngSvgAndPdf();
};

void TestCanvas::drawsTheSampleAsTheAnalysisDecides()
{
    Canvas c(test::samplePath(QStringLiteral("ecommerce.cosmos.json")));
    // OrderItem is embedded: it has no card of its own and is drawn in Order's.
    QVERIFY(c.card(QStringLiteral("order")));
    QVERIFY(!c.card(QStringLiteral("orderItem")));
    QCOMPARE(c.scene.cardFor(QStringLiteral("orderItem")), c.card(QStringLiteral("order")));
    QCOMPARE(c.card(QStringLiteral("order"))->data().embedded.size(), size_t(1));
    // Two container frames around their cards, keyed as analysed.
    ContainerFrameItem *orders = c.scene.frameItem(QStringLiteral("UserOrders"));
    QVERIFY(orders);
    QCOMPARE(orders->data().key, QStringLiteral("/userId"));
    QCOMPARE(orders->members().size(), 2);
    QVERIFY(orders->sceneBoundingRect().contains(c.card(QStringLiteral("user"))->sceneBoundingRect().center()));
    // Connectors for the relationships between cards; none for the embedded one.
    QVERIFY(c.scene.relationshipItem(QStringLiteral("user-orders")));
    QVERIFY(!c.scene.relationshipItem(QStringLiteral("order-items")));
    QVERIFY(c.scene.relationshipItem(QStringLiteral("user-orders"))->parentCard() == c.card(QStringLiteral("user")));
}

void TestCanvas::newEntitiesGoInSightAndOnNoOtherCard()
{
    Canvas c(test::samplePath(QStringLiteral("ecommerce.cosmos.json")));
    c.view.centerOn(c.card(QStringLiteral("user"))); // the middle of the view is taken
    const QRectF inSight = c.view.mapToScene(c.viewport()->rect()).boundingRect();
    const qsizetype before = c.document.model().entities.size();
    for (int i = 0; i < 4; ++i) {
        c.controller.addEntity(); // the toolbar's and Ctrl+E's action
        c.settle();
    }
    const Model &model = c.document.model();
    QCOMPARE(model.entities.size(), before + 4);
    const QList<EntityItem *> cards = c.scene.entityItems();
    for (size_t i = size_t(before); i < model.entities.size(); ++i) {
        const EntityItem *added = c.card(model.entities[i].id);
        QVERIFY(added);
        QVERIFY2(inSight.contains(added->sceneBoundingRect()), qPrintable(model.entities[i].id));
        for (const EntityItem *other : cards)
            if (other != added)
                QVERIFY2(!other->sceneBoundingRect().intersects(added->sceneBoundingRect()),
                    qPrintable(model.entities[i].id + QStringLiteral(" covers ") + other->data().id));
    }
}

// With fewer than two entities selected, Add Relationship asks for the cards to
// click, and says so on the canvas; Esc or a click on the background cancels.
void TestCanvas::addRelationshipWaitsForTheCardsClickedNext()
{
    Canvas c(test::samplePath(QStringLiteral("ecommerce.cosmos.json")));
    c.view.fitToWindow();
    const auto clickCard = [&c](const QString &id) {
        // The middle of the card's title: clear of its handle and badges.
        const EntityItem *card = c.card(id);
        QTest::mouseClick(c.viewport(), Qt::LeftButton, {}, c.at(card->mapToScene(card->titleRect().center())));
    };
    const qsizetype before = c.document.model().relationships.size();

    // One entity selected: it is the parent, the next card clicked the child.
    c.document.selection()->select(ObjectKind::Entity, QStringLiteral("product"));
    c.controller.addRelationship();
    QVERIFY2(c.view.prompt().contains(QStringLiteral("Product")), qPrintable(c.view.prompt()));
    clickCard(QStringLiteral("product")); // the parent again: still waiting
    QVERIFY(!c.view.prompt().isEmpty());
    clickCard(QStringLiteral("user"));
    c.settle();
    QCOMPARE(c.document.model().relationships.size(), before + 1);
    QCOMPARE(c.document.model().relationships.back().from, QStringLiteral("product"));
    QCOMPARE(c.document.model().relationships.back().to, QStringLiteral("user"));
    QVERIFY(c.view.prompt().isEmpty());

    // None selected: parent, then child.
    c.document.selection()->clear();
    c.controller.addRelationship();
    QVERIFY(!c.view.prompt().isEmpty());
    clickCard(QStringLiteral("review"));
    QVERIFY2(c.view.prompt().contains(QStringLiteral("Review")), qPrintable(c.view.prompt()));
    clickCard(QStringLiteral("order"));
    c.settle();
    QCOMPARE(c.document.model().relationships.size(), before + 2);
    QCOMPARE(c.document.model().relationships.back().from, QStringLiteral("review"));
    QCOMPARE(c.document.model().relationships.back().to, QStringLiteral("order"));

    // Esc, and a click on the background, change nothing.
    const QByteArray unchanged = c.bytes();
    c.document.selection()->clear();
    c.controller.addRelationship();
    QTest::keyClick(&c.view, Qt::Key_Escape);
    QVERIFY(c.view.prompt().isEmpty());
    clickCard(QStringLiteral("user"));
    c.controller.addRelationship();
    QTest::mouseClick(c.viewport(), Qt::LeftButton, {}, c.at(c.scene.contentRect().bottomRight() + QPointF(60, 60)));
    QVERIFY(c.view.prompt().isEmpty());
    clickCard(QStringLiteral("product"));
    c.settle();
    QCOMPARE(c.bytes(), unchanged);
}

// An overview of a drawing that is all in sight would only cover part of it; and
// what it shows is the drawing as it is now, names included.
void TestCanvas::theMinimapShowsOnlyWhatIsOutOfSightAndFollowsRenames()
{
    Canvas c(test::samplePath(QStringLiteral("ecommerce.cosmos.json")));
    auto *minimap = c.view.findChild<QWidget *>(QStringLiteral("minimap"));
    QVERIFY(minimap);
    c.view.fitToWindow();
    QVERIFY(!minimap->isVisible());
    c.view.setZoom(2.0);
    QVERIFY(minimap->isVisible());
    QTest::qWait(400); // the overview is drawn once changes settle
    const QImage before = minimap->grab().toImage();

    // Renamed while the overview is hidden, then shown again.
    c.view.setMinimapVisible(false);
    c.controller.rename(QStringLiteral("user"), QStringLiteral("A much longer customer name"));
    c.settle();
    QTest::qWait(400);
    c.view.setMinimapVisible(true);
    QVERIFY(minimap->isVisible());
    QVERIFY(minimap->grab().toImage() != before);
    c.view.fitToWindow();
    QVERIFY(!minimap->isVisible());
}

void TestCanvas::userGesturesAreUndoableToTheByte()
{
    Canvas c(test::samplePath(QStringLiteral("ecommerce.cosmos.json")));
    const QByteArray original = c.bytes();
    const int entitiesBefore = int(c.document.model().entities.size());

    // Double-click empty canvas twice: two new entities (each opens its name editor;
    // Escape keeps the proposed name).
    const QRectF content = c.scene.contentRect();
    const QPointF first = content.bottomLeft() + QPointF(100, 200);
    const QPointF second = first + QPointF(500, 0);
    c.view.centerOn(first + QPointF(250, 100));
    QTest::mouseDClick(c.viewport(), Qt::LeftButton, {}, c.at(first));
    QTest::keyClick(&c.view, Qt::Key_Escape);
    QTest::mouseDClick(c.viewport(), Qt::LeftButton, {}, c.at(second));
    QTest::keyClick(&c.view, Qt::Key_Escape);
    c.settle();
    QCOMPARE(int(c.document.model().entities.size()), entitiesBefore + 2);
    const QString a = c.document.model().entities[size_t(entitiesBefore)].id;
    const QString b = c.document.model().entities[size_t(entitiesBefore + 1)].id;
    QVERIFY(c.card(a) && c.card(b));

    // Drag from A's connect handle onto B: a relationship A → B.
    EntityItem *cardA = c.card(a);
    const QPointF handle = cardA->mapToScene(cardA->connectHandleRect().center());
    QTest::mouseMove(c.viewport(), c.at(cardA->sceneBoundingRect().center()));
    QTest::mousePress(c.viewport(), Qt::LeftButton, {}, c.at(handle));
    QTest::mouseMove(c.viewport(), c.at(handle + QPointF(100, 10)));
    QTest::mouseRelease(c.viewport(), Qt::LeftButton, {}, c.at(c.card(b)->sceneBoundingRect().center()));
    c.settle();
    const Relationship link = c.document.model().relationships.back(); // a copy: the edits below replace the model
    QCOMPARE(link.from, a);
    QCOMPARE(link.to, b);
    QVERIFY(c.scene.relationshipItem(link.id));

    // Rename B inline: double-click its title, type, Enter.
    EntityItem *cardB = c.card(b);
    QTest::mouseDClick(c.viewport(), Qt::LeftButton, {}, c.at(cardB->mapToScene(cardB->titleRect().center())));
    QVERIFY(c.scene.isRenaming());
    QTest::keyClicks(&c.view, QStringLiteral("Invoice"));
    QTest::keyClick(&c.view, Qt::Key_Return);
    c.settle();
    QCOMPARE(c.document.model().entity(b)->name, QStringLiteral("Invoice"));

    // Move A by dragging its title: one undo step, snapped to the grid.
    const QPointF grab = cardA->mapToScene(cardA->titleRect().center());
    const QPointF before = cardA->pos();
    QTest::mousePress(c.viewport(), Qt::LeftButton, {}, c.at(grab));
    QTest::mouseMove(c.viewport(), c.at(grab + QPointF(60, 45)));
    QTest::mouseMove(c.viewport(), c.at(grab + QPointF(123, 87)));
    QTest::mouseRelease(c.viewport(), Qt::LeftButton, {}, c.at(grab + QPointF(123, 87)));
    c.settle();
    const LayoutPoint moved = c.document.model().layout.at(a);
    QVERIFY(QPointF(moved.x, moved.y) != before);
    QCOMPARE(std::fmod(moved.x, EntityItem::kGrid), 0.0);
    QCOMPARE(std::fmod(moved.y, EntityItem::kGrid), 0.0);

    // Select A and delete it with Del: its relationship goes too, in one step.
    c.document.selection()->select(ObjectKind::Entity, a);
    c.view.setFocus();
    QTest::keyClick(&c.view, Qt::Key_Delete);
    c.settle();
    QVERIFY(!c.document.model().entity(a));
    QVERIFY(!c.document.model().relationship(link.id));
    QVERIFY(!c.card(a));
    const QByteArray final = c.bytes();

    // Six gestures, six undo steps back to the original bytes; redo to the end.
    QCOMPARE(c.document.undoStack()->count(), 6);
    while (c.document.undoStack()->canUndo())
        c.document.undoStack()->undo();
    c.settle();
    QCOMPARE(c.bytes(), original);
    QVERIFY(!c.card(a) && !c.card(b));
    while (c.document.undoStack()->canRedo())
        c.document.undoStack()->redo();
    c.settle();
    QCOMPARE(c.bytes(), final);
    QCOMPARE(c.card(b)->data().name, QStringLiteral("Invoice"));
}

void TestCanvas::propertyEditRecolorsTheContainerLive()
{
    Canvas c(test::samplePath(QStringLiteral("ecommerce.cosmos.json")));
    ContainerFrameItem *frame = c.scene.frameItem(QStringLiteral("ProductReviews"));
    // The sample's reviews have no maximum per product, so the frame warns that a
    // product's partition keeps growing; with at most 5,000 reviews it is ok.
    QCOMPARE(frame->data().status, HeatStatus::Warn);
    QVERIFY(c.document.apply(
        {Change::set(ObjectKind::Relationship, QStringLiteral("product-reviews"), "maxChildren", 5000)},
        QStringLiteral("Bound")));
    QTRY_COMPARE(frame->data().status, HeatStatus::Ok);
    const QString summaryBefore = frame->data().summary;

    // One product gets 60% of the traffic: 60% of its 8,120 RU/s at peak is 4,872 RU/s,
    // 54% of the 9,000 RU/s its one partition gets: the frame turns warm, without
    // anyone asking the canvas to refresh.
    Json attributes = Json::array();
    for (Attribute attribute : c.document.model().entity(QStringLiteral("product"))->attributes) {
        if (attribute.name == QLatin1String("productId"))
            attribute.hottestValueShare = 0.6;
        attributes.push_back(toJson(attribute));
    }
    QVERIFY(c.document.apply({Change::set(ObjectKind::Entity, QStringLiteral("product"), "attributes", attributes)},
        QStringLiteral("Edit")));
    QTRY_COMPARE(frame->data().status, HeatStatus::Warn);
    QVERIFY(frame->data().summary == summaryBefore); // same load, now on one value
    const CanvasTheme &theme = c.scene.theme();
    QVERIFY(theme.heat(HeatStatus::Warn) != theme.heat(HeatStatus::Ok));

    c.document.undoStack()->undo();
    QTRY_COMPARE(frame->data().status, HeatStatus::Ok);
}

void TestCanvas::anEditShowsAtOnceAndRedrawsOncePerAnalysis()
{
    Canvas c(test::samplePath(QStringLiteral("ecommerce.cosmos.json")));
    QSignalSpy redrawn(&c.scene, &ModelScene::synced);
    EntityItem *order = c.card(QStringLiteral("order"));

    // Renaming the embedded OrderItem shows on Order's card before the analysis of
    // the edit has run; the analysis then redraws the canvas once.
    QVERIFY(c.document.apply(
        {Change::set(ObjectKind::Entity, QStringLiteral("orderItem"), "name", "LineItem")}, QStringLiteral("Rename")));
    QVERIFY(c.document.isAnalysing());
    QCOMPARE(order->data().embedded.front().title, QStringLiteral("LineItem"));
    QCOMPARE(redrawn.count(), 0);
    c.settle();
    QVERIFY(!c.document.isAnalysing());
    QCOMPARE(redrawn.count(), 1);

    // Undo and a move are patched the same way; so is a cardinality.
    c.document.undoStack()->undo();
    QCOMPARE(order->data().embedded.front().title, QStringLiteral("OrderItem"));
    const QPointF target = order->pos() + QPointF(40, 80);
    QVERIFY(c.document.apply(
        plans::moveEntities(c.document.model(), {{QStringLiteral("order"), target}}), QStringLiteral("Move")));
    QCOMPARE(order->pos(), target);
    QVERIFY(c.document.apply({Change::set(ObjectKind::Relationship, QStringLiteral("order-items"), "avgChildren", 7)},
        QStringLiteral("Edit")));
    QVERIFY(order->data().embedded.front().multiplicity.startsWith(QStringLiteral("× 7 avg")));
    QCOMPARE(redrawn.count(), 1);
    c.settle();
    QCOMPARE(redrawn.count(), 2); // three edits in one event-loop turn: one analysis

    // Traffic is not on the cards: nothing is drawn until its analysis.
    QVERIFY(c.document.apply(
        {Change::set(ObjectKind::AccessPattern, QStringLiteral("AP1"), "rpsAvg", 600)}, QStringLiteral("Edit")));
    QCOMPARE(redrawn.count(), 2);
    c.settle();
    QCOMPARE(redrawn.count(), 3);

    // A new entity is drawn at once (the whole canvas), and again with its analysis.
    QVERIFY(c.document.apply(
        plans::addEntity(c.document.model(), QStringLiteral("Invoice"), QPointF(0, 2000)), QStringLiteral("Add")));
    QCOMPARE(redrawn.count(), 4);
    QVERIFY(c.scene.cardFor(c.document.model().entities.back().id));
    c.settle();
    QCOMPARE(redrawn.count(), 5);
}

void TestCanvas::focusedPatternDimsEverythingElse()
{
    Canvas c(test::samplePath(QStringLiteral("ecommerce.cosmos.json")));
    // Clicking badge 7 (product with its newest reviews) focuses AP7.
    EntityItem *product = c.card(QStringLiteral("product"));
    QPointF badge;
    for (double x = 0; x < product->boundingRect().width(); x += 2)
        for (double y = 0; y < 80; y += 2)
            if (product->badgeAt(QPointF(x, y)) == QLatin1String("AP7") && badge.isNull())
                badge = QPointF(x, y);
    QVERIFY(!badge.isNull());
    QTest::mouseClick(c.viewport(), Qt::LeftButton, {}, c.at(product->mapToScene(badge)));
    QCOMPARE(c.document.selection()->focusedPattern(), QStringLiteral("AP7"));
    QCOMPARE(product->opacity(), 1.0);
    QCOMPARE(c.card(QStringLiteral("review"))->opacity(), 1.0);
    QVERIFY(c.card(QStringLiteral("user"))->opacity() < 0.5);
    QVERIFY(c.scene.frameItem(QStringLiteral("UserOrders"))->opacity() < 0.5);
    QCOMPARE(c.scene.frameItem(QStringLiteral("ProductReviews"))->opacity(), 1.0);
    // The dot grid would show through the dimmed cards: it is hidden while a route is in focus.
    const auto gridDots = [&c]() {
        const QRectF empty(c.scene.itemsBoundingRect().bottomRight() + QPointF(200, 200), QSizeF(100, 100));
        QImage image(100, 100, QImage::Format_RGB32);
        QPainter painter(&image);
        c.scene.render(&painter, QRectF(0, 0, 100, 100), empty);
        painter.end();
        const QRgb background = image.pixel(1, 1);
        int dots = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                dots += image.pixel(x, y) != background;
        return dots;
    };
    QCOMPARE(gridDots(), 0);
    // Escape clears the focus.
    c.view.setFocus();
    QTest::keyClick(&c.view, Qt::Key_Escape);
    QVERIFY(c.document.selection()->focusedPattern().isEmpty());
    QCOMPARE(c.card(QStringLiteral("user"))->opacity(), 1.0);
    QVERIFY(gridDots() > 10);
}

void TestCanvas::copyPasteAndArrowKeys()
{
    Canvas c(test::samplePath(QStringLiteral("ecommerce.cosmos.json")));
    c.document.selection()->select(
        {{ObjectKind::Entity, QStringLiteral("product")}, {ObjectKind::Entity, QStringLiteral("review")}});
    c.controller.copySelection();
    c.controller.paste();
    c.settle();
    // Both entities and the relationship between them are pasted under new ids.
    QVERIFY(c.document.model().entity(QStringLiteral("product2")));
    QVERIFY(c.document.model().entity(QStringLiteral("review2")));
    const Relationship pasted = c.document.model().relationships.back();
    QCOMPARE(pasted.from, QStringLiteral("product2"));
    QCOMPARE(pasted.to, QStringLiteral("review2"));
    QCOMPARE(c.document.selection()->ids(ObjectKind::Entity),
        QStringList({QStringLiteral("product2"), QStringLiteral("review2")}));

    // Arrow keys move the selection by one grid step (Shift: five).
    const LayoutPoint start = c.document.model().layout.at(QStringLiteral("product2"));
    c.view.setFocus();
    QTest::keyClick(&c.view, Qt::Key_Right);
    QTest::keyClick(&c.view, Qt::Key_Down, Qt::ShiftModifier);
    c.settle();
    const LayoutPoint end = c.document.model().layout.at(QStringLiteral("product2"));
    QCOMPARE(end.x - start.x, EntityItem::kGrid);
    QCOMPARE(end.y - start.y, 5 * EntityItem::kGrid);
}

void TestCanvas::exportsPngSvgAndPdf()
{
    Canvas c(test::samplePath(QStringLiteral("ecommerce.cosmos.json")));
    QTemporaryDir dir;
    const QRectF area = c.scene.contentRect();
    QString error;
    const QString png = dir.filePath(QStringLiteral("model.png"));
    QVERIFY2(exportCanvas(&c.scene, area, png, 2.0, &error), qPrintable(error));
    const QImage image(png);
    QCOMPARE(image.size(), (area.size() * 2).toSize()); // 2× for sharp slides
    const QString svg = dir.filePath(QStringLiteral("model.svg"));
    QVERIFY(exportCanvas(&c.scene, area, svg, 1.0, &error));
    const QByteArray svgText = test::readAll(svg);
    QVERIFY(svgText.contains("<svg"));
    QVERIFY(svgText.contains("UserOrders")); // text stays text, searchable
    const QString pdf = dir.filePath(QStringLiteral("model.pdf"));
    QVERIFY(exportCanvas(&c.scene, area, pdf, 1.0, &error));
    QVERIFY(test::readAll(pdf).startsWith("%PDF"));
    QVERIFY(!exportCanvas(&c.scene, area, dir.filePath(QStringLiteral("missing/dir/x.png")), 1.0, &error));
    QVERIFY(!error.isEmpty());
}

QTEST_MAIN(TestCanvas)
#include "tst_canvas.moc"

// SPDX-License-Identifier: MIT
// What the canvas says, decided without a scene: which card each entity is drawn
// on, what the cards, connectors and frames say, with the analysis's numbers.
#include "guitest.h"
#include "modelbuilder.h"
#include "testsupport.h"

#include "model/analysis/analysis.h"
#include "views/canvas/canvaspresenter.h"

#include <QTest>

using namespace cosmos;
using test::ModelBuilder;

class TestCanvasPresenter : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::failOnUnexpectedWarnings(); }
    void embeddedChildrenAreDrawnInTheirParentsCard();
    void nestedEmbeddingDrawsOnTheTopCard();
    void framesCarryTheContainersNumbers();
    void anInfeasibleContainerSaysSoWhateverTheHeat();
    void anEditPatchesWhatItTouchesAndNothingElse();
};

void TestCanvasPresenter::embeddedChildrenAreDrawnInTheirParentsCard()
{
    const Model model = test::loadModel(test::samplePath(QStringLiteral("ecommerce.cosmos.json")));
    const auto analysis = analyze(model);
    const CanvasPresenter presenter(model, *analysis);
    // Order items are embedded in the order (95% read together, at most 50).
    QVERIFY(!presenter.hasOwnCard(QStringLiteral("orderItem")));
    QCOMPARE(presenter.cardOf(QStringLiteral("orderItem")), QStringLiteral("order"));
    const EntityCardData order = presenter.card(QStringLiteral("order"));
    QCOMPARE(order.container, QStringLiteral("UserOrders"));
    QCOMPARE(order.embedded.size(), size_t(1));
    QCOMPARE(order.embedded.front().title, QStringLiteral("OrderItem"));
    QCOMPARE(order.embedded.front().multiplicity, QStringLiteral("× 3 avg · 50 max"));
    // Patterns that read the items are shown on the order's card.
    QVERIFY(order.patterns.contains(QStringLiteral("AP4")));
    const Relationship *items = model.relationship(QStringLiteral("order-items"));
    QVERIFY(!presenter.connector(*items)); // drawn inside the card, not as a line
    const auto orders = presenter.connector(*model.relationship(QStringLiteral("user-orders")));
    QVERIFY(orders);
    QCOMPARE(orders->label, QStringLiteral("1:N · co-locate 45%"));
}

void TestCanvasPresenter::nestedEmbeddingDrawsOnTheTopCard()
{
    ModelBuilder b;
    b.entity(QStringLiteral("a"), 1, 1, 1000)
        .entity(QStringLiteral("b"), 1, 1, 3000, {ModelBuilder::attribute(QStringLiteral("aId"))})
        .entity(QStringLiteral("c"), 1, 1, 9000, {ModelBuilder::attribute(QStringLiteral("bId"))});
    b.relationship(QStringLiteral("a"), QStringLiteral("b"), RelationshipKind::OneToFew, 3, 5, true);
    b.relationship(QStringLiteral("b"), QStringLiteral("c"), RelationshipKind::OneToFew, 3, 5, true);
    b.pattern(QStringLiteral("R"), Operation::PointRead,
        {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")}, 100, 100, {QStringLiteral("aId")});
    const Model model = b.build();
    const auto analysis = analyze(model);
    QCOMPARE(*analysis->relationship(QStringLiteral("b-c"))->decision, Decision::SingleDocument);
    QCOMPARE(*analysis->relationship(QStringLiteral("a-b"))->decision, Decision::SingleDocument);
    const CanvasPresenter presenter(model, *analysis);
    QCOMPARE(presenter.cardOf(QStringLiteral("c")), QStringLiteral("a"));
    QCOMPARE(presenter.cardOf(QStringLiteral("b")), QStringLiteral("a"));
    const EntityCardData a = presenter.card(QStringLiteral("a"));
    QCOMPARE(a.embedded.size(), size_t(1));
    QCOMPARE(a.embedded.front().entityId, QStringLiteral("b"));
    QCOMPARE(a.embedded.front().embedded.size(), size_t(1));
    QCOMPARE(a.embedded.front().embedded.front().entityId, QStringLiteral("c"));
    QCOMPARE(a.patterns, QStringList {QStringLiteral("R")});
    for (const Relationship &r : model.relationships)
        QVERIFY(!presenter.connector(r));
}

void TestCanvasPresenter::framesCarryTheContainersNumbers()
{
    const Model model = test::loadModel(test::samplePath(QStringLiteral("ecommerce.cosmos.json")));
    const auto analysis = analyze(model);
    const CanvasPresenter presenter(model, *analysis);
    const ContainerAnalysis *orders = analysis->container(QStringLiteral("UserOrders"));
    QVERIFY(orders);
    const ContainerFrameItem::Data frame = presenter.frame(*orders);
    QCOMPARE(frame.key, QStringLiteral("/userId"));
    QCOMPARE(frame.status, HeatStatus::Ok);
    QCOMPARE(frame.statusText, QStringLiteral("ok"));
    // 14,492.5 RU/s at peak over 2 partitions, 25.7 GB, $623.20 a month.
    QCOMPARE(frame.summary, QStringLiteral("14,493 RU/s peak · 2 partition(s) · 25.7 GB · $623.20/month"));
}

void TestCanvasPresenter::anInfeasibleContainerSaysSoWhateverTheHeat()
{
    const Model model = test::loadModel(test::samplePath(QStringLiteral("ecommerce.cosmos.json")));
    auto analysis = std::make_shared<Analysis>(*analyze(model));
    ContainerAnalysis &orders = analysis->containers.front();
    orders.feasible = false;
    const CanvasPresenter presenter(model, *analysis);
    const ContainerFrameItem::Data frame = presenter.frame(orders);
    QCOMPARE(frame.status, HeatStatus::Hot);
    QCOMPARE(frame.statusText, QStringLiteral("cannot be served"));
}

void TestCanvasPresenter::anEditPatchesWhatItTouchesAndNothingElse()
{
    const Model model = test::loadModel(test::samplePath(QStringLiteral("ecommerce.cosmos.json")));
    const QString user = QStringLiteral("user");
    const auto patchOf = [&model](ChangeSet changes) { return canvasPatchFor(model, changes); };

    // A name or an attribute: that entity's card; a position: that card moves.
    CanvasPatch patch = patchOf({Change::set(ObjectKind::Entity, user, "name", "Customer")});
    QVERIFY(!patch.redrawAll);
    QCOMPARE(patch.cards, QSet<QString> {user});
    QVERIFY(patch.moved.isEmpty() && patch.connectors.isEmpty());
    patch = patchOf({Change::setEntry(ObjectKind::Layout, user, Json {{"x", 10}, {"y", 20}})});
    QCOMPARE(patch.moved, QSet<QString> {user});
    QVERIFY(patch.cards.isEmpty() && !patch.redrawAll);

    // A cardinality: the connector, and the child's multiplicity on its holder's card.
    patch = patchOf({Change::set(ObjectKind::Relationship, QStringLiteral("order-items"), "avgChildren", 4)});
    QCOMPARE(patch.connectors, QSet<QString> {QStringLiteral("order-items")});
    QCOMPARE(patch.cards, QSet<QString> {QStringLiteral("orderItem")});
    QVERIFY(!patch.redrawAll);

    // Traffic, assumptions and overrides are drawn from the analysis that follows.
    QVERIFY(patchOf({Change::set(ObjectKind::AccessPattern, QStringLiteral("AP1"), "rpsAvg", 900)}).isEmpty());
    QVERIFY(patchOf({Change::setEntry(ObjectKind::Assumption, QStringLiteral("warnUtilization"), 0.5)}).isEmpty());
    QVERIFY(patchOf({Change::setEntry(ObjectKind::ContainerOverride, user, "Users")}).isEmpty());
    QVERIFY(patchOf({Change::remove(ObjectKind::Alternative, QStringLiteral("v2"))}).isEmpty());

    // What adds, removes or reconnects objects, or replaces the model, redraws all.
    QVERIFY(patchOf({}).redrawAll);
    QVERIFY(patchOf({Change::remove(ObjectKind::Entity, QStringLiteral("review"))}).redrawAll);
    QVERIFY(patchOf({Change::set(ObjectKind::Relationship, QStringLiteral("order-items"), "to", "user")}).redrawAll);
    QVERIFY(patchOf({Change::set(ObjectKind::AccessPattern, QStringLiteral("AP1"), "entities", Json::array({"user"})),
                        Change::set(ObjectKind::Entity, user, "name", "Customer")})
                .redrawAll);
    // Several edits in one gesture patch the union.
    patch = patchOf({Change::set(ObjectKind::Entity, user, "name", "Customer"),
        Change::setEntry(ObjectKind::Layout, QStringLiteral("order"), Json {{"x", 1}, {"y", 2}})});
    QCOMPARE(patch.cards, QSet<QString> {user});
    QCOMPARE(patch.moved, QSet<QString> {QStringLiteral("order")});
}

QTEST_MAIN(TestCanvasPresenter)
#include "tst_canvaspresenter.moc"

// SPDX-License-Identifier: MIT
// What-if comparison of two designs: deltas on two small models whose costs are
// worked out by hand (RULES.md section 5 prices: $0.008 per 100 RU/s-hour manual,
// $0.012 autoscale, $0.25 per million RU serverless, 720 hours a month).
#include "modelbuilder.h"

#include "model/analysis/analysis.h"
#include "model/analysis/designcomparison.h"

#include <QTest>

#include <cmath>

using namespace cosmos;
using test::ModelBuilder;

namespace {

const QString kItem = QStringLiteral("item");
const QString kLog = QStringLiteral("log");

// Design A: one 1 KB "item", read by id 1,000 times a second on average and at peak.
ModelBuilder baseline()
{
    ModelBuilder b;
    b.entity(kItem, 1, 1, 0);
    b.pattern(QStringLiteral("AP1"), Operation::PointRead, {kItem}, 1000, 1000, {QStringLiteral("itemId")});
    return b;
}

// Design B: the same reads peak at 2,000, and a "log" of 1 KB documents (its own
// container, no relationship) is written 100 times a second.
ModelBuilder busier()
{
    ModelBuilder b;
    b.entity(kItem, 1, 1, 0).entity(kLog, 1, 1, 0);
    b.pattern(QStringLiteral("AP1"), Operation::PointRead, {kItem}, 1000, 2000, {QStringLiteral("itemId")});
    b.pattern(QStringLiteral("AP2"), Operation::Create, {kLog}, 100, 100);
    return b;
}

struct Compared {
    Model a, b;
    std::shared_ptr<const Analysis> analysisA, analysisB;
    DesignComparison comparison;
};

Compared compare(const Model &a, const Model &b)
{
    Compared c {a, b, analyze(a), analyze(b), {}};
    c.comparison = compareDesigns(c.a, *c.analysisA, c.b, *c.analysisB);
    return c;
}

bool finite(const NumberDelta &d)
{
    return std::isfinite(d.a) && std::isfinite(d.b) && std::isfinite(d.absolute)
        && (!d.relative || std::isfinite(*d.relative));
}

} // namespace

class TestDesignComparison : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void numberDeltaOfAZeroBaseIsNew();
    void totalsDeltasMatchTheHandComputedCosts();
    void containersAreMatchedByName();
    void accessPatternsReportRouteAndRequestCost();
    void aThresholdChangeShowsTheDecisionThatDiffers();
    void identicalDesignsShowNoDifference();
};

void TestDesignComparison::numberDeltaOfAZeroBaseIsNew()
{
    const NumberDelta fromZero = numberDelta(0, 28.8);
    QCOMPARE(fromZero.absolute, 28.8);
    QVERIFY(!fromZero.relative);
    QVERIFY(fromZero.isNew);
    QVERIFY(fromZero.changed());

    const NumberDelta zeroBoth = numberDelta(0, 0);
    QVERIFY(!zeroBoth.relative);
    QVERIFY(!zeroBoth.isNew);
    QVERIFY(!zeroBoth.changed());

    const NumberDelta gone = numberDelta(40, 0); // removed: −100%, not "new"
    QCOMPARE(*gone.relative, -1.0);
    QVERIFY(!gone.isNew);

    // A denormal base would overflow the ratio: reported as new, never as infinity.
    const NumberDelta tiny = numberDelta(4.9e-324, 1e300);
    QVERIFY(finite(tiny));
    QVERIFY(!tiny.relative);
    QVERIFY(tiny.isNew);

    // Rounding noise is not a change.
    QVERIFY(!numberDelta(0.1 + 0.2, 0.3).changed());
}

void TestDesignComparison::totalsDeltasMatchTheHandComputedCosts()
{
    const Compared c = compare(baseline().build(), busier().build());
    const TotalsComparison &t = c.comparison.totals;

    // A: 1,000 RU/s provisioned → 10 × $0.008 × 720 = $57.60.
    // B: item peaks at 2,000 RU/s → 20 × 0.008 × 720 = $115.20; the log writes
    //    100 × 4.95 RU (a 1 KB create with nothing indexed) = 495 RU/s → 500 RU/s
    //    provisioned → 5 × 0.008 × 720 = $28.80; together $144.00.
    // Δ = $86.40, relative 86.40 ÷ 57.60 = +150%.
    QCOMPARE(t.monthlyCostUsd.a, 57.6);
    QCOMPARE(t.monthlyCostUsd.b, 144.0);
    QCOMPARE(t.monthlyCostUsd.absolute, 86.4);
    QVERIFY(t.monthlyCostUsd.relative);
    QCOMPARE(*t.monthlyCostUsd.relative, 1.5);
    QVERIFY(!t.monthlyCostUsd.isNew);

    // Peak RU/s: 1,000 → 2,000 + 495 = 2,495; Δ 1,495 (+149.5%). Average: 1,000 → 1,495 (+49.5%).
    QCOMPARE(t.ruPerSecondPeak.a, 1000.0);
    QCOMPARE(t.ruPerSecondPeak.b, 2495.0);
    QCOMPARE(t.ruPerSecondPeak.absolute, 1495.0);
    QCOMPARE(*t.ruPerSecondPeak.relative, 1.495);
    QCOMPARE(t.ruPerSecondAvg.absolute, 495.0);
    QCOMPARE(*t.ruPerSecondAvg.relative, 0.495);

    // No documents: no storage on either side, so no relative change and nothing new.
    QCOMPARE(t.storageGB.absolute, 0.0);
    QVERIFY(!t.storageGB.relative);
    QVERIFY(!t.storageGB.isNew);
    QVERIFY(!t.storageGB.changed());

    // The same designs in the other capacity modes:
    // serverless: 1,000 RU/s avg × 2,592,000 s × $0.25 per million = $648.00 → 1,495 RU/s:
    //   $968.76 (+49.5%);
    // autoscale, each hour at its highest (2 peak hours a day): A max 1,000 busy every
    //   hour → 10 × 0.012 × 720 = $86.40; B item max 2,000: (2 × 2,000 + 22 × 1,000) / 24
    //   = 1,083.33 RU/s → $93.60, log max 1,000 at 495 every hour → $42.768; together
    //   $136.368, Δ $49.968 (+57.8%).
    QCOMPARE(t.byCapacityMode[0].mode, CapacityMode::Provisioned);
    QCOMPARE(t.byCapacityMode[0].monthlyCostUsd.absolute, 86.4);
    QCOMPARE(t.byCapacityMode[1].mode, CapacityMode::Autoscale);
    QCOMPARE(t.byCapacityMode[1].monthlyCostUsd.a, 86.4);
    QCOMPARE(t.byCapacityMode[1].monthlyCostUsd.b, 136.368);
    QCOMPARE(*t.byCapacityMode[1].monthlyCostUsd.relative, 49.968 / 86.4);
    QCOMPARE(t.byCapacityMode[2].mode, CapacityMode::Serverless);
    QCOMPARE(t.byCapacityMode[2].monthlyCostUsd.a, 648.0);
    QCOMPARE(t.byCapacityMode[2].monthlyCostUsd.b, 968.76);
    QCOMPARE(*t.byCapacityMode[2].monthlyCostUsd.relative, 0.495);

    for (const NumberDelta *d : {&t.ruPerSecondAvg, &t.ruPerSecondPeak, &t.storageGB, &t.monthlyCostUsd})
        QVERIFY(finite(*d));
    QVERIFY(!c.comparison.identical());
}

void TestDesignComparison::containersAreMatchedByName()
{
    const Compared c = compare(baseline().build(), busier().build());
    const QString itemContainer = c.analysisA->containerOf(kItem)->name;
    const QString logContainer = c.analysisB->containerOf(kLog)->name;
    QCOMPARE(c.comparison.containers.size(), size_t(2));
    // A's containers first, then those only B has.
    QCOMPARE(c.comparison.containers[0].name, itemContainer);
    QCOMPARE(c.comparison.containers[1].name, logContainer);

    const ContainerComparison *item = c.comparison.container(itemContainer);
    QCOMPARE(item->presence, Presence::Both);
    QCOMPARE(item->partitionKeyA, item->partitionKeyB);
    // Provisioned 1,000 → 2,000 RU/s (+100%), still one physical partition (≤ 10,000 RU/s);
    // $57.60 → $115.20.
    QCOMPARE(item->provisionedRuPerSecond.a, 1000.0);
    QCOMPARE(item->provisionedRuPerSecond.b, 2000.0);
    QCOMPARE(*item->provisionedRuPerSecond.relative, 1.0);
    QCOMPARE(item->ruPerSecondPeak.absolute, 1000.0);
    QCOMPARE(item->physicalPartitions.a, 1.0);
    QVERIFY(!item->physicalPartitions.changed());
    QCOMPARE(item->monthlyCostUsd.absolute, 57.6);
    QCOMPARE(*item->monthlyCostUsd.relative, 1.0);
    QCOMPARE(*item->hotA, *item->hotB);
    QVERIFY(item->changed());

    // The log container is new: all of its $28.80 and its one partition are a delta
    // from nothing, reported as new rather than an infinite percentage.
    const ContainerComparison *log = c.comparison.container(logContainer);
    QCOMPARE(log->presence, Presence::OnlyInB);
    QVERIFY(log->entitiesA.isEmpty());
    QCOMPARE(log->entitiesB, QStringList {kLog});
    QVERIFY(!log->hotA);
    QVERIFY(log->hotB);
    QCOMPARE(log->monthlyCostUsd.b, 28.8);
    QVERIFY(log->monthlyCostUsd.isNew);
    QVERIFY(!log->monthlyCostUsd.relative);
    QCOMPARE(log->physicalPartitions.absolute, 1.0);
    QVERIFY(log->physicalPartitions.isNew);

    // Swapping the sides makes it a container that disappears: −100%.
    const Compared back = compare(busier().build(), baseline().build());
    const ContainerComparison *removed = back.comparison.container(logContainer);
    QCOMPARE(removed->presence, Presence::OnlyInA);
    QCOMPARE(*removed->monthlyCostUsd.relative, -1.0);
    QCOMPARE(back.comparison.totals.monthlyCostUsd.absolute, -86.4);
}

void TestDesignComparison::accessPatternsReportRouteAndRequestCost()
{
    // The point read costs 1 RU in both (1 KB); only its rate changed, so its route did not.
    const Compared c = compare(baseline().build(), busier().build());
    const PatternComparison *read = c.comparison.accessPattern(QStringLiteral("AP1"));
    QVERIFY(read);
    QCOMPARE(read->kindA, std::optional(RouteKind::PointRead));
    QCOMPARE(read->kindB, std::optional(RouteKind::PointRead));
    QCOMPARE(read->ruPerRequest.a, 1.0);
    QVERIFY(!read->ruPerRequest.changed());
    QVERIFY(!read->changed());
    QCOMPARE(read->ruPerSecondPeak.absolute, 1000.0);

    // The write exists in B only: a 1 KB create with nothing indexed costs 4.95 RU.
    const PatternComparison *write = c.comparison.accessPattern(QStringLiteral("AP2"));
    QCOMPARE(write->presence, Presence::OnlyInB);
    QVERIFY(!write->kindA);
    QCOMPARE(write->kindB, std::optional(RouteKind::Write));
    QCOMPARE(write->ruPerRequest.b, 4.95);
    QVERIFY(write->ruPerRequest.isNew);
    QVERIFY(write->routeChanged());

    // Finding the item by its SKU instead turns the point read into a query: the route
    // changes, and so does the cost of one request: 2.5 RU to look the index up plus
    // 0.16 × 1.00 to load the document = 2.66 RU, against the point read's 1.
    Model query = baseline().build();
    query.entities[0].attributes.push_back(ModelBuilder::attribute(QStringLiteral("sku"), AttributeType::String, 1000));
    query.accessPatterns[0].operation = Operation::Query;
    query.accessPatterns[0].filters = {Filter {QStringLiteral("sku"), FilterOp::Eq, Json::object()}};
    const Compared routed = compare(baseline().build(), query);
    const PatternComparison *changed = routed.comparison.accessPattern(QStringLiteral("AP1"));
    QCOMPARE(changed->kindB, routed.analysisB->accessPattern(QStringLiteral("AP1"))->kind);
    QVERIFY(changed->kindA != changed->kindB);
    QVERIFY(changed->routeChanged());
    QCOMPARE(changed->ruPerRequest.b, routed.analysisB->accessPattern(QStringLiteral("AP1"))->ruPerRequest);
    QCOMPARE(changed->ruPerRequest.b, 2.66);
    QVERIFY(changed->ruPerRequest.changed());
}

void TestDesignComparison::aThresholdChangeShowsTheDecisionThatDiffers()
{
    // Parent p and child c: 850 of 1,000 parent reads also need the children → 0.85.
    // With the default singleDocMin 0.90 that co-locates (rule 4, multi-document);
    // lowering singleDocMin to 0.80 embeds (rule 3, single document).
    auto pair = []() {
        ModelBuilder b;
        b.entity(QStringLiteral("p"), 1, 4, 1000)
            .entity(QStringLiteral("c"), 1, 1, 10000, {ModelBuilder::attribute(QStringLiteral("pId"))});
        b.relationship(QStringLiteral("p"), QStringLiteral("c"), RelationshipKind::OneToMany, 10, 100);
        b.pattern(QStringLiteral("AP1"), Operation::Query, {QStringLiteral("p"), QStringLiteral("c")}, 850, 850,
            {QStringLiteral("pId")}, 5);
        b.pattern(QStringLiteral("AP2"), Operation::PointRead, {QStringLiteral("p")}, 150, 150, {QStringLiteral("pId")});
        return b;
    };
    const Compared c = compare(pair().build(), pair().assume(QStringLiteral("singleDocMin"), 0.8).build());
    QCOMPARE(c.comparison.decisions.size(), size_t(1));
    const DecisionDifference &d = c.comparison.decisions.front();
    QCOMPARE(d.id, QStringLiteral("p-c"));
    QCOMPARE(d.parentName, QStringLiteral("P"));
    QCOMPARE(d.childName, QStringLiteral("C"));
    QCOMPARE(d.presence, Presence::Both);
    QCOMPARE(d.decisionA, std::optional(Decision::MultiDocument));
    QCOMPARE(d.ruleA, 4);
    QCOMPARE(d.decisionB, std::optional(Decision::SingleDocument));
    QCOMPARE(d.ruleB, 3);

    // Embedded, the children are no longer documents of their own in the container.
    const QString container = c.analysisA->containerOf(QStringLiteral("p"))->name;
    const ContainerComparison *shared = c.comparison.container(container);
    QVERIFY(shared);
    QVERIFY(shared->entitiesA.contains(QStringLiteral("c")));
    QVERIFY(!shared->entitiesB.contains(QStringLiteral("c")));
    QVERIFY(shared->changed());
}

void TestDesignComparison::identicalDesignsShowNoDifference()
{
    const Compared c = compare(busier().build(), busier().build());
    QVERIFY(c.comparison.identical());
    QVERIFY(c.comparison.decisions.empty());
    QCOMPARE(c.comparison.containers.size(), size_t(2));
    for (const ContainerComparison &container : c.comparison.containers)
        QVERIFY(!container.changed());
    QCOMPARE(c.comparison.totals.monthlyCostUsd.absolute, 0.0);
    QCOMPARE(*c.comparison.totals.monthlyCostUsd.relative, 0.0);
}

QTEST_GUILESS_MAIN(TestDesignComparison)
#include "tst_designcomparison.moc"

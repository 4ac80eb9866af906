// SPDX-License-Identifier: MIT
// RULES.md section 5 on hand-computed numbers: request costs, denormalisation
// fan-out, physical partitions and the monthly bill of each capacity mode.
#include "analysis/costexample.h"
#include "modelbuilder.h"

#include "model/analysis/analysis.h"
#include "model/analysis/capacity.h"

#include <QTest>

using namespace cosmos;
using test::ModelBuilder;

namespace {

// One entity "item" (1 KB), one point read of `peakRps` at peak and `avgRps` on average.
Model singleContainer(CapacityMode mode, double avgRps, double peakRps, double documents = 0, int regions = 1)
{
    ModelBuilder b;
    b.mode(mode).regions(regions);
    b.entity(QStringLiteral("item"), 1, 1, documents);
    b.pattern(QStringLiteral("AP1"), Operation::PointRead, {QStringLiteral("item")}, avgRps, peakRps, {QStringLiteral("itemId")});
    return b.build();
}

} // namespace

class TestCostModel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void requestCostsScaleWithSize();
    void strongReadsCostTwice();
    void crossPartitionQueriesPayPerPartition();
    void denormalisationFanOutCountsEveryCopy();
    void physicalPartitionsByStorage();
    void physicalPartitionsByThroughput();
    void provisionedMonthlyCost();
    void provisionedMinimumAndRegions();
    void autoscaleBillsEachHourAtItsHighest();
    void serverlessBillsRequestUnits();
    void storageIsBilledPerRegion();
    void totalsCompareCapacityModes();
};

void TestCostModel::requestCostsScaleWithSize()
{
    // test::sizeCurveExample() gives the arithmetic of each figure.
    const auto analysis = analyze(test::sizeCurveExample());
    const QList<QPair<QString, double>> expected {{QStringLiteral("R"), 1.14}, {QStringLiteral("C"), 7.07},
                                                  {QStringLiteral("U"), 14.14}, {QStringLiteral("P"), 14.94},
                                                  {QStringLiteral("D"), 7.07}, {QStringLiteral("T"), 1},
                                                  {QStringLiteral("Q"), 2.6824}};
    for (const auto &[id, ru] : expected)
        QCOMPARE(analysis->accessPattern(id)->ruPerRequest, ru);
    QCOMPARE(analysis->accessPattern(QStringLiteral("R"))->kind, RouteKind::PointRead);
    QCOMPARE(analysis->accessPattern(QStringLiteral("Q"))->kind, RouteKind::SinglePartitionQuery);
}

void TestCostModel::strongReadsCostTwice()
{
    Model model = singleContainer(CapacityMode::Provisioned, 10, 10);
    model.entities[0].avgSizeKB = 3;
    model.accessPatterns[0].consistency = Consistency::Strong;
    // 3 KB: halfway between 2 KB (1.04) and 4 KB (1.14) = 1.09, × 2 = 2.18.
    QCOMPARE(analyze(model)->accessPatterns[0].ruPerRequest, 2.18);
    model.accessPatterns[0].consistency = Consistency::BoundedStaleness;
    QCOMPARE(analyze(model)->accessPatterns[0].ruPerRequest, 2.18);
    model.accessPatterns[0].consistency = Consistency::Eventual;
    QCOMPARE(analyze(model)->accessPatterns[0].ruPerRequest, 1.09);
}

void TestCostModel::crossPartitionQueriesPayPerPartition()
{
    // 120 GB of 1 KB items → 3 physical partitions; a query by a non-key attribute
    // returning 2 documents looks up the index in each: 2.5 × 3 + 2 × 0.16 × 1.00 = 7.82 RU.
    ModelBuilder b;
    b.entity(QStringLiteral("item"), 1, 1, 120.0 * 1024 * 1024, {ModelBuilder::attribute(QStringLiteral("color"), AttributeType::String, 10)});
    b.pattern(QStringLiteral("AP1"), Operation::PointRead, {QStringLiteral("item")}, 100, 100, {QStringLiteral("itemId")});
    b.pattern(QStringLiteral("AP2"), Operation::Query, {QStringLiteral("item")}, 1, 1, {QStringLiteral("color")}, 2);
    const auto analysis = analyze(b.build());
    QCOMPARE(analysis->containers[0].partitionKey, QStringList {QStringLiteral("/itemId")});
    QCOMPARE(analysis->containers[0].physicalPartitions, 3);
    const PatternAnalysis *query = analysis->accessPattern(QStringLiteral("AP2"));
    QCOMPARE(query->kind, RouteKind::CrossPartitionQuery);
    QVERIFY(!query->singlePartition);
    QCOMPARE(query->ruPerRequest, 7.82);
}

void TestCostModel::denormalisationFanOutCountsEveryCopy()
{
    // On the size curve: 50 order updates × 9.9 = 495 RU/s; each customer update also
    // replaces its 50 order copies: 50 × 9.9 = 495 RU per request.
    const ModelBuilder b = test::customerNameCopiedIntoOrders();
    const auto analysis = analyze(b.build());
    const PatternAnalysis *orders = analysis->accessPattern(QStringLiteral("AP1"));
    const PatternAnalysis *customers = analysis->accessPattern(QStringLiteral("AP2"));
    QCOMPARE(orders->ruPerSecondAvg, 495.0);
    QCOMPARE(customers->fanOutRuPerRequest, 495.0);
    // The customer's own document is written too (the seed leaves it out): 10 × (9.9 + 495).
    QCOMPARE(customers->ruPerSecondAvg, 5049.0);

    // Changing another attribute than the copied one costs no fan-out.
    Model model = b.build();
    model.accessPatterns[1].attributesNeeded = {QStringLiteral("customerId")};
    QCOMPARE(analyze(model)->accessPattern(QStringLiteral("AP2"))->fanOutRuPerRequest, 0.0);
}

void TestCostModel::physicalPartitionsByStorage()
{
    // 120 GB / 50 GB → 3, even at 1 RU/s.
    const auto analysis = analyze(singleContainer(CapacityMode::Provisioned, 1, 1, 120.0 * 1024 * 1024));
    QCOMPARE(analysis->containers[0].dataGB, 120.0);
    QCOMPARE(analysis->containers[0].physicalPartitions, 3);
    QCOMPARE(physicalPartitions(50, 0, AssumptionValues()), 1);
    QCOMPARE(physicalPartitions(50.001, 0, AssumptionValues()), 2);
}

void TestCostModel::physicalPartitionsByThroughput()
{
    // 25,000 RU/s provisioned with no data → ceil(25,000 / 10,000) = 3.
    const auto analysis = analyze(singleContainer(CapacityMode::Provisioned, 25000, 25000));
    QCOMPARE(analysis->containers[0].provisionedRuPerSecond, 25000.0);
    QCOMPARE(analysis->containers[0].physicalPartitions, 3);
    QCOMPARE(physicalPartitions(0, 10000, AssumptionValues()), 1);
    QCOMPARE(physicalPartitions(0, 10100, AssumptionValues()), 2);
}

void TestCostModel::provisionedMonthlyCost()
{
    // 1,000 RU/s manual, one region, 720 h: 10 × $0.008 × 720 = $57.60.
    const auto analysis = analyze(singleContainer(CapacityMode::Provisioned, 1000, 1000));
    QCOMPARE(analysis->containers[0].provisionedRuPerSecond, 1000.0);
    QCOMPARE(analysis->containers[0].throughputCostUsd, 57.6);
    QCOMPARE(analysis->totals.monthlyCostUsd, 57.6);
}

void TestCostModel::provisionedMinimumAndRegions()
{
    // 150 RU/s peak rounds up to the 400 RU/s minimum: 4 × 0.008 × 720 = $23.04.
    QCOMPARE(analyze(singleContainer(CapacityMode::Provisioned, 100, 150))->containers[0].throughputCostUsd, 23.04);
    // 1,050 RU/s rounds to 1,100; in two regions: 11 × 0.008 × 720 × 2 = $126.72.
    QCOMPARE(analyze(singleContainer(CapacityMode::Provisioned, 1000, 1050, 0, 2))->containers[0].throughputCostUsd, 126.72);
}

void TestCostModel::autoscaleBillsEachHourAtItsHighest()
{
    // Max 1,000 RU/s, used 1,000 every hour: 10 × $0.012 × 720 = $86.40.
    const auto busy = analyze(singleContainer(CapacityMode::Autoscale, 1000, 1000));
    QCOMPARE(busy->containers[0].provisionedRuPerSecond, 1000.0);
    QCOMPARE(busy->containers[0].throughputCostUsd, 86.4);
    // Peak 4,200 → max 5,000. Two hours a day at the peak, the other 22 at the
    // average 50, which is below 10% of the max (500): (2 × 4,200 + 22 × 500) / 24 =
    // 808.33 RU/s on average → 8.0833 × 0.012 × 720 = $69.84.
    const auto idle = analyze(singleContainer(CapacityMode::Autoscale, 50, 4200));
    QCOMPARE(idle->containers[0].provisionedRuPerSecond, 5000.0);
    QCOMPARE(idle->containers[0].billedRuPerSecond, 19400.0 / 24.0);
    QCOMPARE(idle->containers[0].throughputCostUsd, 69.84);
}

void TestCostModel::serverlessBillsRequestUnits()
{
    // 1,000 RU/s on average × 2,592,000 s = 2,592 million RU × $0.25 = $648.00.
    const auto analysis = analyze(singleContainer(CapacityMode::Serverless, 1000, 3000));
    QCOMPARE(analysis->containers[0].provisionedRuPerSecond, 0.0);
    QCOMPARE(analysis->containers[0].throughputCostUsd, 648.0);
}

void TestCostModel::storageIsBilledPerRegion()
{
    // 10 GB × $0.25 × 3 regions = $7.50.
    const auto analysis = analyze(singleContainer(CapacityMode::Provisioned, 1000, 1000, 10.0 * 1024 * 1024, 3));
    QCOMPARE(analysis->containers[0].storageCostUsd, 7.5);
    QCOMPARE(analysis->totals.storageGB, 10.0);
}

void TestCostModel::totalsCompareCapacityModes()
{
    const auto analysis = analyze(singleContainer(CapacityMode::Provisioned, 1000, 1000));
    const auto &modes = analysis->totals.byCapacityMode;
    QCOMPARE(modes[0].mode, CapacityMode::Provisioned);
    QCOMPARE(modes[0].monthlyCostUsd, 57.6);
    QCOMPARE(modes[1].monthlyCostUsd, 86.4);
    QCOMPARE(modes[2].monthlyCostUsd, 648.0);
}

QTEST_GUILESS_MAIN(TestCostModel)
#include "tst_costmodel.moc"

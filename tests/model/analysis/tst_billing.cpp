// SPDX-License-Identifier: MIT
// Azure's billing rules on the engine's bill: autoscale by the hour, multi-region
// write rates, the storage floor, serverless and quota limits, offers. Every
// expected number is computed by hand in the comment next to it.
#include "enginetestsupport.h"
#include "modelbuilder.h"
#include "testsupport.h"

#include "model/advisor/advisor.h"
#include "model/advisor/checklist.h"
#include "model/analysis/analysis.h"

#include <QTest>

using namespace cosmos;
using test::ModelBuilder;

class TestBilling : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void autoscaleBillsEachHourAtItsHighest();
    void multiRegionWritesUseTheirRate();
    void storageSetsTheThroughputFloor();
    void serverlessLimitsAreErrors();
    void quotaAboveAMillionIsAWarning();
    void offersAreCompared();
};

void TestBilling::autoscaleBillsEachHourAtItsHighest()
{
    // Peak 4,200 RU/s, 50 on average: maximum 5,000, never below 500 an hour.
    // 2 peak hours a day: (2 × 4,200 + 22 × 500) / 24 = 808.33 RU/s billed on average,
    // 8.0833 × $0.012 × 720 = $69.84. The first engine billed the average: $43.20.
    ModelBuilder b;
    b.mode(CapacityMode::Autoscale).entity(QStringLiteral("item"), 1, 1, 0);
    b.pattern(QStringLiteral("AP1"), Operation::PointRead, {QStringLiteral("item")}, 50, 4200, {QStringLiteral("itemId")});
    const auto analysis = analyze(b.build());
    QCOMPARE(analysis->containers[0].provisionedRuPerSecond, 5000.0);
    QVERIFY_WITHIN(analysis->containers[0].throughputCostUsd, 69.84, 1e-9);
    // peakHoursPerDay = 6: (6 × 4,200 + 18 × 500) / 24 = 1,425 → 14.25 × 0.012 × 720 = $123.12.
    Model longer = b.build();
    longer.assumptions[QStringLiteral("peakHoursPerDay")] = 6;
    QVERIFY_WITHIN(analyze(longer)->containers[0].throughputCostUsd, 123.12, 1e-9);
}

void TestBilling::multiRegionWritesUseTheirRate()
{
    // 1,000 RU/s manual in two regions: single write region 10 × $0.008 × 720 × 2 =
    // $115.20; writes in every region 10 × $0.016 × 720 × 2 = $230.40.
    ModelBuilder b;
    b.regions(2).entity(QStringLiteral("item"), 1, 1, 0);
    b.pattern(QStringLiteral("AP1"), Operation::PointRead, {QStringLiteral("item")}, 1000, 1000, {QStringLiteral("itemId")});
    Model model = b.build();
    QVERIFY_WITHIN(analyze(model)->containers[0].throughputCostUsd, 115.2, 1e-9);
    model.application.multiRegionWrites = true;
    QVERIFY_WITHIN(analyze(model)->containers[0].throughputCostUsd, 230.4, 1e-9);
    // Autoscale pays the same multi-write rate (no 1.5× on top): max 1,000 busy all
    // day → 10 × $0.016 × 720 × 2 = $230.40.
    model.application.capacityMode = CapacityMode::Autoscale;
    QVERIFY_WITHIN(analyze(model)->containers[0].throughputCostUsd, 230.4, 1e-9);
}

void TestBilling::storageSetsTheThroughputFloor()
{
    // 10 TB at 100 RU/s: manual needs 1 RU/s per GB, 10,240 → 10,300 RU/s (steps of
    // 100): 103 × $0.008 × 720 = $593.28, not the 400 RU/s floor. 205 partitions by storage.
    ModelBuilder b;
    b.entity(QStringLiteral("item"), 1, 1, 10240.0 * 1024 * 1024);
    b.pattern(QStringLiteral("AP1"), Operation::PointRead, {QStringLiteral("item")}, 100, 100, {QStringLiteral("itemId")});
    const auto analysis = analyze(b.build());
    const ContainerAnalysis &c = analysis->containers[0];
    QCOMPARE(c.provisionedRuPerSecond, 10300.0);
    QVERIFY(c.floorAboveTraffic);
    QVERIFY_WITHIN(c.throughputCostUsd, 593.28, 1e-9);
    QCOMPARE(c.physicalPartitions, 205);
    // Autoscale: at least 10 RU/s per GB as the maximum: 102,400 → 103,000.
    Model autoscale = b.build();
    autoscale.application.capacityMode = CapacityMode::Autoscale;
    QCOMPARE(analyze(autoscale)->containers[0].provisionedRuPerSecond, 103000.0);
}

void TestBilling::serverlessLimitsAreErrors()
{
    // Serverless in two regions at 20,000 RU/s: one region only, 5,000 RU/s at most.
    ModelBuilder b;
    b.mode(CapacityMode::Serverless).regions(2).entity(QStringLiteral("item"), 1, 1, 1000);
    b.pattern(QStringLiteral("AP1"), Operation::PointRead, {QStringLiteral("item")}, 20000, 20000, {QStringLiteral("itemId")});
    const Model model = b.build();
    const auto analysis = analyze(model);
    const ContainerAnalysis &c = analysis->containers[0];
    QVERIFY(!c.feasible);
    QCOMPARE(c.infeasibleBecause.size(), 2);
    QVERIFY(c.infeasibleBecause.english().join(QLatin1Char(' ')).contains(QStringLiteral("one region")));
    QVERIFY(c.infeasibleBecause.english().join(QLatin1Char(' ')).contains(QStringLiteral("5,000")));
    const auto items = buildChecklist(model, *analysis, evaluateAdvice(model, *analysis));
    QVERIFY(hasErrors(items));
    QVERIFY(std::any_of(items.begin(), items.end(), [](const ChecklistItem &item) {
        return item.check == QLatin1String("design-infeasible") && item.subject.id == QLatin1String("Items");
    }));
}

void TestBilling::quotaAboveAMillionIsAWarning()
{
    // 1,200,000 RU/s: servable, but Azure must raise the container's quota first.
    ModelBuilder b;
    b.entity(QStringLiteral("item"), 1, 1, 1000);
    b.pattern(QStringLiteral("AP1"), Operation::PointRead, {QStringLiteral("item")}, 1200000, 1200000,
        {QStringLiteral("itemId")});
    const Model model = b.build();
    const auto analysis = analyze(model);
    QVERIFY(analysis->containers[0].feasible);
    QCOMPARE(analysis->containers[0].warnings.size(), 1);
    const auto items = buildChecklist(model, *analysis, evaluateAdvice(model, *analysis));
    QVERIFY(std::any_of(items.begin(), items.end(), [](const ChecklistItem &item) {
        return item.check == QLatin1String("container-quota") && item.severity == FindingSeverity::Warning;
    }));
}

void TestBilling::offersAreCompared()
{
    // 2,000 RU/s busy all day, 10 GB, one region:
    //   manual 20 × 0.008 × 720 = 115.20 + storage 2.50 = 117.70
    //   autoscale max 2,000 at 2,000 every hour: 20 × 0.012 × 720 = 172.80 + 2.50 = 175.30
    //   serverless 2,000 × 2,592,000 / 1e6 × 0.25 = 1,296 + 2.50 = 1,298.50
    //   free tier: 117.70 − 10 × 0.008 × 720 (57.60) − 10 GB × 0.25 (2.50) = 57.60
    //   reserved 1 year: 115.20 × 0.8 + 2.50 = 94.66; 3 years: 115.20 × 0.7 + 2.50 = 83.14
    ModelBuilder b;
    b.entity(QStringLiteral("item"), 1, 1, 10.0 * 1024 * 1024);
    b.pattern(QStringLiteral("AP1"), Operation::PointRead, {QStringLiteral("item")}, 2000, 2000, {QStringLiteral("itemId")});
    const auto analysis = analyze(b.build());
    const std::vector<CostOption> &options = analysis->totals.costOptions;
    auto cost = [&](CostOption::Kind kind) {
        const auto it = std::find_if(options.begin(), options.end(), [&](const CostOption &o) { return o.kind == kind; });
        return it == options.end() ? -1.0 : it->monthlyCostUsd;
    };
    QVERIFY_WITHIN(cost(CostOption::Kind::Manual), 117.7, 1e-9);
    QVERIFY_WITHIN(cost(CostOption::Kind::Autoscale), 175.3, 1e-9);
    QVERIFY_WITHIN(cost(CostOption::Kind::Serverless), 1298.5, 1e-9);
    QVERIFY_WITHIN(cost(CostOption::Kind::FreeTier), 57.6, 1e-9);
    QVERIFY_WITHIN(cost(CostOption::Kind::Reserved1Year), 94.66, 1e-9);
    QVERIFY_WITHIN(cost(CostOption::Kind::Reserved3Years), 83.14, 1e-9);
}

QTEST_GUILESS_MAIN(TestBilling)
#include "tst_billing.moc"

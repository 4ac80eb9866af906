// SPDX-License-Identifier: MIT
// RULES.md section 6: partition key ranking, hottest logical partition statuses,
// the deterministic heatmap and the remedies, on hand-computed numbers.
#include "costexample.h"
#include "modelbuilder.h"
#include "partitionmodels.h"

#include "model/analysis/analysis.h"
#include "model/analysis/hotpartitions.h"
#include "model/analysis/partitionkeys.h"

#include <QTest>

using namespace cosmos;
using test::ModelBuilder;

namespace {

// A "reading" entity keyed by deviceId whose most popular device gets `hottest` of
// the traffic; `peak` queries per second, each returning 25 documents of 1 KB from
// one partition: 2.5 + 25 × 0.16 × 1.00 = 6.5 RU; provisioned.
Model devices(double hottest, double peak, double distinct = 1000)
{
    ModelBuilder b;
    b.entity(QStringLiteral("device"), 1, 1, 0,
             {ModelBuilder::attribute(QStringLiteral("deviceKey"), AttributeType::String, distinct, hottest)});
    b.lastEntity().attributes.erase(b.lastEntity().attributes.begin()); // no id attribute: the key is deviceKey
    b.pattern(QStringLiteral("AP1"), Operation::Query, {QStringLiteral("device")}, peak, peak, {QStringLiteral("deviceKey")},
              25);
    return b.build();
}

} // namespace

class TestHotPartitions : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void keyIsTheFilteredHighCardinalityAttribute();
    void lowCardinalityAndMonotonicKeysScoreLower();
    void anAssumedCardinalityIsSaid();
    void statusOkWarnHot();
    void partitionLimitOfTenThousand();
    void syntheticShardCountIsTheSmallestThatFits();
    void syntheticRemedyShowsItsFanOut();
    void shardsAreProposedOnlyWhereTheyHelp();
    void logicalPartitionSize();
    void aKeyOfOneValueCarriesTheCopies();
    void heatmapIsDeterministicAndConserves();
    void evenLoadAtItsSliceIsNotAWarning();
    void zipfMatchesTheTopShare();
    void hierarchicalCandidateForAHierarchy();
};

void TestHotPartitions::keyIsTheFilteredHighCardinalityAttribute()
{
    ModelBuilder b;
    b.entity(QStringLiteral("user"), 1, 1, 100000,
             {ModelBuilder::attribute(QStringLiteral("country"), AttributeType::String, 40, 0.3)});
    b.pattern(QStringLiteral("AP1"), Operation::PointRead, {QStringLiteral("user")}, 500, 500, {QStringLiteral("userId")});
    b.pattern(QStringLiteral("AP2"), Operation::Query, {QStringLiteral("user")}, 5, 5, {QStringLiteral("country")}, 10);
    const auto analysis = analyze(b.build());
    const ContainerAnalysis &c = analysis->containers[0];
    QCOMPARE(c.partitionKey, QStringList {QStringLiteral("/userId")});
    QCOMPARE(c.candidates.size(), size_t(2));
    // userId: 500 × 1 RU of the 500 + 5 × (2.5 + 10 × 0.16) = 20.5 RU looked up = 500 / 520.5.
    QCOMPARE(c.candidates[0].coverage, 500.0 / 520.5);
    QCOMPARE(*c.candidates[0].distinctValues, 100000.0);
    QVERIFY(c.candidates[1].lowCardinality); // country: 40 < 100
    QVERIFY(c.candidates[0].score > c.candidates[1].score);
}

void TestHotPartitions::lowCardinalityAndMonotonicKeysScoreLower()
{
    ModelBuilder b;
    b.entity(QStringLiteral("event"), 1, 1, 100000,
             {ModelBuilder::attribute(QStringLiteral("createdAt"), AttributeType::Datetime, 100000),
              ModelBuilder::attribute(QStringLiteral("tenant"), AttributeType::String, 100000)});
    b.pattern(QStringLiteral("AP1"), Operation::Query, {QStringLiteral("event")}, 10, 10, {QStringLiteral("createdAt")});
    b.pattern(QStringLiteral("AP2"), Operation::Query, {QStringLiteral("event")}, 10, 10, {QStringLiteral("tenant")});
    const auto analysis = analyze(b.build());
    const auto &candidates = analysis->containers[0].candidates;
    // Same coverage and cardinality: the monotonic datetime loses to the tenant.
    QCOMPARE(candidates[0].paths, QStringList {QStringLiteral("/tenant")});
    const auto createdAt = std::find_if(candidates.begin(), candidates.end(),
                                        [](const PartitionKeyCandidate &c) { return c.paths.front() == QLatin1String("/createdAt"); });
    QVERIFY(createdAt->monotonic);
    QVERIFY(candidateReasons(*createdAt, AssumptionValues()).english().join(QLatin1Char(' ')).contains(QStringLiteral("grows with time")));
}

void TestHotPartitions::anAssumedCardinalityIsSaid()
{
    // "status" has no distinctValues: the ranking assumes the low-cardinality default
    // (100) and says so, naming where to set it; "orderId" has its own count.
    ModelBuilder b;
    b.entity(QStringLiteral("order"), 1, 1, 5000, {ModelBuilder::attribute(QStringLiteral("status"))});
    b.pattern(QStringLiteral("AP1"), Operation::Query, {QStringLiteral("order")}, 10, 10, {QStringLiteral("status")});
    const auto analysis = analyze(b.build());
    const auto &candidates = analysis->containers[0].candidates;
    const auto status = std::find_if(candidates.begin(), candidates.end(),
        [](const PartitionKeyCandidate &c) { return c.paths == QStringList {QStringLiteral("/status")}; });
    QVERIFY(status != candidates.end());
    const QStringList said = candidateReasons(*status, AssumptionValues()).english();
    QVERIFY2(said.contains(QStringLiteral("The number of distinct status values is unknown; 100 is assumed (set "
                                          "distinctValues on Order.status).")),
        qPrintable(said.join(QLatin1Char('|'))));
    // A key path no document type has (an override, a copy yet to be made): its cardinality is assumed too.
    PartitionKeyCandidate region;
    region.paths = {QStringLiteral("/region")};
    region.assumptions.push_back({QStringLiteral("/region"), {}, true});
    QVERIFY(candidateReasons(region, AssumptionValues())
                .english()
                .contains(QStringLiteral(
                    "/region is not an attribute of any document type here; its cardinality is assumed to be 100.")));
    const auto id = std::find_if(candidates.begin(), candidates.end(),
        [](const PartitionKeyCandidate &c) { return c.paths == QStringList {QStringLiteral("/orderId")}; });
    QVERIFY(id != candidates.end());
    QVERIFY(!candidateReasons(*id, AssumptionValues())
                 .english()
                 .join(QLatin1Char(' '))
                 .contains(QStringLiteral("assumed")));
}

void TestHotPartitions::statusOkWarnHot()
{
    // 6.5 RU per query; 1,000 RPS → 6,500 RU/s → provisioned 6,500, one partition,
    // limit 6,500. Hottest share 0.1 → 650 RU/s = 10% ok; 0.6 → 60% warn; 1.0 → exactly
    // the slice: served, a warning, not hot (RULES.md section 6). 2,000 RPS on one value
    // → 13,000 RU/s over 2 partitions of 6,500: 200%, hot.
    const auto ok = analyze(devices(0.1, 1000));
    QCOMPARE(ok->containers[0].hottest.ruPerSecond, 650.0);
    QCOMPARE(ok->containers[0].hottest.ruLimit, 6500.0);
    QCOMPARE(ok->containers[0].hottest.ruUtilization, 0.1);
    QCOMPARE(ok->containers[0].hottest.status, HeatStatus::Ok);
    QVERIFY(ok->containers[0].remedies.empty());
    QCOMPARE(analyze(devices(0.6, 1000))->containers[0].hottest.status, HeatStatus::Warn);
    QCOMPARE(analyze(devices(0.5, 1000))->containers[0].hottest.status, HeatStatus::Warn); // 50% is a warning
    QCOMPARE(analyze(devices(0.49, 1000))->containers[0].hottest.status, HeatStatus::Ok);
    QCOMPARE(analyze(devices(1.0, 1000, 1))->containers[0].hottest.ruUtilization, 1.0);
    QCOMPARE(analyze(devices(1.0, 1000, 1))->containers[0].hottest.status, HeatStatus::Warn);
    QCOMPARE(analyze(devices(1.0, 2000, 1))->containers[0].hottest.status, HeatStatus::Hot);
    // The allowed figure says where it comes from: one partition's 6,500 RU/s, the two
    // partitions' share of 13,000, or a logical partition's own 10,000 (30,000 RU/s over
    // 3 partitions gives each 10,000, no less than the limit).
    const AssumptionValues a;
    QCOMPARE(ruLimitSource(ok->containers[0], a).english(),
        QStringLiteral("the 6,500 RU/s provisioned for its one physical partition"));
    QCOMPARE(ruLimitSource(analyze(devices(1.0, 2000, 1))->containers[0], a).english(),
        QStringLiteral("its physical partition's share: 13,000 RU/s provisioned ÷ 2 partitions"));
    QCOMPARE(ruLimitSource(analyze(devices(0.01, 30000 / 6.5))->containers[0], a).english(),
        QStringLiteral("the most one key value can have"));
}

void TestHotPartitions::partitionLimitOfTenThousand()
{
    // 20,000 RPS × 6.5 RU = 130,000 RU/s → 13 partitions of 10,000; the hottest value's
    // 25% is 32,500 RU/s against the 10,000 RU/s limit: hot at 325%, and no key of this
    // container can serve it (the design is infeasible).
    const auto analysis = analyze(devices(0.25, 20000));
    const ContainerAnalysis &c = analysis->containers[0];
    QCOMPARE(c.physicalPartitions, 13);
    QCOMPARE(c.hottest.ruLimit, 10000.0);
    QCOMPARE(c.hottest.ruPerSecond, 32500.0);
    QCOMPARE(c.hottest.ruUtilization, 3.25);
    QCOMPARE(c.hottest.status, HeatStatus::Hot);
    QVERIFY(!c.feasible);
}

void TestHotPartitions::syntheticShardCountIsTheSmallestThatFits()
{
    // Under 50% of 10,000 = 5,000 RU/s, strictly.
    QCOMPARE(syntheticShardCount(12000, 5000), 3); // 6,000 with 2 shards is too many; 4,000 with 3 fits
    QCOMPARE(syntheticShardCount(10000, 5000), 3); // 5,000 is not under 5,000
    QCOMPARE(syntheticShardCount(5000, 5000), 2);
    QCOMPARE(syntheticShardCount(4999, 5000), 1);
    QCOMPARE(syntheticShardCount(17500, 5000), 4);
}

void TestHotPartitions::syntheticRemedyShowsItsFanOut()
{
    const auto analysis = analyze(devices(0.25, 20000));
    const auto &remedies = analysis->containers[0].remedies;
    const auto synthetic = std::find_if(remedies.begin(), remedies.end(),
                                        [](const Remedy &r) { return r.kind == Remedy::Kind::SyntheticSuffix; });
    QVERIFY(synthetic != remedies.end());
    // 32,500 RU/s → floor(32,500 / 5,000) + 1 = 7 shards of 4,643; every keyed read
    // (20,000 RPS) asks 6 more shards at 2.5 RU each: 300,000 RU/s.
    QCOMPARE(synthetic->shards, 7);
    QCOMPARE(synthetic->fanOutRuPerSecond, 300000.0);
}

void TestHotPartitions::shardsAreProposedOnlyWhereTheyHelp()
{
    auto suffixed = [](const ContainerAnalysis &c) {
        return std::any_of(c.remedies.begin(), c.remedies.end(),
            [](const Remedy &r) { return r.kind == Remedy::Kind::SyntheticSuffix; });
    };
    // One physical partition of 6,500 RU/s: the hottest value's 60% (3,900 RU/s) is a
    // warning against the partition's slice, but shards of it would stay on the same
    // partition, and 3,900 is under half of a logical partition's 10,000: no suffix.
    const auto alone = analyze(devices(0.6, 1000));
    const ContainerAnalysis &one = alone->containers[0];
    QCOMPARE(one.physicalPartitions, 1);
    QCOMPARE(one.hottest.ruPerSecond, 3900.0);
    QCOMPARE(one.hottest.status, HeatStatus::Warn);
    QVERIFY(!suffixed(one));
    // At 90% (5,850 RU/s) the value itself nears the logical partition's limit: 2 shards.
    const auto nearLimit = analyze(devices(0.9, 1000));
    QCOMPARE(nearLimit->containers[0].hottest.ruPerSecond, 5850.0);
    QVERIFY(suffixed(nearLimit->containers[0]));
    // 2,000 RPS × 6.5 RU = 13,000 RU/s on 2 partitions of 6,500: the hottest value's 30%
    // (3,900 RU/s) is 60% of its partition's slice, and shards spread to the other one.
    // The partition it lands in also carries its share of the other values: with the
    // next ones skewed too (Zipf), more than its 6,500 RU/s, so the container is hot,
    // as that tile is, although the value alone is a warning.
    const auto two = analyze(devices(0.3, 2000));
    const ContainerAnalysis &split = two->containers[0];
    QCOMPARE(split.physicalPartitions, 2);
    QCOMPARE(split.hottest.ruPerSecond, 3900.0);
    QCOMPARE(split.hottest.ruStatus, HeatStatus::Warn);
    const auto busiest = std::max_element(split.heatmap.begin(), split.heatmap.end(),
        [](const HeatCell &x, const HeatCell &y) { return x.ruPerSecond < y.ruPerSecond; });
    QVERIFY(busiest->ruPerSecond > 6500);
    QCOMPARE(busiest->ruStatus, HeatStatus::Hot);
    QCOMPARE(split.hottest.status, HeatStatus::Hot);
    QVERIFY(suffixed(split));
}

void TestHotPartitions::logicalPartitionSize()
{
    // A tenant holding 30% of 100 GB = 30 GB > 20 GB: the size is hot under /tenantId.
    const Model tenants = test::tenantDocuments(1);
    // Left to itself the engine does not choose it: /tenantId cannot serve the design,
    // the document id can (the queries then visit both partitions).
    const auto chosen = analyze(tenants);
    QCOMPARE(chosen->containers[0].partitionKey, QStringList {QStringLiteral("/id")});
    const KeyEvaluation &byTenant = chosen->containers[0].keyEvaluation.back();
    QCOMPARE(byTenant.paths, QStringList {QStringLiteral("/tenantId")});
    QVERIFY(!byTenant.feasible);
    Model model = tenants;
    model.overrides.partitionKeys[QStringLiteral("Docs")] = {QStringLiteral("/tenantId")};
    const auto analysis = analyze(model);
    const HottestPartition &hot = analysis->containers[0].hottest;
    QCOMPARE(hot.sizeGB, 30.0);
    QCOMPARE(hot.sizeUtilization, 1.5);
    QCOMPARE(hot.sizeStatus, HeatStatus::Hot);
    QCOMPARE(hot.status, HeatStatus::Hot);
    QVERIFY(!analysis->containers[0].remedies.empty());
}

// Orders keep a copy of their customer's name (costexample.h): AP1 replaces 50 orders a
// second, 50 × 9.9 = 495 RU/s; AP2's 10 renames a second rewrite 50 orders each, 500 ×
// 9.9 = 4,950 RU/s of copies in the orders' container. Under /customerId the copies
// follow the customer renamed, a different one each time: the analysis spreads them over
// the key's values. Under /type every order
// is under its one value: the copies land there with AP1, 5,445 RU/s, and every figure
// of the container says so (the hottest partition, its reasons, the key table, the top
// key and the heatmap).
void TestHotPartitions::aKeyOfOneValueCarriesTheCopies()
{
    Model model = test::customerNameCopiedIntoOrders(true).build();
    const QString orders = analyze(model)->containerOf(QStringLiteral("order"))->name;
    model.overrides.partitionKeys[orders] = {QStringLiteral("/type")};
    const auto analysis = analyze(model);
    const ContainerAnalysis &c = *analysis->container(orders);
    QCOMPARE(c.partitionKey, QStringList {QStringLiteral("/type")});
    QCOMPARE(c.ruPerSecondPeak, 5445.0);
    QCOMPARE(c.hottest.hottestShare, 1.0);
    QCOMPARE(c.hottest.ruPerSecond, 5445.0);
    QCOMPARE(c.hottest.keyedPeakRuPerSecond, 5445.0);
    QCOMPARE(c.hottest.spreadPeakRuPerSecond, 0.0);
    QVERIFY(c.hottest.oneKeyValue);
    QCOMPARE(c.hottest.copiesPeakRuPerSecond, 4950.0);
    const QString reasons = hottestPartitionReasons(c, AssumptionValues(model.assumptions)).english().join(QLatin1Char('\n'));
    QVERIFY2(reasons.contains(QStringLiteral("receives the container's 5,445 RU/s at peak, the 4,950 RU/s of "
                                             "denormalised copies included")),
        qPrintable(reasons));
    const auto byType = std::find_if(c.keyEvaluation.begin(), c.keyEvaluation.end(),
        [](const KeyEvaluation &e) { return e.paths == QStringList {QStringLiteral("/type")}; });
    QVERIFY(byType != c.keyEvaluation.end());
    QCOMPARE(byType->hottestRuPerSecond, 5445.0);
    QCOMPARE(c.topKeys.front().ruPerSecond, 5445.0);
    double heat = 0;
    for (const HeatCell &cell : c.heatmap)
        heat = std::max(heat, cell.ruPerSecond);
    QCOMPARE(heat, 5445.0);

    // Keyed by the customer, the copies spread: the hottest customer draws its share of
    // AP1's 495 RU/s only.
    model.overrides.partitionKeys[orders] = {QStringLiteral("/customerId")};
    const auto byCustomer = analyze(model);
    const ContainerAnalysis &byCustomerKey = *byCustomer->container(orders);
    const HottestPartition &spread = byCustomerKey.hottest;
    QVERIFY(!spread.oneKeyValue);
    QCOMPARE(spread.spreadPeakRuPerSecond, 4950.0);
    QCOMPARE(spread.ruPerSecond, 495.0 * spread.hottestShare);

    // The key table prices a key of one value the same way when it is not the chosen
    // key (the chosen row takes the hottest partition's figure): an order attribute
    // with one value would carry AP1 and the copies, 5,445 RU/s.
    Model withRegion = model;
    const auto order = std::find_if(withRegion.entities.begin(), withRegion.entities.end(),
        [](const Entity &e) { return e.id == QLatin1String("order"); });
    QVERIFY(order != withRegion.entities.end());
    order->attributes.push_back(ModelBuilder::attribute(QStringLiteral("region"), AttributeType::String, 1, 1.0));
    const auto regions = analyze(withRegion);
    const ContainerAnalysis &byCustomerStill = *regions->container(orders);
    QCOMPARE(byCustomerStill.partitionKey, QStringList {QStringLiteral("/customerId")});
    const auto regionRow = std::find_if(byCustomerStill.keyEvaluation.begin(), byCustomerStill.keyEvaluation.end(),
        [](const KeyEvaluation &e) { return e.paths == QStringList {QStringLiteral("/region")}; });
    QVERIFY(regionRow != byCustomerStill.keyEvaluation.end());
    QVERIFY(!regionRow->chosen);
    QCOMPARE(*regionRow->distinctValues, 1.0);
    QCOMPARE(regionRow->hottestRuPerSecond, 5445.0);
}

void TestHotPartitions::heatmapIsDeterministicAndConserves()
{
    const auto first = analyze(devices(0.25, 20000));
    const auto second = analyze(devices(0.25, 20000));
    const auto &cells = first->containers[0].heatmap;
    QCOMPARE(cells.size(), size_t(13));
    double ru = 0;
    for (size_t i = 0; i < cells.size(); ++i) {
        ru += cells[i].ruPerSecond;
        QCOMPARE(cells[i].ruPerSecond, second->containers[0].heatmap[i].ruPerSecond);
    }
    QCOMPARE(ru, first->containers[0].ruPerSecondPeak); // every RU lands on some partition
    // The hottest physical partition carries at least the hottest key.
    const auto hottest = std::max_element(cells.begin(), cells.end(),
                                          [](const HeatCell &a, const HeatCell &b) { return a.ruPerSecond < b.ruPerSecond; });
    QVERIFY(hottest->ruPerSecond >= 32500.0);
    QCOMPARE(hottest->ruStatus, HeatStatus::Hot);
    QVERIFY(std::abs(first->containers[0].topKeys.front().share - 0.25) < 1e-9);
}

void TestHotPartitions::evenLoadAtItsSliceIsNotAWarning()
{
    // 1,000 devices of equal traffic: 1,500 queries a second of 6.5 RU = 9,750 RU/s,
    // provisioned 9,800 RU/s in one physical partition (under 10,000). It carries 9,750
    // RU/s, 99.5% of its 9,800: throughput provisioned at the peak, not a hot partition,
    // and each value needs 9.75 RU/s. Tile, badge and text all say ok (the tile was amber
    // at 99.5% while the container said ok).
    // Each of `partitions` tiles carries 9,750 RU/s and is ok.
    auto checkEvenTiles = [](const ContainerAnalysis &c, int partitions) {
        QCOMPARE(c.physicalPartitions, partitions);
        QCOMPARE(c.heatmap.size(), size_t(partitions));
        for (const HeatCell &cell : c.heatmap) {
            QVERIFY(std::abs(cell.ruPerSecond - 9750) < 1e-6);
            QCOMPARE(cell.status(), HeatStatus::Ok);
        }
    };
    const auto analysis = analyze(devices(0.001, 1500));
    const ContainerAnalysis &c = analysis->containers[0];
    QCOMPARE(c.provisionedRuPerSecond, 9800.0);
    checkEvenTiles(c, 1);
    QVERIFY(std::abs(c.hottest.ruPerSecond - 9.75) < 1e-9);
    QCOMPARE(c.hottest.status, HeatStatus::Ok);
    QVERIFY(c.remedies.empty());

    // Twice the traffic, 19,500 RU/s: two partitions of 9,750 RU/s. Azure's hash ranges
    // split 1,000 values of equal traffic evenly, 9,750 RU/s each, exactly the slice:
    // served. (Placing the 64 most popular of them one by one, as if they were heavier
    // than the rest, tipped one tile over its slice and called it hot.)
    const auto doubled = analyze(devices(0.001, 3000));
    const ContainerAnalysis &two = doubled->containers[0];
    QCOMPARE(two.provisionedRuPerSecond, 19500.0);
    checkEvenTiles(two, 2);
    QCOMPARE(two.hottest.status, HeatStatus::Ok);
}

void TestHotPartitions::zipfMatchesTheTopShare()
{
    for (const double values : {10.0, 1000.0, 1e6, 1e12}) {
        for (const double top : {0.01, 0.3, 0.9}) {
            if (top <= 1.0 / values)
                continue;
            const double s = zipfExponent(values, top);
            QVERIFY(std::abs(zipfTopShares(values, s, 1).front() - top) < 1e-6);
        }
    }
    QCOMPARE(zipfExponent(100, 0.01), 0.0); // uniform
}

void TestHotPartitions::hierarchicalCandidateForAHierarchy()
{
    // Tenants with users co-located (identifying, 60% joint); patterns give the
    // tenant and the user together → a [/tenantId, /userId] candidate exists.
    ModelBuilder b;
    b.entity(QStringLiteral("tenant"), 2, 4, 100).entity(QStringLiteral("user"), 1, 2, 1000000,
                                                         {ModelBuilder::attribute(QStringLiteral("tenantId"), AttributeType::String, 100)});
    b.relationship(QStringLiteral("tenant"), QStringLiteral("user"), RelationshipKind::OneToMany, 10000, kUnbounded, true);
    b.pattern(QStringLiteral("AP1"), Operation::Query, {QStringLiteral("tenant"), QStringLiteral("user")}, 60, 60, {QStringLiteral("tenantId")}, 20);
    b.pattern(QStringLiteral("AP2"), Operation::PointRead, {QStringLiteral("tenant")}, 40, 40, {QStringLiteral("tenantId")});
    b.pattern(QStringLiteral("AP3"), Operation::PointRead, {QStringLiteral("user")}, 100, 100, {QStringLiteral("tenantId"), QStringLiteral("userId")});
    const auto analysis = analyze(b.build());
    const ContainerAnalysis &c = analysis->containers[0];
    QCOMPARE(c.partitionKey, QStringList {QStringLiteral("/tenantId")});
    const auto hierarchical = std::find_if(c.candidates.begin(), c.candidates.end(),
                                           [](const PartitionKeyCandidate &k) { return k.paths.size() == 2; });
    QVERIFY(hierarchical != c.candidates.end());
    QCOMPARE(hierarchical->paths, QStringList({QStringLiteral("/tenantId"), QStringLiteral("/userId")}));
}

QTEST_GUILESS_MAIN(TestHotPartitions)
#include "tst_hotpartitions.moc"

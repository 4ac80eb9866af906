// SPDX-License-Identifier: MIT
// The lessons the samples teach, still taught: each check uses numbers worked out by
// hand from the model files (written in the comments) and checks that the sample's
// "lookFor" text quotes them.
#include "samplesupport.h"
#include "testsupport.h"

#include "model/analysis/analysis.h"
#include "model/analysis/analysisjson.h"
#include "model/analysis/numberformat.h"

#include <QTest>

#include <cmath>

using namespace cosmos;
using namespace cosmos::test;

namespace {

// How much of the parent's reads also read the children, and the rule (RULES.md section 4)
// that decided the relationship on it.
void compareCorrelationAndRule(const Analysis &analysis, const char *relationship, double correlation, int rule)
{
    const RelationshipAnalysis *r = analysis.relationship(QString::fromUtf8(relationship));
    QVERIFY2(r, relationship);
    QCOMPARE(*r->correlation, correlation);
    QCOMPARE(r->rule, rule);
}

} // namespace

class TestSampleLessons : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void ordersEmbedCoLocateSeparate();
    void catalogProposesTheSubsetPattern();
    void iotMassiveScaleBinningAndTimeBucket();
    void iotRecommendedKeyIsTheDevice();
    void socialViralPostIsHot();
    void saasUniqueEmailAndHierarchicalKey();
    void searchIndexesVectorsApartAndPricesEachSearch();
    void bloggingFeedAndAUsersPostsCopyBothPay();
};

void TestSampleLessons::ordersEmbedCoLocateSeparate()
{
    const Model model = sample(QStringLiteral("online-shop-orders.cosmos.json"));
    const auto analysis = analyze(model);

    // customer-orders. Customer reads: AP1 12 + AP2 10 = 22 RPS; with orders: AP2 10.
    // 10 / 22 = 45.5%: below 50%, identifying, at least 30% → rule 5.
    const RelationshipAnalysis *customerOrders = analysis->relationship(QStringLiteral("customer-orders"));
    QCOMPARE(*customerOrders->correlation, 10.0 / 22.0);
    QCOMPARE(*customerOrders->decision, Decision::MultiDocument);
    QCOMPARE(customerOrders->rule, 5);
    QCOMPARE(*customerOrders->band, Band::ConsiderCarefully);
    QVERIFY(!explainDecisions(model, analysis->assumptions)[0].couplingQuestions.isEmpty());
    // 4 KB customer + 1,000 orders of up to 200 KB each with their embedded items.
    QCOMPARE(customerOrders->embeddedMaxKB, 200004.0);

    // order-items. Order reads: AP2 10 + AP3 0.5 + AP4 12 + AP5 0.6 = 23.1; with items:
    // AP2 + AP4 = 22 → 95.2%. Items are only read with their order (alone 0%).
    // Largest order: 20 KB + 50 × 3.6 KB = 200 KB ≤ 1,024 KB → rule 3.
    const RelationshipAnalysis *items = analysis->relationship(QStringLiteral("order-items"));
    QCOMPARE(*items->correlation, 22.0 / 23.1);
    QCOMPARE(*items->childAloneShare, 0.0);
    QCOMPARE(items->embeddedMaxKB, 200.0);
    QCOMPARE(*items->decision, Decision::SingleDocument);
    QCOMPARE(items->rule, 3);

    // order-shipments. With shipments: AP3 0.5 of 23.1 = 2.2%. Shipment reads: AP3 0.5 +
    // AP6 8 = 8.5, of which 8 without the order = 94.1%. Not ≥ 30%, no joint write → rule 7.
    const RelationshipAnalysis *shipments = analysis->relationship(QStringLiteral("order-shipments"));
    QCOMPARE(*shipments->correlation, 0.5 / 23.1);
    QCOMPARE(*shipments->childAloneShare, 8.0 / 8.5);
    QCOMPARE(*shipments->decision, Decision::Separate);
    QCOMPARE(shipments->rule, 7);
    QCOMPARE(*shipments->band, Band::Separate);
    // The cost cross-check agrees: separate is the cheapest of the three designs.
    QVERIFY(*shipments->alternatives[2].ruPerSecond < *shipments->alternatives[1].ruPerSecond);
    QVERIFY(*shipments->alternatives[2].ruPerSecond < *shipments->alternatives[0].ruPerSecond);

    // Two containers: customers with their orders (items inside), and shipments.
    QCOMPARE(analysis->containers.size(), size_t(2));
    const ContainerAnalysis *orders = analysis->container(QStringLiteral("CustomerOrders"));
    QVERIFY(orders);
    QCOMPARE(orders->entities, paths({"customer", "order"}));
    QCOMPARE(orders->embedded.at(QStringLiteral("order")), paths({"orderItem"}));
    QCOMPARE(orders->partitionKey, paths({"/customerId"}));
    const ContainerAnalysis *tracking = analysis->container(QStringLiteral("Shipments"));
    QVERIFY(tracking);
    QCOMPARE(tracking->partitionKey, paths({"/trackingNumber"}));

    // CustomerOrders data: 5e6 × 2 KB + 44e6 × 2 KB + 132e6 × 1 KB = 230e6 KB = 219.3 GB
    // → 5 physical partitions; Shipments 52.8e6 × 1.5 KB = 75.5 GB → 2.
    QCOMPARE(orders->physicalPartitions, 5);
    QCOMPARE(tracking->physicalPartitions, 2);
    // AP4: one point read of the 5 KB document (a 2 KB order with 3 × 1 KB items):
    // read(5) = 1.14 + 1/4 × (1.33 − 1.14) = 1.1875 RU.
    const PatternAnalysis *ap4 = analysis->accessPattern(QStringLiteral("AP4"));
    QCOMPARE(ap4->kind, RouteKind::PointRead);
    QCOMPARE(ap4->ruPerRequest, 1.1875);
    // AP3 gives only orderId: cross-partition in both containers.
    // CustomerOrders: the filter on the order's own id finds one order document (its
    // items embedded), whatever the two results the pattern counts: 2.5 × 5 partitions
    // + 0.16 × 1.1875 = 12.69; Shipments: 2.5 × 2 + 2 × 0.16 × read(1.5) = 1.02 → 5.3264;
    // together 18.0164 RU.
    const PatternAnalysis *ap3 = analysis->accessPattern(QStringLiteral("AP3"));
    QCOMPARE(ap3->requests.size(), size_t(2));
    QCOMPARE(ap3->requests[0].kind, RouteKind::CrossPartitionQuery);
    QCOMPARE(ap3->requests[1].kind, RouteKind::CrossPartitionQuery);
    QCOMPARE(ap3->ruPerRequest, 18.0164);
    // 219.3 GB: an autoscale maximum of at least 10 × 219.3 = 2,193 → 3,000 RU/s, above
    // the traffic's peak.
    QCOMPARE(orders->provisionedRuPerSecond, 3000.0);
    QVERIFY(orders->floorAboveTraffic);
    // The lesson quotes that peak as the Containers panel shows it.
    const QString trafficPeak = formatRu(orders->ruPerSecondPeak) + QStringLiteral(" RU/s");
    QVERIFY2(mentions(model, trafficPeak.toUtf8().constData()), qPrintable(trafficPeak));

    for (const char *text : {"95.2%", "200 KB", "1.19 RU", "45.5%", "2.2%", "/trackingNumber", "18.0 RU", "3,000 RU/s"})
        QVERIFY2(mentions(model, text), text);
}

void TestSampleLessons::catalogProposesTheSubsetPattern()
{
    const Model model = sample(QStringLiteral("catalog-reviews.cosmos.json"));
    const auto analysis = analyze(model);
    const RelationshipAnalysis *reviews = analysis->relationship(QStringLiteral("product-reviews"));

    // Product reads: AP1 95 + AP2 5 = 100; with reviews: AP1 95 → 95% ≥ 90%.
    // Review reads: AP1 95 + AP3 6 + AP4 1 = 102; alone 7 → 6.9% < 10%.
    QCOMPARE(*reviews->correlation, 0.95);
    QCOMPARE(*reviews->childAloneShare, 7.0 / 102.0);
    QCOMPARE(*reviews->band, Band::Embed);
    // Sizes: average 6 + 60 × 1 = 66 KB; maximum 16 + 12,000 × 4 = 48,016 KB: too big
    // to embed (1,024 KB) and even for one item (2,048 KB).
    QCOMPARE(reviews->embeddedAvgKB, 66.0);
    QCOMPARE(reviews->embeddedMaxKB, 48016.0);
    // Rule 3 refused only because of size → the subset pattern for AP1 (sorted by the
    // review's createdAt, newest first, 11 documents: the product and ten reviews).
    QVERIFY(reviews->sizeExceedsEmbedLimit);
    QVERIFY(reviews->neverOneDocument);
    QVERIFY(reviews->subset.has_value());
    QCOMPARE(reviews->subset->patternId, QStringLiteral("AP1"));
    QCOMPARE(reviews->subset->latestCount, 11);
    QVERIFY(justificationMentions(model, QStringLiteral("product-reviews"), QStringLiteral("Subset pattern: AP1")));
    const Json json = analysisToJson(test::findingsOf(model, analysis));
    QVERIFY(json["relationships"][0]["subsetPattern"] == Json({{"pattern", "AP1"}, {"latest", 11}}));
    // ...and co-location by rule 4.
    QCOMPARE(*reviews->decision, Decision::MultiDocument);
    QCOMPARE(reviews->rule, 4);

    const ContainerAnalysis &container = analysis->containers.at(0);
    QCOMPARE(analysis->containers.size(), size_t(1));
    QCOMPARE(container.name, QStringLiteral("ProductReviews"));
    QCOMPARE(container.partitionKey, paths({"/productId"}));
    // AP1: the ten newest 1 KB reviews, sorted by createdAt, which the product lacks
    // (sorted with them it would come after every page): 2.5 + 10 × 0.16 = 4.1 RU in one
    // partition, and the 6 KB product by a point read, 1.14 + 2/4 × 0.19 = 1.235 RU.
    const PatternAnalysis *ap1 = analysis->accessPattern(QStringLiteral("AP1"));
    QCOMPARE(ap1->kind, RouteKind::SinglePartitionQuery);
    QCOMPARE(ap1->requests.size(), size_t(2));
    QCOMPARE(ap1->requests[1].kind, RouteKind::PointRead);
    QCOMPARE(ap1->ruPerRequest, 4.1 + 1.235);
    // AP4 (by author): cross-partition over the one partition: 2.5 + 10 × 0.16 = 4.1 RU.
    const PatternAnalysis *ap4 = analysis->accessPattern(QStringLiteral("AP4"));
    QCOMPARE(ap4->kind, RouteKind::CrossPartitionQuery);
    QCOMPARE(ap4->ruPerRequest, 4.1);
    // The policy indexes 4 of the 19 properties: a review (id + 9) carries 10 × 4/19 terms,
    // a product (id + 8 + 2 in specs) 11 × 4/19. Peak:
    //   AP1 600 × (4.1 + 1.235) + AP2 40 × read(6) 1.235 + AP3 40 × (2.5 + 20 × 0.16)
    //   + AP4 5 × 4.1 + AP5 1 × (4.95 + 0.2 × 10 × 4/19)
    //   + AP6 2 × (2 × 4.95 + 0.8) + AP7 20 × (2 × write(6) 6.855 + 0.8 × 2)
    //   + AP8 1 × (6.855 + 0.2 × 11 × 4/19) = 3,839.19 RU/s → autoscale max 4,000, and
    // 3.15 GB: one physical partition.
    QCOMPARE(container.ruPerSecondPeak, 600 * (4.1 + 1.235) + 49.4 + 228 + 20.5 + (4.95 + 0.2 * 10 * 4 / 19.0) + 21.4 + 306.2
            + (6.855 + 0.2 * 11 * 4 / 19.0));
    QCOMPARE(container.physicalPartitions, 1);
    // The most popular product gets 1% of it: no hot partition here.
    QCOMPARE(container.hottest.status, HeatStatus::Ok);

    for (const char *text : {"95%", "6.9%", "66 KB", "48,016 KB", "latest 11", "5.34 RU", "4.1 RU", "1.24 RU"})
        QVERIFY2(mentions(model, text), text);
}

void TestSampleLessons::iotMassiveScaleBinningAndTimeBucket()
{
    const Model model = sample(QStringLiteral("iot-telemetry.cosmos.json"));
    const auto analysis = analyze(model);

    // Peak writes: AP1 15,000 readings + AP5 5 registrations + AP6 50 firmware updates.
    const MassiveScale &massive = analysis->massiveScale;
    QVERIFY(massive.triggered);
    QCOMPARE(massive.peakWritesPerSecond, 15055.0);
    QCOMPARE(massive.questions.size(), 3);
    // Binning the readings: min(100, floor(1,024 KB / 0.3 KB)) = 100 per chunk;
    // 100,000 devices × 60,480 readings = 6.048e9 documents → 6.048e7.
    // Writes at peak: 15,000 creates of a 0.3 KB reading with 8 terms (id + 7):
    // 4.95 + 0.2 × 8 = 6.55 RU → 98,250 RU/s before; 150 chunks of 30 KB with 800 terms:
    // write(30) = 9.52 + 14/16 × 1.71 = 11.01625, + 160 = 171.01625 RU → 25,652.44 RU/s after.
    QVERIFY(massive.binning.has_value());
    QCOMPARE(massive.binning->entity, QStringLiteral("reading"));
    QCOMPARE(massive.binning->recordsPerChunk, 100.0);
    QCOMPARE(massive.binning->documentsBefore, 6048000000.0);
    QCOMPARE(massive.binning->documentsAfter, 60480000.0);
    QCOMPARE(massive.binning->writeRuPerSecondBefore, 98250.0);
    QCOMPARE(massive.binning->writeRuPerSecondAfter, 150 * 171.01625);

    // device-readings: no read touches both → separate.
    QCOMPARE(*analysis->relationship(QStringLiteral("device-readings"))->decision, Decision::Separate);

    // Readings keeps the first-draft key /readingDay (overridden).
    const ContainerAnalysis *readings = analysis->container(QStringLiteral("Readings"));
    QVERIFY(readings);
    QVERIFY(readings->partitionKeyOverridden);
    QCOMPARE(readings->partitionKey, paths({"/readingDay"}));
    // Its queries use all 7 properties, so everything is indexed. Peak: AP1 15,000 × 6.55
    // + AP2 200 × (2.5 + 360 × 0.16 × 1.00) + AP3 1 × (2.5 + 50 × 0.16)
    //     = 98,250 + 12,020 + 10.5 = 110,280.5 RU/s → autoscale max 111,000.
    // Data: 6.048e9 × 0.3 KB = 1,730.3 GB → 35 physical partitions, 3,171.4 RU/s each.
    QCOMPARE(readings->ruPerSecondPeak, 110280.5);
    QCOMPARE(readings->provisionedRuPerSecond, 111000.0);
    QCOMPARE(readings->physicalPartitions, 35);
    QCOMPARE(readings->hottest.ruLimit, 111000.0 / 35);
    // Today receives 95%: 0.95 × 110,280.5 = 104,766.5 RU/s → hot, and more than any
    // logical partition can serve: the design is infeasible.
    QCOMPARE(readings->hottest.ruPerSecond, 0.95 * 110280.5);
    QCOMPARE(readings->hottest.status, HeatStatus::Hot);
    QVERIFY(!readings->feasible);
    QVERIFY(!analysis->totals.feasible);
    // Remedies: a synthetic suffix of floor(104,766.5 / 5,000) + 1 = 21 shards whose
    // fan-out is (AP2 50 + AP3 1 keyed reads) × 20 more queries × 2.5 RU = 2,550 RU/s;
    // and the time bucket, because the key is a date.
    const Remedy *suffix = remedy(*readings, Remedy::Kind::SyntheticSuffix);
    QVERIFY(suffix);
    QCOMPARE(suffix->shards, 21);
    QCOMPARE(suffix->fanOutRuPerSecond, 2550.0);
    QVERIFY(remedy(*readings, Remedy::Kind::TimeBucket));
    // The engine's evaluation: /deviceId is the cheapest key that serves the design;
    // /readingDay cannot serve it.
    QCOMPARE(readings->keyEvaluation.front().paths, paths({"/deviceId"}));
    QVERIFY(readings->keyEvaluation.front().feasible);
    const auto day = std::find_if(readings->keyEvaluation.begin(), readings->keyEvaluation.end(),
        [](const KeyEvaluation &e) { return e.paths == QStringList {QStringLiteral("/readingDay")}; });
    QVERIFY(day != readings->keyEvaluation.end());
    QVERIFY(!day->feasible && day->chosen);
    // The scored candidates (their reasons show in the table's tooltips). Keyed request
    // RU (average): AP2 50 × 60.1 = 3,005 and AP3 1 × 10.5. /deviceId: 0.55 × 3,005/3,015.5
    // + 0.2 × 1 (100,000 values) + 0.15 × (1 − 10 × 0.0001) + 0.1 (not monotonic) = 0.998.
    // /readingDay: 0.55 × 1 + 0.2 × log10(7)/4 + 0 (95% on one value) + 0 (a date) = 0.592.
    QCOMPARE(readings->candidates[0].paths, paths({"/deviceId"}));
    QCOMPARE(readings->candidates[0].score, 0.998);
    QCOMPARE(readings->candidates[1].paths, paths({"/readingDay"}));
    QCOMPARE(readings->candidates[1].score, 0.592);
    QVERIFY(readings->candidates[1].monotonic);
    QVERIFY(readings->candidates[1].lowCardinality);

    for (const char *text : {"15,055", "98,250 RU/s", "25,652 RU/s", "104,766 RU/s", "3,171 RU/s", "21 shards",
             "2,550 RU/s"})
        QVERIFY2(mentions(model, text), text);
}

void TestSampleLessons::iotRecommendedKeyIsTheDevice()
{
    // "Use Recommended": without the override the container is keyed by /deviceId.
    Model model = sample(QStringLiteral("iot-telemetry.cosmos.json"));
    model.overrides.partitionKeys.clear();
    const auto analysis = analyze(model);
    const ContainerAnalysis *readings = analysis->container(QStringLiteral("Readings"));
    QCOMPARE(readings->partitionKey, paths({"/deviceId"}));
    QVERIFY(readings->feasible);
    // AP3 no longer gives the key: 2.5 × 35 partitions + 50 × 0.16 = 95.5 RU.
    const PatternAnalysis *ap3 = analysis->accessPattern(QStringLiteral("AP3"));
    QCOMPARE(ap3->kind, RouteKind::CrossPartitionQuery);
    QCOMPARE(ap3->ruPerRequest, 95.5);
    // Peak 98,250 + 12,020 + 95.5 = 110,365.5 RU/s. The chattiest device gets 0.01% of
    // what the key routes, 110,270 RU/s: 11.03 RU/s. AP3 visits every partition alike.
    QCOMPARE(readings->ruPerSecondPeak, 110365.5);
    QCOMPARE(readings->hottest.ruPerSecond, 0.0001 * 110270);
    QCOMPARE(readings->hottest.status, HeatStatus::Ok);
    QVERIFY(readings->remedies.empty());
    // The table's first row is what the container now costs.
    QCOMPARE(readings->keyEvaluation.front().monthlyCostUsd, readings->monthlyCostUsd);

    const Model original = sample(QStringLiteral("iot-telemetry.cosmos.json"));
    for (const char *text : {"95.5 RU", "10.5", "11 RU/s", "$6,660"})
        QVERIFY2(mentions(original, text), text);
}

void TestSampleLessons::socialViralPostIsHot()
{
    const Model model = sample(QStringLiteral("social-viral-post.cosmos.json"));
    const auto analysis = analyze(model);

    // Post reads: AP1 500 + AP2 400 = 900; with comments AP1 500 → 55.6% → rule 4.
    compareCorrelationAndRule(*analysis, "post-comments", 500.0 / 900.0, 4);
    // No read touches a post and its likes, but AP5 writes both in one batch → rule 6.
    const RelationshipAnalysis *likes = analysis->relationship(QStringLiteral("post-likes"));
    QCOMPARE(*likes->correlation, 0.0);
    QCOMPARE(*likes->decision, Decision::MultiDocument);
    QCOMPARE(likes->rule, 6);
    QCOMPARE(analysis->relationship(QStringLiteral("member-posts"))->rule, 7);

    const ContainerAnalysis *posts = analysis->container(QStringLiteral("PostCommentLikes"));
    QVERIFY(posts);
    QCOMPARE(posts->entities, paths({"post", "comment", "like"}));
    QCOMPARE(posts->partitionKey, paths({"/postId"}));
    QVERIFY(posts->feasible);
    // The policy indexes 3 of 13 properties. Peak, per request:
    //   AP1 the post by its id and key, read(2) 1.04 (it is not sorted among its comments:
    //   the sort is the comments'), and 20 comments of 0.8 KB: 2.5 + 20 × 0.16 = 5.7; 6.74 × 2,500;
    //   AP2 read(2) 1.04 × 1,500; AP3 2.5 + 20 × 0.16 = 5.7 × 600; AP4 read(0.3) 1 × 1,500;
    //   AP5 and AP11, a batch creating a 0.3 KB like (5 terms × 3/13) and patching the
    //   2 KB post's counter: 4.95 + 0.2 × 15/13 + 2 × 6.29 + 0.8 = 18.5608 × (1,500 + 100);
    //   AP6 a 0.8 KB comment (6 terms × 3/13): 4.95 + 0.2 × 18/13 = 5.2269 × 200;
    //   AP7 a 2 KB post (9 terms × 3/13): 6.29 + 0.2 × 27/13 = 6.7054 × 5;
    // = 54,106.14 RU/s, plus AP10's copies: a rename patches the 20 posts of the member
    //   (2 × 6.29 + 0.8 = 13.38 each) = 267.6 RU at 1 a second, charged here where the
    //   copies live → 54,373.74 RU/s → autoscale max 55,000.
    const double requests = 2500 * (1.04 + 5.7) + 1500 * 1.04 + 600 * 5.7 + 1500 * 1.0
        + 1600 * (4.95 + 0.2 * 15 / 13.0 + 2 * 6.29 + 0.8) + 200 * (4.95 + 0.2 * 18 / 13.0)
        + 5 * (6.29 + 0.2 * 27 / 13.0);
    QCOMPARE(posts->ruPerSecondPeak, requests + 20 * 13.38);
    QCOMPARE(posts->provisionedRuPerSecond, 55000.0);
    // Data: 40e6 × 2 + 480e6 × 0.8 + 1.6e9 × 0.3 = 944e6 KB = 900.3 GB → 19 partitions,
    // each 55,000 / 19 = 2,894.7 RU/s.
    QCOMPARE(posts->physicalPartitions, 19);
    QCOMPARE(posts->hottest.ruLimit, 55000.0 / 19.0);
    // The viral post: 15% of the requests' 54,106.14 RU/s = 8,115.9 RU/s, under the
    // 10,000 of a logical partition but 2.8 × its physical partition's slice: hot.
    QCOMPARE(posts->hottest.ruPerSecond, 0.15 * requests);
    QCOMPARE(posts->hottest.ruStatus, HeatStatus::Hot);
    QCOMPARE(posts->hottest.status, HeatStatus::Hot);
    // Its size is bounded: 8 KB + 100,000 × 3 KB + 1,000,000 × 0.4 KB = 700,008 KB.
    QCOMPARE(posts->hottest.sizeGB, 700008.0 / (1024.0 * 1024.0));
    QCOMPARE(posts->hottest.sizeStatus, HeatStatus::Ok);
    // The bound holds for every popular value: the viral post has 15% of the traffic but
    // not 15% of the 900.3 GB (135 GB), and its physical partition is not full for it.
    QCOMPARE(posts->topKeys.front().storageGB, posts->hottest.sizeGB);
    for (const LogicalKeyLoad &key : posts->topKeys)
        QVERIFY(key.storageGB <= posts->hottest.sizeGB);
    double storedGB = 0;
    for (const HeatCell &cell : posts->heatmap) {
        storedGB += cell.storageGB * cell.partitionCount;
        QVERIFY2(cell.storageStatus != HeatStatus::Hot, qPrintable(QString::number(cell.storageGB)));
    }
    QVERIFY(std::abs(storedGB - posts->dataGB) < 1e-6 * posts->dataGB); // every byte on some partition

    // The hierarchical key /postId, /likeId is no candidate: posts and comments have no
    // likeId (RULES.md section 6). So the only remedy is the synthetic suffix:
    // floor(8,115.9 / 5,000) + 1 = 2 shards; queries by the key AP1 500 + AP3 100 = 600
    // a second, each 1 more query of 2.5 RU = 1,500 RU/s (a point read knows its item,
    // and so its shard: AP1's post, AP2 and AP4 ask one shard).
    for (const KeyEvaluation &e : posts->keyEvaluation)
        QVERIFY2(!e.paths.contains(QStringLiteral("/likeId")), qPrintable(e.paths.join(QLatin1Char(','))));
    QVERIFY(!remedy(*posts, Remedy::Kind::HierarchicalKey));
    const Remedy *suffix = remedy(*posts, Remedy::Kind::SyntheticSuffix);
    QVERIFY(suffix);
    QCOMPARE(suffix->shards, 2);
    QCOMPARE(suffix->fanOutRuPerSecond, 1500.0);
    QVERIFY(!remedy(*posts, Remedy::Kind::TimeBucket));

    // Not a massive-scale workload: 1,500 × 2 + 100 × 2 (batches) + 200 + 5 + 5 + 1 = 3,411.
    QCOMPARE(analysis->massiveScale.peakWritesPerSecond, 3411.0);
    QVERIFY(!analysis->massiveScale.triggered);

    // Forcing the hierarchical key makes the design one that cannot be served.
    Model hierarchical = model;
    hierarchical.overrides.partitionKeys[QStringLiteral("PostCommentLikes")] = paths({"/postId", "/likeId"});
    const auto forced = analyze(hierarchical);
    const ContainerAnalysis *forcedPosts = forced->container(QStringLiteral("PostCommentLikes"));
    QVERIFY(!forcedPosts->feasible);
    QVERIFY(!forced->totals.feasible);
    // Why: the like batches (AP5) would span partition key values.
    QVERIFY(forcedPosts->infeasibleBecause.english().join(QLatin1Char(' ')).contains(QStringLiteral("AP5")));

    for (const char *text : {"55.6%", "54,374 RU/s", "8,116 RU/s", "2,895 RU/s", "2 shards", "1,500 RU/s",
             "/postId, /likeId", "0.67 GB"})
        QVERIFY2(mentions(model, text), text);
}

void TestSampleLessons::saasUniqueEmailAndHierarchicalKey()
{
    const Model model = sample(QStringLiteral("saas-multitenant.cosmos.json"));
    const auto analysis = analyze(model);

    // Company reads: AP1 40 + AP2 60 + AP5 5 = 105; with users AP1 + AP5 = 45 → 42.9%,
    // identifying → rule 5. User reads: AP1 40 + AP3 300 + AP5 5 = 345; with time
    // entries AP3 300 → 87% → rule 4.
    compareCorrelationAndRule(*analysis, "company-users", 45.0 / 105.0, 5);
    compareCorrelationAndRule(*analysis, "user-time-entries", 300.0 / 345.0, 4);

    QCOMPARE(analysis->containers.size(), size_t(1));
    const ContainerAnalysis &tenant = analysis->containers[0];
    QCOMPARE(tenant.entities, paths({"company", "user", "timeEntry"}));

    // /companyId alone cannot serve the design: the largest tenant, 150,000 users at
    // most, each with up to 2,000 time entries, every document at its maximum size, can
    // hold 150,000 × (4 + 2,000 × 1.5) KB + a 20 KB company = 450,600,020 KB = 429.7 GB
    // in one logical partition (RULES.md section 6: maximums along the whole chain),
    // above 20 GB — though it would be the cheapest.
    const auto byCompany = std::find_if(tenant.keyEvaluation.begin(), tenant.keyEvaluation.end(),
        [](const KeyEvaluation &e) { return e.paths == paths({"/companyId"}); });
    QVERIFY(byCompany != tenant.keyEvaluation.end());
    QVERIFY(!byCompany->feasible);
    QVERIFY(near(byCompany->hottestSizeGB, 450600020.0 / (1024.0 * 1024.0), 1e-6));
    QVERIFY(byCompany->monthlyCostUsd < tenant.monthlyCostUsd);
    // So the engine chooses the hierarchical key, and the design can be served.
    QCOMPARE(tenant.partitionKey, paths({"/companyId", "/userId"}));
    QVERIFY(tenant.hierarchical);
    QVERIFY(tenant.feasible);
    QCOMPARE(tenant.hottest.sizeStatus, HeatStatus::Ok);

    // E-mail is unique and lives in the container; time entries share it and have no
    // /email: a missing value counts as null, so the key cannot be deployed and the
    // engine says why (RULES.md section 8).
    const Entity *user = model.entity(QStringLiteral("user"));
    const Attribute *email = findAttribute(*user, QStringLiteral("email"));
    QVERIFY(email && email->unique);
    QVERIFY(analysis->containerOf(QStringLiteral("user")) == &tenant);
    const Json json = analysisToJson(test::findingsOf(model, analysis));
    const UniqueKeyPolicy &unique = tenant.uniqueKeys;
    QCOMPARE(unique.constraints.size(), size_t(1));
    QCOMPARE(unique.constraints[0].paths, paths({"/email"}));
    QVERIFY(!unique.constraints[0].deployable);
    QCOMPARE(unique.findings.size(), size_t(1));
    QCOMPARE(unique.findings[0].kind, UniqueKeyFinding::Kind::MissingFromOtherTypes);
    QVERIFY(json["containers"][0]["uniqueKeyPolicy"]["uniqueKeys"].empty());

    // Queries that give only the company visit the partitions of the largest company:
    // ceil(86 GB / 50 GB) = 2. AP2 reads a 4 KB company that way: 2.5 × 2 + 0.16 × 1.14.
    const PatternAnalysis *ap2 = analysis->accessPattern(QStringLiteral("AP2"));
    QCOMPARE(ap2->requests.front().partitionsScanned, 2);
    QVERIFY(ap2->requests.front().prefixOnly);
    QCOMPARE(ap2->ruPerRequest, 5.1824);
    // The policy indexes 7 of 16 properties. Peak, per request (a company has none of a
    // user's properties and a user no time-entry date, so a read of both types that
    // filters or sorts on one of them reads the other type apart):
    //   AP1 prefix, a 1.5 KB user (read 1.02): 5 + 0.16 × 1.02, and the 4 KB company
    //   by prefix: 5 + 0.16 × 1.14;
    //   AP3 10 entries in one partition: 2.5 + 10 × 0.16, and the user by a point read, 1.02;
    //   AP4 prefix, 100 entries: 5 + 100 × 0.16; AP5 prefix, 50 users sorted by name:
    //   5 + 50 × 0.16 × 1.02, and the company by prefix, 5.1824;
    //   AP6 create a 0.6 KB entry (8 terms × 7/16): 4.95 + 0.2 × 3.5;
    //   AP7 patch 2 of its properties: 2 × 4.95 + 0.8 × 2;
    //   AP8 create a 1.5 KB user (7 terms × 7/16; write(1.5) = 5.62): 5.62 + 0.2 × 49/16;
    //   AP9 create a 4 KB company (6 terms × 7/16): 6.67 + 0.2 × 42/16;
    //   AP10 patch its settings: 2 × 6.67 + 0.8; AP11 patch 2 user properties: 2 × 5.62 + 1.6.
    const double peak = 300 * (5 + 0.16 * 1.02 + 5 + 0.16 * 1.14) + 400 * 5.1824 + 1500 * (2.5 + 10 * 0.16 + 1.02)
        + 120 * (5 + 100 * 0.16) + 20 * (5 + 50 * 0.16 * 1.02 + 5.1824) + 900 * (4.95 + 0.7)
        + 400 * 11.5 + 50 * (5.62 + 0.2 * 49 / 16.0) + 1 * (6.67 + 0.2 * 42 / 16.0) + 2 * 14.14 + 10 * 12.84;
    QCOMPARE(tenant.ruPerSecondPeak, peak);
    // Data 6,000 × 4 + 2.4e6 × 1.5 + 2.4e9 × 0.6 = 1,443,624,000 KB = 1,376.7 GB → 28 partitions.
    QCOMPARE(tenant.physicalPartitions, 28);

    for (const char *text : {"42.9%", "87%", "429.7 GB", "/companyId, /userId", "5.18 RU"})
        QVERIFY2(mentions(model, text), text);
    // The costs it quotes are the ones the key table shows.
    for (const QString &figure : {formatUsd(byCompany->monthlyCostUsd), formatUsd(tenant.monthlyCostUsd),
             formatRu(tenant.ruPerSecondPeak) + QStringLiteral(" RU/s")})
        QVERIFY2(mentions(model, figure.toUtf8().constData()), qPrintable(figure));
}

void TestSampleLessons::searchIndexesVectorsApartAndPricesEachSearch()
{
    const Model model = sample(QStringLiteral("product-search.cosmos.json"));
    const auto analysis = analyze(model);
    QCOMPARE(analysis->containers.size(), size_t(1));
    const ContainerAnalysis &products = analysis->containers.front();
    // The vector has its own index and stays out of the range index, which holds the
    // two properties AP5 filters and sorts on; the description is indexed for words.
    QCOMPARE(products.indexing.includedPaths, (QStringList {QStringLiteral("/category/?"), QStringLiteral("/price/?")}));
    QCOMPARE(products.indexing.vectorIndexes.size(), size_t(1));
    QCOMPARE(products.indexing.vectorIndexes.front().first, QStringLiteral("/embedding"));
    QCOMPARE(products.indexing.vectorIndexes.front().second, VectorIndexType::DiskANN);
    QCOMPARE(products.indexing.fullTextIndexes, QStringList {QStringLiteral("/description")});
    QVERIFY(mentions(model, "1,536 numbers are 6 KB")); // 1,536 × 4 bytes (float32)
    // A search = 2.5 RU lookup + its per-partition search cost (assumptions: vector 30,
    // full text 10, hybrid both) + per result loaded the larger of 0.16 of a point read
    // and what the size adds to a 1 KB read (RULES.md section 5); one partition (1.7 GB).
    // A point read of the 9 KB product is AP1's charge: 1.33 + (1.67 − 1.33) / 8 = 1.3725,
    // so each result loads 0.3725 RU (0.16 × 1.3725 = 0.22 would be less).
    const double read = analysis->accessPattern(QStringLiteral("AP1"))->ruPerRequest;
    QVERIFY(near(read, 1.3725, 1e-9));
    const double load = std::max(0.16 * read, read - 1);
    const auto ru = [&](const char *id) { return analysis->accessPattern(QString::fromLatin1(id))->ruPerRequest; };
    QVERIFY(near(ru("AP2"), 2.5 + 30 + 10 * load, 1e-9));
    QVERIFY(near(ru("AP3"), 2.5 + 10 + 20 * load, 1e-9));
    QVERIFY(near(ru("AP4"), 2.5 + 30 + 10 + 10 * load, 1e-9));
    QVERIFY(mentions(model, qPrintable(QStringLiteral("for %1 RU").arg(formatNumber(ru("AP2"))))));
    QVERIFY(mentions(model, qPrintable(QStringLiteral("= %1 RU").arg(formatNumber(ru("AP4"))))));
    QVERIFY(mentions(model, qPrintable(QStringLiteral("%1 RU for words alone").arg(formatNumber(ru("AP3"))))));
    QVERIFY(mentions(model, qPrintable(QStringLiteral("costs %1 RU").arg(formatNumber(ru("AP6"))))));
    // The search costs are assumptions to replace with measurements, and the policies
    // are fixed at creation: both said where the user looks.
    QVERIFY(mentions(model, "The 30 RU is the assumption vectorSearchRu"));
    QVERIFY(products.notes.join(QLatin1Char(' ')).english().contains(QStringLiteral("fixed when the container is created")));
}

void TestSampleLessons::bloggingFeedAndAUsersPostsCopyBothPay()
{
    const Model model = sample(QStringLiteral("blogging-platform.cosmos.json"));
    const auto analysis = analyze(model);
    const auto decision = [&](const char *id) { return *analysis->relationship(QString::fromLatin1(id))->decision; };
    // Creating a comment or a like counts it on the post in one batch (rule 6): they
    // share the post's container; posts and users are apart (rule 7).
    QCOMPARE(decision("post-comments"), Decision::MultiDocument);
    QCOMPARE(decision("post-likes"), Decision::MultiDocument);
    QCOMPARE(decision("user-posts"), Decision::Separate);
    const ContainerAnalysis *posts = analysis->containerOf(QStringLiteral("post"));
    QCOMPARE(posts->name, QStringLiteral("PostCommentLikes"));
    QCOMPARE(posts->partitionKey, QStringList {QStringLiteral("/postId")});
    QCOMPARE(posts->physicalPartitions, 3);
    QVERIFY(mentions(model, "rule 6") && mentions(model, "PostCommentLikes keyed by /postId"));

    // Q6: 3 partitions × (2.5 RU + their own 100 newest × 0.16 RU of a 1 KB read) =
    // 55.5 RU; from the feed, 2.5 + 100 × 0.16 = 18.5 RU, saving 37 RU × 200 a second.
    const PatternAnalysis *q6 = analysis->accessPattern(QStringLiteral("Q6"));
    const PatternRemedy *feed = q6->chosenRemedy();
    QVERIFY(feed && feed->feed && feed->recommended);
    QCOMPARE(feed->container, QStringLiteral("PostFeed"));
    QCOMPARE(feed->partitionKey, QStringList {QStringLiteral("/type")});
    QCOMPARE(feed->ruPerRequestBefore, 3 * 2.5 + 300 * 0.16);
    QCOMPARE(q6->ruPerRequest, 2.5 + 100 * 0.16);
    QCOMPARE(feed->ruPerSecondSaved, 37.0 * 200);
    QVERIFY(mentions(model, "3 × 2.5 + 300 × 0.16 = 55.5 RU") && mentions(model, "18.5 RU a read"));
    QVERIFY(mentions(model, qPrintable(QStringLiteral("add %1 RU/s of writes").arg(formatRu(feed->ruPerSecondAdded)))));
    QVERIFY(mentions(model, "against 7,400 RU/s of reads saved"));
    QVERIFY(feed->monthlyCostDeltaUsd < 0);
    QVERIFY(mentions(model, qPrintable(QStringLiteral("costs %1 a month less").arg(formatUsd(-feed->monthlyCostDeltaUsd)))));
    // 2 posts a second fill the newest 100 in 50 s: 1 - 2^(-50 s / 24 h) of the updates.
    QVERIFY(std::abs(feed->feedChangeShare - (1 - std::exp2(-50.0 / 86400))) < 1e-12);
    QVERIFY(mentions(model, qPrintable(formatPercent(feed->feedChangeShare) + QStringLiteral(" of them"))));

    // Q3: across the 3 partitions 11.82 RU, from a copy in Users 6.82 RU. The copy is
    // written for every post change (C2 4 + C3 4 + C4 10 = 18 a second at peak), less
    // than the 5 RU × 100 a second it saves: chosen. Reads are sixty times the writes
    // (600 against 10 a second on average), as the lesson says.
    double reads = 0, writes = 0;
    for (const AccessPattern &pattern : model.accessPatterns)
        (isWrite(pattern.operation) ? writes : reads) += *pattern.rpsAvg;
    QCOMPARE(reads, 60 * writes);
    QVERIFY(mentions(model, "sixty to one"));
    const PatternAnalysis *q3 = analysis->accessPattern(QStringLiteral("Q3"));
    const PatternRemedy *copy = q3->chosenRemedy();
    QVERIFY(copy && copy->recommended && copy->kind == RemedyKind::View);
    QCOMPARE(copy->container, QStringLiteral("Users"));
    QCOMPARE(q3->servedBy, QStringLiteral("Users"));
    QCOMPARE(formatNumber(copy->ruPerRequestBefore), QStringLiteral("11.82"));
    QCOMPARE(formatNumber(copy->ruPerRequestAfter), QStringLiteral("6.82"));
    QCOMPARE(copy->ruPerSecondSaved, 500.0);
    double postChangesPeak = 0;
    for (const QString &id : {QStringLiteral("C2"), QStringLiteral("C3"), QStringLiteral("C4")})
        postChangesPeak += *model.accessPattern(id)->rpsPeak;
    QCOMPARE(postChangesPeak, 18.0);
    QVERIFY(mentions(model, "6.82 RU instead of 11.82") && mentions(model, "18 a second at peak"));
    QVERIFY(copy->monthlyCostDeltaUsd < 0);
    QVERIFY(mentions(model, qPrintable(QStringLiteral("%1 RU/s added for 500 saved, %2 a month less")
                                           .arg(formatRu(copy->ruPerSecondAdded), formatUsd(-copy->monthlyCostDeltaUsd)))));
    QVERIFY(analysis->totals.feasible);
    // Writes ten times as frequent, it costs more than it saves (the lesson's last sentence).
    Model writeHeavy = model;
    for (AccessPattern &pattern : writeHeavy.accessPatterns)
        if (pattern.id == QLatin1String("C2") || pattern.id == QLatin1String("C3") || pattern.id == QLatin1String("C4")) {
            pattern.rpsAvg = *pattern.rpsAvg * 10;
            pattern.rpsPeak = *pattern.rpsPeak * 10;
        }
    const auto heavy = analyze(writeHeavy);
    const PatternAnalysis *heavyQ3 = heavy->accessPattern(QStringLiteral("Q3"));
    QVERIFY(!heavyQ3->chosenRemedy());
    const PatternRemedy *offered = nullptr;
    for (const PatternRemedy &remedy : heavyQ3->remedies)
        if (remedy.kind == RemedyKind::View)
            offered = &remedy;
    QVERIFY(offered && !offered->recommended && offered->monthlyCostDeltaUsd > 0);
}

QTEST_GUILESS_MAIN(TestSampleLessons)
#include "tst_samplelessons.moc"

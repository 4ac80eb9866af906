// SPDX-License-Identifier: MIT
// The sample gallery (resources/samples): every sample loads, is canonical, carries
// its teaching description, analyses to finite numbers, and still teaches its lesson.
// The lesson checks use numbers worked out by hand from the model files (written in
// the comments) and check that the sample's "lookFor" text quotes them.
#include "testsupport.h"

#include "model/analysis/analysis.h"
#include "model/analysis/analysisjson.h"
#include "model/io/modelwriter.h"

#include <QDir>
#include <QTest>

#include <cmath>

using namespace cosmos;

namespace {

// The gallery, in the order File › New from sample lists it. ecommerce.cosmos.json is
// the shared format example (kept byte for byte, not canonical, no description).
const QStringList kSamples {
    QStringLiteral("online-shop-orders.cosmos.json"),
    QStringLiteral("catalog-reviews.cosmos.json"),
    QStringLiteral("iot-telemetry.cosmos.json"),
    QStringLiteral("social-viral-post.cosmos.json"),
    QStringLiteral("saas-multitenant.cosmos.json"),
};
const QString kFormatExample = QStringLiteral("ecommerce.cosmos.json");

Model sample(const QString &name)
{
    return test::loadModel(test::samplePath(name));
}

bool near(double actual, double expected, double tolerance)
{
    return std::fabs(actual - expected) <= tolerance;
}

// The sample's lookFor text contains `text` (a number as the tool prints it).
bool mentions(const Model &model, const char *text)
{
    for (const Json &line : model.extra.at("sample").at("lookFor"))
        if (QString::fromStdString(line.get<std::string>()).contains(QString::fromUtf8(text)))
            return true;
    return false;
}

bool justificationMentions(const Model &model, const QString &relationship, const QString &text)
{
    const auto explanations = explainDecisions(model, AssumptionValues(model.assumptions));
    const int index = model.relationshipIndex(relationship);
    if (index < 0)
        return false;
    for (const QString &line : explanations[size_t(index)].justification)
        if (line.contains(text))
            return true;
    return false;
}

const Remedy *remedy(const ContainerAnalysis &container, Remedy::Kind kind)
{
    for (const Remedy &r : container.remedies)
        if (r.kind == kind)
            return &r;
    return nullptr;
}

QStringList paths(std::initializer_list<const char *> list)
{
    QStringList out;
    for (const char *path : list)
        out << QString::fromLatin1(path);
    return out;
}

// Every number of the analysis is finite (sizes may be +infinity: "unbounded").
QStringList nonFinite(const Analysis &analysis)
{
    QStringList bad;
    auto check = [&](double value, const QString &what) {
        if (!std::isfinite(value))
            bad << what;
    };
    for (const RelationshipAnalysis &r : analysis.relationships) {
        for (double v : {r.parentReadRps, r.childReadRps, r.jointReadRps, r.embeddedAvgKB})
            check(v, r.id);
        for (const std::optional<double> &v : {r.correlation, r.parentOnlyShare, r.childAloneShare})
            if (v)
                check(*v, r.id);
        if (std::isnan(r.embeddedMaxKB))
            bad << r.id + QStringLiteral(" embeddedMaxKB");
        for (const AlternativeCost &alternative : r.alternatives)
            if (alternative.ruPerSecond)
                check(*alternative.ruPerSecond, r.id + QStringLiteral(" alternative"));
    }
    for (const ContainerAnalysis &c : analysis.containers) {
        for (double v : {c.ruPerSecondAvg, c.ruPerSecondPeak, c.provisionedRuPerSecond, c.billedRuPerSecond, c.dataGB,
                 c.throughputCostUsd, c.storageCostUsd, c.monthlyCostUsd, c.hottest.ruPerSecond, c.hottest.ruLimit,
                 c.hottest.ruUtilization, c.hottest.sizeGB, c.hottest.sizeUtilization, c.hottest.hottestShare})
            check(v, c.name);
        for (const HeatCell &cell : c.heatmap)
            check(cell.ruPerSecond + cell.storageGB, c.name + QStringLiteral(" heatmap"));
        for (const LogicalKeyLoad &key : c.topKeys)
            check(key.share + key.ruPerSecond + key.storageGB, c.name + QStringLiteral(" top keys"));
        for (const PartitionKeyCandidate &k : c.candidates)
            check(k.score + k.coverage + k.prefixOnlyShare + k.hottestShare + k.distinctValues.value_or(0),
                c.name + QStringLiteral(" candidate"));
        for (const Remedy &r : c.remedies)
            check(r.fanOutRuPerSecond, c.name + QStringLiteral(" remedy"));
    }
    for (const PatternAnalysis &p : analysis.accessPatterns)
        for (double v : {p.ruPerRequest, p.fanOutRuPerRequest, p.ruPerSecondAvg, p.ruPerSecondPeak})
            check(v, p.id);
    const MassiveScale &m = analysis.massiveScale;
    check(m.peakWritesPerSecond, QStringLiteral("massive scale"));
    if (m.binning)
        for (double v : {m.binning->recordsPerChunk, m.binning->documentsBefore, m.binning->documentsAfter,
                 m.binning->writeRuPerSecondBefore, m.binning->writeRuPerSecondAfter})
            check(v, QStringLiteral("binning"));
    const Totals &t = analysis.totals;
    for (double v : {t.ruPerSecondAvg, t.ruPerSecondPeak, t.storageGB, t.monthlyCostUsd})
        check(v, QStringLiteral("totals"));
    for (const CapacityModeCost &mode : t.byCapacityMode)
        check(mode.monthlyCostUsd, QStringLiteral("capacity mode"));
    return bad;
}

} // namespace

class TestSamples : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void galleryListsEverySample();
    void formatExampleIsUntouched();

    void describedAndCanonical_data();
    void describedAndCanonical();
    void complete_data();
    void complete();
    void analysesToFiniteNumbers_data();
    void analysesToFiniteNumbers();

    void ordersEmbedCoLocateSeparate();
    void catalogProposesTheSubsetPattern();
    void iotMassiveScaleBinningAndTimeBucket();
    void iotRecommendedKeyIsTheDevice();
    void socialViralPostIsHot();
    void saasUniqueEmailAndHierarchicalKey();
};

void TestSamples::galleryListsEverySample()
{
    // A new sample file must be added here (and get its lesson test).
    const QStringList files = QDir(test::samplePath(QString()))
                                  .entryList({QStringLiteral("*.cosmos.json")}, QDir::Files, QDir::Name);
    QStringList expected = kSamples;
    expected << kFormatExample;
    expected.sort();
    QCOMPARE(files, expected);

    // File › New from Sample lists them in the teaching order of gallery.json.
    const Json gallery = Json::parse(test::readAll(test::samplePath(QStringLiteral("gallery.json"))).toStdString());
    QStringList listed;
    for (const Json &name : gallery)
        listed << QString::fromStdString(name.get<std::string>());
    QCOMPARE(listed, kSamples);
}

void TestSamples::formatExampleIsUntouched()
{
    // The bundled default loads and has no sample description: it is the format example.
    const Model model = sample(kFormatExample);
    QVERIFY(!model.extra.contains("sample"));
}

void TestSamples::describedAndCanonical_data()
{
    QTest::addColumn<QString>("name");
    for (const QString &name : kSamples)
        QTest::newRow(qPrintable(name)) << name;
}

void TestSamples::describedAndCanonical()
{
    QFETCH(QString, name);
    const Model model = sample(name);

    // `cosmos-modeler-cli fmt --check`: the file is exactly what a save writes.
    QVERIFY2(ModelWriter::toBytes(model) == test::readAll(test::samplePath(name)),
        qPrintable(QStringLiteral("not canonical: run cosmos-modeler-cli fmt resources/samples/%1").arg(name)));

    QVERIFY(model.extra.contains("sample"));
    const Json &description = model.extra.at("sample");
    QVERIFY(description.is_object());
    for (const char *key : {"title", "summary"}) {
        QVERIFY2(description.contains(key) && description.at(key).is_string(), key);
        QVERIFY2(!description.at(key).get<std::string>().empty(), key);
    }
    QVERIFY(description.at("summary").get<std::string>().find('\n') == std::string::npos); // one line
    const Json &lookFor = description.at("lookFor");
    QVERIFY(lookFor.is_array());
    QVERIFY2(lookFor.size() >= 3 && lookFor.size() <= 5, "3 to 5 things to look for");
    for (const Json &line : lookFor)
        QVERIFY(line.is_string() && line.get<std::string>().size() > 40);
}

void TestSamples::complete_data()
{
    describedAndCanonical_data();
}

// RULES.md section 10 on the samples: every pattern has its traffic, SLO, consistency
// and result size; every entity that is read is written and vice versa; sizes and
// counts agree with each other.
void TestSamples::complete()
{
    QFETCH(QString, name);
    const Model model = sample(name);
    QVERIFY(!model.accessPatterns.empty());
    std::map<QString, std::pair<bool, bool>> readWritten; // entity -> (read, written)
    for (const AccessPattern &p : model.accessPatterns) {
        QVERIFY2(!p.description.isEmpty(), qPrintable(p.id));
        QVERIFY2(p.rpsAvg && *p.rpsAvg > 0, qPrintable(p.id));
        QVERIFY2(p.rpsPeak && *p.rpsPeak >= *p.rpsAvg, qPrintable(p.id));
        QVERIFY2(p.latencySloMs && *p.latencySloMs > 0, qPrintable(p.id));
        QVERIFY2(p.consistency.has_value(), qPrintable(p.id));
        QVERIFY2(p.resultCount && *p.resultCount >= 1, qPrintable(p.id));
        QVERIFY2(p.status == PatternStatus::Validated, qPrintable(p.id));
        for (const QString &entity : p.entities)
            (isRead(p.operation) ? readWritten[entity].first : readWritten[entity].second) = true;
    }
    for (const Entity &e : model.entities) {
        QVERIFY2(readWritten[e.id].first, qPrintable(e.name + QStringLiteral(" is never read")));
        QVERIFY2(readWritten[e.id].second, qPrintable(e.name + QStringLiteral(" is never written")));
        QVERIFY2(e.avgSizeKB && e.maxSizeKB && *e.avgSizeKB <= *e.maxSizeKB, qPrintable(e.id));
        QVERIFY2(e.documentCount && *e.documentCount > 0, qPrintable(e.id));
    }
    for (const Relationship &r : model.relationships) {
        QVERIFY2(r.avgChildren && r.maxChildren && *r.avgChildren <= *r.maxChildren, qPrintable(r.id));
        // Children per parent × parents = children, within 1%.
        const double parents = *model.entity(r.from)->documentCount;
        const double children = *model.entity(r.to)->documentCount;
        QVERIFY2(near(parents * *r.avgChildren, children, children * 0.01), qPrintable(r.id));
    }
}

void TestSamples::analysesToFiniteNumbers_data()
{
    describedAndCanonical_data();
}

void TestSamples::analysesToFiniteNumbers()
{
    QFETCH(QString, name);
    const Model model = sample(name);
    const auto analysis = analyze(model);
    const QStringList bad = nonFinite(*analysis);
    QVERIFY2(bad.isEmpty(), qPrintable(bad.join(QStringLiteral(", "))));
    // Every relationship is decided, and the cost cross-check does not contradict the
    // lesson with a "much cheaper elsewhere" note.
    for (const RelationshipAnalysis &r : analysis->relationships) {
        QVERIFY2(r.decision.has_value(), qPrintable(r.id));
        QVERIFY2(r.costNote.isEmpty(), qPrintable(r.id + QStringLiteral(": ") + r.costNote));
    }
    QVERIFY(analysis->notes.isEmpty());
    // The JSON report prints no null numbers either.
    const std::string json = analysisToJson(model, *analysis).dump();
    QVERIFY(json.find("null") == std::string::npos
        || analysis->relationships.size() > 0); // single-document alternatives may be null ("impossible")
}

void TestSamples::ordersEmbedCoLocateSeparate()
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
    // 4 KB customer + 1,000 orders × 20 KB.
    QCOMPARE(customerOrders->embeddedMaxKB, 20004.0);

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
    // AP4: one point read of the 2 KB order with 3 × 1 KB items = 5 RU.
    const PatternAnalysis *ap4 = analysis->accessPattern(QStringLiteral("AP4"));
    QCOMPARE(ap4->kind, RouteKind::PointRead);
    QCOMPARE(ap4->ruPerRequest, 5.0);
    // AP3 gives only orderId: cross-partition in both containers.
    // CustomerOrders: 2.5 + 2 × 5 KB + 2.5 × 5 partitions = 25; Shipments: 2.5 + 2 × 1.5 KB
    // + 2.5 × 2 partitions = 10.5; together 35.5 RU.
    const PatternAnalysis *ap3 = analysis->accessPattern(QStringLiteral("AP3"));
    QCOMPARE(ap3->requests.size(), size_t(2));
    QCOMPARE(ap3->requests[0].kind, RouteKind::CrossPartitionQuery);
    QCOMPARE(ap3->requests[1].kind, RouteKind::CrossPartitionQuery);
    QCOMPARE(ap3->ruPerRequest, 35.5);

    for (const char *text : {"95.2%", "200 KB", "5 RU", "45.5%", "2.2%", "/trackingNumber", "35.5 RU"})
        QVERIFY2(mentions(model, text), text);
}

void TestSamples::catalogProposesTheSubsetPattern()
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
    const Json json = analysisToJson(model, *analysis);
    QVERIFY(json["relationships"][0]["subsetPattern"] == Json({{"pattern", "AP1"}, {"latest", 11}}));
    // ...and co-location by rule 4.
    QCOMPARE(*reviews->decision, Decision::MultiDocument);
    QCOMPARE(reviews->rule, 4);

    const ContainerAnalysis &container = analysis->containers.at(0);
    QCOMPARE(analysis->containers.size(), size_t(1));
    QCOMPARE(container.name, QStringLiteral("ProductReviews"));
    QCOMPARE(container.partitionKey, paths({"/productId"}));
    // Peak: AP1 600 × 18.5 + AP2 40 × 6 + AP3 40 × 22.5 + AP4 5 × 17.5 + AP5 1 × 5
    // + AP6 2 × 7 + AP7 20 × 7 + AP8 1 × 30 = 12,516.5 RU/s → autoscale max 13,000 → 2
    // physical partitions (3.15 GB needs only one).
    QCOMPARE(container.ruPerSecondPeak, 12516.5);
    QCOMPARE(container.physicalPartitions, 2);
    // AP1: 2.5 + 6 KB product + 10 × 1 KB reviews = 18.5 RU, one partition.
    const PatternAnalysis *ap1 = analysis->accessPattern(QStringLiteral("AP1"));
    QCOMPARE(ap1->kind, RouteKind::SinglePartitionQuery);
    QCOMPARE(ap1->ruPerRequest, 18.5);
    // AP4 (by author): 2.5 + 10 × 1 KB + 2.5 × 2 partitions = 17.5 RU, cross-partition.
    const PatternAnalysis *ap4 = analysis->accessPattern(QStringLiteral("AP4"));
    QCOMPARE(ap4->kind, RouteKind::CrossPartitionQuery);
    QCOMPARE(ap4->ruPerRequest, 17.5);
    // The most popular product gets 1% of 12,516.5 RU/s: no hot partition here.
    QCOMPARE(container.hottest.status, HeatStatus::Ok);

    for (const char *text : {"95%", "6.9%", "66 KB", "48,016 KB", "latest 11", "18.5 RU", "17.5 RU"})
        QVERIFY2(mentions(model, text), text);
}

void TestSamples::iotMassiveScaleBinningAndTimeBucket()
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
    // Writes at peak: 15,000 × 5 RU (0.3 KB billed as 1 KB) = 75,000 RU/s before;
    // 150 chunks × 5 RU × 30 KB = 22,500 RU/s after.
    QVERIFY(massive.binning.has_value());
    QCOMPARE(massive.binning->entity, QStringLiteral("reading"));
    QCOMPARE(massive.binning->recordsPerChunk, 100.0);
    QCOMPARE(massive.binning->documentsBefore, 6048000000.0);
    QCOMPARE(massive.binning->documentsAfter, 60480000.0);
    QCOMPARE(massive.binning->writeRuPerSecondBefore, 75000.0);
    QCOMPARE(massive.binning->writeRuPerSecondAfter, 22500.0);

    // device-readings: no read touches both → separate.
    QCOMPARE(*analysis->relationship(QStringLiteral("device-readings"))->decision, Decision::Separate);

    // Readings keeps the first-draft key /readingDay (overridden).
    const ContainerAnalysis *readings = analysis->container(QStringLiteral("Readings"));
    QVERIFY(readings);
    QVERIFY(readings->partitionKeyOverridden);
    QCOMPARE(readings->partitionKey, paths({"/readingDay"}));
    // Peak: AP1 15,000 × 5 + AP2 200 × (2.5 + 360 × 0.3) + AP3 1 × (2.5 + 50 × 0.3)
    //     = 75,000 + 22,100 + 17.5 = 97,117.5 RU/s → autoscale max 98,000.
    // Data: 6.048e9 × 0.3 KB = 1,730.3 GB → 35 physical partitions, 2,800 RU/s each.
    QCOMPARE(readings->ruPerSecondPeak, 97117.5);
    QCOMPARE(readings->provisionedRuPerSecond, 98000.0);
    QCOMPARE(readings->physicalPartitions, 35);
    QCOMPARE(readings->hottest.ruLimit, 2800.0);
    // Today receives 95%: 0.95 × 97,117.5 = 92,261.6 RU/s → hot.
    QCOMPARE(readings->hottest.ruPerSecond, 0.95 * 97117.5);
    QCOMPARE(readings->hottest.status, HeatStatus::Hot);
    // Remedies: a synthetic suffix of floor(92,261.6 / 5,000) + 1 = 19 shards whose
    // fan-out is (AP2 50 + AP3 1 keyed reads) × 18 more queries × 2.5 RU = 2,295 RU/s;
    // and the time bucket, because the key is a date.
    const Remedy *suffix = remedy(*readings, Remedy::Kind::SyntheticSuffix);
    QVERIFY(suffix);
    QCOMPARE(suffix->shards, 19);
    QCOMPARE(suffix->fanOutRuPerSecond, 2295.0);
    QVERIFY(remedy(*readings, Remedy::Kind::TimeBucket));
    // The engine's own ranking. Keyed request RU (average): AP2 50 × 110.5 = 5,525 and
    // AP3 1 × 17.5. /deviceId: 0.55 × 5,525/5,542.5 + 0.2 × 1 (100,000 values)
    // + 0.15 × (1 − 10 × 0.0001) + 0.1 (not monotonic) = 0.998.
    // /readingDay: 0.55 × 1 + 0.2 × log10(7)/4 + 0 (95% on one value) + 0 (a date) = 0.592.
    QCOMPARE(readings->candidates[0].paths, paths({"/deviceId"}));
    QCOMPARE(readings->candidates[0].score, 0.998);
    QCOMPARE(readings->candidates[1].paths, paths({"/readingDay"}));
    QCOMPARE(readings->candidates[1].score, 0.592);
    QVERIFY(readings->candidates[1].monotonic);
    QVERIFY(readings->candidates[1].lowCardinality);

    for (const char *text : {"15,055", "75,000 RU/s", "22,500 RU/s", "92,262 RU/s", "2,800 RU/s", "19 shards",
             "2,295 RU/s", "0.998", "0.592"})
        QVERIFY2(mentions(model, text), text);
}

void TestSamples::iotRecommendedKeyIsTheDevice()
{
    // "Use Recommended": without the override the container is keyed by /deviceId.
    Model model = sample(QStringLiteral("iot-telemetry.cosmos.json"));
    model.overrides.partitionKeys.clear();
    const auto analysis = analyze(model);
    const ContainerAnalysis *readings = analysis->container(QStringLiteral("Readings"));
    QCOMPARE(readings->partitionKey, paths({"/deviceId"}));
    // AP3 no longer gives the key: 2.5 + 50 × 0.3 KB + 2.5 × 35 partitions = 105 RU.
    const PatternAnalysis *ap3 = analysis->accessPattern(QStringLiteral("AP3"));
    QCOMPARE(ap3->kind, RouteKind::CrossPartitionQuery);
    QCOMPARE(ap3->ruPerRequest, 105.0);
    // Peak 75,000 + 22,100 + 105 = 97,205 RU/s; the chattiest device gets 0.01%: 9.72 RU/s.
    QCOMPARE(readings->hottest.ruPerSecond, 0.0001 * 97205.0);
    QCOMPARE(readings->hottest.status, HeatStatus::Ok);
    QVERIFY(readings->remedies.empty());

    const Model original = sample(QStringLiteral("iot-telemetry.cosmos.json"));
    for (const char *text : {"105 RU", "17.5", "9.72 RU/s"})
        QVERIFY2(mentions(original, text), text);
}

void TestSamples::socialViralPostIsHot()
{
    const Model model = sample(QStringLiteral("social-viral-post.cosmos.json"));
    const auto analysis = analyze(model);

    // Post reads: AP1 500 + AP2 400 = 900; with comments AP1 500 → 55.6% → rule 4.
    const RelationshipAnalysis *comments = analysis->relationship(QStringLiteral("post-comments"));
    QCOMPARE(*comments->correlation, 500.0 / 900.0);
    QCOMPARE(comments->rule, 4);
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
    // Peak: AP1 2,500 × (2.5 + 2 + 20 × 0.8) = 51,250; AP2 1,500 × 2 = 3,000;
    // AP3 600 × (2.5 + 20 × 0.8) = 11,100; AP4 1,500 × 1; AP5 1,500 × (7 × 1 + 7 × 2) = 31,500;
    // AP6 200 × 5 = 1,000; AP7 5 × 10 = 50; AP11 100 × 21 = 2,100 → 101,500 RU/s.
    QCOMPARE(posts->ruPerSecondPeak, 101500.0);
    // Autoscale max 102,000; data 40e6 × 2 + 480e6 × 0.8 + 1.6e9 × 0.3 = 944e6 KB
    // = 900.3 GB → 19 partitions, each 102,000 / 19 = 5,368.4 RU/s.
    QCOMPARE(posts->physicalPartitions, 19);
    QCOMPARE(posts->hottest.ruLimit, 102000.0 / 19.0);
    // The viral post: 15% of 101,500 = 15,225 RU/s, above 10,000 and 2.8 × its slice.
    QCOMPARE(posts->hottest.ruPerSecond, 15225.0);
    QCOMPARE(posts->hottest.ruStatus, HeatStatus::Hot);
    QCOMPARE(posts->hottest.status, HeatStatus::Hot);

    // Remedies in the preferred order: the hierarchical key, then the synthetic suffix.
    QVERIFY(posts->remedies.size() >= 2);
    QCOMPARE(posts->remedies[0].kind, Remedy::Kind::HierarchicalKey);
    QCOMPARE(posts->remedies[0].keyPaths, paths({"/postId", "/likeId"}));
    QCOMPARE(posts->candidates[1].paths, paths({"/postId", "/likeId"}));
    QCOMPARE(posts->remedies[1].kind, Remedy::Kind::SyntheticSuffix);
    // floor(15,225 / 5,000) + 1 = 4 shards; keyed reads AP1 500 + AP2 400 + AP3 100 +
    // AP4 400 = 1,400 a second, each 3 more queries of 2.5 RU = 10,500 RU/s.
    QCOMPARE(posts->remedies[1].shards, 4);
    QCOMPARE(posts->remedies[1].fanOutRuPerSecond, 10500.0);
    QVERIFY(!remedy(*posts, Remedy::Kind::TimeBucket));

    // Not a massive-scale workload: 1,500 × 2 + 100 × 2 (batches) + 200 + 5 + 5 + 1 = 3,411.
    QCOMPARE(analysis->massiveScale.peakWritesPerSecond, 3411.0);
    QVERIFY(!analysis->massiveScale.triggered);

    // With the hierarchical key the hot status clears.
    Model hierarchical = model;
    hierarchical.overrides.partitionKeys[QStringLiteral("PostCommentLikes")] = paths({"/postId", "/likeId"});
    QCOMPARE(analyze(hierarchical)->container(QStringLiteral("PostCommentLikes"))->hottest.status, HeatStatus::Ok);

    for (const char *text : {"55.6%", "101,500 RU/s", "15,225 RU/s", "5,368 RU/s", "4 shards", "10,500 RU/s",
             "/postId, /likeId"})
        QVERIFY2(mentions(model, text), text);
}

void TestSamples::saasUniqueEmailAndHierarchicalKey()
{
    const Model model = sample(QStringLiteral("saas-multitenant.cosmos.json"));
    const auto analysis = analyze(model);

    // Company reads: AP1 40 + AP2 60 + AP5 5 = 105; with users AP1 + AP5 = 45 → 42.9%,
    // identifying → rule 5. User reads: AP1 40 + AP3 300 + AP5 5 = 345; with time
    // entries AP3 300 → 87% → rule 4.
    const RelationshipAnalysis *users = analysis->relationship(QStringLiteral("company-users"));
    QCOMPARE(*users->correlation, 45.0 / 105.0);
    QCOMPARE(users->rule, 5);
    const RelationshipAnalysis *entries = analysis->relationship(QStringLiteral("user-time-entries"));
    QCOMPARE(*entries->correlation, 300.0 / 345.0);
    QCOMPARE(entries->rule, 4);

    QCOMPARE(analysis->containers.size(), size_t(1));
    const ContainerAnalysis &tenant = analysis->containers[0];
    QCOMPARE(tenant.entities, paths({"company", "user", "timeEntry"}));
    QCOMPARE(tenant.partitionKey, paths({"/companyId"}));

    // E-mail is unique and lives in the container keyed by /companyId: the unique key
    // is scoped to one company (RULES.md section 8).
    const Entity *user = model.entity(QStringLiteral("user"));
    const Attribute *email = findAttribute(*user, QStringLiteral("email"));
    QVERIFY(email && email->unique);
    QVERIFY(analysis->containerOf(QStringLiteral("user")) == &tenant);
    const Json json = analysisToJson(model, *analysis);
    // ...but time entries share the container and have no /email: a missing value
    // counts as null, so the key cannot be deployed and the engine says why.
    const UniqueKeyPolicy &unique = tenant.uniqueKeys;
    QCOMPARE(unique.constraints.size(), size_t(1));
    QCOMPARE(unique.constraints[0].paths, paths({"/email"}));
    QVERIFY(!unique.constraints[0].deployable);
    QCOMPARE(unique.findings.size(), size_t(1));
    QCOMPARE(unique.findings[0].kind, UniqueKeyFinding::Kind::MissingFromOtherTypes);
    QVERIFY(json["containers"][0]["uniqueKeyPolicy"]["uniqueKeys"].empty());

    // Peak: AP1 300 × 8 + AP2 400 × 4 + AP3 1,500 × 10 + AP4 120 × 62.5 + AP5 20 × 81.5
    //     + AP6 900 × 5 + AP7 400 × 7 + AP8 50 × 7.5 + AP9 1 × 20 + AP10 2 × 7 + AP11 10 × 7
    //     = 35,909 RU/s → autoscale max 36,000.
    // Data: 6,000 × 4 + 2.4e6 × 1.5 + 2.4e9 × 0.6 = 1,443,624,000 KB = 1,376.7 GB → 28
    // partitions, each 36,000 / 28 = 1,285.7 RU/s.
    QCOMPARE(tenant.ruPerSecondPeak, 35909.0);
    QCOMPARE(tenant.physicalPartitions, 28);
    // The largest tenant: 150,000 of 2.4 million users = 6.25%.
    // Throughput: 0.0625 × 35,909 = 2,244.3 RU/s > 1,285.7 → hot.
    // Size: 0.0625 × 1,376.7 GB = 86.0 GB (≈ 150,000 × (1.5 + 1,000 × 0.6) KB) > 20 GB → hot.
    QCOMPARE(tenant.hottest.ruPerSecond, 0.0625 * 35909.0);
    QCOMPARE(tenant.hottest.ruStatus, HeatStatus::Hot);
    QVERIFY(near(tenant.hottest.sizeGB, 0.0625 * 1443624000.0 / (1024.0 * 1024.0), 1e-6));
    QCOMPARE(tenant.hottest.sizeStatus, HeatStatus::Hot);

    // The hierarchical key [/companyId, /userId] is the first remedy and the second
    // candidate. Its score: keyed request RU (average) giving both levels: AP3 3,000 +
    // AP7 140 + AP11 0.35; giving only /companyId: AP1 320 + AP2 240 + AP4 1,250 + AP5 407.5
    // + AP10 0.007; coverage (3,140.35 + 0.5 × 2,217.507) / 5,357.857 = 0.7931;
    // (0.55 × 0.7931 + 0.2 + 0.15 + 0.1) × (0.5 + 0.5 × 2/3 types carrying both) = 0.738.
    QCOMPARE(tenant.remedies.at(0).kind, Remedy::Kind::HierarchicalKey);
    QCOMPARE(tenant.remedies.at(0).keyPaths, paths({"/companyId", "/userId"}));
    QCOMPARE(tenant.candidates.at(1).paths, paths({"/companyId", "/userId"}));
    QCOMPARE(tenant.candidates.at(1).score, 0.738);
    // Then the suffix: max(2, floor(2,244 / 5,000) + 1) = 2 shards; keyed reads AP1 40 +
    // AP2 60 + AP3 300 + AP4 20 + AP5 5 = 425 a second × 1 more query × 2.5 RU = 1,062.5.
    const Remedy *suffix = remedy(tenant, Remedy::Kind::SyntheticSuffix);
    QVERIFY(suffix);
    QCOMPARE(suffix->shards, 2);
    QCOMPARE(suffix->fanOutRuPerSecond, 1062.5);

    // With the hierarchical key the largest tenant fits again.
    Model hierarchical = model;
    hierarchical.overrides.partitionKeys[tenant.name] = paths({"/companyId", "/userId"});
    QCOMPARE(analyze(hierarchical)->containers[0].hottest.status, HeatStatus::Ok);

    for (const char *text : {"42.9%", "87%", "86 GB", "2,244 RU/s", "1,286 RU/s", "0.738", "/companyId, /userId"})
        QVERIFY2(mentions(model, text), text);
}

QTEST_GUILESS_MAIN(TestSamples)
#include "tst_samples.moc"

// SPDX-License-Identifier: MIT
// The whole pipeline: the shared e-commerce example decides as documented, the
// output is deterministic, and hostile models analyse without a crash or a NaN.
#include "modelbuilder.h"
#include "testsupport.h"

#include "model/analysis/analysis.h"
#include "model/analysis/analysisjson.h"
#include "model/analysis/analysistext.h"
#include "model/analysis/routeexplanation.h"

#include <QDir>
#include <QTest>

#include <sstream>

#include <cmath>

using namespace cosmos;
using test::ModelBuilder;

namespace {

// Every number the engine computes must be finite (sizes may be "unbounded").
void requireFinite(const Analysis &analysis)
{
    auto check = [](double value, const char *what) {
        if (!std::isfinite(value))
            QTest::qFail(qPrintable(QStringLiteral("%1 is not finite").arg(QLatin1String(what))), __FILE__, __LINE__);
        return std::isfinite(value);
    };
    for (const RelationshipAnalysis &r : analysis.relationships) {
        check(r.parentReadRps, "parentReadRps");
        check(r.embeddedAvgKB, "embeddedAvgKB");
        if (r.correlation)
            check(*r.correlation, "correlation");
        for (const AlternativeCost &alternative : r.alternatives)
            if (alternative.ruPerSecond)
                check(*alternative.ruPerSecond, "alternative");
    }
    for (const ContainerAnalysis &c : analysis.containers) {
        for (double v : {c.ruPerSecondAvg, c.ruPerSecondPeak, c.provisionedRuPerSecond, c.billedRuPerSecond, c.dataGB,
                 c.monthlyCostUsd, c.hottest.ruPerSecond, c.hottest.ruUtilization, c.hottest.sizeGB,
                 c.hottest.sizeUtilization, c.hottest.ruLimit})
            check(v, "container number");
        for (const HeatCell &cell : c.heatmap)
            check(cell.ruPerSecond + cell.storageGB, "heat cell");
        for (const PartitionKeyCandidate &k : c.candidates)
            check(k.score + k.coverage + k.hottestShare, "candidate");
        for (const Remedy &remedy : c.remedies)
            check(remedy.fanOutRuPerSecond, "remedy");
    }
    for (const PatternAnalysis &p : analysis.accessPatterns)
        for (double v : {p.ruPerRequest, p.ruPerSecondAvg, p.ruPerSecondPeak})
            check(v, "pattern number");
    check(analysis.totals.monthlyCostUsd, "total");
    for (const CapacityModeCost &mode : analysis.totals.byCapacityMode)
        check(mode.monthlyCostUsd, "mode cost");
}

} // namespace

class TestAnalysis : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void ecommerceDecisions();
    void ecommerceContainers();
    void ecommerceRouting();
    void jsonCarriesTheDocumentedKeys();
    void outputIsDeterministic();
    void overridesWin();
    void hostileModels_data();
    void hostileModels();
    void countsReadAsEnglish();

private:
    Model m_ecommerce;
};

void TestAnalysis::initTestCase()
{
    m_ecommerce = test::loadModel(test::samplePath(QStringLiteral("ecommerce.cosmos.json")));
}

void TestAnalysis::ecommerceDecisions()
{
    const auto analysis = analyze(m_ecommerce);
    const RelationshipAnalysis *userOrders = analysis->relationship(QStringLiteral("user-orders"));
    // User reads: AP1 550 + AP2 450 = 1,000; with orders: AP2 450 → 45%.
    QCOMPARE(*userOrders->correlation, 0.45);
    QCOMPARE(*userOrders->decision, Decision::MultiDocument);
    QCOMPARE(userOrders->rule, 5);
    // Order reads: AP2 450 + AP3 30 + AP4 950 + AP5 40 = 1,470; with items: 450 + 950 = 1,400 → 95.2%.
    const RelationshipAnalysis *items = analysis->relationship(QStringLiteral("order-items"));
    QCOMPARE(*items->correlation, 1400.0 / 1470.0);
    QCOMPARE(items->embeddedMaxKB, 200.0); // 20 + 50 × 3.6
    QCOMPARE(*items->decision, Decision::SingleDocument);
    // Product reads: AP6 700 + AP7 300; with reviews 300 → 30%, identifying.
    const RelationshipAnalysis *reviews = analysis->relationship(QStringLiteral("product-reviews"));
    QCOMPARE(*reviews->correlation, 0.3);
    QCOMPARE(*reviews->decision, Decision::MultiDocument);
    QCOMPARE(reviews->rule, 5);
}

void TestAnalysis::ecommerceContainers()
{
    const auto analysis = analyze(m_ecommerce);
    QCOMPARE(analysis->containers.size(), size_t(2));
    const ContainerAnalysis &orders = analysis->containers[0];
    QCOMPARE(orders.name, QStringLiteral("UserOrders"));
    QCOMPARE(orders.entities, QStringList({QStringLiteral("user"), QStringLiteral("order")}));
    QCOMPARE(orders.embedded.at(QStringLiteral("order")), QStringList {QStringLiteral("orderItem")});
    QCOMPARE(orders.partitionKey, QStringList {QStringLiteral("/userId")});
    const ContainerAnalysis &products = analysis->containers[1];
    QCOMPARE(products.name, QStringLiteral("ProductReviews"));
    QCOMPARE(products.partitionKey, QStringList {QStringLiteral("/productId")});
    // Data: users 1e6 × 2 KB + orders 5e6 × 2 KB + items 1.5e7 × 1 KB = 27e6 KB.
    QCOMPARE(orders.dataGB, 27e6 / (1024.0 * 1024.0));
    // Peak (request costs in ecommerceRouting): AP1 900 × 1.04 + AP2 700 × 4.49
    //   + AP3 60 × 5.19 + AP4 1,500 × 1.1875 + AP5 80 × 1.1875 + AP8 120 × 6.5757143
    //   + AP9 400 × 7.8482143 + AP10 300 × 14.325 = 14,492.52 RU/s → autoscale max 15,000.
    // Partitions in one evaluation: AP3 asks every partition (60 × 2.5 = 150 RU/s each);
    // the rest is 14,192.52 → ceil(14,192.52 / (10,000 − 150)) = 2.
    QCOMPARE(orders.ruPerSecondPeak, 936 + 700 * 4.49 + 311.4 + 1781.25 + 95 + 120 * (6.29 + 0.2 * 5 * 4 / 14.0)
            + 400 * (6.7625 + 0.2 * 19 * 4 / 14.0) + 4297.5);
    QCOMPARE(orders.provisionedRuPerSecond, 15000.0);
    QCOMPARE(orders.physicalPartitions, 2);
    // No false hot partition: the most popular product gets 1% of ProductReviews'
    // AP6 2,000 × 1.1875 + AP7 900 × 6.7275 + AP11 60 × 5.2166667 + AP12 20 × 13.969444
    // = 9,034.58 RU/s.
    QCOMPARE(products.hottest.ruPerSecond,
        0.01 * (2375 + 900 * 6.7275 + 60 * (4.95 + 0.2 * 6 * 3 / 9.0) + 20 * (13.525 + 0.4 * 5 * 3 / 9.0)));
    QCOMPARE(products.hottest.ruStatus, HeatStatus::Ok);
    // A product's reviews have no maximum and no TTL: its partition keeps growing, a
    // warning on its size (RULES.md section 6), never "ok" however small it is today.
    QCOMPARE(products.hottest.growsWithoutLimit, QStringLiteral("Review"));
    QCOMPARE(products.hottest.sizeStatus, HeatStatus::Warn);
    QCOMPARE(products.hottest.status, HeatStatus::Warn);
    QCOMPARE(orders.hottest.status, HeatStatus::Ok);
}

void TestAnalysis::ecommerceRouting()
{
    const auto analysis = analyze(m_ecommerce);
    struct Row {
        const char *id;
        RouteKind kind;
        double ru;
    };
    // Hand-computed on Microsoft's size curve (RULES.md section 5). Sizes: user 2 KB;
    // order 2 KB + 3 embedded 1 KB items = 5 KB: read(5) = 1.14 + 1/4 × 0.19 = 1.1875,
    // write(5) = 6.67 + 1/4 × 0.37 = 6.7625. Indexed terms (selective policies):
    // UserOrders indexes 4 of its 14 properties, so a user document (id + 4 = 5 terms)
    // carries 5 × 4/14, an order document (id + 6 + 3 × 4 item properties = 19) 19 × 4/14;
    // ProductReviews indexes 3 of 9 (productId, type, createdAt: AP7 reads its reviews
    // by type): a review (id + 5) 6 × 3/9, a product (id + 4) 5 × 3/9.
    const Row rows[] = {
        // point read of a 2 KB user
        {"AP1", RouteKind::PointRead, 1.04},
        // The user has no orderedAt, so sorted with its orders it would come after every
        // page of them (Cosmos DB sorts undefined lowest): 5 orders of 5 KB in one query,
        // 2.5 + 5 × 0.16 × 1.1875, and the user by a point read, 1.04
        {"AP2", RouteKind::SinglePartitionQuery, 2.5 + 5 * 0.16 * 1.1875 + 1.04},
        // by orderId only: both partitions: 2.5 × 2 + 0.16 × 1.1875
        {"AP3", RouteKind::CrossPartitionQuery, 5.19},
        {"AP4", RouteKind::PointRead, 1.1875},
        {"AP6", RouteKind::PointRead, 1.1875}, // 5 KB product
        // 19 reviews of 1 KB sorted by createdAt, which the product lacks: 2.5 + 19 × 0.16
        // × 1.0, and the 5 KB product by a point read, 1.1875
        {"AP7", RouteKind::SinglePartitionQuery, 2.5 + 19 * 0.16 * 1.0 + 1.1875},
        // create a 2 KB user: 6.29 + 0.2 × 5 × 4/14
        {"AP8", RouteKind::Write, 6.29 + 0.2 * 5 * 4 / 14.0},
        // create a 5 KB order with its items: 6.7625 + 0.2 × 19 × 4/14
        {"AP9", RouteKind::Write, 6.7625 + 0.2 * 19 * 4 / 14.0},
        // patch the status: 2 × 6.7625 + 4 × 0.2 × 1 property
        {"AP10", RouteKind::Write, 14.325},
        // replace a 5 KB product, every term changed: 2 × 6.7625 + 2 × 0.2 × 5 × 3/9
        {"AP12", RouteKind::Write, 13.525 + 0.4 * 5 * 3 / 9.0},
    };
    for (const Row &row : rows) {
        const PatternAnalysis *p = analysis->accessPattern(QString::fromLatin1(row.id));
        QVERIFY2(p, row.id);
        QCOMPARE(p->kind, row.kind);
        QCOMPARE(p->ruPerRequest, row.ru);
    }
    QCOMPARE(analysis->accessPattern(QStringLiteral("AP1"))->ruPerSecondAvg, 550 * 1.04);
}

void TestAnalysis::jsonCarriesTheDocumentedKeys()
{
    const Json json = analysisToJson(*Findings::of(m_ecommerce));
    for (const char *key : {"relationships", "containers", "accessPatterns", "totals"})
        QVERIFY2(json.contains(key), key);
    const Json &relationship = json["relationships"][0];
    for (const char *key : {"id", "parent", "child", "correlation", "parentOnlyShare", "childAloneShare", "band",
             "decision", "rule", "alternativesRuPerSecond", "justification"})
        QVERIFY2(relationship.contains(key), key);
    QCOMPARE(relationship["decision"].get<std::string>(), std::string("multi-document"));
    QCOMPARE(relationship["band"].get<std::string>(), std::string("consider-carefully"));
    for (const char *key : {"single-document", "multi-document", "separate"})
        QVERIFY2(relationship["alternativesRuPerSecond"].contains(key), key);
    const Json &container = json["containers"][0];
    for (const char *key :
        {"name", "entities", "embedded", "partitionKey", "partitionKeyKind", "partitionKeyCandidates", "ruPerSecondAvg",
            "ruPerSecondPeak", "provisionedRuPerSecond", "physicalPartitions", "dataGB", "hottestLogicalPartition",
            "monthlyCostUsd", "defaultTtl", "indexingPolicy", "uniqueKeyPolicy"})
        QVERIFY2(container.contains(key), key);
    // FORMAT.md section 2: the policies in Azure's own shape.
    QCOMPARE(container["indexingPolicy"]["indexingMode"].get<std::string>(), std::string("consistent"));
    QCOMPARE(container["indexingPolicy"]["includedPaths"][0]["path"].get<std::string>(), std::string("/userId/?"));
    QVERIFY(container["uniqueKeyPolicy"]["uniqueKeys"].is_array());
    QCOMPARE(container["partitionKeyKind"].get<std::string>(), std::string("Hash"));
    for (const char *key : {"ruPerSecond", "sizeGB", "status"})
        QVERIFY2(container["hottestLogicalPartition"].contains(key), key);
    const Json &pattern = json["accessPatterns"][0];
    for (const char *key :
        {"id", "container", "kind", "singlePartition", "ruPerRequest", "ruPerSecondAvg", "ruPerSecondPeak"})
        QVERIFY2(pattern.contains(key), key);
    QCOMPARE(pattern["kind"].get<std::string>(), std::string("point-read"));
    for (const char *key : {"ruPerSecondAvg", "ruPerSecondPeak", "monthlyCostUsd", "storageGB"})
        QVERIFY2(json["totals"].contains(key), key);
}

void TestAnalysis::outputIsDeterministic()
{
    const std::string first = analysisToJson(*Findings::of(m_ecommerce)).dump(2);
    for (int i = 0; i < 3; ++i)
        QCOMPARE(analysisToJson(*Findings::of(m_ecommerce)).dump(2), first);
    QCOMPARE(analysisToText(*Findings::of(m_ecommerce)), analysisToText(*Findings::of(m_ecommerce)));
    // The streamed output (what `analyze --format json` prints) is the same text, for
    // every bundled sample and for a model with empty arrays.
    QStringList models = QDir(QStringLiteral(COSMOS_SHARED_EXAMPLES))
                             .entryList({QStringLiteral("*.cosmos.json")}, QDir::Files, QDir::Name);
    QVERIFY(models.size() >= 6);
    std::vector<Model> all;
    for (const QString &name : models)
        all.push_back(test::loadModel(test::samplePath(name)));
    all.push_back(Model {});
    for (const Model &model : all) {
        const std::shared_ptr<const Analysis> analysis = analyze(model);
        const Json whole = analysisToJson(test::findingsOf(model, analysis));
        std::ostringstream indented;
        writeAnalysisJson(indented, test::findingsOf(model, analysis), JsonLayout::Indented);
        QCOMPARE(indented.str(), whole.dump(2) + "\n");
        std::ostringstream lines;
        writeAnalysisJson(lines, test::findingsOf(model, analysis));
        QVERIFY(Json::parse(lines.str()) == whole);
        // Each container on a line of its own.
        if (!analysis->containers.empty())
            QVERIFY(lines.str().find("\n    " + whole.at("containers").at(0).dump() + ",\n") != std::string::npos
                || lines.str().find("\n    " + whole.at("containers").at(0).dump() + "\n") != std::string::npos);
    }
}

void TestAnalysis::overridesWin()
{
    Model model = m_ecommerce;
    model.overrides.containers[QStringLiteral("review")] = QStringLiteral("Reviews");
    model.overrides.partitionKeys[QStringLiteral("Reviews")]
        = {QStringLiteral("/productId"), QStringLiteral("/reviewId")};
    const auto analysis = analyze(model);
    const ContainerAnalysis *reviews = analysis->container(QStringLiteral("Reviews"));
    QVERIFY(reviews);
    QVERIFY(reviews->assignmentOverridden);
    QVERIFY(reviews->partitionKeyOverridden);
    QVERIFY(reviews->hierarchical);
    QCOMPARE(reviews->entities, QStringList {QStringLiteral("review")});
    QCOMPARE(analysis->container(QStringLiteral("Products"))->entities, QStringList {QStringLiteral("product")});
}

void TestAnalysis::hostileModels_data()
{
    QTest::addColumn<Model>("model");
    {
        ModelBuilder b; // zero RPS everywhere, zero-size documents
        b.entity(QStringLiteral("a"), 0, 0, 0).entity(QStringLiteral("b"), 0, 0, 0);
        b.relationship(QStringLiteral("a"), QStringLiteral("b"), RelationshipKind::OneToMany, 0, 0);
        b.pattern(QStringLiteral("AP1"), Operation::Query, {QStringLiteral("a"), QStringLiteral("b")}, 0, 0);
        b.pattern(QStringLiteral("AP2"), Operation::Create, {QStringLiteral("b")}, 0, 0);
        QTest::newRow("zero everything") << b.build();
    }
    {
        ModelBuilder b; // a self-relationship and a cycle of relationships
        b.entity(QStringLiteral("a"), 1, 1, 10)
            .entity(QStringLiteral("b"), 1, 1, 10)
            .entity(QStringLiteral("c"), 1, 1, 10);
        b.relationship(QStringLiteral("a"), QStringLiteral("a"), RelationshipKind::OneToMany, 2, 10);
        b.relationship(QStringLiteral("a"), QStringLiteral("b"), RelationshipKind::OneToMany, 2, 10);
        b.relationship(QStringLiteral("b"), QStringLiteral("c"), RelationshipKind::OneToMany, 2, 10);
        b.relationship(QStringLiteral("c"), QStringLiteral("a"), RelationshipKind::OneToMany, 2, 10);
        b.pattern(QStringLiteral("AP1"), Operation::Query,
            {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")}, 10, 10);
        QTest::newRow("self and cycle") << b.build();
    }
    {
        ModelBuilder b; // an entity in no pattern, a pattern with no entities
        b.entity(QStringLiteral("lonely"), 1, 1, 10);
        b.pattern(QStringLiteral("AP1"), Operation::Query, {}, 10, 10);
        QTest::newRow("lonely and empty") << b.build();
    }
    {
        ModelBuilder b; // 10^12 documents, huge traffic, every mode
        b.mode(CapacityMode::Serverless);
        b.entity(QStringLiteral("event"), 2048, 1048576, 1e12,
            {ModelBuilder::attribute(QStringLiteral("kind"), AttributeType::String, 1, 1)});
        b.pattern(QStringLiteral("AP1"), Operation::Query, {QStringLiteral("event")}, 1e9, 1e9, {}, 1e9);
        b.pattern(QStringLiteral("AP2"), Operation::Batch, {QStringLiteral("event")}, 1e6, 1e9, {}, 1e9);
        QTest::newRow("enormous") << b.build();
    }
    {
        Model model; // nothing at all
        QTest::newRow("empty model") << model;
    }
    {
        ModelBuilder b; // many-to-many both ways, unknown sizes
        b.entity(QStringLiteral("s"), 1, 1, 10).entity(QStringLiteral("t"), 1, 1, 10);
        b.relationship(QStringLiteral("s"), QStringLiteral("t"), RelationshipKind::ManyToMany, 5, kUnbounded);
        b.pattern(QStringLiteral("AP1"), Operation::Query, {QStringLiteral("s"), QStringLiteral("t")}, 10, 10);
        b.pattern(QStringLiteral("AP2"), Operation::Create, {QStringLiteral("s"), QStringLiteral("t")}, 1, 1);
        Model model = b.build();
        model.entities[0].avgSizeKB.reset();
        model.entities[0].maxSizeKB.reset();
        model.relationships[0].avgChildren.reset();
        QTest::newRow("many-to-many, unknowns") << model;
    }
}

void TestAnalysis::hostileModels()
{
    QFETCH(Model, model);
    const auto analysis = analyze(model);
    requireFinite(*analysis);
    QVERIFY(!analysisToJson(test::findingsOf(model, analysis)).dump().empty());
    QVERIFY(!analysisToText(test::findingsOf(model, analysis)).isEmpty());
    QCOMPARE(analysis->accessPatterns.size(), model.accessPatterns.size());
}

// The English text counts as English does: "1 region", "2 physical partitions",
// "1 Order document", and a write's cost line starts with its verb.
void TestAnalysis::countsReadAsEnglish()
{
    const auto findings = Findings::of(m_ecommerce);
    const QString report = analysisToText(*findings);
    QVERIFY(report.contains(QStringLiteral(", 1 region, session consistency")));
    QVERIFY(report.contains(QStringLiteral("; 2 physical partitions; ")));
    QVERIFY(report.contains(QStringLiteral("; 1 physical partition; ")));
    QVERIFY(!report.contains(QStringLiteral("(s)")));

    const Analysis &analysis = findings->analysis();
    const auto reasons = [&](const char *id) {
        return patternReasons(*analysis.accessPattern(QString::fromLatin1(id)), m_ecommerce, analysis.assumptions)
            .join(QStringLiteral(" "))
            .english();
    };
    // AP3 finds one order by its id across partitions; AP9 creates one order.
    QVERIFY2(reasons("AP3").contains(QStringLiteral("query for 1 Order document (5 KB returned)")),
        qPrintable(reasons("AP3")));
    QVERIFY2(reasons("AP9").contains(QStringLiteral("Create 1 Order document of 5 KB with ")), qPrintable(reasons("AP9")));
    for (const PatternAnalysis &p : analysis.accessPatterns)
        QVERIFY2(!reasons(qPrintable(p.id)).contains(QStringLiteral("(s)")), qPrintable(p.id));
}

QTEST_GUILESS_MAIN(TestAnalysis)
#include "tst_analysis.moc"

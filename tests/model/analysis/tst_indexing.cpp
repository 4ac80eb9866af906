// SPDX-License-Identifier: MIT
// RULES.md section 7 on hand-checked cases: which properties are indexed, when the
// policy is selective, the paths for arrays and objects, composite indexes and
// their de-duplication, _etag, and the write estimate.
#include "modelbuilder.h"
#include "testsupport.h"

#include "model/analysis/analysis.h"
#include "model/analysis/indexing.h"

#include <QTest>

using namespace cosmos;
using test::ModelBuilder;

namespace {

using B = ModelBuilder;

const QString kEtag = QStringLiteral("/\"_etag\"/?");

// One entity "item" with itemId (the key) and the attributes a…h: 9 properties.
ModelBuilder items()
{
    ModelBuilder b;
    b.entity(QStringLiteral("item"), 1, 1, 1000,
        {B::attribute(QStringLiteral("a")), B::attribute(QStringLiteral("b")), B::attribute(QStringLiteral("c")),
            B::attribute(QStringLiteral("d")), B::attribute(QStringLiteral("e")), B::attribute(QStringLiteral("f")),
            B::attribute(QStringLiteral("g")), B::attribute(QStringLiteral("h"))});
    b.pattern(
        QStringLiteral("AP1"), Operation::PointRead, {QStringLiteral("item")}, 100, 100, {QStringLiteral("itemId")});
    return b;
}

ModelBuilder &query(ModelBuilder &b, const QString &id, const QStringList &eq)
{
    return b.pattern(id, Operation::Query, {QStringLiteral("item")}, 10, 10, eq, 5);
}

void sortBy(ModelBuilder &b, const QString &attribute, SortOrder order)
{
    b.lastPattern().sort.push_back(SortKey {attribute, order, Json::object()});
}

const IndexingPolicy &policyOf(const std::shared_ptr<const Analysis> &analysis)
{
    return analysis->containers.front().indexing;
}

QStringList compositeText(const CompositeIndex &composite)
{
    QStringList out;
    for (const CompositeIndexPath &path : composite.paths)
        out << path.path + (path.order == SortOrder::Asc ? QStringLiteral(" asc") : QStringLiteral(" desc"));
    return out;
}

} // namespace

class TestIndexing : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void pointReadsNeedNoIndex();
    void fewQueriedPropertiesGiveASelectivePolicy();
    void halfIsStillSelective();
    void manyQueriedPropertiesIndexEverything();
    void thresholdIsAnAssumption();
    void containsUsesTheArrayPath();
    void objectsAndNestedProperties();
    void embeddedChildrenLiveUnderTheirArray();
    void multiTypeContainersFilterOnType();
    void compositeEqualityThenSort();
    void compositeDedupeAndReverse();
    void compositeLimits();
    void quotedPathSegments();
    void writeEstimate();
    void azureJson();
};

void TestIndexing::pointReadsNeedNoIndex()
{
    const auto analysis = analyze(items().build());
    const IndexingPolicy &policy = policyOf(analysis);
    QVERIFY(policy.queried.empty());
    QCOMPARE(policy.pointReadPatterns, QStringList {QStringLiteral("AP1")});
    QVERIFY(policy.selective);
    QVERIFY(policy.includedPaths.isEmpty());
    QCOMPARE(policy.excludedPaths, QStringList({QStringLiteral("/*"), kEtag}));
    QCOMPARE(policy.indexedProperties, 0);
}

void TestIndexing::fewQueriedPropertiesGiveASelectivePolicy()
{
    // One query on a: 1 of 9 properties (11%) ≤ 50%.
    ModelBuilder b = items();
    query(b, QStringLiteral("AP2"), {QStringLiteral("a")});
    const auto analysis = analyze(b.build());
    const IndexingPolicy &policy = policyOf(analysis);
    QCOMPARE(policy.documentProperties, 9);
    QCOMPARE(policy.queriedShare, 1.0 / 9);
    QVERIFY(policy.selective);
    QCOMPARE(policy.includedPaths, QStringList {QStringLiteral("/a/?")});
    QCOMPARE(policy.excludedPaths, QStringList({QStringLiteral("/*"), kEtag}));
    QCOMPARE(policy.queryPatterns, QStringList {QStringLiteral("AP2")});
}

void TestIndexing::halfIsStillSelective()
{
    // 8 properties (itemId, a…g), 4 queried: exactly 50% → selective (≤ half).
    ModelBuilder b;
    b.entity(QStringLiteral("item"), 1, 1, 1000,
        {B::attribute(QStringLiteral("a")), B::attribute(QStringLiteral("b")), B::attribute(QStringLiteral("c")),
            B::attribute(QStringLiteral("d")), B::attribute(QStringLiteral("e")), B::attribute(QStringLiteral("f")),
            B::attribute(QStringLiteral("g"))});
    query(b, QStringLiteral("AP1"), {QStringLiteral("a"), QStringLiteral("b")});
    query(b, QStringLiteral("AP2"), {QStringLiteral("c"), QStringLiteral("d"), QStringLiteral("a")});
    const auto analysis = analyze(b.build());
    const IndexingPolicy &policy = policyOf(analysis);
    QCOMPARE(policy.documentProperties, 8);
    QCOMPARE(policy.queried.size(), size_t(4));
    QVERIFY(policy.selective);
    QCOMPARE(policy.includedPaths,
        QStringList({QStringLiteral("/a/?"), QStringLiteral("/b/?"), QStringLiteral("/c/?"), QStringLiteral("/d/?")}));
    QCOMPARE(policy.queried[0].patterns, QStringList({QStringLiteral("AP1"), QStringLiteral("AP2")}));
}

void TestIndexing::manyQueriedPropertiesIndexEverything()
{
    // 5 of 9 queried (56%) > 50%: consistent, everything included, _etag still excluded.
    ModelBuilder b = items();
    query(b, QStringLiteral("AP2"), {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")});
    query(b, QStringLiteral("AP3"), {QStringLiteral("d"), QStringLiteral("e")});
    const auto analysis = analyze(b.build());
    const IndexingPolicy &policy = policyOf(analysis);
    QVERIFY(!policy.selective);
    QCOMPARE(policy.includedPaths, QStringList {QStringLiteral("/*")});
    QCOMPARE(policy.excludedPaths, QStringList {kEtag});
    QCOMPARE(policy.indexedProperties, 9);
}

void TestIndexing::thresholdIsAnAssumption()
{
    ModelBuilder b = items();
    query(b, QStringLiteral("AP2"), {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")});
    query(b, QStringLiteral("AP3"), {QStringLiteral("d"), QStringLiteral("e")});
    b.assume(QStringLiteral("selectiveIndexMaxShare"), 0.6); // 5/9 = 56% ≤ 60%
    QVERIFY(policyOf(analyze(b.build())).selective);
}

void TestIndexing::containsUsesTheArrayPath()
{
    ModelBuilder b;
    b.entity(QStringLiteral("post"), 1, 1, 1000,
        {B::attribute(QStringLiteral("tags"), AttributeType::Array), B::attribute(QStringLiteral("title")),
            B::attribute(QStringLiteral("body")), B::attribute(QStringLiteral("author")),
            B::attribute(QStringLiteral("views"), AttributeType::Number)});
    b.pattern(QStringLiteral("AP1"), Operation::Query, {QStringLiteral("post")}, 10, 10, {}, 20);
    b.lastPattern().filters.push_back(Filter {QStringLiteral("tags"), FilterOp::Contains, Json::object()});
    // CONTAINS on a string is a substring match: the plain scalar index serves it.
    b.lastPattern().filters.push_back(Filter {QStringLiteral("title"), FilterOp::Contains, Json::object()});
    const auto analysis = analyze(b.build());
    QCOMPARE(policyOf(analysis).includedPaths, QStringList({QStringLiteral("/tags/[]/?"), QStringLiteral("/title/?")}));
}

void TestIndexing::objectsAndNestedProperties()
{
    Attribute address = B::attribute(QStringLiteral("address"), AttributeType::Object);
    address.attributes = {B::attribute(QStringLiteral("city")), B::attribute(QStringLiteral("zip")),
        B::attribute(QStringLiteral("street"))};
    Attribute settings = B::attribute(QStringLiteral("settings"), AttributeType::Object);
    ModelBuilder b;
    b.entity(QStringLiteral("customer"), 1, 1, 1000,
        {address, settings, B::attribute(QStringLiteral("name")), B::attribute(QStringLiteral("phone")),
            B::attribute(QStringLiteral("email")), B::attribute(QStringLiteral("tier"))});
    // customerId, address.city/zip/street, settings, name, phone, email, tier: 9 properties.
    b.pattern(QStringLiteral("AP1"), Operation::Query, {QStringLiteral("customer")}, 10, 10,
        {QStringLiteral("address.city"), QStringLiteral("settings")}, 20);
    const auto analysis = analyze(b.build());
    const IndexingPolicy &policy = policyOf(analysis);
    QCOMPARE(policy.documentProperties, 9);
    QCOMPARE(policy.includedPaths, QStringList({QStringLiteral("/address/city/?"), QStringLiteral("/settings/*")}));
    // The object without declared members counts as one indexed property.
    QCOMPARE(policy.indexedProperties, 2);
}

void TestIndexing::embeddedChildrenLiveUnderTheirArray()
{
    // Order and its lines are always read together: the lines are embedded as
    // "orderLines", so a filter on a line's sku indexes /orderLines/[]/sku/?.
    ModelBuilder b;
    b.entity(QStringLiteral("order"), 2, 4, 1000, {B::attribute(QStringLiteral("status"))})
        .entity(QStringLiteral("orderLine"), 1, 1, 3000, {B::attribute(QStringLiteral("sku"))})
        .relationship(QStringLiteral("order"), QStringLiteral("orderLine"), RelationshipKind::OneToMany, 3, 10, true);
    b.pattern(QStringLiteral("AP1"), Operation::PointRead, {QStringLiteral("order"), QStringLiteral("orderLine")}, 100,
        100, {QStringLiteral("orderId")});
    b.pattern(QStringLiteral("AP2"), Operation::Query, {QStringLiteral("order"), QStringLiteral("orderLine")}, 10, 10,
        {QStringLiteral("sku")}, 5);
    const auto analysis = analyze(b.build());
    QCOMPARE(*analysis->relationships[0].decision, Decision::SingleDocument);
    const IndexingPolicy &policy = policyOf(analysis);
    QCOMPARE(policy.includedPaths, QStringList {QStringLiteral("/orderLines/[]/sku/?")});
    QCOMPARE(policy.documentProperties, 4); // orderId, status, orderLines[].orderLineId, orderLines[].sku
}

void TestIndexing::multiTypeContainersFilterOnType()
{
    // The shared example's UserOrders holds User and Order documents (OrderItem
    // embedded in Order): type, userId, name, email, createdAt, orderId, status,
    // orderedAt, total, shippingAddress and orderItems[].sku/productName/quantity/price
    // = 14 properties. AP2 reads a user's orders by userId ordered by orderedAt, which
    // the user lacks, so it reads the orders with a type filter and the user apart by
    // a point read; AP3 reads only Order documents by orderId: 4 of 14 queried.
    const auto analysis = analyze(test::loadModel(test::samplePath(QStringLiteral("ecommerce.cosmos.json"))));
    const IndexingPolicy &policy = analysis->container(QStringLiteral("UserOrders"))->indexing;
    QCOMPARE(policy.documentProperties, 14);
    QCOMPARE(policy.includedPaths,
        QStringList({QStringLiteral("/userId/?"), QStringLiteral("/type/?"), QStringLiteral("/orderedAt/?"),
            QStringLiteral("/orderId/?")}));
    QCOMPARE(policy.queried[1].patterns, QStringList({QStringLiteral("AP2"), QStringLiteral("AP3")}));
    QCOMPARE(policy.queryPatterns, QStringList({QStringLiteral("AP2"), QStringLiteral("AP3")}));
    QCOMPARE(policy.pointReadPatterns,
        QStringList({QStringLiteral("AP1"), QStringLiteral("AP2"), QStringLiteral("AP4"), QStringLiteral("AP5")}));
    QCOMPARE(policy.composites.size(), size_t(1));
    // Equalities first (the key, then the type), then the sort.
    QCOMPARE(compositeText(policy.composites[0]),
        QStringList({QStringLiteral("/userId asc"), QStringLiteral("/type asc"), QStringLiteral("/orderedAt desc")}));
    // Writes: AP8 50 + AP9 100 + AP10 100 documents/s; 4 indexed properties × 0.2 RU.
    QCOMPARE(policy.writeDocumentsPerSecond, 250.0);
    QCOMPARE(policy.indexRuPerSecond, 250 * 4 * 0.2);
    QCOMPARE(policy.fullIndexRuPerSecond, 250 * 14 * 0.2);
}

void TestIndexing::compositeEqualityThenSort()
{
    // WHERE status = x ORDER BY ts DESC → [(/status asc), (/ts desc)].
    ModelBuilder b = items();
    query(b, QStringLiteral("AP2"), {QStringLiteral("a")});
    sortBy(b, QStringLiteral("b"), SortOrder::Desc);
    // ORDER BY on one property without an equality filter needs no composite index.
    query(b, QStringLiteral("AP3"), {});
    sortBy(b, QStringLiteral("c"), SortOrder::Asc);
    // Equality filters in query order, then every sort property in query order.
    query(b, QStringLiteral("AP4"), {QStringLiteral("d"), QStringLiteral("a")});
    sortBy(b, QStringLiteral("e"), SortOrder::Asc);
    sortBy(b, QStringLiteral("b"), SortOrder::Desc);
    const auto analysis = analyze(b.build());
    const IndexingPolicy &policy = policyOf(analysis);
    QCOMPARE(policy.composites.size(), size_t(2));
    QCOMPARE(compositeText(policy.composites[0]), QStringList({QStringLiteral("/a asc"), QStringLiteral("/b desc")}));
    QCOMPARE(policy.composites[0].patterns, QStringList {QStringLiteral("AP2")});
    QCOMPARE(compositeText(policy.composites[1]),
        QStringList(
            {QStringLiteral("/d asc"), QStringLiteral("/a asc"), QStringLiteral("/e asc"), QStringLiteral("/b desc")}));
}

void TestIndexing::compositeDedupeAndReverse()
{
    ModelBuilder b = items();
    query(b, QStringLiteral("AP2"), {});
    sortBy(b, QStringLiteral("a"), SortOrder::Asc);
    sortBy(b, QStringLiteral("b"), SortOrder::Desc);
    query(b, QStringLiteral("AP3"), {}); // the exact reverse: the same index
    sortBy(b, QStringLiteral("a"), SortOrder::Desc);
    sortBy(b, QStringLiteral("b"), SortOrder::Asc);
    query(b, QStringLiteral("AP4"), {}); // identical
    sortBy(b, QStringLiteral("a"), SortOrder::Asc);
    sortBy(b, QStringLiteral("b"), SortOrder::Desc);
    query(b, QStringLiteral("AP5"), {}); // only one direction flipped: a different index
    sortBy(b, QStringLiteral("a"), SortOrder::Asc);
    sortBy(b, QStringLiteral("b"), SortOrder::Asc);
    const auto analysis = analyze(b.build());
    const IndexingPolicy &policy = policyOf(analysis);
    QCOMPARE(policy.composites.size(), size_t(2));
    QCOMPARE(policy.composites[0].patterns,
        QStringList({QStringLiteral("AP2"), QStringLiteral("AP3"), QStringLiteral("AP4")}));
    QCOMPARE(compositeText(policy.composites[1]), QStringList({QStringLiteral("/a asc"), QStringLiteral("/b asc")}));
    QVERIFY(sameComposite({{QStringLiteral("/x"), SortOrder::Asc}, {QStringLiteral("/y"), SortOrder::Desc}},
        {{QStringLiteral("/x"), SortOrder::Desc}, {QStringLiteral("/y"), SortOrder::Asc}}));
    QVERIFY(!sameComposite({{QStringLiteral("/x"), SortOrder::Asc}, {QStringLiteral("/y"), SortOrder::Desc}},
        {{QStringLiteral("/y"), SortOrder::Asc}, {QStringLiteral("/x"), SortOrder::Desc}}));
}

void TestIndexing::compositeLimits()
{
    // 8 equality filters + 1 sort = 9 paths: more than Azure's 8.
    ModelBuilder b = items();
    query(b, QStringLiteral("AP2"),
        {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c"), QStringLiteral("d"), QStringLiteral("e"),
            QStringLiteral("f"), QStringLiteral("g"), QStringLiteral("h")});
    sortBy(b, QStringLiteral("itemId"), SortOrder::Asc);
    const auto analysis = analyze(b.build());
    const IndexingPolicy &policy = policyOf(analysis);
    QVERIFY(policy.composites.empty());
    QCOMPARE(policy.skippedComposites.size(), size_t(1));
    QCOMPARE(policy.skippedComposites[0].reason, SkippedComposite::Reason::TooManyPaths);
    QCOMPARE(policy.skippedComposites[0].paths, 9);

    // Exactly 8 is allowed.
    ModelBuilder eight = items();
    query(eight, QStringLiteral("AP2"),
        {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c"), QStringLiteral("d"), QStringLiteral("e"),
            QStringLiteral("f"), QStringLiteral("g")});
    sortBy(eight, QStringLiteral("h"), SortOrder::Desc);
    QCOMPARE(policyOf(analyze(eight.build())).composites.front().paths.size(), size_t(8));

    // An array in the sort: composite indexes take scalar paths only.
    ModelBuilder arrays;
    arrays.entity(QStringLiteral("post"), 1, 1, 1000,
        {B::attribute(QStringLiteral("tags"), AttributeType::Array), B::attribute(QStringLiteral("title"))});
    arrays.pattern(
        QStringLiteral("AP1"), Operation::Query, {QStringLiteral("post")}, 10, 10, {QStringLiteral("title")});
    arrays.lastPattern().sort.push_back(SortKey {QStringLiteral("tags"), SortOrder::Asc, Json::object()});
    const auto withArray = analyze(arrays.build());
    QVERIFY(policyOf(withArray).composites.empty());
    QCOMPARE(policyOf(withArray).skippedComposites.front().reason, SkippedComposite::Reason::NotScalar);
}

void TestIndexing::quotedPathSegments()
{
    QCOMPARE(indexPath({QStringLiteral("status")}, QStringLiteral("?")), QStringLiteral("/status/?"));
    QCOMPARE(indexPath({QStringLiteral("order-id")}, QStringLiteral("?")), QStringLiteral("/\"order-id\"/?"));
    QCOMPARE(indexPath({QStringLiteral("_etag")}, QStringLiteral("?")), QStringLiteral("/_etag/?"));
    QCOMPARE(indexPath({QStringLiteral("lines"), QStringLiteral("[]"), QStringLiteral("sku")}, QString()),
        QStringLiteral("/lines/[]/sku"));
    QCOMPARE(indexPath({QStringLiteral("a\"b")}, QStringLiteral("*")), QStringLiteral("/\"a\\\"b\"/*"));
}

void TestIndexing::writeEstimate()
{
    // Writes: create 30/s + patch 20/s, one document each → 50 document writes/s.
    // Selective policy on a and b: 2 paths × 0.2 RU = 0.4 RU per write → 20 RU/s;
    // everything: 9 × 0.2 = 1.8 RU → 90 RU/s.
    ModelBuilder b = items();
    query(b, QStringLiteral("AP2"), {QStringLiteral("a"), QStringLiteral("b")});
    b.pattern(QStringLiteral("AP3"), Operation::Create, {QStringLiteral("item")}, 30, 60);
    b.pattern(QStringLiteral("AP4"), Operation::Patch, {QStringLiteral("item")}, 20, 40, {QStringLiteral("itemId")});
    const auto analysis = analyze(b.build());
    const IndexingPolicy &policy = policyOf(analysis);
    QCOMPARE(policy.writeDocumentsPerSecond, 50.0);
    QCOMPARE(policy.indexedProperties, 2);
    QCOMPARE(policy.indexRuPerWrite, 2 * 0.2);
    QCOMPARE(policy.fullIndexRuPerWrite, 9 * 0.2);
    QCOMPARE(policy.indexRuPerSecond, 50 * 2 * 0.2);
    QCOMPARE(policy.fullIndexRuPerSecond, 50 * 9 * 0.2);

    b.assume(QStringLiteral("indexedTermRu"), 1);
    QCOMPARE(policyOf(analyze(b.build())).indexRuPerSecond, 100.0);
}

void TestIndexing::azureJson()
{
    ModelBuilder b = items();
    query(b, QStringLiteral("AP2"), {QStringLiteral("a")});
    sortBy(b, QStringLiteral("b"), SortOrder::Desc);
    const Json json = indexingPolicyToJson(policyOf(analyze(b.build())));
    const Json expected = Json::parse(R"({
        "indexingMode": "consistent", "automatic": true,
        "includedPaths": [{"path": "/a/?"}, {"path": "/b/?"}],
        "excludedPaths": [{"path": "/*"}, {"path": "/\"_etag\"/?"}],
        "compositeIndexes": [[{"path": "/a", "order": "ascending"}, {"path": "/b", "order": "descending"}]]
    })");
    QCOMPARE(QString::fromStdString(json.dump()), QString::fromStdString(expected.dump()));

    // No composite index: the key is left out rather than written empty.
    QVERIFY(!indexingPolicyToJson(policyOf(analyze(items().build()))).contains("compositeIndexes"));
}

QTEST_GUILESS_MAIN(TestIndexing)
#include "tst_indexing.moc"

// SPDX-License-Identifier: MIT
// Sample documents: 5 to 10 per container, the partition key shared within each
// logical partition, the type discriminator, embedded arrays, ids on both sides of
// a small many-to-many, link documents of an edge container, per-item ttl, and
// values that fit their attribute — the same on every run.
#include "exportmodels.h"
#include "testsupport.h"

#include "model/analysis/analysis.h"
#include "model/export/operationplan.h"
#include "model/export/sampledocuments.h"

#include <QRegularExpression>
#include <QTest>

using namespace cosmos;

namespace {

OrderedJson samplesOf(const Model &model, const QString &container)
{
    const auto analysis = analyze(model);
    const ContainerAnalysis *c = analysis->container(container);
    if (!c)
        qFatal("no container %s", qPrintable(container));
    return sampleDocuments(model, *analysis, *c);
}

QString text(const OrderedJson &value)
{
    return QString::fromStdString(value.get<std::string>());
}

} // namespace

class TestSampleDocuments : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void coLocatedDocumentsSharePartitions();
    void embeddedChildrenAreArrays();
    void valuesFitTheirAttributes();
    void singleTypeContainersShowFive();
    void timeToLivePerItem();
    void manyToManyLinks();
    void hierarchicalKeys();
    void batchesNameEachOperation();
    void copiesTakeTheirSourceValue();
    void deterministic();
};

void TestSampleDocuments::coLocatedDocumentsSharePartitions()
{
    // UserOrders: 2 users, 4 orders each (5 on average, capped so the container
    // shows at most 10 documents), every order in its user's partition.
    const Model shop = test::loadModel(test::samplePath(QStringLiteral("ecommerce.cosmos.json")));
    const OrderedJson documents = samplesOf(shop, QStringLiteral("UserOrders"));
    QCOMPARE(documents.size(), size_t(10));
    QString user;
    int users = 0, orders = 0;
    QSet<QString> ids;
    for (const OrderedJson &document : documents) {
        QVERIFY(!ids.contains(text(document["id"])));
        ids.insert(text(document["id"]));
        if (text(document["type"]) == QLatin1String("user")) {
            ++users;
            user = text(document["userId"]);
            QCOMPARE(text(document["id"]), user); // the user's id is its key
        } else {
            QCOMPARE(text(document["type"]), QStringLiteral("order"));
            ++orders;
            QCOMPARE(text(document["userId"]), user);
            QCOMPARE(text(document["id"]), text(document["orderId"]));
        }
    }
    QCOMPARE(users, 2);
    QCOMPARE(orders, 8);
    QCOMPARE(text(documents[0]["id"]), QStringLiteral("user-0001"));
    QCOMPARE(text(documents[6]["userId"]), QStringLiteral("user-0002"));
}

void TestSampleDocuments::embeddedChildrenAreArrays()
{
    const Model shop = test::loadModel(test::samplePath(QStringLiteral("ecommerce.cosmos.json")));
    const OrderedJson order = samplesOf(shop, QStringLiteral("UserOrders"))[1];
    QVERIFY(order["orderItems"].is_array());
    QCOMPARE(order["orderItems"].size(), size_t(3)); // 3 items per order on average
    for (const OrderedJson &item : order["orderItems"]) {
        QVERIFY(!item.contains("id")); // part of the order's document, not a document
        QVERIFY(!item.contains("type"));
        QVERIFY(item["quantity"].is_number_integer());
        QVERIFY(text(item["sku"]).startsWith(QStringLiteral("SKU-")));
    }
}

void TestSampleDocuments::valuesFitTheirAttributes()
{
    const Model shop = test::loadModel(test::samplePath(QStringLiteral("ecommerce.cosmos.json")));
    const OrderedJson documents = samplesOf(shop, QStringLiteral("UserOrders"));
    const QRegularExpression email(QStringLiteral("^[a-z]+\\.[a-z]+@example\\.com$"));
    const QRegularExpression utc(QStringLiteral("^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z$"));
    const OrderedJson &user = documents[0];
    QVERIFY2(email.match(text(user["email"])).hasMatch(), qPrintable(text(user["email"])));
    QVERIFY(utc.match(text(user["createdAt"])).hasMatch());
    QCOMPARE(text(user["name"]), QStringLiteral("Aiko Tanaka"));
    const OrderedJson &order = documents[1];
    QVERIFY(utc.match(text(order["orderedAt"])).hasMatch());
    QVERIFY(order["total"].is_number());
    QVERIFY(order["shippingAddress"].contains("city"));
    // status has 5 distinct values: the samples use at most those five.
    QSet<QString> statuses;
    for (const OrderedJson &document : documents)
        if (document.contains("status"))
            statuses.insert(text(document["status"]));
    QVERIFY(statuses.size() <= 5);
    // rating has 5 distinct values: 1 to 5.
    for (const OrderedJson &review : samplesOf(shop, QStringLiteral("ProductReviews")))
        if (review.contains("rating"))
            QVERIFY(review["rating"].get<int>() >= 1 && review["rating"].get<int>() <= 5);
}

void TestSampleDocuments::singleTypeContainersShowFive()
{
    const Model model = test::hostileNamesModel(false);
    const OrderedJson documents = samplesOf(model, QStringLiteral("con"));
    QCOMPARE(documents.size(), size_t(5));
    QCOMPARE(text(documents[4]["id"]), QStringLiteral("thing0-0005"));
    QCOMPARE(text(documents[4]["type"]), QStringLiteral("thing0"));
}

void TestSampleDocuments::timeToLivePerItem()
{
    // Sessions expire after a day, customers never: the container default is -1 and
    // only session documents carry "ttl".
    const Model model = test::featureModel();
    const auto analysis = analyze(model);
    const ContainerAnalysis *c = analysis->containerOf(QStringLiteral("session"));
    QVERIFY(c);
    QCOMPARE(*c->defaultTtl, -1.0);
    const OrderedJson documents = sampleDocuments(model, *analysis, *c);
    int sessions = 0;
    QString customer;
    for (const OrderedJson &document : documents) {
        if (text(document["type"]) == QLatin1String("session")) {
            ++sessions;
            QCOMPARE(document["ttl"].get<int>(), 86400);
            QCOMPARE(text(document["customerId"]), customer); // in its customer's partition
        } else {
            QVERIFY(!document.contains("ttl"));
            customer = text(document["customerId"]);
        }
    }
    QVERIFY(sessions >= 3);
}

void TestSampleDocuments::manyToManyLinks()
{
    const Model model = test::featureModel();
    const auto analysis = analyze(model);
    // Students and courses (at most 10 links a side) keep each other's ids.
    const ContainerAnalysis *students = analysis->containerOf(QStringLiteral("student"));
    const OrderedJson student = sampleDocuments(model, *analysis, *students)[0];
    QVERIFY(student["courseIds"].is_array());
    QCOMPARE(student["courseIds"].size(), size_t(3)); // 4 on average, 3 shown
    QCOMPARE(text(student["courseIds"][0]), QStringLiteral("course-0001"));
    const OrderedJson course = sampleDocuments(model, *analysis, *analysis->containerOf(QStringLiteral("course")))[0];
    QVERIFY(course["studentIds"].is_array());
    // A student's courses (AP8, by studentId) are found through that array, which the
    // courses' policy indexes element by element.
    const ContainerAnalysis *courses = analysis->containerOf(QStringLiteral("course"));
    QVERIFY(courses->indexing.includedPaths.contains(QStringLiteral("/studentIds/[]/?")));
    bool queried = false;
    for (const PlannedRequest &request : planRequests(model, *analysis))
        if (request.pattern == QLatin1String("AP8") && request.container == courses->name) {
            QCOMPARE(request.sql, QStringLiteral("SELECT * FROM c WHERE ARRAY_CONTAINS(c.studentIds, @studentId)"));
            QCOMPARE(request.parameters.dump(), std::string(R"([{"name":"@studentId","value":"student-0001"}])"));
            QCOMPARE(request.returns.at(QStringLiteral("course")), 1);
            queried = true;
        }
    QVERIFY(queried);
    // A tag's articles (AP12) go through the links: the articles are then read by the
    // ids the tag's links give (tag-0001 links article-0001 and article-0002 below).
    queried = false;
    for (const PlannedRequest &request : planRequests(model, *analysis))
        if (request.pattern == QLatin1String("AP12") && request.container == QLatin1String("Articles")) {
            QCOMPARE(request.sql, QStringLiteral("SELECT * FROM c WHERE ARRAY_CONTAINS(@articleIds, c.id)"));
            QCOMPARE(request.parameters.dump(),
                std::string(R"([{"name":"@articleIds","value":["article-0001","article-0002"]}])"));
            QCOMPARE(request.returns.at(QStringLiteral("article")), 2);
            queried = true;
        }
    QVERIFY(queried);

    // Tags and articles go through an edge container: every link twice, keyed by each side.
    const ContainerAnalysis *edge = nullptr;
    for (const ContainerAnalysis &c : analysis->containers)
        if (c.edgeContainer)
            edge = &c;
    QVERIFY(edge);
    const OrderedJson links = sampleDocuments(model, *analysis, *edge);
    QCOMPARE(links.size(), size_t(6));
    for (size_t i = 0; i < links.size(); i += 2) {
        QCOMPARE(text(links[i]["partitionKey"]), text(links[i]["tagId"]));
        QCOMPARE(text(links[i + 1]["partitionKey"]), text(links[i + 1]["articleId"]));
        QCOMPARE(text(links[i]["tagId"]), text(links[i + 1]["tagId"]));
    }
}

// Microsoft's blogging example: "create a comment and count it on the post" is one
// batch on the post's partition that creates the comment and patches the post.
void TestSampleDocuments::batchesNameEachOperation()
{
    const Model model = test::loadModel(QStringLiteral(COSMOS_TEST_DATA "/engine/blogging-requirements.cosmos.json"));
    const auto analysis = analyze(model);
    bool found = false;
    for (const PlannedRequest &request : planRequests(model, *analysis))
        if (request.pattern == QLatin1String("C3") && request.call == PlannedRequest::Call::Batch) {
            QCOMPARE(request.text, QStringLiteral("TransactionalBatch(/postId): CreateItem(Comment), PatchItem(Post)"));
            QCOMPARE(request.batchOperations.dump(), std::string(R"(["create","patch"])"));
            // Both documents under the same post.
            QVERIFY(request.batchDocuments[0]["postId"] == request.batchDocuments[1]["postId"]);
            found = true;
        }
    QVERIFY(found);
}

void TestSampleDocuments::hierarchicalKeys()
{
    const Model model = test::featureModel();
    const OrderedJson events = samplesOf(model, QStringLiteral("[Archive] O'Brien's events"));
    QCOMPARE(events.size(), size_t(5));
    for (const OrderedJson &event : events) {
        QVERIFY(event["tenantId"].is_string());
        QVERIFY(event["userId"].is_string());
        QVERIFY(event["tags"].is_array());
    }
}

void TestSampleDocuments::copiesTakeTheirSourceValue()
{
    // Order.customerName copies User.name: in a user's partition it is that user's name.
    using B = test::ModelBuilder;
    Attribute copy = B::attribute(QStringLiteral("customerName"));
    copy.copyOf = QStringLiteral("user.name");
    B b;
    b.entity(QStringLiteral("user"), 2, 2, 1000, {B::attribute(QStringLiteral("name"))})
        .entity(QStringLiteral("order"), 2, 2, 5000, {B::attribute(QStringLiteral("userId")), copy})
        .relationship(QStringLiteral("user"), QStringLiteral("order"), RelationshipKind::OneToMany, 3, 20, true);
    b.pattern(QStringLiteral("AP1"), Operation::Query, {QStringLiteral("user"), QStringLiteral("order")}, 100, 100,
        {QStringLiteral("userId")}, 4);
    // Orders are also read alone, so they are co-located rather than embedded.
    b.pattern(
        QStringLiteral("AP2"), Operation::Query, {QStringLiteral("order")}, 100, 100, {QStringLiteral("userId")}, 4);
    const OrderedJson documents = samplesOf(b.build(), QStringLiteral("UserOrders"));
    QString name;
    int orders = 0;
    for (const OrderedJson &document : documents) {
        if (text(document["type"]) == QLatin1String("user")) {
            name = text(document["name"]);
            continue;
        }
        ++orders;
        QCOMPARE(text(document["customerName"]), name);
    }
    QVERIFY(orders >= 4);
    QCOMPARE(text(documents[0]["name"]), QStringLiteral("Aiko Tanaka"));
}

void TestSampleDocuments::deterministic()
{
    const Model model = test::featureModel();
    const auto first = analyze(model);
    const auto second = analyze(model);
    for (size_t c = 0; c < first->containers.size(); ++c)
        QCOMPARE(sampleDocuments(model, *first, first->containers[c]).dump(),
            sampleDocuments(model, *second, second->containers[c]).dump());
}

QTEST_GUILESS_MAIN(TestSampleDocuments)
#include "tst_sampledocuments.moc"

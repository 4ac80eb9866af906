// SPDX-License-Identifier: MIT
// Every catalog rule against two small models: one where the playbook pattern
// applies and one, differing in the fact that matters, where it does not.
#include "advisormodels.h"
#include "testsupport.h"

#include "model/advisor/advisor.h"

#include <QRegularExpression>
#include <QTest>

#include <functional>
#include <map>

using namespace cosmos;
using test::ModelBuilder;
using test::s;

namespace {

using R = RelationshipKind;
using Op = Operation;
using T = AttributeType;

struct Case {
    std::function<Model()> fires;
    std::function<Model()> quiet;
};

ModelBuilder orderAndItems(R kind)
{
    ModelBuilder b;
    b.entity(s("order"), 2, 4, 1e6).entity(s("item"), 0.5, 1, 3e6);
    b.relationship(s("order"), s("item"), kind, 3, 5);
    return b;
}

ModelBuilder postsAndComments()
{
    ModelBuilder b;
    b.entity(s("post"), 2, 4, 1e5).entity(s("comment"), 1, 2, 1e7);
    b.relationship(s("post"), s("comment"), R::OneToMany, 20, kUnbounded);
    return b;
}

ModelBuilder studentsAndCourses(double maxLinks)
{
    ModelBuilder b;
    b.entity(s("student"), 1, 2, 1e4).entity(s("course"), 1, 2, 100);
    b.relationship(s("student"), s("course"), R::ManyToMany, 5, maxLinks);
    b.pattern(s("AP1"), Op::Query, {s("student"), s("course")}, 10, 20, {s("studentId")}, 5);
    return b;
}

Model productReviews(bool newestFirst)
{
    // 200 reviews on average, unbounded: the embedded maximum is unbounded.
    ModelBuilder b;
    b.entity(s("product"), 5, 8, 1e4)
        .entity(s("review"), 1, 2, 1e6, {ModelBuilder::attribute(s("createdAt"), T::Datetime)});
    b.relationship(s("product"), s("review"), R::OneToMany, 200, kUnbounded, true, true);
    b.pattern(s("AP1"), Op::Query, {s("product"), s("review")}, 300, 600, {s("productId")}, 20);
    if (newestFirst)
        b.lastPattern().sort.push_back(SortKey {s("review.createdAt"), SortOrder::Desc, Json::object()});
    return b.build();
}

Model events(bool updated)
{
    ModelBuilder b;
    b.entity(s("event"), 1, 1, 1e8, {ModelBuilder::attribute(s("accountId"), T::String, 1e5)});
    b.lastEntity().growth = Growth::Unbounded;
    b.pattern(s("AP1"), Op::Create, {s("event")}, 100, 200);
    b.pattern(s("AP2"), Op::Query, {s("event")}, 10, 20, {s("accountId")}, 50);
    if (updated)
        b.pattern(s("AP3"), Op::Replace, {s("event")}, 5, 10, {s("eventId")});
    return b.build();
}

Model ordersWithAddressCopy(bool ordersUpdated)
{
    ModelBuilder b;
    b.entity(s("customer"), 1, 2, 1e5, {ModelBuilder::attribute(s("address"), T::Object)});
    Attribute copy = ModelBuilder::attribute(s("shippingAddress"), T::Object);
    copy.copyOf = s("customer.address");
    b.entity(s("order"), 2, 4, 1e6, {copy});
    b.pattern(s("AP1"), Op::Create, {s("order")}, 10, 20);
    if (ordersUpdated)
        b.pattern(s("AP2"), Op::Replace, {s("order")}, 10, 20, {s("orderId")});
    return b.build();
}

// User and Order in one container (identifying, 45% joint: rule 5); AP3 writes both.
Model usersAndOrders(bool writeBoth)
{
    ModelBuilder b;
    b.entity(s("user"), 2, 4, 1e6)
        .entity(s("order"), 2, 20, 5e6, {ModelBuilder::attribute(s("userId"), T::String, 1e6)});
    b.relationship(s("user"), s("order"), R::OneToMany, 5, 1000, true, true);
    b.pattern(s("AP1"), Op::Query, {s("user"), s("order")}, 450, 900, {s("userId")}, 6);
    b.pattern(s("AP2"), Op::PointRead, {s("user")}, 550, 1100, {s("userId")});
    if (writeBoth)
        b.pattern(s("AP3"), Op::Create, {s("user"), s("order")}, 10, 20);
    else
        b.pattern(s("AP3"), Op::Create, {s("order")}, 10, 20);
    return b.build();
}

// Two unrelated entities: each keeps its own container.
Model accountWithAudit(bool writeBoth)
{
    ModelBuilder b;
    b.entity(s("account"), 1, 2, 1e5).entity(s("audit"), 1, 2, 1e7);
    b.pattern(
        s("AP1"), Op::Create, writeBoth ? QStringList {s("account"), s("audit")} : QStringList {s("account")}, 10, 20);
    return b.build();
}

Model single(std::function<void(ModelBuilder &)> adjust)
{
    ModelBuilder b;
    b.entity(s("item"), 1, 2, 1000, {ModelBuilder::attribute(s("status"), T::String, 5)});
    adjust(b);
    return b.build();
}

// 100 GB of documents over 50 tenants, the biggest holding `hottest` of them:
// 0.3 → 30 GB, above the 20 GB logical partition limit.
// Documents keyed by /tenantId as the user set it: the engine alone would not choose
// a key whose largest value passes 20 GB, so the advice is about a key the model fixes.
Model tenantDocuments(double documents)
{
    ModelBuilder b;
    b.entity(s("doc"), 1, 1, documents, {ModelBuilder::attribute(s("tenantId"), T::String, 50, 0.3)});
    b.lastEntity().attributes.erase(b.lastEntity().attributes.begin());
    b.pattern(s("AP1"), Op::Query, {s("doc")}, 10, 10, {s("tenantId")});
    Model model = b.build();
    model.overrides.partitionKeys[s("Docs")] = {s("/tenantId")};
    return model;
}

// Tenants and their users co-located, keyed by /tenantId as the model sets it;
// patterns give tenant and user together, so [/tenantId, /userId] is a candidate.
// 1e8 users of 1 KB (95.4 GB), the largest tenant half of them: 47.7 GB in one key
// value → hot by size. (Left to itself the engine chooses the hierarchical key.)
// `maxUsers`: users per tenant at most; without one a tenant's partition keeps growing,
// which alone is a reason to consider a second key level (RULES.md section 6).
Model tenantsAndUsers(double users, std::optional<double> hottest, double maxUsers = kUnbounded)
{
    ModelBuilder b;
    b.entity(s("tenant"), 2, 4, 100);
    b.lastEntity().attributes[0].hottestValueShare = hottest; // the key's skew is the root's
    b.entity(s("user"), 1, 2, users, {ModelBuilder::attribute(s("tenantId"), T::String, 100, hottest)});
    b.relationship(s("tenant"), s("user"), R::OneToMany, 10000, maxUsers, true);
    b.pattern(s("AP1"), Op::Query, {s("tenant"), s("user")}, 60, 60, {s("tenantId")}, 20);
    b.pattern(s("AP2"), Op::PointRead, {s("tenant")}, 40, 40, {s("tenantId")});
    b.pattern(s("AP3"), Op::PointRead, {s("user")}, 100, 100, {s("tenantId"), s("userId")});
    Model model = b.build();
    model.overrides.partitionKeys[s("TenantUsers")] = {s("/tenantId")};
    return model;
}

Model described(const char *description, Op op = Op::Create)
{
    return single([description, op](ModelBuilder &b) {
        b.pattern(s("AP1"), op, {s("item")}, 10, 20, op == Op::Create ? QStringList {} : QStringList {s("itemId")});
        b.lastPattern().description = s(description);
    });
}

Model indexed(int extraAttributes, bool sorted, double createsPerSecond = 0)
{
    ModelBuilder b;
    b.entity(s("order"), 1, 2, 1000, {ModelBuilder::attribute(s("status"), T::String, 5)});
    for (int i = 0; i < extraAttributes; ++i)
        b.lastEntity().attributes.push_back(ModelBuilder::attribute(QStringLiteral("note%1").arg(i)));
    b.lastEntity().attributes.push_back(ModelBuilder::attribute(s("orderedAt"), T::Datetime));
    b.pattern(s("AP1"), Op::Query, {s("order")}, 10, 20, {s("status"), s("orderId")}, 10);
    b.lastPattern().filters.push_back(Filter {s("orderedAt"), FilterOp::Range, Json::object()});
    if (sorted)
        b.lastPattern().sort.push_back(SortKey {s("orderedAt"), SortOrder::Desc, Json::object()});
    b.lastPattern().attributesNeeded = {s("status")};
    if (createsPerSecond > 0)
        b.pattern(s("AP2"), Op::Create, {s("order")}, createsPerSecond, 2 * createsPerSecond, {});
    return b.build();
}

const std::map<QString, Case> &cases()
{
    static const std::map<QString, Case> table {
        // Order read with its 3–5 items every time: correlation 100%, 4 + 5 × 1 = 9 KB → single document.
        {s("embed-one-to-few"),
            {[] {
                 return orderAndItems(R::OneToFew)
                     .pattern(s("AP1"), Op::PointRead, {s("order"), s("item")}, 100, 200, {s("orderId")})
                     .build();
             },
                // Read apart (correlation 0%): no single document.
                [] {
                    return orderAndItems(R::OneToFew)
                        .pattern(s("AP1"), Op::PointRead, {s("order")}, 100, 200, {s("orderId")})
                        .pattern(s("AP2"), Op::PointRead, {s("item")}, 100, 200, {s("itemId")})
                        .build();
                }}},
        {s("reference-unbounded-children"),
            {[] { return postsAndComments().build(); },
                [] {
                    ModelBuilder b = postsAndComments();
                    b.lastRelationship().maxChildren = 50;
                    return b.build();
                }}},
        // Post read with its comments 100% of the time, comments unbounded.
        {s("bucket-unbounded-array"),
            {[] {
                 return postsAndComments()
                     .pattern(s("AP1"), Op::Query, {s("post"), s("comment")}, 100, 200, {s("postId")}, 20)
                     .build();
             },
                [] {
                    return postsAndComments()
                        .pattern(s("AP1"), Op::PointRead, {s("post")}, 100, 200, {s("postId")})
                        .pattern(s("AP2"), Op::Query, {s("comment")}, 100, 200, {s("postId")}, 20)
                        .build();
                }}},
        // At most 10 links per side (≤ 100): ids on both sides; 10,000: an edge container.
        {s("many-to-many-duplicate-ids"),
            {[] { return studentsAndCourses(10).build(); }, [] { return studentsAndCourses(10000).build(); }}},
        {s("many-to-many-edge-container"),
            {[] { return studentsAndCourses(10000).build(); }, [] { return studentsAndCourses(10).build(); }}},
        {s("hierarchy-ancestor-path"),
            {[] {
                 ModelBuilder b;
                 b.entity(s("category"), 1, 1, 1000).relationship(s("category"), s("category"), R::OneToMany, 10, 100);
                 return b.build();
             },
                [] {
                    ModelBuilder b;
                    b.entity(s("category"), 1, 1, 1000).entity(s("product"), 1, 1, 1000);
                    b.relationship(s("category"), s("product"), R::OneToMany, 10, 100);
                    return b.build();
                }}},
        {s("subset-pattern"), {[] { return productReviews(true); }, [] { return productReviews(false); }}},
        {s("event-sourcing"), {[] { return events(false); }, [] { return events(true); }}},
        {s("snapshot-copy"), {[] { return ordersWithAddressCopy(false); }, [] { return ordersWithAddressCopy(true); }}},
        // 60,000 creates per second at peak against the 1,000 threshold; 20 is far below.
        {s("time-bucketed-documents"), {[] { return test::sensors(60000); }, [] { return test::sensors(20); }}},
        // 60,000 writes per second pass the 10,000 massive-scale threshold; 500 do not.
        {s("massive-scale-binning"), {[] { return test::sensors(60000); }, [] { return test::sensors(500); }}},
        {s("transactional-batch"), {[] { return usersAndOrders(true); }, [] { return usersAndOrders(false); }}},
        {s("atomic-write-across-containers"),
            {[] { return accountWithAudit(true); }, [] { return accountWithAudit(false); }}},
        {s("ttl-expiry"),
            {[] { return single([](ModelBuilder &b) { b.lastEntity().ttlSeconds = 1800; }); },
                [] { return single([](ModelBuilder &) {}); }}},
        {s("expiry-question"),
            {[] { return single([](ModelBuilder &b) { b.lastEntity().growth = Growth::Unbounded; }); },
                [] {
                    return single([](ModelBuilder &b) {
                        b.lastEntity().growth = Growth::Unbounded;
                        b.lastEntity().ttlSeconds = 86400;
                    });
                }}},
        // 5,000 KB is above the 2,048 KB item limit; 1,000 KB is not.
        {s("blob-storage-for-large-objects"),
            {[] { return single([](ModelBuilder &b) { b.lastEntity().maxSizeKB = 5000; }); },
                [] { return single([](ModelBuilder &b) { b.lastEntity().maxSizeKB = 1000; }); }}},
        // 200 queries per second by productId across partitions (≥ 100); 50 are tolerable.
        {s("materialized-view"), {[] { return test::ordersByProduct(200); }, [] { return test::ordersByProduct(50); }}},
        {s("analytical-store"),
            {[] {
                 return single([](ModelBuilder &b) {
                     b.pattern(s("AP1"), Op::PointRead, {s("item")}, 100, 200, {s("itemId")});
                     b.pattern(s("AP2"), Op::Query, {s("item")}, 1, 2, {}, 5000);
                 });
             },
                [] {
                    return single([](ModelBuilder &b) {
                        b.pattern(s("AP1"), Op::PointRead, {s("item")}, 100, 200, {s("itemId")});
                        b.pattern(s("AP2"), Op::Query, {s("item")}, 1, 2, {}, 100);
                    });
                }}},
        {s("change-feed-reactions"),
            {[] { return described("Place an order and notify the warehouse"); },
                [] { return described("Place an order"); }}},
        {s("outbox-via-change-feed"),
            {[] { return described("Place an order and publish an OrderPlaced event to Service Bus"); },
                [] { return described("Place an order"); }}},
        // Hottest device: 25% of 20,000 × 2.66 = 53,200 RU/s is 13,300 RU/s ≥ 10,000 → hot;
        // 0.1% of 266 RU/s is nothing.
        {s("synthetic-partition-key"),
            {[] { return test::devices(0.25, 20000); }, [] { return test::devices(0.001, 100); }}},
        {s("hierarchical-partition-key"),
            {[] { return tenantsAndUsers(1e8, 0.5); }, [] { return tenantsAndUsers(1e6, std::nullopt, 100000); }}},
        // 30% of 100 GB = 30 GB in one tenant; with 1,000 documents it is a few KB.
        {s("large-logical-partition"),
            {[] { return tenantDocuments(100.0 * 1024 * 1024); }, [] { return tenantDocuments(1000); }}},
        {s("time-bucket-key"),
            {[] { return test::devices(0.25, 20000, T::Datetime); }, [] { return test::devices(0.25, 20000); }}},
        {s("conflict-resolution"),
            {[] { return test::regionalCounters(true); }, [] { return test::regionalCounters(false); }}},
        {s("strong-consistency-multi-region-writes"),
            {[] {
                 Model m = test::regionalCounters(true);
                 m.application.consistency = Consistency::Strong;
                 return m;
             },
                [] { return test::regionalCounters(true); }}},
        {s("consistency-choice"),
            {[] {
                 return single([](ModelBuilder &b) {
                     b.pattern(s("AP1"), Op::PointRead, {s("item")}, 10, 20, {s("itemId")});
                     b.lastPattern().consistency = Consistency::Strong;
                 });
             },
                [] {
                    return single([](ModelBuilder &b) {
                        b.pattern(s("AP1"), Op::PointRead, {s("item")}, 10, 20, {s("itemId")});
                    });
                }}},
        // 3 of 13 properties queried (≤ half) → selective; 3 of 3 → index everything.
        // Orders created 5 times a second index 13 properties where 3 are queried.
        {s("selective-indexing"), {[] { return indexed(10, false, 5); }, [] { return indexed(0, false, 5); }}},
        // status = x AND orderedAt range ORDER BY orderedAt DESC → composite (/status asc, /orderedAt desc).
        {s("composite-index"), {[] { return indexed(0, true); }, [] { return indexed(0, false); }}},
        {s("projection"),
            {[] {
                 return single(
                     [](ModelBuilder &b) { b.pattern(s("AP1"), Op::Query, {s("item")}, 10, 20, {s("status")}, 10); });
             },
                [] {
                    return single([](ModelBuilder &b) {
                        b.pattern(s("AP1"), Op::Query, {s("item")}, 10, 20, {s("status")}, 10);
                        b.lastPattern().attributesNeeded = {s("itemId")};
                    });
                }}},
        // 1,000 reads per second against 1 write: ratio 1,000 ≥ 50; against 100 writes: 10.
        {s("etag-conditional-read"),
            {[] {
                 return single([](ModelBuilder &b) {
                     b.pattern(s("AP1"), Op::PointRead, {s("item")}, 1000, 2000, {s("itemId")});
                     b.pattern(s("AP2"), Op::Replace, {s("item")}, 1, 2, {s("itemId")});
                 });
             },
                [] {
                    return single([](ModelBuilder &b) {
                        b.pattern(s("AP1"), Op::PointRead, {s("item")}, 1000, 2000, {s("itemId")});
                        b.pattern(s("AP2"), Op::Replace, {s("item")}, 100, 200, {s("itemId")});
                    });
                }}},
        // Peak 1,000 against an average of 100: ten times, provisioned. Peak 150: 1.5 times.
        {s("autoscale-for-spiky-traffic"),
            {[] {
                 return single([](ModelBuilder &b) {
                     b.pattern(s("AP1"), Op::PointRead, {s("item")}, 100, 1000, {s("itemId")});
                 });
             },
                [] {
                    return single([](ModelBuilder &b) {
                        b.pattern(s("AP1"), Op::PointRead, {s("item")}, 100, 150, {s("itemId")});
                    });
                }}},
        // 10 point reads per second of 2 KB: 20 RU/s on average, under 100.
        {s("serverless-for-low-traffic"),
            {[] {
                 return single(
                     [](ModelBuilder &b) { b.pattern(s("AP1"), Op::PointRead, {s("item")}, 10, 20, {s("itemId")}); });
             },
                [] {
                    return single([](ModelBuilder &b) {
                        b.mode(CapacityMode::Serverless);
                        b.pattern(s("AP1"), Op::PointRead, {s("item")}, 10, 20, {s("itemId")});
                    });
                }}},
        {s("bulk-ingestion"),
            {[] {
                 return single([](ModelBuilder &b) { b.pattern(s("AP1"), Op::Batch, {s("item")}, 1, 1, {}, 5000); });
             },
                [] {
                    return single([](ModelBuilder &b) { b.pattern(s("AP1"), Op::Batch, {s("item")}, 1, 1, {}, 50); });
                }}},
        {s("stored-procedure-continuation"),
            {[] { return single([](ModelBuilder &b) { b.pattern(s("AP1"), Op::Batch, {s("item")}, 1, 1, {}, 500); }); },
                [] {
                    return single([](ModelBuilder &b) { b.pattern(s("AP1"), Op::Batch, {s("item")}, 1, 1, {}, 100); });
                }}},
        {s("high-availability-question"),
            {[] { return single([](ModelBuilder &) {}); },
                [] { return single([](ModelBuilder &b) { b.regions(2); }); }}},
        {s("automatic-failover"),
            {[] { return single([](ModelBuilder &b) { b.regions(2); }); },
                [] { return single([](ModelBuilder &) {}); }}},
        {s("continuous-backup-question"),
            {[] { return described("Rename an item", Op::Replace); }, [] { return described("Add an item"); }}},
        {s("customer-managed-keys-question"),
            {[] {
                 return single(
                     [](ModelBuilder &b) { b.lastEntity().attributes.push_back(ModelBuilder::attribute(s("email"))); });
             },
                [] { return single([](ModelBuilder &) {}); }}},
        {s("role-based-access-question"),
            {[] { return described("Add an item"); }, [] { return described("Show an item", Op::PointRead); }}},
        {s("network-isolation-question"), {[] { return single([](ModelBuilder &) {}); }, [] { return Model {}; }}},
        {s("resource-tokens-question"),
            {[] { return described("Show the item in the mobile app", Op::PointRead); },
                [] { return described("Show the item", Op::PointRead); }}},
        // 17,500 of 10,000 RU/s → hot (≥ 50% warns); the quiet devices use almost nothing.
        {s("diagnose-throttling"),
            {[] { return test::devices(0.25, 20000); }, [] { return test::devices(0.001, 100); }}},
        {s("p99-latency-monitoring"),
            {[] {
                 return single([](ModelBuilder &b) {
                     b.pattern(s("AP1"), Op::PointRead, {s("item")}, 10, 20, {s("itemId")});
                     b.lastPattern().latencySloMs = 5;
                 });
             },
                [] {
                    return single([](ModelBuilder &b) {
                        b.pattern(s("AP1"), Op::PointRead, {s("item")}, 10, 20, {s("itemId")});
                    });
                }}},
    };
    return table;
}

std::vector<Advice> adviceFor(const Model &model, const QString &rule)
{
    std::vector<Advice> out;
    for (const Advice &advice : evaluateAdvice(model, *analyze(model)))
        if (advice.rule == rule)
            out.push_back(advice);
    return out;
}

bool subjectExists(const Model &model, const Analysis &analysis, const Subject &subject)
{
    switch (subject.kind) {
    case SubjectKind::Application:
        return subject.id.isEmpty();
    case SubjectKind::Entity:
        return model.entity(subject.id);
    case SubjectKind::Relationship:
        return model.relationship(subject.id);
    case SubjectKind::AccessPattern:
        return model.accessPattern(subject.id);
    case SubjectKind::Container:
        return analysis.container(subject.id);
    }
    return false;
}

} // namespace

class TestAdvisorRules : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void everyCatalogRuleHasBothCases();
    void rule_data();
    void rule();
    void selectiveIndexingIsNotAdvisedWhereNothingIsWritten();
    void applicationFindingsNameEntitiesAsTheUserDid();
    void anAccountWithNoRegionNamedRunsInOne();
};

// A model that names no region deploys to the resource group's one: the question
// about availability says "1 region", never "0 region".
void TestAdvisorRules::anAccountWithNoRegionNamedRunsInOne()
{
    Model model = single([](ModelBuilder &) {});
    model.application.regions.clear();
    const std::vector<Advice> found = adviceFor(model, s("high-availability-question"));
    QCOMPARE(found.size(), size_t(1));
    QCOMPARE(found.front().message.english(), s("The account runs in 1 region."));
}

// A finding about the whole application lists what made it apply by the names the
// user sees: "User", never the id "user".
void TestAdvisorRules::applicationFindingsNameEntitiesAsTheUserDid()
{
    const Model shop = test::loadModel(test::samplePath(s("ecommerce.cosmos.json")));
    const std::vector<Advice> sensitive = adviceFor(shop, s("customer-managed-keys-question"));
    QCOMPARE(sensitive.size(), size_t(1));
    const QString message = sensitive.front().message.english();
    QVERIFY2(message.contains(s("(User")), qPrintable(message));
    QVERIFY2(!message.contains(s("(user")), qPrintable(message));
}

// Selective indexing saves request units on writes: without writes it would "save
// about 0 RU/s", so it is not advised.
void TestAdvisorRules::selectiveIndexingIsNotAdvisedWhereNothingIsWritten()
{
    const Model unwritten = indexed(10, false);
    QVERIFY(analyze(unwritten)->containers.front().indexing.selective);
    QVERIFY(adviceFor(unwritten, s("selective-indexing")).empty());
    const std::vector<Advice> written = adviceFor(indexed(10, false, 5), s("selective-indexing"));
    QCOMPARE(written.size(), size_t(1));
    QVERIFY2(!written.front().recommendation.english().contains(QLatin1String("about 0 RU/s")),
        qPrintable(written.front().recommendation.english()));
}

void TestAdvisorRules::everyCatalogRuleHasBothCases()
{
    QVERIFY(builtinCatalog().rules.size() >= 30);
    for (const CatalogRule &rule : builtinCatalog().rules)
        QVERIFY2(cases().count(rule.id), qPrintable(QStringLiteral("no test models for rule %1").arg(rule.id)));
    for (const auto &[id, _] : cases())
        QVERIFY2(builtinCatalog().rule(id), qPrintable(QStringLiteral("test models for unknown rule %1").arg(id)));
}

void TestAdvisorRules::rule_data()
{
    QTest::addColumn<QString>("rule");
    for (const auto &[id, _] : cases())
        QTest::newRow(qPrintable(id)) << id;
}

void TestAdvisorRules::rule()
{
    QFETCH(QString, rule);
    const Case &c = cases().at(rule);

    const Model fires = c.fires();
    const auto analysis = analyze(fires);
    const std::vector<Advice> found = adviceFor(fires, rule);
    QVERIFY2(!found.empty(), "the rule does not fire on the model made for it");
    for (const Advice &advice : found) {
        QVERIFY2(subjectExists(fires, *analysis, advice.subject), qPrintable(advice.subject.id));
        for (const QString &text : {advice.message.english(), advice.remedy.english(), advice.recommendation.english(), advice.why.english()}) {
            QVERIFY2(!text.isEmpty(), qPrintable(rule));
            // Every placeholder was filled, and every number is finite.
            QVERIFY2(!text.contains(QLatin1Char('{')), qPrintable(text));
            static const QRegularExpression nonFinite(QStringLiteral("\\b(nan|inf)\\b"));
            QVERIFY2(!nonFinite.match(text).hasMatch(), qPrintable(text));
        }
    }

    const std::vector<Advice> quiet = adviceFor(c.quiet(), rule);
    QVERIFY2(quiet.empty(), qPrintable(quiet.empty() ? QString() : quiet.front().message.english()));
}

QTEST_GUILESS_MAIN(TestAdvisorRules)
#include "tst_advisorrules.moc"

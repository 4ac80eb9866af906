// SPDX-License-Identifier: MIT
// Engine v3, the second half (RULES.md sections 1, 5, 6, 7 and 12): how large one key
// value can grow along the relationships, what a write writes, how a read that names
// an aggregate or a parent with its children is made, and the limits that decide
// whether a design can be served. Every expected value is worked out by hand in the
// comment beside it; tst_enginev3 holds the first half (query floor, keys, derived values)
// and tst_keysandremedies the keys weighed with tenants and copies.
#include "analysis/enginetestsupport.h"
#include "modelbuilder.h"

#include "model/advisor/advisor.h"
#include "model/advisor/checklist.h"
#include "model/analysis/analysis.h"
#include "model/analysis/hotpartitions.h"
#include "model/export/querysketch.h"

#include <QTest>

using namespace cosmos;
using test::evaluationOf;
using test::ModelBuilder;

namespace {

// Vaults (1,000) whose items (100 KB each, 1,000 on average, at most 230,000 per vault)
// are read by vault and by id, and created; the vaults are read by id.
ModelBuilder vaults(double maxItems)
{
    ModelBuilder b;
    b.entity(QStringLiteral("vault"), 1, 1, 1000).entity(QStringLiteral("item"), 100, 100, 0);
    b.lastEntity().documentCount.reset();
    b.relationship(QStringLiteral("vault"), QStringLiteral("item"), RelationshipKind::OneToMany, 1000, maxItems);
    b.pattern(QStringLiteral("AP1"), Operation::Query, {QStringLiteral("item")}, 100, 200, {QStringLiteral("vaultId")},
        20);
    b.pattern(QStringLiteral("AP2"), Operation::PointRead, {QStringLiteral("item")}, 100, 200,
        {QStringLiteral("vaultId"), QStringLiteral("itemId")});
    b.pattern(QStringLiteral("AP3"), Operation::Create, {QStringLiteral("item")}, 10, 20);
    b.pattern(QStringLiteral("AP4"), Operation::PointRead, {QStringLiteral("vault")}, 10, 20, {QStringLiteral("vaultId")});
    return b;
}

} // namespace

class TestPartitionsAndWrites : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void aLogicalPartitionHoldsItsParentsMaximum();
    void aLogicalPartitionFollowsTheWholeChain();
    void childrenWithoutMaximumNeverLookSmall();
    void serverlessStorageHasNoCap();
    void childrenAreWrittenWithTheirParent();
    void aCreateNamingItsParentsWritesOneDocument();
    void addingToAnEmbeddedArrayRewritesTheParent();
    void aFilterOnTheAggregatesIdReadsOneAggregate();
    void oneServablePartitionIsFeasible();
    void anEmbeddedChildsTtlIsSaidToBeLost();
    void aParentIsNotSortedAmongItsChildren();
    void aSiblingOfAnEmbeddedPrimaryIsNotWritten();
    void anUnbuiltVectorIndexIsAWarning();
    void aRetiredAssumptionIsSaid();
};

void TestPartitionsAndWrites::aLogicalPartitionHoldsItsParentsMaximum()
{
    // A vault's items at their maximum: 230,000 × 100 KB = 23,000,000 KB = 21.93 GB
    // (÷ 1,048,576), over the 20 GB of a logical partition, whatever the items' own
    // container makes of the traffic (1,000 vaults × 1,000 items = 1,000,000 items,
    // 95.4 GB, where a vault's share by count would be 0.095 GB). /vaultId alone cannot
    // hold them; a vault's items keyed [/vaultId, /itemId] can, and AP1 by vault then
    // asks only its vault's partition.
    const Model model = vaults(230000).build();
    const auto analysis = analyze(model);
    const ContainerAnalysis *items = analysis->containerOf(QStringLiteral("item"));
    QVERIFY(items);
    QVERIFY(items != analysis->containerOf(QStringLiteral("vault")));
    const KeyEvaluation *byVault = evaluationOf(*items, {QStringLiteral("/vaultId")});
    QVERIFY(byVault);
    QVERIFY_WITHIN(byVault->hottestSizeGB, 23000000.0 / 1048576.0, 1e-9);
    QVERIFY(!byVault->feasible);
    QVERIFY(std::any_of(byVault->problems.begin(), byVault->problems.end(),
        [](const KeyProblem &p) { return p.kind == Infeasibility::LargeKeyValue; }));
    QCOMPARE(items->partitionKey, QStringList({QStringLiteral("/vaultId"), QStringLiteral("/itemId")}));
    QVERIFY(items->feasible);
    QVERIFY(items->hottest.sizeGB <= 20);

    // Forced onto /vaultId, the hottest partition says how large it gets and why.
    Model forced = model;
    forced.overrides.partitionKeys[items->name] = {QStringLiteral("/vaultId")};
    const auto overridden = analyze(forced);
    const HottestPartition &hot = overridden->containerOf(QStringLiteral("item"))->hottest;
    QVERIFY_WITHIN(hot.sizeGB, 21.935, 0.001);
    QCOMPARE(hot.sizeStatus, HeatStatus::Hot);
    QVERIFY(hot.boundedKB);
    QCOMPARE(*hot.boundedKB, 23000000.0);

    // At 100,000 items at most (9.54 GB, 48%) a vault fits: the key by vault is feasible
    // and its size is still the maximum, not the average share.
    const auto smaller = analyze(vaults(100000).build());
    const KeyEvaluation *fits = evaluationOf(*smaller->containerOf(QStringLiteral("item")), {QStringLiteral("/vaultId")});
    QVERIFY(fits);
    QVERIFY_WITHIN(fits->hottestSizeGB, 10000000.0 / 1048576.0, 1e-9);
    QVERIFY(std::none_of(fits->problems.begin(), fits->problems.end(),
        [](const KeyProblem &p) { return p.kind == Infeasibility::LargeKeyValue; }));
}

void TestPartitionsAndWrites::aLogicalPartitionFollowsTheWholeChain()
{
    // Tenants (10) with at most 100 projects of at most 5,000 tasks of 50 KB, the tasks
    // in their own container keyed by the tenant: 100 × 5,000 × 50 KB = 25,000,000 KB
    // = 23.84 GB under one tenant, over 20 GB. The projects' own maximum is what makes
    // it so: 10 projects would be 2.38 GB.
    auto tasks = [](double maxProjects) {
        ModelBuilder b;
        b.entity(QStringLiteral("tenant"), 1, 1, 10)
            .entity(QStringLiteral("project"), 2, 2, 0)
            .entity(QStringLiteral("task"), 50, 50, 0,
                {ModelBuilder::attribute(QStringLiteral("tenantId"), AttributeType::String, 10)});
        b.relationship(QStringLiteral("tenant"), QStringLiteral("project"), RelationshipKind::OneToMany, 20, maxProjects);
        b.relationship(QStringLiteral("project"), QStringLiteral("task"), RelationshipKind::OneToMany, 200, 5000);
        b.pattern(QStringLiteral("AP1"), Operation::Query, {QStringLiteral("task")}, 100, 200,
            {QStringLiteral("tenantId")}, 20);
        b.pattern(QStringLiteral("AP2"), Operation::Query, {QStringLiteral("project")}, 10, 20,
            {QStringLiteral("tenantId")}, 20);
        b.pattern(QStringLiteral("AP3"), Operation::PointRead, {QStringLiteral("tenant")}, 10, 20,
            {QStringLiteral("tenantId")});
        Model model = b.build();
        model.entities[1].documentCount.reset();
        model.entities[2].documentCount.reset();
        return model;
    };
    const auto probe = analyze(tasks(100));
    const ContainerAnalysis *container = probe->containerOf(QStringLiteral("task"));
    QVERIFY(container);
    QVERIFY2(!container->entities.contains(QStringLiteral("tenant")), "the tasks must have their own container here");
    QVERIFY(!container->entities.contains(QStringLiteral("project")));
    Model forced = tasks(100);
    forced.overrides.partitionKeys[container->name] = {QStringLiteral("/tenantId")};
    const auto forcedAnalysis = analyze(forced);
    const HottestPartition &hot = forcedAnalysis->containerOf(QStringLiteral("task"))->hottest;
    QVERIFY_WITHIN(hot.sizeGB, 25000000.0 / 1048576.0, 1e-9);
    QCOMPARE(hot.sizeStatus, HeatStatus::Hot);

    Model few = tasks(10);
    few.overrides.partitionKeys[analyze(few)->containerOf(QStringLiteral("task"))->name] = {QStringLiteral("/tenantId")};
    const auto fewAnalysis = analyze(few);
    const HottestPartition &small = fewAnalysis->containerOf(QStringLiteral("task"))->hottest;
    QVERIFY_WITHIN(small.sizeGB, 2500000.0 / 1048576.0, 1e-9);
    QCOMPARE(small.sizeStatus, HeatStatus::Ok);
}

void TestPartitionsAndWrites::childrenWithoutMaximumNeverLookSmall()
{
    // Items with no maximum per vault and no TTL, keyed by vault: however small a vault's
    // share is today, its partition keeps growing, so it is never "ok" and the reasons
    // name the items. With a TTL they expire and the warning goes.
    Model model = vaults(kUnbounded).build();
    const QString itemsName = analyze(model)->containerOf(QStringLiteral("item"))->name;
    model.overrides.partitionKeys[itemsName] = {QStringLiteral("/vaultId")};
    const auto analysis = analyze(model);
    const ContainerAnalysis &items = *analysis->containerOf(QStringLiteral("item"));
    QCOMPARE(items.hottest.growsWithoutLimit, QStringLiteral("Item"));
    QCOMPARE(items.hottest.sizeStatus, HeatStatus::Warn);
    QVERIFY(!items.hottest.boundedKB);
    const QString reasons = hottestPartitionReasons(items, analysis->assumptions).english().join(QLatin1Char(' '));
    QVERIFY2(reasons.contains(QStringLiteral("Item has no maximum under one key value")), qPrintable(reasons));

    Model expiring = model;
    expiring.entities[1].ttlSeconds = 30 * 86400.0;
    const auto withTtl = analyze(expiring);
    QVERIFY(withTtl->containerOf(QStringLiteral("item"))->hottest.growsWithoutLimit.isEmpty());
}

void TestPartitionsAndWrites::serverlessStorageHasNoCap()
{
    // Serverless, 2,147,483,648 documents of 1 KB = 2,048 GB (2 TB) read by id 1,000 times
    // a second: Azure no longer caps a serverless container's storage at 1 TB, and 1,000
    // RU/s is under the 5,000 RU/s it serves (more past 250 GB). Feasible, and the
    // storage is billed: 2,048 GB × $0.25 = $512 a month at least (index included on top).
    ModelBuilder b;
    b.mode(CapacityMode::Serverless).entity(QStringLiteral("item"), 1, 1, 2147483648.0);
    b.pattern(QStringLiteral("AP1"), Operation::PointRead, {QStringLiteral("item")}, 1000, 1000,
        {QStringLiteral("itemId")});
    const auto analysis = analyze(b.build());
    const ContainerAnalysis &c = analysis->containers.front();
    QVERIFY2(c.feasible, qPrintable(c.infeasibleBecause.english().join(QLatin1Char(' '))));
    QVERIFY(c.dataGB >= 2048);
    QVERIFY(analysis->totals.monthlyCostUsd >= 512);
    QVERIFY(std::isfinite(analysis->totals.monthlyCostUsd));
}

namespace {

const SubRequest *requestIn(const PatternAnalysis &pattern, const QString &entity)
{
    for (const SubRequest &request : pattern.requests)
        for (const WritePart &part : request.writes)
            if (part.entity == entity)
                return &request;
    return nullptr;
}

// Orders (1 KB, up to 2 KB) with 3 lines of 0.2 KB on average (10 at most), always read
// with them by the order's id, 100 times a second: the lines are embedded (rule 3), an
// order document is 1 + 3 × 0.2 = 1.6 KB on average.
ModelBuilder ordersWithEmbeddedLines()
{
    ModelBuilder b;
    b.entity(QStringLiteral("order"), 1, 2, 1000).entity(QStringLiteral("line"), 0.2, 0.2, 3000);
    b.relationship(QStringLiteral("order"), QStringLiteral("line"), RelationshipKind::OneToFew, 3, 10);
    b.pattern(QStringLiteral("AP1"), Operation::Query, {QStringLiteral("order"), QStringLiteral("line")}, 100, 100,
        {QStringLiteral("orderId")}, 4);
    b.pattern(QStringLiteral("AP2"), Operation::Create, {QStringLiteral("line")}, 10, 10);
    return b;
}

} // namespace

void TestPartitionsAndWrites::childrenAreWrittenWithTheirParent()
{
    // "Place order" creates an order and its lines, five on average, the lines kept in
    // their own container: five line documents a request, not one.
    ModelBuilder b;
    b.entity(QStringLiteral("order"), 2, 4, 1000).entity(QStringLiteral("line"), 0.5, 0.5, 5000);
    b.relationship(QStringLiteral("order"), QStringLiteral("line"), RelationshipKind::OneToMany, 5, 50);
    b.pattern(QStringLiteral("AP1"), Operation::Create, {QStringLiteral("order"), QStringLiteral("line")}, 10, 20);
    b.pattern(QStringLiteral("AP2"), Operation::PointRead, {QStringLiteral("order")}, 100, 200, {QStringLiteral("orderId")});
    b.pattern(QStringLiteral("AP3"), Operation::Query, {QStringLiteral("line")}, 100, 200, {QStringLiteral("orderId")}, 5);
    Model model = b.build();
    model.overrides.containers[QStringLiteral("order")] = QStringLiteral("Orders");
    model.overrides.containers[QStringLiteral("line")] = QStringLiteral("Lines");
    const auto analysis = analyze(model);
    QVERIFY(analysis->containerOf(QStringLiteral("line")) != analysis->containerOf(QStringLiteral("order")));
    const PatternAnalysis *place = analysis->accessPattern(QStringLiteral("AP1"));
    const SubRequest *lines = requestIn(*place, QStringLiteral("line"));
    QVERIFY(lines);
    QCOMPARE(lines->writes.size(), size_t(1));
    const WritePart &part = lines->writes.front();
    QCOMPARE(part.documents, 5.0);
    QCOMPARE(part.operation, Operation::Create);
    // Each at least the 1 KB row's 4.95 RU (0.5 KB is priced as 1 KB), five of them.
    QVERIFY(part.ruEach >= 4.95);
    QVERIFY_WITHIN(lines->ruPerRequest, 5 * part.ruEach, 1e-9);
}

void TestPartitionsAndWrites::aCreateNamingItsParentsWritesOneDocument()
{
    // "A doctor writes a note for an appointment": the pattern names the note, its doctor
    // and its appointment (3,000 a doctor). Only the note is created; the doctor and the
    // appointment are referred to. One 1 KB create: 4.95 RU plus 0.2 per indexed term, a
    // handful of terms: under 10 RU, not a doctor and 3,000 appointments.
    ModelBuilder b;
    b.entity(QStringLiteral("doctor"), 1, 1, 100)
        .entity(QStringLiteral("appointment"), 1, 1, 300000)
        .entity(QStringLiteral("note"), 1, 1, 300000);
    b.relationship(QStringLiteral("doctor"), QStringLiteral("appointment"), RelationshipKind::OneToMany, 3000, 10000);
    b.relationship(QStringLiteral("appointment"), QStringLiteral("note"), RelationshipKind::OneToMany, 1, 5);
    b.pattern(QStringLiteral("AP1"), Operation::Create,
        {QStringLiteral("note"), QStringLiteral("doctor"), QStringLiteral("appointment")}, 10, 20);
    b.pattern(QStringLiteral("AP2"), Operation::PointRead, {QStringLiteral("note")}, 100, 200, {QStringLiteral("noteId")});
    b.pattern(QStringLiteral("AP3"), Operation::PointRead, {QStringLiteral("appointment")}, 100, 200,
        {QStringLiteral("appointmentId")});
    b.pattern(QStringLiteral("AP4"), Operation::PointRead, {QStringLiteral("doctor")}, 100, 200,
        {QStringLiteral("doctorId")});
    Model model = b.build();
    for (const QString &entity : {QStringLiteral("doctor"), QStringLiteral("appointment"), QStringLiteral("note")})
        model.overrides.containers[entity] = entity.at(0).toUpper() + entity.mid(1) + QLatin1Char('s');
    const auto analysis = analyze(model);
    const PatternAnalysis *write = analysis->accessPattern(QStringLiteral("AP1"));
    double documents = 0;
    QStringList written;
    for (const SubRequest &request : write->requests)
        for (const WritePart &part : request.writes) {
            documents += part.documents;
            written << part.entity;
        }
    QCOMPARE(written, QStringList {QStringLiteral("note")});
    QCOMPARE(documents, 1.0);
    QVERIFY2(write->ruPerRequest >= 4.95 && write->ruPerRequest < 10, qPrintable(QString::number(write->ruPerRequest)));
}

void TestPartitionsAndWrites::addingToAnEmbeddedArrayRewritesTheParent()
{
    // Adding a line to an order whose lines are embedded replaces the 1.6 KB order:
    // twice the size curve's write (1 KB 4.95 → 2 KB 6.29: 4.95 + 0.6 × 1.34 = 5.754)
    // = 11.508 RU, plus 0.4 per changed term — not a 0.2 KB create (4.95 + terms).
    const auto analysis = analyze(ordersWithEmbeddedLines().build());
    QCOMPARE(*analysis->relationships.front().decision, Decision::SingleDocument);
    const PatternAnalysis *add = analysis->accessPattern(QStringLiteral("AP2"));
    QCOMPARE(add->requests.size(), size_t(1));
    QCOMPARE(add->requests.front().writes.size(), size_t(1));
    const WritePart &part = add->requests.front().writes.front();
    QCOMPARE(part.entity, QStringLiteral("order"));
    QCOMPARE(part.operation, Operation::Replace);
    QCOMPARE(part.documents, 1.0);
    QVERIFY_WITHIN(part.documentKB, 1.6, 1e-9);
    QVERIFY2(part.ruEach >= 11.508 - 1e-9, qPrintable(QString::number(part.ruEach)));
}

void TestPartitionsAndWrites::aFilterOnTheAggregatesIdReadsOneAggregate()
{
    // AP1 asks for an order and its 3 lines (4 results) by the order's id: with the lines
    // embedded that is one 1.6 KB document, not four. Its query: 2.5 RU of lookup plus
    // one document's load, max(0.16 × read(1.6 KB), read(1.6) − read(1)); read(1.6) =
    // 1.00 + 0.6 × 0.04 = 1.024 → max(0.16384, 0.024) = 0.16384 → 2.66384 RU.
    const auto analysis = analyze(ordersWithEmbeddedLines().build());
    const PatternAnalysis *read = analysis->accessPattern(QStringLiteral("AP1"));
    QCOMPARE(read->requests.size(), size_t(1));
    const SubRequest &request = read->requests.front();
    QCOMPARE(request.kind, RouteKind::SinglePartitionQuery);
    QCOMPARE(request.documents, 1.0);
    QVERIFY_WITHIN(request.returnedKB, 1.6, 1e-9);
    QVERIFY_WITHIN(request.ruPerRequest, 2.66384, 1e-9);
}

void TestPartitionsAndWrites::oneServablePartitionIsFeasible()
{
    // 1,000 settings of 1 KB (1 MB): a range query no key can serve, 2,000 times a second,
    // and 100 point reads. Every key leaves the query asking every partition: 2,000 ×
    // 2.5 = 5,000 RU/s of lookups per partition, half a partition's 10,000 — the fan-out
    // heuristic's line. But one partition holds it all: 2,000 × 0.16 = 320 RU/s of
    // documents + 100 × 1.00 of point reads + 5,000 = 5,420 RU/s on one partition, under
    // 10,000: servable (RULES.md section 12). At 4,000 a second the one partition would
    // need 10,000 + 640 + 100 = 10,740 RU/s: more partitions, each asked every lookup —
    // no longer servable.
    auto settings = [](double rps) {
        ModelBuilder b;
        b.entity(QStringLiteral("setting"), 1, 1, 1000,
            {ModelBuilder::attribute(QStringLiteral("changedAt"), AttributeType::Datetime, 1000)});
        b.pattern(QStringLiteral("AP1"), Operation::Query, {QStringLiteral("setting")}, rps, rps);
        b.lastPattern().filters.push_back({QStringLiteral("changedAt"), FilterOp::Range, Json::object()});
        b.pattern(QStringLiteral("AP2"), Operation::PointRead, {QStringLiteral("setting")}, 100, 100,
            {QStringLiteral("settingId")});
        return b.build();
    };
    const auto servable = analyze(settings(2000));
    const ContainerAnalysis &c = servable->containers.front();
    QVERIFY2(c.feasible, qPrintable(c.infeasibleBecause.english().join(QLatin1Char(' '))));
    QCOMPARE(c.physicalPartitions, 1);
    QVERIFY_WITHIN(c.ruPerSecondPeak, 5420.0, 1e-6);

    const auto overloaded = analyze(settings(4000));
    QVERIFY(!overloaded->containers.front().feasible);
}

void TestPartitionsAndWrites::anEmbeddedChildsTtlIsSaidToBeLost()
{
    // Lines that should expire after a day, embedded in orders that never expire: they
    // live as long as their order's document. The checklist says so for the lines; with
    // the same TTL on the orders, or none on the lines, it says nothing.
    auto itemsAbout = [](const Model &model) {
        const auto analysis = analyze(model);
        QStringList subjects;
        for (const ChecklistItem &item : buildChecklist(model, *analysis, evaluateAdvice(model, *analysis)))
            if (item.check == QLatin1String("ttl-embedded"))
                subjects << item.subject.id;
        return subjects;
    };
    Model model = ordersWithEmbeddedLines().build();
    model.entities[1].ttlSeconds = 86400;
    QCOMPARE(itemsAbout(model), QStringList {QStringLiteral("line")});
    const auto analysis = analyze(model);
    const auto items = buildChecklist(model, *analysis, evaluateAdvice(model, *analysis));
    const auto item = std::find_if(items.begin(), items.end(),
        [](const ChecklistItem &i) { return i.check == QLatin1String("ttl-embedded"); });
    QVERIFY2(item->message.english().contains(QStringLiteral("expires with them (never), not after 86,400 seconds")),
        qPrintable(item->message.english()));

    Model same = model;
    same.entities[0].ttlSeconds = 86400;
    QVERIFY(itemsAbout(same).isEmpty());
    Model noChildTtl = ordersWithEmbeddedLines().build();
    noChildTtl.entities[0].ttlSeconds = 3600;
    QVERIFY(itemsAbout(noChildTtl).isEmpty());
}

void TestPartitionsAndWrites::aParentIsNotSortedAmongItsChildren()
{
    // A post with its 10 newest comments, both kept under /postId and both with a
    // createdAt. Sorted together by createdAt DESC, a page of 11 would put the post after
    // every newer comment and, with more than ten of them, leave it out. The sort is the
    // comments' ("comment.createdAt"): the post is read by its id and key on its own
    // (a point read, 2 KB: 1.04 RU), the comments by a query of their type, newest first.
    ModelBuilder b;
    b.entity(QStringLiteral("post"), 2, 4, 100000,
         {ModelBuilder::attribute(QStringLiteral("createdAt"), AttributeType::Datetime, 100000)})
        .entity(QStringLiteral("comment"), 1, 2, 2000000,
            {ModelBuilder::attribute(QStringLiteral("createdAt"), AttributeType::Datetime, 2000000)});
    b.relationship(QStringLiteral("post"), QStringLiteral("comment"), RelationshipKind::OneToMany, 20, kUnbounded, true);
    b.pattern(QStringLiteral("AP1"), Operation::Query, {QStringLiteral("post"), QStringLiteral("comment")}, 100, 200,
        {QStringLiteral("postId")}, 11);
    b.lastPattern().sort.push_back({QStringLiteral("comment.createdAt"), SortOrder::Desc, Json::object()});
    b.pattern(QStringLiteral("AP2"), Operation::Create, {QStringLiteral("comment")}, 10, 20);
    const Model model = b.build();
    const auto analysis = analyze(model);
    QCOMPARE(analysis->containerOf(QStringLiteral("post")), analysis->containerOf(QStringLiteral("comment")));
    const PatternAnalysis *read = analysis->accessPattern(QStringLiteral("AP1"));
    QCOMPARE(read->requests.size(), size_t(2));
    const auto post = std::find_if(read->requests.begin(), read->requests.end(),
        [](const SubRequest &r) { return r.kind == RouteKind::PointRead; });
    const auto comments = std::find_if(read->requests.begin(), read->requests.end(),
        [](const SubRequest &r) { return r.kind == RouteKind::SinglePartitionQuery; });
    QVERIFY(post != read->requests.end() && comments != read->requests.end());
    QCOMPARE(post->documentTypes, QStringList {QStringLiteral("post")});
    QVERIFY_WITHIN(post->ruPerRequest, 1.04, 1e-9);
    QCOMPARE(comments->documentTypes, QStringList {QStringLiteral("comment")});
    QCOMPARE(comments->documents, 10.0);
    const QString sql = sketchQuery(model.accessPatterns[0], *comments, *analysis->containerOf(QStringLiteral("post")),
        model, *analysis).sql;
    QVERIFY2(sql.contains(QStringLiteral("ORDER BY c.createdAt DESC")) && sql.contains(QStringLiteral("'comment'"))
            && !sql.contains(QStringLiteral("'post'")),
        qPrintable(sql));
}

void TestPartitionsAndWrites::aSiblingOfAnEmbeddedPrimaryIsNotWritten()
{
    // Lines embedded in their order, and shipments (2 an order) kept in their own
    // container. A create naming a line and a shipment adds the line to its order (a
    // replace of the order document); a shipment is the order's child, not the line's:
    // it is referred to, not written — not two shipments per line.
    ModelBuilder b = ordersWithEmbeddedLines();
    b.entity(QStringLiteral("shipment"), 1, 1, 2000);
    b.relationship(QStringLiteral("order"), QStringLiteral("shipment"), RelationshipKind::OneToMany, 2, 10);
    b.pattern(QStringLiteral("AP3"), Operation::Create, {QStringLiteral("line"), QStringLiteral("shipment")}, 5, 5);
    b.pattern(QStringLiteral("AP4"), Operation::PointRead, {QStringLiteral("shipment")}, 50, 50,
        {QStringLiteral("shipmentId")});
    Model model = b.build();
    model.overrides.containers[QStringLiteral("shipment")] = QStringLiteral("Shipments");
    const auto analysis = analyze(model);
    QCOMPARE(*analysis->relationship(QStringLiteral("order-line"))->decision, Decision::SingleDocument);
    QStringList written;
    for (const SubRequest &request : analysis->accessPattern(QStringLiteral("AP3"))->requests)
        for (const WritePart &part : request.writes)
            written << part.entity + QLatin1Char(':') + QString::number(part.documents);
    QCOMPARE(written, QStringList {QStringLiteral("order:1")});
    QCOMPARE(analysis->accessPattern(QStringLiteral("AP3"))->containersTouched, 1);
}

void TestPartitionsAndWrites::anUnbuiltVectorIndexIsAWarning()
{
    // 400 articles with a 1,536-dimension diskANN embedding: Azure builds the index once
    // the container holds 1,000 vectors, so every search reads all 400 until then — a
    // checklist warning on the article. At 5,000 articles, or with a flat index, none.
    auto articles = [](double count, VectorIndexType index) {
        ModelBuilder b;
        Attribute embedding = ModelBuilder::attribute(QStringLiteral("embedding"), AttributeType::Vector);
        embedding.vector = VectorSpec {1536, VectorDataType::Float32, VectorDistance::Cosine, index, Json::object()};
        b.entity(QStringLiteral("article"), 8, 10, count, {embedding});
        b.pattern(QStringLiteral("AP1"), Operation::PointRead, {QStringLiteral("article")}, 10, 10,
            {QStringLiteral("articleId")});
        return b.build();
    };
    auto warned = [](const Model &model) {
        const auto analysis = analyze(model);
        const auto items = buildChecklist(model, *analysis, evaluateAdvice(model, *analysis));
        return std::count_if(items.begin(), items.end(), [](const ChecklistItem &item) {
            return item.check == QLatin1String("vector-index-unbuilt") && item.subject.id == QLatin1String("article")
                && item.message.english().contains(QStringLiteral("with 400 documents"));
        });
    };
    QCOMPARE(warned(articles(400, VectorIndexType::DiskANN)), 1);
    QCOMPARE(warned(articles(400, VectorIndexType::QuantizedFlat)), 1);
    QCOMPARE(warned(articles(5000, VectorIndexType::DiskANN)), 0);
    QCOMPARE(warned(articles(400, VectorIndexType::Flat)), 0);
}

void TestPartitionsAndWrites::aRetiredAssumptionIsSaid()
{
    // serverlessMaxGB capped serverless storage at 1 TB until Azure lifted the cap; a file
    // that still sets it loads, keeps it, and the checklist says it changes nothing.
    ModelBuilder b;
    b.mode(CapacityMode::Serverless).entity(QStringLiteral("item"), 1, 1, 1000);
    b.pattern(QStringLiteral("AP1"), Operation::PointRead, {QStringLiteral("item")}, 10, 10, {QStringLiteral("itemId")});
    Model model = b.build();
    model.assumptions[QStringLiteral("serverlessMaxGB")] = 1024;
    model.assumptions[QStringLiteral("singleDocMin")] = 0.8; // a known one: no item
    const auto analysis = analyze(model);
    QStringList unknown;
    for (const ChecklistItem &item : buildChecklist(model, *analysis, evaluateAdvice(model, *analysis)))
        if (item.check == QLatin1String("assumption-unknown"))
            unknown << item.message.english();
    QCOMPARE(unknown.size(), 1);
    QVERIFY2(unknown.front().contains(QStringLiteral("serverlessMaxGB = 1,024")), qPrintable(unknown.front()));
}

QTEST_GUILESS_MAIN(TestPartitionsAndWrites)
#include "tst_partitionsandwrites.moc"

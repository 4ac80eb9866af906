// SPDX-License-Identifier: MIT
// The validation checklist (RULES.md section 10) and the advisor on the models the
// issue names: the shared e-commerce example, a second access path, sensor data at
// massive scale and counters written in several regions.
#include "advisormodels.h"
#include "partitionmodels.h"
#include "testsupport.h"

#include "model/advisor/advisor.h"
#include "model/advisor/checklist.h"
#include "model/analysis/numberformat.h"

#include <QTest>

using namespace cosmos;
using test::ModelBuilder;
using test::s;

namespace {

struct Run {
    std::shared_ptr<const Analysis> analysis;
    std::vector<Advice> advice;
    std::vector<ChecklistItem> checklist;
};

Run run(const Model &model)
{
    Run r;
    r.analysis = analyze(model);
    r.advice = evaluateAdvice(model, *r.analysis);
    r.checklist = buildChecklist(model, *r.analysis, r.advice);
    return r;
}

std::vector<ChecklistItem> items(const Run &r, const char *check)
{
    std::vector<ChecklistItem> out;
    for (const ChecklistItem &item : r.checklist)
        if (item.check == QLatin1String(check))
            out.push_back(item);
    return out;
}

const Advice *advice(const Run &r, const char *rule, const QString &subject)
{
    for (const Advice &a : r.advice)
        if (a.rule == QLatin1String(rule) && a.subject.id == subject)
            return &a;
    return nullptr;
}

QString dump(const Run &r)
{
    QString out;
    for (const ChecklistItem &item : r.checklist)
        out += severityName(item.severity) + QStringLiteral(": ") + item.message.english() + QLatin1Char('\n');
    return out;
}

} // namespace

class TestChecklist : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void missingInputsAreNamed();
    void readButNeverWrittenNamesThePattern();
    void writtenButNeverRead();
    void undecidedRelationship();
    void hotPartitionIsAnError();
    void oversizedDocumentsAndPartitions();
    void uniqueKeyLimits();
    void massiveScaleQuestions();
    void questionsTheModelCannotAnswer();
    void ecommerceExample();
    void secondAccessPathGetsAMaterializedView();
    void sensorsAtMassiveScale();
    void countersInSeveralWriteRegions();
};

void TestChecklist::missingInputsAreNamed()
{
    ModelBuilder b;
    b.entity(s("user"), 1, 2, 100);
    b.lastEntity().maxSizeKB.reset();
    b.pattern(s("AP1"), Operation::Query, {s("user")}, 10, 20, {s("userId")});
    b.lastPattern().rpsPeak.reset();
    b.lastPattern().resultCount.reset();
    b.lastPattern().consistency.reset();
    b.pattern(s("AP2"), Operation::Create, {s("user")}, 1, 2);
    const Run r = run(b.build());
    const auto pattern = items(r, "pattern-incomplete");
    QCOMPARE(pattern.size(), size_t(1));
    QCOMPARE(pattern[0].subject, (Subject {SubjectKind::AccessPattern, s("AP1")}));
    QCOMPARE(pattern[0].severity, FindingSeverity::Warning);
    QCOMPARE(pattern[0].message, s("AP1 has no peak RPS, consistency level, expected result count."));
    const auto size = items(r, "entity-size-missing");
    QCOMPARE(size.size(), size_t(1));
    QCOMPARE(size[0].message, s("User has no maximum document size."));
    QVERIFY(!size[0].remedy.isEmpty());
}

void TestChecklist::readButNeverWrittenNamesThePattern()
{
    ModelBuilder b;
    b.entity(s("user"), 1, 2, 100);
    b.pattern(s("AP1"), Operation::PointRead, {s("user")}, 10, 20, {s("userId")});
    b.lastPattern().description = s("Get the user profile at login");
    const Run r = run(b.build());
    const auto found = items(r, "entity-never-written");
    QCOMPARE(found.size(), size_t(1));
    QCOMPARE(found[0].subject, (Subject {SubjectKind::Entity, s("user")}));
    QCOMPARE(
        found[0].message, s("User is read by AP1 (“Get the user profile at login”) but never created or changed."));

    b.pattern(s("AP2"), Operation::Create, {s("user")}, 1, 2);
    QVERIFY(items(run(b.build()), "entity-never-written").empty());
}

void TestChecklist::writtenButNeverRead()
{
    ModelBuilder b;
    b.entity(s("log"), 1, 2, 100);
    b.pattern(s("AP1"), Operation::Create, {s("log")}, 10, 20);
    const auto found = items(run(b.build()), "entity-never-read");
    QCOMPARE(found.size(), size_t(1));
    QVERIFY2(found[0].message.english().startsWith(s("Log is written by AP1")), qPrintable(found[0].message.english()));
}

void TestChecklist::undecidedRelationship()
{
    // No read pattern touches the parent: the correlation is undefined.
    ModelBuilder b;
    b.entity(s("order"), 1, 2, 100).entity(s("item"), 1, 2, 100);
    b.relationship(s("order"), s("item"), RelationshipKind::OneToMany, 3, 10);
    b.pattern(s("AP1"), Operation::Create, {s("order")}, 1, 2);
    const auto found = items(run(b.build()), "relationship-undecided");
    QCOMPARE(found.size(), size_t(1));
    QCOMPARE(found[0].subject, (Subject {SubjectKind::Relationship, s("order-item")}));
    QVERIFY(found[0].message.english().startsWith(s("Order → Item is undecided")));
}

void TestChecklist::hotPartitionIsAnError()
{
    // 25% of 20,000 queries × (2.5 + 0.16) RU = 13,300 RU/s on one key value, above 10,000.
    const Run hot = run(test::devices(0.25, 20000));
    const auto found = items(hot, "partition-hot");
    QCOMPARE(found.size(), size_t(1));
    QCOMPARE(found[0].severity, FindingSeverity::Error);
    QCOMPARE(found[0].subject.kind, SubjectKind::Container);
    QVERIFY2(found[0].message.english().contains(s("13,300 RU/s")), qPrintable(found[0].message.english()));
    // No key of that container can serve it: the design is infeasible; the hot finding
    // already says why, so no second error repeats it.
    QVERIFY(!hot.analysis->containers[0].feasible);
    QVERIFY(items(hot, "design-infeasible").empty());
    QVERIFY(hasErrors(hot.checklist));
    // 0.1% of 100 × 2.66 RU: nothing to report.
    const Run cool = run(test::devices(0.001, 100));
    QVERIFY(items(cool, "partition-hot").empty());
    QVERIFY(items(cool, "partition-warm").empty());
}

void TestChecklist::oversizedDocumentsAndPartitions()
{
    Model model = test::tenantDocuments(3000);
    model.overrides.partitionKeys[s("Docs")] = {s("/tenantId")}; // the engine would not choose it
    const Run r = run(model);
    // 3,000 KB > 2,048 KB; 30% of 100 GB = 30 GB > 20 GB.
    const auto large = items(r, "document-too-large");
    QCOMPARE(large.size(), size_t(1));
    QCOMPARE(large[0].severity, FindingSeverity::Error);
    QVERIFY2(large[0].message.english().contains(s("2.9 MB")) || large[0].message.english().contains(s("3,000 KB")),
        qPrintable(large[0].message.english()));
    const auto partition = items(r, "partition-too-large");
    QCOMPARE(partition.size(), size_t(1));
    QVERIFY2(partition[0].message.english().contains(s("30 GB")), qPrintable(partition[0].message.english()));
}

void TestChecklist::uniqueKeyLimits()
{
    // Eleven unique attributes: Azure allows ten constraints per container.
    ModelBuilder b;
    b.entity(s("user"), 1, 2, 100);
    for (int i = 0; i < 11; ++i) {
        Attribute a = ModelBuilder::attribute(QStringLiteral("code%1").arg(i));
        a.unique = true;
        b.lastEntity().attributes.push_back(a);
    }
    b.pattern(s("AP1"), Operation::PointRead, {s("user")}, 1, 2, {s("userId")});
    b.pattern(s("AP2"), Operation::Create, {s("user")}, 1, 2);
    const Run r = run(b.build());
    const auto invalid = items(r, "unique-key-invalid");
    QVERIFY2(!invalid.empty(), qPrintable(dump(r)));
    QCOMPARE(invalid[0].severity, FindingSeverity::Error);
    QCOMPARE(invalid[0].subject.kind, SubjectKind::Container);
}

void TestChecklist::massiveScaleQuestions()
{
    const auto questions = items(run(test::sensors(60000)), "massive-scale-question");
    QCOMPARE(questions.size(), size_t(3)); // binning, fewer writes, physical partitions
    QCOMPARE(questions[0].subject, (Subject {SubjectKind::Entity, s("reading")}));
    QVERIFY(items(run(test::sensors(500)), "massive-scale-question").empty());
}

void TestChecklist::questionsTheModelCannotAnswer()
{
    // One region and an e-mail address: availability and compliance are asked, not guessed.
    ModelBuilder b;
    b.entity(s("user"), 1, 2, 100, {ModelBuilder::attribute(s("email"))});
    b.pattern(s("AP1"), Operation::PointRead, {s("user")}, 1, 2, {s("userId")});
    b.pattern(s("AP2"), Operation::Create, {s("user")}, 1, 2);
    const Run r = run(b.build());
    for (const char *rule : {"high-availability-question", "customer-managed-keys-question",
             "network-isolation-question", "role-based-access-question"}) {
        const auto found = items(r, rule);
        QVERIFY2(found.size() == 1, rule);
        QCOMPARE(found[0].severity, FindingSeverity::Info);
    }
    QVERIFY(!hasErrors(r.checklist));
}

void TestChecklist::ecommerceExample()
{
    const Model model = test::loadModel(QStringLiteral(COSMOS_SOURCE_DIR "/resources/samples/ecommerce.cosmos.json"));
    const Run r = run(model);
    QVERIFY2(!hasErrors(r.checklist), qPrintable(dump(r)));
    // AP7 reads a product with its 20 newest reviews; reviews are unbounded.
    const Advice *subset = advice(r, "subset-pattern", s("product-reviews"));
    QVERIFY(subset);
    QVERIFY2(
        subset->message.english().contains(s("AP7")) && subset->message.english().contains(s("latest 20")), qPrintable(subset->message.english()));
    // AP2: userId = x ORDER BY orderedAt DESC; AP7: productId = x ORDER BY createdAt DESC.
    QVERIFY(advice(r, "composite-index", s("AP2")));
    QVERIFY(advice(r, "composite-index", s("AP7")));
    for (const Advice &a : r.advice)
        QVERIFY2(a.rule != QLatin1String("synthetic-partition-key") && a.rule != QLatin1String("diagnose-throttling"),
            qPrintable(a.message.english()));
    QVERIFY(items(r, "partition-hot").empty());
    QVERIFY(items(r, "partition-warm").empty());
}

void TestChecklist::secondAccessPathGetsAMaterializedView()
{
    // AP1 reads orders by id (key /orderId); AP2 asks by productId 200 times a second.
    const Run r = run(test::ordersByProduct(200));
    const Advice *view = advice(r, "materialized-view", s("AP2"));
    QVERIFY(view);
    QVERIFY2(view->message.english().contains(s("productId")) && view->message.english().contains(s("AP1")), qPrintable(view->message.english()));
    QVERIFY(view->recommendation.english().contains(s("change feed")));
}

void TestChecklist::sensorsAtMassiveScale()
{
    // 60,000 readings of 0.5 KB per second. Binning: min(100 per chunk, 1,024 KB ÷
    // 0.5 KB) = 100 records per document; 1e9 documents → 1e7; writes at 5 RU per KB
    // (at least 1 KB): 60,000 × 5 = 300,000 RU/s → 600 chunks × 50 KB × 5 = 150,000 RU/s.
    const Run r = run(test::sensors(60000));
    QCOMPARE(items(r, "massive-scale-question").size(), size_t(3));
    const Advice *binning = advice(r, "massive-scale-binning", s("reading"));
    QVERIFY(binning);
    const BinningEstimate &estimate = *r.analysis->massiveScale.binning;
    QVERIFY2(binning->message.english().contains(formatNumber(estimate.recordsPerChunk) + s(" Reading records")),
        qPrintable(binning->message.english()));
    QVERIFY2(binning->message.english().contains(s("1,000,000,000 documents into 10,000,000")), qPrintable(binning->message.english()));
    QVERIFY(advice(r, "time-bucketed-documents", s("reading")));
}

void TestChecklist::countersInSeveralWriteRegions()
{
    const Run r = run(test::regionalCounters(true));
    const Advice *conflict = advice(r, "conflict-resolution", s("AP1"));
    QVERIFY(conflict);
    QVERIFY2(conflict->message.english().contains(s("2 regions")), qPrintable(conflict->message.english()));
    QVERIFY(conflict->recommendation.english().contains(s("custom merge")));
    QVERIFY(!advice(run(test::regionalCounters(false)), "conflict-resolution", s("AP1")));
}

QTEST_GUILESS_MAIN(TestChecklist)
#include "tst_checklist.moc"

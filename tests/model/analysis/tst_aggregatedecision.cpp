// SPDX-License-Identifier: MIT
// The decision table of RULES.md section 3, row by row, at its boundaries, and on
// the seed's four worked examples. Every expected number here is computed by hand
// in the comments next to it.
#include "modelbuilder.h"
#include "testsupport.h"

#include "model/analysis/analysis.h"

#include <QDir>
#include <QTest>

using namespace cosmos;
using test::ModelBuilder;

namespace {

using PK = Operation;

// Parent P and child C of one-to-many; `joint` RPS of reads touch both, `parentOnly`
// only P, `childOnly` only C.
ModelBuilder pair(double joint, double parentOnly, double childOnly, double maxChildren, double childMaxKB = 1,
                  bool identifying = false)
{
    ModelBuilder b;
    b.entity(QStringLiteral("p"), 1, 4, 1000).entity(QStringLiteral("c"), 1, childMaxKB, 10000,
                                                     {ModelBuilder::attribute(QStringLiteral("pId"))});
    b.relationship(QStringLiteral("p"), QStringLiteral("c"), RelationshipKind::OneToMany, 10, maxChildren, identifying);
    if (joint > 0)
        b.pattern(QStringLiteral("AP1"), PK::Query, {QStringLiteral("p"), QStringLiteral("c")}, joint, joint, {QStringLiteral("pId")}, 5);
    if (parentOnly > 0)
        b.pattern(QStringLiteral("AP2"), PK::PointRead, {QStringLiteral("p")}, parentOnly, parentOnly, {QStringLiteral("pId")});
    if (childOnly > 0)
        b.pattern(QStringLiteral("AP3"), PK::PointRead, {QStringLiteral("c")}, childOnly, childOnly, {QStringLiteral("cId")});
    return b;
}

// The first relationship's decision, with its explanation filled in.
RelationshipAnalysis decide(const Model &model)
{
    RelationshipAnalysis r = analyze(model)->relationships.front();
    DecisionExplanation why = explainDecisions(model, AssumptionValues(model.assumptions)).front();
    r.justification = why.justification;
    r.couplingQuestions = why.couplingQuestions;
    return r;
}

} // namespace

class TestAggregateDecision : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void sharesAreWeightedByAverageRps();
    void rule1DuplicatesIdsForFewManyToManyLinks();
    void rule2UsesAnEdgeContainerForManyLinks();
    void rule3EmbedsAtNinetyPercent();
    void rule3RefusesAtEightyNinePointNine();
    void rule3SizeBoundaryAt1024KB();
    void rule3NeedsTheChildRarelyReadAlone();
    void twoMegabytesIsTheHardLimit();
    void subsetPatternIsProposedWhenOnlySizeBlocks();
    void rule4CoLocatesFromFiftyPercent();
    void rule5IdentifyingAtThirtyPercentExactly();
    void rule6AtomicWriteCoLocates();
    void rule7SeparatesTheRest();
    void undefinedCorrelationDecidesNothing();
    void bandsFollowTheThresholds();
    void thresholdsAreAssumptions();
    void seedExampleOrderWithItems();
    void seedExampleUserWithOrders();
    void seedExampleProductWithReviews();
    void seedExampleCustomerWithOrders();
    void traceListsEveryRuleChecked();
    void oneTraceIsTheSameAsAmongAll();
};

void TestAggregateDecision::sharesAreWeightedByAverageRps()
{
    // joint 45, parent only 55, child only 20: correlation 45/100; child alone 20/65.
    const RelationshipAnalysis r = decide(pair(45, 55, 20, 100).build());
    QCOMPARE(r.parentReadRps, 100.0);
    QCOMPARE(r.childReadRps, 65.0);
    QCOMPARE(r.jointReadRps, 45.0);
    QCOMPARE(*r.correlation, 0.45);
    QCOMPARE(*r.parentOnlyShare, 0.55);
    QCOMPARE(*r.childAloneShare, 20.0 / 65.0);
}

void TestAggregateDecision::rule1DuplicatesIdsForFewManyToManyLinks()
{
    ModelBuilder b = pair(50, 50, 0, 100);
    b.lastRelationship().kind = RelationshipKind::ManyToMany;
    b.lastRelationship().maxParents = 100;
    const RelationshipAnalysis r = decide(b.build());
    QCOMPARE(r.rule, 1);
    QCOMPARE(*r.decision, Decision::DuplicateIds);
}

void TestAggregateDecision::rule2UsesAnEdgeContainerForManyLinks()
{
    ModelBuilder b = pair(50, 50, 0, 100);
    b.lastRelationship().kind = RelationshipKind::ManyToMany;
    b.lastRelationship().maxParents = 101; // one side over the limit is enough
    const auto analysis = analyze(b.build());
    QCOMPARE(analysis->relationships.front().rule, 2);
    QCOMPARE(*analysis->relationships.front().decision, Decision::EdgeContainer);
    // The edge container exists, keyed by the side each link belongs to.
    QCOMPARE(analysis->containers.size(), size_t(3));
    QVERIFY(analysis->containers.back().edgeContainer);
    QCOMPARE(analysis->containers.back().partitionKey, QStringList {QStringLiteral("/partitionKey")});
}

void TestAggregateDecision::rule3EmbedsAtNinetyPercent()
{
    // 900 joint of 1,000 parent reads = 0.90; size 4 + 100 × 1 = 104 KB; child never alone.
    const RelationshipAnalysis r = decide(pair(900, 100, 0, 100).build());
    QCOMPARE(r.embeddedMaxKB, 104.0);
    QCOMPARE(r.rule, 3);
    QCOMPARE(*r.decision, Decision::SingleDocument);
}

void TestAggregateDecision::rule3RefusesAtEightyNinePointNine()
{
    // 899 of 1,000 = 0.899 < 0.90: not embedded; 0.899 ≥ 0.50 → rule 4.
    const RelationshipAnalysis r = decide(pair(899, 101, 0, 100).build());
    QCOMPARE(r.rule, 4);
    QCOMPARE(*r.decision, Decision::MultiDocument);
}

void TestAggregateDecision::rule3SizeBoundaryAt1024KB()
{
    // P max 4 KB + 102 children × 10 KB = 1,024 KB: exactly at the limit, embedded.
    QCOMPARE(decide(pair(950, 50, 0, 102, 10).build()).rule, 3);
    // 103 children: 1,034 KB > 1,024 KB: refused only because of size.
    const RelationshipAnalysis r = decide(pair(950, 50, 0, 103, 10).build());
    QCOMPARE(r.embeddedMaxKB, 1034.0);
    QCOMPARE(r.rule, 4);
    QVERIFY(r.sizeExceedsEmbedLimit);
    QVERIFY(r.justification.english().join(QLatin1Char('\n')).contains(QStringLiteral("would be embedded, but the maximum size 1,034 KB")));
}

void TestAggregateDecision::rule3NeedsTheChildRarelyReadAlone()
{
    // Correlation 0.95 but the child is read alone 20 of 115 = 17.4% ≥ 10%.
    const RelationshipAnalysis r = decide(pair(950, 50, 200, 100).build());
    QCOMPARE(*r.childAloneShare, 200.0 / 1150.0);
    QCOMPARE(r.rule, 4);
    QVERIFY(!r.sizeExceedsEmbedLimit);
}

void TestAggregateDecision::twoMegabytesIsTheHardLimit()
{
    // 4 + 2,044 × 1 = 2,048 KB: too big to embed, but not impossible as one item.
    QVERIFY(!decide(pair(950, 50, 0, 2044).build()).neverOneDocument);
    // 2,045 children: 2,049 KB can never be one document.
    const RelationshipAnalysis r = decide(pair(950, 50, 0, 2045).build());
    QVERIFY(r.neverOneDocument);
    QVERIFY(!r.alternatives[0].ruPerSecond); // the single-document alternative is impossible
    QVERIFY(r.justification.english().join(QLatin1Char('\n')).contains(QStringLiteral("can never be one document")));
}

void TestAggregateDecision::subsetPatternIsProposedWhenOnlySizeBlocks()
{
    ModelBuilder b = pair(950, 50, 0, 5000);
    b.lastRelationship().maxChildren = kUnbounded;
    Model model = b.build();
    model.accessPatterns[0].sort.push_back(SortKey {QStringLiteral("c.createdAt"), SortOrder::Desc, Json::object()});
    model.entities[1].attributes.push_back(ModelBuilder::attribute(QStringLiteral("createdAt"), AttributeType::Datetime));
    model.accessPatterns[0].resultCount = 10;
    const RelationshipAnalysis r = decide(model);
    QVERIFY(r.sizeExceedsEmbedLimit);
    QVERIFY(r.subset);
    QCOMPARE(r.subset->patternId, QStringLiteral("AP1"));
    QCOMPARE(r.subset->latestCount, 10);
}

void TestAggregateDecision::rule4CoLocatesFromFiftyPercent()
{
    QCOMPARE(decide(pair(500, 500, 0, 100).build()).rule, 4);
    // 499 of 1,000 is below 0.50 and nothing else applies.
    QCOMPARE(decide(pair(499, 501, 0, 100).build()).rule, 7);
}

void TestAggregateDecision::rule5IdentifyingAtThirtyPercentExactly()
{
    // 300 of 1,000 = 0.30 exactly, identifying → rule 5.
    const RelationshipAnalysis r = decide(pair(300, 700, 0, kUnbounded, 1, true).build());
    QCOMPARE(r.rule, 5);
    QCOMPARE(*r.decision, Decision::MultiDocument);
    // 299 of 1,000: not enough even though identifying.
    QCOMPARE(decide(pair(299, 701, 0, kUnbounded, 1, true).build()).rule, 7);
    // 0.30 without the identifying flag: separate.
    QCOMPARE(decide(pair(300, 700, 0, kUnbounded, 1, false).build()).rule, 7);
}

void TestAggregateDecision::rule6AtomicWriteCoLocates()
{
    ModelBuilder b = pair(100, 900, 0, 100);
    b.pattern(QStringLiteral("AP9"), Operation::Create, {QStringLiteral("p"), QStringLiteral("c")}, 5, 10);
    const RelationshipAnalysis r = decide(b.build());
    QCOMPARE(r.rule, 6);
    QCOMPARE(*r.decision, Decision::MultiDocument);
    QVERIFY(r.justification.english().constLast().contains(QStringLiteral("AP9")));
}

void TestAggregateDecision::rule7SeparatesTheRest()
{
    const RelationshipAnalysis r = decide(pair(150, 850, 400, 100).build());
    QCOMPARE(r.rule, 7);
    QCOMPARE(*r.decision, Decision::Separate);
}

void TestAggregateDecision::undefinedCorrelationDecidesNothing()
{
    ModelBuilder b;
    b.entity(QStringLiteral("p"), 1, 1, 10).entity(QStringLiteral("c"), 1, 1, 10);
    b.relationship(QStringLiteral("p"), QStringLiteral("c"), RelationshipKind::OneToMany, 2, 5);
    b.pattern(QStringLiteral("AP1"), Operation::Create, {QStringLiteral("p")}, 10, 10);
    const auto analysis = analyze(b.build());
    const RelationshipAnalysis &r = analysis->relationships.front();
    QCOMPARE(explainDecisions(b.build(), AssumptionValues()).front().justification.constLast(),
             QStringLiteral("No decision: no read pattern with traffic touches P, so the correlation is undefined."));
    QVERIFY(!r.correlation);
    QVERIFY(!r.decision);
    QVERIFY(!r.band);
    QCOMPARE(r.rule, 0);
    QCOMPARE(r.undefinedReason, QStringLiteral("no read pattern with traffic touches P, so the correlation is undefined."));
    // Undecided children keep their own container.
    QCOMPARE(analysis->containers.size(), size_t(2));
}

void TestAggregateDecision::bandsFollowTheThresholds()
{
    QCOMPARE(*decide(pair(900, 100, 0, 100).build()).band, Band::Embed);
    QCOMPARE(*decide(pair(500, 500, 0, 100).build()).band, Band::CoLocate);
    const RelationshipAnalysis careful = decide(pair(300, 700, 0, 100).build());
    QCOMPARE(*careful.band, Band::ConsiderCarefully);
    QCOMPARE(careful.couplingQuestions.size(), 3);
    QCOMPARE(*decide(pair(299, 701, 0, 100).build()).band, Band::Separate);
}

void TestAggregateDecision::thresholdsAreAssumptions()
{
    // 0.85 is not an embed by default, but it is with singleDocMin = 0.8.
    QCOMPARE(decide(pair(850, 150, 0, 100).build()).rule, 4);
    QCOMPARE(decide(pair(850, 150, 0, 100).assume(QStringLiteral("singleDocMin"), 0.8).build()).rule, 3);
}

void TestAggregateDecision::seedExampleOrderWithItems()
{
    // 95% of order reads need the items; at most 50 items; order ≤ 20 KB, item ≤ 3.6 KB:
    // 20 + 50 × 3.6 = 200 KB ≤ 1,024 KB → single document.
    ModelBuilder b;
    b.entity(QStringLiteral("order"), 2, 20, 1000).entity(QStringLiteral("item"), 1, 3.6, 3000);
    b.relationship(QStringLiteral("order"), QStringLiteral("item"), RelationshipKind::OneToMany, 3, 50, true);
    b.pattern(QStringLiteral("AP1"), Operation::PointRead, {QStringLiteral("order"), QStringLiteral("item")}, 95, 95, {QStringLiteral("orderId")});
    b.pattern(QStringLiteral("AP2"), Operation::PointRead, {QStringLiteral("order")}, 5, 5, {QStringLiteral("orderId")});
    const auto analysis = analyze(b.build());
    const RelationshipAnalysis &r = analysis->relationships.front();
    QCOMPARE(*r.correlation, 0.95);
    QCOMPARE(r.embeddedMaxKB, 200.0);
    QCOMPARE(*r.decision, Decision::SingleDocument);
    QCOMPARE(analysis->containers.size(), size_t(1));
    QCOMPARE(analysis->containers.front().embedded.at(QStringLiteral("order")), QStringList {QStringLiteral("item")});
}

void TestAggregateDecision::seedExampleUserWithOrders()
{
    // 45% joint, identifying, up to 1,000 orders → multi-document, keyed by userId.
    ModelBuilder b;
    b.entity(QStringLiteral("user"), 2, 4, 1000).entity(QStringLiteral("order"), 3, 20, 5000, {ModelBuilder::attribute(QStringLiteral("userId"))});
    b.relationship(QStringLiteral("user"), QStringLiteral("order"), RelationshipKind::OneToMany, 5, 1000, true);
    b.pattern(QStringLiteral("AP1"), Operation::PointRead, {QStringLiteral("user")}, 55, 55, {QStringLiteral("userId")});
    b.pattern(QStringLiteral("AP2"), Operation::Query, {QStringLiteral("user"), QStringLiteral("order")}, 45, 45, {QStringLiteral("userId")}, 6);
    b.pattern(QStringLiteral("AP3"), Operation::Query, {QStringLiteral("order")}, 20, 20, {QStringLiteral("userId")}, 5);
    const auto analysis = analyze(b.build());
    const RelationshipAnalysis &r = analysis->relationships.front();
    QCOMPARE(*r.correlation, 0.45);
    QCOMPARE(r.rule, 5);
    QCOMPARE(*r.decision, Decision::MultiDocument);
    QCOMPARE(analysis->containers.size(), size_t(1));
    QCOMPARE(analysis->containers.front().name, QStringLiteral("UserOrders"));
    QCOMPARE(analysis->containers.front().partitionKey, QStringList {QStringLiteral("/userId")});
}

void TestAggregateDecision::seedExampleProductWithReviews()
{
    // 30% joint, identifying, thousands of reviews → multi-document.
    ModelBuilder b;
    b.entity(QStringLiteral("product"), 5, 8, 1000).entity(QStringLiteral("review"), 1, 2, 100000, {ModelBuilder::attribute(QStringLiteral("productId"))});
    b.relationship(QStringLiteral("product"), QStringLiteral("review"), RelationshipKind::OneToMany, 200, kUnbounded, true);
    b.pattern(QStringLiteral("AP1"), Operation::PointRead, {QStringLiteral("product")}, 70, 70, {QStringLiteral("productId")});
    b.pattern(QStringLiteral("AP2"), Operation::Query, {QStringLiteral("product"), QStringLiteral("review")}, 30, 30, {QStringLiteral("productId")}, 20);
    const RelationshipAnalysis r = decide(b.build());
    QCOMPARE(*r.correlation, 0.3);
    QCOMPARE(*r.decision, Decision::MultiDocument);
    QCOMPARE(r.rule, 5);
}

void TestAggregateDecision::seedExampleCustomerWithOrders()
{
    // 15% joint, updated independently, not identifying → separate containers.
    ModelBuilder b;
    b.entity(QStringLiteral("customer"), 2, 4, 1000).entity(QStringLiteral("order"), 3, 20, 5000, {ModelBuilder::attribute(QStringLiteral("customerId"))});
    b.relationship(QStringLiteral("customer"), QStringLiteral("order"), RelationshipKind::OneToMany, 50, kUnbounded, false, true);
    b.pattern(QStringLiteral("AP1"), Operation::PointRead, {QStringLiteral("customer")}, 85, 85, {QStringLiteral("customerId")});
    b.pattern(QStringLiteral("AP2"), Operation::Query, {QStringLiteral("customer"), QStringLiteral("order")}, 15, 15, {QStringLiteral("customerId")}, 10);
    const auto analysis = analyze(b.build());
    QCOMPARE(*analysis->relationships.front().correlation, 0.15);
    QCOMPARE(*analysis->relationships.front().decision, Decision::Separate);
    QCOMPARE(analysis->containers.size(), size_t(2));
}

void TestAggregateDecision::traceListsEveryRuleChecked()
{
    const RelationshipAnalysis r = decide(pair(300, 700, 0, kUnbounded, 1, true).build());
    // Inputs, rules 1–2, 3 (and why one document is impossible), 4, then rule 5 fires.
    QCOMPARE(r.justification.size(), 6);
    QVERIFY(r.justification[0].english().startsWith(QStringLiteral("Inputs: P → C, one-to-many")));
    QVERIFY(r.justification[1].english().startsWith(QStringLiteral("Rules 1–2 do not apply")));
    QVERIFY(r.justification[2].english().startsWith(QStringLiteral("Rule 3 (single document) does not apply: correlation 30% < 90%; maximum embedded size unbounded > 1,024 KB")));
    QVERIFY(r.justification[3].english().contains(QStringLiteral("can never be one document")));
    QVERIFY(r.justification[4].english().startsWith(QStringLiteral("Rule 4 (multi-document) does not apply: correlation 30% < 50%")));
    QVERIFY(r.justification[5].english().startsWith(QStringLiteral("Rule 5 applies")));
}

void TestAggregateDecision::oneTraceIsTheSameAsAmongAll()
{
    // The Decisions and Explain panels ask for one relationship's trace; it is worked
    // out with the others decided without sentences, over the same passes (the sizes a
    // grandchild adds settle the same way), and says exactly what the full set says.
    const QDir samples(test::samplePath(QString()));
    QStringList paths;
    for (const QDir &folder : {samples, QDir(test::dataPath(QStringLiteral("engine")))})
        for (const QString &name : folder.entryList({QStringLiteral("*.cosmos.json")}, QDir::Files, QDir::Name))
            paths << folder.filePath(name);
    int compared = 0;
    for (const QString &path : std::as_const(paths)) {
        const Model model = test::loadModel(path);
        const AssumptionValues assumptions(model.assumptions, model.sizeCurve);
        const std::vector<DecisionExplanation> all = explainDecisions(model, assumptions);
        QCOMPARE(all.size(), model.relationships.size());
        for (size_t r = 0; r < all.size(); ++r) {
            const DecisionExplanation one = explainDecision(model, assumptions, r);
            QCOMPARE(one.justification.english(), all[r].justification.english());
            QCOMPARE(one.couplingQuestions.english(), all[r].couplingQuestions.english());
            ++compared;
        }
    }
    QVERIFY2(compared >= 20, qPrintable(QString::number(compared)));
    QVERIFY(explainDecision(
        test::loadModel(samples.filePath(QStringLiteral("ecommerce.cosmos.json"))), AssumptionValues(), 10000)
                .justification.isEmpty());
}

QTEST_GUILESS_MAIN(TestAggregateDecision)
#include "tst_aggregatedecision.moc"

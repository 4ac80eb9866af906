// SPDX-License-Identifier: MIT
// RULES.md sections 12 and 13: which remedies the engine chooses, and that the design
// it builds them into stays the one they were planned on. Where cross-partition reads
// overload a container, only the reads that must leave for it to be servable are said
// to fix it; the others are chosen on their cost alone.
#include "modelbuilder.h"
#include "remedyfixtures.h"

#include "model/analysis/analysis.h"

#include <QTest>

using namespace cosmos;
using test::bloggingRequirements;
using test::remedyOfKind;
using test::withTraffic;

class TestRemedyChoice : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void theServedDesignKeepsTheKeysItsRemediesWerePlannedOn();
    void onlyTheReadsThatOverloadTheirContainerAreSaidToFixIt();
    void aCopyThatPaysIsCountedBeforeACostlyOneIsMadeToFix();
};

void TestRemedyChoice::theServedDesignKeepsTheKeysItsRemediesWerePlannedOn()
{
    // At ten times the reads and writes, the posts' container alone is cheapest keyed by user, and
    // the comments' and likes' reads would go to views keyed by post. Analysed again with
    // those views, the container must keep the key the views were planned on: chosen
    // afresh it went back to /postId, leaving views that copy documents into a container
    // keyed as their own, and a user's posts read across partitions with no remedy.
    const auto analysis = analyze(withTraffic(bloggingRequirements(), 10, 10));
    for (const ContainerAnalysis &container : analysis->containers) {
        if (container.kind == ContainerKind::Container)
            continue;
        const ContainerAnalysis *source = analysis->container(container.source);
        QVERIFY2(source, qPrintable(container.name));
        QVERIFY2(source->partitionKey != container.partitionKey, qPrintable(container.name));
    }
    for (const PatternAnalysis &pattern : analysis->accessPatterns)
        if (pattern.kind == RouteKind::CrossPartitionQuery)
            QVERIFY2(!pattern.remedies.empty(), qPrintable(pattern.id));
    // The weighing of keys with remedies on both sides then finds the article's design:
    // posts by post, a user's posts from the users container, the feed in one partition.
    QCOMPARE(analysis->containerOf(QStringLiteral("post"))->partitionKey, QStringList {QStringLiteral("/postId")});
    const PatternAnalysis *q3 = analysis->accessPattern(QStringLiteral("Q3"));
    QCOMPARE(q3->servedBy, analysis->containerOf(QStringLiteral("user"))->name);
    QCOMPARE(q3->ruPerRequest, 6.82);
    QVERIFY(analysis->accessPattern(QStringLiteral("Q6"))->chosenRemedy());
    QVERIFY(!analysis->accessPattern(QStringLiteral("Q4"))->chosenRemedy());
}

void TestRemedyChoice::onlyTheReadsThatOverloadTheirContainerAreSaidToFixIt()
{
    // At three times the reads and ten times the writes, the posts' 3 partitions each get 600 × 18.5 = 11,100 RU/s
    // of the feed's fan-out (each returns its newest 100) and 300 × 2.5 = 750 of a user's
    // posts: over half of a partition's 10,000, which no number of partitions fixes.
    // Taking the feed off leaves 750: the feed's copy makes the design servable, the
    // user's copy does not and is weighed on its cost, which is higher than it saves.
    const auto analysis = analyze(withTraffic(bloggingRequirements(), 3, 10));
    const PatternAnalysis *q6 = analysis->accessPattern(QStringLiteral("Q6"));
    const PatternAnalysis *q3 = analysis->accessPattern(QStringLiteral("Q3"));
    QVERIFY(remedyOfKind(*q6, RemedyKind::View)->fixesFeasibility);
    QVERIFY(q6->chosenRemedy());
    const PatternRemedy *usersCopy = remedyOfKind(*q3, RemedyKind::View);
    QVERIFY(usersCopy);
    QVERIFY(!usersCopy->fixesFeasibility);
    QCOMPARE(usersCopy->ruPerSecondSaved, 5.0 * 300);
    QVERIFY(usersCopy->monthlyCostDeltaUsd > 0);
    QVERIFY(!usersCopy->recommended);
    QVERIFY(!q3->chosenRemedy());
}

void TestRemedyChoice::aCopyThatPaysIsCountedBeforeACostlyOneIsMadeToFix()
{
    // Orders and device events share a container kept by tenant. A device's events are
    // looked up at 1,440 a second at peak (2.5 RU of fan-out in every partition:
    // 3,600 RU/s each) and a customer's orders at 720 (1,800 RU/s each): 5,400 RU/s,
    // over half of a partition's 10,000. Copying the orders, written 20 times a second,
    // pays for itself and leaves 3,600: that alone makes the container servable. A
    // copy of the events, created 10,000 times a second, costs more than it saves, and
    // must not be chosen for a fix that the orders' copy already makes.
    using B = test::ModelBuilder;
    Model model
        = B().entity(QStringLiteral("order"), 2, 4, 1e7,
                 {B::attribute(QStringLiteral("tenantId"), AttributeType::String, 1e4),
                     B::attribute(QStringLiteral("customerEmail"), AttributeType::String, 1e6)})
              .entity(QStringLiteral("event"), 1, 1, 1e8,
                  {B::attribute(QStringLiteral("tenantId"), AttributeType::String, 1e4),
                      B::attribute(QStringLiteral("deviceId"), AttributeType::String, 1e5)})
              .pattern(QStringLiteral("W1"), Operation::Create, {QStringLiteral("event")}, 5000, 10000)
              .pattern(QStringLiteral("W2"), Operation::Create, {QStringLiteral("order")}, 10, 20)
              .pattern(QStringLiteral("QA"), Operation::Query, {QStringLiteral("event")}, 720, 1440,
                  {QStringLiteral("deviceId")}, 10)
              .pattern(QStringLiteral("QB"), Operation::Query, {QStringLiteral("order")}, 360, 720,
                  {QStringLiteral("customerEmail")}, 5)
              .build();
    for (const QString &entity : {QStringLiteral("order"), QStringLiteral("event")})
        model.overrides.containers[entity] = QStringLiteral("Shop");
    model.overrides.partitionKeys[QStringLiteral("Shop")] = {QStringLiteral("/tenantId")};
    const auto analysis = analyze(model);
    const PatternRemedy *events = remedyOfKind(*analysis->accessPattern(QStringLiteral("QA")), RemedyKind::View);
    const PatternRemedy *orders = remedyOfKind(*analysis->accessPattern(QStringLiteral("QB")), RemedyKind::View);
    QVERIFY(events && orders);
    QVERIFY2(orders->monthlyCostDeltaUsd < 0, qPrintable(QString::number(orders->monthlyCostDeltaUsd)));
    QVERIFY(orders->fixesFeasibility && orders->recommended);
    QVERIFY2(events->monthlyCostDeltaUsd > 0, qPrintable(QString::number(events->monthlyCostDeltaUsd)));
    QVERIFY(!events->fixesFeasibility);
    QVERIFY(!events->recommended);
    QVERIFY(!analysis->accessPattern(QStringLiteral("QA"))->chosenRemedy());
    QVERIFY2(analysis->totals.feasible, qPrintable(analysis->totals.infeasibleBecause.translated().join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestRemedyChoice)
#include "tst_remedychoice.moc"

// SPDX-License-Identifier: MIT
// RULES.md section 13, the "newest N" feed: Microsoft's blogging article serves its
// front page (the 100 newest posts) from a one-partition feed container kept by the
// change feed, measured at 16.97 RU. The engine finds that view by itself, prices it,
// and charges it for what it copies: every new post, the deletion of the oldest, and
// only the updates of posts still among the newest.
#include "remedyfixtures.h"

#include "model/advisor/findings.h"
#include "model/analysis/analysisjson.h"
#include "model/analysis/analysistext.h"
#include "model/analysis/routeexplanation.h"
#include "model/export/datamodeldocument.h"
#include "model/export/operationplan.h"

#include <QTest>

#include <algorithm>
#include <cmath>

using namespace cosmos;
using test::bloggingRequirements;
using test::remedyOfKind;

class TestFeedView : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void theNewestPostsCanComeFromAOnePartitionFeed();
    void aFeedCopiesOnlyTheUpdatesOfItsNewestPosts();
};

void TestFeedView::theNewestPostsCanComeFromAOnePartitionFeed()
{
    // Recommended without being asked for: across the posts' 3 partitions the 100
    // newest cost each partition its own 100 newest, 3 × 2.5 + 300 × 0.16 = 55.5 RU,
    // against 2.5 + 100 × 0.16 = 18.5 RU from the feed; at 200 a second that saves
    // 7,400 RU/s, more than the copies' writes add.
    const Model model = bloggingRequirements();
    const auto analysis = analyze(model);
    const PatternAnalysis *q6 = analysis->accessPattern(QStringLiteral("Q6"));
    QVERIFY(q6);
    const PatternRemedy *chosen = q6->chosenRemedy();
    QVERIFY(chosen);
    QVERIFY(chosen->recommended);
    QCOMPARE(chosen->ruPerRequestBefore, 55.5);
    QCOMPARE(chosen->ruPerSecondSaved, (55.5 - 18.5) * 200);
    QVERIFY(chosen->ruPerSecondAdded > 0 && chosen->ruPerSecondAdded < chosen->ruPerSecondSaved);
    QVERIFY(chosen->monthlyCostDeltaUsd < 0);
    QCOMPARE(chosen->kind, RemedyKind::View);
    QVERIFY(chosen->feed);
    QVERIFY(chosen->newContainer);
    QCOMPARE(chosen->feedDocuments, 100.0);
    const ContainerAnalysis *feed = analysis->container(chosen->container);
    QVERIFY(feed);
    QCOMPARE(feed->kind, ContainerKind::View);
    QCOMPARE(feed->source, analysis->containerOf(QStringLiteral("post"))->name);
    QCOMPARE(feed->physicalPartitions, 1);
    QCOMPARE(q6->servedBy, feed->name);
    // Its one value carries the whole feed, 98% of the 3,800 RU/s provisioned (a warning),
    // but shards of it would stay on the feed's one physical partition: no suffix proposed.
    QCOMPARE(feed->hottest.status, HeatStatus::Warn);
    QVERIFY(std::none_of(feed->remedies.begin(), feed->remedies.end(),
        [](const Remedy &r) { return r.kind == Remedy::Kind::SyntheticSuffix; }));
    // The CLI's text report says what the feed holds and what feeds it.
    const QString report = analysisToText(Findings(std::make_shared<const Model>(model), analysis));
    QVERIFY2(report.contains(QStringLiteral("copies of Post, a change-feed view of ") + feed->source), qPrintable(report));
    // One key value on purpose: not held to the constant-key rule for reference data.
    QVERIFY2(feed->feasible, qPrintable(feed->infeasibleBecause.translated().join(QLatin1Char('\n'))));
    QVERIFY2(
        analysis->totals.feasible, qPrintable(analysis->totals.infeasibleBecause.translated().join(QLatin1Char('\n'))));
    // Nor in its key table, whose reasons would otherwise call its key one that cannot serve.
    for (const KeyEvaluation &e : feed->keyEvaluation)
        if (e.chosen)
            QVERIFY(e.feasible);
    const QString keyReasons = partitionKeyReasons(*feed, analysis->assumptions).translated().join(QLatin1Char(' '));
    QVERIFY2(!keyReasons.contains(QStringLiteral("No candidate")), qPrintable(keyReasons));
    // Its one value is its design: said as such, not listed as few values that cannot
    // spread traffic. The posts' container is no feed.
    QVERIFY(feed->feed);
    QVERIFY(!analysis->containerOf(QStringLiteral("post"))->feed);
    QVERIFY2(keyReasons.startsWith(QStringLiteral("A feed: its newest documents are kept under one %1 value on purpose")
                                       .arg(feed->partitionKey.join(QStringLiteral(", ")))),
        qPrintable(keyReasons));
    QVERIFY2(!keyReasons.contains(QStringLiteral("distinct values")), qPrintable(keyReasons));
    QVERIFY(q6->singlePartition);
    QVERIFY2(test::within(q6->ruPerRequest, 16.97, 0.35), qPrintable(QString::number(q6->ruPerRequest)));
    // A global secondary index cannot keep only the newest hundred: only the view is offered.
    QVERIFY(!remedyOfKind(*q6, RemedyKind::Gsi));

    // Left across partitions, Explain says what the fan-out loads, and the query
    // exported says its TOP.
    Model kept = model;
    kept.overrides.remedies[QStringLiteral("Q6")] = RemedyKind::None;
    const auto fannedOut = analyze(kept);
    const PatternAnalysis *wide = fannedOut->accessPattern(QStringLiteral("Q6"));
    QCOMPARE(wide->ruPerRequest, 55.5);
    const QStringList reasons = patternReasons(*wide, kept, fannedOut->assumptions).translated();
    QVERIFY2(reasons.join(QLatin1Char(' ')).contains(QStringLiteral("it loads 300 documents")),
        qPrintable(reasons.join(QLatin1Char('\n'))));
    bool sketched = false;
    for (const PlannedRequest &request : planRequests(kept, *fannedOut))
        if (request.pattern == QLatin1String("Q6")) {
            QVERIFY2(request.sql.startsWith(QStringLiteral("SELECT TOP 100 ")), qPrintable(request.sql));
            sketched = true;
        }
    QVERIFY(sketched);
}


void TestFeedView::aFeedCopiesOnlyTheUpdatesOfItsNewestPosts()
{
    // 2 posts are created a second on average (C2), so the newest 100 are the last
    // 50 seconds' posts. If a post has half of its updates within 24 h, a share of
    // 1 - 2^(-50 / 86,400) = 0.040105 % of the comment and like counts (C3, C4) reach
    // the feed; with the half-life set to 50 s (1/72 h), exactly half of them do.
    // Every created post is copied and the oldest copy deleted for it either way.
    // A remedy is priced on the design as modelled, so the posts' writes are taken
    // from it (left so, Q6 is still evaluated; with the feed, the posts container no
    // longer indexes creationDate for Q6 and its writes cost less).
    // Q3's copy is left out too, so that the analysis is the design as modelled.
    Model model = bloggingRequirements();
    model.overrides.remedies[QStringLiteral("Q6")] = RemedyKind::None;
    model.overrides.remedies[QStringLiteral("Q3")] = RemedyKind::None;
    const auto modelled = analyze(model);
    const QString posts = modelled->containerOf(QStringLiteral("post"))->name;
    // What the posts' own writes cost at peak, created (C2: 4 a second) and updated
    // (C3: 4, C4: 10 a second), as the engine prices each write.
    auto postWritesAtPeak = [&](const Analysis &analysis) {
        double created = 0, updated = 0;
        for (const QString &id : {QStringLiteral("C2"), QStringLiteral("C3"), QStringLiteral("C4")}) {
            const double peakRps = *model.accessPattern(id)->rpsPeak;
            for (const SubRequest &request : analysis.accessPattern(id)->requests)
                for (const WritePart &part : request.writes)
                    if (request.container == posts && part.entity == QLatin1String("post"))
                        (part.operation == Operation::Create ? created : updated)
                            += peakRps * part.documents * part.ruEach;
        }
        return std::pair {created, updated};
    };
    const auto [createdPeak, updatedPeak] = postWritesAtPeak(*modelled);
    QVERIFY(createdPeak > 0 && updatedPeak > createdPeak);

    const PatternRemedy *daily = remedyOfKind(*modelled->accessPattern(QStringLiteral("Q6")), RemedyKind::View);
    QVERIFY(daily && daily->feed && daily->recommended);
    const double dailyShare = 1 - std::exp2(-50.0 / 86400);
    QVERIFY2(std::abs(daily->feedChangeShare - 4.010464e-4) < 1e-10, qPrintable(QString::number(daily->feedChangeShare)));
    QVERIFY(std::abs(daily->feedChangeShare - dailyShare) < 1e-12);
    // The analysis JSON keeps it to six significant digits rather than four decimals (0).
    const Json json = analysisToJson(Findings(std::make_shared<const Model>(model), modelled));
    bool published = false;
    for (const Json &pattern : json.at("accessPatterns"))
        if (pattern.at("id") == "Q6")
            for (const Json &remedy : pattern.at("remedies"))
                if (remedy.at("feed") == true) {
                    QCOMPARE(remedy.at("feedChangeShare").get<double>(), 4.01046e-04);
                    published = true;
                }
    QVERIFY(published);
    QVERIFY2(std::abs(daily->ruPerSecondAdded - (2 * createdPeak + dailyShare * updatedPeak)) < 1e-6,
        qPrintable(QStringLiteral("%1 against 2 × %2 + share × %3").arg(daily->ruPerSecondAdded).arg(createdPeak).arg(updatedPeak)));

    // Writes given at peak only: the window is the peak's, 100 posts at 4 a second.
    Model peakOnly = bloggingRequirements();
    for (AccessPattern &pattern : peakOnly.accessPatterns)
        if (isWrite(pattern.operation))
            pattern.rpsAvg.reset();
    const auto atPeak = analyze(peakOnly);
    const PatternRemedy *peakFeed = remedyOfKind(*atPeak->accessPattern(QStringLiteral("Q6")), RemedyKind::View);
    QVERIFY(peakFeed && peakFeed->feed);
    QVERIFY2(std::abs(peakFeed->feedChangeShare - (1 - std::exp2(-25.0 / 86400))) < 1e-12,
        qPrintable(QString::number(peakFeed->feedChangeShare)));

    model.assumptions[QStringLiteral("changeHalfLifeHours")] = 1.0 / 72;
    const auto halfLife50sModelled = analyze(model);
    const PatternRemedy *half = remedyOfKind(*halfLife50sModelled->accessPattern(QStringLiteral("Q6")), RemedyKind::View);
    QVERIFY(half && half->feed);
    QVERIFY(std::abs(half->feedChangeShare - 0.5) < 1e-12);
    QVERIFY(std::abs(half->ruPerSecondAdded - (2 * createdPeak + 0.5 * updatedPeak)) < 1e-6);
    QVERIFY(half->monthlyCostDeltaUsd > daily->monthlyCostDeltaUsd);

    model.overrides.remedies.clear();
    const auto halfLife50s = analyze(model);
    const PatternAnalysis *q6 = halfLife50s->accessPattern(QStringLiteral("Q6"));
    const PatternRemedy *feed = q6->chosenRemedy();
    QVERIFY(feed && feed->feed);

    // In the design served, a like writes the feed's copy for half of the likes: the
    // request carries half of a write's charge, and the pattern's charge still adds up.
    const PatternAnalysis *c4 = halfLife50s->accessPattern(QStringLiteral("C4"));
    const SubRequest *toFeed = nullptr;
    double sum = 0;
    for (const SubRequest &request : c4->requests) {
        sum += request.ruPerRequest;
        if (request.container == q6->servedBy)
            toFeed = &request;
    }
    QVERIFY(toFeed && toFeed->copyWrite);
    QCOMPARE(toFeed->copyShare, 0.5);
    double whole = 0;
    for (const WritePart &part : toFeed->writes)
        whole += part.documents * part.ruEach;
    QVERIFY(whole > 0);
    QVERIFY(std::abs(toFeed->ruPerRequest - 0.5 * whole) < 1e-9);
    QVERIFY(std::abs(sum - c4->ruPerRequest) < 1e-9);
    // The feed's load from likes is half of what every like would write.
    const ContainerAnalysis *feedContainer = halfLife50s->container(q6->servedBy);
    const qsizetype at = feedContainer->patterns.indexOf(QStringLiteral("C4"));
    QVERIFY(at >= 0);
    QVERIFY(std::abs(feedContainer->patternLoads[size_t(at)].ruPerSecondPeak - 0.5 * 10 * whole) < 1e-6);

    // The data-model document says what the processor skips and how much reaches the feed.
    const QString document = dataModelDocument(Findings(std::make_shared<const Model>(model), halfLife50s));
    QVERIFY2(document.contains(QStringLiteral("within 0.0139 h of its creation (assumption `changeHalfLifeHours`), "
                                              "50% of the updates reach the feed")),
        qPrintable(document));
}

QTEST_GUILESS_MAIN(TestFeedView)
#include "tst_feedview.moc"

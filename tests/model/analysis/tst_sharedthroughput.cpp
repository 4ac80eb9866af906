// SPDX-License-Identifier: MIT
// The shared-database offers (RULES.md section 5, offers): the design's throughput
// provisioned once on the database instead of on each container, beside the
// per-container offers, with the free tier taken off the account once. Every expected
// number is worked out by hand in the comment next to it, from Azure's prices:
// manual 100 RU/s = $0.008 an hour = $5.76 a 720-hour month; autoscale $0.012 = $8.64.
#include "enginetestsupport.h"
#include "modelbuilder.h"

#include "model/advisor/findings.h"
#include "model/analysis/analysis.h"
#include "model/analysis/analysisjson.h"
#include "model/analysis/sharedthroughput.h"

#include <QTest>

using namespace cosmos;
using test::ModelBuilder;

namespace {

const CostOption &offer(const Analysis &analysis, CostOption::Kind kind)
{
    const auto &options = analysis.totals.costOptions;
    const auto it = std::find_if(options.begin(), options.end(), [&](const CostOption &o) { return o.kind == kind; });
    if (it == options.end())
        qFatal("no offer %s", qPrintable(costOptionName(kind)));
    return *it;
}

const ContainerAnalysis &containerOf(const Analysis &analysis, const QString &entity)
{
    for (const ContainerAnalysis &container : analysis.containers)
        if (container.rootEntity == entity)
            return container;
    qFatal("no container holds %s", qPrintable(entity));
}

// `count` unrelated entities of 1 KB, 1,024 documents each (1 MB: storage costs under
// a tenth of a cent), each read by id at `rps(i)` requests a second: a 1 KB point read
// is 1 RU, so entity i's container needs rps(i) RU/s.
template <typename Rps>
Model independentContainers(int count, Rps rps)
{
    ModelBuilder b;
    for (int i = 0; i < count; ++i) {
        const QString id = QStringLiteral("thing%1").arg(i, 2, 10, QLatin1Char('0'));
        b.entity(id, 1, 1, 1024);
        b.pattern(QStringLiteral("R%1").arg(i), Operation::PointRead, {id}, rps(i), rps(i), {id + QStringLiteral("Id")});
    }
    return b.build();
}

constexpr double kStorageTolerance = 0.01; // dollars: the few MB stored

} // namespace

class TestSharedThroughput : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void smallContainersShareOneDatabase();
    void onlyTwentyFiveShareADatabase();
    void aBusyKeyValueKeepsItsOwnThroughput();
    void theJsonNamesWhoShares();
};

void TestSharedThroughput::smallContainersShareOneDatabase()
{
    // Six containers of 50 RU/s each, 300 RU/s in all.
    const auto analysis = analyze(independentContainers(6, [](int) { return 50.0; }));
    QCOMPARE(analysis->containers.size(), size_t(6));
    for (const ContainerAnalysis &container : analysis->containers)
        QVERIFY_WITHIN(container.ruPerSecondPeak, 50, 1e-9);

    // Per container: each at the 400 RU/s minimum, 2,400 RU/s = 24 × $5.76 = $138.24.
    QVERIFY(std::abs(offer(*analysis, CostOption::Kind::Manual).monthlyCostUsd - 138.24) < kStorageTolerance);
    // The free tier per container: 1,000 of the 2,400 RU/s free, 14 × $5.76 = $80.64.
    QVERIFY(std::abs(offer(*analysis, CostOption::Kind::FreeTier).monthlyCostUsd - 80.64) < kStorageTolerance);

    // Shared: max(400 minimum, 300 traffic, 1 RU/s per GB of 0.006 GB) = 400 RU/s on the
    // database = 4 × $5.76 = $23.04, one physical partition, all six sharing.
    const CostOption &shared = offer(*analysis, CostOption::Kind::SharedDatabase);
    QVERIFY(shared.possible);
    QCOMPARE(shared.sharedRuPerSecond, 400.0);
    QCOMPARE(shared.sharedPhysicalPartitions, 1);
    QCOMPARE(shared.sharedContainers.size(), 6);
    QVERIFY(shared.notes.isEmpty());
    QVERIFY(std::abs(shared.monthlyCostUsd - 23.04) < kStorageTolerance);
    // On the free tier the account's 1,000 free RU/s cover the database's 400 and the
    // 25 free GB its storage: nothing to pay, where per container it was $80.64.
    QCOMPARE(offer(*analysis, CostOption::Kind::SharedDatabaseFreeTier).monthlyCostUsd, 0.0);
    // Autoscale shared: maximum max(1,000, 300 rounded up to 1,000) = 1,000; every hour
    // billed at max(a tenth of it, 300) = 300 RU/s = 3 × $8.64 = $25.92 (per container:
    // six maxima of 1,000 billed at 100 RU/s each = 6 × $8.64 = $51.84).
    const CostOption &autoscale = offer(*analysis, CostOption::Kind::SharedDatabaseAutoscale);
    QCOMPARE(autoscale.sharedRuPerSecond, 1000.0);
    QVERIFY(std::abs(autoscale.monthlyCostUsd - 25.92) < kStorageTolerance);
    QVERIFY(std::abs(offer(*analysis, CostOption::Kind::Autoscale).monthlyCostUsd - 51.84) < kStorageTolerance);
}

void TestSharedThroughput::onlyTwentyFiveShareADatabase()
{
    // 27 containers needing 1, 2, …, 27 RU/s: the 25 quietest (1…25, 325 RU/s in all)
    // share a database of 400 RU/s; the two busiest keep 400 RU/s each of their own.
    const auto analysis = analyze(independentContainers(27, [](int i) { return double(i + 1); }));
    const CostOption &shared = offer(*analysis, CostOption::Kind::SharedDatabase);
    QCOMPARE(shared.sharedContainers.size(), 25);
    QCOMPARE(shared.sharedRuPerSecond, 400.0);
    QCOMPARE(shared.notes.size(), 2);
    for (const QString &entity : {QStringLiteral("thing25"), QStringLiteral("thing26")}) {
        const QString name = containerOf(*analysis, entity).name;
        QVERIFY2(!shared.sharedContainers.contains(name), qPrintable(name));
        QVERIFY(shared.notes.english().join(QLatin1Char(' ')).contains(name));
    }
    // (400 + 400 + 400) RU/s = 12 × $5.76 = $69.12.
    QVERIFY(std::abs(shared.monthlyCostUsd - 69.12) < kStorageTolerance);
    // The free tier once for the account, not once per database or container:
    // $69.12 − 10 × $5.76 = $11.52.
    QVERIFY(std::abs(offer(*analysis, CostOption::Kind::SharedDatabaseFreeTier).monthlyCostUsd - 11.52)
        < kStorageTolerance);
    // Autoscale: the database's maximum 1,000 billed at 325 RU/s = 3.25 × $8.64 = $28.08;
    // the two others a maximum of 1,000 each billed at its tenth, 2 × $8.64 = $17.28.
    QVERIFY(std::abs(offer(*analysis, CostOption::Kind::SharedDatabaseAutoscale).monthlyCostUsd - 45.36)
        < kStorageTolerance);
}

void TestSharedThroughput::aBusyKeyValueKeepsItsOwnThroughput()
{
    // An archive of 62,914,560 documents of 10 KB = 600 GB (2^20 KB a GB), read by id 10
    // times a second, and one settings document read 3,000 times a second: all of those
    // 3,000 RU/s go to its one key value.
    ModelBuilder b;
    b.entity(QStringLiteral("archive"), 10, 10, 62914560);
    b.pattern(QStringLiteral("A"), Operation::PointRead, {QStringLiteral("archive")}, 10, 10,
        {QStringLiteral("archiveId")});
    b.entity(QStringLiteral("setting"), 1, 1, 1);
    b.pattern(QStringLiteral("S"), Operation::PointRead, {QStringLiteral("setting")}, 3000, 3000,
        {QStringLiteral("settingId")});
    const auto analysis = analyze(b.build());
    const ContainerAnalysis &archive = containerOf(*analysis, QStringLiteral("archive"));
    const ContainerAnalysis &setting = containerOf(*analysis, QStringLiteral("setting"));
    QVERIFY_WITHIN(archive.dataGB, 600, 1e-9);
    QVERIFY_WITHIN(setting.hottest.ruPerSecond, 3000, 1e-9);
    // On its own, the settings container has 3,000 RU/s in one partition: its value fits.
    QVERIFY(setting.feasible);

    // Shared with the archive, the database holds 600 GB in at least 12 partitions of
    // 50 GB, and its ~3,000 RU/s give each about 250: the settings value would be
    // throttled, so it keeps its own throughput. The archive alone then shares a database
    // of max(400, 600 GB × 1 RU/s) = 600 RU/s in 12 partitions (its busiest value, one
    // document read 10 times a second, needs a few RU/s of the 50 each gets).
    const CostOption &shared = offer(*analysis, CostOption::Kind::SharedDatabase);
    QCOMPARE(shared.sharedContainers, QStringList {archive.name});
    QCOMPARE(shared.sharedRuPerSecond, 600.0);
    QCOMPARE(shared.sharedPhysicalPartitions, 12);
    QCOMPARE(shared.notes.size(), 1);
    const QString note = shared.notes.english().first();
    QVERIFY2(note.contains(setting.name) && note.contains(QStringLiteral("3,000 RU/s")), qPrintable(note));
    // $ = database 6 × $5.76 + the settings container's 30 × $5.76 + 600 GB × $0.25 +
    // its own 1 KB: $34.56 + $172.80 + $150 = $357.36.
    QVERIFY(std::abs(shared.monthlyCostUsd - 357.36) < kStorageTolerance);
    // The sentences for the panel and the document say who shares and who does not.
    const QString said = sharedOfferSentences(shared).english().join(QLatin1Char(' '));
    QVERIFY2(said.contains(QStringLiteral("600 RU/s over 12 physical partitions")), qPrintable(said));
}

void TestSharedThroughput::theJsonNamesWhoShares()
{
    const Model model = independentContainers(2, [](int) { return 10.0; });
    const auto analysis = analyze(model);
    const Json json = analysisToJson(Findings(std::make_shared<const Model>(model), analysis));
    bool found = false;
    for (const Json &option : json.at("totals").at("costOptions"))
        if (option.at("offer") == "shared-database") {
            found = true;
            QCOMPARE(option.at("sharedContainers").size(), size_t(2));
            QCOMPARE(option.at("sharedRuPerSecond").get<double>(), 400.0);
            QCOMPARE(option.at("sharedPhysicalPartitions").get<int>(), 1);
        } else {
            const bool shared = option.at("offer").get<std::string>().starts_with("shared-database");
            QCOMPARE(option.contains("sharedContainers"), shared);
        }
    QVERIFY(found);
}

QTEST_GUILESS_MAIN(TestSharedThroughput)
#include "tst_sharedthroughput.moc"

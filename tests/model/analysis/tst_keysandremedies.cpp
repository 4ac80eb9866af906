// SPDX-License-Identifier: MIT
// Keys weighed as people would choose them (RULES.md sections 6 and 13): a tenant prefix
// when one tenant outgrows a logical partition, and a key together with the copies its
// cross-partition reads need. Every expected value is worked out by hand in the comment
// beside it; tst_partitionsandwrites holds the logical-partition bounds these rely on.
#include "analysis/enginetestsupport.h"
#include "modelbuilder.h"

#include "model/analysis/analysis.h"

#include <QTest>

#include <algorithm>
#include <functional>

using namespace cosmos;
using test::evaluationOf;
using test::ModelBuilder;

namespace {

// 10,000,000 accounts of 1 KB (9.5 GB), read by id and looked up by e-mail at sign-in
// (averages half the peaks), created 10 times a second at peak.
Model signInService(double readsByIdPeak, double signInsPeak)
{
    ModelBuilder b;
    b.entity(QStringLiteral("account"), 1, 1, 10000000,
        {ModelBuilder::attribute(QStringLiteral("email"), AttributeType::String, 10000000)});
    b.pattern(QStringLiteral("AP1"), Operation::PointRead, {QStringLiteral("account")}, readsByIdPeak / 2, readsByIdPeak,
        {QStringLiteral("accountId")});
    b.pattern(QStringLiteral("AP2"), Operation::Query, {QStringLiteral("account")}, signInsPeak / 2, signInsPeak,
        {QStringLiteral("email")});
    b.pattern(QStringLiteral("AP3"), Operation::Create, {QStringLiteral("account")}, 5, 10);
    return b.build();
}

// The sign-in service served: accounts keyed by their id and read by it, the sign-ins
// served by a copy keyed by e-mail in a container of its own.
void checkServedByIdWithAnEmailCopy(const Analysis &analysis)
{
    const ContainerAnalysis *accounts = analysis.containerOf(QStringLiteral("account"));
    QVERIFY(accounts);
    QCOMPARE(accounts->partitionKey, QStringList {QStringLiteral("/accountId")});
    QCOMPARE(analysis.accessPattern(QStringLiteral("AP1"))->kind, RouteKind::PointRead);
    const PatternAnalysis *signIn = analysis.accessPattern(QStringLiteral("AP2"));
    QVERIFY2(signIn->chosenRemedy(), "the sign-in must be served by a view or an index keyed by e-mail");
    const ContainerAnalysis *served = analysis.container(signIn->servedBy);
    QVERIFY2(served && served != accounts, qPrintable(signIn->servedBy));
    QCOMPARE(served->partitionKey, QStringList {QStringLiteral("/email")});
    QVERIFY(std::all_of(analysis.containers.begin(), analysis.containers.end(),
        [](const ContainerAnalysis &c) { return c.feasible; }));
    QVERIFY(analysis.totals.feasible);
}

// Microsoft's hierarchical-key example: 1,000 tenants of up to 10,000 users (1,000 on
// average), each with up to 1,000 notes of 10 KB (100 on average); users and notes
// counted from their parents. Notes are read by tenant and user (500 a second) and
// listed by tenant (10), created 50 times a second; users are read by id (50).
// `noteAttributes`: the notes' own, tenantId first; `more` adds patterns.
Model tenantNotes(const std::vector<Attribute> &noteAttributes, const std::function<void(ModelBuilder &)> &more = {})
{
    ModelBuilder b;
    b.entity(QStringLiteral("tenant"), 1, 1, 1000)
        .entity(QStringLiteral("user"), 1, 1, 0)
        .entity(QStringLiteral("note"), 10, 10, 0, noteAttributes);
    b.relationship(QStringLiteral("tenant"), QStringLiteral("user"), RelationshipKind::OneToMany, 1000, 10000);
    b.relationship(QStringLiteral("user"), QStringLiteral("note"), RelationshipKind::OneToMany, 100, 1000);
    b.pattern(QStringLiteral("AP1"), Operation::Query, {QStringLiteral("note")}, 500, 500,
        {QStringLiteral("tenantId"), QStringLiteral("userId")}, 10);
    b.pattern(QStringLiteral("AP2"), Operation::Query, {QStringLiteral("note")}, 10, 10, {QStringLiteral("tenantId")},
        10);
    b.pattern(QStringLiteral("AP3"), Operation::Create, {QStringLiteral("note")}, 50, 50);
    b.pattern(QStringLiteral("AP4"), Operation::PointRead, {QStringLiteral("user")}, 50, 50, {QStringLiteral("userId")});
    if (more)
        more(b);
    Model model = b.build();
    model.entities[1].documentCount.reset();
    model.entities[2].documentCount.reset();
    return model;
}

} // namespace

class TestKeysAndRemedies : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void aTenantOver20GBIsKeyedTenantThenUser();
    void aTenantPrefixIsFoundAmongManyKeys();
    void anIdKeyWithAnEmailViewBeatsAnEmailKey();
    void aKeyThatNeedsAViewIsWeighedWithIt();
};

void TestKeysAndRemedies::aTenantOver20GBIsKeyedTenantThenUser()
{
    // Microsoft's hierarchical-key example: 1,000 tenants of up to 10,000 users (1,000 on
    // average), each with up to 1,000 notes of 10 KB (100 on average). Notes are read by
    // tenant and user (500 a second) and listed by tenant (10 a second).
    //   /tenantId: a tenant holds up to 10,000 × 1,000 × 10 KB = 100,000,000 KB = 95.4 GB,
    //     over 20 GB: cannot serve.
    //   /userId: a user's notes are 10 MB, but the listing by tenant asks every partition:
    //     100,000,000 notes × 10 KB = 954 GB → 20 partitions, 20 × 2.5 = 50 RU of lookups.
    //   [/tenantId, /userId]: a user's 10 MB per value, and the listing asks only its
    //     tenant's partition (0.95 GB): 2.5 RU of lookups, 47.5 × 10 = 475 RU/s less.
    const auto analysis
        = analyze(tenantNotes({ModelBuilder::attribute(QStringLiteral("tenantId"), AttributeType::String, 1000)}));
    const ContainerAnalysis *notes = analysis->containerOf(QStringLiteral("note"));
    QVERIFY(notes);
    const KeyEvaluation *byTenant = evaluationOf(*notes, {QStringLiteral("/tenantId")});
    QVERIFY(byTenant);
    QVERIFY_WITHIN(byTenant->hottestSizeGB, 100000000.0 / 1048576.0, 1e-9);
    QVERIFY(!byTenant->feasible);
    QVERIFY(evaluationOf(*notes, {QStringLiteral("/tenantId"), QStringLiteral("/userId")}));
    QCOMPARE(notes->partitionKey, QStringList({QStringLiteral("/tenantId"), QStringLiteral("/userId")}));
    QCOMPARE(analysis->accessPattern(QStringLiteral("AP1"))->kind, RouteKind::SinglePartitionQuery);
}

void TestKeysAndRemedies::aTenantPrefixIsFoundAmongManyKeys()
{
    // The tenants, users and notes above, where notes also carry a folder (100,000
    // values), a device (50,000) and a label (20,000), each listed once a second. Each
    // of those keys is feasible but leaves the reads by tenant and user asking every
    // one of the 954 GB's 20 partitions: 500 × 2.5 × 19 = 23,750 RU/s more than /userId.
    // So /userId and three of them rank before /tenantId, which cannot serve (95.4 GB),
    // and best single keys combined never pair the tenant with the user. The reads by
    // tenant and user give [/tenantId, /userId] (1,000 tenants before 1,000,000 users):
    // as above, the listing by tenant then asks one partition, not 20, and under either
    // key each folder, device and label listing asks all 20.
    const auto analysis
        = analyze(tenantNotes({ModelBuilder::attribute(QStringLiteral("tenantId"), AttributeType::String, 1000),
                                  ModelBuilder::attribute(QStringLiteral("folderId"), AttributeType::String, 100000),
                                  ModelBuilder::attribute(QStringLiteral("deviceId"), AttributeType::String, 50000),
                                  ModelBuilder::attribute(QStringLiteral("labelId"), AttributeType::String, 20000)},
            [](ModelBuilder &b) {
                for (const QString &by :
                    {QStringLiteral("folderId"), QStringLiteral("deviceId"), QStringLiteral("labelId")})
                    b.pattern(QStringLiteral("AP-") + by, Operation::Query, {QStringLiteral("note")}, 1, 1, {by}, 10);
            }));
    const ContainerAnalysis *notes = analysis->containerOf(QStringLiteral("note"));
    QVERIFY(notes);
    QVERIFY(!evaluationOf(*notes, {QStringLiteral("/tenantId")})->feasible);
    for (const QString &path : {QStringLiteral("/folderId"), QStringLiteral("/deviceId"), QStringLiteral("/labelId")}) {
        const KeyEvaluation *single = evaluationOf(*notes, {path});
        QVERIFY2(single && single->feasible, qPrintable(path));
    }
    // The filter's order is not the key's: the coarser tenant leads, never the user.
    QVERIFY(!evaluationOf(*notes, {QStringLiteral("/userId"), QStringLiteral("/tenantId")}));
    QCOMPARE(notes->partitionKey, QStringList({QStringLiteral("/tenantId"), QStringLiteral("/userId")}));
    QCOMPARE(analysis->accessPattern(QStringLiteral("AP1"))->kind, RouteKind::SinglePartitionQuery);
    QCOMPARE(analysis->accessPattern(QStringLiteral("AP-folderId"))->kind, RouteKind::CrossPartitionQuery);
}

void TestKeysAndRemedies::anIdKeyWithAnEmailViewBeatsAnEmailKey()
{
    // 10,000,000 accounts of 1 KB (9.5 GB), read by id 20,000 times a second and looked
    // up by e-mail at sign-in 2,000 times a second. Neither key serves both alone:
    //   /email: the reads by id ask every partition: 20,000 × 2.5 = 50,000 RU/s of
    //     lookups on each, more than half of any partition's 10,000: cannot serve.
    //   /accountId: the sign-ins ask every partition: 2,000 × 2.5 = 5,000 RU/s on each,
    //     the line itself: cannot serve alone; a view keyed by e-mail takes them to one
    //     partition (2.66 RU each, 5,320 RU/s) for the copy of each write (10 a second).
    // So the id key with the e-mail view wins, and the design can be served.
    const auto analysis = analyze(signInService(20000, 2000));
    checkServedByIdWithAnEmailCopy(*analysis);
}

void TestKeysAndRemedies::aKeyThatNeedsAViewIsWeighedWithIt()
{
    // A sign-in service: 10,000,000 accounts of 1 KB (9.5 GB), read by id 6,000 times a
    // second and looked up by e-mail 12,000 times a second. Before any copy:
    //   /email: the reads by id ask every partition, 6,000 × 2.5 = 15,000 RU/s of lookups
    //     on each, more than half of a partition's 10,000: cannot serve. No copy takes a
    //     read by id away: it stays unservable.
    //   /accountId: the sign-ins ask every partition, 12,000 × 2.5 = 30,000 RU/s on each:
    //     cannot serve either, and costs more — so it ranks second and, with no copy
    //     chosen under /email, was never weighed with the view that serves it.
    // With a view keyed by e-mail (each of the 10 account writes a second copied), every
    // read asks one partition and the design can be served: the engine must find it.
    const auto analysis = analyze(signInService(6000, 12000));
    checkServedByIdWithAnEmailCopy(*analysis);
    // The key is the search's, said with both bills, not the user's.
    const ContainerAnalysis *accounts = analysis->containerOf(QStringLiteral("account"));
    QVERIFY(accounts && !accounts->partitionKeyOverridden);
    QVERIFY2(std::any_of(accounts->notes.begin(), accounts->notes.end(),
                 [](const Text &note) { return note.english().contains(QStringLiteral("rather than /email")); }),
        "the container's notes must say the key was chosen over /email with the views counted");
}

QTEST_GUILESS_MAIN(TestKeysAndRemedies)
#include "tst_keysandremedies.moc"

// SPDX-License-Identifier: MIT
// import-requirements (FORMAT.md section 5, "import-requirements reading rules"):
// hand-written documents in the styles an assistant writes them
// (tests/data/requirements). The value readers one by one are in
// tst_requirementsvalues; broken documents and the round trip in
// tst_requirementscontract. The expected values are worked out from the
// documents and the reading rules; the comments beside them say how.
#include "requirementsfixtures.h"
#include "testsupport.h"

#include "model/analysis/analysis.h"
#include "model/export/requirementsdocument.h"
#include "model/io/modelwriter.h"
#include "model/requirements/markdowntext.h"
#include "model/requirements/requirementsimport.h"
#include "model/requirements/requirementsvalues.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

using namespace cosmos;
using namespace cosmos::test;
using namespace Qt::StringLiterals;

class TestRequirementsImport : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // Hand-written documents.
    void lending();
    void rideHailing();
    void schoolTimetable();
    void gameLeaderboard();
    void correlationDisagreementIsWarnedOnItsLine();
    void multiRegionWrites_data();
    void multiRegionWrites();
    void peakAndAverageInColumnsOfTheirOwn();
    void sizesFromTheSizeConstraints();
    void aFilterOrSortKeyWrittenTwiceIsReadOnce();
};

// The model refuses a pattern that sorts by one attribute twice or filters on it twice
// the same way, so a document that writes one twice must still import (and load).
void TestRequirementsImport::aFilterOrSortKeyWrittenTwiceIsReadOnce()
{
    QString text = QString::fromUtf8(test::readAll(dataPath(QStringLiteral("requirements/broken_unknown_entity.md"))));
    const QString row = QStringLiteral("| AP2 | Member, Booking | `memberId` = | `booking.day` desc |");
    QVERIFY(text.contains(row));
    text.replace(row,
        QStringLiteral("| AP2 | Member, Booking | `memberId` =, `memberId` =, `booking.day` range | "
                       "`booking.day` desc, `booking.day` asc |"));
    const RequirementsImport imported = importRequirements(text);
    QVERIFY2(imported.model, qPrintable(report(imported)));
    const AccessPattern *ap2 = imported.model->accessPattern(QStringLiteral("AP2"));
    QVERIFY(ap2);
    QCOMPARE(ap2->filters.size(), size_t(2));
    QCOMPARE(ap2->filters[0].attribute, QStringLiteral("memberId"));
    QCOMPARE(ap2->filters[1].op, FilterOp::Range);
    QCOMPARE(ap2->sort.size(), size_t(1));
    QCOMPARE(ap2->sort[0].order, SortOrder::Desc);
    verifyReloads(*imported.model);
}

// lending.md: the template's own layout. Line 13 is pattern 1 ("500 RPS", one figure).
void TestRequirementsImport::lending()
{
    IMPORT_MODEL_OR_STOP(imported, model, "lending.md");

    // No title line: the name is the caller's fallback, or the default.
    QCOMPARE(model.application.name, QStringLiteral("Imported requirements"));
    QCOMPARE(model.application.domain, QStringLiteral("consumer lending (personal loans)"));
    QVERIFY(model.application.businessContext.startsWith(QStringLiteral("Borrowers apply online")));
    QCOMPARE(model.application.regions, QStringList {QStringLiteral("westeurope")});
    QCOMPARE(model.application.multiRegionWrites, false);
    QCOMPARE(toQString(model.application.consistency), QStringLiteral("session"));

    // Key Entities names them in this order ("Loans" is Loan, "Underwriting Decision"
    // keeps its words); the Scale prose gives "2 million borrowers", "3 million loans
    // (~4 KB each)", "36 million repayments at roughly 1 KB", "borrower profiles ~2KB".
    CHECK(compareEntities(model,
        {{u"borrower"_s, u"Borrower"_s, 2e6, 2, kNone}, {u"loan"_s, u"Loan"_s, 3e6, 4, kNone},
            {u"repayment"_s, u"Repayment"_s, 36e6, 1, kNone},
            {u"underwritingDecision"_s, u"Underwriting Decision"_s, kNone, kNone, kNone}}));

    CHECK(compareRelationships(model,
        {{u"borrower"_s, u"loan"_s, RelationshipKind::OneToMany, 2, 20, false},
            {u"loan"_s, u"repayment"_s, RelationshipKind::OneToMany, 36, 360, true},
            {u"loan"_s, u"underwritingDecision"_s, RelationshipKind::OneToOne, kNone, kNone, false}}));
    // "Update Patterns: Independent: …" in the Borrower + Loans analysis.
    QCOMPARE(model.relationships[0].childUpdatedIndependently, true);
    QCOMPARE(model.relationships[1].childUpdatedIndependently, false);

    // Pattern 1's row says "Simple point read", so its "Read" is a point read;
    // pattern 3 is ⏳, pattern 7 ❌: drafts. Entities are those the descriptions name,
    // in their order.
    CHECK(comparePatterns(model,
        {{u"AP1"_s, Operation::PointRead, 500, 500, {u"borrower"_s}, PatternStatus::Validated},
            {u"AP2"_s, Operation::Query, 200, 500, {u"borrower"_s, u"loan"_s}, PatternStatus::Validated},
            {u"AP3"_s, Operation::Query, 40, 120, {u"repayment"_s, u"loan"_s}, PatternStatus::Draft},
            {u"AP4"_s, Operation::Create, 10, 30, {u"loan"_s}, PatternStatus::Validated},
            {u"AP5"_s, Operation::Create, 80, 200, {u"repayment"_s, u"loan"_s}, PatternStatus::Validated},
            {u"AP6"_s, Operation::Patch, 80, 200, {u"loan"_s}, PatternStatus::Validated},
            {u"AP7"_s, Operation::PointRead, 15, 40, {u"underwritingDecision"_s, u"loan"_s}, PatternStatus::Draft}}));

    const AccessPattern &ap1 = model.accessPatterns[0];
    COMPARE_VALUE(ap1.latencySloMs, std::optional<double>(50));
    COMPARE_VALUE(ap1.resultCount, std::optional<double>(1));
    QCOMPARE(ap1.attributesNeeded,
        QStringList({QStringLiteral("borrowerId"), QStringLiteral("name"), QStringLiteral("email"),
            QStringLiteral("creditTier")}));
    // "by borrower ID" is the borrowerId the row needs.
    QCOMPARE(ap1.filters.size(), size_t(1));
    QCOMPARE(ap1.filters[0].attribute, QStringLiteral("borrowerId"));
    QCOMPARE(toQString(ap1.filters[0].op), QStringLiteral("eq"));
    QCOMPARE(model.accessPatterns[1].consistency, std::optional<Consistency>(Consistency::Session));
    QCOMPARE(model.accessPatterns[3].consistency, std::optional<Consistency>(Consistency::Strong));
    QVERIFY(model.accessPatterns[3].latencySloMs == std::nullopt);

    // Only the one-figure RPS is worth a word; the stated correlations (29% ≈ 200/700,
    // 16% ≈ 40/255) and decisions agree with the patterns.
    QCOMPARE(warningLines(imported), QList<qsizetype> {13});
    QVERIFY2(imported.warnings[0].message.contains(QStringLiteral("AP1: one figure (500 RPS)")),
        qPrintable(imported.warnings[0].message));
    verifyReloads(model);

    const QString text = QString::fromUtf8(readAll(dataPath(QStringLiteral("requirements/lending.md"))));
    // Windows line endings read the same.
    QString crlf = text;
    crlf.replace(QLatin1Char('\n'), QStringLiteral("\r\n"));
    const RequirementsImport windows = importRequirements(crlf);
    QVERIFY2(windows.model, qPrintable(report(windows)));
    QVERIFY(*windows.model == model);
    QCOMPARE(warningLines(windows), QList<qsizetype> {13});

    // An aggregate analysis of an entity described nowhere: its heading (line 41) says so.
    QString penalties = text;
    penalties.replace(
        QStringLiteral("### Loan + Repayments Container"), QStringLiteral("### Loan + Penalties Container"));
    const RequirementsImport unknownAggregate = importRequirements(penalties);
    QVERIFY2(unknownAggregate.model, qPrintable(report(unknownAggregate)));
    QCOMPARE(warningLines(unknownAggregate), (QList<qsizetype> {13, 41}));
    QVERIFY2(unknownAggregate.warnings[1].message.contains(QStringLiteral("Loan + Penalties")),
        qPrintable(unknownAggregate.warnings[1].message));
}

// ride_hailing.md: padded, centred columns, code spans, an escaped pipe, reversed
// and unbounded relationships, rates per second, per minute and in thousands.
void TestRequirementsImport::rideHailing()
{
    RequirementsImportOptions options;
    options.fallbackName = QStringLiteral("Rides");
    const RequirementsImport imported
        = importRequirementsFile(dataPath(QStringLiteral("requirements/ride_hailing.md")), options);
    QVERIFY2(imported.model, qPrintable(report(imported)));
    const Model &model = *imported.model;

    QCOMPARE(model.application.name, QStringLiteral("Rides"));
    // "East US and West Europe, multi-region writes": Azure's display names.
    QCOMPARE(model.application.regions, QStringList({QStringLiteral("eastus"), QStringLiteral("westeurope")}));
    QCOMPARE(model.application.multiRegionWrites, true);

    // "150k drivers" counts drivers; "40k concurrent riders" counts no documents;
    // "About 10 million rides on file, ride documents ~3 KB"; pings "~200 bytes".
    CHECK(compareEntities(model,
        {{u"rider"_s, u"Rider"_s, kNone, kNone, kNone}, {u"ride"_s, u"Ride"_s, 1e7, 3, kNone},
            {u"driver"_s, u"Driver"_s, 150000, kNone, kNone},
            {u"locationPing"_s, u"Location Ping"_s, kNone, 200.0 / 1024, kNone},
            {u"vehicle"_s, u"Vehicle"_s, kNone, kNone, kNone}}));

    // "Rides (N:1) Driver" and "Rides → Driver: N:1": the driver is the parent.
    CHECK(compareRelationships(model,
        {{u"rider"_s, u"ride"_s, RelationshipKind::OneToMany, 40, kInf, false},
            {u"driver"_s, u"ride"_s, RelationshipKind::OneToMany, 1500, kInf, false},
            {u"ride"_s, u"locationPing"_s, RelationshipKind::OneToMany, 120, 2000, true},
            {u"driver"_s, u"vehicle"_s, RelationshipKind::OneToOne, kNone, kNone, false}}));

    // 1.2k = 1,200; ~50/s = 50; 3,000 per minute = 50 a second; "800 peak" has no
    // average; "Avg 20 / Peak 60" is read by its labels.
    CHECK(comparePatterns(model,
        {{u"AP1"_s, Operation::Create, 1200, 1200, {u"ride"_s, u"rider"_s}, PatternStatus::Validated},
            {u"AP2"_s, Operation::Create, 4000, 9000, {u"locationPing"_s, u"ride"_s}, PatternStatus::Validated},
            {u"AP3"_s, Operation::PointRead, 50, 50, {u"ride"_s}, PatternStatus::Validated},
            {u"AP4"_s, Operation::Query, kNone, 800, {u"rider"_s, u"ride"_s}, PatternStatus::Draft},
            {u"AP5"_s, Operation::Patch, 50, 50, {u"driver"_s, u"ride"_s}, PatternStatus::Validated},
            {u"AP6"_s, Operation::Query, 45, 120, {u"locationPing"_s, u"ride"_s}, PatternStatus::Validated},
            {u"AP7"_s, Operation::Query, 20, 60, {u"driver"_s}, PatternStatus::Draft}}));

    // The escaped pipe is part of the description, not a cell boundary.
    QCOMPARE(model.accessPatterns[3].description,
        QStringLiteral("Show a rider's ride history (completed | cancelled), newest first"));
    // Code spans in the attribute cell are names.
    QCOMPARE(model.accessPatterns[0].attributesNeeded,
        QStringList({QStringLiteral("rideId"), QStringLiteral("riderId"), QStringLiteral("pickup"),
            QStringLiteral("dropoff")}));
    COMPARE_VALUE(model.accessPatterns[0].latencySloMs, std::optional<double>(150));
    QCOMPARE(model.accessPatterns[2].filters.size(), size_t(1));
    QCOMPARE(model.accessPatterns[2].filters[0].attribute, QStringLiteral("rideId"));

    // The three single figures (rows 1, 3 and 5, lines 15, 17, 19) are each a warning.
    QCOMPARE(warningLines(imported), (QList<qsizetype> {15, 17, 19}));
    QVERIFY(imported.warnings[0].message.contains(QStringLiteral("AP1: one figure (1200 RPS)")));
    QVERIFY(imported.warnings[1].message.contains(QStringLiteral("AP3: one figure (50 RPS)")));
    QVERIFY(imported.warnings[2].message.contains(QStringLiteral("AP5: one figure (50 RPS)")));
    verifyReloads(model);
}

// school_timetable.md: "*" bullets, entity facts as nested bullets under Scale, a
// table without spaces, Many:Many with figures on both sides, statuses with words.
void TestRequirementsImport::schoolTimetable()
{
    IMPORT_MODEL_OR_STOP(imported, model, "school_timetable.md");

    QCOMPARE(model.application.domain, QStringLiteral("education: school timetabling"));
    QCOMPARE(model.application.scaleNotes,
        QStringLiteral("1,200 students and 90 teachers per school, 400 schools on the platform."));
    QCOMPARE(model.application.regions, QStringList {QStringLiteral("australiaeast")});
    // "No multi-region writes needed".
    QCOMPARE(model.application.multiRegionWrites, false);
    QCOMPARE(toQString(model.application.consistency), QStringLiteral("eventual"));

    // The nested bullets come first (Student, Lesson, Class, as written), then Key
    // Entities adds Teacher and Room. "800 bytes" = 0.78125 KB; "2 KB at most".
    // "90 teachers per school" is per school, not a count of teachers.
    CHECK(compareEntities(model,
        {{u"student"_s, u"Student"_s, 480000, 1.5, kNone}, {u"lesson"_s, u"Lesson"_s, 2e6, 800.0 / 1024, 2},
            {u"class"_s, u"Class"_s, 16000, 3, kNone}, {u"teacher"_s, u"Teacher"_s, kNone, kNone, kNone},
            {u"room"_s, u"Room"_s, kNone, kNone, kNone}}));

    CHECK(compareRelationships(model,
        {{u"teacher"_s, u"lesson"_s, RelationshipKind::OneToMany, 25, 40, false},
            {u"class"_s, u"lesson"_s, RelationshipKind::OneToMany, 30, 45, true},
            {u"room"_s, u"lesson"_s, RelationshipKind::OneToMany, 35, 50, false},
            {u"student"_s, u"class"_s, RelationshipKind::ManyToMany, 8, 12, false}}));
    // The second clause of the many-to-many gives the other side: 28 students a
    // class, at most 35.
    COMPARE_VALUE(model.relationships[3].avgParents, std::optional<double>(28));
    COMPARE_VALUE(model.relationships[3].maxParents, std::optional<double>(35));

    CHECK(comparePatterns(model,
        {{u"AP1"_s, Operation::Query, 300, 2400, {u"class"_s, u"lesson"_s}, PatternStatus::Validated},
            {u"AP2"_s, Operation::Query, 90, 400, {u"teacher"_s, u"lesson"_s}, PatternStatus::Draft},
            {u"AP3"_s, Operation::Query, 5, 20, {u"room"_s}, PatternStatus::Draft},
            {u"AP4"_s, Operation::Replace, 2, 10, {u"lesson"_s, u"room"_s}, PatternStatus::Validated},
            {u"AP5"_s, Operation::Create, 40, 1500, {u"student"_s, u"class"_s}, PatternStatus::Draft},
            {u"AP6"_s, Operation::PointRead, 60, 150, {u"student"_s}, PatternStatus::Validated}}));
    QCOMPARE(model.accessPatterns[2].consistency, std::optional<Consistency>(Consistency::Eventual));
    COMPARE_VALUE(model.accessPatterns[2].latencySloMs, std::optional<double>(300));

    // Class + Lessons: 100% stated; AP1 is every class read (300 of 300). The lessons
    // are read alone by AP2 (90 of 390), too often to embed: multi-document, as stated.
    QVERIFY2(imported.warnings.empty(), qPrintable(report(imported)));
    verifyReloads(model);
}

// game_leaderboard.md: "ScoreEntries" is the entity ScoreEntry, which descriptions
// call "score entries"; a "top 100" result count; one stated correlation is wrong.
void TestRequirementsImport::gameLeaderboard()
{
    IMPORT_MODEL_OR_STOP(imported, model, "game_leaderboard.md");

    QCOMPARE(model.application.regions,
        QStringList({QStringLiteral("japaneast"), QStringLiteral("eastus"), QStringLiteral("westeurope")}));
    QCOMPARE(model.application.multiRegionWrites, true);
    QCOMPARE(toQString(model.application.consistency), QStringLiteral("eventual"));

    // "5 million players; 40 million score entries (~300 bytes each) …; 2,000 leaderboards."
    CHECK(compareEntities(model,
        {{u"player"_s, u"Player"_s, 5e6, kNone, kNone}, {u"scoreEntry"_s, u"ScoreEntry"_s, 4e7, 300.0 / 1024, kNone},
            {u"leaderboard"_s, u"Leaderboard"_s, 2000, kNone, kNone},
            {u"season"_s, u"Season"_s, kNone, kNone, kNone}}));

    CHECK(compareRelationships(model,
        {{u"player"_s, u"scoreEntry"_s, RelationshipKind::OneToMany, 120, 5000, false},
            {u"leaderboard"_s, u"scoreEntry"_s, RelationshipKind::OneToMany, 20000, kInf, false},
            {u"season"_s, u"leaderboard"_s, RelationshipKind::OneToMany, 40, 200, false}}));

    CHECK(comparePatterns(model,
        {{u"AP1"_s, Operation::Create, 1500, 6000, {u"scoreEntry"_s}, PatternStatus::Validated},
            {u"AP2"_s, Operation::Query, 900, 3000, {u"scoreEntry"_s, u"leaderboard"_s}, PatternStatus::Validated},
            {u"AP3"_s, Operation::Query, 250, 700, {u"player"_s, u"scoreEntry"_s}, PatternStatus::Draft},
            {u"AP4"_s, Operation::PointRead, 400, 1000, {u"player"_s}, PatternStatus::Validated},
            {u"AP5"_s, Operation::Patch, 1, 5, {u"player"_s}, PatternStatus::Validated},
            {u"AP6"_s, Operation::Query, 20, 50, {u"season"_s, u"leaderboard"_s}, PatternStatus::Validated}}));
    COMPARE_VALUE(model.accessPatterns[1].resultCount, std::optional<double>(100));
    QCOMPARE(model.accessPatterns[3].filters.size(), size_t(1));
    QCOMPARE(model.accessPatterns[3].filters[0].attribute, QStringLiteral("playerId"));
    verifyReloads(model);
}

// Player + ScoreEntries states 38%: the player's reads are AP3 (250) and AP4 (400),
// AP3 needs the entries: 250 / 650 = 38.5%, close enough. Leaderboard + ScoreEntries
// states 60% on line 38: the leaderboard's reads are AP2 (900) and AP6 (20), AP2
// needs the entries: 900 / 920 = 97.83%. Both stated decisions agree (rule 7, no
// joint write and under 50%; rule 4 for the leaderboard, unbounded so never one
// document).
void TestRequirementsImport::correlationDisagreementIsWarnedOnItsLine()
{
    const RequirementsImport imported = importData(QStringLiteral("game_leaderboard.md"));
    QVERIFY2(imported.model, qPrintable(report(imported)));
    QCOMPARE(warningLines(imported), QList<qsizetype> {38});
    const QString message = imported.warnings[0].message;
    QVERIFY2(message.contains(QStringLiteral("Leaderboard + ScoreEntry")), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("60%")), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("97.83%")), qPrintable(message));

    // With the figure corrected the document is quiet.
    QString text = QString::fromUtf8(readAll(dataPath(QStringLiteral("requirements/game_leaderboard.md"))));
    text.replace(QStringLiteral("60% of leaderboard reads"), QStringLiteral("98% of leaderboard reads"));
    const RequirementsImport corrected = importRequirements(text);
    QVERIFY2(corrected.model, qPrintable(report(corrected)));
    QVERIFY2(corrected.warnings.empty(), qPrintable(report(corrected)));

    // A stated decision the figures do not give is a warning on the Decision line:
    // Player + ScoreEntries is separate (rule 7), not one document.
    text.replace(
        QStringLiteral("- **Decision**: Separate Containers"), QStringLiteral("- **Decision**: Single Document"));
    const RequirementsImport decided = importRequirements(text);
    QVERIFY2(decided.model, qPrintable(report(decided)));
    QCOMPARE(warningLines(decided), QList<qsizetype> {34});
}

void TestRequirementsImport::multiRegionWrites_data()
{
    QTest::addColumn<QString>("distribution");
    QTest::addColumn<bool>("multiRegionWrites");
    QTest::newRow("stated") << u"eastus, westeurope; multi-region writes"_s << true;
    QTest::newRow("no") << u"eastus only. No multi-region writes needed."_s << false;
    QTest::newRow("without") << u"eastus, without multi-region writes"_s << false;
    QTest::newRow("not needed after") << u"eastus; multi-region writes are not needed"_s << false;
    QTest::newRow("single write region") << u"eastus; single write region"_s << false;
    QTest::newRow("not only reads") << u"eastus, westeurope; multi-region writes, not only reads"_s << true;
    QTest::newRow("a negation elsewhere") << u"eastus (no outage tolerated); multi-region writes"_s << true;
}

void TestRequirementsImport::multiRegionWrites()
{
    QFETCH(QString, distribution);
    QFETCH(bool, multiRegionWrites);
    const QString document = QStringLiteral("## Application Overview\n- **Geographic Distribution**: %1\n\n"
                                            "## Access Patterns Analysis\n"
                                            "| Pattern # | Description | RPS | Type |\n|---|---|---|---|\n"
                                            "| 1 | Get a user | 10 peak, 5 avg | Read |\n")
                                 .arg(distribution);
    const RequirementsImport imported = importRequirements(document);
    QVERIFY2(imported.model, qPrintable(report(imported)));
    QCOMPARE(imported.model->application.regions.value(0), QStringLiteral("eastus"));
    QCOMPARE(imported.model->application.multiRegionWrites, multiRegionWrites);
}

// Some assistants give the rates two columns. Each figure is read by its column's
// title, whichever comes first; a missing one stays missing.
void TestRequirementsImport::peakAndAverageInColumnsOfTheirOwn()
{
    const RequirementsImport imported = importRequirements(QStringLiteral(
        "## Access Patterns Analysis\n"
        "| # | Description | Avg RPS | Peak RPS | Type | Attributes Needed |\n|---|---|---|---|---|---|\n"
        "| 1 | Get a user by user ID | 200 | 500 | Read | User: userId, name, email (unique) |\n"
        "| 2 | Create a user | ~30/s | 1.2k | Write | userId: string, createdAt: datetime |\n"
        "| 3 | List users | 40 | | Read | |\n"));
    QVERIFY2(imported.model, qPrintable(report(imported)));
    const std::vector<AccessPattern> &patterns = imported.model->accessPatterns;
    QCOMPARE(patterns.size(), size_t(3));
    QCOMPARE(patterns[0].rpsAvg, std::optional<double>(200));
    QCOMPARE(patterns[0].rpsPeak, std::optional<double>(500));
    QCOMPARE(patterns[1].rpsAvg, std::optional<double>(30));
    QCOMPARE(patterns[1].rpsPeak, std::optional<double>(1200));
    QCOMPARE(patterns[2].rpsAvg, std::optional<double>(40));
    QCOMPARE(patterns[2].rpsPeak, std::optional<double>());
    // An entity named before the attributes is not an attribute, nor a type after one.
    QCOMPARE(patterns[0].attributesNeeded, QStringList({QStringLiteral("userId"), QStringLiteral("name"), QStringLiteral("email")}));
    QCOMPARE(patterns[1].attributesNeeded, QStringList({QStringLiteral("userId"), QStringLiteral("createdAt")}));
}

// The template's aggregate analysis gives sizes ("User 2KB + 5 recent orders 15KB"):
// an entity without a size of its own takes one document's share of them.
void TestRequirementsImport::sizesFromTheSizeConstraints()
{
    const RequirementsImport imported = importRequirements(QStringLiteral(
        "## Application Overview\n- **Key Entities**: User (1:M) Orders, Product\n\n"
        "## Access Patterns Analysis\n"
        "| Pattern # | Description | RPS | Type |\n|---|---|---|---|\n"
        "| 1 | Get a user with recent orders | 10 peak, 5 avg | Read |\n\n"
        "## Enhanced Aggregate Analysis\n### User + Orders Container Item Analysis\n"
        "- **Size Constraints**: User 2KB + 5 recent orders 15KB = 17KB total, bounded growth\n"
        "### Product + Orders Container Item Analysis\n"
        "- **Size Constraints**: Product ~1.5 MB with its images; orders 9KB\n"));
    QVERIFY2(imported.model, qPrintable(report(imported)));
    const Model &model = *imported.model;
    QCOMPARE(model.entity(QStringLiteral("user"))->avgSizeKB, std::optional<double>(2));
    QCOMPARE(model.entity(QStringLiteral("order"))->avgSizeKB, std::optional<double>(3)); // 15 KB for 5, the first said
    QCOMPARE(model.entity(QStringLiteral("product"))->avgSizeKB, std::optional<double>(1.5 * 1024));
}

QTEST_GUILESS_MAIN(TestRequirementsImport)
#include "tst_requirementsimport.moc"

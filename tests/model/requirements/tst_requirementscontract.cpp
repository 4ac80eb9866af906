// SPDX-License-Identifier: MIT
// What import-requirements promises (FORMAT.md section 5): a document it cannot read
// is refused with its line and nothing else; a value it cannot use is a warning with
// its line and the model still loads; and our own export of every bundled sample
// comes back with the same patterns, rates and decisions. The expected values are worked out from the
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


class TestRequirementsContract : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // Broken documents.
    void noAccessPatternTable();
    void wrongCellCount();
    void duplicatePatternNumbers();
    void unusableRps();
    void figuresNotReadAsWrittenAreWarned();
    void detailsNameAnUndescribedEntity();
    void rowsNoTableTakesAreSaidOnTheirLines();
    void unreadableFiles();

    // Our own export, read back.
    void roundTrip_data();
    void roundTrip();
    void roundTripKeepsMissingAndSmallRates();
};

// broken_no_table.md: the patterns are a numbered list; the only table is not one of
// patterns. The error names the "Access Patterns Analysis" heading (line 8).
void TestRequirementsContract::noAccessPatternTable()
{
    const RequirementsImport imported = importData(QStringLiteral("broken_no_table.md"));
    QVERIFY(!imported.model);
    QCOMPARE(imported.errors.size(), size_t(1));
    QCOMPARE(imported.errors[0].line, qsizetype(8));
    QCOMPARE(imported.errors[0].column, qsizetype(1));
    QVERIFY2(imported.errors[0].message.contains(QStringLiteral("no access-pattern table")),
        qPrintable(imported.errors[0].message));

    // Without any heading for the patterns, the document's first line.
    const RequirementsImport bare = importRequirements(QStringLiteral("# Notes\n\nNothing here yet.\n"));
    QVERIFY(!bare.model);
    QCOMPARE(bare.errors.size(), size_t(1));
    QCOMPARE(bare.errors[0].line, qsizetype(1));
}

// broken_cell_count.md: the header (line 10) has 8 cells; line 13 has 10 (two
// unescaped pipes in the description), line 14 has 7 (no design cell). Both rows
// start their first cell at column 3. The indented row on line 15 is fine.
void TestRequirementsContract::wrongCellCount()
{
    const RequirementsImport imported = importData(QStringLiteral("broken_cell_count.md"));
    QVERIFY(!imported.model);
    QVERIFY(imported.warnings.empty());
    QCOMPARE(imported.errors.size(), size_t(2));
    QCOMPARE(imported.errors[0].line, qsizetype(13));
    QCOMPARE(imported.errors[0].column, qsizetype(3));
    QCOMPARE(imported.errors[0].message, QStringLiteral("this row has 10 cells; the table's header (line 10) has 8"));
    QCOMPARE(imported.errors[1].line, qsizetype(14));
    QCOMPARE(imported.errors[1].column, qsizetype(3));
    QCOMPARE(imported.errors[1].message, QStringLiteral("this row has 7 cells; the table's header (line 10) has 8"));
    QCOMPARE(imported.errors[0].format(QStringLiteral("req.md")),
        QStringLiteral("req.md:13:3: this row has 10 cells; the table's header (line 10) has 8"));
}

// broken_duplicate_numbers.md: pattern 3 twice (lines 13 and 14), then 4 and 5. The
// second 3 takes the first number no row uses, AP6, and stays a draft; 4 and 5 keep
// their numbers.
void TestRequirementsContract::duplicatePatternNumbers()
{
    IMPORT_MODEL_OR_STOP(imported, model, "broken_duplicate_numbers.md");
    CHECK(comparePatterns(model,
        {{u"AP1"_s, Operation::Query, 700, 2000, {u"restaurant"_s, u"menuItem"_s}, PatternStatus::Validated},
            {u"AP2"_s, Operation::Create, 120, 400, {u"order"_s, u"customer"_s}, PatternStatus::Validated},
            {u"AP3"_s, Operation::PointRead, 500, 1500, {u"order"_s}, PatternStatus::Validated},
            {u"AP6"_s, Operation::Query, 90, 300, {u"customer"_s, u"order"_s}, PatternStatus::Draft},
            {u"AP4"_s, Operation::Patch, 250, 800, {u"order"_s}, PatternStatus::Validated},
            {u"AP5"_s, Operation::Replace, 4, 20, {u"menuItem"_s}, PatternStatus::Validated}}));
    QCOMPARE(warningLines(imported), QList<qsizetype> {14});
    QVERIFY2(imported.warnings[0].message.contains(QStringLiteral("pattern 3 is numbered twice (also on line 13)")),
        qPrintable(imported.warnings[0].message));
    QVERIFY2(imported.warnings[0].message.contains(QStringLiteral("AP6")), qPrintable(imported.warnings[0].message));
    verifyReloads(model);
}

// broken_rps_lots.md: pattern 2 (line 12) has "lots" for its RPS. Pattern 1's row says
// "Point read", so its Read is one.
void TestRequirementsContract::unusableRps()
{
    IMPORT_MODEL_OR_STOP(imported, model, "broken_rps_lots.md");
    CHECK(comparePatterns(model,
        {{u"AP1"_s, Operation::PointRead, 800, 5000, {u"event"_s}, PatternStatus::Validated},
            {u"AP2"_s, Operation::Create, kNone, kNone, {u"ticket"_s, u"event"_s}, PatternStatus::Draft},
            {u"AP3"_s, Operation::Query, 10, 30, {u"ticket"_s, u"event"_s}, PatternStatus::Validated}}));
    QCOMPARE(warningLines(imported), QList<qsizetype> {12});
    QVERIFY2(imported.warnings[0].message.contains(QStringLiteral("AP2: \"lots\" is not a number")),
        qPrintable(imported.warnings[0].message));
    verifyReloads(model);
}

// Figures the readers cannot take as written are warnings on their lines, not silent
// changes: a rate, a count and a children figure beyond a double (1e400 …), one with
// an exponent that fits (2.5e3, not read: the readers take written-out figures), a
// negative peak (read as 5,000 without this) and a TTL of -1 (read as one second).
// Dates, ranges and a JSON sample in a code block are no negative figures.
void TestRequirementsContract::figuresNotReadAsWrittenAreWarned()
{
    const QString document = QStringLiteral(
        "# Azure Cosmos DB NoSQL Modeling Session\n"                                               // 1
        "\n"                                                                                       // 2
        "## Application Overview\n"                                                                // 3
        "- **Domain**: event ticketing, since 2024-01-01\n"                                         // 4
        "- **Key Entities**: Event (1:N) Ticket\n"                                                   // 5
        "- **Scale**: 5,000 events a year, 1e999 tickets (~1 KB each), TTL -1\n"                    // 6
        "\n"                                                                                       // 7
        "## Access Patterns Analysis\n"                                                            // 8
        "| Pattern # | Description | RPS (Peak and Average) | Type | Attributes Needed |\n"           // 9
        "|-----------|-------------|-----------------|------|-------------------|\n"                 // 10
        "| 1 | Show an event page | -5,000 peak, 800 avg | Read | eventId, title |\n"                // 11
        "| 2 | List an event's tickets | 1e400 peak, 10 avg | Read | ticketId, seat |\n"            // 12
        "| 3 | Buy a ticket | 2.5e3 peak, 5-10 avg | Write | ticketId, eventId |\n"                  // 13
        "\n"                                                                                       // 14
        "## Entity Relationships Deep Dive\n"                                                      // 15
        "- **Event → Ticket**: 1:N (avg 4e500 tickets per event)\n"                                 // 16
        "\n"                                                                                       // 17
        "```json\n"                                                                                // 18
        "- \"defaultTtl\": -1\n"                                                                   // 19
        "```\n");                                                                                  // 20
    const RequirementsImport imported = importRequirements(document);
    QVERIFY2(imported.model, imported.errors.empty() ? "" : qPrintable(imported.errors.front().message));
    QStringList figures;
    for (const ImportWarning &w : imported.warnings)
        if (w.message.contains(QLatin1String("negative")) || w.message.contains(QLatin1String("exponent"))
            || w.message.contains(QLatin1String("beyond any figure")))
            figures << QStringLiteral("%1: %2").arg(w.line).arg(w.message);
    QCOMPARE(figures,
        QStringList({u"6: \"1e999\" is beyond any figure a model holds; it was not read"_s,
            u"6: \"-1\" is negative; no figure here may be, so it was not read as written"_s,
            u"11: \"-5,000\" is negative; no figure here may be, so it was not read as written"_s,
            u"12: \"1e400\" is beyond any figure a model holds; it was not read"_s,
            u"13: \"2.5e3\" is written with an exponent, which is not read; write it out (2,500)"_s,
            u"16: \"4e500\" is beyond any figure a model holds; it was not read"_s}));
    verifyReloads(*imported.model);
}

// broken_unknown_entity.md, in our export's layout: the details table (line 30) gives
// AP3 the entity Invoice, which neither the entity bullets nor a relationship
// describes. One warning, on that line; AP3 is a draft; the rest is as written.
void TestRequirementsContract::detailsNameAnUndescribedEntity()
{
    IMPORT_MODEL_OR_STOP(imported, model, "broken_unknown_entity.md");

    QCOMPARE(model.application.name, QStringLiteral("Coworking"));
    QCOMPARE(model.application.scaleNotes, QStringLiteral("About 500 members at peak."));
    QCOMPARE(model.application.regions, QStringList {QStringLiteral("northeurope")});
    CHECK(compareEntities(model,
        {{u"member"_s, u"Member"_s, 20000, 2, 4}, {u"desk"_s, u"Desk"_s, 1000, 1, 1},
            {u"booking"_s, u"Booking"_s, 219000, 1, 2}, {u"invoice"_s, u"Invoice"_s, kNone, kNone, kNone}}));
    QCOMPARE(toQString(model.entities[2].growth), QStringLiteral("unbounded"));
    COMPARE_VALUE(model.entities[2].ttlSeconds, std::optional<double>(31536000));

    CHECK(compareRelationships(model,
        {{u"member"_s, u"booking"_s, RelationshipKind::OneToMany, 11, 400, true},
            {u"desk"_s, u"booking"_s, RelationshipKind::OneToMany, 219, kInf, false}}));
    QCOMPARE(model.relationships[0].childUpdatedIndependently, false);
    QCOMPARE(model.relationships[1].childUpdatedIndependently, true);

    CHECK(comparePatterns(model,
        {{u"AP1"_s, Operation::Create, 10, 30, {u"booking"_s}, PatternStatus::Validated},
            {u"AP2"_s, Operation::Query, 20, 50, {u"member"_s, u"booking"_s}, PatternStatus::Validated},
            {u"AP3"_s, Operation::Query, 5, 10, {u"member"_s, u"invoice"_s}, PatternStatus::Draft}}));
    const AccessPattern &ap2 = model.accessPatterns[1];
    QCOMPARE(ap2.filters.size(), size_t(1));
    QCOMPARE(ap2.filters[0].attribute, QStringLiteral("memberId"));
    QCOMPARE(ap2.sort.size(), size_t(1));
    QCOMPARE(ap2.sort[0].attribute, QStringLiteral("booking.day"));
    QCOMPARE(toQString(ap2.sort[0].order), QStringLiteral("desc"));
    COMPARE_VALUE(ap2.resultCount, std::optional<double>(10));

    QCOMPARE(warningLines(imported), QList<qsizetype> {30});
    QVERIFY2(
        imported.warnings[0].message.contains(QStringLiteral("Invoice")), qPrintable(imported.warnings[0].message));
    verifyReloads(model);
}

// broken_stray_rows.md: a blank line splits the pattern table, so lines 15–16 (patterns
// 3 and 4) belong to no table; patterns 5 and 6 are a table written without outer
// pipes (GitHub's tables allow that); the table on line 23 numbers patterns but has no
// rates. Patterns 1, 2, 5 and 6 are read; the rest is said on its line. Before, 3 to 6
// and the last table disappeared without a word.
void TestRequirementsContract::rowsNoTableTakesAreSaidOnTheirLines()
{
    const RequirementsImport imported = importData(QStringLiteral("broken_stray_rows.md"));
    QVERIFY(imported.model);
    QStringList ids;
    for (const AccessPattern &p : imported.model->accessPatterns)
        ids << p.id;
    QCOMPARE(ids, QStringList({u"AP1"_s, u"AP2"_s, u"AP5"_s, u"AP6"_s}));
    const AccessPattern &search = imported.model->accessPatterns[2];
    QCOMPARE(search.description, u"Search products by name"_s);
    QCOMPARE(search.rpsPeak, std::optional<double>(30));
    QCOMPARE(search.rpsAvg, std::optional<double>(10));
    QCOMPARE(imported.model->accessPatterns[3].rpsPeak, std::optional<double>(300));
    QCOMPARE(imported.model->accessPatterns[3].rpsAvg, std::optional<double>(90));

    const auto warningsOn = [&imported](qsizetype line) {
        QStringList out;
        for (const ImportWarning &w : imported.warnings)
            if (w.line == line)
                out << w.message;
        return out;
    };
    QCOMPARE(warningsOn(15).size(), 1);
    QVERIFY2(warningsOn(15).front().contains(u"lines 15–16"_s) && warningsOn(15).front().contains(u"not read"_s),
        qPrintable(warningsOn(15).front()));
    QVERIFY(warningsOn(16).isEmpty());
    QCOMPARE(warningsOn(23).size(), 1);
    QVERIFY2(warningsOn(23).front().contains(u"no RPS column"_s) && warningsOn(23).front().contains(u"lines 25–26"_s),
        qPrintable(warningsOn(23).front()));
    for (qsizetype line = 18; line <= 21; ++line)
        for (const QString &message : warningsOn(line))
            QVERIFY2(!message.contains(u"table"_s), qPrintable(message));
}

void TestRequirementsContract::unreadableFiles()
{
    QTemporaryDir dir;
    const RequirementsImport missing = importRequirementsFile(dir.filePath(QStringLiteral("none.md")));
    QVERIFY(!missing.model);
    QCOMPARE(missing.errors.size(), size_t(1));

    // A byte that is not UTF-8, on line 3.
    const QString latin1 = dir.filePath(QStringLiteral("latin1.md"));
    QVERIFY(writeFile(latin1, "# Session\n\n- **Domain**: caf\xe9s\n"));
    const RequirementsImport notUtf8 = importRequirementsFile(latin1);
    QVERIFY(!notUtf8.model);
    QCOMPARE(notUtf8.errors.size(), size_t(1));
    QCOMPARE(notUtf8.errors[0].line, qsizetype(3));

    const RequirementsImport folder = importRequirementsFile(dir.path());
    QVERIFY(!folder.model);
}

void TestRequirementsContract::roundTrip_data()
{
    QTest::addColumn<QString>("path");
    const QDir samples(QStringLiteral(COSMOS_SHARED_EXAMPLES));
    const QStringList names = samples.entryList({QStringLiteral("*.cosmos.json")}, QDir::Files, QDir::Name);
    QVERIFY(names.size() >= 7);
    for (const QString &name : names)
        QTest::newRow(qPrintable(name)) << samples.filePath(name);
    const QString shared = QStringLiteral(COSMOS_SOURCE_DIR "/../shared/examples/ecommerce.cosmos.json");
    if (QFile::exists(shared))
        QTest::newRow("shared/examples/ecommerce.cosmos.json") << shared;
}

// Our export names each pattern's entities and writes every figure the import reads:
// reading it back gives the same patterns, and the same decisions.
void TestRequirementsContract::roundTrip()
{
    QFETCH(QString, path);
    const Model original = loadModel(path);
    const QString document = requirementsDocument(*Findings::of(original));
    const RequirementsImport imported = importRequirements(document);
    QVERIFY2(imported.model, qPrintable(report(imported)));
    QVERIFY2(imported.warnings.empty(), qPrintable(report(imported)));
    const Model &model = *imported.model;

    QCOMPARE(model.accessPatterns.size(), original.accessPatterns.size());
    for (size_t i = 0; i < original.accessPatterns.size(); ++i) {
        const AccessPattern &want = original.accessPatterns[i];
        const AccessPattern &got = model.accessPatterns[i];
        QCOMPARE(got.id, want.id);
        COMPARE_VALUE(got.rpsAvg, want.rpsAvg);
        COMPARE_VALUE(got.rpsPeak, want.rpsPeak);
        QCOMPARE(toQString(got.operation), toQString(want.operation));
        QCOMPARE(entityNames(model, got.entities), entityNames(original, want.entities));
    }

    const auto before = analyze(original);
    const auto after = analyze(model);
    QCOMPARE(after->relationships.size(), before->relationships.size());
    for (const RelationshipAnalysis &want : before->relationships) {
        const QString parent = entityNameOf(original, want.parent), child = entityNameOf(original, want.child);
        const RelationshipAnalysis *got = nullptr;
        for (const RelationshipAnalysis &r : after->relationships)
            if (entityNameOf(model, r.parent) == parent && entityNameOf(model, r.child) == child)
                got = &r;
        const QString what = parent + QStringLiteral(" → ") + child + QLatin1Char(' ');
        QVERIFY2(got, qPrintable(what + QStringLiteral("is missing")));
        QVERIFY2(got->decision == want.decision, qPrintable(what + QStringLiteral("decision")));
        QVERIFY2(
            got->rule == want.rule, qPrintable(what + QStringLiteral("rule %1, was %2").arg(got->rule).arg(want.rule)));
        QVERIFY2(got->band == want.band, qPrintable(what + QStringLiteral("band")));
    }
}

// A rate the model lacks is written "?" and stays absent; rates under one request a
// second keep their figures.
void TestRequirementsContract::roundTripKeepsMissingAndSmallRates()
{
    Model original = loadModel(samplePath(QStringLiteral("ecommerce.cosmos.json")));
    QVERIFY(original.accessPatterns.size() >= 4);
    original.accessPatterns[0].rpsAvg.reset();
    original.accessPatterns[1].rpsPeak.reset();
    original.accessPatterns[2].rpsAvg = 0.05;
    original.accessPatterns[3].rpsAvg = 12.5;
    const RequirementsImport imported = importRequirements(requirementsDocument(*Findings::of(original)));
    QVERIFY2(imported.model, qPrintable(report(imported)));
    QVERIFY2(imported.warnings.empty(), qPrintable(report(imported)));
    for (size_t i = 0; i < 4; ++i) {
        COMPARE_VALUE(imported.model->accessPatterns[i].rpsAvg, original.accessPatterns[i].rpsAvg);
        COMPARE_VALUE(imported.model->accessPatterns[i].rpsPeak, original.accessPatterns[i].rpsPeak);
    }
}

QTEST_GUILESS_MAIN(TestRequirementsContract)
#include "tst_requirementscontract.moc"

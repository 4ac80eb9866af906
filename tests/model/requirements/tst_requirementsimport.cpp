// SPDX-License-Identifier: MIT
// import-requirements (FORMAT.md section 5, "import-requirements reading rules"): the
// value readers one by one, hand-written documents in the styles an assistant writes
// them (tests/data/requirements), broken documents, and the round trip through our
// own export for every bundled sample. The expected values are worked out from the
// documents and the reading rules; the comments beside them say how.
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

namespace {

constexpr double kNone = -1; // "no value" in the data tables
const double kInf = std::numeric_limits<double>::infinity();

std::optional<double> value(double v)
{
    return v == kNone ? std::nullopt : std::optional<double>(v);
}

QString show(const std::optional<double> &v)
{
    return v ? QString::number(*v, 'g', 12) : QStringLiteral("none");
}

bool same(const std::optional<double> &a, const std::optional<double> &b)
{
    if (!a || !b)
        return !a && !b;
    if (std::isinf(*a) || std::isinf(*b))
        return *a == *b;
    return std::abs(*a - *b) <= 1e-9 * std::max(1.0, std::abs(*b));
}

#define COMPARE_VALUE(actual, expected)                                                                                \
    QVERIFY2(same((actual), (expected)),                                                                               \
        qPrintable(QStringLiteral(#actual ": %1, expected %2").arg(show(actual), show(expected))))

// The comparisons below are helpers: a test stops at the first one that fails, before
// it indexes into what that helper found wrong.
#define CHECK(call)                                                                                                    \
    do {                                                                                                               \
        call;                                                                                                          \
        if (QTest::currentTestFailed())                                                                                \
            return;                                                                                                    \
    } while (false)

QString entityNameOf(const Model &model, const QString &id)
{
    const Entity *e = model.entity(id);
    return e ? e->name : QStringLiteral("?") + id;
}

QStringList entityNames(const Model &model, const QStringList &ids)
{
    QStringList names;
    for (const QString &id : ids)
        names << entityNameOf(model, id);
    return names;
}

QString report(const RequirementsImport &imported)
{
    QString text;
    for (const Diagnostic &d : imported.errors)
        text += QStringLiteral("error %1:%2: %3\n").arg(d.line).arg(d.column).arg(d.message);
    for (const ImportWarning &w : imported.warnings)
        text += QStringLiteral("warning %1: %2\n").arg(w.line).arg(w.message);
    return text;
}

QList<qsizetype> warningLines(const RequirementsImport &imported)
{
    QList<qsizetype> lines;
    for (const ImportWarning &w : imported.warnings)
        lines << w.line;
    return lines;
}

RequirementsImport importData(const QString &name)
{
    return importRequirementsFile(dataPath(QStringLiteral("requirements/") + name));
}

// The written model loads again: what the CLI writes is a model like any other.
bool reloads(const Model &model, QString *why)
{
    const LoadResult loaded = ModelReader::readBytes(ModelWriter::toBytes(model));
    if (!loaded.ok() && !loaded.errors.empty())
        *why = loaded.errors.front().message;
    return loaded.ok();
}

struct ExpectedPattern {
    QString id;
    Operation operation;
    double avg;
    double peak;
    QStringList entities; // ids
    PatternStatus status;
};

void comparePatterns(const Model &model, const std::vector<ExpectedPattern> &expected)
{
    QCOMPARE(model.accessPatterns.size(), expected.size());
    for (size_t i = 0; i < expected.size(); ++i) {
        const AccessPattern &p = model.accessPatterns[i];
        const ExpectedPattern &want = expected[i];
        QCOMPARE(p.id, want.id);
        QCOMPARE(toQString(p.operation), toQString(want.operation));
        COMPARE_VALUE(p.rpsAvg, value(want.avg));
        COMPARE_VALUE(p.rpsPeak, value(want.peak));
        QCOMPARE(p.entities, want.entities);
        QCOMPARE(toQString(p.status), toQString(want.status));
    }
}

struct ExpectedRelationship {
    QString from;
    QString to;
    RelationshipKind kind;
    double avgChildren;
    double maxChildren;
    bool identifying;
};

void compareRelationships(const Model &model, const std::vector<ExpectedRelationship> &expected)
{
    QCOMPARE(model.relationships.size(), expected.size());
    for (size_t i = 0; i < expected.size(); ++i) {
        const Relationship &r = model.relationships[i];
        const ExpectedRelationship &want = expected[i];
        QCOMPARE(r.from, want.from);
        QCOMPARE(r.to, want.to);
        QCOMPARE(toQString(r.kind), toQString(want.kind));
        COMPARE_VALUE(r.avgChildren, value(want.avgChildren));
        COMPARE_VALUE(r.maxChildren, value(want.maxChildren));
        QCOMPARE(r.identifying, want.identifying);
    }
}

struct ExpectedEntity {
    QString id;
    QString name;
    double documentCount;
    double avgSizeKB;
    double maxSizeKB;
};

void compareEntities(const Model &model, const std::vector<ExpectedEntity> &expected)
{
    QCOMPARE(model.entities.size(), expected.size());
    for (size_t i = 0; i < expected.size(); ++i) {
        const Entity &e = model.entities[i];
        const ExpectedEntity &want = expected[i];
        QCOMPARE(e.id, want.id);
        QCOMPARE(e.name, want.name);
        COMPARE_VALUE(e.documentCount, value(want.documentCount));
        COMPARE_VALUE(e.avgSizeKB, value(want.avgSizeKB));
        COMPARE_VALUE(e.maxSizeKB, value(want.maxSizeKB));
        // Every entity has a key, so a point read has something to read by.
        QVERIFY2(std::any_of(e.attributes.begin(), e.attributes.end(),
                     [](const Attribute &a) { return a.type == AttributeType::Id; }),
            qPrintable(e.id));
    }
}

} // namespace

class TestRequirementsImport : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // The value readers.
    void readRps_data();
    void readRps();
    void readKind_data();
    void readKind();
    void readChildFigures_data();
    void readChildFigures();
    void readOperation_data();
    void readOperation();
    void singularAndNameKey_data();
    void singularAndNameKey();
    void splitRow_data();
    void splitRow();

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

    // Broken documents.
    void noAccessPatternTable();
    void wrongCellCount();
    void duplicatePatternNumbers();
    void unusableRps();
    void detailsNameAnUndescribedEntity();
    void unreadableFiles();

    // Our own export, read back.
    void roundTrip_data();
    void roundTrip();
    void roundTripKeepsMissingAndSmallRates();
};

void TestRequirementsImport::readRps_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("avg");
    QTest::addColumn<double>("peak");
    QTest::addColumn<bool>("single");
    QTest::addColumn<bool>("problem");

    QTest::newRow("one figure") << u"500 RPS"_s << 500.0 << 500.0 << true << false;
    QTest::newRow("peak first, average second") << u"500 RPS peak, 200 average"_s << 200.0 << 500.0 << false << false;
    QTest::newRow("labels before figures") << u"Peak 120, Avg 40"_s << 40.0 << 120.0 << false << false;
    // Labels, not order: the first figure is the average here.
    QTest::newRow("average first") << u"Avg 20 / Peak 60"_s << 20.0 << 60.0 << false << false;
    QTest::newRow("average first, labels after") << u"200 avg, 500 peak"_s << 200.0 << 500.0 << false << false;
    QTest::newRow("our export") << u"1,500 peak / 950 avg"_s << 950.0 << 1500.0 << false << false;
    QTest::newRow("per second, approximate") << u"~50/s"_s << 50.0 << 50.0 << true << false;
    QTest::newRow("thousands") << u"1.2k RPS"_s << 1200.0 << 1200.0 << true << false;
    // 3,000 a minute is 50 a second.
    QTest::newRow("per minute") << u"3,000 per minute"_s << 50.0 << 50.0 << true << false;
    QTest::newRow("rpm") << u"600 rpm"_s << 10.0 << 10.0 << true << false;
    // What is counted may stand between the figure and its unit.
    QTest::newRow("orders per minute") << u"3,000 orders per minute"_s << 50.0 << 50.0 << true << false;
    QTest::newRow("writes/min") << u"~120 writes/min"_s << 2.0 << 2.0 << true << false;
    QTest::newRow("logins per day") << u"86,400 logins per day"_s << 1.0 << 1.0 << true << false;
    QTest::newRow("an hour") << u"7,200 requests an hour"_s << 2.0 << 2.0 << true << false;
    QTest::newRow("per minute, labelled") << u"Peak 6,000/min, Avg 1,200/min"_s << 20.0 << 100.0 << false << false;
    QTest::newRow("thousands, labelled") << u"1.5k peak, 40 avg"_s << 40.0 << 1500.0 << false << false;
    // A time of day is no rate.
    QTest::newRow("time of day") << u"Peak 2,400 RPS at 8am, avg 300"_s << 300.0 << 2400.0 << false << false;
    // A peak alone leaves the average missing: nothing is made up for it.
    QTest::newRow("peak only") << u"800 peak"_s << kNone << 800.0 << false << false;
    QTest::newRow("average only") << u"avg 35"_s << 35.0 << kNone << false << false;
    // Two unlabelled figures: the larger is the peak.
    QTest::newRow("unlabelled pair") << u"200 / 500"_s << 200.0 << 500.0 << false << false;
    // Labels in parentheses, and "/s" as a unit rather than a separator.
    QTest::newRow("labels in parentheses") << u"500 (peak) / 200 (avg)"_s << 200.0 << 500.0 << false << false;
    QTest::newRow("peak in a parenthesis") << u"100 RPS (200 at peak)"_s << 100.0 << 200.0 << false << false;
    QTest::newRow("per second units, average first") << u"200/s avg, 500/s peak"_s << 200.0 << 500.0 << false << false;
    QTest::newRow("per second units, labels first") << u"avg 20/sec, peak 90/sec"_s << 20.0 << 90.0 << false << false;
    QTest::newRow("peak alone, in a parenthesis") << u"800 (peak)"_s << kNone << 800.0 << false << false;
    QTest::newRow("peak alone, per second") << u"800/s peak"_s << kNone << 800.0 << false << false;
    QTest::newRow("average alone, per minute") << u"120/min (avg)"_s << 2.0 << kNone << false << false;
    QTest::newRow("average, then peak in parentheses") << u"Avg 20 (Peak 60)"_s << 20.0 << 60.0 << false << false;
    QTest::newRow("labels after, in parentheses") << u"20 avg (60 peak)"_s << 20.0 << 60.0 << false << false;
    QTest::newRow("lots") << u"lots"_s << kNone << kNone << false << true;
    QTest::newRow("empty") << u""_s << kNone << kNone << false << true;
    QTest::newRow("percentage only") << u"90%"_s << kNone << kNone << false << true;
}

void TestRequirementsImport::readRps()
{
    QFETCH(QString, text);
    QFETCH(double, avg);
    QFETCH(double, peak);
    QFETCH(bool, single);
    QFETCH(bool, problem);
    const reqread::RpsReading reading = reqread::readRps(text);
    COMPARE_VALUE(reading.avg, value(avg));
    COMPARE_VALUE(reading.peak, value(peak));
    QCOMPARE(reading.singleFigure, single);
    QCOMPARE(!reading.problem.isEmpty(), problem);
    if (problem && !text.isEmpty())
        QVERIFY2(reading.problem.english().contains(text), qPrintable(reading.problem.english()));
}

void TestRequirementsImport::readKind_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<RelationshipKind>("kind");
    QTest::addColumn<bool>("reversed");
    QTest::addColumn<bool>("found");

    QTest::newRow("1:1") << u"1:1"_s << RelationshipKind::OneToOne << false << true;
    QTest::newRow("1:N") << u"1:N"_s << RelationshipKind::OneToMany << false << true;
    QTest::newRow("1:M") << u"1:M"_s << RelationshipKind::OneToMany << false << true;
    QTest::newRow("1:Many with figures") << u"1:Many (avg 5 orders per user, max 1000)"_s << RelationshipKind::OneToMany
                                         << false << true;
    QTest::newRow("one-to-many") << u"one-to-many"_s << RelationshipKind::OneToMany << false << true;
    QTest::newRow("1:few") << u"1:few"_s << RelationshipKind::OneToFew << false << true;
    QTest::newRow("M:N") << u"M:N"_s << RelationshipKind::ManyToMany << false << true;
    QTest::newRow("M:M") << u"M:M"_s << RelationshipKind::ManyToMany << false << true;
    QTest::newRow("Many:Many") << u"Many:Many (products in several categories)"_s << RelationshipKind::ManyToMany
                               << false << true;
    QTest::newRow("bold") << u"**many-to-many**"_s << RelationshipKind::ManyToMany << false << true;
    // The entity named second is the parent.
    QTest::newRow("N:1") << u"N:1"_s << RelationshipKind::OneToMany << true << true;
    QTest::newRow("Many:1") << u"Many:1 (each ride has one driver)"_s << RelationshipKind::OneToMany << true << true;
    QTest::newRow("many-to-one") << u"many-to-one"_s << RelationshipKind::OneToMany << true << true;
    QTest::newRow("none") << u"popular products in many orders"_s << RelationshipKind::OneToMany << false << false;
    QTest::newRow("a time is no cardinality") << u"synced at 12:30"_s << RelationshipKind::OneToMany << false << false;
}

void TestRequirementsImport::readKind()
{
    QFETCH(QString, text);
    QFETCH(RelationshipKind, kind);
    QFETCH(bool, reversed);
    QFETCH(bool, found);
    const reqread::KindReading reading = reqread::readKind(text);
    QCOMPARE(reading.found, found);
    if (found) {
        QCOMPARE(toQString(reading.kind), toQString(kind));
        QCOMPARE(reading.reversed, reversed);
    }
}

void TestRequirementsImport::readChildFigures_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("avg");
    QTest::addColumn<double>("max");

    QTest::newRow("template") << u"1:Many (avg 5 orders per user, max 1000)"_s << 5.0 << 1000.0;
    QTest::newRow("our export") << u"5 per User on average, at most 1,000"_s << 5.0 << 1000.0;
    QTest::newRow("unbounded") << u"1:N (avg 40 rides per rider, unbounded over the years)"_s << 40.0 << kInf;
    QTest::newRow("unbounded alone") << u"unbounded"_s << kNone << kInf;
    QTest::newRow("about, max with separator") << u"about 120 pings per ride, max 2,000"_s << 120.0 << 2000.0;
    QTest::newRow("up to") << u"avg 35, up to 50"_s << 35.0 << 50.0;
    QTest::newRow("typically, no limit") << u"typically 3, no upper limit"_s << 3.0 << kInf;
    QTest::newRow("nothing") << u"(popular products in many orders)"_s << kNone << kNone;
    QTest::newRow("exactly one") << u"1:1 (exactly one decision per loan)"_s << kNone << kNone;
}

void TestRequirementsImport::readChildFigures()
{
    QFETCH(QString, text);
    QFETCH(double, avg);
    QFETCH(double, max);
    const reqread::ChildFigures figures = reqread::readChildFigures(text);
    COMPARE_VALUE(figures.avg, value(avg));
    COMPARE_VALUE(figures.max, value(max));
}

void TestRequirementsImport::readOperation_data()
{
    QTest::addColumn<QString>("type");
    QTest::addColumn<QString>("description");
    QTest::addColumn<QString>("row");
    QTest::addColumn<Operation>("operation");
    QTest::addColumn<bool>("problem");

    QTest::newRow("read is a query") << u"Read"_s << u"List a user's orders"_s << u""_s << Operation::Query << false;
    QTest::newRow("read, row says point read")
        << u"Read"_s << u"Get user profile"_s << u"Simple point read with id and partition key"_s
        << Operation::PointRead << false;
    QTest::newRow("read (point read)") << u"Read (point read)"_s << u"Get a ride"_s << u""_s << Operation::PointRead
                                       << false;
    QTest::newRow("read (query)") << u"Read (query)"_s << u"Get an order"_s << u""_s << Operation::Query << false;
    QTest::newRow("query") << u"Query"_s << u"Find free rooms"_s << u""_s << Operation::Query << false;
    QTest::newRow("vector search") << u"Read (vector search)"_s << u"Similar products"_s << u""_s
                                   << Operation::VectorSearch << false;
    QTest::newRow("write is a create") << u"Write"_s << u"Submit a loan application"_s << u""_s << Operation::Create
                                       << false;
    QTest::newRow("write (patch)") << u"Write (patch)"_s << u"Update a loan's balance"_s << u""_s << Operation::Patch
                                   << false;
    QTest::newRow("write (replace)") << u"Write (replace)"_s << u"Move a lesson"_s << u""_s << Operation::Replace
                                     << false;
    QTest::newRow("write (upsert)") << u"Write (upsert)"_s << u"Save a draft"_s << u""_s << Operation::Upsert << false;
    QTest::newRow("write (delete)") << u"Write (delete)"_s << u"Remove a score"_s << u""_s << Operation::Delete
                                    << false;
    QTest::newRow("write, description says update")
        << u"Write"_s << u"Update an order's status"_s << u""_s << Operation::Replace << false;
    QTest::newRow("bold") << u"**Write** (patch)"_s << u"Update"_s << u""_s << Operation::Patch << false;
    QTest::newRow("no type") << u""_s << u"Something"_s << u""_s << Operation::Query << true;
    QTest::newRow("unknown type") << u"Scan"_s << u"Something"_s << u""_s << Operation::Query << true;
}

void TestRequirementsImport::readOperation()
{
    QFETCH(QString, type);
    QFETCH(QString, description);
    QFETCH(QString, row);
    QFETCH(Operation, operation);
    QFETCH(bool, problem);
    const reqread::OperationReading reading = reqread::readOperation(type, description, row);
    QCOMPARE(!reading.problem.isEmpty(), problem);
    if (!problem)
        QCOMPARE(toQString(reading.operation), toQString(operation));
}

void TestRequirementsImport::singularAndNameKey_data()
{
    QTest::addColumn<QString>("written");
    QTest::addColumn<QString>("singular");
    QTest::addColumn<QString>("key");

    QTest::newRow("Loans") << u"Loans"_s << u"Loan"_s << u"loan"_s;
    QTest::newRow("Loan") << u"Loan"_s << u"Loan"_s << u"loan"_s;
    QTest::newRow("loan") << u"loan"_s << u"loan"_s << u"loan"_s;
    QTest::newRow("Categories") << u"Categories"_s << u"Category"_s << u"category"_s;
    QTest::newRow("Address") << u"Address"_s << u"Address"_s << u"address"_s;
    QTest::newRow("Addresses") << u"Addresses"_s << u"Address"_s << u"address"_s;
    QTest::newRow("Classes") << u"Classes"_s << u"Class"_s << u"class"_s;
    QTest::newRow("Status") << u"Status"_s << u"Status"_s << u"status"_s;
    QTest::newRow("Boxes") << u"Boxes"_s << u"Box"_s << u"box"_s;
    QTest::newRow("Matches") << u"Matches"_s << u"Match"_s << u"match"_s;
    QTest::newRow("OrderItems") << u"OrderItems"_s << u"OrderItem"_s << u"orderitem"_s;
    QTest::newRow("Order Items") << u"Order Items"_s << u"Order Item"_s << u"orderitem"_s;
    QTest::newRow("ScoreEntries") << u"ScoreEntries"_s << u"ScoreEntry"_s << u"scoreentry"_s;
    QTest::newRow("bold") << u"**Repayments**"_s << u"**Repayments**"_s << u"repayment"_s;
}

void TestRequirementsImport::singularAndNameKey()
{
    QFETCH(QString, written);
    QFETCH(QString, singular);
    QFETCH(QString, key);
    if (!written.startsWith(QLatin1Char('*')))
        QCOMPARE(reqread::singular(written), singular);
    QCOMPARE(reqread::nameKey(written), key);
}

void TestRequirementsImport::splitRow_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QStringList>("cells");
    QTest::addColumn<QList<qsizetype>>("columns");

    // Columns are 1-based and point at the cell's first character.
    QTest::newRow("plain") << u"| 1 | Get a user | 500 RPS |"_s << QStringList {u"1"_s, u"Get a user"_s, u"500 RPS"_s}
                           << QList<qsizetype> {3, 7, 20};
    QTest::newRow("no spaces") << u"|1|a|b|"_s << QStringList {u"1"_s, u"a"_s, u"b"_s} << QList<qsizetype> {2, 4, 6};
    QTest::newRow("escaped pipe") << uR"(| a | b \| c | d |)"_s << QStringList {u"a"_s, uR"(b \| c)"_s, u"d"_s}
                                  << QList<qsizetype> {3, 7, 16};
    QTest::newRow("pipe in a code span") << u"| a | `x|y` | d |"_s << QStringList {u"a"_s, u"`x|y`"_s, u"d"_s}
                                         << QList<qsizetype> {3, 7, 15};
    QTest::newRow("double backticks") << u"| ``a|`b`` | c |"_s << QStringList {u"``a|`b``"_s, u"c"_s}
                                      << QList<qsizetype> {3, 14};
    QTest::newRow("our export's escaped pipe in code")
        << uR"(| `a\|b` | c |)"_s << QStringList {uR"(`a\|b`)"_s, u"c"_s} << QList<qsizetype> {3, 12};
    QTest::newRow("no closing pipe") << u"| a | b"_s << QStringList {u"a"_s, u"b"_s} << QList<qsizetype> {3, 7};
    QTest::newRow("empty cell") << u"| a |  | c |"_s << QStringList {u"a"_s, u""_s, u"c"_s}
                                << QList<qsizetype> {3, 8, 10};
    QTest::newRow("indented") << u"  | a | b |"_s << QStringList {u"a"_s, u"b"_s} << QList<qsizetype> {5, 9};
    // A backtick that no other run of its length closes is a literal character
    // (CommonMark), so the pipes after it still separate cells.
    QTest::newRow("lone backtick") << u"| it`s | b | c |"_s << QStringList {u"it`s"_s, u"b"_s, u"c"_s}
                                   << QList<qsizetype> {3, 10, 14};
    QTest::newRow("lone double backtick before a span")
        << u"| `` x | `y|z` |"_s << QStringList {u"`` x"_s, u"`y|z`"_s} << QList<qsizetype> {3, 10};
}

void TestRequirementsImport::splitRow()
{
    QFETCH(QString, line);
    QFETCH(QStringList, cells);
    QFETCH(QList<qsizetype>, columns);
    const std::vector<mdread::Cell> got = mdread::splitRow(line);
    QStringList texts;
    QList<qsizetype> starts;
    for (const mdread::Cell &cell : got) {
        texts << cell.text;
        starts << cell.column;
    }
    QCOMPARE(texts, cells);
    QCOMPARE(starts, columns);
    // The escape is Markdown; the plain text has the pipe alone.
    if (line.contains(QStringLiteral(R"(b \| c)")))
        QCOMPARE(mdread::plain(got[1].text), QStringLiteral("b | c"));
}

// lending.md: the template's own layout. Line 13 is pattern 1 ("500 RPS", one figure).
void TestRequirementsImport::lending()
{
    const RequirementsImport imported = importData(QStringLiteral("lending.md"));
    QVERIFY2(imported.model, qPrintable(report(imported)));
    const Model &model = *imported.model;

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
    QString why;
    QVERIFY2(reloads(model, &why), qPrintable(why));

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
    QString why;
    QVERIFY2(reloads(model, &why), qPrintable(why));
}

// school_timetable.md: "*" bullets, entity facts as nested bullets under Scale, a
// table without spaces, Many:Many with figures on both sides, statuses with words.
void TestRequirementsImport::schoolTimetable()
{
    const RequirementsImport imported = importData(QStringLiteral("school_timetable.md"));
    QVERIFY2(imported.model, qPrintable(report(imported)));
    const Model &model = *imported.model;

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
    QString why;
    QVERIFY2(reloads(model, &why), qPrintable(why));
}

// game_leaderboard.md: "ScoreEntries" is the entity ScoreEntry, which descriptions
// call "score entries"; a "top 100" result count; one stated correlation is wrong.
void TestRequirementsImport::gameLeaderboard()
{
    const RequirementsImport imported = importData(QStringLiteral("game_leaderboard.md"));
    QVERIFY2(imported.model, qPrintable(report(imported)));
    const Model &model = *imported.model;

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
    QString why;
    QVERIFY2(reloads(model, &why), qPrintable(why));
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

// broken_no_table.md: the patterns are a numbered list; the only table is not one of
// patterns. The error names the "Access Patterns Analysis" heading (line 8).
void TestRequirementsImport::noAccessPatternTable()
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
void TestRequirementsImport::wrongCellCount()
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
void TestRequirementsImport::duplicatePatternNumbers()
{
    const RequirementsImport imported = importData(QStringLiteral("broken_duplicate_numbers.md"));
    QVERIFY2(imported.model, qPrintable(report(imported)));
    const Model &model = *imported.model;
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
    QString why;
    QVERIFY2(reloads(model, &why), qPrintable(why));
}

// broken_rps_lots.md: pattern 2 (line 12) has "lots" for its RPS. Pattern 1's row says
// "Point read", so its Read is one.
void TestRequirementsImport::unusableRps()
{
    const RequirementsImport imported = importData(QStringLiteral("broken_rps_lots.md"));
    QVERIFY2(imported.model, qPrintable(report(imported)));
    const Model &model = *imported.model;
    CHECK(comparePatterns(model,
        {{u"AP1"_s, Operation::PointRead, 800, 5000, {u"event"_s}, PatternStatus::Validated},
            {u"AP2"_s, Operation::Create, kNone, kNone, {u"ticket"_s, u"event"_s}, PatternStatus::Draft},
            {u"AP3"_s, Operation::Query, 10, 30, {u"ticket"_s, u"event"_s}, PatternStatus::Validated}}));
    QCOMPARE(warningLines(imported), QList<qsizetype> {12});
    QVERIFY2(imported.warnings[0].message.contains(QStringLiteral("AP2: \"lots\" is not a number")),
        qPrintable(imported.warnings[0].message));
    QString why;
    QVERIFY2(reloads(model, &why), qPrintable(why));
}

// broken_unknown_entity.md, in our export's layout: the details table (line 30) gives
// AP3 the entity Invoice, which neither the entity bullets nor a relationship
// describes. One warning, on that line; AP3 is a draft; the rest is as written.
void TestRequirementsImport::detailsNameAnUndescribedEntity()
{
    const RequirementsImport imported = importData(QStringLiteral("broken_unknown_entity.md"));
    QVERIFY2(imported.model, qPrintable(report(imported)));
    const Model &model = *imported.model;

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
    QString why;
    QVERIFY2(reloads(model, &why), qPrintable(why));
}

void TestRequirementsImport::unreadableFiles()
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

void TestRequirementsImport::roundTrip_data()
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
void TestRequirementsImport::roundTrip()
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
void TestRequirementsImport::roundTripKeepsMissingAndSmallRates()
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

QTEST_GUILESS_MAIN(TestRequirementsImport)
#include "tst_requirementsimport.moc"

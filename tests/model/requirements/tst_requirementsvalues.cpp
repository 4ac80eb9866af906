// SPDX-License-Identifier: MIT
// import-requirements' value readers one by one (FORMAT.md section 5, "reading
// rules"): rates by their labels, operations, cardinalities, children figures,
// singular names, and the cells of a Markdown table row. Each row of a table is a
// case worked out by hand.
#include "requirementscompare.h"

#include "model/requirements/markdowntext.h"
#include "model/requirements/requirementsvalues.h"

#include <QTest>

using namespace cosmos;
using namespace cosmos::test;
using namespace Qt::StringLiterals;

class TestRequirementsValues : public QObject {
    Q_OBJECT

private Q_SLOTS:
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
};

void TestRequirementsValues::readRps_data()
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

void TestRequirementsValues::readRps()
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

void TestRequirementsValues::readKind_data()
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

void TestRequirementsValues::readKind()
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

void TestRequirementsValues::readChildFigures_data()
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

void TestRequirementsValues::readChildFigures()
{
    QFETCH(QString, text);
    QFETCH(double, avg);
    QFETCH(double, max);
    const reqread::ChildFigures figures = reqread::readChildFigures(text);
    COMPARE_VALUE(figures.avg, value(avg));
    COMPARE_VALUE(figures.max, value(max));
}

void TestRequirementsValues::readOperation_data()
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

void TestRequirementsValues::readOperation()
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

void TestRequirementsValues::singularAndNameKey_data()
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

void TestRequirementsValues::singularAndNameKey()
{
    QFETCH(QString, written);
    QFETCH(QString, singular);
    QFETCH(QString, key);
    if (!written.startsWith(QLatin1Char('*')))
        QCOMPARE(reqread::singular(written), singular);
    QCOMPARE(reqread::nameKey(written), key);
}

void TestRequirementsValues::splitRow_data()
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

void TestRequirementsValues::splitRow()
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

QTEST_GUILESS_MAIN(TestRequirementsValues)
#include "tst_requirementsvalues.moc"

// SPDX-License-Identifier: MIT
// A wrapped label never breaks a value in two: a number and its unit, a list of key
// paths.
#include "views/common/unbrokentext.h"

#include <QTest>

using namespace cosmos;

class TestUnbrokenText : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void valuesStayTogether_data();
    void valuesStayTogether();
};

void TestUnbrokenText::valuesStayTogether_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    const QString nb(QChar(0x00A0));
    const QString rate = QStringLiteral("RU/") + QChar(0x2060) + QStringLiteral("s"); // no break after the slash
    QTest::newRow("rate") << QStringLiteral("572 RU/s on average")
                          << QStringLiteral("572") + nb + rate + QStringLiteral(" on average");
    QTest::newRow("charge") << QStringLiteral("costs 5.19 RU.")
                            << QStringLiteral("costs 5.19") + nb + QStringLiteral("RU.");
    QTest::newRow("size") << QStringLiteral("(5 KB returned)")
                          << QStringLiteral("(5") + nb + QStringLiteral("KB returned)");
    QTest::newRow("share") << QStringLiteral("45 % of reads")
                           << QStringLiteral("45") + nb + QStringLiteral("% of reads");
    QTest::newRow("key") << QStringLiteral("key /companyId, /userId.")
                         << QStringLiteral("key /companyId,") + nb + QStringLiteral("/userId.");
    QTest::newRow("html kept") << QStringLiteral("<b>3,143 RU/s</b> at peak")
                               << QStringLiteral("<b>3,143") + nb + rate + QStringLiteral("</b> at peak");
    QTest::newRow("separator") << QStringLiteral("AP2 · 416 RU/s") << QStringLiteral("AP2") + nb + QStringLiteral("· 416") + nb + rate;
    const QString joiner(QChar(0x2060));
    QTest::newRow("per month") << QStringLiteral("$17.39/month") << QStringLiteral("$17.39/") + joiner + QStringLiteral("month");
    QTest::newRow("per month, ja") << QStringLiteral("$17.39/\u6708") << QStringLiteral("$17.39/") + joiner + QStringLiteral("\u6708");
    QTest::newRow("writes") << QStringLiteral("40 writes/s") << QStringLiteral("40 writes/") + joiner + QStringLiteral("s");
    // Paths and closing tags keep their slashes as they are: a joiner would be copied into a query.
    QTest::newRow("path") << QStringLiteral("key /postId") << QStringLiteral("key /postId");
    QTest::newRow("nested path") << QStringLiteral("/address/state") << QStringLiteral("/address/state");
    // Words that only start like a unit, and commas between words, are left alone.
    QTest::newRow("RUN") << QStringLiteral("2 RUNS, then") << QStringLiteral("2 RUNS, then");
    QTest::newRow("words") << QStringLiteral("User, Order, OrderItem") << QStringLiteral("User, Order, OrderItem");
    QTest::newRow("a path then a word") << QStringLiteral("/userId, then")
                                        << QStringLiteral("/userId, then");
    QTest::newRow("a slash between words") << QStringLiteral("read/write") << QStringLiteral("read/write");
}

void TestUnbrokenText::valuesStayTogether()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QCOMPARE(keepValuesTogether(text), expected);
}

QTEST_GUILESS_MAIN(TestUnbrokenText)
#include "tst_unbrokentext.moc"

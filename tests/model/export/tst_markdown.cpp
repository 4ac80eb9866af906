// SPDX-License-Identifier: MIT
// User-written text stays inert in the exported Markdown: a pipe cannot end a table
// cell, a backtick cannot open code, HTML cannot render, a line break cannot end a
// row or start a paragraph.
#include "testsupport.h"

#include "model/export/markdown.h"

#include <QTest>

using namespace cosmos;

namespace {

bool everyUnescaped(const QString &text, QChar ch)
{
    for (qsizetype i = 0; i < text.size(); ++i)
        if (text.at(i) == ch && (i == 0 || text.at(i - 1) != QLatin1Char('\\')))
            return false;
    return true;
}

const QString kHostile
    = QStringLiteral("Get | all `orders`\n<script>alert(1)</script> *now* [here](x) &amp; _x_ #1\r\n\u2028end");

} // namespace

class TestMarkdown : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void textStaysOneInertLine();
    void textKeepsOrdinaryCharacters();
    void codeHoldsAnyBackticks();
    void hostileCellsKeepTheTableShape();
    void codeBlocksOutgrowTheirContent();
    void lists();
};

void TestMarkdown::textStaysOneInertLine()
{
    const QString escaped = md::text(kHostile);
    QVERIFY(!escaped.contains(QLatin1Char('\n')));
    QVERIFY(!escaped.contains(QLatin1Char('\r')));
    QVERIFY(!escaped.contains(QChar(0x2028)));
    for (const char ch : {'|', '`', '<', '>', '*', '[', ']', '_', '#'})
        QVERIFY2(everyUnescaped(escaped, QLatin1Char(ch)), qPrintable(escaped));
    QCOMPARE(escaped,
        QStringLiteral("Get \\| all \\`orders\\` \\<script\\>alert(1)\\</script\\> \\*now\\* \\[here\\](x) \\&amp; "
                       "\\_x\\_ \\#1 end"));
}

void TestMarkdown::textKeepsOrdinaryCharacters()
{
    QCOMPARE(md::text(QStringLiteral("Online shop: 10,000 users (peak) & more.")),
        QStringLiteral("Online shop: 10,000 users (peak) & more."));
    QCOMPARE(md::text(QString::fromUtf8("注文 📦 — ≥ 5")), QString::fromUtf8("注文 📦 — ≥ 5"));
}

void TestMarkdown::codeHoldsAnyBackticks()
{
    QCOMPARE(md::code(QStringLiteral("userId")), QStringLiteral("`userId`"));
    QCOMPARE(md::code(QStringLiteral("a`b")), QStringLiteral("``a`b``"));
    QCOMPARE(md::code(QStringLiteral("`x`")), QStringLiteral("`` `x` ``"));
    QCOMPARE(md::code(QStringLiteral("a||b")), QStringLiteral("`a\\|\\|b`"));
    QCOMPARE(md::code(QStringLiteral("one\ntwo")), QStringLiteral("`one two`"));
    QCOMPARE(md::code(QString()), QStringLiteral("` `"));
}

void TestMarkdown::hostileCellsKeepTheTableShape()
{
    const QString table = md::table({QStringLiteral("Pattern"), QStringLiteral("Description"), QStringLiteral("Code")},
        {{md::text(QStringLiteral("AP|1")), md::text(kHostile), md::code(kHostile)}, {QStringLiteral("AP2")}});
    const QStringList lines = table.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 4); // header, delimiter, two rows
    for (const QString &line : lines) {
        QVERIFY2(line.startsWith(QLatin1Char('|')) && line.endsWith(QLatin1Char('|')), qPrintable(line));
        QCOMPARE(test::markdownCells(line), 3);
    }
    QVERIFY(lines[1].startsWith(QStringLiteral("|---|")));
}

void TestMarkdown::codeBlocksOutgrowTheirContent()
{
    QCOMPARE(md::codeBlock(QStringLiteral("json"), QStringLiteral("{}\n")), QStringLiteral("```json\n{}\n```\n"));
    const QString nested = md::codeBlock(QStringLiteral("json"), QStringLiteral("[\"```\"]"));
    QVERIFY(nested.startsWith(QStringLiteral("````json\n")));
    QVERIFY(nested.endsWith(QStringLiteral("\n````\n")));
}

void TestMarkdown::lists()
{
    QCOMPARE(md::list({}), QString());
    QCOMPARE(md::list({QStringLiteral("User")}), QStringLiteral("User"));
    QCOMPARE(md::list({QStringLiteral("User"), QStringLiteral("Order")}), QStringLiteral("User and Order"));
    QCOMPARE(md::list({QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C")}), QStringLiteral("A, B and C"));
}

QTEST_GUILESS_MAIN(TestMarkdown)
#include "tst_markdown.moc"

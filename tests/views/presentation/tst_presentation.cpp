// SPDX-License-Identifier: MIT
// The walkthrough steps through the access patterns for a review or a lesson; the
// caption says where each goes and what it costs, with the analysis's numbers.
#include "guitest.h"
#include "testsupport.h"

#include "model/analysis/analysis.h"
#include "model/document/editplans.h"
#include "views/document/documentselection.h"
#include "views/document/modeldocument.h"
#include "views/presentation/patterncaption.h"
#include "views/presentation/walkthrough.h"

#include <QSignalSpy>
#include <QTest>

using namespace cosmos;

class TestPresentation : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::failOnUnexpectedWarnings(); }
    void stepsFromTheSelectedPatternAndStopsAtTheEnds();
    void deletingPatternsKeepsAValidStep();
    void captionShowsTheRouteAndTheCost();
};

namespace {
struct Fixture {
    ModelDocument document;
    Walkthrough walkthrough {&document};
    Fixture()
    {
        document.load(test::samplePath(QStringLiteral("ecommerce.cosmos.json")), nullptr);
        document.recomputeNow();
    }
};
} // namespace

void TestPresentation::stepsFromTheSelectedPatternAndStopsAtTheEnds()
{
    Fixture f;
    QSignalSpy steps(&f.walkthrough, &Walkthrough::stepChanged);
    f.document.selection()->select(ObjectKind::AccessPattern, QStringLiteral("AP3"));
    f.walkthrough.start();
    QVERIFY(f.walkthrough.isActive());
    QCOMPARE(f.walkthrough.currentPattern(), QStringLiteral("AP3"));
    QCOMPARE(f.document.selection()->focusedPattern(), QStringLiteral("AP3"));
    QCOMPARE(steps.last().at(1).toInt(), 2);
    QCOMPARE(steps.last().at(2).toInt(), 12);
    f.walkthrough.previous();
    f.walkthrough.previous();
    f.walkthrough.previous(); // already at the first: stays
    QCOMPARE(f.walkthrough.currentPattern(), QStringLiteral("AP1"));
    f.walkthrough.last();
    f.walkthrough.next(); // already at the last: stays
    QCOMPARE(f.walkthrough.currentPattern(), QStringLiteral("AP12"));
    f.walkthrough.stop();
    QVERIFY(!f.walkthrough.isActive());
    QVERIFY(f.document.selection()->focusedPattern().isEmpty());
    QVERIFY(f.walkthrough.currentPattern().isEmpty());
}

void TestPresentation::deletingPatternsKeepsAValidStep()
{
    Fixture f;
    f.walkthrough.start();
    f.walkthrough.last();
    QVERIFY(f.document.apply(plans::removeObjects(f.document.model(),
                                 plans::Selection {{}, {}, {QStringLiteral("AP11"), QStringLiteral("AP12")}}),
        QStringLiteral("Delete")));
    QVERIFY(f.walkthrough.isActive());
    QCOMPARE(f.walkthrough.count(), 10);
    QCOMPARE(f.walkthrough.currentPattern(), QStringLiteral("AP10"));
}

void TestPresentation::captionShowsTheRouteAndTheCost()
{
    Fixture f;
    QWidget canvas;
    canvas.resize(1280, 720);
    auto *caption = new PatternCaption(&f.document, &canvas);
    canvas.show();
    const PatternAnalysis *routed = f.document.analysis()->accessPattern(QStringLiteral("AP1"));
    QVERIFY(routed);
    caption->showPattern(QStringLiteral("AP1"), 0, 12);
    QVERIFY(caption->isVisible());
    const QString text = caption->text();
    QVERIFY2(text.startsWith(QStringLiteral("AP1 — Get user profile by user id at login\n")), qPrintable(text));
    // The analysis's container and charge: a point read of a 2 KB user is 1.04 RU on
    // the measured size curve; 550 requests a second on average, 900 at peak.
    QCOMPARE(routed->container, QStringLiteral("UserOrders"));
    // Each number keeps its unit on its line, and a separator stays at the end of
    // its line: no-break spaces before them.
    QVERIFY2(text.contains(QStringLiteral("point read on UserOrders\u00a0· 1.04\u00a0RU per request\u00a0· 572\u00a0RU/\u2060s on "
                                          "average, 936 at peak")),
        qPrintable(text));
    caption->showPattern(QStringLiteral("AP99"), 0, 12);
    QVERIFY(!caption->isVisible());
}

QTEST_MAIN(TestPresentation)
#include "tst_presentation.moc"

// SPDX-License-Identifier: MIT
// The Advisor and Checklist docks: they follow the published analysis without a
// refresh button, and activating a finding selects its subject on the canvas.
#include "guitest.h"
#include "modelbuilder.h"
#include "panelwindow.h"
#include "samplewindow.h"

#include "views/document/documentselection.h"
#include "views/document/modeldocument.h"
#include "views/panels/advisorpanel.h"
#include "views/panels/checklistpanel.h"

#include <QTest>
#include <QTreeView>

using namespace cosmos;
using test::ModelBuilder;

namespace {

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

// User is read at login but nothing creates it; AP2 queries it without a projection.
Model userNeverWritten()
{
    ModelBuilder b;
    b.entity(s("user"), 1, 2, 1000, {ModelBuilder::attribute(s("country"), AttributeType::String, 40)});
    b.pattern(s("AP1"), Operation::PointRead, {s("user")}, 10, 20, {s("userId")});
    b.lastPattern().description = s("Get the user at login");
    b.pattern(s("AP2"), Operation::Query, {s("user")}, 5, 10, {s("country")}, 10);
    return b.build();
}

// The shown row whose cell in `column` contains `text`, or -1.
int rowContaining(const FindingsPanel *panel, int column, const QString &text)
{
    for (int row = 0; row < panel->rowCount(); ++row)
        if (panel->cellText(row, column).contains(text))
            return row;
    return -1;
}

// Errors first, then warnings, then notes; within a severity, the checklist's order.
void verifySeverityOrder(const ChecklistPanel *panel)
{
    for (int row = 1; row < panel->rowCount(); ++row) {
        const ChecklistItem &before = panel->items()[size_t(panel->findingAt(row - 1))];
        const ChecklistItem &after = panel->items()[size_t(panel->findingAt(row))];
        QVERIFY2(severityRank(before.severity) < severityRank(after.severity)
                || (before.severity == after.severity && panel->findingAt(row - 1) < panel->findingAt(row)),
            qPrintable(QStringLiteral("rows %1 and %2").arg(row - 1).arg(row)));
    }
}

// Makes a shown row current, as a click on it does.
void makeCurrent(FindingsPanel *panel, int row)
{
    panel->tree()->setCurrentIndex(panel->tree()->model()->index(row, 0));
}

// Return on a finding selected its subject: the object of this kind with this id.
void verifySelected(const ModelDocument &document, ObjectKind kind, const QString &id)
{
    QVERIFY(document.selection()->current());
    QCOMPARE(document.selection()->current()->kind, kind);
    QCOMPARE(document.selection()->current()->id, id);
}

using Fixture = test::PanelWindow;

} // namespace

class TestAdvisorPanels : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::failOnUnexpectedWarnings(); }
    void activatingAChecklistItemSelectsItsSubject();
    void checklistSortsErrorsFirstAndFollowsTheAnalysis();
    void aListSortsByAnyColumnAndBack();
    void activatingAdviceSelectsThePattern();
    void aLongFindingIsShownWhole();
};

void TestAdvisorPanels::activatingAChecklistItemSelectsItsSubject()
{
    Fixture f(userNeverWritten());
    auto *panel = f.show<ChecklistPanel>();
    QTreeView *tree = panel->tree();
    const int row = rowContaining(panel, 2, s("User is read by AP1"));
    QVERIFY(row >= 0);
    QVERIFY(!f.document.selection()->current());
    tree->setFocus();
    makeCurrent(panel, row);
    QTest::keyClick(tree, Qt::Key_Return);
    verifySelected(f.document, ObjectKind::Entity, s("user"));

    f.document.selection()->clear();
    const int question = rowContaining(panel, 2, s("The account runs in 1 region"));
    QVERIFY(question >= 0); // an application-wide question: nothing to select, nothing breaks
    makeCurrent(panel, question);
    QTest::keyClick(tree, Qt::Key_Return);
    QVERIFY(!f.document.selection()->current());
}

void TestAdvisorPanels::checklistSortsErrorsFirstAndFollowsTheAnalysis()
{
    Model model = userNeverWritten();
    model.entities[0].maxSizeKB = 3000; // above the 2 MB item limit: an error
    Fixture f(model);
    auto *panel = f.show<ChecklistPanel>();
    QVERIFY(panel->rowCount() > 2);
    QCOMPARE(panel->cellText(0, 0), s("Error"));
    verifySeverityOrder(panel);
    if (QTest::currentTestFailed())
        return;
    // "1 error" in the GUI, whose English translation holds the plural forms
    // (tst_uilanguage); "1 error(s)" here, where no translator is installed.
    QVERIFY(panel->summaryText().startsWith(s("1 error")));

    // A new analysis is published: the visible panel re-reads it by itself.
    model.entities[0].maxSizeKB = 4;
    f.document.reset(model, QString());
    f.document.recomputeNow();
    QCoreApplication::processEvents();
    QVERIFY(panel->rowCount() > 0);
    QVERIFY(panel->cellText(0, 0) != s("Error"));
    QVERIFY(panel->summaryText().startsWith(s("0 error")));
}

void TestAdvisorPanels::aListSortsByAnyColumnAndBack()
{
    // Sorting by a text column orders the rows by that text; the current finding stays
    // current; sorting by severity again gives the engine's order within a severity.
    test::SampleWindow f; // the online shop: findings of several severities and subjects
    auto *panel = f.show<ChecklistPanel>();
    QVERIFY(panel->rowCount() > 3);
    const int picked = panel->findingAt(panel->rowCount() - 1);
    panel->setCurrentFinding(picked);
    panel->tree()->sortByColumn(1, Qt::AscendingOrder);
    for (int row = 1; row < panel->rowCount(); ++row)
        QVERIFY2(panel->cellText(row - 1, 1) <= panel->cellText(row, 1),
            qPrintable(panel->cellText(row - 1, 1) + QStringLiteral(" > ") + panel->cellText(row, 1)));
    QCOMPARE(panel->currentFinding(), picked);
    panel->tree()->sortByColumn(FindingsPanel::kSeverityColumn, Qt::AscendingOrder);
    verifySeverityOrder(panel);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(panel->currentFinding(), picked);
}

void TestAdvisorPanels::activatingAdviceSelectsThePattern()
{
    Fixture f(userNeverWritten());
    auto *panel = f.show<AdvisorPanel>();
    QTreeView *tree = panel->tree();
    // AP2 returns whole documents: the projection advice names it.
    const int row = rowContaining(panel, 2, s("AP2"));
    QVERIFY(row >= 0);
    makeCurrent(panel, row);
    QVERIFY(panel->detailText().contains(s("Recommendation:")));
    QVERIFY(panel->detailText().contains(s("Azure documentation")));
    QTest::keyClick(tree, Qt::Key_Return);
    verifySelected(f.document, ObjectKind::AccessPattern, s("AP2"));

    // A new analysis of the same model keeps the advice the user picked.
    const QString picked = panel->advice()[size_t(panel->currentFinding())].message.english();
    f.document.recomputeNow();
    QCoreApplication::processEvents();
    QVERIFY(panel->currentFinding() >= 0);
    QCOMPARE(panel->advice()[size_t(panel->currentFinding())].message.english(), picked);
}

// A finding longer than its column wraps onto as many lines as it needs, and a narrower
// panel gives it more lines: its conclusion is never cut off.
void TestAdvisorPanels::aLongFindingIsShownWhole()
{
    test::SampleWindow f; // the online shop: its warning about a unique email is long
    auto *panel = f.show<ChecklistPanel>();
    QTreeView *tree = panel->tree();
    const auto wrappedHeight = [&](int row) {
        const QRect cell = tree->visualRect(tree->model()->index(row, 2));
        const int width = tree->columnWidth(2) - 2 * tree->style()->pixelMetric(QStyle::PM_FocusFrameHMargin) - 2;
        const QRect text
            = tree->fontMetrics().boundingRect(QRect(0, 0, width, 10000), Qt::TextWordWrap, panel->cellText(row, 2));
        return std::pair{cell.height(), text.height()};
    };
    for (const int width : {1200, 500}) {
        panel->resize(width, 600);
        QTest::qWait(50); // the rows are measured again once the column widths settle
        int longest = -1;
        for (int row = 0; row < panel->rowCount(); ++row)
            if (longest < 0 || panel->cellText(row, 2).size() > panel->cellText(longest, 2).size())
                longest = row;
        QVERIFY(longest >= 0);
        tree->scrollTo(tree->model()->index(longest, 2)); // measured where it is shown
        const int oneLine = tree->fontMetrics().height();
        const auto [cell, text] = wrappedHeight(longest);
        QVERIFY2(text > oneLine, "the test needs a finding longer than its column");
        QVERIFY2(cell >= text, qPrintable(QStringLiteral("%1 < %2 at %3").arg(cell).arg(text).arg(width)));
    }
}

QTEST_MAIN(TestAdvisorPanels)
#include "tst_advisorpanels.moc"

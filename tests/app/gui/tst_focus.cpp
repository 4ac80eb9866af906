// SPDX-License-Identifier: MIT
// Typing goes where the user looks: Add Entity from the access-pattern table or
// from the inspector starts the new card's name editor, and the typed name lands
// there, not in the table or the inspector.
#include "scratchhome.h"
#include "testsupport.h"

#include "mainwindow.h"
#include "paneldocks.h"
#include "views/canvas/modelview.h"
#include "views/document/documentselection.h"
#include "views/document/modeldocument.h"
#include "views/panels/inspectorpanel.h"
#include "views/panels/accesspatternspanel.h"

#include <QDockWidget>
#include <QLineEdit>
#include <QTableView>
#include <QToolButton>
#include <QUndoStack>
#include <QTemporaryDir>
#include <QTest>

using namespace cosmos;

namespace {
// The online-shop sample in `window`, shown, active (keys go to it) and settled.
bool showTheSample(MainWindow &window)
{
    window.resize(1600, 1000);
    window.document()->reset(test::loadModel(test::samplePath(QStringLiteral("ecommerce.cosmos.json"))), QString());
    window.show();
    window.activateWindow();
    if (!QTest::qWaitForWindowActive(&window))
        return false;
    window.settle();
    return true;
}
} // namespace

class TestFocus : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void addEntityFromThePatternTableTypesIntoTheNewCard();
    void addEntityFromTheInspectorTypesIntoTheNewCard();

private:
    test::ScratchHome m_home;
};

void TestFocus::initTestCase()
{
    QVERIFY(m_home.enter());
}

void TestFocus::addEntityFromThePatternTableTypesIntoTheNewCard()
{
    MainWindow window;
    QVERIFY(showTheSample(window));
    QVERIFY(window.raisePanel(QStringLiteral("accessPatterns")));
    auto *panel = window.findChild<AccessPatternsPanel *>();
    QVERIFY(panel);
    QTableView *table = panel->table();
    table->setFocus();
    table->setCurrentIndex(table->model()->index(0, 0));
    QApplication::processEvents();
    QVERIFY(table->hasFocus());
    const QString firstCell = table->model()->index(0, 0).data().toString();
    const size_t entitiesBefore = window.document()->model().entities.size();

    QTest::keyClick(table, Qt::Key_E, Qt::ControlModifier);
    QApplication::processEvents();
    QCOMPARE(window.document()->model().entities.size(), entitiesBefore + 1);
    QVERIFY(window.canvas()->hasFocus());
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("Seller"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QApplication::processEvents();

    const Entity added = window.document()->model().entities.back();
    QCOMPARE(added.name, QStringLiteral("Seller"));
    QCOMPARE(table->model()->index(0, 0).data().toString(), firstCell); // the table got no keys
}

void TestFocus::addEntityFromTheInspectorTypesIntoTheNewCard()
{
    MainWindow window;
    QVERIFY(showTheSample(window));
    ModelDocument *document = window.document();
    document->selection()->select(ObjectKind::Entity, QStringLiteral("review"));
    QApplication::processEvents();
    QLineEdit *name = nullptr;
    for (QLineEdit *edit : window.docks()->inspector()->findChildren<QLineEdit *>())
        if (edit->isVisible() && edit->text() == QLatin1String("Review"))
            name = edit;
    QVERIFY(name);
    name->setFocus();
    name->end(false);
    QApplication::processEvents();
    QVERIFY(name->hasFocus());
    const int undoSteps = document->undoStack()->count();
    const size_t entitiesBefore = document->model().entities.size();

    // The toolbar's button: a click there leaves the focus where it was.
    QToolButton *button = nullptr;
    for (QToolButton *tool : window.findChildren<QToolButton *>())
        if (tool->defaultAction()
            && tool->defaultAction()->text().remove(QLatin1Char('&')) == QLatin1String("Add Entity"))
            button = tool;
    QVERIFY(button);
    QTest::mouseClick(button, Qt::LeftButton);
    QApplication::processEvents();
    QCOMPARE(document->model().entities.size(), entitiesBefore + 1);
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("Seller"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    document->recomputeNow();
    QApplication::processEvents();

    QCOMPARE(document->model().entities.back().name, QStringLiteral("Seller"));
    QCOMPARE(document->model().entity(QStringLiteral("review"))->name, QStringLiteral("Review"));
    QCOMPARE(document->undoStack()->count(), undoSteps + 2); // added, renamed; nothing else

    // Esc keeps the new card's own name: one undo step, the entity added.
    QTest::mouseClick(button, Qt::LeftButton);
    QApplication::processEvents();
    const QString defaultName = document->model().entities.back().name;
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("Typo"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
    document->recomputeNow();
    QApplication::processEvents();
    QCOMPARE(document->model().entities.size(), entitiesBefore + 2);
    QCOMPARE(document->model().entities.back().name, defaultName);
    QCOMPARE(document->undoStack()->count(), undoSteps + 3);
    QCOMPARE(document->model().entity(QStringLiteral("review"))->name, QStringLiteral("Review"));
}

QTEST_MAIN(TestFocus)
#include "tst_focus.moc"

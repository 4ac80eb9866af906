// SPDX-License-Identifier: MIT
// Typing goes where the user looks: Ctrl+E from the access-pattern table starts the
// new card's name editor, and the typed name lands there, not in the table.
#include "views/guitest.h"
#include "testsupport.h"

#include "mainwindow.h"
#include "paneldocks.h"
#include "views/canvas/modelview.h"
#include "views/document/modeldocument.h"
#include "views/panels/accesspatternspanel.h"

#include <QDockWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace cosmos;

class TestFocus : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void addEntityFromThePatternTableTypesIntoTheNewCard();

private:
    QTemporaryDir m_dir;
};

void TestFocus::initTestCase()
{
    test::failOnUnexpectedWarnings();
    qputenv("XDG_DATA_HOME", m_dir.filePath(QStringLiteral("data")).toUtf8());
    qputenv("XDG_CONFIG_HOME", m_dir.filePath(QStringLiteral("config")).toUtf8());
}

void TestFocus::addEntityFromThePatternTableTypesIntoTheNewCard()
{
    MainWindow window;
    window.resize(1600, 1000);
    window.document()->reset(test::loadModel(test::samplePath(QStringLiteral("ecommerce.cosmos.json"))), QString());
    window.show();
    window.settle();
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

    const Entity &added = window.document()->model().entities.back();
    QCOMPARE(added.name, QStringLiteral("Seller"));
    QCOMPARE(table->model()->index(0, 0).data().toString(), firstCell); // the table got no keys
}

QTEST_MAIN(TestFocus)
#include "tst_focus.moc"

// SPDX-License-Identifier: MIT
// Pasting huge text (issue 16, bad input): a paste of 200,000 characters into an
// access pattern's description reaches the model whole and is refused there with a
// message, changing nothing; Qt's line edit would otherwise have cut it to 32,767
// characters without a word and saved that.
#include "scratchhome.h"

#include "fileactions.h"
#include "mainwindow.h"
#include "paneldocks.h"
#include "views/document/modeldocument.h"
#include "views/panels/accesspatternmodel.h"
#include "views/panels/accesspatternspanel.h"

#include <QApplication>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTest>
#include <QUndoStack>

using namespace cosmos;

class TestLongText : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_home.enter()); }
    void aHugePasteIsRefusedWholeNotCut();

private:
    test::ScratchHome m_home;
};

void TestLongText::aHugePasteIsRefusedWholeNotCut()
{
    MainWindow window;
    window.resize(1280, 720);
    QVERIFY(window.fileActions()->openBundledSample());
    window.show();
    window.settle();
    AccessPatternsPanel *patterns = window.docks()->accessPatterns();
    patterns->window()->show();
    auto *proxy = static_cast<QSortFilterProxyModel *>(patterns->table()->model());
    const QModelIndex description = proxy->mapFromSource(
        patterns->tableModel()->index(patterns->tableModel()->rowOf(QStringLiteral("AP1")), AccessPatternModel::Description));
    const Model before = window.document()->model();
    QSignalSpy refusals(window.document(), &ModelDocument::editRefused);

    patterns->table()->setCurrentIndex(description);
    patterns->table()->edit(description);
    auto *editor = qobject_cast<QLineEdit *>(QApplication::focusWidget());
    QVERIFY(editor);
    editor->selectAll();
    editor->insert(QString(200000, QLatin1Char('x'))); // what a paste does, limits included
    QCOMPARE(editor->text().size(), 200000);
    QTest::keyClick(editor, Qt::Key_Return);
    QTRY_COMPARE(refusals.count(), 1);
    const QString reason = refusals.at(0).at(0).value<EditOutcome>().reason;
    QVERIFY2(reason.contains(QStringLiteral("expected at most 100,000 characters, got 200,000")), qPrintable(reason));
    QVERIFY(window.document()->model() == before);
    QCOMPARE(window.document()->undoStack()->count(), 0);

    // A long text within the model's limit is kept whole.
    patterns->table()->edit(description);
    editor = qobject_cast<QLineEdit *>(QApplication::focusWidget());
    QVERIFY(editor);
    editor->selectAll();
    editor->insert(QString(40000, QLatin1Char('y')));
    QTest::keyClick(editor, Qt::Key_Return);
    QTRY_COMPARE(window.document()->model().accessPattern(QStringLiteral("AP1"))->description.size(), 40000);
}

QTEST_MAIN(TestLongText)
#include "tst_longtext.moc"

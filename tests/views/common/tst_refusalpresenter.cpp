// SPDX-License-Identifier: MIT
#include "guitest.h"
#include "testsupport.h"

#include "model/io/modelwriter.h"
#include "views/common/refusalpresenter.h"
#include "views/document/modeldocument.h"

#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

using namespace cosmos;

// Every refused gesture, whichever view made it, is said once, in one place.
class TestRefusalPresenter : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::failOnUnexpectedWarnings(); }
    void aRefusedEditIsShownAndChangesNothing();
    void aViewsOwnRefusalIsShownTheSameWay();
    void anAcceptedEditClearsIt();
};

namespace {
struct Fixture {
    ModelDocument document;
    QWidget window;
    RefusalPresenter *presenter;
    Fixture()
        : presenter(new RefusalPresenter(&document, &window))
    {
        document.load(test::samplePath(QStringLiteral("ecommerce.cosmos.json")), nullptr);
        window.show();
    }
};
} // namespace

void TestRefusalPresenter::aRefusedEditIsShownAndChangesNothing()
{
    Fixture f;
    QVERIFY(!f.presenter->isVisible());
    const QByteArray before = ModelWriter::toBytes(f.document.model());
    QVERIFY(!f.document.apply(
        {Change::set(ObjectKind::AccessPattern, QStringLiteral("AP1"), "rpsAvg", -5)}, QStringLiteral("Edit AP1")));
    QVERIFY(f.presenter->isVisible());
    QCOMPARE(f.presenter->text(),
        QStringLiteral("⚠ Edit AP1 was not done: expected a number from 0 to 1000000000, got -5. Nothing was changed."));
    QCOMPARE(ModelWriter::toBytes(f.document.model()), before);
    QCOMPARE(f.document.undoStack()->count(), 0);
    QVERIFY(!f.document.isModified());
}

void TestRefusalPresenter::aViewsOwnRefusalIsShownTheSameWay()
{
    Fixture f;
    QSignalSpy changed(&f.document, &ModelDocument::modelChanged);
    f.document.refuse(QStringLiteral("Edit AP1"), QStringLiteral("\"lots\" is not a number"));
    QCOMPARE(f.presenter->text(), QStringLiteral("⚠ Edit AP1 was not done: \"lots\" is not a number. Nothing was changed."));
    QCOMPARE(changed.count(), 0);
}

void TestRefusalPresenter::anAcceptedEditClearsIt()
{
    Fixture f;
    f.document.refuse(QStringLiteral("Edit AP1"), QStringLiteral("\"lots\" is not a number"));
    QVERIFY(f.presenter->isVisible());
    QVERIFY(f.document.apply(
        {Change::set(ObjectKind::AccessPattern, QStringLiteral("AP1"), "rpsAvg", 600)}, QStringLiteral("Edit AP1")));
    QVERIFY(!f.presenter->isVisible());
    QVERIFY(f.presenter->text().isEmpty());
}

QTEST_MAIN(TestRefusalPresenter)
#include "tst_refusalpresenter.moc"

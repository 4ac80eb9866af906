// SPDX-License-Identifier: MIT
#include "testsupport.h"

#include "model/io/modelwriter.h"
#include "views/document/modeldocument.h"

#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace cosmos;

class TestModelDocument : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QTest::failOnWarning(QRegularExpression(QStringLiteral(".*"))); }
    void editsAreUndoableAndMarkTheDocumentModified();
    void typingIntoOneFieldIsOneUndoStep();
    void refusedEditsChangeNothing();
    void failedLoadKeepsTheOpenModel();
    void saveMarksClean();
};

void TestModelDocument::editsAreUndoableAndMarkTheDocumentModified()
{
    ModelDocument document;
    QVERIFY(document.load(test::samplePath(QStringLiteral("ecommerce.cosmos.json")), nullptr));
    const QByteArray original = ModelWriter::toBytes(document.model());
    QSignalSpy changed(&document, &ModelDocument::modelChanged);
    QSignalSpy modified(&document, &ModelDocument::modifiedChanged);

    QVERIFY(document.apply(
        {Change::set(ObjectKind::Entity, QStringLiteral("user"), "name", "Customer")}, QStringLiteral("Rename")));
    QCOMPARE(document.model().entity(QStringLiteral("user"))->name, QStringLiteral("Customer"));
    QVERIFY(document.isModified());
    QCOMPARE(changed.count(), 1);
    QCOMPARE(modified.count(), 1);

    document.undoStack()->undo();
    QCOMPARE(ModelWriter::toBytes(document.model()), original);
    QVERIFY(!document.isModified());
    document.undoStack()->redo();
    QCOMPARE(document.model().entity(QStringLiteral("user"))->name, QStringLiteral("Customer"));
    QCOMPARE(changed.count(), 3);
}

void TestModelDocument::typingIntoOneFieldIsOneUndoStep()
{
    ModelDocument document;
    QVERIFY(document.load(test::samplePath(QStringLiteral("ecommerce.cosmos.json")), nullptr));
    for (double value : {1.0, 10.0, 100.0})
        QVERIFY(document.apply({Change::set(ObjectKind::AccessPattern, QStringLiteral("AP1"), "rpsAvg", value)},
            QStringLiteral("Edit RPS"), nullptr, true));
    QCOMPARE(document.undoStack()->count(), 1);
    document.undoStack()->undo();
    QCOMPARE(*document.model().accessPattern(QStringLiteral("AP1"))->rpsAvg, 550.0);
}

void TestModelDocument::refusedEditsChangeNothing()
{
    ModelDocument document;
    QVERIFY(document.load(test::samplePath(QStringLiteral("ecommerce.cosmos.json")), nullptr));
    QSignalSpy changed(&document, &ModelDocument::modelChanged);
    Diagnostics errors;
    QVERIFY(!document.apply({Change::set(ObjectKind::AccessPattern, QStringLiteral("AP1"), "rpsAvg", -5)},
        QStringLiteral("Edit RPS"), &errors));
    QCOMPARE(errors.size(), size_t(1));
    QCOMPARE(changed.count(), 0);
    QCOMPARE(document.undoStack()->count(), 0);
    QVERIFY(!document.isModified());
}

void TestModelDocument::failedLoadKeepsTheOpenModel()
{
    ModelDocument document;
    QVERIFY(document.load(test::samplePath(QStringLiteral("ecommerce.cosmos.json")), nullptr));
    const QByteArray before = ModelWriter::toBytes(document.model());
    Diagnostics errors;
    QVERIFY(!document.load(test::dataPath(QStringLiteral("malformed/dangling-from.cosmos.json")), &errors));
    QVERIFY(!errors.empty());
    QCOMPARE(ModelWriter::toBytes(document.model()), before);
    QVERIFY(document.filePath().endsWith(QStringLiteral("ecommerce.cosmos.json")));
}

void TestModelDocument::saveMarksClean()
{
    QTemporaryDir dir;
    ModelDocument document;
    QVERIFY(document.load(test::samplePath(QStringLiteral("ecommerce.cosmos.json")), nullptr));
    QVERIFY(document.apply(
        {Change::set(ObjectKind::Entity, QStringLiteral("user"), "avgSizeKB", 3)}, QStringLiteral("Edit")));
    const QString path = dir.filePath(QStringLiteral("saved.cosmos.json"));
    QString error;
    QVERIFY(document.save(path, &error));
    QVERIFY(!document.isModified());
    QCOMPARE(document.filePath(), path);
    QCOMPARE(*test::loadModel(path).entity(QStringLiteral("user"))->avgSizeKB, 3.0);
}

QTEST_MAIN(TestModelDocument)
#include "tst_modeldocument.moc"

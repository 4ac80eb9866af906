// SPDX-License-Identifier: MIT
// Never lose work: the real application is killed (SIGKILL) in the middle of a
// session; what it had autosaved must come back, edit for edit.
#include "testsupport.h"

#include "model/document/changejson.h"
#include "model/document/modeleditor.h"
#include "model/io/modelwriter.h"
#include "views/document/autosaver.h"
#include "views/document/modeldocument.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace cosmos;

namespace {

// 25 edits: the 20th triggers a recovery copy, the 1-second timer the last one.
ChangeSet editNumber(int i)
{
    return {Change::set(ObjectKind::AccessPattern, QStringLiteral("AP%1").arg(1 + i % 12), "description",
        QStringLiteral("edited %1").arg(i).toStdString())};
}

} // namespace

class TestRecovery : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void killedSessionIsRecoveredEditForEdit();
    void cleanStateRemovesTheCopy();

private:
    QTemporaryDir m_data;
};

void TestRecovery::initTestCase()
{
    QVERIFY(m_data.isValid());
    // The application's own names decide where recovery copies live.
    QCoreApplication::setOrganizationName(QStringLiteral("cosmos-modeler"));
    QCoreApplication::setApplicationName(QStringLiteral("cosmos-modeler"));
    qputenv("XDG_DATA_HOME", m_data.filePath(QStringLiteral("data")).toUtf8());
    qputenv("XDG_CONFIG_HOME", m_data.filePath(QStringLiteral("config")).toUtf8());
}

void TestRecovery::killedSessionIsRecoveredEditForEdit()
{
    const QString model = m_data.filePath(QStringLiteral("shop.cosmos.json"));
    QVERIFY(QFile::copy(test::samplePath(QStringLiteral("ecommerce.cosmos.json")), model));
    QFile::setPermissions(model, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    Json script = Json::array();
    Model expected = test::loadModel(model);
    for (int i = 0; i < 25; ++i) {
        script.push_back(toJson(editNumber(i)));
        QVERIFY(ModelEditor::apply(expected, editNumber(i)).ok);
    }
    const QString scriptPath = m_data.filePath(QStringLiteral("edits.json"));
    QFile scriptFile(scriptPath);
    QVERIFY(scriptFile.open(QIODevice::WriteOnly));
    scriptFile.write(QByteArray::fromStdString(script.dump()));
    scriptFile.close();

    QProcess app;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    app.setProcessEnvironment(environment);
    app.start(QStringLiteral(COSMOS_GUI),
        {model, QStringLiteral("--replay"), scriptPath, QStringLiteral("--autosave-interval"), QStringLiteral("1")});
    QVERIFY(app.waitForStarted());

    // Wait until a recovery copy holds all 25 edits, then kill without warning.
    QElapsedTimer timer;
    timer.start();
    bool complete = false;
    while (!complete && timer.elapsed() < 60000) {
        QTest::qWait(200);
        for (const RecoveryInfo &info : RecoveryFiles::list())
            complete = complete || (info.originalPath == model && info.edits == 25);
    }
    app.kill(); // SIGKILL: no destructor, no clean-up, like a crash
    QVERIFY(app.waitForFinished());
    QVERIFY2(complete, "no recovery copy with all 25 edits appeared");
    QVERIFY(test::readAll(model) == test::readAll(test::samplePath(QStringLiteral("ecommerce.cosmos.json"))));

    // The next start finds the copy: it is the model with every edit.
    const QList<RecoveryInfo> recoveries = RecoveryFiles::list();
    QCOMPARE(recoveries.size(), 1);
    QCOMPARE(recoveries.front().entities, 5);
    QCOMPARE(recoveries.front().accessPatterns, 12);
    QVERIFY(recoveries.front().savedAt.isValid());
    QCOMPARE(ModelWriter::toBytes(test::loadModel(recoveries.front().recoveryPath)), ModelWriter::toBytes(expected));
    RecoveryFiles::remove(recoveries.front());
    QVERIFY(RecoveryFiles::list().isEmpty());
}

void TestRecovery::cleanStateRemovesTheCopy()
{
    ModelDocument document;
    QVERIFY(document.load(test::samplePath(QStringLiteral("ecommerce.cosmos.json")), nullptr));
    AutoSaver saver(&document);
    QVERIFY(!saver.saveNow()); // nothing unsaved, nothing to keep
    QVERIFY(document.apply(editNumber(0), QStringLiteral("Edit")));
    QVERIFY(saver.saveNow());
    QVERIFY(QFile::exists(saver.recoveryPath()));
    QCOMPARE(RecoveryFiles::list().size(), 1);
    QCOMPARE(RecoveryFiles::list().front().edits, 1);
    // Undoing back to the saved state: no unsaved work, no copy.
    document.undoStack()->undo();
    QVERIFY(!QFile::exists(saver.recoveryPath()));
    QVERIFY(RecoveryFiles::list().isEmpty());
}

QTEST_GUILESS_MAIN(TestRecovery)
#include "tst_recovery.moc"

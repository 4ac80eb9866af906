// SPDX-License-Identifier: MIT
// End to end on a real Cosmos DB server: every bundled sample and every valid test
// model is exported; tests/tools/e2e-cosmos.mjs then starts @vercel/cosmosdb-server
// on 127.0.0.1 and, with Microsoft's SDK (@azure/cosmos), creates each container from
// its exported body, inserts the sample documents and runs every access pattern's
// requests as planned (operationplan.h) — the same requests the data-model document's
// access-pattern mapping prints. A model that cannot be exported is checked to be
// refused, not skipped.
#include "testsupport.h"

#include "model/analysis/analysis.h"
#include "model/export/exportfolder.h"
#include "model/export/operationplan.h"

#include <QDir>
#include <QDirIterator>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace cosmos;

namespace {

const QString kTools = QStringLiteral(COSMOS_SOURCE_DIR "/tests/tools");

QStringList modelFiles()
{
    QStringList files;
    for (const QString &folder : {QStringLiteral(COSMOS_SHARED_EXAMPLES), QStringLiteral(COSMOS_TEST_DATA "/valid"),
             QStringLiteral(COSMOS_TEST_DATA "/engine")})
        for (const QFileInfo &info : QDir(folder).entryInfoList({QStringLiteral("*.cosmos.json")}, QDir::Files,
                 QDir::Name))
            files << info.absoluteFilePath();
    return files;
}

// Exports `model` into `dir` with its plan beside the files (plan.json).
QString exportWithPlan(const Model &model, const QString &dir)
{
    const auto analysis = analyze(model);
    const ExportResult result = exportFolder(model, *analysis, dir, allExportProducts());
    if (!result.errors.isEmpty())
        return result.errors.join(QLatin1Char('\n'));
    QFile plan(dir + QStringLiteral("/plan.json"));
    if (!plan.open(QIODevice::WriteOnly) || plan.write(jsonFileBytes(plannedRequestsJson(planRequests(model, *analysis)))) < 0)
        return QStringLiteral("cannot write %1").arg(plan.fileName());
    return {};
}

struct NodeRun {
    int exitCode = -1;
    QString output;
};

NodeRun runNode(const QStringList &arguments)
{
    const QString node = QStandardPaths::findExecutable(QStringLiteral("node"));
    NodeRun run;
    if (node.isEmpty()) {
        run.output = QStringLiteral("node (Node.js) is not installed; run the README's test command (tools/test)");
        return run;
    }
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(node, QStringList {kTools + QStringLiteral("/e2e-cosmos.mjs")} + arguments);
    if (!process.waitForFinished(120000)) {
        process.kill();
        process.waitForFinished();
        run.output = QStringLiteral("the end-to-end runner did not finish in 120 s:\n")
            + QString::fromUtf8(process.readAll());
        return run;
    }
    run.output = QString::fromUtf8(process.readAll());
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    return run;
}

} // namespace

class TestEndToEnd : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void everyModelRunsOnARealServer();
    void aBrokenExportFails_data();
    void aBrokenExportFails();

private:
    QTemporaryDir m_root;
};

void TestEndToEnd::initTestCase()
{
    QVERIFY(m_root.isValid());
    if (!QFileInfo::exists(kTools + QStringLiteral("/node_modules/@vercel/cosmosdb-server/package.json")))
        QFAIL("tests/tools/node_modules is missing the Cosmos DB server: run the README's test command "
              "(tools/test), or npm ci --prefix tests/tools");
}

void TestEndToEnd::everyModelRunsOnARealServer()
{
    QStringList folders;
    for (const QString &file : modelFiles()) {
        const QString dir = m_root.filePath(QFileInfo(file).fileName().section(QLatin1Char('.'), 0, 0));
        const QString error = exportWithPlan(test::loadModel(file), dir);
        QVERIFY2(error.isEmpty(), qPrintable(file + QStringLiteral(": ") + error));
        folders << dir;
    }
    QVERIFY(folders.size() >= 8);
    const NodeRun run = runNode(folders);
    qInfo().noquote() << run.output.trimmed().section(QLatin1Char('\n'), -3);
    QVERIFY2(run.exitCode == 0, qPrintable(run.output));
    QVERIFY2(run.output.contains(QStringLiteral("%1 models passed").arg(folders.size())), qPrintable(run.output));
}

// The runner must be able to fail: each row breaks one exported file the way the
// issues found them broken, and expects the runner to say what is wrong.
void TestEndToEnd::aBrokenExportFails_data()
{
    QTest::addColumn<QString>("breakage");
    QTest::addColumn<QString>("expected");
    QTest::newRow("a filter on a path the policy excludes") << QStringLiteral("unindex") << QStringLiteral("not indexed");
    QTest::newRow("a sample without its filter property") << QStringLiteral("strip") << QStringLiteral("returned");
    QTest::newRow("a query that does not parse") << QStringLiteral("garble") << QStringLiteral("failed");
}

void TestEndToEnd::aBrokenExportFails()
{
    QFETCH(QString, breakage);
    QFETCH(QString, expected);
    const QString dir = m_root.filePath(QStringLiteral("broken-") + breakage);
    QVERIFY(exportWithPlan(test::loadModel(test::samplePath(QStringLiteral("ecommerce.cosmos.json"))), dir).isEmpty());
    const NodeRun run = runNode({QStringLiteral("--break"), breakage, dir});
    QVERIFY2(run.exitCode == 1, qPrintable(run.output));
    QVERIFY2(run.output.contains(expected), qPrintable(run.output));
}

QTEST_GUILESS_MAIN(TestEndToEnd)
#include "tst_e2e.moc"

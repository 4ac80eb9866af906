// SPDX-License-Identifier: MIT
// Model › Deploy, Compare with Account and Measure on Account from the window, against
// the seeded Cosmos DB server on loopback: the plan before the deployment, the
// comparison after it, the measurement and the calibration it offers (one undoable
// edit), and a cancel that stops a task which waits on a silent endpoint.
#include "accountserver.h"
#include "clirun.h"
#include "scratchhome.h"
#include "stubserver.h"

#include "accountactions.h"
#include "fileactions.h"
#include "mainwindow.h"
#include "account/accountdatabase.h"
#include "model/io/modelwriter.h"
#include "views/document/modeldocument.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace cosmos;

namespace {

const QByteArray kKey = "YWN0aW9ucy10ZXN0LWtleS1ub3QtYS1zZWNyZXQ=";
const QString kDatabase = QStringLiteral("window");

} // namespace

class TestAccountActions : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void thePlanComesBeforeTheDeployment();
    void measuringOffersACalibration();
    void cancellingStopsAWaitingTask();

private:
    // Runs the task and waits for it; the outcome the window would have shown.
    TaskOutcome run(AccountActions::Task task, const QString &endpoint, bool allowWrites = false);
    account::DatabaseListing listing();

    test::ScratchHome m_home;
    test::AccountServer m_server;
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    TaskOutcome m_shown;
};

void TestAccountActions::initTestCase()
{
    QVERIFY(m_home.enter());
    const QString problem = m_server.start();
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    m_window = std::make_unique<MainWindow>();
    QVERIFY(m_window->fileActions()->openBundledSample());
    m_window->accountActions()->setPresenter([this](AccountActions::Task, const TaskOutcome &outcome) { m_shown = outcome; });
}

TaskOutcome TestAccountActions::run(AccountActions::Task task, const QString &endpoint, bool allowWrites)
{
    QSignalSpy finished(m_window->accountActions(), &AccountActions::finished);
    m_window->accountActions()->run(task, {endpoint, kDatabase, 1000, endpoint.startsWith(QLatin1String("https"))}, kKey,
        allowWrites);
    if (!finished.wait(60000))
        qFatal("the task did not finish");
    return m_shown;
}

account::DatabaseListing TestAccountActions::listing()
{
    account::ClientOptions options;
    options.endpoint = QUrl(m_server.endpoint());
    options.key = kKey;
    options.allowSelfSigned = true;
    account::CosmosClient client(options);
    return account::listContainers(client, kDatabase);
}

void TestAccountActions::thePlanComesBeforeTheDeployment()
{
    const TaskOutcome plan = run(AccountActions::Task::DeployPlan, m_server.endpoint());
    QVERIFY2(plan.error.isEmpty(), qPrintable(plan.error));
    QCOMPARE(plan.lines.value(0), QStringLiteral("Create database window"));
    QVERIFY(plan.creates);
    QVERIFY2(plan.lines.value(1).startsWith(QStringLiteral("Create container ")), qPrintable(plan.lines.value(1)));
    QVERIFY(!listing().exists); // a plan creates nothing

    const TaskOutcome deployed = run(AccountActions::Task::Deploy, m_server.endpoint());
    QVERIFY2(deployed.error.isEmpty(), qPrintable(deployed.error));
    QCOMPARE(deployed.lines.value(0), QStringLiteral("Created database window"));
    QVERIFY(!deployed.differences);
    QCOMPARE(listing().containers.size(), size_t(plan.lines.size() - 1));

    const TaskOutcome compared = run(AccountActions::Task::Compare, m_server.endpoint());
    QVERIFY2(compared.error.isEmpty(), qPrintable(compared.error));
    QVERIFY(compared.lines.isEmpty());
    QVERIFY(!compared.differences);
}

void TestAccountActions::measuringOffersACalibration()
{
    // The design's own sample documents stored, as an application would.
    const QString out = m_dir.filePath(QStringLiteral("export"));
    const QString model = m_dir.filePath(QStringLiteral("shop.cosmos.json"));
    QVERIFY(ModelWriter::writeFile(m_window->document()->model(), model).ok);
    const test::CliRun exported = test::runCli({QStringLiteral("export"), model, QStringLiteral("--out"), out,
        QStringLiteral("--only"), QStringLiteral("containers,samples")});
    QVERIFY2(exported.exitCode == 0, qPrintable(exported.err));
    account::ClientOptions options;
    options.endpoint = QUrl(m_server.endpoint());
    options.key = kKey;
    options.allowSelfSigned = true;
    account::CosmosClient client(options);
    test::storeSampleDocuments(client, kDatabase, out);

    const TaskOutcome measured = run(AccountActions::Task::Measure, m_server.endpoint(), true);
    QVERIFY2(measured.error.isEmpty(), qPrintable(measured.error));
    QVERIFY(measured.measurement);
    QVERIFY(measured.measurement->complete());

    // The server charges 1 RU a request, so every estimate moves toward that; one edit.
    const Model before = m_window->document()->model();
    QUndoStack *undo = m_window->document()->undoStack();
    const int steps = undo->count();
    QVERIFY(m_window->accountActions()->calibrateFromLastMeasurement());
    QCOMPARE(undo->count(), steps + 1);
    QCOMPARE(undo->undoText(), QStringLiteral("Calibrate Assumptions from Measurements"));
    QVERIFY(!m_window->document()->model().sizeCurve.empty());
    undo->undo();
    QVERIFY(m_window->document()->model() == before);
}

void TestAccountActions::cancellingStopsAWaitingTask()
{
    test::StubServer silent([](const test::StubRequest &, int) { return test::StubAnswer {200, {}, {}, true}; });
    QSignalSpy finished(m_window->accountActions(), &AccountActions::finished);
    m_window->accountActions()->run(AccountActions::Task::Compare, {silent.endpoint(), kDatabase, 1000, false}, kKey);
    QTRY_VERIFY_WITH_TIMEOUT(!silent.requests().empty(), 10000);
    QVERIFY(m_window->accountActions()->isBusy());
    m_window->accountActions()->cancel();
    QVERIFY(finished.wait(10000));
    QCOMPARE(finished.at(0).at(1).toBool(), false);
    QVERIFY(m_shown.cancelled);
}

QTEST_MAIN(TestAccountActions)
#include "tst_accountactions.moc"

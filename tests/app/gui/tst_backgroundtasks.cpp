// SPDX-License-Identifier: MIT
// The window's background tasks (imports, deploy, compare, measure) end cleanly: once
// the result is on screen, no progress dialog is left above it, and pressing its
// Cancel (as a user would, the dialog being the topmost) does nothing harmful; closing
// the window while a task waits on the network ends the task.
//
// The result is shown in a modal dialog, whose event loop is nested in the one that
// delivered the result: work deferred to the outer loop does not run while it is open.
#include "scratchhome.h"
#include "shownwindow.h"
#include "stubserver.h"

#include "accountactions.h"
#include "fileactions.h"
#include "importactions.h"
#include "mainwindow.h"
#include "views/document/modeldocument.h"

#include <QApplication>
#include <QFile>
#include <QProgressDialog>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>
#include <QTimer>

#include <functional>

using namespace cosmos;

namespace {

const QByteArray kKey = "YmFja2dyb3VuZC10YXNrcy10ZXN0LWtleS1ub3Qtc2VjcmV0";

// What was seen while the result's dialog was open.
struct WhileTheResultShows {
    bool resultShown = false;
    int progressDialogsShown = 0; // visible progress dialogs, first look or a second later
    bool cancelPressed = false;
};

QList<QProgressDialog *> visibleProgressDialogs()
{
    QList<QProgressDialog *> visible;
    for (QWidget *widget : QApplication::allWidgets())
        if (auto *progress = qobject_cast<QProgressDialog *>(widget); progress && progress->isVisible())
            visible << progress;
    return visible;
}

// Waits for the result's modal dialog, then looks twice for a progress dialog above
// it: at once, and after four and a half seconds, past any show delay a progress
// dialog may still have running (Qt's default is four seconds). Any it finds gets its
// Cancel pressed, as a user would. Then the result is dismissed.
void watchTheResult(WhileTheResultShows *seen)
{
    auto *poll = new QTimer(qApp);
    poll->setInterval(20);
    QObject::connect(poll, &QTimer::timeout, poll, [poll, seen] {
        QWidget *modal = QApplication::activeModalWidget();
        if (!modal || qobject_cast<QProgressDialog *>(modal))
            return;
        poll->stop();
        poll->deleteLater();
        seen->resultShown = true;
        auto look = [seen] {
            for (QProgressDialog *progress : visibleProgressDialogs()) {
                ++seen->progressDialogsShown;
                if (auto *cancel = progress->findChild<QPushButton *>()) {
                    seen->cancelPressed = true;
                    QTest::mouseClick(cancel, Qt::LeftButton);
                }
            }
        };
        look();
        QTest::qWait(4500);
        look();
        if (QWidget *still = QApplication::activeModalWidget(); still == modal)
            modal->close();
    });
    poll->start();
}

// Every request refused after a second and a half, long after the progress dialog's
// show delay.
test::StubAnswer refusedLate(const test::StubRequest &, int)
{
    test::StubAnswer refused = test::StubAnswer::json(401, R"({"code":"Unauthorized","message":"no"})");
    refused.delayMs = 1500;
    return refused;
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

} // namespace

class TestBackgroundTasks : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void noProgressDialogOutlivesAnImport_data();
    void noProgressDialogOutlivesAnImport();
    void noProgressDialogOutlivesAnAccountTask_data();
    void noProgressDialogOutlivesAnAccountTask();
    void closingTheWindowEndsAWaitingTask();

private:
    test::ScratchHome m_home;
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
};

void TestBackgroundTasks::initTestCase()
{
    QVERIFY(m_home.enter());
}

void TestBackgroundTasks::init()
{
    m_window = std::make_unique<MainWindow>();
    QVERIFY(m_window->fileActions()->openBundledSample());
    QVERIFY(test::showWindow(*m_window, test::Opening::Blank));
}

void TestBackgroundTasks::cleanup()
{
    m_window.reset();
}

void TestBackgroundTasks::noProgressDialogOutlivesAnImport_data()
{
    QTest::addColumn<QString>("kind");
    // A document without patterns fails at once, well before the progress dialog's
    // show delay: the delay must not bring the dialog up over the report.
    QTest::newRow("requirements document, refused at once") << QStringLiteral("requirements");
    // An account answering slowly: the dialog is up when the report comes.
    QTest::newRow("account, refused after 1.5 s") << QStringLiteral("account");
}

void TestBackgroundTasks::noProgressDialogOutlivesAnImport()
{
    QFETCH(QString, kind);
    test::StubServer slow(refusedLate);
    const Model before = m_window->document()->model();
    WhileTheResultShows seen;
    watchTheResult(&seen);
    QSignalSpy finished(m_window->importActions(), &ImportActions::importFinished);
    if (kind == QLatin1String("requirements")) {
        const QString document = m_dir.filePath(QStringLiteral("notes.md"));
        writeFile(document, "# Notes\n\n## Access Patterns Analysis\n\nTo be written.\n");
        m_window->importActions()->importRequirementsDocument(document);
    } else {
        m_window->importActions()->importFromAccount({slow.endpoint(), QStringLiteral("shop"), 1000, false}, kKey);
    }
    QVERIFY(finished.wait(30000));
    QVERIFY(seen.resultShown);
    QCOMPARE(seen.progressDialogsShown, 0);
    QCOMPARE(finished.at(0).at(0).toBool(), false);
    QCOMPARE(m_window->document()->model(), before);
    QVERIFY(!m_window->importActions()->isBusy());
    QVERIFY(visibleProgressDialogs().isEmpty());
}

void TestBackgroundTasks::noProgressDialogOutlivesAnAccountTask_data()
{
    QTest::addColumn<AccountActions::Task>("task");
    QTest::addColumn<QString>("title");
    QTest::newRow("deployment plan") << AccountActions::Task::DeployPlan << QStringLiteral("Planning the deployment");
    QTest::newRow("compare") << AccountActions::Task::Compare << QStringLiteral("Comparing with the account");
    QTest::newRow("measure") << AccountActions::Task::Measure << QStringLiteral("Measuring the access patterns");
}

void TestBackgroundTasks::noProgressDialogOutlivesAnAccountTask()
{
    QFETCH(AccountActions::Task, task);
    QFETCH(QString, title);
    // The progress dialog is up when the warning with the refusal comes.
    test::StubServer slow(refusedLate);
    const Model before = m_window->document()->model();
    WhileTheResultShows seen;
    watchTheResult(&seen);
    QSignalSpy finished(m_window->accountActions(), &AccountActions::finished);
    m_window->accountActions()->run(task, {slow.endpoint(), QStringLiteral("shop"), 1000, false}, kKey, true);
    // Longer than the dialog's show delay (400 ms): it is up, naming the task.
    QTest::qWait(1000);
    const QList<QProgressDialog *> during = visibleProgressDialogs();
    QCOMPARE(during.size(), qsizetype(1));
    QCOMPARE(during[0]->labelText(), title); // not overwritten by the client's cancellation polls
    QVERIFY(finished.wait(30000));
    QVERIFY(seen.resultShown);
    QCOMPARE(seen.progressDialogsShown, 0);
    QCOMPARE(finished.at(0).at(1).toBool(), false);
    QCOMPARE(m_window->document()->model(), before);
    QVERIFY(!m_window->accountActions()->isBusy());
    QVERIFY(visibleProgressDialogs().isEmpty());
}

void TestBackgroundTasks::closingTheWindowEndsAWaitingTask()
{
    test::StubServer silent([](const test::StubRequest &, int) { return test::StubAnswer {200, {}, {}, true}; });
    m_window->accountActions()->run(
        AccountActions::Task::Compare, {silent.endpoint(), QStringLiteral("shop"), 1000, false}, kKey);
    QTRY_VERIFY_WITH_TIMEOUT(!silent.requests().empty(), 10000);
    QTest::qWait(600); // the progress dialog is up
    QVERIFY(m_window->close());
    m_window.reset();
    // The worker notices the window is gone and ends; nothing reports to it.
    QVERIFY(QThreadPool::globalInstance()->waitForDone(10000));
    QTest::qWait(100);
    QVERIFY(visibleProgressDialogs().isEmpty());
}

QTEST_MAIN(TestBackgroundTasks)
#include "tst_backgroundtasks.moc"

// SPDX-License-Identifier: MIT
// Never lose work: the real application is killed (SIGKILL) in the middle of a
// session; what it had autosaved must come back, edit for edit — and survive a
// restart with the file, a restore, a second crash and a second instance.
#include "scratchhome.h"
#include "testsupport.h"

#include "fileactions.h"
#include "mainwindow.h"
#include "model/document/changejson.h"
#include "model/document/modeleditor.h"
#include "model/io/modelwriter.h"
#include "views/document/autosaver.h"
#include "views/document/modeldocument.h"

#include <QApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <algorithm>
#include <csignal>
#include <sys/wait.h>
#include <unistd.h>

using namespace cosmos;

namespace {

ChangeSet editNumber(int i)
{
    return {Change::set(ObjectKind::AccessPattern, QStringLiteral("AP%1").arg(1 + i % 12), "description",
        QStringLiteral("edited %1").arg(i).toStdString())};
}

// The recovery copies on disk, live or not, read straight from their info files.
QList<QJsonObject> infoFiles()
{
    QList<QJsonObject> out;
    const QDir dir(RecoveryFiles::folder());
    for (const QString &name : dir.entryList({QStringLiteral("*.recovery.json")}, QDir::Files)) {
        QFile file(dir.filePath(name));
        if (file.open(QIODevice::ReadOnly))
            out << QJsonDocument::fromJson(file.readAll()).object();
    }
    return out;
}

// The info files whose copy is on disk already: the info is written before its copy,
// and a copy killed between the two is recovered as the one before (as designed).
QList<QJsonObject> infoFilesOfWrittenCopies()
{
    QList<QJsonObject> out;
    const QDir dir(RecoveryFiles::folder());
    const QString infoSuffix = QStringLiteral(".recovery.json");
    for (const QString &name : dir.entryList({QLatin1Char('*') + infoSuffix}, QDir::Files)) {
        QFile info(dir.filePath(name));
        QFile copy(dir.filePath(name.chopped(infoSuffix.size()) + QStringLiteral(".cosmos.json")));
        if (!info.open(QIODevice::ReadOnly) || !copy.open(QIODevice::ReadOnly))
            continue;
        const QJsonObject json = QJsonDocument::fromJson(info.readAll()).object();
        const QByteArray hash = QCryptographicHash::hash(copy.readAll(), QCryptographicHash::Sha256).toHex();
        if (json.value(QStringLiteral("modelSha256")).toString().toLatin1() == hash)
            out << json;
    }
    return out;
}

// The count another process sees: RecoveryFiles::list() run in a child.
int listedByAnotherProcess()
{
    const pid_t child = fork();
    if (child == 0)
        _exit(int(RecoveryFiles::list().size()));
    int status = 0;
    waitpid(child, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

} // namespace

class TestRecovery : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanup();
    void killedSessionIsRecoveredEditForEdit();
    void killAtRandomMomentsLosesAtMostTheLastInterval();
    void terminationWritesTheCopyAndReleasesIt_data();
    void terminationWritesTheCopyAndReleasesIt();
    void copiesFollowTheTypingWithinSeconds();
    void cleanStateRemovesTheCopy();
    void aCopyLeftByAnInterruptedSaveIsListedAsItIs();
    void liveCopiesAreNeverOfferedOrRemovedByAnotherInstance();
    void garbageInTheRecoveryFolderIsSkipped();
    void aCopyWithoutItsDescriptionIsOfferedWithWhatItSays();
    void anUnwritableRecoveryFolderIsAVisibleWarning();

private:
    // Starts the application on `model` replaying `edits` edits; kill it with app.kill().
    void startEditing(QProcess &app, const QString &model, int edits, double autosaveSeconds, Model *expected);
    // Waits until a copy of `model` with `edits` edits (0: any) is on disk.
    bool waitForCopy(const QString &model, int edits, int timeoutMs);

    test::ScratchHome m_home;
};

void TestRecovery::initTestCase()
{
    QVERIFY(m_home.enter(test::ScratchHome::Names::Application));
}

void TestRecovery::cleanup()
{
    for (const RecoveryInfo &info : RecoveryFiles::list())
        RecoveryFiles::remove(info);
}

void TestRecovery::startEditing(QProcess &app, const QString &model, int edits, double autosaveSeconds, Model *expected)
{
    QFile::remove(model);
    QVERIFY(QFile::copy(test::samplePath(QStringLiteral("ecommerce.cosmos.json")), model));
    QFile::setPermissions(model, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    Json script = Json::array();
    *expected = test::loadModel(model);
    for (int i = 0; i < edits; ++i)
        script.push_back(toJson(editNumber(i)));
    const QString scriptPath = m_home.filePath(QStringLiteral("edits.json"));
    QVERIFY(test::writeFile(scriptPath, QByteArray::fromStdString(script.dump())));

    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    app.setProcessEnvironment(environment);
    app.start(QStringLiteral(COSMOS_GUI), {model, QStringLiteral("--replay"), scriptPath,
                                              QStringLiteral("--autosave-interval"), QString::number(autosaveSeconds)});
    QVERIFY(app.waitForStarted());
}

bool TestRecovery::waitForCopy(const QString &model, int edits, int timeoutMs)
{
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < timeoutMs) {
        QTest::qWait(100);
        for (const QJsonObject &info : infoFilesOfWrittenCopies())
            if (info.value(QStringLiteral("originalPath")).toString() == model
                && (edits == 0 || info.value(QStringLiteral("edits")).toInt() == edits))
                return true;
    }
    return false;
}

void TestRecovery::killedSessionIsRecoveredEditForEdit()
{
    const QString model = m_home.filePath(QStringLiteral("shop.cosmos.json"));
    QProcess app;
    Model expected;
    // 25 edits, 50 ms apart: the first is copied at once, the pause after the last one
    // brings the copy of all 25.
    startEditing(app, model, 25, 1, &expected);
    for (int i = 0; i < 25; ++i)
        QVERIFY(ModelEditor::apply(expected, editNumber(i)).ok);
    const bool complete = waitForCopy(model, 25, 60000);
    // While it runs, its copy is its own: nobody else offers it as a crash.
    const int listedWhileAlive = listedByAnotherProcess();
    app.kill(); // SIGKILL: no destructor, no clean-up, like a crash
    QVERIFY(app.waitForFinished());
    QVERIFY2(complete, "no recovery copy with all 25 edits appeared");
    QCOMPARE(listedWhileAlive, 0);
    QVERIFY(test::readAll(model) == test::readAll(test::samplePath(QStringLiteral("ecommerce.cosmos.json"))));

    // The next start finds the copy: it is the model with every edit.
    QList<RecoveryInfo> recoveries = RecoveryFiles::list();
    QCOMPARE(recoveries.size(), 1);
    QCOMPARE(recoveries.front().entities, 5);
    QCOMPARE(recoveries.front().accessPatterns, 12);
    QCOMPARE(recoveries.front().edits, 25);
    QVERIFY(recoveries.front().savedAt.isValid());
    QCOMPARE(ModelWriter::toBytes(test::loadModel(recoveries.front().recoveryPath)), ModelWriter::toBytes(expected));

    // Restarting with the file: opening it leaves the copy to be offered.
    MainWindow window;
    QVERIFY(window.fileActions()->openFile(model));
    QCoreApplication::processEvents();
    recoveries = RecoveryFiles::list();
    QCOMPARE(recoveries.size(), 1);
    QVERIFY(QFile::exists(recoveries.front().recoveryPath));

    // Meanwhile someone else changed the original: the window follows it (it has
    // no unsaved changes yet), but the restored edits were made to the older version.
    Model theirs = test::loadModel(model);
    theirs.application.name = QStringLiteral("Changed after the crash");
    QVERIFY(ModelWriter::writeFile(theirs, model).ok);
    QTRY_COMPARE_WITH_TIMEOUT(window.document()->model().application.name, theirs.application.name, 3000);
    QList<bool> asked;
    window.fileActions()->setDiskQuestion([&asked](ModelDocument::DiskState, bool saving) {
        asked << saving;
        return DiskChoice::KeepMine;
    });

    // Restored: the edits are open and unsaved, and already protected by this
    // session's own copy — a second crash now would lose nothing.
    QVERIFY(window.restore(recoveries.front()));
    QCOMPARE(window.document()->diskState(), ModelDocument::DiskState::Changed);
    QCOMPARE(window.document()->model(), expected);
    QVERIFY(window.document()->isModified());
    QCOMPARE(window.document()->filePath(), model);
    QVERIFY(!QFile::exists(recoveries.front().recoveryPath));
    const QString protectedBy = window.autoSaver()->recoveryPath();
    QVERIFY(QFile::exists(protectedBy));
    QCOMPARE(ModelWriter::toBytes(test::loadModel(protectedBy)), ModelWriter::toBytes(expected));
    QCOMPARE(listedByAnotherProcess(), 0); // alive: not a crash
    QList<QJsonObject> infos = infoFiles();
    QCOMPARE(infos.size(), 1);
    QCOMPARE(infos.front().value(QStringLiteral("edits")).toInt(), 25);

    // Saving asks first (the original changed since the edits began), then ends the
    // need for the copy.
    QVERIFY(window.fileActions()->save());
    QCOMPARE(asked, QList<bool> {true});
    QVERIFY(!QFile::exists(protectedBy));
    QCOMPARE(test::loadModel(model), expected);
    QVERIFY(infoFiles().isEmpty());
}

void TestRecovery::killAtRandomMomentsLosesAtMostTheLastInterval()
{
    const QString model = m_home.filePath(QStringLiteral("random.cosmos.json"));
    constexpr int kEdits = 40; // one every 50 ms
    QRandomGenerator random(20261201); // reproducible kill times
    for (int round = 0; round < 3; ++round) {
        QProcess app;
        Model start;
        startEditing(app, model, kEdits, 0.25, &start);
        QVERIFY(waitForCopy(model, 0, 30000)); // the session is under way
        QTest::qWait(int(random.bounded(100, 1500)));
        app.kill();
        QVERIFY(app.waitForFinished());
        const QList<RecoveryInfo> recoveries = RecoveryFiles::list();
        QCOMPARE(recoveries.size(), 1);
        // Whole and consistent: exactly the model after the first `edits` edits.
        const int edits = recoveries.front().edits;
        QVERIFY2(edits >= 1 && edits <= kEdits, qPrintable(QString::number(edits)));
        Model expected = start;
        for (int i = 0; i < edits; ++i)
            QVERIFY(ModelEditor::apply(expected, editNumber(i)).ok);
        QCOMPARE(ModelWriter::toBytes(test::loadModel(recoveries.front().recoveryPath)), ModelWriter::toBytes(expected));
        RecoveryFiles::remove(recoveries.front());
    }
}

void TestRecovery::terminationWritesTheCopyAndReleasesIt_data()
{
    QTest::addColumn<int>("signal");
    QTest::newRow("SIGTERM (a logout, a shutdown)") << int(SIGTERM);
    QTest::newRow("SIGINT (Ctrl+C in the terminal)") << int(SIGINT);
}

// Ended from outside, the application writes the edits made since the last copy and
// removes its lock before it quits: the next start offers every edit. Before, the
// signal ended it at once, with the last copy and the lock left behind.
void TestRecovery::terminationWritesTheCopyAndReleasesIt()
{
    QFETCH(int, signal);
    const QString model = m_home.filePath(QStringLiteral("ended.cosmos.json"));
    QProcess app;
    Model start;
    // 200 edits, 50 ms apart (the typing never pauses), at most one copy in 10 minutes:
    // the first edit is copied at once; later ones reach the disk only if the signal
    // writes them.
    constexpr int kEdits = 200;
    startEditing(app, model, kEdits, 600, &start);
    QVERIFY2(waitForCopy(model, 0, 60000), "no copy of the first edit");
    QTest::qWait(1500); // about 30 more edits
    int copied = 0;
    for (const QJsonObject &info : infoFilesOfWrittenCopies())
        copied = std::max(copied, info.value(QStringLiteral("edits")).toInt());
    QCOMPARE(::kill(pid_t(app.processId()), signal), 0);
    QVERIFY(app.waitForFinished(20000));
    QCOMPARE(app.exitStatus(), QProcess::NormalExit);
    QCOMPARE(app.exitCode(), 128 + signal);

    QCOMPARE(QDir(RecoveryFiles::folder()).entryList({QStringLiteral("*.lock")}, QDir::Files), QStringList());
    const QList<RecoveryInfo> recoveries = RecoveryFiles::list();
    QCOMPARE(recoveries.size(), 1);
    const int edits = recoveries.front().edits;
    QVERIFY2(edits > copied && edits <= kEdits, qPrintable(QStringLiteral("%1 after %2").arg(edits).arg(copied)));
    Model expected = start;
    for (int i = 0; i < edits; ++i)
        QVERIFY(ModelEditor::apply(expected, editNumber(i)).ok);
    QCOMPARE(ModelWriter::toBytes(test::loadModel(recoveries.front().recoveryPath)), ModelWriter::toBytes(expected));
    QVERIFY(test::readAll(model) == test::readAll(test::samplePath(QStringLiteral("ecommerce.cosmos.json"))));
}

// A copy as soon as there is something to lose, at every pause in the typing, and
// never later than the interval (5 s) after an edit however long the typing goes on.
// Before, the first copy came with the 20th edit or after 30 s.
void TestRecovery::copiesFollowTheTypingWithinSeconds()
{
    ModelDocument document;
    QVERIFY(document.load(test::samplePath(QStringLiteral("ecommerce.cosmos.json")), nullptr));
    AutoSaver saver(&document);
    QElapsedTimer clock;
    clock.start();
    std::vector<qint64> editedAt;               // editedAt[i]: when edit i + 1 was made
    std::vector<std::pair<qint64, int>> copies; // when, with how many edits
    connect(&saver, &AutoSaver::saved, this,
        [&] { copies.emplace_back(clock.elapsed(), infoFiles().front().value(QStringLiteral("edits")).toInt()); });
    const auto edit = [&](int i) {
        QVERIFY(document.apply(editNumber(i), QStringLiteral("Edit")));
        editedAt.push_back(clock.elapsed());
    };

    edit(0);
    QTRY_VERIFY_WITH_TIMEOUT(!copies.empty(), AutoSaver::kPauseMs / 2);
    QCOMPARE(copies.front().second, 1);

    // 12 s of typing, a keystroke every 150 ms: never a pause.
    for (int i = 1; clock.elapsed() < 12000; ++i) {
        QTest::qWait(150);
        edit(i);
    }
    const qint64 stoppedAt = editedAt.back();
    QTRY_VERIFY_WITH_TIMEOUT(copies.back().second == int(editedAt.size()), 2 * AutoSaver::kPauseMs + 1000);
    QVERIFY2(copies.back().first - stoppedAt < AutoSaver::kPauseMs + 1000,
        qPrintable(
            QStringLiteral("the pause's copy came %1 ms after the last edit").arg(copies.back().first - stoppedAt)));
    QVERIFY(copies.size() >= 4); // the first, two deadlines in 12 s of typing, the pause

    // Every edit reached a copy within the interval (a second's slack for the writing
    // itself on a loaded machine).
    for (size_t i = 0; i < editedAt.size(); ++i) {
        const auto copy = std::find_if(copies.begin(), copies.end(), [i](const auto &c) { return c.second > int(i); });
        QVERIFY(copy != copies.end());
        QVERIFY2(copy->first - editedAt[i] <= AutoSaver::kDefaultIntervalMs + 1000,
            qPrintable(QStringLiteral("edit %1 waited %2 ms").arg(i + 1).arg(copy->first - editedAt[i])));
    }
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
    QCOMPARE(infoFiles().size(), 1);
    QCOMPARE(infoFiles().front().value(QStringLiteral("edits")).toInt(), 1);
    // Undoing back to the saved state: no unsaved work, no copy.
    document.undoStack()->undo();
    QVERIFY(!QFile::exists(saver.recoveryPath()));
    QVERIFY(infoFiles().isEmpty());
    // Another model replacing this one (after the user answered Discard) removes it too.
    QVERIFY(document.apply(editNumber(1), QStringLiteral("Edit")));
    QVERIFY(saver.saveNow());
    document.reset(Model {}, QString());
    QVERIFY(!QFile::exists(saver.recoveryPath()));
    // Unsaved without an edit (the file was removed outside): a copy all the same.
    saver.setInterval(50);
    document.markModified();
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(saver.recoveryPath()), 3000);
}

// A save writes the info file, then the copy. Killed in between, the info file is
// new and the copy old: the listing describes the copy that is there (its edits, its
// sizes), not the one that never got written.
void TestRecovery::aCopyLeftByAnInterruptedSaveIsListedAsItIs()
{
    ModelDocument document;
    QVERIFY(document.load(test::samplePath(QStringLiteral("ecommerce.cosmos.json")), nullptr));
    QByteArray earlier;
    {
        AutoSaver saver(&document);
        QVERIFY(document.apply(editNumber(0), QStringLiteral("Edit")));
        QVERIFY(saver.saveNow());
        earlier = test::readAll(saver.recoveryPath());
        QVERIFY(document.apply(editNumber(1), QStringLiteral("Edit")));
        QVERIFY(document.apply(
            {Change::remove(ObjectKind::AccessPattern, QStringLiteral("AP7"))}, QStringLiteral("Delete")));
        QVERIFY(saver.saveNow());
        QCOMPARE(infoFiles().front().value(QStringLiteral("edits")).toInt(), 3);
        // The copy as the kill left it: the earlier one.
        QVERIFY(test::writeFile(saver.recoveryPath(), earlier));
    } // the session ends; its copy stays for the next start
    const QList<RecoveryInfo> listed = RecoveryFiles::list();
    QCOMPARE(listed.size(), 1);
    QCOMPARE(listed.front().edits, 1);
    const Model restored = test::loadModel(listed.front().recoveryPath);
    QCOMPARE(listed.front().accessPatterns, int(restored.accessPatterns.size()));
    QCOMPARE(listed.front().accessPatterns, int(document.model().accessPatterns.size()) + 1);

    // A copy that neither description names (changed by hand) is still offered,
    // under the newest description: a copy is never hidden.
    QVERIFY(test::writeFile(listed.front().recoveryPath, ModelWriter::toBytes(Model {})));
    const QList<RecoveryInfo> changed = RecoveryFiles::list();
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.front().edits, 3);
    RecoveryFiles::remove(changed.front());
}

void TestRecovery::liveCopiesAreNeverOfferedOrRemovedByAnotherInstance()
{
    const QString model = m_home.filePath(QStringLiteral("shared.cosmos.json"));
    QFile::remove(model);
    QVERIFY(QFile::copy(test::samplePath(QStringLiteral("ecommerce.cosmos.json")), model));
    QFile::setPermissions(model, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    // Instance A (this process) has unsaved work on the file.
    ModelDocument mine;
    QVERIFY(mine.load(model, nullptr));
    AutoSaver saver(&mine);
    QVERIFY(mine.apply(editNumber(3), QStringLiteral("Edit")));
    QVERIFY(saver.saveNow());
    const QByteArray copy = test::readAll(saver.recoveryPath());

    // Instance B (the real application) opens the same file, edits and saves.
    QProcess other;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    other.setProcessEnvironment(environment);
    other.start(QStringLiteral(COSMOS_GUI), {model});
    QVERIFY(other.waitForStarted());
    // B holds a lock of its own once its window exists.
    QElapsedTimer timer;
    timer.start();
    auto locks = []() { return QDir(RecoveryFiles::folder()).entryList({QStringLiteral("*.lock")}, QDir::Files); };
    while (locks().size() < 2 && timer.elapsed() < 30000)
        QTest::qWait(100);
    QTest::qWait(1500); // B opens the file and looks for crashes
    QCOMPARE(locks().size(), 2);
    other.kill();
    QVERIFY(other.waitForFinished());
    // A's copy is untouched, and still not offered while A runs.
    QCOMPARE(test::readAll(saver.recoveryPath()), copy);
    QCOMPARE(listedByAnotherProcess(), 0);
}

void TestRecovery::garbageInTheRecoveryFolderIsSkipped()
{
    QDir().mkpath(RecoveryFiles::folder());
    const QString stem = RecoveryFiles::folder() + QStringLiteral("/session-999999");
    QVERIFY(test::writeFile(stem + QStringLiteral(".recovery.json"), "{ not json"));
    // An info file without its model is not offered; a model with garbage info is
    // offered under what can be read, and restoring it reports the problem.
    QVERIFY(RecoveryFiles::list().isEmpty());
    QVERIFY(test::writeFile(stem + QStringLiteral(".cosmos.json"), "garbage"));
    const QList<RecoveryInfo> listed = RecoveryFiles::list();
    QCOMPARE(listed.size(), 1);
    QVERIFY(!ModelReader::readFile(listed.front().recoveryPath).ok());
    RecoveryFiles::remove(listed.front());
    QVERIFY(RecoveryFiles::list().isEmpty());
}

// A copy whose info file is missing (a kill between the two writes of the first copy,
// a cleaner that removed it) or unreadable is still offered, described by the copy
// itself: before, the first was never listed and the second listed as an empty model.
void TestRecovery::aCopyWithoutItsDescriptionIsOfferedWithWhatItSays()
{
    QDir().mkpath(RecoveryFiles::folder());
    const QString stem = RecoveryFiles::folder() + QStringLiteral("/session-999998");
    QVERIFY(QFile::copy(test::samplePath(QStringLiteral("ecommerce.cosmos.json")), stem + QStringLiteral(".cosmos.json")));
    for (const QByteArray &info : {QByteArray(), QByteArray("{ not json")}) {
        if (!info.isNull())
            QVERIFY(test::writeFile(stem + QStringLiteral(".recovery.json"), info));
        const QList<RecoveryInfo> listed = RecoveryFiles::list();
        QCOMPARE(listed.size(), 1);
        QCOMPARE(listed.front().applicationName, QStringLiteral("Online shop"));
        QCOMPARE(listed.front().entities, 5);
        QCOMPARE(listed.front().accessPatterns, 12);
        QCOMPARE(listed.front().savedAt, QFileInfo(stem + QStringLiteral(".cosmos.json")).lastModified());
        QVERIFY(listed.front().originalPath.isEmpty()); // not known: restoring opens it as a new model
    }
    RecoveryFiles::remove(RecoveryFiles::list().front());
    QVERIFY(RecoveryFiles::list().isEmpty());
}

// A recovery folder that cannot be written (here a file stands where the folder should
// be, which stops root as well) is said in the window, with the folder, for as long as
// it lasts; once the folder can be written again the next copy lands and the warning
// goes. Before, a status-bar message said it once and disappeared after 15 s.
void TestRecovery::anUnwritableRecoveryFolderIsAVisibleWarning()
{
    const QString folder = RecoveryFiles::folder();
    QVERIFY(QDir(folder).removeRecursively());
    QVERIFY(QDir().mkpath(QFileInfo(folder).path()));
    QVERIFY(test::writeFile(folder, "not a folder"));
    MainWindow window;
    window.show();
    QVERIFY(window.fileActions()->openFile(test::samplePath(QStringLiteral("ecommerce.cosmos.json"))));
    auto *warning = window.findChild<QLabel *>(QStringLiteral("recoveryWarning"));
    QVERIFY(warning);
    QVERIFY(!warning->isVisible());
    window.autoSaver()->setInterval(300);

    QVERIFY(window.document()->apply(editNumber(0), QStringLiteral("Edit")));
    QTRY_VERIFY_WITH_TIMEOUT(warning->isVisible(), 2000);
    QVERIFY2(warning->text().contains(QDir::toNativeSeparators(folder)), qPrintable(warning->text()));
    QTest::qWait(1000); // several retries later, still said
    QVERIFY(warning->isVisible());
    QVERIFY(window.autoSaver()->recoveryPath().isEmpty());

    QVERIFY(QFile::remove(folder));
    QTRY_VERIFY_WITH_TIMEOUT(!warning->isVisible(), 3000);
    QVERIFY(QFile::exists(window.autoSaver()->recoveryPath()));
    QCOMPARE(test::loadModel(window.autoSaver()->recoveryPath()), window.document()->model());

    // Saved: nothing to protect, nothing to warn about, also after a new failure.
    QVERIFY(QDir(folder).removeRecursively());
    QVERIFY(test::writeFile(folder, "not a folder"));
    QVERIFY(window.document()->apply(editNumber(1), QStringLiteral("Edit")));
    QTRY_VERIFY_WITH_TIMEOUT(warning->isVisible(), 3000);
    window.document()->undoStack()->undo();
    window.document()->undoStack()->undo();
    QVERIFY(!window.document()->isModified());
    QVERIFY(!warning->isVisible());
    QVERIFY(QFile::remove(folder));
}

QTEST_MAIN(TestRecovery)
#include "tst_recovery.moc"

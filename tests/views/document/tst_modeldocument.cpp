// SPDX-License-Identifier: MIT
#include "faultinjection.h"
#include "testsupport.h"

#include "model/analysis/analysis.h"
#include "model/analysis/analysisjson.h"
#include "model/io/modelwriter.h"
#include "syntheticmodel.h"
#include "views/document/modeldocument.h"

#include <QElapsedTimer>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
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
    void failedSaveKeepsTheChangesAndTheFile();
    void outsideChangesAreReportedOnceEach();
    void ownSavesAreNotOutsideChanges();
    void removedFileIsReported();
    void largeModelsAreAnalysedOffTheGuiThread();
    void theModelIsKeptOnceAndCopiedOnlyToBeEdited();
    void editsWhileTheWorkerRunsEndInTheLatestAnalysis();
    void typingWaitsForAPauseOnlyWhenShowingTheAnalysisIsSlow();
    void theWorkerAnalysesDuringTheTypingPause();
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
            QStringLiteral("Edit RPS"), true));
    QCOMPARE(document.undoStack()->count(), 1);
    document.undoStack()->undo();
    QCOMPARE(*document.model().accessPattern(QStringLiteral("AP1"))->rpsAvg, 550.0);
}

void TestModelDocument::refusedEditsChangeNothing()
{
    ModelDocument document;
    QVERIFY(document.load(test::samplePath(QStringLiteral("ecommerce.cosmos.json")), nullptr));
    QSignalSpy changed(&document, &ModelDocument::modelChanged);
    QSignalSpy refused(&document, &ModelDocument::editRefused);
    const EditOutcome outcome = document.apply(
        {Change::set(ObjectKind::AccessPattern, QStringLiteral("AP1"), "rpsAvg", -5)}, QStringLiteral("Edit RPS"));
    QVERIFY(!outcome);
    QCOMPARE(outcome.errors.size(), size_t(1));
    QCOMPARE(outcome.reason, QStringLiteral("expected a number from 0 to 1000000000, got -5"));
    QCOMPARE(refused.count(), 1);
    QCOMPARE(refused.at(0).at(0).value<EditOutcome>().action, QStringLiteral("Edit RPS"));
    // A misspelt field is refused the same way, not kept as unknown data and saved.
    QVERIFY(!document.apply(
        {Change::set(ObjectKind::AccessPattern, QStringLiteral("AP1"), "rpsAvgg", 5)}, QStringLiteral("Edit RPS")));
    QCOMPARE(refused.count(), 2);
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

namespace {

QString copyOfSample(const QTemporaryDir &dir)
{
    const QString path = dir.filePath(QStringLiteral("shop.cosmos.json"));
    QFile::copy(test::samplePath(QStringLiteral("ecommerce.cosmos.json")), path);
    QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    return path;
}

// The sample copied into a scratch folder and loaded, then its outside changes watched.
struct WatchedCopy {
    QTemporaryDir dir;
    QString path = copyOfSample(dir);
    ModelDocument document;
    bool loaded = document.load(path, nullptr);
    QSignalSpy changes {&document, &ModelDocument::changedOnDisk};
};

// What another program does: rewrite the file (atomically, as fmt does, or in place).
void writeOutside(const QString &path, const QByteArray &bytes, bool inPlace)
{
    if (inPlace) {
        QVERIFY(test::writeFile(path, bytes));
    } else {
        QVERIFY(ModelWriter::writeBytes(bytes, path).ok);
    }
}

QByteArray withAppName(const QString &path, const QString &name)
{
    Model model = test::loadModel(path);
    model.application.name = name;
    return ModelWriter::toBytes(model);
}

} // namespace

void TestModelDocument::failedSaveKeepsTheChangesAndTheFile()
{
    QTemporaryDir dir;
    const QString path = copyOfSample(dir);
    const QByteArray before = test::readAll(path);
    // In a child: the limit must not reach the test process.
    const int code = test::runWithFileSizeLimit(4096, [&]() {
        ModelDocument document;
        if (!document.load(path, nullptr))
            return 10;
        document.apply({Change::set(ObjectKind::Entity, QStringLiteral("user"), "avgSizeKB", 3)}, QStringLiteral("E"));
        QString error;
        if (document.save(path, &error))
            return 1; // "saved" while the disk refused the bytes
        if (!error.contains(QLatin1String("File too large")))
            return 2;
        return document.isModified() ? 0 : 3;
    });
    QCOMPARE(code, 0);
    QCOMPARE(test::readAll(path), before);
    QCOMPARE(test::entriesOf(dir.path()), QStringList {QStringLiteral("shop.cosmos.json")});
}

void TestModelDocument::outsideChangesAreReportedOnceEach()
{
    WatchedCopy f;
    QVERIFY(f.loaded);
    QCOMPARE(f.document.diskState(), ModelDocument::DiskState::Unchanged);

    // Replaced atomically (the watch must follow the new file), then in place.
    writeOutside(f.path, withAppName(f.path, QStringLiteral("Theirs")), false);
    QVERIFY(f.changes.wait(3000));
    QCOMPARE(f.changes.size(), 1);
    QCOMPARE(f.changes.front().front().value<ModelDocument::DiskState>(), ModelDocument::DiskState::Changed);
    QCOMPARE(f.document.diskState(), ModelDocument::DiskState::Changed);
    writeOutside(f.path, withAppName(f.path, QStringLiteral("Theirs again")), true);
    QVERIFY(f.changes.wait(3000));
    QCOMPARE(f.changes.size(), 2);
    // The same bytes written again are no new change.
    writeOutside(f.path, test::readAll(f.path), false);
    QVERIFY(!f.changes.wait(800));
    QCOMPARE(f.changes.size(), 2);

    // Kept mine: no longer a change, until the next outside write.
    f.document.acknowledgeDiskState();
    QCOMPARE(f.document.diskState(), ModelDocument::DiskState::Unchanged);
    writeOutside(f.path, withAppName(f.path, QStringLiteral("Third")), false);
    QVERIFY(f.changes.wait(3000));
    QCOMPARE(f.changes.size(), 3);
    // Reloaded: theirs is open, and known.
    Diagnostics errors;
    QVERIFY(f.document.reload(&errors));
    QCOMPARE(f.document.model().application.name, QStringLiteral("Third"));
    QCOMPARE(f.document.diskState(), ModelDocument::DiskState::Unchanged);
}

void TestModelDocument::ownSavesAreNotOutsideChanges()
{
    WatchedCopy f;
    QVERIFY(f.loaded);
    QSignalSpy saved(&f.document, &ModelDocument::saved);
    for (int i = 0; i < 3; ++i) {
        QVERIFY(f.document.apply(
            {Change::set(ObjectKind::Entity, QStringLiteral("user"), "avgSizeKB", 3 + i)}, QStringLiteral("Edit")));
        QString error;
        QVERIFY(f.document.save(f.path, &error));
    }
    QVERIFY(!f.changes.wait(800));
    QCOMPARE(f.changes.size(), 0);
    QCOMPARE(saved.size(), 3);
    // And the watch still works after the document's own atomic replaces.
    writeOutside(f.path, withAppName(f.path, QStringLiteral("Theirs")), false);
    QVERIFY(f.changes.wait(3000));
}

void TestModelDocument::removedFileIsReported()
{
    WatchedCopy f;
    QVERIFY(f.loaded);
    QVERIFY(QFile::remove(f.path));
    QVERIFY(f.changes.wait(3000));
    QCOMPARE(f.changes.front().front().value<ModelDocument::DiskState>(), ModelDocument::DiskState::Missing);
    QCOMPARE(f.document.diskState(), ModelDocument::DiskState::Missing);
}

namespace {

bool waitUntilAnalysed(const ModelDocument &document)
{
    QElapsedTimer timer;
    timer.start();
    while (document.isAnalysing() && timer.elapsed() < 30000)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 10);
    return !document.isAnalysing();
}

std::string analysisText(const Findings &findings)
{
    return analysisToJson(findings).dump();
}

} // namespace

void TestModelDocument::largeModelsAreAnalysedOffTheGuiThread()
{
    ModelDocument document;
    document.setBackgroundThreshold(0); // every model goes to the worker
    QVERIFY(document.load(test::samplePath(QStringLiteral("ecommerce.cosmos.json")), nullptr));
    QVERIFY(waitUntilAnalysed(document));
    QSignalSpy busy(&document, &ModelDocument::analysingChanged);
    QSignalSpy published(&document, &ModelDocument::analysisChanged);
    const std::shared_ptr<const Analysis> before = document.analysis();
    for (int i = 0; i < 10; ++i)
        QVERIFY(document.apply(
            {Change::set(ObjectKind::AccessPattern, QStringLiteral("AP1"), "rpsAvg", 10 + i)}, QStringLiteral("Edit")));
    // The edits are in the model at once; the analysis shown is still the old one.
    QCOMPARE(*document.model().accessPattern(QStringLiteral("AP1"))->rpsAvg, 19.0);
    QCOMPARE(document.analysis(), before);
    QVERIFY(document.isAnalysing());
    QVERIFY(waitUntilAnalysed(document));
    QCOMPARE(published.size(), 1); // ten edits in one turn: one analysis
    QCOMPARE(busy.size(), 2);
    QVERIFY(busy.front().front().toBool());
    QVERIFY(!busy.back().front().toBool());
    QCOMPARE(analysisText(*document.findings()), analysisText(*Findings::of(document.model())));
}

void TestModelDocument::theModelIsKeptOnceAndCopiedOnlyToBeEdited()
{
    // A 50 MB model kept twice (here and in the analysis of it) was hundreds of
    // megabytes more: the document, its analysis and the recovery copy share one model
    // until an edit, which then changes a copy of its own.
    for (const int threshold : {0, ModelDocument::kBackgroundEntities}) {
        ModelDocument document;
        document.setBackgroundThreshold(threshold); // on the worker, then inline
        QVERIFY(document.load(test::samplePath(QStringLiteral("ecommerce.cosmos.json")), nullptr));
        QVERIFY(waitUntilAnalysed(document));
        QCOMPARE(&document.findings()->model(), &document.model());
        const std::shared_ptr<const Model> saved = document.snapshot();
        QCOMPARE(saved.get(), &document.model());

        QVERIFY(document.apply(
            {Change::set(ObjectKind::AccessPattern, QStringLiteral("AP1"), "rpsAvg", 77)}, QStringLiteral("Edit")));
        // The edit went to a copy: what the analysis and the snapshot read is as it was.
        QVERIFY(saved.get() != &document.model());
        QCOMPARE(*document.model().accessPattern(QStringLiteral("AP1"))->rpsAvg, 77.0);
        QVERIFY(*saved->accessPattern(QStringLiteral("AP1"))->rpsAvg != 77.0);
        QVERIFY(waitUntilAnalysed(document));
        QCOMPARE(&document.findings()->model(), &document.model());

        // Refused and unchanging edits keep the one shared model, copying nothing.
        const Model *shared = &document.model();
        QVERIFY(!document.apply(
            {Change::set(ObjectKind::AccessPattern, QStringLiteral("AP1"), "rpsAvg", -5)}, QStringLiteral("Edit")));
        QVERIFY(document.apply(
            {Change::set(ObjectKind::AccessPattern, QStringLiteral("AP1"), "rpsAvg", 77)}, QStringLiteral("Edit")));
        QCOMPARE(&document.model(), shared);
        QCOMPARE(&document.findings()->model(), shared);

        // Undo edits a copy too, and the analysis follows it.
        document.undoStack()->undo();
        QVERIFY(*saved->accessPattern(QStringLiteral("AP1"))->rpsAvg != 77.0);
        QCOMPARE(*document.model().accessPattern(QStringLiteral("AP1"))->rpsAvg,
            *saved->accessPattern(QStringLiteral("AP1"))->rpsAvg);
        QVERIFY(waitUntilAnalysed(document));
        QCOMPARE(analysisText(*document.findings()), analysisText(*Findings::of(document.model())));
    }
}

void TestModelDocument::editsWhileTheWorkerRunsEndInTheLatestAnalysis()
{
    ModelDocument document;
    document.reset(syntheticModel(300), QString()); // about 30 ms an analysis: over the threshold
    QVERIFY(int(document.model().entities.size()) >= ModelDocument::kBackgroundEntities);
    QVERIFY(waitUntilAnalysed(document));
    QSignalSpy published(&document, &ModelDocument::analysisChanged);
    for (int i = 0; i < 6; ++i) {
        QVERIFY(document.apply({Change::set(ObjectKind::AccessPattern, QStringLiteral("AP1"), "rpsAvg", 100 + i)},
            QStringLiteral("Edit")));
        QCoreApplication::processEvents(); // the worker starts; later edits arrive while it runs
    }
    QVERIFY(waitUntilAnalysed(document));
    QVERIFY(published.size() >= 1);
    QVERIFY(published.size() <= 6);
    QCOMPARE(analysisText(*document.findings()), analysisText(*Findings::of(document.model())));

    // A result that is older than what is shown is dropped: recomputeNow() while the
    // worker runs wins.
    QVERIFY(document.apply(
        {Change::set(ObjectKind::AccessPattern, QStringLiteral("AP1"), "rpsAvg", 7)}, QStringLiteral("Edit")));
    QCoreApplication::processEvents();
    document.recomputeNow();
    const std::shared_ptr<const Analysis> now = document.analysis();
    QVERIFY(waitUntilAnalysed(document));
    QCOMPARE(document.analysis(), now);
}

void TestModelDocument::typingWaitsForAPauseOnlyWhenShowingTheAnalysisIsSlow()
{
    ModelDocument document; // five entities: analysed on this thread
    QVERIFY(document.load(test::samplePath(QStringLiteral("ecommerce.cosmos.json")), nullptr));
    document.recomputeNow();
    QVERIFY(document.lastPublishMs() <= ModelDocument::kSmoothRefreshMs);
    const auto type = [&document](double rps) {
        return bool(document.apply({Change::set(ObjectKind::AccessPattern, QStringLiteral("AP1"), "rpsAvg", rps)},
            QStringLiteral("Edit"), true));
    };
    const auto nextTurn = []() {
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
    };

    // Quick to show: every keystroke's analysis follows on the next event-loop turn.
    QVERIFY(type(551));
    nextTurn();
    QVERIFY(!document.isAnalysing());

    // A view that holds the GUI thread for 80 ms whenever an analysis arrives: the
    // keystroke that reveals it is shown, the next ones wait until typing pauses.
    QObject slowView;
    connect(&document, &ModelDocument::analysisChanged, &slowView,
        []() { QThread::msleep(ModelDocument::kSmoothRefreshMs + 30); });
    QVERIFY(type(552));
    nextTurn();
    QVERIFY(!document.isAnalysing());
    QVERIFY(document.lastPublishMs() > ModelDocument::kSmoothRefreshMs);
    QVERIFY(type(553));
    QVERIFY(type(554));
    nextTurn();
    QVERIFY(document.isAnalysing());
    QTRY_VERIFY_WITH_TIMEOUT(!document.isAnalysing(), 5000);
    QCOMPARE(*document.findings()->model().accessPattern(QStringLiteral("AP1"))->rpsAvg, 554.0);

    // An edit that is not typing (a choice, a committed cell) never waits.
    QVERIFY(document.apply(
        {Change::set(ObjectKind::AccessPattern, QStringLiteral("AP1"), "rpsAvg", 555)}, QStringLiteral("Edit")));
    nextTurn();
    QVERIFY(!document.isAnalysing());
}

// A model slow to show is analysed on the worker while the typing goes on: the pause
// only holds the result back, so the panels follow sooner after the last keystroke.
void TestModelDocument::theWorkerAnalysesDuringTheTypingPause()
{
    ModelDocument document;
    document.setBackgroundThreshold(0); // every model on the worker
    QVERIFY(document.load(test::samplePath(QStringLiteral("ecommerce.cosmos.json")), nullptr));
    QVERIFY(waitUntilAnalysed(document));
    const auto type = [&document](double rps) {
        return bool(document.apply({Change::set(ObjectKind::AccessPattern, QStringLiteral("AP1"), "rpsAvg", rps)},
            QStringLiteral("Edit"), true));
    };
    QObject slowView;
    connect(&document, &ModelDocument::analysisChanged, &slowView,
        []() { QThread::msleep(ModelDocument::kSmoothRefreshMs + 30); });
    QVERIFY(type(552)); // reveals that showing an analysis is slow
    QVERIFY(waitUntilAnalysed(document));
    QVERIFY(document.lastPublishMs() > ModelDocument::kSmoothRefreshMs);

    QSignalSpy published(&document, &ModelDocument::analysisChanged);
    QSignalSpy working(&document, &ModelDocument::analysingChanged);
    QElapsedTimer sinceLastKey;
    QVERIFY(type(553));
    QVERIFY(type(554));
    sinceLastKey.start();
    // The worker starts after a short gap, before the pause is over.
    QTRY_VERIFY_WITH_TIMEOUT(working.size() >= 1, 5000);
    QVERIFY(sinceLastKey.elapsed() >= ModelDocument::kWorkerStartGapMs);
    QVERIFY(sinceLastKey.elapsed() < ModelDocument::kTypingPauseMs);
    QCOMPARE(working.first().at(0).toBool(), true);
    QCOMPARE(published.size(), 0);
    // It finishes (a five-entity model takes about a millisecond) and its result waits.
    QTRY_VERIFY_WITH_TIMEOUT(working.size() >= 2, 5000);
    if (sinceLastKey.elapsed() < ModelDocument::kTypingPauseMs - 50) { // not on a machine that stalled
        QCOMPARE(published.size(), 0);
        QVERIFY(document.isAnalysing());
        QCOMPARE(*document.findings()->model().accessPattern(QStringLiteral("AP1"))->rpsAvg, 552.0);
    }
    // The pause shows the held result: once, of the last keystroke, with no second run.
    QVERIFY(waitUntilAnalysed(document));
    QCOMPARE(published.size(), 1);
    QCOMPARE(*document.findings()->model().accessPattern(QStringLiteral("AP1"))->rpsAvg, 554.0);
    QCOMPARE(working.size(), 2);
    QCOMPARE(analysisText(*document.findings()), analysisText(*Findings::of(document.model())));

    // Typing resumed while a result is held: the held one is never shown, only the
    // result of the last keystroke, once.
    published.clear();
    working.clear();
    QVERIFY(type(555));
    QElapsedTimer sinceKey;
    sinceKey.start();
    QTRY_VERIFY_WITH_TIMEOUT(working.size() >= 2, 5000); // 555 analysed and held
    const bool heldInTime = sinceKey.elapsed() < ModelDocument::kTypingPauseMs - 50;
    QVERIFY(type(556));
    QVERIFY(waitUntilAnalysed(document));
    QCOMPARE(*document.findings()->model().accessPattern(QStringLiteral("AP1"))->rpsAvg, 556.0);
    if (heldInTime)
        QCOMPARE(published.size(), 1);
}

QTEST_MAIN(TestModelDocument)
#include "tst_modeldocument.moc"

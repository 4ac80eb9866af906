// SPDX-License-Identifier: MIT
// Writes that cannot lie: a full disk or a refused write is reported with the
// operating system's reason, the previous file stays whole, nothing is left behind;
// an export that fails leaves its folder as it was; the writer refuses what the
// reader would refuse to open.
#include "faultinjection.h"
#include "testsupport.h"

#include "model/analysis/analysis.h"
#include "model/export/exportfolder.h"
#include "model/io/modelreader.h"
#include "model/io/modelwriter.h"

#include <QDirIterator>
#include <QTemporaryDir>
#include <QTest>

using namespace cosmos;

namespace {

// Every file under a folder with its bytes: "the folder is as it was".
QMap<QString, QByteArray> snapshot(const QString &folder)
{
    QMap<QString, QByteArray> files;
    QDirIterator it(folder, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        files.insert(QDir(folder).relativeFilePath(path), test::readAll(path));
    }
    return files;
}

// The canonical bytes of a bundled sample: 7 to 16 KB, small enough to sit whole in
// QSaveFile's buffer, which is where a late disk error used to be lost.
QByteArray sampleBytes(const QString &name)
{
    return ModelWriter::toBytes(test::loadModel(test::samplePath(name)));
}

} // namespace

class TestWriteFailures : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void fullDiskFailsTheSaveAndKeepsTheOldFile();
    void refusedWriteFailsTheSaveAndKeepsTheOldFile();
    void writerRefusesWhatTheReaderWouldRefuse();
    void failedExportLeavesAnEarlierExportAsItWas();
    void failedExportCreatesNoFolder();
};

void TestWriteFailures::fullDiskFailsTheSaveAndKeepsTheOldFile()
{
    const test::TinyFilesystem disk(64);
    if (!disk.ok())
        QSKIP("mounting a tmpfs needs root; refusedWriteFailsTheSaveAndKeepsTheOldFile covers the same path");
    const QString path = disk.path(QStringLiteral("model.cosmos.json"));
    const QByteArray old = sampleBytes(QStringLiteral("online-shop-orders.cosmos.json"));
    QVERIFY(ModelWriter::writeBytes(old, path).ok);
    disk.fill();
    const QByteArray larger = sampleBytes(QStringLiteral("ecommerce.cosmos.json"));
    QVERIFY(larger.size() < 16 * 1024); // fits the buffer that used to hide the error

    const SaveResult result = ModelWriter::writeModelBytes(larger, path);
    QVERIFY(!result.ok);
    QVERIFY2(result.error.contains(QLatin1String("No space left on device")), qPrintable(result.error));
    QCOMPARE(test::readAll(path), old);
    QCOMPARE(test::entriesOf(disk.path()), (QStringList {QStringLiteral("filler"), QStringLiteral("model.cosmos.json")}));
}

void TestWriteFailures::refusedWriteFailsTheSaveAndKeepsTheOldFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("model.cosmos.json"));
    const QByteArray old = sampleBytes(QStringLiteral("online-shop-orders.cosmos.json"));
    QVERIFY(ModelWriter::writeBytes(old, path).ok);
    const QByteArray larger = sampleBytes(QStringLiteral("ecommerce.cosmos.json"));
    // 4 KB: the first write of the larger model already passes the limit.
    const int code = test::runWithFileSizeLimit(4096, [&]() {
        const SaveResult result = ModelWriter::writeModelBytes(larger, path);
        if (result.ok)
            return 1; // the old writer: success reported, file cut at the limit
        return result.error.contains(QLatin1String("File too large")) ? 0 : 2;
    });
    QCOMPARE(code, 0);
    QCOMPARE(test::readAll(path), old);
    QCOMPARE(test::entriesOf(dir.path()), QStringList {QStringLiteral("model.cosmos.json")});
}

void TestWriteFailures::writerRefusesWhatTheReaderWouldRefuse()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("huge.cosmos.json"));
    const QByteArray huge(ModelReader::kMaxFileBytes + 1, ' ');
    QVERIFY(!ModelReader::readBytes(huge).ok());
    const SaveResult result = ModelWriter::writeModelBytes(huge, path);
    QVERIFY(!result.ok);
    QVERIFY2(result.error.contains(QLatin1String("64 MB")), qPrintable(result.error));
    QVERIFY(!QFile::exists(path));
    // At the limit itself both agree the other way: it is written (and may be read).
    const QByteArray limit(ModelReader::kMaxFileBytes, ' ');
    QVERIFY(ModelWriter::writeModelBytes(limit, path).ok);
    QCOMPARE(QFileInfo(path).size(), ModelReader::kMaxFileBytes);
}

void TestWriteFailures::failedExportLeavesAnEarlierExportAsItWas()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("export"));
    const Model before = test::loadModel(test::samplePath(QStringLiteral("online-shop-orders.cosmos.json")));
    QCOMPARE(exportFolder(*Findings::of(before), out, allExportProducts()).failure, ExportResult::Failure::None);
    const QMap<QString, QByteArray> earlier = snapshot(out);
    QVERIFY(earlier.size() > 5);

    const Model after = test::loadModel(test::samplePath(QStringLiteral("ecommerce.cosmos.json")));
    const std::shared_ptr<const Analysis> analysis = analyze(after);
    // 8 KB: the small files pass, the data-model document does not.
    const int code = test::runWithFileSizeLimit(8192, [&]() {
        const ExportResult result = exportFolder(test::findingsOf(after, analysis), out, allExportProducts());
        if (result.failure != ExportResult::Failure::CannotWrite)
            return 1;
        return result.errors.join(QLatin1Char('\n')).contains(QLatin1String("File too large")) ? 0 : 2;
    });
    QCOMPARE(code, 0);
    QCOMPARE(snapshot(out), earlier);
    QCOMPARE(test::entriesOf(dir.path()), QStringList {QStringLiteral("export")}); // no staging folder left
}

void TestWriteFailures::failedExportCreatesNoFolder()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("fresh"));
    const Model model = test::loadModel(test::samplePath(QStringLiteral("ecommerce.cosmos.json")));
    const std::shared_ptr<const Analysis> analysis = analyze(model);
    const int code = test::runWithFileSizeLimit(8192, [&]() {
        return exportFolder(test::findingsOf(model, analysis), out, allExportProducts()).failure == ExportResult::Failure::CannotWrite
            ? 0
            : 1;
    });
    QCOMPARE(code, 0);
    QVERIFY(test::entriesOf(dir.path()).isEmpty());
    // Without the limit the same export lands whole.
    const ExportResult result = exportFolder(test::findingsOf(model, analysis), out, allExportProducts());
    QCOMPARE(result.failure, ExportResult::Failure::None);
    QCOMPARE(snapshot(out).size(), result.written.size());
    QVERIFY(QFileInfo(out).permissions() & QFileDevice::ReadOther); // not the temporary folder's 0700
}

QTEST_GUILESS_MAIN(TestWriteFailures)
#include "tst_writefailures.moc"

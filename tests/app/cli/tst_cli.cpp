// SPDX-License-Identifier: MIT
// Drives the real cosmos-modeler-cli binary: exit codes and messages are its contract.
#include "testsupport.h"

#include <QDir>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace cosmos;

namespace {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

Run runCli(const QStringList &arguments)
{
    QProcess process;
    process.start(QStringLiteral(COSMOS_CLI), arguments);
    if (!process.waitForFinished(60000))
        qFatal("cosmos-modeler-cli did not finish");
    return Run {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
        QString::fromUtf8(process.readAllStandardOutput()), QString::fromUtf8(process.readAllStandardError())};
}

QString copyTo(const QTemporaryDir &dir, const QString &source)
{
    const QString target = dir.filePath(QFileInfo(source).fileName());
    QFile::remove(target);
    if (!QFile::copy(source, target))
        qFatal("cannot copy %s", qPrintable(source));
    QFile::setPermissions(target, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    return target;
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void versionAndHelp();
    void checkAcceptsTheSharedExample();
    void everyMalformedFixtureExitsTwoWithItsPlace();
    void fmtRewritesOnceAndCheckAgrees();
    void fmtLeavesAnInvalidModelAlone();
    void unknownCommandsAndMissingFiles();
};

void TestCli::versionAndHelp()
{
    const Run version = runCli({QStringLiteral("--version")});
    QCOMPARE(version.exitCode, 0);
    QVERIFY(version.out.startsWith(QStringLiteral("cosmos-modeler-cli ")));

    const Run help = runCli({QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    QVERIFY(help.out.contains(QStringLiteral("check MODEL")));
    QVERIFY(help.out.contains(QStringLiteral("fmt MODEL [--check]")));
}

void TestCli::checkAcceptsTheSharedExample()
{
    const Run run = runCli({QStringLiteral("check"), test::samplePath(QStringLiteral("ecommerce.cosmos.json"))});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(!run.out.contains(QStringLiteral("error:")), qPrintable(run.out));
}

void TestCli::everyMalformedFixtureExitsTwoWithItsPlace()
{
    const QDir dir(test::dataPath(QStringLiteral("malformed")));
    const QStringList fixtures = dir.entryList({QStringLiteral("*.cosmos.json")}, QDir::Files);
    QVERIFY(fixtures.size() >= 25);
    for (const QString &fixture : fixtures) {
        const QString path = dir.filePath(fixture);
        const Run run = runCli({QStringLiteral("check"), path});
        QVERIFY2(run.exitCode == 2, qPrintable(fixture));
        // "cosmos-modeler-cli: FILE:LINE:COL: message" (or FILE: message without a place)
        QVERIFY2(
            run.err.startsWith(QStringLiteral("cosmos-modeler-cli: ") + path + QLatin1Char(':')), qPrintable(run.err));
        if (fixture != QLatin1String("empty.cosmos.json"))
            QVERIFY2(QRegularExpression(QStringLiteral("^cosmos-modeler-cli: [^\\n]+:\\d+:\\d+: "))
                         .match(run.err)
                         .hasMatch(),
                qPrintable(run.err));
    }
}

void TestCli::fmtRewritesOnceAndCheckAgrees()
{
    QTemporaryDir dir;
    const QString path = copyTo(dir, test::samplePath(QStringLiteral("ecommerce.cosmos.json")));
    const QByteArray original = test::readAll(path);

    QCOMPARE(runCli({QStringLiteral("fmt"), QStringLiteral("--check"), path}).exitCode, 1);
    QCOMPARE(test::readAll(path), original); // --check changes nothing

    QCOMPARE(runCli({QStringLiteral("fmt"), path}).exitCode, 0);
    const QByteArray formatted = test::readAll(path);
    QVERIFY(formatted != original);
    QCOMPARE(runCli({QStringLiteral("fmt"), QStringLiteral("--check"), path}).exitCode, 0);
    QCOMPARE(runCli({QStringLiteral("fmt"), path}).exitCode, 0);
    QCOMPARE(test::readAll(path), formatted); // fmt twice is a no-op
    QCOMPARE(test::loadModel(path), test::loadModel(test::samplePath(QStringLiteral("ecommerce.cosmos.json"))));
}

void TestCli::fmtLeavesAnInvalidModelAlone()
{
    QTemporaryDir dir;
    const QString path = copyTo(dir, test::dataPath(QStringLiteral("malformed/dangling-from.cosmos.json")));
    const QByteArray original = test::readAll(path);
    const Run run = runCli({QStringLiteral("fmt"), path});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.err.contains(QStringLiteral("/relationships/0/from")));
    QCOMPARE(test::readAll(path), original);
}

void TestCli::unknownCommandsAndMissingFiles()
{
    const Run unknown = runCli({QStringLiteral("frobnicate")});
    QCOMPARE(unknown.exitCode, 2);
    QCOMPARE(unknown.err,
        QStringLiteral("cosmos-modeler-cli: unknown command \"frobnicate\"; run cosmos-modeler-cli --help\n"));

    const Run missing = runCli({QStringLiteral("check"), QStringLiteral("/nonexistent/model.cosmos.json")});
    QCOMPARE(missing.exitCode, 2);
    QVERIFY(missing.err.startsWith(
        QStringLiteral("cosmos-modeler-cli: /nonexistent/model.cosmos.json: cannot be opened: ")));

    QCOMPARE(runCli({QStringLiteral("check")}).exitCode, 2);
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"

// SPDX-License-Identifier: MIT
// Drives the real cosmos-modeler-cli binary: exit codes and messages are its contract.
#include "clirun.h"
#include "faultinjection.h"
#include "testsupport.h"
#include "model/export/exportmodels.h"

#include "model/io/modelwriter.h"

#include <QDir>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace cosmos;

namespace {

using Run = test::CliRun;
using test::runCli;

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
    void checkPrintsTheChecklistAndFailsOnErrors();
    void aChainOfAHundredThousandEntitiesIsChecked();
    void analyzeJsonCarriesAdviceAndChecklist();
    void everyMalformedFixtureExitsTwoWithItsPlace();
    void fmtRewritesOnceAndCheckAgrees();
    void fmtLeavesAnInvalidModelAlone();
    void fmtOnAFullDiskFailsAndKeepsTheFile();
    void fmtRefusedByTheSystemFailsAndKeepsTheFile();
    void unknownCommandsAndMissingFiles();
    void exportWritesTheFolder();
    void exportOnlyWritesTheChosenProducts();
    void exportExitCodes();
    void exportWarnsWhenUniqueKeysChange();
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
    QVERIFY(help.out.contains(QStringLiteral("export MODEL --out DIR [--only LIST]")));

    // Each command's own help, with or without a MODEL (FORMAT.md: --help exits 0);
    // without --help, a missing MODEL is still a usage error.
    for (const QString &command : {QStringLiteral("analyze"), QStringLiteral("check"), QStringLiteral("fmt"),
             QStringLiteral("export")}) {
        const Run own = runCli({command, QStringLiteral("--help")});
        QVERIFY2(own.exitCode == 0, qPrintable(command + QLatin1Char(' ') + own.err));
        QVERIFY2(own.out.contains(QStringLiteral("MODEL")), qPrintable(own.out));
        QVERIFY(own.err.isEmpty());
        const Run missing = runCli({command});
        QCOMPARE(missing.exitCode, 2);
        QVERIFY2(missing.err.contains(QStringLiteral("needs exactly one MODEL")), qPrintable(missing.err));
    }
}

void TestCli::checkAcceptsTheSharedExample()
{
    const Run run = runCli({QStringLiteral("check"), test::samplePath(QStringLiteral("ecommerce.cosmos.json"))});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(!run.out.contains(QStringLiteral("error:")), qPrintable(run.out));
}

void TestCli::checkPrintsTheChecklistAndFailsOnErrors()
{
    // The shared example with one entity that can reach 3,000 KB, over the 2 MB item limit.
    Model model = test::loadModel(test::samplePath(QStringLiteral("ecommerce.cosmos.json")));
    model.entities[0].maxSizeKB = 3000;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.cosmos.json"));
    QVERIFY(ModelWriter::writeFile(model, path).ok);
    const Run run = runCli({QStringLiteral("check"), path});
    QCOMPARE(run.exitCode, 1);
    const QStringList lines = run.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QVERIFY(!lines.isEmpty());
    for (const QString &line : lines)
        QVERIFY2(QRegularExpression(QStringLiteral("^(error|warning|info): \\S+: .+ \\[[a-z0-9-]+\\]$"))
                     .match(line)
                     .hasMatch(),
            qPrintable(line));
    QVERIFY2(lines.contains(QStringLiteral("error: user: User documents reach 3,000 KB, above the 2,048 KB item limit. "
                                           "[document-too-large]")),
        qPrintable(run.out));
    QVERIFY2(run.err.contains(QStringLiteral("1 errors")), qPrintable(run.err));
}

// A chain of 100,000 entities, each the parent of the next, the last three closing a
// cycle: the checklist walked the chain recursively and overflowed the stack. It now
// finds the cycle at the chain's far end, and the rest of the model is checked.
void TestCli::aChainOfAHundredThousandEntitiesIsChecked()
{
    constexpr int kLength = 100000;
    Model model;
    model.application.name = QStringLiteral("Chain");
    model.entities.reserve(kLength);
    for (int i = 0; i < kLength; ++i)
        model.entities.push_back(test::makeEntity(QStringLiteral("e%1").arg(i), QStringLiteral("E%1").arg(i), 10, 1));
    auto relate = [&model](int from, int to) {
        Relationship r;
        r.id = QStringLiteral("r%1-%2").arg(from).arg(to);
        r.from = QStringLiteral("e%1").arg(from);
        r.to = QStringLiteral("e%1").arg(to);
        r.avgChildren = 1;
        model.relationships.push_back(r);
    };
    for (int i = 0; i + 1 < kLength; ++i)
        relate(i, i + 1);
    relate(kLength - 1, kLength - 3);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("chain.cosmos.json"));
    QVERIFY(ModelWriter::writeFile(model, path).ok);
    // Five seconds here, over a minute under the sanitizers.
    const Run run = runCli({QStringLiteral("check"), path}, {}, 600000);
    QCOMPARE(run.exitCode, 1); // the cycle is an error; no crash
    QVERIFY2(run.out.contains(QStringLiteral("error: r99997-99998: The relationships E99997 → E99998 → E99999 → E99997 "
                                             "form a cycle")),
        qPrintable(run.out.left(2000)));
}

void TestCli::analyzeJsonCarriesAdviceAndChecklist()
{
    const Run run = runCli({QStringLiteral("analyze"), test::samplePath(QStringLiteral("ecommerce.cosmos.json")),
        QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(run.exitCode, 0);
    const Json json = Json::parse(run.out.toStdString());
    QVERIFY(json.at("advice").is_array() && !json.at("advice").empty());
    QVERIFY(json.at("checklist").is_array());
    bool subset = false;
    for (const Json &advice : json.at("advice")) {
        for (const char *key : {"rule", "subject", "severity", "message", "recommendation", "why", "remedy", "doc"})
            QVERIFY2(advice.contains(key), key);
        subset = subset || (advice.at("rule") == "subset-pattern" && advice.at("subject") == "product-reviews");
    }
    QVERIFY(subset);
    for (const Json &item : json.at("checklist")) {
        QVERIFY(item.at("severity") == "warning" || item.at("severity") == "info"); // no errors in the example
        QVERIFY(item.contains("subject") && item.contains("message"));
    }
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

// Writes a compact copy of a sample and returns its bytes: fmt has to rewrite it, and
// its canonical form (about 12 KB) is smaller than QSaveFile's buffer, where the disk
// error used to vanish.
QByteArray writeCompactSample(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
    file.write(QJsonDocument::fromJson(test::readAll(test::samplePath(QStringLiteral("ecommerce.cosmos.json"))))
                   .toJson(QJsonDocument::Compact));
    file.close();
    return test::readAll(path);
}

void TestCli::fmtOnAFullDiskFailsAndKeepsTheFile()
{
    const test::TinyFilesystem disk(64);
    if (!disk.ok())
        QSKIP("mounting a tmpfs needs root; fmtRefusedByTheSystemFailsAndKeepsTheFile covers the same path");
    const QString path = disk.path(QStringLiteral("shop.cosmos.json"));
    const QByteArray before = writeCompactSample(path);
    disk.fill();
    const Run run = runCli({QStringLiteral("fmt"), path});
    QCOMPARE(run.exitCode, 3);
    QVERIFY2(run.err.contains(path + QStringLiteral(": cannot write: No space left on device")), qPrintable(run.err));
    QCOMPARE(test::readAll(path), before);
    QCOMPARE(test::entriesOf(disk.path()), (QStringList {QStringLiteral("filler"), QStringLiteral("shop.cosmos.json")}));
}

void TestCli::fmtRefusedByTheSystemFailsAndKeepsTheFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("shop.cosmos.json"));
    const QByteArray before = writeCompactSample(path);
    // bash's ulimit -f counts 1,024-byte blocks; SIGXFSZ ignored so the write fails instead.
    QProcess process;
    process.start(QStringLiteral("bash"),
        {QStringLiteral("-c"), QStringLiteral("trap '' XFSZ; ulimit -f 8; exec \"$0\" fmt \"$1\""),
            QStringLiteral(COSMOS_CLI), path});
    QVERIFY(process.waitForFinished(60000));
    const QString err = QString::fromUtf8(process.readAllStandardError());
    QCOMPARE(process.exitCode(), 3);
    QVERIFY2(err.contains(QStringLiteral("cannot write: File too large")), qPrintable(err));
    QCOMPARE(test::readAll(path), before);
    QCOMPARE(test::entriesOf(dir.path()), QStringList {QStringLiteral("shop.cosmos.json")});
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

void TestCli::exportWritesTheFolder()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("export"));
    const Run run = runCli({QStringLiteral("export"), test::samplePath(QStringLiteral("ecommerce.cosmos.json")),
        QStringLiteral("--out"), out});
    QCOMPARE(run.exitCode, 0);
    // One written file a line, in the folder's order.
    const QStringList lines = run.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 10);
    QCOMPARE(lines.front(), QDir(out).filePath(QStringLiteral("cosmosdb_requirements.md")));
    for (const QString &line : lines)
        QVERIFY2(QFileInfo(line).isFile(), qPrintable(line));
    // The unique email that UserOrders cannot hold: a warning, not a failure.
    QVERIFY2(run.err.startsWith(QStringLiteral("cosmos-modeler-cli: warning: User.email is marked unique")),
        qPrintable(run.err));
    QCOMPARE(run.err.count(QLatin1Char('\n')), 1);
}

void TestCli::exportOnlyWritesTheChosenProducts()
{
    QTemporaryDir dir;
    const Run run = runCli({QStringLiteral("export"), test::samplePath(QStringLiteral("ecommerce.cosmos.json")),
        QStringLiteral("--out"), dir.path(), QStringLiteral("--only"), QStringLiteral("datamodel,bicep")});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot, QDir::Name),
        QStringList({QStringLiteral("cosmosdb_data_model.md"), QStringLiteral("main.bicep")}));
    QVERIFY(run.err.contains(QStringLiteral("warning: User.email"))); // bicep deploys UserOrders
}

void TestCli::exportExitCodes()
{
    const QString shop = test::samplePath(QStringLiteral("ecommerce.cosmos.json"));
    QTemporaryDir dir;

    const Run noOut = runCli({QStringLiteral("export"), shop});
    QCOMPARE(noOut.exitCode, 2);
    QCOMPARE(noOut.err, QStringLiteral("cosmos-modeler-cli: export needs --out DIR\n"));

    const Run badOnly = runCli({QStringLiteral("export"), shop, QStringLiteral("--out"), dir.path(),
        QStringLiteral("--only"), QStringLiteral("requirements,pdf")});
    QCOMPARE(badOnly.exitCode, 2);
    QCOMPARE(badOnly.err,
        QStringLiteral("cosmos-modeler-cli: --only: unknown export \"pdf\"; choose from "
                       "requirements,datamodel,containers,indexing,arm,bicep,samples\n"));

    const QString malformed = test::dataPath(QStringLiteral("malformed/dangling-from.cosmos.json"));
    const Run invalid = runCli({QStringLiteral("export"), malformed, QStringLiteral("--out"), dir.path()});
    QCOMPARE(invalid.exitCode, 2);
    QVERIFY(invalid.err.startsWith(QStringLiteral("cosmos-modeler-cli: ") + malformed + QLatin1Char(':')));

    // Container names Azure refuses: exit 2 naming the model, nothing written.
    const QString hostile = dir.filePath(QStringLiteral("hostile.cosmos.json"));
    QVERIFY(ModelWriter::writeFile(test::hostileNamesModel(true), hostile).ok);
    const QString out = dir.filePath(QStringLiteral("out"));
    const Run refused = runCli({QStringLiteral("export"), hostile, QStringLiteral("--out"), out});
    QCOMPARE(refused.exitCode, 2);
    QVERIFY2(refused.err.startsWith(QStringLiteral("cosmos-modeler-cli: ") + hostile
                 + QStringLiteral(": container \"../../etc/passwd\" cannot be created")),
        qPrintable(refused.err));
    QVERIFY(!QFileInfo::exists(out));

    // A file where the folder should be: exit 3.
    const Run blocked = runCli({QStringLiteral("export"), shop, QStringLiteral("--out"), hostile});
    QCOMPARE(blocked.exitCode, 3);
    QVERIFY2(blocked.err.contains(QStringLiteral("cannot create the folder")), qPrintable(blocked.err));
}

void TestCli::exportWarnsWhenUniqueKeysChange()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("features.cosmos.json"));
    const QString out = dir.filePath(QStringLiteral("out"));
    Model model = test::featureModel();
    QVERIFY(ModelWriter::writeFile(model, path).ok);
    const QStringList arguments {QStringLiteral("export"), path, QStringLiteral("--out"), out, QStringLiteral("--only"),
        QStringLiteral("containers")};
    const Run first = runCli(arguments);
    QCOMPARE(first.exitCode, 0);
    QVERIFY(!first.err.contains(QStringLiteral("differ")));

    for (Attribute &attribute : model.entities[size_t(model.entityIndex(QStringLiteral("member")))].attributes)
        if (attribute.name == QLatin1String("nickname"))
            attribute.unique = false;
    QVERIFY(ModelWriter::writeFile(model, path).ok);
    const Run second = runCli(arguments);
    QCOMPARE(second.exitCode, 0);
    QVERIFY2(second.err.contains(QStringLiteral("cosmos-modeler-cli: warning: containers/Members.json: the unique keys "
                                                "of Members differ from the earlier export in this folder")),
        qPrintable(second.err));
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"

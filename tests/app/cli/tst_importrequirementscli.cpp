// SPDX-License-Identifier: MIT
// `cosmos-modeler-cli import-requirements` (FORMAT.md section 5): exit codes, errors
// as FILE:LINE:COL, warnings as FILE:LINE, and a written model that loads and analyses.
// The documents are those of tests/data/requirements (see tst_requirementsimport for
// what each holds).
#include "clirun.h"
#include "testsupport.h"

#include "model/io/modelreader.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <optional>

using namespace cosmos;
using test::runCli;

namespace {

QString document(const char *name)
{
    return test::dataPath(QStringLiteral("requirements/") + QString::fromUtf8(name));
}

test::CliRun importRequirements(const QString &input, const QString &out, const QStringList &options = {})
{
    return runCli(QStringList {QStringLiteral("import-requirements"), input, QStringLiteral("--out"), out} + options);
}

// The import went through and said `warning`, its only warning.
void verifyOnlyWarning(const test::CliRun &run, const QString &warning)
{
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY2(run.err.contains(warning), qPrintable(run.err));
    QCOMPARE(run.err.count(QStringLiteral("warning: ")), 1);
}

} // namespace

class TestImportRequirementsCli : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init() { m_dir.emplace(); }
    void cleanup() { m_dir.reset(); }
    void goodDocumentWritesAModelThatLoadsAndAnalyses();
    void brokenTableExitsTwoNamingLineAndColumn();
    void missingPatternTableExitsTwo();
    void unusableValuesAreWarningsAndTheModelIsWritten();
    void unwritableOutputExitsThree();
    void usage();

private:
    // Each test's own folder for the models it writes, removed when the test ends.
    std::optional<QTemporaryDir> m_dir;
};

void TestImportRequirementsCli::goodDocumentWritesAModelThatLoadsAndAnalyses()
{
    const QString input = document("lending.md");
    const QString out = m_dir->filePath(QStringLiteral("lending.cosmos.json"));
    const auto run = importRequirements(input, out);
    // Pattern 1 (line 13) gives one figure for both rates: said, with its place.
    verifyOnlyWarning(run,
        QStringLiteral("cosmos-modeler-cli: warning: ") + input
            + QStringLiteral(":13: AP1: one figure (500 RPS) is used as both the average and the peak"));

    const LoadResult loaded = ModelReader::readFile(out);
    QVERIFY2(loaded.model, loaded.errors.empty() ? "" : qPrintable(loaded.errors.front().message));
    const Model &model = *loaded.model;
    // The document has no title line: the file's name stands in.
    QCOMPARE(model.application.name, QStringLiteral("lending"));
    QCOMPARE(model.entities.size(), size_t(4));
    QCOMPARE(model.relationships.size(), size_t(3));
    QCOMPARE(model.accessPatterns.size(), size_t(7));

    const auto analyzed = runCli({QStringLiteral("analyze"), out, QStringLiteral("--format"), QStringLiteral("json")});
    QVERIFY2(analyzed.exitCode == 0, qPrintable(analyzed.err));
    QVERIFY(analyzed.out.contains(QStringLiteral("\"containers\"")));

    // --name gives the application its name.
    const auto named = importRequirements(input, out, {QStringLiteral("--name"), QStringLiteral("Personal loans")});
    QVERIFY2(named.exitCode == 0, qPrintable(named.err));
    QCOMPARE(ModelReader::readFile(out).model->application.name, QStringLiteral("Personal loans"));
}

// broken_cell_count.md: line 13 has 10 cells and line 14 has 7, against the header's 8.
void TestImportRequirementsCli::brokenTableExitsTwoNamingLineAndColumn()
{
    const QString input = document("broken_cell_count.md");
    const QString out = m_dir->filePath(QStringLiteral("hotel.cosmos.json"));
    const auto run = importRequirements(input, out);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("cosmos-modeler-cli: ") + input
                 + QStringLiteral(":13:3: this row has 10 cells; the table's header (line 10) has 8")),
        qPrintable(run.err));
    QVERIFY2(
        run.err.contains(input + QStringLiteral(":14:3: this row has 7 cells; the table's header (line 10) has 8")),
        qPrintable(run.err));
    QVERIFY(!QFile::exists(out));

    // An existing model is left as it was.
    QVERIFY(test::writeFile(out, "keep"));
    const auto again = importRequirements(input, out);
    QCOMPARE(again.exitCode, 2);
    QCOMPARE(test::readAll(out), QByteArray("keep"));
}

// broken_no_table.md: the patterns are a list under the heading on line 8.
void TestImportRequirementsCli::missingPatternTableExitsTwo()
{
    const QString input = document("broken_no_table.md");
    const QString out = m_dir->filePath(QStringLiteral("library.cosmos.json"));
    const auto run = importRequirements(input, out);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(input + QStringLiteral(":8:1: no access-pattern table")), qPrintable(run.err));
    QVERIFY(!QFile::exists(out));

    const QString missing = m_dir->filePath(QStringLiteral("missing.md"));
    const auto unreadable = importRequirements(missing, out);
    QCOMPARE(unreadable.exitCode, 2);
    QVERIFY2(unreadable.err.contains(missing + QStringLiteral(": no such file")), qPrintable(unreadable.err));
    QVERIFY(!QFile::exists(out));
}

// broken_rps_lots.md: "lots" on line 12; broken_unknown_entity.md: Invoice on line 30.
void TestImportRequirementsCli::unusableValuesAreWarningsAndTheModelIsWritten()
{
    const QString lots = document("broken_rps_lots.md");
    const QString out = m_dir->filePath(QStringLiteral("tickets.cosmos.json"));
    const auto run = importRequirements(lots, out);
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY2(
        run.err.contains(QStringLiteral("warning: ") + lots + QStringLiteral(":12: AP2: \"lots\" is not a number")),
        qPrintable(run.err));
    const LoadResult loaded = ModelReader::readFile(out);
    QVERIFY(loaded.model);
    QCOMPARE(toQString(loaded.model->accessPatterns[1].status), QStringLiteral("draft"));

    const QString unknown = document("broken_unknown_entity.md");
    const auto undescribed = importRequirements(unknown, out);
    verifyOnlyWarning(undescribed,
        QStringLiteral("warning: ") + unknown
            + QStringLiteral(":30: AP3 names the entity Invoice, which the document does not describe"));
    QVERIFY(ModelReader::readFile(out).model);
}

void TestImportRequirementsCli::unwritableOutputExitsThree()
{
    const QString out = m_dir->filePath(QStringLiteral("no/such/folder/lending.cosmos.json"));
    const auto run = importRequirements(document("lending.md"), out);
    QCOMPARE(run.exitCode, 3);
    QVERIFY2(run.err.contains(out + QStringLiteral(": cannot write")), qPrintable(run.err));

    // A folder where the file should be.
    const auto folder = importRequirements(document("lending.md"), m_dir->path());
    QCOMPARE(folder.exitCode, 3);
}

void TestImportRequirementsCli::usage()
{
    const auto help = runCli({QStringLiteral("import-requirements"), QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    QVERIFY(help.out.contains(QStringLiteral("FILE.md")));
    const auto noOut = runCli({QStringLiteral("import-requirements"), document("lending.md")});
    QCOMPARE(noOut.exitCode, 2);
    QVERIFY2(noOut.err.contains(QStringLiteral("import-requirements needs --out MODEL")), qPrintable(noOut.err));
    const auto noFile
        = runCli({QStringLiteral("import-requirements"), QStringLiteral("--out"), QStringLiteral("x.json")});
    QCOMPARE(noFile.exitCode, 2);
}

QTEST_GUILESS_MAIN(TestImportRequirementsCli)
#include "tst_importrequirementscli.moc"

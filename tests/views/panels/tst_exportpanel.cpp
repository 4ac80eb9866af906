// SPDX-License-Identifier: MIT
// The Export panel shows what `cosmos-modeler-cli export` writes, follows every edit
// without a refresh, keeps the reader's place, and writes the same folder.
#include "guitest.h"
#include "panelwindow.h"
#include "testsupport.h"

#include "views/common/qscintilla.h"
#include "views/document/modeldocument.h"
#include "views/panels/exportpanel.h"

#include <QDir>
#include <QDirIterator>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace cosmos;

class TestExportPanel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init() { test::failOnUnexpectedWarnings(); }

    void requirementsFollowAnEdit();
    void containersListEveryFile();
    void keepsThePlaceWhenTheModelChanges();
    void exportAllWritesWhatTheCliWrites();
};

namespace {

struct Fixture : test::SamplePanel<ExportPanel> {
    Fixture()
        : SamplePanel(QStringLiteral("ecommerce.cosmos.json"), QSize(1000, 700))
    { }
    void setRps(const QString &pattern, double rps)
    {
        QVERIFY(document.apply({Change::set(ObjectKind::AccessPattern, pattern, "rpsAvg", rps)}, QStringLiteral("RPS")));
    }
};

QMap<QString, QByteArray> filesUnder(const QString &root)
{
    QMap<QString, QByteArray> files;
    QDirIterator it(root, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        files.insert(QDir(root).relativeFilePath(path), test::readAll(path));
    }
    return files;
}

} // namespace

void TestExportPanel::requirementsFollowAnEdit()
{
    Fixture f;
    f.panel->showProduct(ExportProduct::Requirements);
    QCOMPARE(f.panel->currentPath(), QStringLiteral("cosmosdb_requirements.md"));
    // AP7: 19 reviews 2.5 + 19 × 0.16 = 5.54 RU and the product by a point read, 1.1875:
    // 6.7275 RU a request × 300 a second = 2,018 RU/s.
    QVERIFY(f.panel->text().contains(QStringLiteral("| AP7 | View product with its newest reviews | 900 peak / 300 avg |")));
    QVERIFY(f.panel->text().contains(QStringLiteral("6.73 RU, 2,018 RU/s on average")));
    // × 600 = 4,036.5 RU/s, with no refresh asked for.
    f.setRps(QStringLiteral("AP7"), 600);
    QTRY_VERIFY(f.panel->text().contains(QStringLiteral("| AP7 | View product with its newest reviews | 900 peak / 600 avg |")));
    QVERIFY(f.panel->text().contains(QStringLiteral("6.73 RU, 4,037 RU/s on average")));
}

void TestExportPanel::containersListEveryFile()
{
    Fixture f;
    f.panel->showProduct(ExportProduct::Containers);
    QCOMPARE(f.panel->filePaths(),
        QStringList({QStringLiteral("containers/UserOrders.json"), QStringLiteral("containers/ProductReviews.json")}));
    QVERIFY(f.panel->showFile(QStringLiteral("containers/ProductReviews.json")));
    QVERIFY(f.panel->text().contains(QStringLiteral("\"id\": \"ProductReviews\"")));
    QVERIFY(f.panel->text().contains(QStringLiteral("\"/productId\"")));
    // The choice survives an edit that keeps the containers (a product update: writes
    // do not move the read correlation).
    f.setRps(QStringLiteral("AP12"), 6);
    QTRY_COMPARE(f.document.model().accessPattern(QStringLiteral("AP12"))->rpsAvg.value_or(0), 6.0);
    QTest::qWait(1);
    QCOMPARE(f.panel->currentPath(), QStringLiteral("containers/ProductReviews.json"));
    QCOMPARE(f.panel->filePaths().size(), qsizetype(2));
}

void TestExportPanel::keepsThePlaceWhenTheModelChanges()
{
    Fixture f;
    f.panel->showProduct(ExportProduct::DataModel);
    QVERIFY(f.panel->editor()->lines() > 200);
    QsciScintilla *editor = f.panel->editor();
    auto documentLine = [editor]() {
        return editor->SendScintilla(QsciScintillaBase::SCI_DOCLINEFROMVISIBLE, editor->firstVisibleLine());
    };
    editor->setFirstVisibleLine(120);
    const long before = documentLine();
    QVERIFY(before > 0);
    f.setRps(QStringLiteral("AP7"), 450);
    QTRY_VERIFY(f.panel->text().contains(QStringLiteral("3,027 RU/s on average"))); // 6.7275 × 450
    QCOMPARE(documentLine(), before);
}

void TestExportPanel::exportAllWritesWhatTheCliWrites()
{
    Fixture f;
    QTemporaryDir gui;
    QTemporaryDir cli;
    const ExportResult result = f.panel->exportInto(gui.path());
    QCOMPARE(result.failure, ExportResult::Failure::None);
    QProcess process;
    process.start(QStringLiteral(COSMOS_CLI),
        {QStringLiteral("export"), test::samplePath(QStringLiteral("ecommerce.cosmos.json")), QStringLiteral("--out"),
            cli.path()});
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitCode(), 0);
    const QMap<QString, QByteArray> written = filesUnder(gui.path());
    QVERIFY(written.contains(QStringLiteral("cosmosdb_data_model.md")));
    QVERIFY(written.contains(QStringLiteral("main.bicep")));
    QCOMPARE(written.keys(), filesUnder(cli.path()).keys());
    QVERIFY(written == filesUnder(cli.path()));
}

QTEST_MAIN(TestExportPanel)
#include "tst_exportpanel.moc"

// SPDX-License-Identifier: MIT
// The Export panel shows what `cosmos-modeler-cli export` writes, follows every edit
// without a refresh, keeps the reader's place, and writes the same folder.
#include "guitest.h"
#include "panelwindow.h"
#include "testsupport.h"

#include "views/common/qscintilla.h"
#include "views/document/modeldocument.h"
#include "views/panels/exportpanel.h"
#include "model/export/exportfolder.h"
#include "model/io/modelwriter.h"

#include <QDir>
#include <QDirIterator>
#include <QLocale>
#include <QProcess>
#include <QClipboard>
#include <QGuiApplication>
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
    void aLongFileShowsItsBeginningAndSaysSo();
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

// The editor and the preview hold many times what they show: a data model document of
// several million characters (400 entities of 20 attributes with long names) is shown up to
// its last line within 2 MiB, followed by a line that says how much is left out.
void TestExportPanel::aLongFileShowsItsBeginningAndSaysSo()
{
    Model model;
    model.application.name = QStringLiteral("long");
    for (int i = 0; i < 400; ++i) {
        Entity entity = test::makeEntity(QStringLiteral("e%1").arg(i), QStringLiteral("Entity%1").arg(i), 1000, 2);
        for (int a = 0; a < 20; ++a)
            entity.attributes.push_back(
                test::makeAttribute(QStringLiteral("aRatherLongAttributeNameAsImportedModelsHave%1").arg(a)));
        model.entities.push_back(entity);
    }
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("long.cosmos.json"));
    QVERIFY(ModelWriter::writeFile(model, path).ok);
    ModelDocument document;
    QVERIFY(document.load(path, nullptr));
    document.recomputeNow();
    QWidget window;
    auto *panel = new ExportPanel(&document, &window);
    window.resize(1000, 700);
    panel->setGeometry(QRect(QPoint(), window.size()));
    window.show();
    panel->showProduct(ExportProduct::DataModel);
    panel->refreshNow();

    const ExportRendering rendering = renderExport(*document.findings(), {ExportProduct::DataModel});
    const auto file = std::find_if(rendering.files.begin(), rendering.files.end(),
        [](const ExportFile &f) { return f.path.endsWith(QLatin1String(".md")); });
    QVERIFY(file != rendering.files.end());
    const QString full = QString::fromUtf8(file->bytes);
    const qsizetype limit = 2 * 1024 * 1024;
    QVERIFY2(full.size() > limit, qPrintable(QString::number(full.size())));
    const qsizetype cut = full.lastIndexOf(QLatin1Char('\n'), limit);
    const QString expected = full.left(cut) + QStringLiteral("\n\n… %1 more characters are not shown here; the exported "
                                                             "file holds them.\n")
                                                  .arg(QLocale().toString(full.size() - cut));
    QCOMPARE(panel->text().size(), expected.size());
    QVERIFY(panel->text() == expected);
    // What it shows is all it keeps: not the whole document, decoded and cut.
    QVERIFY(panel->shownText() == expected);
    QVERIFY2(panel->shownText().capacity() < full.size(),
        qPrintable(QStringLiteral("%1 of %2").arg(panel->shownText().capacity()).arg(full.size())));
    // Copy gives the whole file, not the beginning the editor shows (it gave the cut
    // text with its note; Save wrote it too: both take the file as exported now).
    panel->copyCurrent();
    QCOMPARE(QGuiApplication::clipboard()->text().size(), full.size());
    QVERIFY(QGuiApplication::clipboard()->text() == full);
}

QTEST_MAIN(TestExportPanel)
#include "tst_exportpanel.moc"

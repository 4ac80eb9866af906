// SPDX-License-Identifier: MIT
// File › Import in the application: sample documents and a live server (the seeded
// @vercel/cosmosdb-server on loopback) become a new model, in the background with
// progress; a failure or a cancel leaves the open model as it was; the account
// dialog applies the CLI's rules and keeps no key in the settings.
#include "accountserver.h"
#include "scratchhome.h"
#include "stubserver.h"

#include "accountconnectiondialog.h"
#include "fileactions.h"
#include "importactions.h"
#include "mainwindow.h"
#include "uilanguage.h"
#include "views/document/modeldocument.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace cosmos;

namespace {

const QByteArray kKey = "Z3VpLWxvb3BiYWNrLXRlc3Qta2V5LW5vdC1hLXNlY3JldA==";

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

} // namespace

class TestImportActions : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void sampleDocumentsBecomeANewModel();
    void aBadFileLeavesTheModelAlone();
    void anAccountBecomesANewModel();
    void cancellingLeavesTheModelAlone();
    void theDialogAppliesTheEndpointRulesAndKeepsNoKey();
    void aRequirementsDocumentBecomesANewModel();
    void aRequirementsDocumentWithoutPatternsLeavesTheModelAlone();

private:
    // Waits for the running import; true when it produced a model.
    bool waitForImport();

    test::ScratchHome m_home;
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    QStringList m_reports;
    QStringList m_notes;
};

void TestImportActions::initTestCase()
{
    QVERIFY(m_home.enter());
}

void TestImportActions::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->fileActions()->openBundledSample();
    m_reports.clear();
    m_notes.clear();
    m_window->importActions()->setReport(
        [this](const QString &, const QString &text) { m_reports.append(text); });
    m_window->importActions()->setNotes([this](const QString &, const QStringList &lines) { m_notes += lines; });
}

bool TestImportActions::waitForImport()
{
    QSignalSpy finished(m_window->importActions(), &ImportActions::importFinished);
    if (!finished.wait(60000))
        qFatal("the import did not finish");
    return finished.at(0).at(0).toBool();
}

void TestImportActions::sampleDocumentsBecomeANewModel()
{
    const QString orders = m_dir.filePath(QStringLiteral("orders.jsonl"));
    writeFile(orders, R"({"id":"o1","type":"order","customerId":"c1"}
{"id":"s1","type":"shipment","orderId":"o1"}
)");
    m_window->importActions()->importSampleFiles({orders});
    QVERIFY(waitForImport());
    const Model &model = m_window->document()->model();
    QCOMPARE(model.entities.size(), size_t(2));
    QCOMPARE(model.entities[0].id, QStringLiteral("order"));
    QCOMPARE(model.application.name, QStringLiteral("Inferred from orders.jsonl"));
    QVERIFY(m_window->document()->filePath().isEmpty()); // saving asks for a name
    QVERIFY(m_reports.isEmpty());
}

void TestImportActions::aBadFileLeavesTheModelAlone()
{
    const Model before = m_window->document()->model();
    const QString broken = m_dir.filePath(QStringLiteral("broken.json"));
    writeFile(broken, "[\n{\"id\":\"a\"},\n42\n]");
    m_window->importActions()->importSampleFiles({broken});
    QVERIFY(!waitForImport());
    QCOMPARE(m_window->document()->model(), before);
    QCOMPARE(m_reports, QStringList {broken + QStringLiteral(":3: document 2 is a number, not an object")});

    // A number no double holds ended the window (an exception on the worker thread).
    const QString overflow = m_dir.filePath(QStringLiteral("overflow.jsonl"));
    writeFile(overflow, "{\"id\":\"a\"}\n{\"id\":\"b\",\"total\":1e309}\n");
    m_window->importActions()->importSampleFiles({overflow});
    QVERIFY(!waitForImport());
    QCOMPARE(m_window->document()->model(), before);
    QCOMPARE(m_reports.last(),
        overflow
            + QStringLiteral(":2: document 2 holds a number beyond the range of a double (number overflow parsing "
                             "'1e309')"));
}

void TestImportActions::anAccountBecomesANewModel()
{
    test::AccountServer server;
    const QString problem = server.start();
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    m_window->importActions()->importFromAccount({server.endpoint(), QStringLiteral("shop"), 1000, true}, kKey);
    QVERIFY2(waitForImport(), qPrintable(m_reports.join(QLatin1Char('\n'))));
    const Model &model = m_window->document()->model();
    QCOMPARE(model.entities.size(), size_t(3));
    QCOMPARE(model.overrides.partitionKeys.at(QStringLiteral("orders")), QStringList {QStringLiteral("/customerId")});
    for (const Entity &entity : model.entities)
        QCOMPARE(*entity.documentCount, server.expected()[entity.id.toStdString()]["count"].get<double>());

    // The same without --allow-self-signed's checkbox: refused, named, nothing changed.
    const Model before = m_window->document()->model();
    m_window->importActions()->importFromAccount({server.endpoint(), QStringLiteral("shop"), 1000, false}, kKey);
    QVERIFY(!waitForImport());
    QCOMPARE(m_window->document()->model(), before);
    QCOMPARE(m_reports.size(), 1);
    QVERIFY2(m_reports[0].contains(QStringLiteral("the certificate of 127.0.0.1 cannot be trusted")), qPrintable(m_reports[0]));
}

void TestImportActions::cancellingLeavesTheModelAlone()
{
    // An endpoint that never answers: the import waits until it is cancelled.
    test::StubServer silent([](const test::StubRequest &, int) { return test::StubAnswer {200, {}, {}, true}; });
    const Model before = m_window->document()->model();
    QSignalSpy messages(m_window->importActions(), &ImportActions::message);
    m_window->importActions()->importFromAccount({silent.endpoint(), QStringLiteral("shop"), 1000, false}, kKey);
    QTRY_VERIFY_WITH_TIMEOUT(!silent.requests().empty(), 10000);
    QVERIFY(m_window->importActions()->isBusy());
    m_window->importActions()->cancel();
    QVERIFY(!waitForImport());
    QVERIFY(!m_window->importActions()->isBusy());
    QCOMPARE(m_window->document()->model(), before);
    QVERIFY(m_reports.isEmpty());
    QCOMPARE(messages.last().at(0).toString(), QStringLiteral("Import cancelled; the open model was not changed."));
}

void TestImportActions::theDialogAppliesTheEndpointRulesAndKeepsNoKey()
{
    AccountConnectionDialog dialog;
    auto *endpoint = dialog.findChildren<QLineEdit *>().at(0);
    auto *database = dialog.findChildren<QLineEdit *>().at(1);
    auto *key = dialog.findChildren<QLineEdit *>().at(2);
    QCheckBox *selfSigned = nullptr;
    for (QCheckBox *box : dialog.findChildren<QCheckBox *>())
        if (box->text().contains(QStringLiteral("self-signed")))
            selfSigned = box;
    QVERIFY(selfSigned);
    QPushButton *import = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);

    endpoint->setText(QStringLiteral("https://shop.documents.azure.com:443/"));
    database->setText(QStringLiteral("shop"));
    QVERIFY(!import->isEnabled()); // no key yet
    key->setText(QString::fromLatin1(kKey));
    QVERIFY(import->isEnabled());
    QVERIFY(!selfSigned->isEnabled()); // only for this machine
    key->setText(QStringLiteral("not base64!"));
    QVERIFY(!import->isEnabled());
    key->setText(QString::fromLatin1(kKey));
    endpoint->setText(QStringLiteral("http://shop.documents.azure.com/"));
    QVERIFY(!import->isEnabled());
    endpoint->setText(QStringLiteral("https://127.0.0.1:8081/"));
    QVERIFY(selfSigned->isEnabled());
    selfSigned->setChecked(true);
    QVERIFY(import->isEnabled());
    QVERIFY(dialog.profile().allowSelfSigned);

    // The profile is remembered; the key is not, anywhere in the settings.
    dialog.profile().remember();
    QSettings settings;
    settings.sync();
    QCOMPARE(AccountProfile::last().endpoint, QStringLiteral("https://127.0.0.1:8081/"));
    QFile file(settings.fileName());
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray stored = file.readAll();
    QVERIFY(stored.contains("127.0.0.1:8081"));
    QVERIFY(!stored.contains(kKey));
}

void TestImportActions::aRequirementsDocumentBecomesANewModel()
{
    const QString document = m_dir.filePath(QStringLiteral("cosmosdb_requirements.md"));
    writeFile(document, R"(# Azure Cosmos DB NoSQL Modeling Session

## Application Overview
- **Domain**: bookings
- **Key Entities**: Guest (1:M) Bookings

## Access Patterns Analysis
| Pattern # | Description | RPS (Peak and Average) | Type | Attributes Needed | Key Requirements | Design Considerations | Status |
|---|---|---|---|---|---|---|---|
| 1 | Get a guest by guest ID | 40 peak, 10 average | Read | guestId, name | <50ms | point read | ✅ |
| 2 | List a guest's bookings | lots | Read | bookingId, nights | | | ✅ |

## Entity Relationships Deep Dive
- **Guest → Bookings**: 1:Many (avg 4 bookings per guest, max 200)
)");
    m_window->importActions()->importRequirementsDocument(document);
    QVERIFY(waitForImport());
    const Model &model = m_window->document()->model();
    QCOMPARE(model.application.name, QStringLiteral("cosmosdb_requirements"));
    QCOMPARE(model.entities.size(), size_t(2));
    QCOMPARE(model.entities[1].name, QStringLiteral("Booking"));
    QCOMPARE(model.relationships.size(), size_t(1));
    QCOMPARE(model.relationships[0].maxChildren, std::optional<double>(200));
    QCOMPARE(model.accessPatterns.size(), size_t(2));
    QCOMPARE(model.accessPatterns[0].rpsPeak, std::optional<double>(40));
    QCOMPARE(model.accessPatterns[0].rpsAvg, std::optional<double>(10));
    QCOMPARE(model.accessPatterns[1].status, PatternStatus::Draft);
    QVERIFY(m_window->document()->filePath().isEmpty());
    // The row that could not be used is shown with its line.
    QCOMPARE(m_notes.size(), qsizetype(1));
    QVERIFY2(m_notes[0].startsWith(QStringLiteral("Line 11: AP2: \"lots\" is not a number")), qPrintable(m_notes[0]));
    QVERIFY(m_reports.isEmpty());

    // In Japanese the same line is told in Japanese.
    QVERIFY(UiLanguage::apply(QStringLiteral("ja")));
    m_notes.clear();
    m_window->importActions()->importRequirementsDocument(document);
    const bool imported = waitForImport();
    QVERIFY(UiLanguage::apply(QStringLiteral("en")));
    QVERIFY(imported);
    QCOMPARE(m_notes.size(), qsizetype(1));
    QVERIFY2(m_notes[0].contains(QStringLiteral("「lots」は 1 秒あたりのリクエスト数ではありません")), qPrintable(m_notes[0]));
}

void TestImportActions::aRequirementsDocumentWithoutPatternsLeavesTheModelAlone()
{
    const Model before = m_window->document()->model();
    const QString document = m_dir.filePath(QStringLiteral("notes.md"));
    writeFile(document, "# Notes\n\n## Access Patterns Analysis\n\nTo be written.\n");
    m_window->importActions()->importRequirementsDocument(document);
    QVERIFY(!waitForImport());
    QCOMPARE(m_window->document()->model(), before);
    QCOMPARE(m_reports.size(), qsizetype(1));
    QVERIFY2(m_reports[0].startsWith(QStringLiteral("notes.md:3:1: no access-pattern table")), qPrintable(m_reports[0]));
}

QTEST_MAIN(TestImportActions)
#include "tst_importactions.moc"

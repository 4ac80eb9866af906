// SPDX-License-Identifier: MIT
// exportFolder(): the files of FORMAT.md section 3 under safe names, only inside the
// chosen folder, the --only subsets, identical bytes on every run, clear refusals,
// and warnings when a container's creation-time settings changed since the last
// export into the same folder.
#include "exportmodels.h"
#include "searchcatalogue.h"
#include "testsupport.h"

#include "model/analysis/analysis.h"
#include "model/export/exportfolder.h"
#include "model/io/modelreader.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace cosmos;

namespace {

using P = ExportProduct;

ExportResult exportTo(
    const Model &model, const QString &dir, const QList<ExportProduct> &products = allExportProducts())
{
    return exportFolder(*Findings::of(model), dir, products);
}

QStringList filesUnder(const QString &dir)
{
    QStringList files;
    QDirIterator it(dir, QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << QDir(dir).relativeFilePath(it.next());
    files.sort();
    return files;
}

Model ecommerce()
{
    return test::loadModel(test::samplePath(QStringLiteral("ecommerce.cosmos.json")));
}

Attribute &attributeOf(Model &model, const QString &entity, const QString &name)
{
    for (Attribute &attribute : model.entities[size_t(model.entityIndex(entity))].attributes)
        if (attribute.name == name)
            return attribute;
    qFatal("no attribute %s.%s", qPrintable(entity), qPrintable(name));
}

} // namespace

class TestExportFolder : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void safeFileNames_data();
    void safeFileNames();
    void writesTheDocumentedLayout();
    void onlyWritesTheChosenProducts();
    void parsesTheOnlyList();
    void identicalBytesOnEveryRun();
    void hostileNamesStayInside();
    void invalidIdsAreRefusedBeforeWriting();
    void uniqueKeysOverTheLimitAreRefused();
    void refusesToWriteThroughLinks();
    void reportsWhatCannotBeWritten();
    void warnsWhenCreationSettingsChange();
    void warnsWhenASearchPolicyChanges();
    void notesFilesOfVanishedContainers();
};

void TestExportFolder::safeFileNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("file");
    QTest::newRow("plain") << QStringLiteral("UserOrders") << QStringLiteral("UserOrders");
    QTest::newRow("dots and dashes") << QStringLiteral("orders.v2-eu") << QStringLiteral("orders.v2-eu");
    QTest::newRow("parent path") << QStringLiteral("../../etc/passwd") << QStringLiteral("_._.._etc_passwd");
    QTest::newRow("slash") << QStringLiteral("a/b") << QStringLiteral("a_b");
    QTest::newRow("backslash") << QStringLiteral("a\\b") << QStringLiteral("a_b");
    QTest::newRow("dot") << QStringLiteral(".") << QStringLiteral("_");
    QTest::newRow("dot dot") << QStringLiteral("..") << QStringLiteral("__");
    QTest::newRow("hidden") << QStringLiteral(".orders") << QStringLiteral("_orders");
    QTest::newRow("option-like") << QStringLiteral("-rf") << QStringLiteral("_rf");
    QTest::newRow("trailing dot") << QStringLiteral("orders.") << QStringLiteral("orders_");
    QTest::newRow("device") << QStringLiteral("con") << QStringLiteral("_con");
    QTest::newRow("device upper case") << QStringLiteral("NUL") << QStringLiteral("_NUL");
    QTest::newRow("device with extension") << QStringLiteral("com1.json") << QStringLiteral("_com1.json");
    QTest::newRow("not a device") << QStringLiteral("console") << QStringLiteral("console");
    QTest::newRow("emoji") << QString::fromUtf8("\xF0\x9F\x93\xA6 Orders") << QStringLiteral("__Orders");
    QTest::newRow("quotes") << QStringLiteral("\"quoted\"") << QStringLiteral("_quoted_");
    QTest::newRow("empty") << QString() << QStringLiteral("container");
    QTest::newRow("control") << QStringLiteral("a\nb\tc") << QStringLiteral("a_b_c");
}

void TestExportFolder::safeFileNames()
{
    QFETCH(QString, name);
    QFETCH(QString, file);
    QCOMPARE(safeFileName(name), file);
}

void TestExportFolder::writesTheDocumentedLayout()
{
    QTemporaryDir dir;
    const ExportResult result = exportTo(ecommerce(), dir.path());
    QCOMPARE(result.failure, ExportResult::Failure::None);
    const QStringList expected {QStringLiteral("azuredeploy.json"), QStringLiteral("containers/ProductReviews.json"),
        QStringLiteral("containers/UserOrders.json"), QStringLiteral("cosmosdb_data_model.md"),
        QStringLiteral("cosmosdb_requirements.md"), QStringLiteral("indexing/ProductReviews.indexing-policy.json"),
        QStringLiteral("indexing/UserOrders.indexing-policy.json"), QStringLiteral("main.bicep"),
        QStringLiteral("samples/ProductReviews.sample.json"), QStringLiteral("samples/UserOrders.sample.json")};
    QCOMPARE(filesUnder(dir.path()), expected);
    QStringList written = result.written;
    written.sort();
    QCOMPARE(written, expected);
    // The unique email that UserOrders cannot hold is reported, not silently dropped.
    QCOMPARE(result.warnings.size(), 1);
    QVERIFY(result.warnings.front().contains(QStringLiteral("User.email is marked unique")));
    // JSON files end with a newline and parse.
    const QByteArray container = test::readAll(dir.filePath(QStringLiteral("containers/UserOrders.json")));
    QVERIFY(container.endsWith("}\n"));
    QCOMPARE(QString::fromStdString(Json::parse(container.constData())["id"].get<std::string>()),
        QStringLiteral("UserOrders"));
}

void TestExportFolder::onlyWritesTheChosenProducts()
{
    QTemporaryDir dir;
    const ExportResult documents = exportTo(ecommerce(), dir.path(), {P::Requirements});
    QCOMPARE(documents.written, QStringList {QStringLiteral("cosmosdb_requirements.md")});
    QCOMPARE(filesUnder(dir.path()), QStringList {QStringLiteral("cosmosdb_requirements.md")});
    QVERIFY(documents.warnings.isEmpty()); // nothing deployable, nothing left out

    QTemporaryDir other;
    const ExportResult deployable = exportTo(ecommerce(), other.path(), {P::Arm, P::Containers});
    QCOMPARE(filesUnder(other.path()),
        QStringList({QStringLiteral("azuredeploy.json"), QStringLiteral("containers/ProductReviews.json"),
            QStringLiteral("containers/UserOrders.json")}));
    // Written in the folder's fixed order whatever the order asked.
    QCOMPARE(deployable.written.front(), QStringLiteral("containers/UserOrders.json"));
}

void TestExportFolder::parsesTheOnlyList()
{
    QString error;
    QCOMPARE(*parseExportProducts(QStringLiteral("requirements,datamodel"), &error),
        QList<ExportProduct>({P::Requirements, P::DataModel}));
    QCOMPARE(
        *parseExportProducts(QStringLiteral(" arm , bicep,arm "), &error), QList<ExportProduct>({P::Arm, P::Bicep}));
    QCOMPARE(parseExportProducts(QStringLiteral("containers,indexing,samples"), &error)->size(), 3);
    QVERIFY(!parseExportProducts(QStringLiteral("requirements,pdf"), &error));
    QCOMPARE(error,
        QStringLiteral(
            "unknown export \"pdf\"; choose from requirements,datamodel,containers,indexing,arm,bicep,samples"));
    QVERIFY(!parseExportProducts(QStringLiteral(","), &error));
    QCOMPARE(error, QStringLiteral("the list of exports is empty"));
    for (const ExportProduct product : allExportProducts())
        QCOMPARE(parseExportProducts(exportProductName(product), &error)->front(), product);
}

void TestExportFolder::identicalBytesOnEveryRun()
{
    for (const Model &model : {ecommerce(), test::featureModel()}) {
        QTemporaryDir first, second;
        QVERIFY(exportTo(model, first.path()).errors.isEmpty());
        QVERIFY(exportTo(model, second.path()).errors.isEmpty());
        const QStringList files = filesUnder(first.path());
        QCOMPARE(filesUnder(second.path()), files);
        for (const QString &file : files)
            QVERIFY2(test::readAll(first.filePath(file)) == test::readAll(second.filePath(file)), qPrintable(file));
        // A fresh analysis renders the same bytes as well.
        const ExportRendering again = renderExport(*Findings::of(model), allExportProducts());
        for (const ExportFile &file : again.files)
            QVERIFY2(file.bytes == test::readAll(first.filePath(file.path)), qPrintable(file.path));
    }
}

void TestExportFolder::hostileNamesStayInside()
{
    // Names Azure accepts but file systems do not like: every product is written,
    // each container under a distinct safe name, inside the folder.
    QTemporaryDir parent;
    const QString dir = parent.filePath(QStringLiteral("out"));
    const ExportResult result = exportTo(test::hostileNamesModel(false), dir);
    QVERIFY2(result.errors.isEmpty(), qPrintable(result.errors.join(QLatin1Char('\n'))));
    QCOMPARE(QDir(parent.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
        QStringList {QStringLiteral("out")});
    const QStringList containers = QDir(dir + QStringLiteral("/containers")).entryList(QDir::Files, QDir::Name);
    QCOMPARE(containers,
        QStringList({QStringLiteral("Orders.json"), QStringLiteral("__Orders.json"), QStringLiteral("_con.json"),
            QStringLiteral("_quoted_.json"), QStringLiteral("_x__it_s___odd_.json"), QStringLiteral("a_b.json"),
            QStringLiteral("orders-2.json")}));
    // The ids keep the names exactly: they are valid Azure ids.
    const Json quoted = Json::parse(test::readAll(dir + QStringLiteral("/containers/_quoted_.json")).constData());
    QCOMPARE(QString::fromStdString(quoted["id"].get<std::string>()), QStringLiteral("\"quoted\""));
    const Json lower = Json::parse(test::readAll(dir + QStringLiteral("/containers/orders-2.json")).constData());
    QCOMPARE(QString::fromStdString(lower["id"].get<std::string>()), QStringLiteral("orders"));

    // Names Azure refuses: the documents and indexing policies can still be
    // written, under safe names; nothing escapes the folder.
    const QString documents = parent.filePath(QStringLiteral("documents"));
    const ExportResult invalid
        = exportTo(test::hostileNamesModel(true), documents, {P::Requirements, P::DataModel, P::Indexing, P::Samples});
    QVERIFY2(invalid.errors.isEmpty(), qPrintable(invalid.errors.join(QLatin1Char('\n'))));
    const QStringList files = filesUnder(documents);
    QVERIFY(files.contains(QStringLiteral("indexing/_._.._etc_passwd.indexing-policy.json")));
    QVERIFY(files.contains(QStringLiteral("indexing/a_b-2.indexing-policy.json")));
    const QString longName = QString(91, QLatin1Char('x'));
    QVERIFY(std::any_of(files.begin(), files.end(), [&](const QString &file) {
        const QString name = QFileInfo(file).fileName();
        return name.startsWith(longName + QLatin1Char('-'))
            && name.size() == 100 + qsizetype(qstrlen(".indexing-policy.json"));
    }));
    QCOMPARE(QDir(parent.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
        QStringList({QStringLiteral("documents"), QStringLiteral("out")}));
    for (const QString &file : files)
        QVERIFY2(QFileInfo(documents + QLatin1Char('/') + file)
                     .canonicalFilePath()
                     .startsWith(QFileInfo(documents).canonicalFilePath() + QLatin1Char('/')),
            qPrintable(file));
}

void TestExportFolder::invalidIdsAreRefusedBeforeWriting()
{
    QTemporaryDir dir;
    const ExportResult result = exportTo(test::hostileNamesModel(true), dir.path());
    QCOMPARE(result.failure, ExportResult::Failure::InvalidModel);
    QVERIFY(result.written.isEmpty());
    QVERIFY(filesUnder(dir.path()).isEmpty());
    QCOMPARE(result.errors.size(), 3);
    QCOMPARE(result.errors[0],
        QStringLiteral(
            "container \"../../etc/passwd\" cannot be created: the name contains \"/\", which Azure does not "
            "allow in ids (/ \\ ? #); rename it in the model's container overrides"));
    QVERIFY(result.errors[2].contains(QStringLiteral("the name has 300 characters; Azure allows at most 255")));
}

void TestExportFolder::uniqueKeysOverTheLimitAreRefused()
{
    Model model = test::featureModel();
    Entity &member = model.entities[size_t(model.entityIndex(QStringLiteral("member")))];
    for (int i = 1; i <= 9; ++i) {
        Attribute extra = test::ModelBuilder::attribute(QStringLiteral("code%1").arg(i));
        extra.unique = true;
        member.attributes.push_back(extra); // email, person group, nickname + 9 = 12 keys
    }
    QTemporaryDir dir;
    const ExportResult result = exportTo(model, dir.path());
    QCOMPARE(result.failure, ExportResult::Failure::InvalidModel);
    QVERIFY(filesUnder(dir.path()).isEmpty());
    const QString errors = result.errors.join(QLatin1Char('\n'));
    QVERIFY2(errors.contains(QStringLiteral("Members asks for 12 unique keys, but Azure allows at most 10")),
        qPrintable(errors));
    // The documents, which explain the problem, can still be written.
    QCOMPARE(exportTo(model, dir.path(), {P::DataModel}).failure, ExportResult::Failure::None);
}

void TestExportFolder::refusesToWriteThroughLinks()
{
    QTemporaryDir outside, dir;
    // A folder inside the export folder that leads elsewhere.
    QVERIFY(QFile::link(outside.path(), dir.filePath(QStringLiteral("containers"))));
    const ExportResult viaFolder = exportTo(ecommerce(), dir.path(), {P::Containers});
    QCOMPARE(viaFolder.failure, ExportResult::Failure::CannotWrite);
    QVERIFY(viaFolder.errors.front().contains(QStringLiteral("refusing to write there")));
    QVERIFY(filesUnder(outside.path()).isEmpty());

    // A file that is a link to a file elsewhere.
    QTemporaryDir second;
    const QString victim = outside.filePath(QStringLiteral("victim.json"));
    QVERIFY(test::writeFile(victim, "keep me"));
    QVERIFY(QFile::link(victim, second.filePath(QStringLiteral("azuredeploy.json"))));
    const ExportResult viaFile = exportTo(ecommerce(), second.path(), {P::Arm});
    QCOMPARE(viaFile.failure, ExportResult::Failure::CannotWrite);
    QVERIFY(viaFile.errors.front().contains(QStringLiteral("is a symbolic link")));
    QCOMPARE(test::readAll(victim), QByteArray("keep me"));
}

void TestExportFolder::reportsWhatCannotBeWritten()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("plain-file"));
    QVERIFY(test::writeFile(file));
    const ExportResult intoFile = exportTo(ecommerce(), file + QStringLiteral("/out"));
    QCOMPARE(intoFile.failure, ExportResult::Failure::CannotWrite);
    QVERIFY(intoFile.errors.front().contains(QStringLiteral("cannot create the folder")));

    // A folder where a file should go.
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("out/main.bicep")));
    const ExportResult overFolder = exportTo(ecommerce(), dir.filePath(QStringLiteral("out")), {P::Bicep});
    QCOMPARE(overFolder.failure, ExportResult::Failure::CannotWrite);
    QVERIFY(overFolder.errors.front().contains(QStringLiteral("exists and is not a file")));
}

void TestExportFolder::warnsWhenCreationSettingsChange()
{
    QTemporaryDir dir;
    Model model = test::featureModel();
    const ExportResult first = exportTo(model, dir.path(), {P::Containers});
    QVERIFY(first.errors.isEmpty());
    QVERIFY(first.warnings.filter(QStringLiteral("differ")).isEmpty());

    // A member's email is no longer unique: the Members container's keys changed.
    attributeOf(model, QStringLiteral("member"), QStringLiteral("email")).unique = false;
    const ExportResult second = exportTo(model, dir.path(), {P::Containers});
    const QStringList changed = second.warnings.filter(QStringLiteral("unique keys of"));
    QCOMPARE(changed.size(), 1);
    QVERIFY2(changed.front().startsWith(QStringLiteral("containers/Members.json: the unique keys of Members differ")),
        qPrintable(changed.front()));
    QVERIFY2(changed.front().contains(
                 QStringLiteral("({\"uniqueKeys\":[{\"paths\":[\"/email\"]},{\"paths\":[\"/firstName\",\"/lastName\"]},"
                                "{\"paths\":[\"/nickname\"]}]}, now {\"uniqueKeys\":[{\"paths\":[\"/firstName\",\"/"
                                "lastName\"]},{\"paths\":[\"/nickname\"]}]})")),
        qPrintable(changed.front()));
    QVERIFY(changed.front().contains(QStringLiteral("needs a new container and a migration")));

    // The same export again: nothing changed since, nothing to say.
    QVERIFY(exportTo(model, dir.path(), {P::Containers}).warnings.filter(QStringLiteral("differ")).isEmpty());

    // A new partition key is just as final.
    model.overrides.partitionKeys[QStringLiteral("[Archive] O'Brien's events")] = {QStringLiteral("/tenantId")};
    const QStringList key
        = exportTo(model, dir.path(), {P::Containers}).warnings.filter(QStringLiteral("partition key of"));
    QCOMPARE(key.size(), 1);
    QVERIFY(key.front().contains(QStringLiteral("[Archive] O'Brien's events")));
}

void TestExportFolder::warnsWhenASearchPolicyChanges()
{
    // Vector and full-text policies are fixed at creation (RULES.md section 14).
    QTemporaryDir dir;
    Json json = test::searchCatalogue();
    const auto load = [](const Json &file) {
        return *ModelReader::readBytes(QByteArray::fromStdString(file.dump())).model;
    };
    QVERIFY(exportTo(load(json), dir.path(), {P::Containers}).warnings.filter(QStringLiteral("differs")).isEmpty());
    for (Json &attribute : json["entities"][0]["attributes"])
        if (attribute.contains("vector"))
            attribute["vector"]["dimensions"] = 768;
    const QStringList vector
        = exportTo(load(json), dir.path(), {P::Containers}).warnings.filter(QStringLiteral("vectorEmbeddingPolicy"));
    QCOMPARE(vector.size(), 1);
    QVERIFY2(vector.front().contains(QStringLiteral("\"dimensions\":1536")) && vector.front().contains(QStringLiteral("\"dimensions\":768")),
        qPrintable(vector.front()));
    QVERIFY(vector.front().contains(QStringLiteral("needs a new container")));
    // Full text turned off: its policy is gone, which is a change as well.
    for (Json &attribute : json["entities"][0]["attributes"])
        attribute.erase("fullText");
    const QStringList fullText
        = exportTo(load(json), dir.path(), {P::Containers}).warnings.filter(QStringLiteral("fullTextPolicy"));
    QCOMPARE(fullText.size(), 1);
    QVERIFY2(fullText.front().contains(QStringLiteral(", now null)")), qPrintable(fullText.front()));
}

void TestExportFolder::notesFilesOfVanishedContainers()
{
    QTemporaryDir dir;
    QVERIFY(exportTo(ecommerce(), dir.path(), {P::Containers, P::Samples}).errors.isEmpty());
    Model renamed = ecommerce();
    renamed.overrides.containers[QStringLiteral("product")] = QStringLiteral("Catalog");
    const ExportResult result = exportTo(renamed, dir.path(), {P::Containers, P::Samples});
    QVERIFY(result.errors.isEmpty());
    QVERIFY(
        result.warnings.contains(QStringLiteral("containers/ProductReviews.json is left from an earlier export: the "
                                                "model has no container with that file name any more. Delete it if "
                                                "it is not needed.")));
    QCOMPARE(result.warnings.filter(QStringLiteral("samples/ProductReviews.sample.json is left")).size(), 1);
    QVERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("containers/ProductReviews.json")))); // never deleted
}

QTEST_GUILESS_MAIN(TestExportFolder)
#include "tst_exportfolder.moc"

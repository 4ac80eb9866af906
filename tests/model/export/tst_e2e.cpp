// SPDX-License-Identifier: MIT
// End to end on a real Cosmos DB server: every bundled sample and every valid test
// model is exported; tests/tools/e2e-cosmos.mjs then starts @vercel/cosmosdb-server
// on 127.0.0.1 and, with Microsoft's SDK (@azure/cosmos), creates each container from
// its exported body, inserts the sample documents and runs every access pattern's
// requests as planned (operationplan.h) — the same requests the data-model document's
// access-pattern mapping prints. Built models add what the files do not have: every
// export feature at once, and names hostile to files. A model that cannot be
// deployed is checked to be refused, not skipped.
#include "exportmodels.h"
#include "testsupport.h"

#include "model/analysis/analysis.h"
#include "model/export/exportfolder.h"
#include "model/export/operationplan.h"

#include <QDir>
#include <QDirIterator>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace cosmos;

namespace {

const QString kTools = QStringLiteral(COSMOS_SOURCE_DIR "/tests/tools");

QStringList modelFiles()
{
    QStringList files;
    for (const QString &folder : {QStringLiteral(COSMOS_SHARED_EXAMPLES), QStringLiteral(COSMOS_TEST_DATA "/valid"),
             QStringLiteral(COSMOS_TEST_DATA "/engine")})
        for (const QFileInfo &info : QDir(folder).entryInfoList({QStringLiteral("*.cosmos.json")}, QDir::Files,
                 QDir::Name))
            files << info.absoluteFilePath();
    return files;
}

// Exports `model` into `dir` with its plan beside the files (plan.json).
QString exportWithPlan(const Model &model, const QString &dir)
{
    const auto analysis = analyze(model);
    const ExportResult result = exportFolder(test::findingsOf(model, analysis), dir, allExportProducts());
    if (!result.errors.isEmpty())
        return result.errors.join(QLatin1Char('\n'));
    QFile plan(dir + QStringLiteral("/plan.json"));
    if (!plan.open(QIODevice::WriteOnly) || plan.write(jsonFileBytes(plannedRequestsJson(planRequests(model, *analysis)))) < 0)
        return QStringLiteral("cannot write %1").arg(plan.fileName());
    return {};
}

struct NodeRun {
    int exitCode = -1;
    QString output;
};

NodeRun runNode(const QStringList &arguments)
{
    const QString node = QStandardPaths::findExecutable(QStringLiteral("node"));
    NodeRun run;
    if (node.isEmpty()) {
        run.output = QStringLiteral("node (Node.js) is not installed; run the README's test command (tools/test)");
        return run;
    }
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(node, QStringList {kTools + QStringLiteral("/e2e-cosmos.mjs")} + arguments);
    if (!process.waitForFinished(120000)) {
        process.kill();
        process.waitForFinished();
        run.output = QStringLiteral("the end-to-end runner did not finish in 120 s:\n")
            + QString::fromUtf8(process.readAll());
        return run;
    }
    run.output = QString::fromUtf8(process.readAll());
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    return run;
}

} // namespace

class TestEndToEnd : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void everyModelRunsOnARealServer();
    void aBrokenExportFails_data();
    void aBrokenExportFails();
    void undeployableModelsAreRefused_data();
    void undeployableModelsAreRefused();

private:
    QTemporaryDir m_root;
};

void TestEndToEnd::initTestCase()
{
    QVERIFY(m_root.isValid());
    if (!QFileInfo::exists(kTools + QStringLiteral("/node_modules/@vercel/cosmosdb-server/package.json")))
        QFAIL("tests/tools/node_modules is missing the Cosmos DB server: run the README's test command "
              "(tools/test), or npm ci --prefix tests/tools");
}

void TestEndToEnd::everyModelRunsOnARealServer()
{
    std::vector<std::pair<QString, Model>> models;
    for (const QString &file : modelFiles())
        models.emplace_back(QFileInfo(file).fileName().section(QLatin1Char('.'), 0, 0), test::loadModel(file));
    models.emplace_back(QStringLiteral("every-export-feature"), test::featureModel());
    models.emplace_back(QStringLiteral("hostile-names"), test::hostileNamesModel(false));
    // Remedies (RULES.md section 13): the blogging requirements file already gets the
    // article's two views, its feed and a user's posts copied into the users container;
    // the feed alone, and a user's posts in an index (deployed by the server as a plain
    // container: the copies are the sample's).
    Model blogging = test::loadModel(test::dataPath(QStringLiteral("engine/blogging-requirements.cosmos.json")));
    blogging.overrides.remedies[QStringLiteral("Q3")] = RemedyKind::None;
    models.emplace_back(QStringLiteral("blogging-feed-only"), blogging);
    blogging.overrides.remedies[QStringLiteral("Q3")] = RemedyKind::Gsi;
    models.emplace_back(QStringLiteral("blogging-user-posts-index"), blogging);
    // Engine v3's faults of exported queries: orders drawn without their customer's key
    // and read by it (the relationship gives them the reference, which the sample
    // documents must then carry), and a post read with its newest comments, both having
    // a createdAt (the post must not be sorted among them).
    {
        test::ModelBuilder b;
        b.entity(QStringLiteral("customer"), 1, 1, 1000).entity(QStringLiteral("order"), 2, 2, 0);
        b.lastEntity().documentCount.reset();
        b.relationship(QStringLiteral("customer"), QStringLiteral("order"), RelationshipKind::OneToMany, 50, 500);
        b.pattern(QStringLiteral("AP1"), Operation::Query, {QStringLiteral("order")}, 100, 200,
            {QStringLiteral("customerId")}, 10);
        b.pattern(QStringLiteral("AP2"), Operation::PointRead, {QStringLiteral("customer")}, 10, 20,
            {QStringLiteral("customerId")});
        b.pattern(QStringLiteral("AP3"), Operation::Create, {QStringLiteral("order")}, 10, 20);
        models.emplace_back(QStringLiteral("derived-reference"), b.build());
    }
    {
        test::ModelBuilder b;
        b.entity(QStringLiteral("post"), 2, 4, 100000,
             {test::ModelBuilder::attribute(QStringLiteral("createdAt"), AttributeType::Datetime, 100000)})
            .entity(QStringLiteral("comment"), 1, 2, 2000000,
                {test::ModelBuilder::attribute(QStringLiteral("createdAt"), AttributeType::Datetime, 2000000)});
        b.relationship(
            QStringLiteral("post"), QStringLiteral("comment"), RelationshipKind::OneToMany, 20, kUnbounded, true);
        b.pattern(QStringLiteral("AP1"), Operation::Query, {QStringLiteral("post"), QStringLiteral("comment")}, 100,
            200, {QStringLiteral("postId")}, 11);
        b.lastPattern().sort.push_back({QStringLiteral("comment.createdAt"), SortOrder::Desc, Json::object()});
        b.pattern(QStringLiteral("AP2"), Operation::Create, {QStringLiteral("comment")}, 10, 20);
        models.emplace_back(QStringLiteral("post-with-newest-comments"), b.build());
    }
    // Keys that are not the document's id: small reference data under one /type value,
    // read by id (the request must address the type's value, not the id) and listed;
    // and users under [/tenantId, /userId], read by id with both levels.
    {
        test::ModelBuilder b;
        b.entity(QStringLiteral("country"), 1, 1, 200, {test::ModelBuilder::attribute(QStringLiteral("name"))});
        b.pattern(QStringLiteral("AP1"), Operation::PointRead, {QStringLiteral("country")}, 20, 40,
            {QStringLiteral("countryId")});
        b.pattern(QStringLiteral("AP2"), Operation::Query, {QStringLiteral("country")}, 5, 10, {}, 200);
        Model model = b.build();
        model.overrides.partitionKeys[QStringLiteral("Countries")] = {QStringLiteral("/type")};
        QCOMPARE(analyze(model)->containers.front().partitionKey, QStringList {QStringLiteral("/type")});
        models.emplace_back(QStringLiteral("reference-under-type"), model);
    }
    {
        test::ModelBuilder b;
        b.entity(QStringLiteral("user"), 1, 1, 100000,
            {test::ModelBuilder::attribute(QStringLiteral("tenantId"), AttributeType::String, 100)});
        b.pattern(QStringLiteral("AP1"), Operation::PointRead, {QStringLiteral("user")}, 20, 40,
            {QStringLiteral("tenantId"), QStringLiteral("userId")});
        b.pattern(QStringLiteral("AP2"), Operation::Query, {QStringLiteral("user")}, 5, 10, {QStringLiteral("tenantId")},
            50);
        Model model = b.build();
        model.overrides.partitionKeys[QStringLiteral("Users")] = {QStringLiteral("/tenantId"), QStringLiteral("/userId")};
        QCOMPARE(analyze(model)->containers.front().partitionKey,
            QStringList({QStringLiteral("/tenantId"), QStringLiteral("/userId")}));
        models.emplace_back(QStringLiteral("tenant-user-key"), model);
    }
    // An imported entity without an id attribute: its documents' own "id" is the key the
    // engine gives it (no other value every document carries), and its requests must
    // pass that id, not another attribute's value, as the partition key.
    {
        test::ModelBuilder b;
        b.entity(QStringLiteral("session"), 1, 1, 1000000,
            {test::ModelBuilder::attribute(QStringLiteral("token"), AttributeType::String, 1000000),
                test::ModelBuilder::attribute(QStringLiteral("userId"), AttributeType::String)});
        b.lastEntity().attributes.erase(b.lastEntity().attributes.begin());
        b.pattern(QStringLiteral("AP1"), Operation::PointRead, {QStringLiteral("session")}, 50, 100,
            {QStringLiteral("id")});
        b.pattern(QStringLiteral("AP2"), Operation::Query, {QStringLiteral("session")}, 5, 10,
            {QStringLiteral("userId")}, 5);
        b.pattern(QStringLiteral("AP3"), Operation::Create, {QStringLiteral("session")}, 5, 10);
        models.emplace_back(QStringLiteral("synthetic-id-key"), b.build());
    }
    QStringList folders;
    for (const auto &[name, model] : models) {
        const QString dir = m_root.filePath(name);
        const QString error = exportWithPlan(model, dir);
        QVERIFY2(error.isEmpty(), qPrintable(name + QStringLiteral(": ") + error));
        folders << dir;
    }
    QVERIFY(folders.size() >= 16); // the 7 model files and the 9 models built here
    const NodeRun run = runNode(folders);
    qInfo().noquote() << run.output.trimmed().section(QLatin1Char('\n'), -3);
    QVERIFY2(run.exitCode == 0, qPrintable(run.output));
    QVERIFY2(run.output.contains(QStringLiteral("%1 models passed").arg(folders.size())), qPrintable(run.output));
}

// The runner must be able to fail: each row breaks one exported file the way the
// issues found them broken, and expects the runner to say what is wrong.
void TestEndToEnd::aBrokenExportFails_data()
{
    QTest::addColumn<QString>("breakage");
    QTest::addColumn<QString>("expected");
    QTest::newRow("a filter on a path the policy excludes") << QStringLiteral("unindex") << QStringLiteral("not indexed");
    QTest::newRow("a sample without its filter property") << QStringLiteral("strip") << QStringLiteral("returned");
    QTest::newRow("a query that does not parse") << QStringLiteral("garble") << QStringLiteral("failed");
    QTest::newRow("a vector path in the range index")
        << QStringLiteral("rangevector") << QStringLiteral("/embedding is in the range index");
}

void TestEndToEnd::aBrokenExportFails()
{
    QFETCH(QString, breakage);
    QFETCH(QString, expected);
    const QString dir = m_root.filePath(QStringLiteral("broken-") + breakage);
    const QString sample = breakage == QLatin1String("rangevector") ? QStringLiteral("product-search.cosmos.json")
                                                                     : QStringLiteral("ecommerce.cosmos.json");
    QVERIFY(exportWithPlan(test::loadModel(test::samplePath(sample)), dir).isEmpty());
    const NodeRun run = runNode({QStringLiteral("--break"), breakage, dir});
    QVERIFY2(run.exitCode == 1, qPrintable(run.output));
    QVERIFY2(run.output.contains(expected), qPrintable(run.output));
}

// Nothing of a model Azure would refuse reaches the server: export stops with the
// reason, and the folder stays empty.
void TestEndToEnd::undeployableModelsAreRefused_data()
{
    QTest::addColumn<Model>("model");
    QTest::addColumn<QString>("reason");
    Model tooManyKeys = test::featureModel();
    Entity &member = tooManyKeys.entities[size_t(tooManyKeys.entityIndex(QStringLiteral("member")))];
    for (int i = 1; i <= 9; ++i) {
        Attribute extra = test::ModelBuilder::attribute(QStringLiteral("code%1").arg(i));
        extra.unique = true;
        member.attributes.push_back(extra);
    }
    QTest::newRow("12 unique keys") << tooManyKeys << QStringLiteral("but Azure allows at most 10");
    QTest::newRow("ids Azure refuses") << test::hostileNamesModel(true)
                                       << QStringLiteral("which Azure does not allow in ids");
}

void TestEndToEnd::undeployableModelsAreRefused()
{
    QFETCH(Model, model);
    QFETCH(QString, reason);
    const QString dir
        = m_root.filePath(QStringLiteral("refused-%1").arg(QString::fromLatin1(QTest::currentDataTag()).size()));
    const QString error = exportWithPlan(model, dir);
    QVERIFY2(error.contains(reason), qPrintable(error));
    QVERIFY(!QFileInfo::exists(dir + QStringLiteral("/plan.json")));
    QVERIFY(!QFileInfo::exists(dir + QStringLiteral("/containers")));
}

QTEST_GUILESS_MAIN(TestEndToEnd)
#include "tst_e2e.moc"

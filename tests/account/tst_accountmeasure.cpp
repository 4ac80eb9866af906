// SPDX-License-Identifier: MIT
// `cosmos-modeler-cli account measure` end to end: the shop sample deployed to the
// seeded Cosmos DB server on loopback with its own sample documents, then each access
// pattern run with parameters from the stored documents. The server charges 1 RU per
// request (its documented behaviour), so a point read measures exactly 1 RU and a
// pattern exactly its number of requests; writes run only when allowed, in a scratch
// container that is gone afterwards.
#include "accountserver.h"
#include "clirun.h"

#include "account/accountdatabase.h"
#include "account/cosmosclient.h"
#include "model/io/modelreader.h"
#include "model/io/modelwriter.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace cosmos;

namespace {

const QByteArray kKey = "bWVhc3VyZS10ZXN0LWtleS1ub3QtYS1zZWNyZXQ=";
const QString kSample = QStringLiteral(COSMOS_SHARED_EXAMPLES "/ecommerce.cosmos.json");
const QString kDatabase = QStringLiteral("measured");

} // namespace

class TestAccountMeasure : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void readsAreMeasuredWritesWaitForPermission();
    void writesRunInAScratchContainer();
    void textFormat();
    void aRefusedQuerySkipsItsPatternOnly();

private:
    test::CliRun measure(const QStringList &extra);
    account::CosmosClient &client();

    test::AccountServer m_server;
    QTemporaryDir m_dir;
    std::unique_ptr<account::CosmosClient> m_client;
    std::map<QString, size_t> m_documents; // per container, as inserted
};

account::CosmosClient &TestAccountMeasure::client()
{
    if (!m_client) {
        account::ClientOptions options;
        options.endpoint = QUrl(m_server.endpoint());
        options.key = kKey;
        options.allowSelfSigned = true;
        m_client = std::make_unique<account::CosmosClient>(options);
    }
    return *m_client;
}

void TestAccountMeasure::initTestCase()
{
    const QString problem = m_server.start();
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    const test::CliRun deployed = test::runCli(
        {QStringLiteral("account"), QStringLiteral("deploy"), kSample, QStringLiteral("--endpoint"),
            m_server.endpoint(), QStringLiteral("--database"), kDatabase, QStringLiteral("--allow-self-signed")},
        test::environmentWithKey(kKey));
    QVERIFY2(deployed.exitCode == 0, qPrintable(deployed.err + deployed.out));
    // The design's own sample documents, stored as an application would store them.
    const QString out = m_dir.filePath(QStringLiteral("export"));
    const test::CliRun exported = test::runCli({QStringLiteral("export"), kSample, QStringLiteral("--out"), out,
        QStringLiteral("--only"), QStringLiteral("containers,samples")});
    QVERIFY2(exported.exitCode == 0, qPrintable(exported.err));
    m_documents = test::storeSampleDocuments(client(), kDatabase, out);
}

test::CliRun TestAccountMeasure::measure(const QStringList &extra)
{
    return test::runCli(
        QStringList {QStringLiteral("account"), QStringLiteral("measure"), kSample, QStringLiteral("--endpoint"),
            m_server.endpoint(), QStringLiteral("--database"), kDatabase, QStringLiteral("--allow-self-signed")}
            + extra,
        test::environmentWithKey(kKey));
}

void TestAccountMeasure::readsAreMeasuredWritesWaitForPermission()
{
    const test::CliRun run = measure({QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(run.exitCode, 1); // the writes did not run
    const Json result = Json::parse(run.out.toStdString());
    const test::CliRun analysis = test::runCli({QStringLiteral("analyze"), kSample, QStringLiteral("--format"), QStringLiteral("json")});
    const Json analyzed = Json::parse(analysis.out.toStdString());
    std::map<std::string, const Json *> estimates;
    for (const Json &pattern : analyzed["accessPatterns"])
        estimates[pattern["id"].get<std::string>()] = &pattern;

    QCOMPARE(result["patterns"].size(), size_t(12));
    for (const Json &pattern : result["patterns"]) {
        const std::string id = pattern["id"].get<std::string>();
        const Json &estimate = *estimates.at(id);
        QCOMPARE(pattern["estimatedRu"].get<double>(), estimate["ruPerRequest"].get<double>());
        const bool write = id == "AP8" || id == "AP9" || id == "AP10" || id == "AP11" || id == "AP12";
        if (write) {
            QVERIFY(pattern["measuredRu"].is_null());
            QCOMPARE(pattern["skipped"].get<std::string>(), std::string("writes run only with --allow-writes, in a scratch container"));
            continue;
        }
        QVERIFY2(!pattern["measuredRu"].is_null(), pattern.dump().c_str());
        QCOMPARE(pattern["samples"].get<int>(), 3);
        // One charge of 1 RU per request: as many as the pattern's requests.
        const size_t requests = estimate["requests"].size();
        QCOMPARE(pattern["measuredRu"].get<double>(), double(requests));
    }
    // The two point reads of one document each: exactly 1 RU.
    for (const Json &pattern : result["patterns"])
        if (pattern["id"] == "AP1" || pattern["id"] == "AP6")
            QCOMPARE(pattern["measuredRu"].get<double>(), 1.0);
    // Every container also serves a write that did not run: none has a measured peak.
    for (const Json &container : result["containers"])
        QVERIFY(container["measuredRuPerSecondPeak"].is_null());
}

void TestAccountMeasure::writesRunInAScratchContainer()
{
    const test::CliRun run = measure({QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--allow-writes"),
        QStringLiteral("--repeat"), QStringLiteral("2")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err + run.out));
    const Json result = Json::parse(run.out.toStdString());
    for (const Json &pattern : result["patterns"]) {
        QVERIFY2(!pattern["measuredRu"].is_null(), pattern.dump().c_str());
        QCOMPARE(pattern["samples"].get<int>(), 2);
    }
    // Each container's peak: 1 RU for each request a pattern sends there, times the
    // pattern's peak RPS (from the model and the analysis's routing).
    const LoadResult model = ModelReader::readFile(kSample);
    QVERIFY(model.model);
    const test::CliRun analysis = test::runCli({QStringLiteral("analyze"), kSample, QStringLiteral("--format"), QStringLiteral("json")});
    const Json analyzed = Json::parse(analysis.out.toStdString());
    std::map<std::string, double> expected;
    for (size_t i = 0; i < model.model->accessPatterns.size(); ++i)
        for (const Json &request : analyzed["accessPatterns"][i]["requests"])
            expected[request["container"].get<std::string>()] += *model.model->accessPatterns[i].rpsPeak;
    QCOMPARE(result["containers"].size(), expected.size());
    for (const Json &container : result["containers"])
        QCOMPARE(container["measuredRuPerSecondPeak"].get<double>(), expected.at(container["name"].get<std::string>()));
    // The scratch containers are gone and the design's containers hold what they held.
    const account::DatabaseListing after = account::listContainers(client(), kDatabase);
    QCOMPARE(after.containers.size(), m_documents.size());
    for (const auto &[container, count] : m_documents) {
        double stored = 0;
        client().query(kDatabase, container, QStringLiteral("SELECT VALUE COUNT(1) FROM c"), {}, 100,
            [&](const account::Response &page) {
                for (const account::AccountJson &value : page.body["Documents"])
                    stored += value.get<double>();
                return true;
            });
        QCOMPARE(stored, double(count));
    }
}

void TestAccountMeasure::textFormat()
{
    const test::CliRun run = measure({});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.out.contains(QStringLiteral("AP1: estimated ")), qPrintable(run.out));
    QVERIFY(run.out.contains(QStringLiteral(" RU, measured 1.00 RU (3 runs)\n")));
    QVERIFY(run.out.contains(QStringLiteral("AP8: estimated ")));
    QVERIFY(run.out.contains(QStringLiteral("not measured: writes run only with --allow-writes, in a scratch container\n")));
}

void TestAccountMeasure::aRefusedQuerySkipsItsPatternOnly()
{
    // AP3 with a query of its own that the server refuses (it has no DISTINCT).
    LoadResult loaded = ModelReader::readFile(kSample);
    QVERIFY(loaded.model);
    for (AccessPattern &pattern : loaded.model->accessPatterns)
        if (pattern.id == QLatin1String("AP3"))
            pattern.query = QStringLiteral("SELECT DISTINCT VALUE c.status FROM c");
    const QString path = m_dir.filePath(QStringLiteral("distinct.cosmos.json"));
    QVERIFY(ModelWriter::writeFile(*loaded.model, path).ok);
    const test::CliRun run
        = test::runCli({QStringLiteral("account"), QStringLiteral("measure"), path, QStringLiteral("--endpoint"),
                           m_server.endpoint(), QStringLiteral("--database"), kDatabase,
                           QStringLiteral("--allow-self-signed"), QStringLiteral("--format"), QStringLiteral("json")},
            test::environmentWithKey(kKey));
    QCOMPARE(run.exitCode, 1);
    const Json result = Json::parse(run.out.toStdString());
    for (const Json &pattern : result["patterns"]) {
        if (pattern["id"] == "AP3") {
            QVERIFY(pattern["measuredRu"].is_null());
            QVERIFY2(pattern["skipped"].get<std::string>().rfind("the account refused the query: ", 0) == 0, pattern.dump().c_str());
        } else if (pattern["id"] == "AP1") {
            QCOMPARE(pattern["measuredRu"].get<double>(), 1.0); // the others still run
        }
    }
}

QTEST_GUILESS_MAIN(TestAccountMeasure)
#include "tst_accountmeasure.moc"

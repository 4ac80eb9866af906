// SPDX-License-Identifier: MIT
// `cosmos-modeler-cli account deploy` and `account diff` end to end, against the
// seeded Cosmos DB server on loopback: a dry run changes nothing, a deploy creates
// the containers with exactly the bodies `export` writes, a second deploy changes
// nothing, and a design that differs from the account is reported line by line —
// in place or a new container — and never applied over what exists.
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

const QByteArray kKey = "ZGVwbG95LXRlc3Qta2V5LW5vdC1hLXNlY3JldA==";
const QString kSample = QStringLiteral(COSMOS_SHARED_EXAMPLES "/ecommerce.cosmos.json");

} // namespace

class TestAccountDeploy : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void aDryRunChangesNothing();
    void deployCreatesTheExportedContainers();
    void aSecondDeployChangesNothing();
    void diffReportsInPlaceAndNewContainerChanges();
    void deployLeavesADifferingContainerAlone();
    void diffListsMissingAndExtraContainers();
    void diffOfAMissingDatabaseIsExitTwo();

private:
    test::CliRun account(const QString &command, const QString &model, const QString &database,
        const QStringList &extra = {});
    account::DatabaseListing listing(const QString &database);
    // The sample with one change, written to the scratch folder.
    QString changedSample(const std::function<void(Model &)> &change, const QString &name);

    test::AccountServer m_server;
    QTemporaryDir m_dir;
    QStringList m_designContainers;
};

void TestAccountDeploy::initTestCase()
{
    const QString problem = m_server.start();
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    // What `export` writes is the reference for what deploy creates.
    const test::CliRun exported = test::runCli({QStringLiteral("export"), kSample, QStringLiteral("--out"),
        m_dir.filePath(QStringLiteral("export")), QStringLiteral("--only"), QStringLiteral("containers")});
    QVERIFY2(exported.exitCode == 0, qPrintable(exported.err));
    for (const QString &file : QDir(m_dir.filePath(QStringLiteral("export/containers"))).entryList({QStringLiteral("*.json")}))
        m_designContainers.append(file.chopped(5));
    QVERIFY(m_designContainers.size() >= 2);
}

test::CliRun TestAccountDeploy::account(
    const QString &command, const QString &model, const QString &database, const QStringList &extra)
{
    return test::runCli(
        QStringList {QStringLiteral("account"), command, model, QStringLiteral("--endpoint"), m_server.endpoint(),
            QStringLiteral("--database"), database, QStringLiteral("--allow-self-signed")}
            + extra,
        test::environmentWithKey(kKey));
}

account::DatabaseListing TestAccountDeploy::listing(const QString &database)
{
    account::ClientOptions options;
    options.endpoint = QUrl(m_server.endpoint());
    options.key = kKey;
    options.allowSelfSigned = true;
    account::CosmosClient client(options);
    account::DatabaseListing found = account::listContainers(client, database);
    if (!found.failure.ok())
        qFatal("cannot list %s: %s", qPrintable(database), qPrintable(found.failure.error));
    return found;
}

QString TestAccountDeploy::changedSample(const std::function<void(Model &)> &change, const QString &name)
{
    LoadResult loaded = ModelReader::readFile(kSample);
    if (!loaded.model)
        qFatal("the sample does not load");
    change(*loaded.model);
    const QString path = m_dir.filePath(name);
    if (!ModelWriter::writeFile(*loaded.model, path).ok)
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

void TestAccountDeploy::aDryRunChangesNothing()
{
    const test::CliRun run = account(QStringLiteral("deploy"), kSample, QStringLiteral("deployed"), {QStringLiteral("--dry-run")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY(run.out.startsWith(QStringLiteral("would create database deployed\n")));
    for (const QString &container : m_designContainers)
        QVERIFY2(run.out.contains(QStringLiteral("would create container %1 (partition key /").arg(container)), qPrintable(run.out));
    QVERIFY(!listing(QStringLiteral("deployed")).exists);
}

void TestAccountDeploy::deployCreatesTheExportedContainers()
{
    const test::CliRun run = account(QStringLiteral("deploy"), kSample, QStringLiteral("deployed"));
    QVERIFY2(run.exitCode == 0, qPrintable(run.err + run.out));
    QVERIFY(run.out.startsWith(QStringLiteral("created database deployed\n")));
    const account::DatabaseListing deployed = listing(QStringLiteral("deployed"));
    QVERIFY(deployed.exists);
    QCOMPARE(deployed.containers.size(), size_t(m_designContainers.size()));
    // Every member of the exported body is on the server as exported.
    for (const QString &container : m_designContainers) {
        QFile file(m_dir.filePath(QStringLiteral("export/containers/%1.json").arg(container)));
        QVERIFY(file.open(QIODevice::ReadOnly));
        // Compared as sorted JSON: the server keeps members in its own order.
        const Json exported = Json::parse(file.readAll().toStdString());
        const Json created = Json::parse(deployed.containers.at(container).dump());
        for (auto it = exported.begin(); it != exported.end(); ++it)
            QVERIFY2(created.contains(it.key()) && created[it.key()] == it.value(),
                qPrintable(QStringLiteral("%1.%2").arg(container, QString::fromStdString(it.key()))));
    }
}

void TestAccountDeploy::aSecondDeployChangesNothing()
{
    const test::CliRun run = account(QStringLiteral("deploy"), kSample, QStringLiteral("deployed"));
    QVERIFY2(run.exitCode == 0, qPrintable(run.err + run.out));
    QVERIFY(!run.out.contains(QStringLiteral("created")));
    for (const QString &container : m_designContainers)
        QVERIFY(run.out.contains(QStringLiteral("%1: exists as designed\n").arg(container)));
    const test::CliRun diff = account(QStringLiteral("diff"), kSample, QStringLiteral("deployed"));
    QCOMPARE(diff.exitCode, 0);
    QCOMPARE(diff.out, QString());
}

void TestAccountDeploy::diffReportsInPlaceAndNewContainerChanges()
{
    // Items of the first entity now expire after an hour: the design turns expiry on in
    // their container and lets each item carry its ttl (defaultTtl -1); in place.
    const QString changed = changedSample([&](Model &model) {
        model.entities.front().ttlSeconds = 3600;
    }, QStringLiteral("ttl.cosmos.json"));
    const test::CliRun ttl = account(QStringLiteral("diff"), changed, QStringLiteral("deployed"));
    QCOMPARE(ttl.exitCode, 1);
    QVERIFY2(ttl.out.contains(QStringLiteral(": defaultTtl: (none) -> -1 (in place)\n")), qPrintable(ttl.out));
    QCOMPARE(ttl.out.count(QLatin1Char('\n')), 1);

    // The first design container keyed on /id instead: a new container and a copy.
    const QString container = m_designContainers.front();
    const QString rekeyed = changedSample([&](Model &model) {
        model.overrides.partitionKeys[container] = {QStringLiteral("/id")};
    }, QStringLiteral("rekeyed.cosmos.json"));
    const test::CliRun key = account(QStringLiteral("diff"), rekeyed, QStringLiteral("deployed"),
        {QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(key.exitCode, 1);
    const Json json = Json::parse(key.out.toStdString());
    QCOMPARE(json["newContainer"].size(), size_t(1));
    QCOMPARE(json["newContainer"][0]["container"].get<std::string>(), container.toStdString());
    QCOMPARE(json["newContainer"][0]["property"].get<std::string>(), std::string("partitionKey"));
    QVERIFY(json["newContainer"][0]["design"].get<std::string>().find("\"/id\"") != std::string::npos);
    QVERIFY(json["missing"].empty());
    QVERIFY(json["extra"].empty());
}

void TestAccountDeploy::deployLeavesADifferingContainerAlone()
{
    const QString changed = changedSample([](Model &model) { model.entities.front().ttlSeconds = 3600; },
        QStringLiteral("ttl.cosmos.json"));
    const test::CliRun run = account(QStringLiteral("deploy"), changed, QStringLiteral("deployed"));
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.out.contains(QStringLiteral(": defaultTtl: (none) -> -1 (in place): left as it is\n")), qPrintable(run.out));
    for (const auto &[id, definition] : listing(QStringLiteral("deployed")).containers)
        QVERIFY2(!definition.contains("defaultTtl"), qPrintable(id));
}

void TestAccountDeploy::diffListsMissingAndExtraContainers()
{
    // The seeded database holds another application's containers.
    const test::CliRun run = account(QStringLiteral("diff"), kSample, QStringLiteral("shop"));
    QCOMPARE(run.exitCode, 1);
    for (const QString &container : m_designContainers)
        QVERIFY2(run.out.contains(QStringLiteral("%1: missing\n").arg(container)), qPrintable(run.out));
    for (const char *extra : {"audit", "customers", "orders"})
        QVERIFY2(run.out.contains(QStringLiteral("%1: not in the design (left alone)\n").arg(QLatin1String(extra))),
            qPrintable(run.out));
}

void TestAccountDeploy::diffOfAMissingDatabaseIsExitTwo()
{
    const test::CliRun run = account(QStringLiteral("diff"), kSample, QStringLiteral("nowhere"));
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("database nowhere at %1: no such database").arg(m_server.endpoint())),
        qPrintable(run.err));
}

QTEST_GUILESS_MAIN(TestAccountDeploy)
#include "tst_accountdeploy.moc"

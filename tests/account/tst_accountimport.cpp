// SPDX-License-Identifier: MIT
// `cosmos-modeler-cli account import` end to end: the real binary against a Cosmos DB
// server on loopback (@vercel/cosmosdb-server, seeded by Microsoft's SDK through
// tests/tools/account-server.mjs), the numbers compared with what the seeding script
// counted and measured itself. Also: the key stays out of every output, file and the
// command line, and bad endpoints, keys and databases give exit 2 or 4 with a message.
#include "accountserver.h"
#include "clirun.h"
#include "stubserver.h"
#include "testsupport.h"

#include "model/io/modelreader.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace cosmos;
using test::attribute;
using test::entity;
using test::environmentWithKey;

namespace {

// Any base64 text: the test server accepts every key, as the issue's notes say.
const QByteArray kKey = "bG9vcGJhY2stdGVzdC1rZXktbm90LWEtc2VjcmV0LTIwMjY=";

QStringList importArguments(
    const QString &endpoint, const QString &database, const QString &out, const QStringList &options = {})
{
    const QStringList account {QStringLiteral("account"), QStringLiteral("import"), QStringLiteral("--endpoint"),
        endpoint, QStringLiteral("--database"), database};
    return account + options + QStringList {QStringLiteral("--out"), out};
}

} // namespace

class TestAccountImport : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void importsTheDatabaseAsTheServerHoldsIt();
    void countsComeFromTheAccountNotTheSample();
    void selfSignedNeedsTheFlag();
    void aMissingDatabaseIsExitTwo();
    void keyRules();
    void theKeyIsNeverOnTheCommandLine();
    void aRefusedKeyNamesItsVariable();

private:
    QString endpoint() const { return m_server.endpoint(); }
    test::CliRun import(const QStringList &extra, const QString &out);

    test::AccountServer m_server;
    QTemporaryDir m_dir;
};

void TestAccountImport::initTestCase()
{
    const QString problem = m_server.start();
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

test::CliRun TestAccountImport::import(const QStringList &extra, const QString &out)
{
    return test::runCli(
        importArguments(endpoint(), QStringLiteral("shop"), out, {QStringLiteral("--allow-self-signed")}) + extra,
        environmentWithKey(kKey));
}

void TestAccountImport::importsTheDatabaseAsTheServerHoldsIt()
{
    const QString out = m_dir.filePath(QStringLiteral("shop.cosmos.json"));
    const test::CliRun run = import({}, out);
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY2(run.out.contains(QStringLiteral("3 entities in 2 containers from database shop")), qPrintable(run.out));
    QVERIFY2(run.err.contains(QStringLiteral("warning: container audit has no documents")), qPrintable(run.err));

    const LoadResult loaded = ModelReader::readFile(out);
    QVERIFY(loaded.model);
    const Model &model = *loaded.model;
    QCOMPARE(model.application.name, QStringLiteral("shop"));
    QCOMPARE(model.entities.size(), size_t(3));

    // Per entity: the count and sizes the seeding script measured on what it wrote.
    for (const char *id : {"order", "shipment", "customers"}) {
        const Entity &e = entity(model, id);
        const Json &expected = m_server.expected()[id];
        QCOMPARE(*e.documentCount, expected["count"].get<double>());
        QVERIFY2(std::abs(*e.avgSizeKB - expected["avgKB"].get<double>()) <= 0.0005,
            qPrintable(QStringLiteral("%1 avg %2 KB, expected %3").arg(QLatin1String(id)).arg(*e.avgSizeKB).arg(expected["avgKB"].get<double>())));
        QVERIFY(*e.maxSizeKB >= expected["maxKB"].get<double>() && *e.maxSizeKB < expected["maxKB"].get<double>() + 0.001);
    }

    // The layout found becomes overrides.
    QCOMPARE(model.overrides.containers.at(QStringLiteral("order")), QStringLiteral("orders"));
    QCOMPARE(model.overrides.containers.at(QStringLiteral("shipment")), QStringLiteral("orders"));
    QCOMPARE(model.overrides.containers.at(QStringLiteral("customers")), QStringLiteral("customers"));
    QCOMPARE(model.overrides.partitionKeys.at(QStringLiteral("orders")), QStringList {QStringLiteral("/customerId")});
    QCOMPARE(model.overrides.partitionKeys.at(QStringLiteral("customers")), QStringList {QStringLiteral("/id")});
    const Json &policies = model.overrides.extra["policies"];
    QCOMPARE(policies["orders"]["indexingPolicy"]["excludedPaths"][0]["path"].get<std::string>(), std::string("/lines/*"));
    QCOMPARE(policies["customers"]["defaultTtl"].get<int>(), 2592000);
    QCOMPARE(entity(model, "customers").ttlSeconds, std::optional<double>(2592000));
    QVERIFY(attribute(entity(model, "customers"), "email").unique);

    // Attributes: 140 of the 200 orders are delivered; the other 60 are open, shipped
    // or cancelled. Orders k = 0..199 have k % 4 lines: (0+1+2+3) * 50 / 200 = 1.5.
    const Entity &order = entity(model, "order");
    QCOMPARE(attribute(order, "status").distinctValues, std::optional<double>(4));
    QCOMPARE(attribute(order, "status").hottestValueShare, std::optional<double>(0.7));
    QCOMPARE(attribute(order, "createdAt").type, AttributeType::Datetime);
    QCOMPARE(attribute(order, "lines").avgItems, std::optional<double>(1.5));
    QCOMPARE(attribute(order, "lines").attributes.size(), size_t(2));
    QCOMPARE(attribute(order, "id").distinctValues, std::optional<double>(200));
    // customer-(i % 40) over the i that are orders (i % 5 != 4): the 32 ids whose
    // number is not 4 modulo 5.
    QCOMPARE(attribute(order, "customerId").distinctValues, std::optional<double>(32));
    const Attribute &address = attribute(entity(model, "customers"), "address");
    QCOMPARE(address.type, AttributeType::Object);
    QCOMPARE(address.attributes.size(), size_t(2));

    // Nothing the product wrote holds the key.
    QFile file(out);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(!file.readAll().contains(kKey));
    QVERIFY(!run.out.contains(QString::fromLatin1(kKey)) && !run.err.contains(QString::fromLatin1(kKey)));
}

void TestAccountImport::countsComeFromTheAccountNotTheSample()
{
    const QString out = m_dir.filePath(QStringLiteral("sampled.cosmos.json"));
    const test::CliRun run = import({QStringLiteral("--sample"), QStringLiteral("20")}, out);
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const LoadResult loaded = ModelReader::readFile(out);
    QVERIFY(loaded.model);
    // 20 documents read per container, but COUNT on the account gives every entity's
    // real size, and ids (all different in the sample) as many values as documents.
    QCOMPARE(entity(*loaded.model, "order").documentCount, std::optional<double>(200));
    QCOMPARE(entity(*loaded.model, "shipment").documentCount, std::optional<double>(50));
    QCOMPARE(entity(*loaded.model, "customers").documentCount, std::optional<double>(100));
    QCOMPARE(attribute(entity(*loaded.model, "order"), "id").distinctValues, std::optional<double>(200));
    QCOMPARE(attribute(entity(*loaded.model, "customers"), "id").distinctValues, std::optional<double>(100));
}

void TestAccountImport::selfSignedNeedsTheFlag()
{
    const QString out = m_dir.filePath(QStringLiteral("untrusted.cosmos.json"));
    const test::CliRun run
        = test::runCli(importArguments(endpoint(), QStringLiteral("shop"), out), environmentWithKey(kKey));
    QCOMPARE(run.exitCode, 4);
    QVERIFY2(run.err.contains(QStringLiteral("the certificate of 127.0.0.1 cannot be trusted")), qPrintable(run.err));
    QVERIFY2(run.err.contains(QStringLiteral("--allow-self-signed")), qPrintable(run.err));
    QVERIFY(!QFile::exists(out));

    // The flag is refused for any other host, before any connection.
    const test::CliRun elsewhere
        = test::runCli(importArguments(QStringLiteral("https://shop.documents.azure.com:443/"), QStringLiteral("shop"),
                           out, {QStringLiteral("--allow-self-signed")}),
            environmentWithKey(kKey));
    QCOMPARE(elsewhere.exitCode, 2);
    QVERIFY2(elsewhere.err.contains(QStringLiteral("--allow-self-signed is accepted only for this machine")),
        qPrintable(elsewhere.err));
}

void TestAccountImport::aMissingDatabaseIsExitTwo()
{
    const QString out = m_dir.filePath(QStringLiteral("missing.cosmos.json"));
    const test::CliRun run = test::runCli(
        importArguments(endpoint(), QStringLiteral("nope"), out, {QStringLiteral("--allow-self-signed")}),
        environmentWithKey(kKey));
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("database nope at %1: no such database").arg(endpoint())), qPrintable(run.err));
    QVERIFY(!QFile::exists(out));
}

void TestAccountImport::keyRules()
{
    const QString out = m_dir.filePath(QStringLiteral("nokey.cosmos.json"));
    const QStringList arguments
        = importArguments(endpoint(), QStringLiteral("shop"), out, {QStringLiteral("--allow-self-signed")});
    const test::CliRun none = test::runCli(arguments, environmentWithKey(QByteArray()));
    QCOMPARE(none.exitCode, 2);
    QVERIFY2(none.err.contains(QStringLiteral("no account key: set COSMOS_KEY")), qPrintable(none.err));
    const test::CliRun empty = test::runCli(arguments, environmentWithKey(""));
    QCOMPARE(empty.exitCode, 2);
    const test::CliRun garbled = test::runCli(arguments, environmentWithKey("not base64 at all!"));
    QCOMPARE(garbled.exitCode, 2);
    QVERIFY2(garbled.err.contains(QStringLiteral("the key in COSMOS_KEY is not base64 text")), qPrintable(garbled.err));
    QVERIFY(!garbled.err.contains(QStringLiteral("not base64 at all")));
    // --key-env names another variable.
    QStringList named = arguments;
    named.last() = m_dir.filePath(QStringLiteral("named.cosmos.json"));
    const test::CliRun namedRun = test::runCli(named + QStringList {QStringLiteral("--key-env"), QStringLiteral("SHOP_KEY")},
        environmentWithKey(kKey, QStringLiteral("SHOP_KEY")));
    QVERIFY2(namedRun.exitCode == 0, qPrintable(namedRun.err));
    // A key is never an option.
    const test::CliRun option = test::runCli(arguments + QStringList {QStringLiteral("--key"), QString::fromLatin1(kKey)},
        environmentWithKey(kKey));
    QCOMPARE(option.exitCode, 2);
    QVERIFY(!option.err.contains(QString::fromLatin1(kKey)));
    QVERIFY(!QFile::exists(out));
}

void TestAccountImport::theKeyIsNeverOnTheCommandLine()
{
    // An endpoint that accepts and never answers keeps the command waiting, so its
    // /proc/PID/cmdline can be read while it runs.
    test::StubServer silent([](const test::StubRequest &, int) { return test::StubAnswer {200, {}, {}, true}; });
    QProcess process;
    process.setProcessEnvironment(environmentWithKey(kKey));
    process.start(QStringLiteral(COSMOS_CLI),
        importArguments(silent.endpoint(), QStringLiteral("shop"), m_dir.filePath(QStringLiteral("x.json"))));
    QVERIFY(process.waitForStarted(10000));
    QTRY_VERIFY_WITH_TIMEOUT(!silent.requests().empty(), 10000);
    QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(process.processId()));
    QVERIFY(cmdline.open(QIODevice::ReadOnly));
    const QByteArray arguments = cmdline.readAll();
    QVERIFY(arguments.contains("account"));
    QVERIFY(!arguments.contains(kKey));
    // Nor is it sent: only the signature derived from it.
    QVERIFY(!silent.requests().front().headers.value("authorization").contains(kKey));
    process.kill();
    process.waitForFinished(10000);
}

void TestAccountImport::aRefusedKeyNamesItsVariable()
{
    test::StubServer refusing([](const test::StubRequest &, int) {
        return test::StubAnswer::json(401, R"({"code":"Unauthorized","message":"The input authorization token can't serve the request."})");
    });
    const QString out = m_dir.filePath(QStringLiteral("refused.cosmos.json"));
    const test::CliRun run
        = test::runCli(importArguments(refusing.endpoint(), QStringLiteral("shop"), out), environmentWithKey(kKey));
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("401 Unauthorized")), qPrintable(run.err));
    QVERIFY2(run.err.contains(QStringLiteral("the account refused the key in COSMOS_KEY")), qPrintable(run.err));
    QVERIFY(!QFile::exists(out));
}

QTEST_GUILESS_MAIN(TestAccountImport)
#include "tst_accountimport.moc"

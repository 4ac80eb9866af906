// SPDX-License-Identifier: MIT
// `cosmos-modeler-cli infer` (FORMAT.md section 5): exit codes, messages that name the
// file and line, and a written model that loads and analyses.
#include "clirun.h"

#include "model/io/modelreader.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace cosmos;
using test::runCli;

namespace {

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

const QByteArray kOrders = R"({"id":"o1","type":"order","customerId":"c1","lines":[{"sku":"a","qty":1}]}
{"id":"o2","type":"order","customerId":"c1","lines":[]}
{"id":"s1","type":"shipment","orderId":"o1"}
)";

const QByteArray kCustomers = R"([
  {"id": "c1", "name": "Ann", "country": "JP"},
  {"id": "c2", "name": "Bob", "country": "JP"}
])";

} // namespace

class TestInferCli : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void infersAModelThatLoadsAndAnalyses();
    void badInputExitsTwoNamingFileAndLine();
    void unwritableOutputExitsThree();
    void whatAModelCannotHoldIsLeftOutAndTheModelOpens();
    void usage();
};

void TestInferCli::infersAModelThatLoadsAndAnalyses()
{
    QTemporaryDir dir;
    writeFile(dir.filePath(QStringLiteral("orders.jsonl")), kOrders);
    writeFile(dir.filePath(QStringLiteral("customers.json")), kCustomers);
    const QString out = dir.filePath(QStringLiteral("shop.cosmos.json"));
    const auto run = runCli({QStringLiteral("infer"), dir.filePath(QStringLiteral("orders.jsonl")),
        dir.filePath(QStringLiteral("customers.json")), QStringLiteral("--out"), out});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY2(run.err.isEmpty(), qPrintable(run.err));

    const LoadResult loaded = ModelReader::readFile(out);
    QVERIFY2(loaded.model, loaded.errors.empty() ? "" : qPrintable(loaded.errors.front().message));
    const Model &model = *loaded.model;
    QCOMPARE(model.application.name, QStringLiteral("Inferred from orders.jsonl, customers.json"));
    QCOMPARE(model.entities.size(), size_t(3));
    QCOMPARE(model.entities[2].id, QStringLiteral("customers"));
    QCOMPARE(model.entities[2].documentCount, std::optional<double>(2));
    QCOMPARE(model.overrides.containers.at(QStringLiteral("shipment")), QStringLiteral("orders"));
    QCOMPARE(model.entities[0].attributes[3].avgItems, std::optional<double>(0.5));

    // The inferred model is a model like any other: it analyses and exports.
    const auto analyzed = runCli({QStringLiteral("analyze"), out, QStringLiteral("--format"), QStringLiteral("json")});
    QVERIFY2(analyzed.exitCode == 0, qPrintable(analyzed.err));
    QVERIFY(analyzed.out.contains(QStringLiteral("\"containers\"")));
}

void TestInferCli::badInputExitsTwoNamingFileAndLine()
{
    QTemporaryDir dir;
    const QString orders = dir.filePath(QStringLiteral("orders.jsonl"));
    writeFile(orders, kOrders + "\"not a document\"\n");
    const QString out = dir.filePath(QStringLiteral("shop.cosmos.json"));
    const auto notObject = runCli({QStringLiteral("infer"), orders, QStringLiteral("--out"), out});
    QCOMPARE(notObject.exitCode, 2);
    QVERIFY2(notObject.err.contains(orders + QStringLiteral(":4: document 4 is a string, not an object")),
        qPrintable(notObject.err));
    QVERIFY(!QFile::exists(out));

    // Valid JSON that a double cannot hold: named with its line, nothing written.
    writeFile(orders, kOrders + "{\"id\":\"o3\",\"type\":\"order\",\n\"total\":1e309}\n");
    const auto overflow = runCli({QStringLiteral("infer"), orders, QStringLiteral("--out"), out});
    QCOMPARE(overflow.exitCode, 2);
    QVERIFY2(
        overflow.err.contains(orders + QStringLiteral(":4: document 4 holds a number beyond the range of a double")),
        qPrintable(overflow.err));
    QVERIFY(!QFile::exists(out));

    const QString missing = dir.filePath(QStringLiteral("missing.json"));
    const auto unreadable = runCli({QStringLiteral("infer"), missing, QStringLiteral("--out"), out});
    QCOMPARE(unreadable.exitCode, 2);
    QVERIFY2(unreadable.err.contains(missing + QStringLiteral(": cannot read")), qPrintable(unreadable.err));

    const QString empty = dir.filePath(QStringLiteral("empty.json"));
    writeFile(empty, "[]");
    const auto nothing = runCli({QStringLiteral("infer"), empty, QStringLiteral("--out"), out});
    QCOMPARE(nothing.exitCode, 2);
    QVERIFY2(nothing.err.contains(QStringLiteral("nothing to infer")), qPrintable(nothing.err));
    QVERIFY(!QFile::exists(out));
}

void TestInferCli::whatAModelCannotHoldIsLeftOutAndTheModelOpens()
{
    // Documents nested 100 levels (Cosmos DB allows 128) and a property named "": the
    // model written must open, and the warnings say what was left out.
    QTemporaryDir dir;
    const QString notes = dir.filePath(QStringLiteral("notes.jsonl"));
    writeFile(notes, "{\"id\":\"n1\",\"\":1,\"t\":" + QByteArray(99, '[') + QByteArray(99, ']') + "}\n");
    const QString out = dir.filePath(QStringLiteral("notes.cosmos.json"));
    const auto run = runCli({QStringLiteral("infer"), notes, QStringLiteral("--out"), out});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY2(run.err.contains(QStringLiteral("warning: notes: a property with an empty name is left out")),
        qPrintable(run.err));
    const LoadResult loaded = ModelReader::readFile(out);
    QVERIFY2(loaded.ok(), loaded.errors.empty() ? "" : qPrintable(loaded.errors.front().format(out)));
    const auto checked = runCli({QStringLiteral("check"), out});
    QVERIFY2(checked.exitCode == 0, qPrintable(checked.err + checked.out));
}

void TestInferCli::unwritableOutputExitsThree()
{
    QTemporaryDir dir;
    const QString orders = dir.filePath(QStringLiteral("orders.jsonl"));
    writeFile(orders, kOrders);
    const QString out = dir.filePath(QStringLiteral("no/such/folder/shop.cosmos.json"));
    const auto run = runCli({QStringLiteral("infer"), orders, QStringLiteral("--out"), out});
    QCOMPARE(run.exitCode, 3);
    QVERIFY2(run.err.contains(out + QStringLiteral(": cannot write")), qPrintable(run.err));
}

void TestInferCli::usage()
{
    const auto help = runCli({QStringLiteral("infer"), QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    QVERIFY(help.out.contains(QStringLiteral("FILE...")));
    const auto noFiles = runCli({QStringLiteral("infer"), QStringLiteral("--out"), QStringLiteral("x.cosmos.json")});
    QCOMPARE(noFiles.exitCode, 2);
    QVERIFY2(noFiles.err.contains(QStringLiteral("infer needs at least one FILE")), qPrintable(noFiles.err));
    const auto noOut = runCli({QStringLiteral("infer"), QStringLiteral("a.json")});
    QCOMPARE(noOut.exitCode, 2);
    QVERIFY2(noOut.err.contains(QStringLiteral("infer needs --out MODEL")), qPrintable(noOut.err));
}

QTEST_GUILESS_MAIN(TestInferCli)
#include "tst_infercli.moc"

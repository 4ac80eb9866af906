// SPDX-License-Identifier: MIT
// `cosmos-modeler-cli mcp` (FORMAT.md section 5) driven by the official MCP TypeScript
// SDK client (tests/tools/mcp-client.mjs), as an assistant's host drives it, and by raw
// JSON-RPC lines for what a well-behaved client never sends. Every answer is compared
// with what the CLI's own commands print for the same model.
#include "clirun.h"

#include "model/document/model.h"

#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <set>

using namespace cosmos;
using test::runCli;

namespace {

const QString kExample = QFileInfo(QStringLiteral(COSMOS_SHARED_EXAMPLES "/ecommerce.cosmos.json")).canonicalFilePath();
const QString kBroken
    = QFileInfo(QStringLiteral(COSMOS_TEST_DATA "/malformed/wrong-type.cosmos.json")).canonicalFilePath();
const QString kTools = QStringLiteral(COSMOS_SOURCE_DIR "/tests/tools");

// Json has no QTest::toString: compared as text, so a failure shows both sides.
QString js(const Json &value)
{
    return QString::fromStdString(value.dump());
}

Json readJsonFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return Json::parse(file.readAll().toStdString());
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

Json cliAnalysis(const QString &model)
{
    const test::CliRun run
        = runCli({QStringLiteral("analyze"), model, QStringLiteral("--format"), QStringLiteral("json")});
    if (run.exitCode != 0)
        qFatal("analyze failed: %s", qPrintable(run.err));
    return Json::parse(run.out.toStdString());
}

// Raw lines in, raw lines out: the server with its input closed after `lines`.
struct RawRun {
    int exitCode = -1;
    std::vector<Json> answers;
    QString err;
};
RawRun rawSession(const QStringList &lines, const QStringList &serverArguments = {})
{
    QProcess process;
    process.start(QStringLiteral(COSMOS_CLI), QStringList {QStringLiteral("mcp")} + serverArguments);
    if (!process.waitForStarted(10000))
        qFatal("cosmos-modeler-cli mcp did not start");
    for (const QString &line : lines)
        process.write(line.toUtf8() + '\n');
    process.closeWriteChannel();
    if (!process.waitForFinished(60000))
        qFatal("cosmos-modeler-cli mcp did not end with its input");
    RawRun run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.err = QString::fromUtf8(process.readAllStandardError());
    for (const QByteArray &line : process.readAllStandardOutput().split('\n'))
        if (!line.isEmpty())
            run.answers.push_back(Json::parse(line.toStdString())); // anything else on stdout fails here
    return run;
}

QString request(int id, const char *method, const Json &params = Json::object())
{
    return QString::fromStdString(Json {{"jsonrpc", "2.0"}, {"id", id}, {"method", method}, {"params", params}}.dump());
}

QString toolCall(int id, const char *tool, const Json &arguments)
{
    return request(id, "tools/call", {{"name", tool}, {"arguments", arguments}});
}

} // namespace

class TestMcpServer : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void listsTheSixToolsWithInputSchemas();
    void analyzeModelIsTheCliAnalysis();
    void checkModelIsTheCliChecklist();
    void exportModelIsTheExportFolderInMemory();
    void whatIfGivesBothDesignsAndTheDeltas();
    void explainQuotesTheFiguresOfADecision();
    void importRequirementsGivesAModelAndItsAnalysis();
    void aBrokenModelIsAToolErrorNamingItsPointer();
    void aMalformedLineIsAParseErrorAndServingGoesOn();
    void olderClientsGetTheirProtocolRevision();
    void badRequestsGetJsonRpcErrors();
    void requestsThatWouldExhaustTheServerAreRefused();
    void pathsOutsideTheRootsAreRefused();
    void aSummaryKeepsTheDecisionsAndTotals();

private:
    Json m_report;
    QTemporaryDir m_dir;
};

// One SDK session makes every call; the slots below read its report.
void TestMcpServer::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const QString node = QStandardPaths::findExecutable(QStringLiteral("node"));
    QVERIFY2(!node.isEmpty(), "node (Node.js) is not installed; run the README's test command (tools/test)");
    QVERIFY2(QFileInfo::exists(kTools + QStringLiteral("/node_modules/@modelcontextprotocol/sdk/package.json")),
        "tests/tools/node_modules lacks the MCP SDK: run the README's test command (tools/test)");

    const test::CliRun exported = runCli({QStringLiteral("export"), kExample, QStringLiteral("--out"),
        m_dir.filePath(QStringLiteral("export")), QStringLiteral("--only"), QStringLiteral("requirements")});
    QCOMPARE(exported.exitCode, 0);
    const Json script {
        {"calls",
            Json::array({
                {{"name", "analyze_model"}, {"arguments", {{"path", kExample.toStdString()}}}},
                {{"name", "check_model"}, {"arguments", {{"path", kExample.toStdString()}}}},
                {{"name", "export_model"}, {"arguments", {{"path", kExample.toStdString()}}}},
                {{"name", "what_if"},
                    {"arguments",
                        {{"path", kExample.toStdString()},
                            {"changes",
                                Json::array({{{"op", "replace"}, {"path", "/relationships/0/identifying"},
                                    {"value", false}}})}}}},
                {{"name", "explain"}, {"arguments", {{"path", kExample.toStdString()}, {"subject", "user-orders"}}}},
                {{"name", "import_requirements"},
                    {"arguments",
                        {{"path", m_dir.filePath(QStringLiteral("export/cosmosdb_requirements.md")).toStdString()}}}},
                {{"name", "analyze_model"}, {"arguments", {{"path", kBroken.toStdString()}}}},
            })},
        {"malformedLine", "{\"jsonrpc\": \"2.0\", \"id\": 99, \"method\": "}};
    const QString scriptPath = m_dir.filePath(QStringLiteral("script.json"));
    writeFile(scriptPath, QByteArray::fromStdString(script.dump()));

    QProcess client;
    client.setWorkingDirectory(kTools);
    client.start(node, {kTools + QStringLiteral("/mcp-client.mjs"), QStringLiteral(COSMOS_CLI), scriptPath});
    QVERIFY(client.waitForFinished(90000));
    QVERIFY2(client.exitCode() == 0, client.readAllStandardError().constData());
    m_report = Json::parse(client.readAllStandardOutput().toStdString(), nullptr, false);
    QVERIFY(!m_report.is_discarded());
    QCOMPARE(m_report["calls"].size(), script["calls"].size());
    QCOMPARE(js(m_report["serverInfo"]["name"]), js(Json("cosmos-modeler")));
}

void TestMcpServer::listsTheSixToolsWithInputSchemas()
{
    QStringList names;
    for (const Json &tool : m_report["tools"]) {
        names << QString::fromStdString(tool["name"].get<std::string>());
        QCOMPARE(js(tool["inputSchema"]["type"]), js(Json("object")));
        // The SDK checks every answer below against this schema, refusals included.
        QCOMPARE(js(tool["outputSchema"]["type"]), js(Json("object")));
        QVERIFY(!tool["description"].get<std::string>().empty());
    }
    names.sort();
    QCOMPARE(names,
        QStringList({QStringLiteral("analyze_model"), QStringLiteral("check_model"), QStringLiteral("explain"),
            QStringLiteral("export_model"), QStringLiteral("import_requirements"), QStringLiteral("what_if")}));
    QCOMPARE(js(m_report["capabilities"]["tools"]["listChanged"]), js(Json(false)));
}

void TestMcpServer::analyzeModelIsTheCliAnalysis()
{
    const Json &result = m_report["calls"][0];
    QVERIFY(!result.value("isError", false));
    const Json cli = cliAnalysis(kExample);
    // The whole analysis, key for key and number for number: decisions, containers,
    // routes, totals, advice and checklist.
    QVERIFY(result["structuredContent"] == cli);
    const QString text = QString::fromStdString(result["content"][0]["text"].get<std::string>());
    QVERIFY2(text.contains(QStringLiteral("$929 a month")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("2 multi-document, 1 single-document")), qPrintable(text));
}

void TestMcpServer::checkModelIsTheCliChecklist()
{
    const test::CliRun check = runCli({QStringLiteral("check"), kExample});
    QStringList fromCli = check.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QStringList fromServer;
    for (const Json &f : m_report["calls"][1]["structuredContent"]["findings"])
        fromServer << QStringLiteral("%1: %2: %3 [%4]")
                          .arg(QString::fromStdString(f["severity"].get<std::string>()),
                              QString::fromStdString(f["subject"].get<std::string>()),
                              QString::fromStdString(f["message"].get<std::string>()),
                              QString::fromStdString(f["check"].get<std::string>()));
    QVERIFY(!fromCli.isEmpty());
    QCOMPARE(fromServer, fromCli);
}

void TestMcpServer::exportModelIsTheExportFolderInMemory()
{
    const QString folder = m_dir.filePath(QStringLiteral("full"));
    QCOMPARE(runCli({QStringLiteral("export"), kExample, QStringLiteral("--out"), folder}).exitCode, 0);
    const Json &files = m_report["calls"][2]["structuredContent"]["files"];
    QVERIFY(files.size() >= 7);
    int compared = 0;
    for (const Json &file : files) {
        QFile written(folder + QLatin1Char('/') + QString::fromStdString(file["path"].get<std::string>()));
        QVERIFY2(written.open(QIODevice::ReadOnly), qPrintable(written.fileName()));
        QCOMPARE(QByteArray::fromStdString(file["content"].get<std::string>()), written.readAll());
        ++compared;
    }
    QDirIterator all(folder, QDir::Files, QDirIterator::Subdirectories);
    int onDisk = 0;
    while (all.hasNext()) {
        all.next();
        ++onDisk;
    }
    QCOMPARE(compared, onDisk);
}

void TestMcpServer::whatIfGivesBothDesignsAndTheDeltas()
{
    const Json &result = m_report["calls"][3]["structuredContent"];
    // The same change made by hand to a copy of the file, analysed by the CLI.
    Json changed = readJsonFile(kExample);
    changed["relationships"][0]["identifying"] = false;
    const QString changedPath = m_dir.filePath(QStringLiteral("changed.cosmos.json"));
    writeFile(changedPath, QByteArray::fromStdString(changed.dump()));
    const Json before = cliAnalysis(kExample), after = cliAnalysis(changedPath);
    QVERIFY(result["before"] == before);
    QVERIFY(result["after"] == after);
    for (const char *key : {"ruPerSecondAvg", "ruPerSecondPeak", "monthlyCostUsd"})
        QCOMPARE(result["deltas"]["totals"][key].get<double>(),
            after["totals"][key].get<double>() - before["totals"][key].get<double>());
    // Without the identifying relationship, rule 5 no longer keeps orders with their user.
    QCOMPARE(js(result["deltas"]["relationships"]),
        js(Json::array({{{"id", "user-orders"}, {"before", "multi-document"}, {"after", "separate"}}})));
    QVERIFY(result["deltas"]["totals"]["monthlyCostUsd"].get<double>() > 0);
}

void TestMcpServer::explainQuotesTheFiguresOfADecision()
{
    const Json &result = m_report["calls"][4];
    const QString text = QString::fromStdString(result["content"][0]["text"].get<std::string>());
    // The model's own figures: AP2 reads User and Order at 450 RPS of the 1,000 that read User.
    QVERIFY2(text.startsWith(QStringLiteral("User → Order (user-orders): correlation 45% (450 of 1,000 read RPS")),
        qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("decision multi-document by rule 5")), qPrintable(text));
    QCOMPARE(js(result["structuredContent"]["kind"]), js(Json("relationship")));
    QCOMPARE(js(result["structuredContent"]["analysis"]), js(cliAnalysis(kExample)["relationships"][0]));
}

void TestMcpServer::importRequirementsGivesAModelAndItsAnalysis()
{
    const Json &result = m_report["calls"][5]["structuredContent"];
    QCOMPARE(js(result["warnings"]), js(Json::array()));
    const Json original = readJsonFile(kExample);
    QCOMPARE(result["model"]["accessPatterns"].size(), original["accessPatterns"].size());
    for (size_t i = 0; i < original["accessPatterns"].size(); ++i) {
        QCOMPARE(js(result["model"]["accessPatterns"][i]["id"]), js(original["accessPatterns"][i]["id"]));
        QCOMPARE(js(result["model"]["accessPatterns"][i]["rpsPeak"]), js(original["accessPatterns"][i]["rpsPeak"]));
    }
    std::map<std::string, Json> decisions;
    const Json cli = cliAnalysis(kExample);
    for (const Json &r : cli["relationships"])
        decisions[r["id"].get<std::string>()] = r["decision"];
    QCOMPARE(result["analysis"]["relationships"].size(), decisions.size());
    // Relationship ids are made from the entity ids on import: compare by decision per pair.
    std::multiset<std::string> imported, expected;
    for (const Json &r : result["analysis"]["relationships"])
        imported.insert(r["decision"].get<std::string>());
    for (const auto &[id, decision] : decisions)
        expected.insert(decision.get<std::string>());
    QVERIFY(imported == expected);
}

void TestMcpServer::aBrokenModelIsAToolErrorNamingItsPointer()
{
    const Json &result = m_report["calls"][6];
    QCOMPARE(result.value("isError", false), true);
    const QString text = QString::fromStdString(result["content"][0]["text"].get<std::string>());
    // The same located message as `check` prints, after its program-name prefix.
    const test::CliRun check = runCli({QStringLiteral("check"), kBroken});
    QCOMPARE(check.exitCode, 2);
    QCOMPARE(QStringLiteral("cosmos-modeler-cli: ") + text + QLatin1Char('\n'), check.err);
    QCOMPARE(js(result["structuredContent"]["errors"][0]["pointer"]), js(Json("/entities/1/avgSizeKB")));
    QCOMPARE(js(result["structuredContent"]["errors"][0]["line"]), js(Json(32)));
}

void TestMcpServer::aMalformedLineIsAParseErrorAndServingGoesOn()
{
    QCOMPARE(js(m_report["malformedReply"]["error"]["code"]), js(Json(-32700)));
    QVERIFY(m_report["malformedReply"]["id"].is_null());
    // The call after it is answered as usual.
    QVERIFY(m_report["afterMalformed"]["structuredContent"]["findings"].is_array());
    QVERIFY(!m_report["afterMalformed"].value("isError", false));
}

void TestMcpServer::olderClientsGetTheirProtocolRevision()
{
    const Json client {{"name", "old"}, {"version", "1"}};
    const RawRun run = rawSession(
        {request(1, "initialize",
             {{"protocolVersion", "2024-11-05"}, {"capabilities", Json::object()}, {"clientInfo", client}}),
            request(2, "initialize",
                {{"protocolVersion", "2030-01-01"}, {"capabilities", Json::object()}, {"clientInfo", client}}),
            request(3, "ping")});
    QCOMPARE(run.exitCode, 0); // the end of input ends the server, after every answer
    QCOMPARE(run.answers.size(), size_t(3));
    QCOMPARE(js(run.answers[0]["result"]["protocolVersion"]), js(Json("2024-11-05")));
    QCOMPARE(js(run.answers[1]["result"]["protocolVersion"]), js(Json("2025-11-25")));
    QCOMPARE(js(run.answers[2]["result"]), js(Json::object()));
}

void TestMcpServer::badRequestsGetJsonRpcErrors()
{
    const RawRun run = rawSession({QStringLiteral("[]"), QStringLiteral("{\"jsonrpc\":\"2.0\",\"id\":1}"),
        request(2, "resources/list"), toolCall(3, "no_such_tool", Json::object()),
        QStringLiteral("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}"),
        toolCall(4, "what_if",
            {{"path", kExample.toStdString()}, {"changes", Json::array({{{"op", "remove"}, {"path", "/nothing"}}})}}),
        QStringLiteral("\"just a string\""),
        toolCall(5, "explain", {{"path", kExample.toStdString()}, {"subject", "nobody"}})});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.answers.size(), size_t(7)); // the notification gets no answer
    QCOMPARE(js(run.answers[0]["error"]["code"]), js(Json(-32600)));
    QCOMPARE(js(run.answers[1]["error"]["code"]), js(Json(-32600)));
    QCOMPARE(js(run.answers[1]["id"]), js(Json(1)));
    QCOMPARE(js(run.answers[2]["error"]["code"]), js(Json(-32601)));
    QCOMPARE(js(run.answers[3]["error"]["code"]), js(Json(-32602)));
    // A change that cannot be applied is the tool's error, naming its index and pointer.
    QCOMPARE(js(run.answers[4]["result"]["isError"]), js(Json(true)));
    QVERIFY(run.answers[4]["result"]["content"][0]["text"].get<std::string>().starts_with(
        "change 0 (/nothing) cannot be applied"));
    QCOMPARE(js(run.answers[5]["error"]["code"]), js(Json(-32600)));
    QCOMPARE(js(run.answers[6]["result"]["isError"]), js(Json(true)));
}

void TestMcpServer::requestsThatWouldExhaustTheServerAreRefused()
{
    // Each copy appends the whole entity list to itself: the model doubles with every
    // operation. The first operation after which the model file would pass 64 MB,
    // found here by applying the same patch with the JSON library and measuring.
    const Json model = readJsonFile(kExample);
    Json doubling = Json::array();
    for (int i = 0; i < 40; ++i)
        doubling.push_back({{"op", "copy"}, {"from", "/entities"}, {"path", "/entities/-"}});
    int firstTooLarge = -1;
    Json grown = model;
    for (int i = 0; i < 40 && firstTooLarge < 0; ++i) {
        grown.patch_inplace(Json::array({doubling[size_t(i)]}));
        if (grown.dump().size() > 64u * 1024 * 1024)
            firstTooLarge = i;
    }
    QVERIFY(firstTooLarge > 5 && firstTooLarge < 40);
    grown = nullptr;

    // A value nested so that the model would pass 64 levels: the path is two levels
    // deep, the value 63.
    const Json deepValue = Json::parse(std::string(63, '[') + std::string(63, ']'));
    const Json tooDeep = Json::array({{{"op", "add"}, {"path", "/application/x"}, {"value", deepValue}}});
    // A message nested a million levels: refused before it is parsed.
    const QString millionDeep = QStringLiteral(R"({"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":)"
                                               R"("check_model","arguments":{"model":)")
        + QString(1000000, QLatin1Char('[')) + QString(1000000, QLatin1Char(']')) + QStringLiteral("}}}");

    QElapsedTimer clock;
    clock.start();
    const RawRun run = rawSession({toolCall(1, "what_if", {{"model", model}, {"changes", doubling}}),
        toolCall(2, "what_if", {{"model", model}, {"changes", tooDeep}}), millionDeep, request(4, "ping")});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.answers.size(), size_t(4));
    QCOMPARE(js(run.answers[0]["result"]["isError"]), js(Json(true)));
    QCOMPARE(QString::fromStdString(run.answers[0]["result"]["content"][0]["text"].get<std::string>()),
        QStringLiteral("change %1 (/entities/-) would make the model larger than a model file may be (64 MB)")
            .arg(firstTooLarge));
    QCOMPARE(js(run.answers[1]["result"]["isError"]), js(Json(true)));
    QCOMPARE(QString::fromStdString(run.answers[1]["result"]["content"][0]["text"].get<std::string>()),
        QStringLiteral("change 0 (/application/x) would nest the model more than 64 levels deep"));
    QCOMPARE(js(run.answers[2]["error"]),
        js(Json {{"code", -32600}, {"message", "the message nests values more than 80 levels deep and was not read"}}));
    QCOMPARE(js(run.answers[3]["result"]), js(Json::object())); // and serving goes on
    QVERIFY2(clock.elapsed() < 60000, "bounded in time");
}

void TestMcpServer::pathsOutsideTheRootsAreRefused()
{
    QTemporaryDir root;
    const QString inside = root.filePath(QStringLiteral("model.cosmos.json"));
    QVERIFY(QFile::copy(kExample, inside));
    // A link inside the root that leads out of it is outside.
    QVERIFY(QFile::link(kBroken, root.filePath(QStringLiteral("link.cosmos.json"))));
    const RawRun run = rawSession(
        {toolCall(1, "check_model", {{"path", inside.toStdString()}}),
            toolCall(2, "check_model", {{"path", kExample.toStdString()}}),
            toolCall(3, "check_model", {{"path", root.filePath(QStringLiteral("link.cosmos.json")).toStdString()}}),
            toolCall(4, "check_model", {{"path", root.path().toStdString()}})},
        {QStringLiteral("--root"), root.path()});
    QCOMPARE(run.answers.size(), size_t(4));
    QVERIFY(!run.answers[0]["result"].value("isError", false));
    for (size_t i = 1; i < 3; ++i) {
        QCOMPARE(js(run.answers[i]["result"]["isError"]), js(Json(true)));
        QVERIFY(run.answers[i]["result"]["content"][0]["text"].get<std::string>().find("outside the folders")
            != std::string::npos);
    }
    QVERIFY(run.answers[3]["result"]["content"][0]["text"].get<std::string>().find("not a regular file")
        != std::string::npos);
}

void TestMcpServer::aSummaryKeepsTheDecisionsAndTotals()
{
    const RawRun run
        = rawSession({toolCall(1, "analyze_model", {{"path", kExample.toStdString()}, {"detail", "summary"}})});
    const Json &summary = run.answers.at(0)["result"]["structuredContent"];
    const Json full = cliAnalysis(kExample);
    QCOMPARE(js(summary["detail"]), js(Json("summary")));
    QVERIFY(summary["totals"] == full["totals"]);
    QCOMPARE(summary["relationships"].size(), full["relationships"].size());
    for (size_t i = 0; i < full["relationships"].size(); ++i)
        for (const char *key : {"id", "decision", "rule", "band", "correlation"})
            QCOMPARE(js(summary["relationships"][i][key]), js(full["relationships"][i][key]));
    for (size_t i = 0; i < full["accessPatterns"].size(); ++i)
        for (const char *key : {"id", "container", "kind", "ruPerRequest", "ruPerSecondPeak"})
            QCOMPARE(js(summary["accessPatterns"][i][key]), js(full["accessPatterns"][i][key]));
    QVERIFY(summary.dump().size() < full.dump().size() / 2);
}

QTEST_GUILESS_MAIN(TestMcpServer)
#include "tst_mcpserver.moc"

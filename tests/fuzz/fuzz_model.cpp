// SPDX-License-Identifier: MIT
// libFuzzer target: arbitrary bytes through every reader of outside text — a model
// file (loading, analysis and the renderers of its results), a requirements document,
// MCP messages, sample documents for `infer` and an account's answers — and then the
// same input grown into what random bytes never reach (thousands of levels deep,
// megabytes wide or long; see amplify.h) through them again. Any crash, sanitizer
// report, uncaught exception, hang, or broken promise (a number that is not finite, a
// model that does not load, an answer that is not JSON-RPC, a refusal without a
// reason) here is a bug that bad input could trigger.
#include "amplify.h"
#include "fuzzchecks.h"

#include "mcp/mcpserver.h"
#include "model/analysis/analysis.h"
#include "model/analysis/analysisjson.h"
#include "model/analysis/analysistext.h"
#include "model/export/exportfolder.h"
#include "model/inference/documentinference.h"
#include "model/inference/documentstream.h"
#include "model/inference/inferredmodelfile.h"
#include "model/io/modelreader.h"
#include "model/io/modelwriter.h"
#include "model/requirements/requirementsimport.h"

#include <QBuffer>
#include <QCoreApplication>

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace cosmos::fuzz {

namespace {

// analysisToJson promises finite numbers (analysisjson.h); NaN would print as null.
void expectFinite(const Json &value)
{
    if (value.is_number_float() && !std::isfinite(value.get<double>()))
        fail("the analysis JSON holds a number that is not finite");
    if (value.is_structured())
        for (const auto &child : value)
            expectFinite(child);
}

// Every export product, in memory: both documents, container JSON, indexing
// policies, ARM, Bicep and samples. A file that cannot be written is an error with a
// message, never a crash; JSON files must parse back.
void expectSafeExport(const Findings &findings)
{
    const ExportRendering rendering = renderExport(findings, allExportProducts());
    for (const ExportFile &file : rendering.files) {
        if (file.path.isEmpty() || file.path.startsWith(QLatin1Char('/')))
            fail("an export file escapes its folder");
        for (const QString &segment : file.path.split(QLatin1Char('/')))
            if (segment.isEmpty() || segment == QLatin1String("..") || segment == QLatin1String("."))
                fail("an export file escapes its folder");
        if (file.path.endsWith(QLatin1String(".json"))
            && Json::parse(file.bytes.toStdString(), nullptr, false).is_discarded())
            fail("an exported JSON file does not parse");
    }
}

} // namespace

void fail(const char *what)
{
    std::fprintf(stderr, "fuzz_model: %s\n", what);
    std::abort();
}

void readAsModel(const QByteArray &bytes, int maxEntitiesToAnalyse)
{
    const LoadResult loaded = ModelReader::readBytes(bytes);
    if (!loaded.ok()) {
        if (loaded.errors.empty())
            fail("a refused model came without a reason");
        return;
    }
    if (int(loaded.model->entities.size()) > maxEntitiesToAnalyse)
        return;
    const auto findings = Findings::of(*loaded.model);
    const Json json = analysisToJson(*findings);
    expectFinite(json);
    (void)json.dump(); // throws on invalid UTF-8, which would kill the CLI
    (void)analysisToText(*findings);
    expectSafeExport(*findings);
}

// An import either fails with located errors or gives a model that saves and loads again.
constexpr qsizetype kRoundTripBytes = 1 << 20;
void importAsRequirements(const QByteArray &bytes)
{
    const RequirementsImport imported = importRequirements(QString::fromUtf8(bytes));
    if (!imported.model) {
        if (imported.errors.empty())
            fail("a refused requirements document came without a reason");
        for (const Diagnostic &error : imported.errors)
            if (error.line < 1)
                fail("a requirements error names no line");
        return;
    }
    // The importer reads its model back through the reader's checks itself; the text
    // round trip here is for documents up to 1 MiB: a grown 3 MB document of 24,000
    // pattern rows spent a third of its 10 s under the sanitizers writing and parsing
    // a model the importer had already checked.
    if (bytes.size() <= kRoundTripBytes && !ModelReader::readBytes(ModelWriter::toBytes(*imported.model)).ok())
        fail("an imported model does not load");
}

// The MCP server may read no file here: every line that is not blank gets at most one
// JSON-RPC answer, and an answer is JSON.
void serveAsMcp(const QByteArray &bytes, int maxMessages)
{
    mcp::Server server({{QStringLiteral("/nonexistent-fuzz-root")}}, "fuzz");
    int messages = 0;
    for (const QByteArray &line : bytes.split('\n')) {
        if (++messages > maxMessages)
            break;
        const std::optional<std::string> answer = server.handleLine(std::string_view(line.constData(), size_t(line.size())));
        if (!answer)
            continue;
        const Json reply = Json::parse(*answer, nullptr, false);
        if (reply.is_discarded() || !(reply.is_object() || reply.is_array()))
            fail("an MCP answer is not a JSON-RPC message");
    }
}

// `infer` stops at the first document it cannot take, with its line; what it infers
// from the documents before is a model the reader takes, or it says why not.
void inferFrom(const QByteArray &bytes)
{
    QBuffer device;
    device.setData(bytes);
    device.open(QIODevice::ReadOnly);
    DocumentStream stream(device);
    DocumentInference inference;
    for (;;) {
        const DocumentStream::Status status = stream.next();
        if (status == DocumentStream::Status::End)
            break;
        if (status == DocumentStream::Status::Error) {
            if (stream.error().isEmpty() || stream.errorLine() < 1)
                fail("a sample file refused without a reason and a line");
            break;
        }
        inference.add(stream.document(), QStringLiteral("fuzz"));
    }
    if (inference.documents() == 0)
        return;
    DocumentInference::Options options;
    options.applicationName = QStringLiteral("Fuzz");
    QStringList notes;
    const InferredModelFile file = checkInferredModel(inference.model(options, &notes));
    if (file.ok() && !ModelReader::readBytes(file.bytes).ok())
        fail("an inferred model passed its check but does not load");
    if (!file.ok() && file.problem.isEmpty())
        fail("an inferred model was refused without a reason");
}

} // namespace cosmos::fuzz

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    // The account client runs an event loop; the stub it talks to lives in it.
    static QCoreApplication application(*argc, *argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace cosmos::fuzz;
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    const std::uint64_t hash = inputHash(bytes);
    importAsRequirements(bytes);
    serveAsMcp(bytes, 64);
    inferFrom(bytes);
    readAsModel(bytes, 100000);
    // An account import talks to a loopback server over many requests: one input in
    // eight, so the fuzzer stays quick on the rest.
    const bool asAccount = takesEveryPath() || (hash >> 48) % 8 == 0;
    if (asAccount)
        serveAsAccount(bytes, hash, 24);

    // The same input grown: the readers' limits on depth and size, met and passed.
    const std::optional<Amplified> grown = amplify(QByteArray(bytes));
    if (!grown)
        return 0;
    if (grown->json) {
        // One reader a grown input (all of them when every path is taken): a megabyte
        // value of a million small members takes each reader a few seconds under the
        // sanitizers, and the four in a row passed the 10 s an input may take.
        const int reader = takesEveryPath() ? -1 : asAccount ? 3 : int((hash >> 40) % 3);
        if (reader < 0 || reader == 0)
            readAsModel(grown->bytes, 300);
        if (reader < 0 || reader == 1)
            serveAsMcp(grown->bytes, 1); // grown as one line: one message
        if (reader < 0 || reader == 2)
            inferFrom(grown->bytes);
        if ((reader < 0 && asAccount) || reader == 3)
            serveAsAccount(grown->bytes, hash, 2);
    } else {
        importAsRequirements(grown->bytes);
    }
    return 0;
}

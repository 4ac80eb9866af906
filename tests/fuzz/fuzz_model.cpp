// SPDX-License-Identifier: MIT
// libFuzzer target: arbitrary bytes through everything a user's file reaches —
// loading, analysis and the renderers of its results — and through the two other
// readers of outside text: import-requirements (the bytes as a Markdown document) and
// the MCP server (each line as a JSON-RPC message). Any crash, sanitizer report,
// uncaught exception, hang, or broken promise (a number that is not finite, a model
// that does not load, an answer that is not JSON-RPC) here is a bug that bad input
// could trigger.
#include "model/analysis/analysis.h"
#include "model/analysis/analysisjson.h"
#include "model/analysis/analysistext.h"
#include "model/export/exportfolder.h"
#include "model/io/modelreader.h"
#include "model/io/modelwriter.h"
#include "model/requirements/requirementsimport.h"
#include "mcp/mcpserver.h"

#include <QByteArray>

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace {

[[noreturn]] void fail(const char *what)
{
    std::fprintf(stderr, "fuzz_model: %s\n", what);
    std::abort();
}

// analysisToJson promises finite numbers (analysisjson.h); NaN would print as null.
void expectFinite(const cosmos::Json &value)
{
    if (value.is_number_float() && !std::isfinite(value.get<double>()))
        fail("the analysis JSON holds a number that is not finite");
    if (value.is_structured())
        for (const auto &child : value)
            expectFinite(child);
}

// The bytes as a requirements document: an import either fails with located errors
// or gives a model that saves and loads again.
void importAsRequirements(const QByteArray &bytes)
{
    const cosmos::RequirementsImport imported = cosmos::importRequirements(QString::fromUtf8(bytes));
    if (!imported.model) {
        if (imported.errors.empty())
            fail("a refused requirements document came without a reason");
        for (const cosmos::Diagnostic &error : imported.errors)
            if (error.line < 1)
                fail("a requirements error names no line");
        return;
    }
    if (!cosmos::ModelReader::readBytes(cosmos::ModelWriter::toBytes(*imported.model)).ok())
        fail("an imported model does not load");
}

// Each line as a message to the MCP server, which may read no file here: every line
// that is not blank gets at most one JSON-RPC answer, and an answer is JSON.
void serveAsMcp(const QByteArray &bytes)
{
    cosmos::mcp::Server server({{QStringLiteral("/nonexistent-fuzz-root")}}, "fuzz");
    int messages = 0;
    for (const QByteArray &line : bytes.split('\n')) {
        if (++messages > 64)
            break;
        const std::optional<std::string> answer = server.handleLine(std::string_view(line.constData(), size_t(line.size())));
        if (!answer)
            continue;
        const cosmos::Json reply = cosmos::Json::parse(*answer, nullptr, false);
        if (reply.is_discarded() || !(reply.is_object() || reply.is_array()))
            fail("an MCP answer is not a JSON-RPC message");
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    importAsRequirements(bytes);
    serveAsMcp(bytes);
    const cosmos::LoadResult loaded = cosmos::ModelReader::readBytes(bytes);
    if (!loaded.ok()) {
        if (loaded.errors.empty())
            fail("a refused model came without a reason");
        return 0;
    }

    const auto findings = cosmos::Findings::of(*loaded.model);
    const cosmos::Json json = cosmos::analysisToJson(*findings);
    expectFinite(json);
    (void)json.dump(); // throws on invalid UTF-8, which would kill the CLI
    (void)cosmos::analysisToText(*findings);

    // Every export product, in memory: both documents, container JSON, indexing
    // policies, ARM, Bicep and samples. A file that cannot be written is an error
    // with a message, never a crash; JSON files must parse back.
    const cosmos::ExportRendering rendering
        = cosmos::renderExport(*findings, cosmos::allExportProducts());
    for (const cosmos::ExportFile &file : rendering.files) {
        if (file.path.isEmpty() || file.path.startsWith(QLatin1Char('/')))
            fail("an export file escapes its folder");
        for (const QString &segment : file.path.split(QLatin1Char('/')))
            if (segment.isEmpty() || segment == QLatin1String("..") || segment == QLatin1String("."))
                fail("an export file escapes its folder");
        if (file.path.endsWith(QLatin1String(".json"))
            && cosmos::Json::parse(file.bytes.toStdString(), nullptr, false).is_discarded())
            fail("an exported JSON file does not parse");
    }
    return 0;
}

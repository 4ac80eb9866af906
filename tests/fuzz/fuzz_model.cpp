// SPDX-License-Identifier: MIT
// libFuzzer target: arbitrary bytes through everything a user's file reaches —
// loading, analysis and the renderers of its results. Any crash, sanitizer report,
// uncaught exception, hang, or broken promise of the analysis (a number that is not
// finite) here is a bug that a bad model file could trigger.
#include "model/analysis/analysis.h"
#include "model/analysis/analysisjson.h"
#include "model/analysis/analysistext.h"
#include "model/export/exportfolder.h"
#include "model/io/modelreader.h"

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

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
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

// SPDX-License-Identifier: MIT
// libFuzzer target: arbitrary bytes through everything a user's file reaches —
// loading, analysis and the renderers of its results. Any crash, sanitizer report,
// uncaught exception or hang here is a bug a bad model file could trigger.
#include "model/analysis/analysis.h"
#include "model/analysis/analysisjson.h"
#include "model/analysis/analysistext.h"
#include "model/io/modelreader.h"

#include <QByteArray>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    const cosmos::LoadResult loaded = cosmos::ModelReader::readBytes(bytes);
    if (!loaded.ok()) {
        // A refused file must say why.
        if (loaded.errors.empty())
            __builtin_trap();
        return 0;
    }

    const cosmos::Model &model = *loaded.model;
    const auto analysis = cosmos::analyze(model);
    const cosmos::Json json = cosmos::analysisToJson(model, *analysis);
    // dump() throws on invalid UTF-8: the CLI would die on such a model.
    (void)json.dump();
    (void)cosmos::analysisToText(model, *analysis);
    (void)cosmos::explainDecisions(model, analysis->assumptions);

    // EXPORT RENDERERS: once model/export/ lands, render every export of `model` and
    // `*analysis` here (both documents, container JSON, indexing policies, ARM,
    // Bicep, samples) so the fuzzer covers them too.
    return 0;
}

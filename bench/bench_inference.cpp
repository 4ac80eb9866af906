// SPDX-License-Identifier: MIT
// `infer` and `account import` on generated documents: the stream reader, the profile
// of every property and the model built from it. FORMAT.md section 5 asks for 100,000
// documents in under 10 s of CPU; memory is measured whole-process (see the README).
#include "syntheticdocuments.h"

#include "model/inference/documentinference.h"
#include "model/inference/documentstream.h"
#include "model/io/orderedjson.h"

#include <QBuffer>

#include <benchmark/benchmark.h>

namespace {

void BM_InferDocuments(benchmark::State &state)
{
    QByteArray documents = cosmos::syntheticDocuments(int(state.range(0)));
    std::size_t entities = 0;
    for (auto _ : state) {
        QBuffer buffer(&documents);
        buffer.open(QIODevice::ReadOnly);
        cosmos::DocumentStream stream(buffer);
        cosmos::DocumentInference inference;
        while (stream.next() == cosmos::DocumentStream::Status::Document)
            inference.add(stream.document(), QStringLiteral("shop"));
        const cosmos::Model model = inference.model({});
        entities = model.entities.size();
        benchmark::DoNotOptimize(model);
    }
    state.counters["entities"] = double(entities);
    state.SetItemsProcessed(state.iterations() * state.range(0));
    state.SetBytesProcessed(state.iterations() * documents.size());
}
BENCHMARK(BM_InferDocuments)->Arg(1000)->Arg(100000)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime();

// One document that is a single object of N members (a map keyed by ids; a hostile
// server's answer): what the stream and the account client parse. Linear with
// parseOrderedJson; nlohmann's ordered parse, used before, is quadratic
// (range(1) = 1 runs it for comparison).
void BM_ParseWideDocument(benchmark::State &state)
{
    std::string text = "{";
    for (int i = 0; i < state.range(0); ++i)
        text += (i ? ",\"p" : "\"p") + std::to_string(i) + "\":" + std::to_string(i);
    text += "}";
    const bool nlohmanns = state.range(1) == 1;
    for (auto _ : state) {
        if (nlohmanns)
            benchmark::DoNotOptimize(cosmos::SampleDocument::parse(text));
        else
            benchmark::DoNotOptimize(cosmos::parseOrderedJson(text));
    }
    state.SetBytesProcessed(state.iterations() * std::int64_t(text.size()));
}
BENCHMARK(BM_ParseWideDocument)
    ->Args({10000, 0})
    ->Args({100000, 0})
    ->Args({10000, 1})
    ->Args({30000, 1})
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);

} // namespace

BENCHMARK_MAIN();

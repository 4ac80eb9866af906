// SPDX-License-Identifier: MIT
// `infer` and `account import` on generated documents: the stream reader, the profile
// of every property and the model built from it. FORMAT.md section 5 asks for 100,000
// documents in under 10 s of CPU; memory is measured whole-process (see the README).
#include "syntheticdocuments.h"

#include "model/inference/documentinference.h"
#include "model/inference/documentstream.h"

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

} // namespace

BENCHMARK_MAIN();

// SPDX-License-Identifier: MIT
// Every export product of generated models: analysis plus rendering in memory (what
// the export panels and `export` compute), and the folder write on its own, which
// is dominated by the disk (QSaveFile flushes each file).
#include "benchreporting.h"
#include "syntheticmodel.h"

#include "model/analysis/analysis.h"
#include "model/export/exportfolder.h"

#include <QTemporaryDir>

#include <benchmark/benchmark.h>

namespace {

void BM_AnalyzeAndRenderExport(benchmark::State &state)
{
    const cosmos::Model model = cosmos::syntheticModel(int(state.range(0)));
    size_t bytes = 0, files = 0;
    for (auto _ : state) {
        const auto findings = cosmos::Findings::of(model);
        const cosmos::ExportRendering rendering = cosmos::renderExport(*findings, cosmos::allExportProducts());
        files = rendering.files.size();
        bytes = 0;
        for (const cosmos::ExportFile &file : rendering.files)
            bytes += size_t(file.bytes.size());
        benchmark::DoNotOptimize(rendering);
    }
    state.counters["files"] = double(files);
    state.counters["bytes"] = double(bytes);
}

void BM_WriteExportFolder(benchmark::State &state)
{
    const cosmos::Model model = cosmos::syntheticModel(int(state.range(0)));
    // The findings are derived once, as the app publishes them; each write renders
    // and writes every file again.
    const auto findings = cosmos::Findings::of(model);
    QTemporaryDir dir;
    for (auto _ : state)
        benchmark::DoNotOptimize(cosmos::exportFolder(*findings, dir.path(), cosmos::allExportProducts()));
}

} // namespace

BENCHMARK(BM_AnalyzeAndRenderExport)->Arg(20)->Arg(300)->Apply(cosmos::bench::fiveRepetitionsInMilliseconds);
BENCHMARK(BM_WriteExportFolder)
    ->Arg(300)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(3)
    ->Repetitions(3)
    ->ReportAggregatesOnly(true);

BENCHMARK_MAIN();

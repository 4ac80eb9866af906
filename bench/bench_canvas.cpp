// SPDX-License-Identifier: MIT
// The canvas on generated models: opening (analysis, building every card, first
// paint) and repainting the whole model at fit-to-window zoom. Targets: first paint
// under 1 s and a repaint under 16 ms (one frame) for 1,000 entities.
#include "syntheticmodel.h"

#include "views/canvas/canvastheme.h"
#include "views/canvas/modelscene.h"
#include "views/canvas/modelview.h"
#include "views/document/modeldocument.h"

#include <QApplication>
#include <QImage>
#include <QPainter>

#include <benchmark/benchmark.h>

namespace {

constexpr QSize kViewport(1600, 1000);

void paint(cosmos::ModelView &view)
{
    QImage image(kViewport, QImage::Format_ARGB32_Premultiplied);
    QPainter painter(&image);
    view.render(&painter);
}

void BM_OpenAndFirstPaint(benchmark::State &state)
{
    const cosmos::Model model = cosmos::syntheticModel(int(state.range(0)));
    for (auto _ : state) {
        cosmos::ModelDocument document;
        document.reset(model, QString());
        document.recomputeNow();
        cosmos::ModelScene scene(&document);
        cosmos::ModelView view(&scene);
        view.resize(kViewport);
        view.fitToWindow();
        paint(view);
    }
}

void BM_RepaintFitToWindow(benchmark::State &state)
{
    const cosmos::Model model = cosmos::syntheticModel(int(state.range(0)));
    cosmos::ModelDocument document;
    document.reset(model, QString());
    document.recomputeNow();
    cosmos::ModelScene scene(&document);
    cosmos::ModelView view(&scene);
    view.resize(kViewport);
    view.fitToWindow();
    paint(view); // warm the item caches, as the first frame on screen does
    for (auto _ : state)
        paint(view);
    state.counters["zoom"] = view.zoom();
}

void BM_RepaintNormalZoom(benchmark::State &state)
{
    const cosmos::Model model = cosmos::syntheticModel(int(state.range(0)));
    cosmos::ModelDocument document;
    document.reset(model, QString());
    document.recomputeNow();
    cosmos::ModelScene scene(&document);
    cosmos::ModelView view(&scene);
    view.resize(kViewport);
    view.resetZoom();
    paint(view);
    for (auto _ : state)
        paint(view);
}

} // namespace

BENCHMARK(BM_OpenAndFirstPaint)
    ->Arg(300)
    ->Arg(1000)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(3)
    ->Repetitions(3)
    ->ReportAggregatesOnly(true);
BENCHMARK(BM_RepaintFitToWindow)
    ->Arg(300)
    ->Arg(1000)
    ->Unit(benchmark::kMillisecond)
    ->Repetitions(5)
    ->ReportAggregatesOnly(true);
BENCHMARK(BM_RepaintNormalZoom)->Arg(1000)->Unit(benchmark::kMillisecond)->Repetitions(5)->ReportAggregatesOnly(true);

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}

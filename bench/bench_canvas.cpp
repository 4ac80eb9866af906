// SPDX-License-Identifier: MIT
// The canvas on generated models: opening (analysis, building every card, first
// paint) and repainting the whole model at fit-to-window zoom. Targets: first paint
// under 1 s and a repaint under 16 ms (one frame) for 1,000 entities.
#include "benchreporting.h"
#include "syntheticmodel.h"

#include "views/canvas/canvastheme.h"
#include "views/canvas/modelscene.h"
#include "views/canvas/modelview.h"
#include "views/document/modeldocument.h"

#include <QImage>
#include <QPainter>

#include <benchmark/benchmark.h>

#include <memory>

namespace {

constexpr QSize kViewport(1600, 1000);

void paint(cosmos::ModelView &view)
{
    QImage image(kViewport, QImage::Format_ARGB32_Premultiplied);
    QPainter painter(&image);
    view.render(&painter);
}

// A model opened on the canvas as the window does: analysed, every card built.
// Members go in reverse: the view before its scene, the scene before its document.
struct Canvas {
    cosmos::ModelDocument document;
    std::unique_ptr<cosmos::ModelScene> scene;
    std::unique_ptr<cosmos::ModelView> view;

    explicit Canvas(const cosmos::Model &model)
    {
        document.reset(model, QString());
        document.recomputeNow();
        scene = std::make_unique<cosmos::ModelScene>(&document);
        view = std::make_unique<cosmos::ModelView>(scene.get());
        view->resize(kViewport);
    }
};

void BM_OpenAndFirstPaint(benchmark::State &state)
{
    const cosmos::Model model = cosmos::syntheticModel(int(state.range(0)));
    for (auto _ : state) {
        Canvas canvas(model);
        canvas.view->fitToWindow();
        paint(*canvas.view);
    }
}

void BM_RepaintFitToWindow(benchmark::State &state)
{
    Canvas canvas(cosmos::syntheticModel(int(state.range(0))));
    canvas.view->fitToWindow();
    paint(*canvas.view); // warm the item caches, as the first frame on screen does
    for (auto _ : state)
        paint(*canvas.view);
    state.counters["zoom"] = canvas.view->zoom();
}

void BM_RepaintNormalZoom(benchmark::State &state)
{
    Canvas canvas(cosmos::syntheticModel(int(state.range(0))));
    canvas.view->resetZoom();
    paint(*canvas.view);
    for (auto _ : state)
        paint(*canvas.view);
}

} // namespace

BENCHMARK(BM_OpenAndFirstPaint)
    ->Arg(300)
    ->Arg(1000)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(3)
    ->Repetitions(3)
    ->ReportAggregatesOnly(true);
BENCHMARK(BM_RepaintFitToWindow)->Arg(300)->Arg(1000)->Apply(cosmos::bench::fiveRepetitionsInMilliseconds);
BENCHMARK(BM_RepaintNormalZoom)->Arg(1000)->Apply(cosmos::bench::fiveRepetitionsInMilliseconds);

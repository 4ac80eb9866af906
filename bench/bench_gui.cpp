// SPDX-License-Identifier: MIT
// The whole window on a generated model: from a keystroke in the inspector to every
// visible panel and the canvas showing the new analysis. Target: under 50 ms for
// 300 entities.
#include "syntheticmodel.h"

#include "app/gui/mainwindow.h"
#include "views/document/documentselection.h"
#include "views/document/modeldocument.h"

#include <QApplication>
#include <QLineEdit>
#include <QTest>

#include <benchmark/benchmark.h>

namespace {

void BM_KeystrokeToUpdatedPanels(benchmark::State &state)
{
    cosmos::MainWindow window;
    window.resize(1920, 1080);
    window.document()->reset(cosmos::syntheticModel(int(state.range(0))), QString());
    window.show();
    window.settle();
    window.document()->selection()->select(cosmos::ObjectKind::AccessPattern, QStringLiteral("AP1"));
    QApplication::processEvents();
    // The "RPS (average)" field of the pattern inspector shows AP1's average RPS.
    const QString current = QString::number(*window.document()->model().accessPattern(QStringLiteral("AP1"))->rpsAvg);
    QLineEdit *rps = nullptr;
    for (QLineEdit *edit : window.findChildren<QLineEdit *>())
        if (edit->isVisible() && edit->text() == current && !rps)
            rps = edit;
    if (!rps) {
        state.SkipWithError("RPS field not found");
        return;
    }
    rps->setFocus();
    rps->end(false);
    int typed = 0;
    for (auto _ : state) {
        // Alternate adding and removing a digit: each keystroke is a real edit.
        QTest::keyClick(rps, (typed++ % 2) ? Qt::Key_Backspace : Qt::Key_5);
        QApplication::processEvents(); // the coalesced analysis runs...
        QApplication::processEvents(); // ...and the panels and canvas repaint from it
    }
}

} // namespace

BENCHMARK(BM_KeystrokeToUpdatedPanels)
    ->Arg(20)
    ->Arg(300)
    ->Unit(benchmark::kMillisecond)
    ->Repetitions(5)
    ->ReportAggregatesOnly(true);

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}

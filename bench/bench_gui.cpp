// SPDX-License-Identifier: MIT
// The whole window on a generated model, from a keystroke in the inspector:
// - to its echo: the field shows the character and the edit is applied (what the
//   GUI thread does before it can take the next key; target under 16 ms at any size);
// - to updated panels: every visible panel and the canvas show the new analysis
//   (target under 1 s at 5,000 entities; large models are analysed on a worker).
#include "syntheticmodel.h"

#include "app/gui/mainwindow.h"
#include "views/document/documentselection.h"
#include "views/document/modeldocument.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QLineEdit>
#include <QTest>

#include <benchmark/benchmark.h>

namespace {

// A window on the generated model with the focus in AP1's "RPS (average)" field.
struct Session {
    cosmos::MainWindow window;
    QLineEdit *rps = nullptr;
    int typed = 0;

    explicit Session(int entities)
    {
        window.resize(1920, 1080);
        window.document()->reset(cosmos::syntheticModel(entities), QString());
        window.show();
        window.settle();
        window.document()->selection()->select(cosmos::ObjectKind::AccessPattern, QStringLiteral("AP1"));
        QApplication::processEvents();
        const QString current
            = QString::number(*window.document()->model().accessPattern(QStringLiteral("AP1"))->rpsAvg);
        for (QLineEdit *edit : window.findChildren<QLineEdit *>())
            if (edit->isVisible() && edit->text() == current && !rps)
                rps = edit;
        if (rps) {
            rps->setFocus();
            rps->end(false);
        }
    }

    // Alternate adding and removing a digit: each keystroke is a real edit.
    void type() { QTest::keyClick(rps, (typed++ % 2) ? Qt::Key_Backspace : Qt::Key_5); }

    void waitForAnalysis()
    {
        cosmos::ModelDocument *document = window.document();
        QElapsedTimer timer;
        timer.start();
        while (document->isAnalysing() && timer.elapsed() < 60000)
            QApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
        QApplication::processEvents(); // the panels and canvas repaint from it
    }
};

// One keystroke per iteration; the wait for the analysis after it is timed or not.
template <bool TimedUntilPanels>
void keystrokes(benchmark::State &state)
{
    Session session(int(state.range(0)));
    if (!session.rps) {
        state.SkipWithError("RPS field not found");
        return;
    }
    double publishMs = 0;
    for (auto _ : state) {
        session.type();
        QApplication::processEvents(); // the edit, and an inline analysis for a small model
        if (!TimedUntilPanels)
            state.PauseTiming(); // each measured keystroke starts from a settled window
        session.waitForAnalysis();
        if (!TimedUntilPanels)
            state.ResumeTiming();
        publishMs += double(session.window.document()->lastPublishMs());
    }
    // How long the GUI thread took to show each analysis (the views' share of the wait).
    state.counters["publish_ms"] = benchmark::Counter(publishMs / double(state.iterations()));
}

void BM_KeystrokeToEcho(benchmark::State &state)
{
    keystrokes<false>(state);
}

void BM_KeystrokeToUpdatedPanels(benchmark::State &state)
{
    keystrokes<true>(state);
}

} // namespace

BENCHMARK(BM_KeystrokeToEcho)->Arg(20)->Arg(300)->Arg(5000)->Unit(benchmark::kMillisecond)->Iterations(10)
    ->Repetitions(3)->ReportAggregatesOnly(true);
BENCHMARK(BM_KeystrokeToUpdatedPanels)->Arg(20)->Arg(300)->Arg(5000)->Unit(benchmark::kMillisecond)->Iterations(5)
    ->Repetitions(3)->ReportAggregatesOnly(true);

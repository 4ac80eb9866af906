// SPDX-License-Identifier: MIT
// Full analysis of generated models: the live-update budget (RULES.md, issue targets:
// 300 entities under 8 ms median; doubling the model at most ~2.2× the time).
#include "benchreporting.h"
#include "syntheticmodel.h"

#include "model/advisor/advisor.h"
#include "model/advisor/checklist.h"
#include "model/analysis/analysis.h"
#include "model/document/modeleditor.h"

#include <benchmark/benchmark.h>

#include <memory>

namespace {

void BM_Analyze(benchmark::State &state)
{
    const cosmos::Model model = cosmos::syntheticModel(int(state.range(0)));
    for (auto _ : state)
        benchmark::DoNotOptimize(cosmos::analyze(model));
    state.counters["patterns"] = double(model.accessPatterns.size());
}

// What the Advisor and Checklist docks add when they are visible: the analysis
// itself is not slowed, the findings are evaluated from its result on demand.
void BM_AdviceAndChecklist(benchmark::State &state)
{
    const cosmos::Model model = cosmos::syntheticModel(int(state.range(0)));
    const auto analysis = cosmos::analyze(model);
    for (auto _ : state) {
        const auto advice = cosmos::evaluateAdvice(model, *analysis);
        benchmark::DoNotOptimize(cosmos::buildChecklist(model, *analysis, advice));
    }
}

// One entity of N attributes read by id, analysed and checked as `check` does: every
// per-entity question must stay linear in the attributes (a lookup by name was a walk
// of the list, once per attribute: 100,000 attributes took two minutes).
cosmos::Model wideModel(int attributes)
{
    cosmos::Model model;
    model.application.name = QStringLiteral("Wide");
    cosmos::Entity wide;
    wide.id = QStringLiteral("wide");
    wide.name = QStringLiteral("Wide");
    wide.documentCount = 1000;
    wide.avgSizeKB = 50;
    cosmos::Attribute id;
    id.name = QStringLiteral("id");
    id.type = cosmos::AttributeType::Id;
    wide.attributes.push_back(id);
    for (int i = 0; i < attributes; ++i) {
        cosmos::Attribute attribute;
        attribute.name = QStringLiteral("a%1").arg(i);
        wide.attributes.push_back(attribute);
    }
    model.entities.push_back(wide);
    cosmos::AccessPattern read;
    read.id = QStringLiteral("AP1");
    read.operation = cosmos::Operation::PointRead;
    read.entities = {wide.id};
    read.rpsAvg = 10;
    read.rpsPeak = 20;
    read.filters.push_back({QStringLiteral("wide.id"), cosmos::FilterOp::Eq});
    model.accessPatterns.push_back(read);
    return model;
}

void BM_CheckWideEntity(benchmark::State &state)
{
    const cosmos::Model model = wideModel(int(state.range(0)));
    for (auto _ : state) {
        const auto analysis = cosmos::analyze(model);
        const auto advice = cosmos::evaluateAdvice(model, *analysis);
        benchmark::DoNotOptimize(cosmos::buildChecklist(model, *analysis, advice));
    }
}

// Two entities, a loan and its repayments, and N access patterns on them, as an
// imported requirements document of N pattern rows gives them: every pattern lands
// in the same one or two containers. The analysis must stay linear in the patterns
// (lists of a container's patterns searched once per pattern were quadratic: a
// document of 24,000 rows spent most of its import there).
cosmos::Model busyModel(int patterns)
{
    using namespace cosmos;
    Model model;
    model.application.name = QStringLiteral("Busy");
    auto entity = [&](const QString &id, const QString &name, double documents, QStringList attributes) {
        Entity e;
        e.id = id;
        e.name = name;
        e.documentCount = documents;
        e.avgSizeKB = 2;
        for (const QString &attributeName : attributes) {
            Attribute attribute;
            attribute.name = attributeName;
            attribute.type = attributeName.endsWith(QLatin1String("Id")) ? AttributeType::Id : AttributeType::String;
            e.attributes.push_back(attribute);
        }
        model.entities.push_back(e);
    };
    entity(QStringLiteral("loan"), QStringLiteral("Loan"), 1e6,
        {QStringLiteral("loanId"), QStringLiteral("borrowerId"), QStringLiteral("status")});
    entity(QStringLiteral("repayment"), QStringLiteral("Repayment"), 2.4e7,
        {QStringLiteral("repaymentId"), QStringLiteral("loanId"), QStringLiteral("dueDate")});
    Relationship r;
    r.id = QStringLiteral("loan-repayments");
    r.from = QStringLiteral("loan");
    r.to = QStringLiteral("repayment");
    r.avgChildren = 24;
    r.maxChildren = 360;
    model.relationships.push_back(r);
    for (int i = 0; i < patterns; ++i) {
        AccessPattern p;
        p.id = QStringLiteral("AP%1").arg(i + 1);
        p.rpsAvg = 1 + i % 7;
        p.rpsPeak = 3 * *p.rpsAvg;
        switch (i % 4) {
        case 0: // a loan by its id
            p.operation = Operation::PointRead;
            p.entities = {QStringLiteral("loan")};
            p.filters.push_back({QStringLiteral("loan.loanId"), FilterOp::Eq});
            break;
        case 1: // a loan's repayments, soonest first
            p.operation = Operation::Query;
            p.entities = {QStringLiteral("repayment")};
            p.filters.push_back({QStringLiteral("repayment.loanId"), FilterOp::Eq});
            p.sort.push_back({QStringLiteral("repayment.dueDate"), SortOrder::Asc});
            break;
        case 2: // a borrower's loans by status, with their repayments
            p.operation = Operation::Query;
            p.entities = {QStringLiteral("loan"), QStringLiteral("repayment")};
            p.filters.push_back({QStringLiteral("loan.borrowerId"), FilterOp::Eq});
            p.filters.push_back({QStringLiteral("loan.status"), FilterOp::Eq});
            break;
        default: // a repayment recorded
            p.operation = Operation::Create;
            p.entities = {QStringLiteral("repayment")};
            break;
        }
        model.accessPatterns.push_back(p);
    }
    return model;
}

void BM_AnalyzeBusyEntities(benchmark::State &state)
{
    const cosmos::Model model = busyModel(int(state.range(0)));
    for (auto _ : state)
        benchmark::DoNotOptimize(cosmos::analyze(model));
}

// One keystroke's edit as the document applies it (ModelEditor::apply: the change,
// its inverse and the model's reference checks), then its undo: what every
// keystroke in an inspector costs before the field can echo it.
void BM_ApplyOneEdit(benchmark::State &state)
{
    cosmos::Model model = cosmos::syntheticModel(int(state.range(0)));
    const cosmos::ChangeSet edit {cosmos::Change::set(
        cosmos::ObjectKind::AccessPattern, QStringLiteral("AP1"), "rpsAvg", cosmos::Json(123.0))};
    for (auto _ : state) {
        const cosmos::EditResult done = cosmos::ModelEditor::apply(model, edit);
        if (!done.ok) {
            state.SkipWithError("the edit was refused");
            return;
        }
        benchmark::DoNotOptimize(cosmos::ModelEditor::apply(model, done.inverse));
    }
}

// The copy of the model a worker analyses (ModelDocument::startAnalysis): made on
// the GUI thread, between two keystrokes.
void BM_SnapshotModel(benchmark::State &state)
{
    const cosmos::Model model = cosmos::syntheticModel(int(state.range(0)));
    for (auto _ : state)
        benchmark::DoNotOptimize(std::make_shared<const cosmos::Model>(model));
}

} // namespace

// clang-format off
BENCHMARK(BM_Analyze)->Arg(20)->Arg(300)->Arg(600)->Arg(1000)->Apply(cosmos::bench::fiveRepetitionsInMilliseconds);
BENCHMARK(BM_AnalyzeBusyEntities)->Arg(1000)->Arg(4000)->Arg(16000)->Unit(benchmark::kMillisecond)->Repetitions(3)
    ->ReportAggregatesOnly(true);
BENCHMARK(BM_AdviceAndChecklist)->Arg(20)->Arg(300)->Arg(1000)->Apply(cosmos::bench::fiveRepetitionsInMilliseconds);
BENCHMARK(BM_CheckWideEntity)->Arg(10000)->Arg(100000)->Unit(benchmark::kMillisecond)->Repetitions(3)
    ->ReportAggregatesOnly(true);
BENCHMARK(BM_ApplyOneEdit)->Arg(300)->Arg(5000)->Unit(benchmark::kMicrosecond)->Repetitions(3)
    ->ReportAggregatesOnly(true);
BENCHMARK(BM_SnapshotModel)->Arg(300)->Arg(5000)->Unit(benchmark::kMillisecond)->Repetitions(3)
    ->ReportAggregatesOnly(true);
// clang-format on

BENCHMARK_MAIN();

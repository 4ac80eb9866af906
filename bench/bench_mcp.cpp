// SPDX-License-Identifier: MIT
// The MCP server answering tools/call analyze_model on generated models: the whole
// request as a client sends it (one JSON-RPC line holding the model) to the line it
// gets back, parse and serialisation included. FORMAT.md's budget: 300 ms at 300
// entities. `detail` auto answers large models with the summary; full is measured too.
#include "benchreporting.h"
#include "syntheticmodel.h"

#include "mcp/mcpserver.h"
#include "model/io/modeljson.h"

#include <benchmark/benchmark.h>

namespace {

std::string analyzeRequest(int entities, const char *detail)
{
    const cosmos::Json request {{"jsonrpc", "2.0"}, {"id", 1}, {"method", "tools/call"},
        {"params",
            {{"name", "analyze_model"},
                {"arguments", {{"model", cosmos::toJson(cosmos::syntheticModel(entities))}, {"detail", detail}}}}}};
    return request.dump();
}

void analyzeModel(benchmark::State &state, const char *detail)
{
    const std::string request = analyzeRequest(int(state.range(0)), detail);
    cosmos::mcp::Server server({}, "bench");
    size_t answered = 0;
    for (auto _ : state) {
        const std::optional<std::string> answer = server.handleLine(request);
        answered = answer ? answer->size() : 0;
        benchmark::DoNotOptimize(answer);
    }
    state.counters["requestBytes"] = double(request.size());
    state.counters["answerBytes"] = double(answered);
}

void BM_McpAnalyzeModel(benchmark::State &state)
{
    analyzeModel(state, "auto");
}

void BM_McpAnalyzeModelFull(benchmark::State &state)
{
    analyzeModel(state, "full");
}

} // namespace

BENCHMARK(BM_McpAnalyzeModel)->Arg(20)->Arg(300)->Apply(cosmos::bench::fiveRepetitionsInMilliseconds);
BENCHMARK(BM_McpAnalyzeModelFull)->Arg(300)->Apply(cosmos::bench::fiveRepetitionsInMilliseconds);

BENCHMARK_MAIN();

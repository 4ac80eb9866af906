// SPDX-License-Identifier: MIT
#pragma once
// How the benchmarks of what a user waits for report their times, said once so that
// every such benchmark is read the same way.

#include <benchmark/benchmark.h>

namespace cosmos::bench {

// Milliseconds, five repetitions, and only their mean, median and spread rather than a
// line each: the budgets are in milliseconds and checked against the median (one slow
// repetition does not make the figure). Use with Apply().
inline void fiveRepetitionsInMilliseconds(benchmark::internal::Benchmark *registered)
{
    registered->Unit(benchmark::kMillisecond)->Repetitions(5)->ReportAggregatesOnly(true);
}

} // namespace cosmos::bench

// SPDX-License-Identifier: MIT
// Why a container has its partition key, and why a key cannot serve the design: the
// sentences written from the key evaluation's facts, on demand (analysis.h).
#include "analysis.h"

#include "analysistr.h"
#include "numberformat.h"
#include "keyevaluation.h"
#include "partitionkeys.h"

#include <algorithm>

namespace cosmos {

namespace {
using A = AssumptionId;
}

Texts infeasibleReasons(const KeyEvaluation &e, const AssumptionValues &a)
{
    Texts out;
    for (const KeyProblem &problem : e.problems)
        switch (problem.kind) {
        case Infeasibility::HotKeyValue:
            out << AnalysisTr::tr("the most popular key value needs %1 RU/s at peak; one logical partition serves at "
                                  "most %2 RU/s")
                       .arg(formatRu(problem.amount), formatRu(a[A::PartitionMaxRu]));
            break;
        case Infeasibility::LargeKeyValue:
            out << AnalysisTr::tr("the largest key value holds %1; one logical partition holds at most %2")
                       .arg(formatGB(problem.amount), formatGB(a[A::LogicalPartitionMaxGB]));
            break;
        case Infeasibility::CrossPartitionLoad:
            out << AnalysisTr::tr("cross-partition lookups (%1) alone need %2 RU/s in every physical partition, %3 "
                                  "or more of its %4 RU/s: adding partitions cannot help")
                       .arg(problem.patterns.join(QStringLiteral(", ")), formatRu(problem.amount),
                           formatPercent(a[A::FanOutMaxShare]), formatRu(a[A::PartitionMaxRu]));
            break;
        case Infeasibility::ConstantKey:
            out << AnalysisTr::tr("a constant key suits reference data under %1 and %2 RU/s; this container has %3 "
                                  "and %4 RU/s at peak")
                       .arg(formatGB(a[A::TypeKeyMaxGB]), formatRu(a[A::TypeKeyMaxRu]), formatGB(problem.amount),
                           formatRu(e.ruPerSecondPeak));
            break;
        case Infeasibility::AtomicWrite:
            out << AnalysisTr::tr("the transactional batch %1 writes %2 documents, which have no /%3: the batch "
                                  "would span partition key values")
                       .arg(problem.patterns.value(0), problem.entity, problem.property);
            break;
        case Infeasibility::NewestPrefix:
            out << AnalysisTr::tr("its first level %1 grows with time, so each new value starts in one physical "
                                  "partition: the newest takes %2 RU/s at peak, and one physical partition serves at "
                                  "most %3 RU/s")
                       .arg(e.paths.value(0), formatRu(problem.amount), formatRu(a[A::PartitionMaxRu]));
            break;
        case Infeasibility::DocumentSize:
        case Infeasibility::Serverless:
            break;
        }
    return out;
}

namespace {

// A property a filter could name to give a key: the best other single key evaluated.
QString example(const ContainerAnalysis &container, const KeyEvaluation &chosen)
{
    for (const KeyEvaluation &e : container.keyEvaluation)
        if (&e != &chosen && e.paths.size() == 1 && e.paths.front() != QLatin1String("/id")
            && e.paths.front() != QLatin1String("/type"))
            return keyProperty(e.paths.front());
    return {};
}

} // namespace

Texts partitionKeyReasons(const ContainerAnalysis &container, const AssumptionValues &a)
{
    const auto chosenRow = std::find_if(container.keyEvaluation.begin(), container.keyEvaluation.end(),
        [](const KeyEvaluation &e) { return e.chosen; });
    if (chosenRow == container.keyEvaluation.end())
        return {};
    const KeyEvaluation &chosen = *chosenRow;
    Texts reasons;
    const QString key = chosen.paths.join(QStringLiteral(", "));
    if (chosen.overridden)
        reasons << AnalysisTr::tr("Set by the model (overridden).");
    else if (container.awaitingFilters)
        reasons << (example(container, chosen).isEmpty()
                ? AnalysisTr::tr("No access pattern looks up the documents of %1 by an equality filter yet, so every "
                                 "key would scan alike and the key stays their own id, %2. Filter a read by what it "
                                 "asks for, and the key that filter gives can serve it from one partition.")
                      .arg(container.name, key)
                : AnalysisTr::tr("No access pattern looks up the documents of %1 by an equality filter yet, so every "
                                 "key would scan alike and the key stays their own id, %2. Filter a read by what it "
                                 "asks for (%3 = @value, say), and the key that filter gives can serve it from one "
                                 "partition.")
                      .arg(container.name, key, example(container, chosen)));
    else if (container.feed)
        reasons << AnalysisTr::tr("A feed: its newest documents are kept under one %1 value on purpose, so that the "
                                  "read asks one logical partition; that partition's limits are the ones to check.")
                       .arg(key);
    else if (container.kind != ContainerKind::Container)
        reasons << AnalysisTr::tr("Keyed for the read it serves: %1 gives its value, so that read asks one "
                                  "partition.")
                       .arg(key);
    else if (container.edgeContainer)
        reasons << AnalysisTr::tr("Each link is written twice, once under each side's id, so either side's links "
                                  "are read from one logical partition.");
    else if (std::any_of(container.keyEvaluation.begin(), container.keyEvaluation.end(),
                 [&](const KeyEvaluation &e) { return e.feasible && e.monthlyCostUsd < chosen.monthlyCostUsd - 0.005; }))
        // Weighed with the remedies each key leads to (the container's notes say by how much).
        reasons << AnalysisTr::tr("%1 is not the cheapest key for this container alone, but the whole design costs "
                                  "least with it: %2 RU/s at peak, %3 a month here.")
                       .arg(key, formatRu(chosen.ruPerSecondPeak), formatUsd(chosen.monthlyCostUsd));
    else if (container.keyEvaluation.size() > 1)
        reasons << AnalysisTr::tr("%1 is the cheapest of %2 evaluated keys that can serve the design: %3 RU/s at "
                                  "peak, %4 a month.")
                       .arg(key)
                       .arg(container.keyEvaluation.size())
                       .arg(formatRu(chosen.ruPerSecondPeak), formatUsd(chosen.monthlyCostUsd));
    if (!chosen.crossPartitionPatterns.isEmpty())
        reasons << AnalysisTr::tr("Under it, %1 must ask every physical partition.")
                       .arg(chosen.crossPartitionPatterns.join(QStringLiteral(", ")));
    for (const KeyEvaluation &other : container.keyEvaluation) {
        if (&other == &chosen || chosen.overridden || container.kind != ContainerKind::Container)
            continue;
        reasons << (other.feasible ? AnalysisTr::tr("Next best: %1 at %2 RU/s, %3 a month.")
                                         .arg(other.paths.join(QStringLiteral(", ")), formatRu(other.ruPerSecondPeak),
                                             formatUsd(other.monthlyCostUsd))
                                   : AnalysisTr::tr("%1 cannot serve the design: %2.")
                                         .arg(other.paths.join(QStringLiteral(", ")),
                                             infeasibleReasons(other, a).join(QStringLiteral("; "))));
        break;
    }
    if (!chosen.feasible)
        reasons << AnalysisTr::tr("No candidate can serve the design; the best is shown: %1.")
                       .arg(infeasibleReasons(chosen, a).join(QStringLiteral("; ")));
    // A feed's one value is its design: what the candidate reasons would say against
    // it (few values, all traffic on one) is not a reason here.
    if (container.feed)
        return reasons;
    for (const PartitionKeyCandidate &candidate : container.candidates)
        if (candidate.paths == chosen.paths)
            reasons << candidateReasons(candidate, a);
    return reasons;
}

} // namespace cosmos

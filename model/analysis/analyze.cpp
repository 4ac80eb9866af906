// SPDX-License-Identifier: MIT
// The design as the engine recommends it: the model analysed once, the remedies it
// chooses built in and analysed again, and the keys of the containers those remedies
// touch weighed with the remedies on both sides (RULES.md sections 6 and 13).
#include "analyzeonce.h"

#include "analysistr.h"
#include "numberformat.h"
#include "remedies.h"

#include <QHash>
#include <QSet>

#include <algorithm>

namespace cosmos {

namespace {

std::shared_ptr<Analysis> analyzeWithRemedies(const Model &model)
{
    std::shared_ptr<Analysis> asModelled = analyzeOnce(model);
    const RemedyPlan plan = planRemedies(model, *asModelled);
    if (!plan.anyChosen()) {
        publishRemedies(*asModelled, model, *asModelled, plan);
        return asModelled;
    }
    // The chosen remedies change the loads of whole containers: the design with them
    // built in is analysed like any model, once (RULES.md section 12: one cost function).
    std::shared_ptr<Analysis> served = analyzeOnce(servedModel(model, *asModelled, plan));
    publishRemedies(*served, model, *asModelled, plan);
    return served;
}

bool anyRemedyBuiltIn(const Analysis &analysis)
{
    return std::any_of(analysis.accessPatterns.begin(), analysis.accessPatterns.end(),
        [](const PatternAnalysis &p) { return p.chosenRemedy() != nullptr; });
}

bool cheaper(const Analysis &a, const Analysis &b)
{
    if (a.totals.feasible != b.totals.feasible)
        return a.totals.feasible;
    return a.totals.monthlyCostUsd < b.totals.monthlyCostUsd - 0.005;
}

// Keys are chosen before remedies, by what each costs its own container; a key that
// leaves reads to views can then lose to one that keeps them home once the views are
// paid for. Where remedies were built in, each key the engine chose is weighed once
// against its runner-up with remedies on both sides, and the smaller bill is kept.
std::shared_ptr<Analysis> weighKeysWithRemedies(const Model &model, std::shared_ptr<Analysis> best)
{
    // Only the containers a built-in remedy reads from or copies into: their keys
    // decide which reads need one. At most kMaxKeyTrials whole analyses more.
    constexpr qsizetype kMaxKeyTrials = 8;
    QSet<QString> involved;
    for (const PatternAnalysis &pattern : best->accessPatterns)
        if (const PatternRemedy *remedy = pattern.chosenRemedy())
            involved << remedy->source << remedy->container;
    QStringList names;
    for (const ContainerAnalysis &container : best->containers)
        if (container.kind == ContainerKind::Container && !container.edgeContainer
            && !container.partitionKeyOverridden && involved.contains(container.name)
            && names.size() < kMaxKeyTrials)
            names << container.name;
    Model chosen = model;
    QHash<QString, Text> switched; // container -> why its key is not the cheapest for itself
    for (const QString &name : std::as_const(names)) {
        const ContainerAnalysis *container = best->container(name);
        if (!container)
            continue;
        const auto runnerUp = std::find_if(container->keyEvaluation.begin(), container->keyEvaluation.end(),
            [](const KeyEvaluation &e) { return !e.chosen && e.feasible; });
        if (runnerUp == container->keyEvaluation.end())
            continue;
        Model trial = chosen;
        trial.overrides.partitionKeys[name] = runnerUp->paths;
        std::shared_ptr<Analysis> alternative = analyzeWithRemedies(trial);
        if (!cheaper(*alternative, *best) || !alternative->container(name))
            continue;
        switched.insert(name,
            AnalysisTr::tr("Key %1 rather than %2, which costs this container less before remedies: with the views "
                           "and indexes each key leads to, the whole design costs %3 a month against %4.")
                .arg(runnerUp->paths.join(QStringLiteral(", ")), container->partitionKey.join(QStringLiteral(", ")),
                    formatUsd(alternative->totals.monthlyCostUsd), formatUsd(best->totals.monthlyCostUsd)));
        chosen = std::move(trial);
        best = std::move(alternative);
    }
    // The keys the search set are the engine's choice, not the user's.
    for (ContainerAnalysis &container : best->containers) {
        const auto why = switched.constFind(container.name);
        if (why == switched.constEnd())
            continue;
        container.partitionKeyOverridden = false;
        for (KeyEvaluation &e : container.keyEvaluation)
            e.overridden = false;
        container.notes << *why;
    }
    return best;
}

} // namespace

std::shared_ptr<const Analysis> analyze(const Model &model)
{
    // What the model leaves unsaid and its relationships imply (RULES.md section 1) is
    // filled in first, so that every step below reads one complete model.
    ModelCompletion completion = completeModel(model);
    const Model &complete = completion.model ? *completion.model : model;
    std::shared_ptr<Analysis> best = analyzeWithRemedies(complete);
    if (anyRemedyBuiltIn(*best))
        best = weighKeysWithRemedies(complete, std::move(best));
    best->derived = std::move(completion.derived);
    best->uncounted = std::move(completion.uncounted);
    return best;
}

} // namespace cosmos

// SPDX-License-Identifier: MIT
// The design as the engine recommends it: the model analysed once, the remedies it
// chooses built in and analysed again, and the keys that could cost less with their
// own remedies weighed whole, remedies included (RULES.md sections 6 and 13).
#include "analyzeonce.h"

#include "analysistr.h"
#include "numberformat.h"
#include "remedies.h"

#include "model/document/modellookup.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <limits>

namespace cosmos {

namespace {

// The design analysed as modelled, and as served: with the remedies it chooses built in.
struct Designs {
    std::shared_ptr<const Analysis> asModelled;
    std::shared_ptr<Analysis> served;
};

Designs analyzeWithRemedies(const Model &model)
{
    std::shared_ptr<Analysis> asModelled = analyzeOnce(model);
    const RemedyPlan plan = planRemedies(model, *asModelled);
    if (!plan.anyChosen()) {
        publishRemedies(*asModelled, model, *asModelled, plan);
        return {asModelled, asModelled};
    }
    // The chosen remedies change the loads of whole containers: the design with them
    // built in is analysed like any model, once (RULES.md section 12: one cost function).
    std::shared_ptr<Analysis> served = analyzeOnce(servedModel(model, *asModelled, plan));
    publishRemedies(*served, model, *asModelled, plan);
    return {std::move(asModelled), std::move(served)};
}

bool cheaper(const Analysis &a, const Analysis &b)
{
    if (a.totals.feasible != b.totals.feasible)
        return a.totals.feasible;
    return a.totals.monthlyCostUsd < b.totals.monthlyCostUsd - 0.005;
}

// A container whose key the engine chooses by cost: the user's keys, the edge
// containers of a graph and a container keeping its own id key until its patterns
// have filters (RULES.md section 6) are not weighed.
bool keyIsChosen(const ContainerAnalysis &container)
{
    return container.kind == ContainerKind::Container && !container.edgeContainer
        && !container.partitionKeyOverridden && !container.awaitingFilters;
}

// Whether copies could make a key servable: only cross-partition load is a problem
// that moving reads away cures.
bool onlyCrossPartitionLoad(const KeyEvaluation &e)
{
    return std::all_of(e.problems.begin(), e.problems.end(),
        [](const KeyProblem &problem) { return problem.kind == Infeasibility::CrossPartitionLoad; });
}

struct KeyTrial {
    QString container;
    QStringList paths;
    bool mayServe = false; // the chosen key cannot serve its container; this one may
    double promise = 0;    // how much less than the chosen key's bill the key's bound is
};

// The keys worth weighing with their remedies, most promising first: where remedies
// were built in, each such container's runner-up (its key may keep the reads home
// that the chosen one left to copies); and every key whose cross-partition reads
// copies could serve, whose bound with those copies (remediedBoundUsd) is below what
// the chosen key costs before any remedy, or whatever it costs when the chosen key
// cannot serve. Every other key costs at least the chosen one with remedies too.
std::vector<KeyTrial> keyTrials(const Analysis &asModelled, const Analysis &served)
{
    std::vector<KeyTrial> trials;
    QSet<QString> involved;
    for (const PatternAnalysis &pattern : served.accessPatterns)
        if (const PatternRemedy *remedy = pattern.chosenRemedy())
            involved << remedy->source << remedy->container;
    for (const ContainerAnalysis &container : served.containers) {
        if (!keyIsChosen(container) || !involved.contains(container.name))
            continue;
        const auto runnerUp = std::find_if(container.keyEvaluation.begin(), container.keyEvaluation.end(),
            [](const KeyEvaluation &e) { return !e.chosen && e.feasible; });
        if (runnerUp != container.keyEvaluation.end())
            trials.push_back({container.name, runnerUp->paths, false, 0});
    }
    std::vector<KeyTrial> bounded;
    for (const ContainerAnalysis &container : asModelled.containers) {
        if (!keyIsChosen(container))
            continue;
        const auto chosen = std::find_if(container.keyEvaluation.begin(), container.keyEvaluation.end(),
            [](const KeyEvaluation &e) { return e.chosen; });
        if (chosen == container.keyEvaluation.end())
            continue;
        const double limit = chosen->feasible ? chosen->monthlyCostUsd : std::numeric_limits<double>::infinity();
        for (const KeyEvaluation &e : container.keyEvaluation) {
            if (e.chosen || e.parts.copies == 0 || !onlyCrossPartitionLoad(e) || e.remediedBoundUsd >= limit - 0.005)
                continue;
            const bool tried = std::any_of(trials.begin(), trials.end(),
                [&](const KeyTrial &t) { return t.container == container.name && t.paths == e.paths; });
            if (!tried)
                bounded.push_back({container.name, e.paths, !chosen->feasible,
                    (chosen->feasible ? chosen->monthlyCostUsd : 0.0) - e.remediedBoundUsd});
        }
    }
    // Keys that may make an unservable container servable first, then the largest
    // saving; a few per container, so that one container's many keys do not take every
    // trial from the others.
    constexpr int kTrialsPerContainer = 3;
    std::stable_sort(bounded.begin(), bounded.end(), [](const KeyTrial &x, const KeyTrial &y) {
        return x.mayServe != y.mayServe ? x.mayServe : x.promise > y.promise;
    });
    QHash<QString, int> perContainer;
    for (const KeyTrial &trial : bounded)
        if (++perContainer[trial.container] <= kTrialsPerContainer)
            trials.push_back(trial);
    return trials;
}

// Keys are chosen before remedies, by what each costs its own container; a key that
// leaves reads to views can then lose to one that keeps them home once the views are
// paid for, or win over the key chosen once its views are. Each key worth weighing
// (keyTrials()) is analysed whole with the remedies it leads to, and the smaller bill
// is kept; at most kMaxKeyTrials whole analyses more.
std::shared_ptr<Analysis> weighKeysWithRemedies(const Model &model, Designs designs)
{
    constexpr size_t kMaxKeyTrials = 8;
    std::vector<KeyTrial> trials = keyTrials(*designs.asModelled, *designs.served);
    if (trials.size() > kMaxKeyTrials)
        trials.resize(kMaxKeyTrials);
    std::shared_ptr<Analysis> best = std::move(designs.served);
    if (trials.empty())
        return best;
    Model chosen = model;
    QHash<QString, Text> switched; // container -> why its key is not the cheapest for itself
    for (const KeyTrial &trial : trials) {
        const ContainerAnalysis *container = best->container(trial.container);
        if (!container || container->partitionKey == trial.paths)
            continue;
        Model keyed = chosen;
        keyed.overrides.partitionKeys[trial.container] = trial.paths;
        std::shared_ptr<Analysis> alternative = analyzeWithRemedies(keyed).served;
        if (!cheaper(*alternative, *best) || !alternative->container(trial.container))
            continue;
        switched.insert(trial.container,
            AnalysisTr::tr("Key %1 rather than %2, which costs this container less before remedies: with the views "
                           "and indexes each key leads to, the whole design costs %3 a month against %4.")
                .arg(trial.paths.join(QStringLiteral(", ")), container->partitionKey.join(QStringLiteral(", ")),
                    formatUsd(alternative->totals.monthlyCostUsd), formatUsd(best->totals.monthlyCostUsd)));
        chosen = std::move(keyed);
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
    // One index of the complete model for its analysis, its remedies and their texts.
    const ModelLookupScope lookup(complete);
    std::shared_ptr<Analysis> best = weighKeysWithRemedies(complete, analyzeWithRemedies(complete));
    best->derived = std::move(completion.derived);
    best->uncounted = std::move(completion.uncounted);
    return best;
}

} // namespace cosmos

// SPDX-License-Identifier: MIT
#include "designcomparison.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace cosmos {

NumberDelta numberDelta(double a, double b)
{
    NumberDelta delta;
    delta.a = a;
    delta.b = b;
    delta.absolute = b - a;
    if (a != 0) {
        const double relative = delta.absolute / a;
        // A denormal base could overflow the ratio; such a base is as good as zero.
        if (std::isfinite(relative))
            delta.relative = relative;
    }
    delta.isNew = !delta.relative && b != 0;
    return delta;
}

bool NumberDelta::changed() const
{
    return std::fabs(absolute) > 1e-9 * std::max({std::fabs(a), std::fabs(b), 1e-9});
}

bool ContainerComparison::changed() const
{
    return presence != Presence::Both || entitiesA != entitiesB || partitionKeyA != partitionKeyB
        || hotA != hotB || ruPerSecondAvg.changed() || ruPerSecondPeak.changed() || provisionedRuPerSecond.changed()
        || physicalPartitions.changed() || dataGB.changed() || monthlyCostUsd.changed();
}

bool PatternComparison::routeChanged() const
{
    return presence != Presence::Both || kindA != kindB || containerA != containerB;
}

bool PatternComparison::changed() const
{
    return routeChanged() || ruPerRequest.changed();
}

const ContainerComparison *DesignComparison::container(const QString &name) const
{
    const auto it = std::find_if(
        containers.begin(), containers.end(), [&](const ContainerComparison &c) { return c.name == name; });
    return it == containers.end() ? nullptr : &*it;
}

const PatternComparison *DesignComparison::accessPattern(const QString &id) const
{
    const auto it = std::find_if(
        accessPatterns.begin(), accessPatterns.end(), [&](const PatternComparison &p) { return p.id == id; });
    return it == accessPatterns.end() ? nullptr : &*it;
}

const DecisionDifference *DesignComparison::decision(const QString &relationshipId) const
{
    const auto it = std::find_if(
        decisions.begin(), decisions.end(), [&](const DecisionDifference &d) { return d.id == relationshipId; });
    return it == decisions.end() ? nullptr : &*it;
}

bool DesignComparison::identical() const
{
    const TotalsComparison &t = totals;
    return decisions.empty()
        && std::none_of(containers.begin(), containers.end(), [](const auto &c) { return c.changed(); })
        && std::none_of(accessPatterns.begin(), accessPatterns.end(), [](const auto &p) { return p.changed(); })
        && !t.ruPerSecondAvg.changed() && !t.ruPerSecondPeak.changed() && !t.storageGB.changed()
        && !t.monthlyCostUsd.changed();
}

namespace {

QString entityName(const Model &model, const QString &id)
{
    const Entity *entity = model.entity(id);
    return entity ? entity->name : id;
}

// Walks A's items in order, then the items only B has: the order people read in.
template <typename T, typename Key, typename Visit>
void matchBoth(const std::vector<T> &a, const std::vector<T> &b, Key key, Visit visit)
{
    QHash<QString, const T *> inB;
    for (const T &item : b)
        inB.insert(key(item), &item);
    QSet<QString> seen;
    for (const T &item : a) {
        seen.insert(key(item));
        visit(&item, inB.value(key(item), nullptr));
    }
    for (const T &item : b)
        if (!seen.contains(key(item)))
            visit(nullptr, &item);
}

Presence presenceOf(const void *a, const void *b)
{
    return a && b ? Presence::Both : a ? Presence::OnlyInA : Presence::OnlyInB;
}

// One comparison for each item of either list, matched by `key`, in matchBoth's order.
// Each starts with its presence (both designs or one); `fill` gives it the rest from
// the item on each side (null on the side that lacks it).
template <typename Comparison, typename T, typename Key, typename Fill>
std::vector<Comparison> compareLists(const std::vector<T> &a, const std::vector<T> &b, Key key, Fill fill)
{
    std::vector<Comparison> out;
    matchBoth(a, b, key, [&](const T *itemA, const T *itemB) {
        Comparison comparison;
        comparison.presence = presenceOf(itemA, itemB);
        fill(comparison, itemA, itemB);
        out.push_back(std::move(comparison));
    });
    return out;
}

std::vector<DecisionDifference> compareDecisions(
    const Model &a, const Analysis &analysisA, const Model &b, const Analysis &analysisB)
{
    std::vector<DecisionDifference> out = compareLists<DecisionDifference>(
        analysisA.relationships, analysisB.relationships, [](const RelationshipAnalysis &r) { return r.id; },
        [&](DecisionDifference &d, const RelationshipAnalysis *ra, const RelationshipAnalysis *rb) {
            const RelationshipAnalysis &any = ra ? *ra : *rb;
            const Model &model = ra ? a : b;
            d.id = any.id;
            d.parentName = entityName(model, any.parent);
            d.childName = entityName(model, any.child);
            if (ra) {
                d.decisionA = ra->decision;
                d.ruleA = ra->rule;
                d.bandA = ra->band;
            }
            if (rb) {
                d.decisionB = rb->decision;
                d.ruleB = rb->rule;
                d.bandB = rb->band;
            }
        });
    // Only the relationships that differ are listed.
    std::erase_if(out, [](const DecisionDifference &d) {
        return d.presence == Presence::Both && d.decisionA == d.decisionB && d.ruleA == d.ruleB && d.bandA == d.bandB;
    });
    return out;
}

std::vector<ContainerComparison> compareContainers(const Analysis &analysisA, const Analysis &analysisB)
{
    static const ContainerAnalysis none;
    return compareLists<ContainerComparison>(
        analysisA.containers, analysisB.containers, [](const ContainerAnalysis &c) { return c.name; },
        [&](ContainerComparison &c, const ContainerAnalysis *ca, const ContainerAnalysis *cb) {
            c.name = ca ? ca->name : cb->name;
            // The missing side counts as zero: a container that disappears saves all it cost.
            const ContainerAnalysis &x = ca ? *ca : none;
            const ContainerAnalysis &y = cb ? *cb : none;
            c.entitiesA = x.entities;
            c.entitiesB = y.entities;
            c.partitionKeyA = x.partitionKey;
            c.partitionKeyB = y.partitionKey;
            c.ruPerSecondAvg = numberDelta(x.ruPerSecondAvg, y.ruPerSecondAvg);
            c.ruPerSecondPeak = numberDelta(x.ruPerSecondPeak, y.ruPerSecondPeak);
            c.provisionedRuPerSecond = numberDelta(x.provisionedRuPerSecond, y.provisionedRuPerSecond);
            c.physicalPartitions
                = numberDelta(ca ? double(ca->physicalPartitions) : 0, cb ? double(cb->physicalPartitions) : 0);
            c.dataGB = numberDelta(x.dataGB, y.dataGB);
            c.monthlyCostUsd = numberDelta(x.monthlyCostUsd, y.monthlyCostUsd);
            if (ca)
                c.hotA = ca->hottest.status;
            if (cb)
                c.hotB = cb->hottest.status;
        });
}

std::vector<PatternComparison> comparePatterns(
    const Model &a, const Analysis &analysisA, const Model &b, const Analysis &analysisB)
{
    return compareLists<PatternComparison>(
        analysisA.accessPatterns, analysisB.accessPatterns, [](const PatternAnalysis &p) { return p.id; },
        [&](PatternComparison &p, const PatternAnalysis *pa, const PatternAnalysis *pb) {
            p.id = pa ? pa->id : pb->id;
            const AccessPattern *described = pb ? b.accessPattern(p.id) : a.accessPattern(p.id);
            p.description = described ? described->description : QString();
            if (pa) {
                p.containerA = pa->container;
                p.kindA = pa->kind;
            }
            if (pb) {
                p.containerB = pb->container;
                p.kindB = pb->kind;
            }
            p.ruPerRequest = numberDelta(pa ? pa->ruPerRequest : 0, pb ? pb->ruPerRequest : 0);
            p.ruPerSecondPeak = numberDelta(pa ? pa->ruPerSecondPeak : 0, pb ? pb->ruPerSecondPeak : 0);
        });
}

TotalsComparison compareTotals(const Model &a, const Analysis &analysisA, const Model &b, const Analysis &analysisB)
{
    const Totals &x = analysisA.totals;
    const Totals &y = analysisB.totals;
    TotalsComparison t;
    t.ruPerSecondAvg = numberDelta(x.ruPerSecondAvg, y.ruPerSecondAvg);
    t.ruPerSecondPeak = numberDelta(x.ruPerSecondPeak, y.ruPerSecondPeak);
    t.storageGB = numberDelta(x.storageGB, y.storageGB);
    t.monthlyCostUsd = numberDelta(x.monthlyCostUsd, y.monthlyCostUsd);
    for (size_t i = 0; i < t.byCapacityMode.size(); ++i)
        t.byCapacityMode[i]
            = {x.byCapacityMode[i].mode, numberDelta(x.byCapacityMode[i].monthlyCostUsd, y.byCapacityMode[i].monthlyCostUsd)};
    t.capacityModeA = a.application.capacityMode;
    t.capacityModeB = b.application.capacityMode;
    return t;
}

} // namespace

DesignComparison compareDesigns(const Model &a, const Analysis &analysisA, const Model &b, const Analysis &analysisB)
{
    DesignComparison comparison;
    comparison.totals = compareTotals(a, analysisA, b, analysisB);
    comparison.decisions = compareDecisions(a, analysisA, b, analysisB);
    comparison.containers = compareContainers(analysisA, analysisB);
    comparison.accessPatterns = comparePatterns(a, analysisA, b, analysisB);
    return comparison;
}

} // namespace cosmos

// SPDX-License-Identifier: MIT
#pragma once

#include "analysis.h"

#include <QString>
#include <QStringList>

#include <array>
#include <optional>
#include <vector>

namespace cosmos {

// What-if comparison of two designs of one application: design A (the reference, e.g.
// a stored alternative) and design B (e.g. the current design being edited). Every
// delta reads "B minus A". A pure function of two analysed models: the view only
// lays the result out.

// One number in both designs. Every member is finite: a relative change of a zero
// base is not a number, so it is absent and `isNew` says the value appeared.
struct NumberDelta {
    double a = 0;
    double b = 0;
    double absolute = 0;            // b − a
    std::optional<double> relative; // (b − a) ÷ a, absent when a is 0
    bool isNew = false;             // a is 0 and b is not

    // Differences below a billionth of the values are rounding, not a change.
    bool changed() const;
};
NumberDelta numberDelta(double a, double b);

enum class Presence { Both, OnlyInA, OnlyInB };

// A relationship (matched by id) whose aggregate decision, rule or band differs,
// or that exists in one design only.
struct DecisionDifference {
    QString id;
    QString parentName; // entity names, from whichever design has the relationship
    QString childName;
    Presence presence = Presence::Both;
    std::optional<Decision> decisionA, decisionB; // absent: undecided (or missing)
    int ruleA = 0, ruleB = 0;
    std::optional<Band> bandA, bandB;
};

// A container matched by name; one that exists in one design only has zeros on the
// other side.
struct ContainerComparison {
    QString name;
    Presence presence = Presence::Both;
    QStringList entitiesA, entitiesB;
    QStringList partitionKeyA, partitionKeyB;
    NumberDelta ruPerSecondAvg;
    NumberDelta ruPerSecondPeak;
    NumberDelta provisionedRuPerSecond;
    NumberDelta physicalPartitions;
    NumberDelta dataGB;
    NumberDelta monthlyCostUsd;
    std::optional<HeatStatus> hotA, hotB; // absent on the side without the container

    bool changed() const;
};

// An access pattern matched by id: how it is routed and what one request costs.
struct PatternComparison {
    QString id;
    QString description;
    Presence presence = Presence::Both;
    QString containerA, containerB;
    std::optional<RouteKind> kindA, kindB;
    NumberDelta ruPerRequest;
    NumberDelta ruPerSecondPeak;

    bool routeChanged() const; // kind or container
    bool changed() const;      // route or RU per request
};

struct CapacityModeDelta {
    CapacityMode mode = CapacityMode::Provisioned;
    NumberDelta monthlyCostUsd;
};

struct TotalsComparison {
    NumberDelta ruPerSecondAvg;
    NumberDelta ruPerSecondPeak;
    NumberDelta storageGB;
    NumberDelta monthlyCostUsd;
    std::array<CapacityModeDelta, 3> byCapacityMode;
    CapacityMode capacityModeA = CapacityMode::Autoscale;
    CapacityMode capacityModeB = CapacityMode::Autoscale;
};

struct DesignComparison {
    TotalsComparison totals;
    std::vector<DecisionDifference> decisions;   // only the relationships that differ, A's order then B-only
    std::vector<ContainerComparison> containers; // all, A's order then B-only
    std::vector<PatternComparison> accessPatterns; // all, A's order then B-only

    const ContainerComparison *container(const QString &name) const;
    const PatternComparison *accessPattern(const QString &id) const;
    const DecisionDifference *decision(const QString &relationshipId) const;
    bool identical() const; // nothing the comparison looks at differs
};

DesignComparison compareDesigns(const Model &a, const Analysis &analysisA, const Model &b, const Analysis &analysisB);

} // namespace cosmos

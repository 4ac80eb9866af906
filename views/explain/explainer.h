// SPDX-License-Identifier: MIT
#pragma once

#include "model/advisor/findings.h"
#include "model/analysis/analysis.h"
#include "model/document/change.h"

#include <QCoreApplication>
#include <QString>

namespace cosmos {

// The classroom "Explain" text for one thing on the canvas: the inputs, the rule
// that applied and the numbers, in plain language. It only words what the analysis
// decided (views never decide); sentences are written when someone asks.
struct Explanation {
    QString title;
    QString brief; // one or two lines: tooltips and captions
    QString html;  // the whole explanation: the Explain panel
    bool isEmpty() const { return title.isEmpty(); }
};

class Explainer {
    Q_DECLARE_TR_FUNCTIONS(Explainer)

public:
    // Words the findings: their analysis, the model it is of, and their decision traces.
    explicit Explainer(const Findings &findings);

    Explanation entity(const QString &id) const;
    Explanation relationship(const QString &id) const;
    Explanation accessPattern(const QString &id) const;
    Explanation container(const QString &name) const;
    // What to look at first: totals, and a teaching model's "what to look for".
    Explanation overview() const;
    // By selection kind (Entity, Relationship or AccessPattern).
    Explanation object(ObjectKind kind, const QString &id) const;

    // "single-partition query on Orders · 26.5 RU per request · 7,950 RU/s on
    // average, 23,850 at peak"
    QString patternRoute(const PatternAnalysis &pattern) const;
    // "User → Order: multi-document container · …" for the relationships among the
    // pattern's entities.
    QString patternDrives(const AccessPattern &pattern) const;

private:
    QString entityName(const QString &id) const;
    QString relationshipBrief(const RelationshipAnalysis &r) const;
    QString containerBrief(const ContainerAnalysis &c) const;

    const Findings &m_findings;
    const Model &m_model;
    const Analysis &m_analysis;
};

} // namespace cosmos

// SPDX-License-Identifier: MIT
#pragma once

#include "analysis.h"
#include "modelindex.h"
#include "placement.h"
#include "router.h"

namespace cosmos {

// RULES.md section 3, "choose the design with the lower total cost": for one
// parent–child relationship, the RU/s of all patterns touching either entity
// under each of the three designs — child embedded in the parent's document,
// child documents beside the parent's, child in its own container — side by side,
// with a note when another design is much cheaper than the decided one.
//
// One cost function: every design is priced by routing the same patterns with the
// same Router, on a placement where only the child moves. The decided design is the
// placement the containers are built on, so its figure is exactly what those
// patterns cost there (fan-out included).
class AlternativeCoster {
public:
    // `routed`: the analysis' own routing of every pattern (the decided designs' costs).
    AlternativeCoster(const ModelIndex &index, const Placement &placement, const std::vector<Router::EdgeRoute> &edges,
        const std::vector<ContainerRouting> &routings, const std::vector<PatternAnalysis> &routed,
        const AssumptionValues &assumptions);

    void cost(RelationshipAnalysis &relationship) const;

private:
    Placement moved(int relationship, int parent, int child, Decision design) const;
    std::vector<int> patternsTouching(int parent, int child) const;
    QStringList separateKey(int child) const;

    const ModelIndex &m_index;
    const Placement &m_placement;
    const std::vector<Router::EdgeRoute> &m_edges;
    const std::vector<ContainerRouting> &m_routings;
    const std::vector<PatternAnalysis> &m_routed;
    const AssumptionValues &m_a;
    mutable std::vector<ContainerRouting> m_withOwn; // the routings and one slot for the child's own container
    std::vector<double> m_shares;                    // per entity: the indexing of its container
};

} // namespace cosmos

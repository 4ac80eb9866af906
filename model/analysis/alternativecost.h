// SPDX-License-Identifier: MIT
#pragma once

#include "analysis.h"
#include "modelindex.h"
#include "placement.h"
#include "router.h"

#include <memory>

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

    ~AlternativeCoster();

    void cost(RelationshipAnalysis &relationship) const;

private:
    // The child (and what its documents embed) moved to `design` in the scratch
    // placement, every other entity where the analysis put it; restore() undoes it.
    void move(int relationship, int parent, int child, Decision design) const;
    void restore() const;
    void remember(int entity) const;
    void updateTerms(const std::vector<int> &holders) const;
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
    std::vector<std::vector<int>> m_members;         // per holder: the entities its document holds
    std::vector<std::vector<int>> m_embeddedIn;      // per entity: the entities embedded directly in it

    // One design at a time is applied to the scratch placement and its terms in place,
    // so pricing a design costs what it changes, not the size of the model.
    struct Saved {
        int entity, container, holder, parentLink;
        double docAvgKB, docMaxKB, terms;
    };
    mutable Placement m_scratch;
    mutable std::vector<double> m_terms;
    mutable std::vector<Saved> m_saved;
    mutable std::vector<char> m_touched;
    std::unique_ptr<Router> m_router; // over m_scratch and m_terms
};

} // namespace cosmos

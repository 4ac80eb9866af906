// SPDX-License-Identifier: MIT
#pragma once

#include "analysis.h"
#include "modelindex.h"
#include "placement.h"
#include "requestcost.h"

namespace cosmos {

// What routing needs to know about one container.
struct ContainerRouting {
    QString name;
    QStringList keyPaths;          // empty: every request counts as single-partition
    QStringList keyProperties;     // the same as document properties: "/a/b" → "a.b"
    QStringList edgeKeyProperties; // edge containers: either side's id routes a query
    int physicalPartitions = 1;
    double writeFactor = 1; // unique keys make writes slightly dearer
};

// RULES.md section 5 per access pattern: which containers it hits, whether each
// request is a point read, a single- or cross-partition query or a write, and what
// it costs. Records the facts the explanation needs (routeexplanation.h).
class Router {
public:
    // A many-to-many relationship stored in an edge container: patterns that touch
    // both sides also read or write its link documents.
    struct EdgeRoute {
        int parent = -1;
        int child = -1;
        int container = -1;
    };

    Router(const ModelIndex &index, const Placement &placement, const AssumptionValues &assumptions,
        std::vector<EdgeRoute> edges = {});

    PatternAnalysis route(const PatternInfo &pattern, const std::vector<ContainerRouting> &containers) const;

private:
    enum class KeyMatch { Full, Prefix, None };

    SubRequest read(const PatternInfo &pattern, const ContainerRouting &container, const std::vector<int> &holders,
        bool first) const;
    SubRequest write(
        const PatternInfo &pattern, const ContainerRouting &container, const std::vector<int> &holders) const;
    SubRequest links(const PatternInfo &pattern, const ContainerRouting &container, const EdgeRoute &edge) const;
    KeyMatch keyMatch(const PatternInfo &pattern, const ContainerRouting &container) const;
    bool idKnown(const PatternInfo &pattern, int holder) const;
    void fanOut(const PatternInfo &pattern, PatternAnalysis &out) const;
    double documentsPerParent(const PatternInfo &pattern, int holder) const;
    double expectedPerPrimary(int primary, int holder) const;

    const ModelIndex &m_index;
    const Placement &m_placement;
    RequestCost m_cost;
    std::vector<EdgeRoute> m_edges;
    std::vector<std::vector<int>> m_edgesByParent; // per entity: edges where it is the parent
};

} // namespace cosmos

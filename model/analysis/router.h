// SPDX-License-Identifier: MIT
#pragma once

#include "analysis.h"
#include "modelindex.h"
#include "placement.h"
#include "requestcost.h"

#include <span>

namespace cosmos {

// How a pattern's equality filters meet a partition key: all of it, a first-level
// prefix of a hierarchical key, or nothing.
enum class KeyMatch { Full, Prefix, None };

// "/id" is the document id (given by an equality filter on an id attribute); "/type"
// is a constant key (every request knows its value); other keys are properties.
KeyMatch matchKey(const PatternInfo &pattern, const QStringList &keyProperties);
// Whether an equality filter of the pattern gives one key property ("id": an id attribute).
bool givesKeyProperty(const PatternInfo &pattern, const QString &property);
// Whether an equality filter gives a document's id: an id attribute, or "id" itself
// where no attribute has that name (an entity drawn or imported without one). An
// attribute named "id" of another type is that attribute, not the document's id.
bool namesDocumentId(const ResolvedFilter &filter);

// What routing needs to know about one container.
struct ContainerRouting {
    QString name;
    QStringList keyPaths;          // empty: every request counts as single-partition
    QStringList keyProperties;     // the same as document properties: "/a/b" → "a.b"
    QStringList edgeKeyProperties; // edge containers: either side's id routes a query
    int physicalPartitions = 1;
    int prefixPartitions = 1;            // hierarchical key: physical partitions one first-level value spans
    double writeFactor = 1;              // unique keys make writes slightly dearer
    double indexedShare = 1;             // share of each document's terms the indexing policy indexes
    std::optional<KeyMatch> forcedMatch; // key evaluation: route as if the key matched so
};

// What a route records: everything (the analysis's patterns and their explanations),
// or only the numbers and container indices, with no names or document types, for the
// thousands of routes a key evaluation or an alternative's costing prices and drops.
enum class RouteDetail { Full, CostsOnly };

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
    // The same over terms kept by the caller (`documentTerms` of `placement`): a caller
    // that varies a placement in place updates the terms it changes, and the router
    // reads both as they are at each route().
    Router(const ModelIndex &index, const Placement &placement, const AssumptionValues &assumptions,
        std::vector<EdgeRoute> edges, const std::vector<double> &documentTerms);
    Router(const Router &) = delete;
    Router &operator=(const Router &) = delete;

    PatternAnalysis route(const PatternInfo &pattern, const std::vector<ContainerRouting> &containers,
        RouteDetail detail = RouteDetail::Full) const;

    // Per entity, the share of its document's terms that its policy indexes, instead of
    // its container's: when a design moves an entity elsewhere, its writes are still
    // priced with its own indexing, not with the policy of documents it joins.
    void keepIndexedShares(std::vector<double> sharesByEntity) { m_entityShares = std::move(sharesByEntity); }

private:
    // How a read request meets its documents: all its document types in one query, or,
    // when some types lack a property the query filters or sorts on (a parent beside
    // its children sorted by a child's date), those types read on their own.
    enum class ReadPart { Whole, Filtered, Apart };
    // The documents one request reaches: indices of the entities that hold them.
    using Holders = std::span<const int>;
    SubRequest read(const PatternInfo &pattern, const ContainerRouting &container, Holders holders, bool first,
        bool named, ReadPart part = ReadPart::Whole) const;
    void readGroup(const PatternInfo &pattern, const ContainerRouting &container, Holders holders, bool first,
        bool named, std::vector<SubRequest> &out) const;
    bool holds(const ResolvedProperty &property, int holder) const;
    // The indices of `properties` (filters or sort keys) that some of `holders` lack.
    template <typename Property>
    std::vector<int> lackedBy(const std::vector<Property> &properties, Holders holders) const;
    bool holdsEveryProperty(const PatternInfo &pattern, int holder) const;
    SubRequest write(const PatternInfo &pattern, const ContainerRouting &container, Holders holders, bool named) const;
    SubRequest links(
        const PatternInfo &pattern, const ContainerRouting &container, const EdgeRoute &edge, bool named) const;
    KeyMatch keyMatch(const PatternInfo &pattern, const ContainerRouting &container) const;
    bool idKnown(const PatternInfo &pattern, int holder) const;
    void fanOut(const PatternInfo &pattern, PatternAnalysis &out, const std::vector<ContainerRouting> &containers,
        bool named) const;
    // How many documents of `holder` a write of the primary writes with it: its
    // descendants as many as the average children along the way; nothing for a parent or
    // an unrelated entity the pattern names (RULES.md section 1).
    std::optional<double> writtenWithPrimary(int primary, int holder) const;
    double expectedPerPrimary(int primary, int holder) const;
    double changedTerms(const PatternInfo &pattern, double terms) const;

    const ModelIndex &m_index;
    const Placement &m_placement;
    RequestCost m_cost;
    std::vector<EdgeRoute> m_edges;
    std::vector<std::vector<int>> m_edgesByParent; // per entity: edges where it is the parent
    std::vector<double> m_ownTerms;                // documentTerms() when the router computes them
    const std::vector<double> *m_terms = nullptr;  // per entity: indexed terms of its holder's document
    std::vector<double> m_entityShares;            // per entity: see keepIndexedShares(); empty: per container
};

// Indexed terms of each entity's document under a policy that indexes everything:
// its leaf properties, those of the children embedded in it counted as often as a
// document holds them (array elements by their average count), and the id.
std::vector<double> documentTerms(const ModelIndex &index, const Placement &placement);
// An entity's own indexed terms (its leaf properties; embedded, without the reference
// to its holder the analysis derived), and how many copies of it one
// holder document carries (1 unless it is embedded).
double ownTerms(const Entity &entity, bool embedded);
double copiesPerHolder(const ModelIndex &index, const Placement &placement, int entity);

} // namespace cosmos

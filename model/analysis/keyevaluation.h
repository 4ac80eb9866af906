// SPDX-License-Identifier: MIT
#pragma once

#include "analysis.h"
#include "capacity.h"
#include "hotpartitions.h"
#include "modelindex.h"
#include "placement.h"
#include "partitionkeys.h"
#include "router.h"

#include <QHash>
#include <QVarLengthArray>

namespace cosmos {

// RULES.md section 6: every candidate key of one container routed, costed and
// checked for feasibility (section 12) in one evaluation — never by the current
// routing, never iterated. A request's cost on the container depends on the key only
// through how its filters meet the key (full, prefix, none), so each pattern is
// routed three times, once per answer, and every candidate is then priced by matching
// its paths against the filters.
class KeyEvaluator {
public:
    struct Setup {
        CapacityMode mode = CapacityMode::Autoscale;
        int regions = 1;
        bool multiRegionWrites = false;
    };

    KeyEvaluator(const ModelIndex &index, const Placement &placement, const Router &router,
        const AssumptionValues &assumptions, Setup setup);

    // One pattern's request on the container, in its three forms.
    struct Load {
        const PatternInfo *pattern = nullptr;
        bool keyed = false;          // a read whose cost depends on the key
        std::array<double, 3> ru {}; // per request: key matched fully, by prefix, not at all (one partition)
        bool prefixScans = false;    // the prefix form visits partitions (a query)
        bool crossScans = false;     // the unmatched form visits every partition
        double perPartitionRu = 0;   // what each extra partition visited adds to a request
        double fixedRu = 0;          // writes and denormalised copies: the same under every key
        double copiesRu = 0;         // the copies alone: they follow the changed item, not this key
        double requestRu = 0;        // its own request here with the key given (no copies)
    };

    // `patterns`: the patterns whose requests or denormalised copies reach container
    // `c`; `routings`: every container's routing (only `c`'s entry is varied, then restored).
    std::vector<Load> measure(int c, const std::vector<int> &patterns, std::vector<ContainerRouting> &routings) const;
    // Writes again, under routings whose indexing policies changed; reads cannot change.
    void remeasureWrites(int c, std::vector<Load> &loads, std::vector<ContainerRouting> &routings) const;
    // The same table again after remeasureWrites(): only what the writes change.
    void reprice(
        const ContainerAnalysis &container, std::vector<KeyEvaluation> &table, const std::vector<Load> &loads) const;
    // Every candidate priced from the loads, cheapest feasible first.
    // `described`: keys of the container described already (rankPartitionKeys()).
    std::vector<KeyEvaluation> evaluate(const ContainerAnalysis &container, const std::vector<Load> &loads,
        const std::optional<QStringList> &overridden, DescribedKeys described = {}) const;

private:
    struct Parts {
        double writes = 0, copies = 0, reads = 0;
    };
    static Parts partsOf(int c, const PatternAnalysis &routed);
    // What pricing asks again and again, worked out once per container: the facts of
    // each key, and for each property which loads give it with an equality filter.
    struct Cache {
        DescribedKeys facts;                     // by the paths joined with ','
        QHash<QString, std::vector<char>> given; // by property, for every property some load gives
        std::vector<char> none;                  // what a property no load gives has
        bool indexed = false;
        DocumentsUnderOneValue counts;           // logicalPartitionBound()'s, by property
    };
    static void indexGiven(const std::vector<Load> &loads, Cache &cache);
    const KeyFacts &factsOf(
        const ContainerAnalysis &container, const QStringList &paths, const QStringList &properties, Cache &cache) const;
    static const std::vector<char> &givenBy(const QString &property, const std::vector<Load> &loads, Cache &cache);
    // Per key level, which loads give it: at most three levels, kept on the stack.
    using Levels = QVarLengthArray<const std::vector<char> *, 3>;
    static Levels levelsOf(const QStringList &properties, const std::vector<Load> &loads, Cache &cache);
    static KeyMatch match(const Levels &levels, size_t load);
    // The key-independent load of all patterns at peak and on average.
    struct Fixed {
        double peak = 0, avg = 0;
        double copiesPeak = 0; // of `peak`, the denormalised copies: no key value draws more of them
    };
    static Fixed fixedOf(const std::vector<Load> &loads);
    void finish(const ContainerAnalysis &container, KeyEvaluation &e, Fixed fixed) const;
    double remediedBound(const ContainerAnalysis &container, const KeyEvaluation &e, Fixed fixed) const;
    // A key being evaluated: its paths and the document properties they name.
    struct Candidate {
        QStringList paths;
        QStringList properties;
        Candidate operator+(const Candidate &next) const { return {paths + next.paths, properties + next.properties}; }
    };
    static Candidate candidateOf(const QStringList &paths);
    KeyEvaluation price(const ContainerAnalysis &container, const std::vector<Load> &loads, const Candidate &key,
        Fixed fixed, Cache &cache) const;
    // `lower`: the keys that may only be a lower level of a hierarchical key.
    std::vector<Candidate> singleCandidates(
        const ContainerAnalysis &container, const std::vector<Load> &loads, std::vector<Candidate> *lower) const;
    bool mayBeKey(
        const ContainerAnalysis &container, const Entity &owner, const Attribute &attribute, bool lowerLevel) const;
    bool carries(const ContainerAnalysis &container, const QString &entityId, const QString &name) const;
    bool isSmallReferenceData(const ContainerAnalysis &container) const;
    static std::vector<Candidate> hierarchicalCandidates(
        const std::vector<Candidate> &base, const std::vector<Candidate> &lower, const std::vector<Load> &loads, Cache &cache);
    std::vector<Candidate> filterCandidates(const ContainerAnalysis &container, const std::vector<Candidate> &singles,
        const std::vector<Candidate> &lower, const std::vector<Load> &loads, const std::vector<Candidate> &known,
        Cache &cache) const;
    static void sortTable(std::vector<KeyEvaluation> &table);

    const ModelIndex &m_index;
    const Placement &m_placement;
    const Router &m_router;
    const AssumptionValues &m_a;
    Setup m_setup;
    double m_copyFloorUsd; // the smallest bill of a container a copy would go to
};

// Cheapest feasible first; ties: lower peak RU/s, fewer cross-partition requests, a
// hottest value further from the partition limits (ok, warn), fewer levels, more
// distinct values, then the paths. (RULES.md puts cardinality before levels; at
// equal cost a second level only adds prefix queries, so fewer levels wins here.)
bool betterKey(const KeyEvaluation &x, const KeyEvaluation &y);

// "a.b" for "/a/b".
QString keyProperty(const QString &path);

} // namespace cosmos

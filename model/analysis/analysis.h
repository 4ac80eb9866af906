// SPDX-License-Identifier: MIT
#pragma once

#include "derivedvalues.h"
#include "model/document/assumptions.h"
#include "model/document/model.h"
#include "text.h"

#include <QHash>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <array>
#include <map>
#include <memory>
#include <optional>
#include <vector>

namespace cosmos {

// The immutable result of analysing one model (RULES.md sections 2–6). Views and
// exports read it; nobody changes it. Every number in it is finite: where a value
// cannot be computed it is absent (std::nullopt) and a reason says why.

enum class Decision { SingleDocument, MultiDocument, Separate, DuplicateIds, EdgeContainer };
enum class Band { Embed, CoLocate, ConsiderCarefully, Separate };
enum class RouteKind { PointRead, SinglePartitionQuery, CrossPartitionQuery, Write };
enum class HeatStatus { Ok, Warn, Hot };
// The tables behind the functions below (analysis.cpp) are checked against each
// enum's last value: one added at the end must be added there too.

QString decisionName(Decision decision); // the JSON spelling: "single-document", …
Text decisionTitle(Decision decision);   // "Single document", …
QString bandName(Band band);
QString routeKindName(RouteKind kind);
Text routeKindTitle(RouteKind kind); // "point read", …: the route in a sentence
QString heatStatusName(HeatStatus status);

struct AlternativeCost {
    Decision decision;
    std::optional<double> ruPerSecond; // absent when the alternative is impossible
    Text note;                         // why it is impossible, or what it assumes
};

struct SubsetProposal {
    QString patternId; // the read pattern that asks for the latest N
    int latestCount = 0;
};

struct RelationshipAnalysis {
    QString id;
    QString parent;
    QString child;
    RelationshipKind kind = RelationshipKind::OneToMany;
    bool selfRelationship = false;

    double parentReadRps = 0; // average RPS of read patterns touching the parent
    double childReadRps = 0;
    double jointReadRps = 0;
    std::optional<double> correlation; // joint / parent; absent without parent reads
    std::optional<double> parentOnlyShare;
    std::optional<double> childAloneShare;
    Text undefinedReason;

    double embeddedAvgKB = 0;
    double embeddedMaxKB = 0;           // may be +inf (unbounded children)
    bool sizeExceedsEmbedLimit = false; // rule 3 refused only because of size
    bool neverOneDocument = false;      // embeddedMaxKB above Azure's 2 MB item limit
    std::optional<SubsetProposal> subset;

    std::optional<Decision> decision; // absent: undecided (no reads of the parent)
    std::optional<Band> band;
    int rule = 0;            // 1..7, 0 when undecided
    Texts justification;     // only filled by explainDecisions()
    Texts couplingQuestions; // only filled by explainDecisions()

    std::array<AlternativeCost, 3> alternatives; // single, multi, separate
    Text costNote;                               // set when another alternative is much cheaper
};

// A key level whose number of distinct values the model does not give: the ranking
// assumes the low-cardinality default (RULES.md section 6). Kept as facts, written as a
// sentence by candidateReasons(): a large model ranks hundreds of thousands of keys.
struct AssumedCardinality {
    QString name;              // the attribute's name, or the key path when no document type has it
    QString entity;            // the entity whose attribute it is
    bool onNoDocument = false; // no document type here has the attribute
};

// Structured so a ranking of hundreds of candidates costs no sentences; the reasons
// are written on demand by candidateReasons() (partitionkeys.h).
struct PartitionKeyCandidate {
    QStringList paths;          // one path, or 2–3 for a hierarchical key
    double score = 0;           // 0..1, higher is better
    double coverage = 0;        // share of the container's keyed request RU filtering on it
    double prefixOnlyShare = 0; // hierarchical: share giving only the first level
    bool lookups = true;        // false: nothing looks documents up in this container
    bool edge = false;          // the fixed key of an edge container
    std::optional<double> distinctValues;
    double hottestShare = 0;
    bool monotonic = false;
    bool lowCardinality = false;
    QStringList missingFrom;                     // document types without the key property
    std::vector<AssumedCardinality> assumptions; // levels whose cardinality is assumed
};

// RULES.md section 12: why a design cannot be served.
enum class Infeasibility {
    HotKeyValue,        // a logical partition needs more than 10,000 RU/s
    LargeKeyValue,      // a logical partition holds more than 20 GB
    CrossPartitionLoad, // cross-partition lookups alone fill half of every partition
    ConstantKey,        // a constant key on data that is not small reference data
    DocumentSize,       // a document can pass 2 MB
    Serverless,         // serverless limits exceeded
    AtomicWrite,        // a transactional batch would span partition key values
    NewestPrefix,       // a hierarchical key's first level grows with time: its newest value starts in one partition
};

// One reason a candidate key cannot serve the design, as facts; the sentence is
// written on demand by infeasibleReasons(), so ranking hundreds of candidates at
// every keystroke writes none.
struct KeyProblem {
    Infeasibility kind = Infeasibility::HotKeyValue;
    double amount = 0;    // RU/s or GB, as the kind says
    QStringList patterns; // the patterns involved
    QString entity;       // AtomicWrite: the entity whose documents lack the key
    QString property;     // AtomicWrite: the key property they lack
};

// RULES.md section 6: one candidate key routed, costed and checked (one evaluation,
// no iteration). The container's table lists every candidate, cheapest feasible first.
struct KeyEvaluation {
    QStringList paths;
    double ruPerSecondAvg = 0;
    double ruPerSecondPeak = 0;
    double provisionedRuPerSecond = 0;
    double monthlyCostUsd = 0;
    int physicalPartitions = 1;
    QStringList crossPartitionPatterns; // patterns that visit every physical partition
    double crossPartitionRpsPeak = 0;
    double fanOutRuPerPartition = 0; // peak RU/s cross-partition lookups add to each partition
    double hottestRuPerSecond = 0;   // the most popular key value at peak
    double hottestSizeGB = 0;
    HeatStatus hottestStatus = HeatStatus::Ok; // against a partition's 10,000 RU/s and 20 GB
    std::optional<double> distinctValues;
    bool feasible = true;
    std::vector<KeyProblem> problems; // why it cannot serve the design
    bool chosen = false;
    bool overridden = false; // the model sets this key
    // Less than any design under this key can cost its container with the cross-partition
    // reads a copy could serve served by copies (RULES.md section 13): those reads ask
    // one partition each, and each copy's container costs at least its minimum bill. A
    // key whose bound is above another key's whole cost cannot win with remedies either.
    double remediedBoundUsd = 0;

    // What repricing needs when only the key-independent writes change (the second
    // evaluation pass, under the planned indexing policies): the parts without them.
    struct Parts {
        double readPeak = 0, readAvg = 0; // key-dependent requests, one partition's lookups
        double hotReadPeak = 0;           // of which requests that address one key value
        double fanAvg = 0;                // cross-partition lookups per partition, on average
        double share = 0;                 // the hottest value's share
        bool constant = false;            // the /type key
        double newestPrefixShare = 0;     // a first level that grows with time: its newest value's share
        double copyableFanPeak = 0, copyableFanAvg = 0; // of the lookups, those of reads a copy could serve
        int copies = 0;                   // the copies those reads need (one per attribute, one per feed)
    } parts;
};

struct HeatCell {
    int partition = 0;      // -1: the band that summarises the partitions not shown one by one
    int partitionCount = 1; // physical partitions in this cell (more than 1 only for the band)
    double ruPerSecond = 0; // of each partition in the cell
    double storageGB = 0;
    HeatStatus ruStatus = HeatStatus::Ok;
    HeatStatus storageStatus = HeatStatus::Ok;
    double utilization = 0; // the larger of RU/s and storage against their per-partition limits
    HeatStatus status() const { return std::max(ruStatus, storageStatus); } // the worse of the two
};

struct LogicalKeyLoad {
    int rank = 0;     // 1 = the most popular key value
    double share = 0; // of the container's keyed traffic
    double ruPerSecond = 0;
    double storageGB = 0;
    int physicalPartition = 0;
    HeatStatus status = HeatStatus::Ok;
    double utilization = 0; // the larger of RU/s and storage against a logical partition's limits
};

struct Remedy {
    enum class Kind { HierarchicalKey, SyntheticSuffix, TimeBucket };
    Kind kind;
    QStringList keyPaths;
    int shards = 0;               // synthetic suffix: N
    double fanOutRuPerSecond = 0; // extra read cost the remedy brings
    Text explanation;
};

// RULES.md section 13: one way to serve a cross-partition read from one partition,
// with what it saves and what it adds, estimated from this analysis's loads and the
// design's prices (the chosen one is then analysed in full with the design).
struct PatternRemedy {
    RemedyKind kind = RemedyKind::View;
    QString container;     // where the pattern is served: an existing container or a new one
    bool newContainer = false;
    QStringList partitionKey;
    QString source;        // gsi, view: the container whose documents are copied
    QString sourceEntity;  // gsi, view: the entity whose documents are copied
    QString keyAttribute;  // pass-key: what the caller must know; otherwise the view's key
    bool feed = false;     // view: "the newest N" kept in one partition, trimmed as new ones come
    double feedDocuments = 0;
    double feedChangeShare = 1; // view, feed: share of the source's other changes made while still in the feed
    double ruPerRequestBefore = 0;
    double ruPerRequestAfter = 0;
    double ruPerSecondSaved = 0; // at peak
    double ruPerSecondAdded = 0; // copies written at peak
    double storageGBAdded = 0;
    double monthlyCostDeltaUsd = 0; // below zero: the design is cheaper with it
    bool fixesFeasibility = false;  // its container is servable only once this read's fan-out leaves it
    bool recommended = false;
    bool chosen = false; // recommended, or the user's choice (overrides.remedies)
};

// Containers the design adds to serve reads (RULES.md section 13).
enum class ContainerKind { Container, Gsi, View };

struct HottestPartition {
    double ruPerSecond = 0; // peak load of the hottest key value
    double ruLimit = 0;     // min(10,000, provisioned ÷ physical partitions)
    double ruUtilization = 0;
    double sizeGB = 0;
    double sizeUtilization = 0;
    double hottestShare = 0;
    HeatStatus ruStatus = HeatStatus::Ok;
    HeatStatus sizeStatus = HeatStatus::Ok;
    HeatStatus status = HeatStatus::Ok;
    // What hottestPartitionReasons() (hotpartitions.h) writes its sentences from.
    double keyedPeakRuPerSecond = 0;     // the container's peak that goes where the key sends it
    double spreadPeakRuPerSecond = 0;    // cross-partition queries and copies, alike on every partition
                                         // (the copies are keyed under a key of one value)
    bool oneKeyValue = false;            // every document under one value: the copies are keyed, not spread
    double copiesPeakRuPerSecond = 0;    // the denormalised copies updated here, keyed or spread
    bool serverless = false;             // no provisioned slice: each partition up to the limit
    std::optional<double> boundedKB;     // the largest value's size when it is bounded
    QString growsWithoutLimit;           // an entity with no maximum and no TTL under one value
};

// RULES.md section 7: the indexing policy of one container, as facts; the Azure
// JSON is written by indexingPolicyToJson() (indexing.h).
struct CompositeIndexPath {
    QString path; // "/status" (composite paths have no "/?" or "/*")
    SortOrder order = SortOrder::Asc;
};

struct CompositeIndex {
    std::vector<CompositeIndexPath> paths; // equality properties first, then the sort properties
    QStringList patterns;                  // the queries it serves
};

struct QueriedProperty {
    QString path;         // the index path: "/status/?", "/tags/[]/?", "/address/*"
    QStringList patterns; // the queries that filter or sort on it
};

struct SkippedComposite {
    enum class Reason { TooManyPaths, NotScalar };
    QString pattern;
    Reason reason = Reason::TooManyPaths;
    int paths = 0;
};

struct IndexingPolicy {
    bool selective = false; // only the queried paths; otherwise everything ("/*")
    std::vector<QueriedProperty> queried;
    QStringList includedPaths;
    QStringList excludedPaths; // always holds /"_etag"/?
    std::vector<CompositeIndex> composites;
    std::vector<SkippedComposite> skippedComposites;
    QStringList queryPatterns;     // patterns that run queries here (they need the index)
    QStringList pointReadPatterns; // served by id and partition key, no index needed
    std::vector<std::pair<QString, VectorIndexType>> vectorIndexes; // RULES.md section 14
    QStringList fullTextIndexes;
    int documentProperties = 0;    // leaf properties of the container's documents
    double queriedShare = 0;       // queried properties ÷ documentProperties
    int indexedProperties = 0;     // leaf properties this policy indexes
    // Assumption-driven write estimate (indexedTermRu per indexed property).
    double writeDocumentsPerSecond = 0; // average document writes
    double indexRuPerWrite = 0;         // this policy
    double fullIndexRuPerWrite = 0;     // everything indexed
    double indexRuPerSecond = 0;
    double fullIndexRuPerSecond = 0;
};

// RULES.md section 14: what a container's vector, full-text and computed-property
// policies hold. Azure fixes the first two when the container is created.
struct VectorEmbedding {
    QString path;   // "/embedding", as the vectorEmbeddingPolicy names it
    QString entity; // the document type (or embedded entity) that declares it
    QString attribute;
    VectorSpec spec;
};
struct FullTextPath {
    QString path;
    QString language;
};
struct SearchPolicy {
    std::vector<VectorEmbedding> vectors;
    std::vector<FullTextPath> fullText;
    std::vector<ComputedProperty> computedProperties;
    Texts notes;

    bool empty() const { return vectors.empty() && fullText.empty() && computedProperties.empty(); }
};

// RULES.md section 8: unique keys of one container and what to know about them.
struct UniqueKeyConstraint {
    QStringList entities;   // the document types that declare it
    QString group;          // uniqueGroup name; empty for a single unique attribute
    QStringList attributes; // as declared: "email", "address.zipCode"
    QStringList paths;      // in the document: "/email", "/address/zipCode"
    bool deployable = true; // false: it cannot be part of this container's policy (see findings)
};

enum class FindingSeverity { Error, Warning, Info };
QString severityName(FindingSeverity severity); // "error", "warning", "info"

struct UniqueKeyFinding {
    enum class Kind {
        TooManyConstraints,    // more than uniqueKeyMaxConstraints: no policy can be created
        TooManyPaths,          // one constraint with more than uniqueKeyMaxPaths paths
        InsideArray,           // a path inside an embedded array cannot be a unique key
        MissingFromOtherTypes, // other document types lack it and share partitions: they would collide as null
        PartitionScoped,       // unique only within one partition key value
        Sparse,                // not required: only one item per partition may lack it
        CaseSensitive,
        CreationOnly,
    };
    Kind kind = Kind::CreationOnly;
    FindingSeverity severity = FindingSeverity::Warning;
    int constraint = -1;          // index into UniqueKeyPolicy::constraints; -1: the whole container
    QStringList subjects;         // entity ids or attribute names the finding is about
    int count = 0;                // limits: how many there are
    int limit = 0;                // limits: how many Azure allows
    bool onePerPartition = false; // PartitionScoped: the declaring type has one item per key value
};

struct UniqueKeyPolicy {
    std::vector<UniqueKeyConstraint> constraints;
    std::vector<UniqueKeyFinding> findings;
    int deployablePaths = 0;

    bool overLimit() const; // an error: Azure refuses the policy as a whole
    bool hasDeployable() const;
};

// RULES.md section 5: one way to pay for a container or the whole design.
struct CostOption {
    enum class Kind {
        Manual,
        Autoscale,
        Serverless,
        FreeTier,
        Reserved1Year,
        Reserved3Years,
        SharedDatabase,          // one database's manual RU/s shared by its containers
        SharedDatabaseAutoscale, // the same with an autoscale maximum
        SharedDatabaseFreeTier,  // the shared manual database on the free tier
    };
    CostOption() = default;
    CostOption(Kind kind, double monthlyCostUsd, bool possible = true, Texts impossibleBecause = {})
        : kind(kind)
        , monthlyCostUsd(monthlyCostUsd)
        , possible(possible)
        , impossibleBecause(std::move(impossibleBecause))
    { }

    Kind kind = Kind::Manual;
    double monthlyCostUsd = 0;
    bool possible = true;
    Texts impossibleBecause;
    // Shared-database offers only (sharedthroughput.h): who shares what, and who does not.
    QStringList sharedContainers;
    double sharedRuPerSecond = 0; // the database's manual RU/s or autoscale maximum
    int sharedPhysicalPartitions = 0;
    Texts notes; // the containers that keep their own throughput, and why
};
bool isSharedDatabaseOffer(CostOption::Kind kind);
QString costOptionName(CostOption::Kind kind); // "manual", "autoscale", …
// The sentences for a candidate key's problems (keyevaluation.cpp), one each.
Texts infeasibleReasons(const KeyEvaluation &evaluation, const AssumptionValues &assumptions);
Text costOptionTitle(CostOption::Kind kind);

struct ContainerAnalysis {
    QString name;
    QString rootEntity;
    QStringList entities;                    // document types, root first
    std::map<QString, QStringList> embedded; // holder entity -> entities embedded in it
    bool assignmentOverridden = false;
    bool edgeContainer = false;
    ContainerKind kind = ContainerKind::Container;
    QString source;       // gsi, view: the container whose documents it copies
    bool feed = false;    // view: the newest documents, under one key value on purpose
    QStringList copiesOf; // entity ids whose documents it holds copies of (gsi, view)
    QString edgeRelationship;

    QStringList partitionKey;
    bool hierarchical = false; // MultiHash v2
    bool partitionKeyOverridden = false;
    bool awaitingFilters = false; // no pattern looks its documents up by equality yet: the root keeps its id key
    std::vector<PartitionKeyCandidate> candidates;
    std::vector<KeyEvaluation> keyEvaluation; // every candidate, cheapest feasible first
    Texts notes; // e.g. child documents missing the key property

    double ruPerSecondAvg = 0;
    double ruPerSecondPeak = 0;
    double provisionedRuPerSecond = 0; // manual RU/s or autoscale max; serverless: 0
    double billedRuPerSecond = 0;      // what the hourly bill is based on
    int physicalPartitions = 1;
    double dataGB = 0;
    double throughputCostUsd = 0;
    double storageCostUsd = 0;
    double monthlyCostUsd = 0;
    double floorRuPerSecond = 0;         // the smallest throughput Azure allows for the data stored
    bool floorAboveTraffic = false;      // the floor, not the traffic, sets the throughput
    std::vector<CostOption> costOptions; // every way to pay for it (Costs panel)

    bool feasible = true;
    Texts infeasibleBecause;                    // RULES.md section 12, one sentence each
    std::vector<Infeasibility> infeasibleKinds; // one per reason
    Texts warnings;                             // serviceable, but Azure must be asked first (quota)

    HottestPartition hottest;
    std::vector<HeatCell> heatmap; // one cell per physical partition (capped)
    std::vector<LogicalKeyLoad> topKeys;
    std::vector<Remedy> remedies;
    std::optional<double> defaultTtl;
    QStringList patterns; // access patterns that hit this container
    // What each of them costs here, in the order of `patterns`: its requests and the
    // denormalised copies it updates here. They add up to ruPerSecondAvg/Peak.
    struct PatternLoad {
        double ruPerSecondAvg = 0;
        double ruPerSecondPeak = 0;
    };
    std::vector<PatternLoad> patternLoads;
    IndexingPolicy indexing;
    UniqueKeyPolicy uniqueKeys;
    SearchPolicy search;
};

// Why the container has its key, in sentences (keyevaluation.cpp): written on demand
// from its evaluation table and candidates, so the analysis keeps none of them.
Texts partitionKeyReasons(const ContainerAnalysis &container, const AssumptionValues &assumptions);

// One request a pattern makes on one container. Besides the numbers it keeps the
// facts its explanation needs; requestReasons() (routeexplanation.h) writes the
// sentences on demand, so a live analysis of a big model writes none.
struct WritePart {
    QString entity; // the document type written
    double documents = 1;
    double documentKB = 0;
    double ruEach = 0;
    double terms = 0;                        // indexed terms of the document under the container's policy
    Operation operation = Operation::Create; // a batch creates some documents and patches others
};

struct SubRequest {
    enum class PointReadMiss { None, NoKey, NoId, SeveralTypes };

    QString container;       // empty when routed for costs only (RouteDetail::CostsOnly)
    int containerIndex = -1; // into the routings (and Analysis::containers)
    RouteKind kind = RouteKind::Write;
    double ruPerRequest = 0;
    double documents = 1; // documents read or written
    double returnedKB = 0;

    Operation operation = Operation::Query;
    QStringList documentTypes; // entity ids whose documents are read
    QStringList keyPaths;      // the container's partition key
    bool prefixOnly = false;   // only the first level of a hierarchical key given
    int partitionsScanned = 0; // cross-partition: physical partitions asked
    Consistency consistency = Consistency::Session;
    double consistencyFactor = 1;
    PointReadMiss pointReadMiss = PointReadMiss::None;
    std::vector<WritePart> writes;
    double writeFactor = 1; // unique keys
    QString edgeParent;     // link documents of a many-to-many edge
    QString edgeChild;
    bool copyWrite = false; // writes the copy a view or an index keeps (RULES.md section 13)
    // The share of the pattern's requests that write the copy: a feed copies only the
    // changes of documents still in it. ruPerRequest is already spread over them all.
    double copyShare = 1;
    // Document types read apart (Router::readGroup) lack some of the pattern's filter
    // or sort properties: the indices into its filters and sort keys this request
    // leaves out. Empty for every other request.
    std::vector<int> skippedFilters;
    std::vector<int> skippedSorts;

    bool skipsFilter(size_t i) const
    {
        return std::find(skippedFilters.begin(), skippedFilters.end(), int(i)) != skippedFilters.end();
    }
    bool skipsSort(size_t i) const
    {
        return std::find(skippedSorts.begin(), skippedSorts.end(), int(i)) != skippedSorts.end();
    }
};

struct FanOutPart {
    QString source;    // entity changed
    QString property;  // its property that is copied
    QString holder;    // entity keeping the copy
    QString copy;      // the copy's attribute name
    double copies = 1; // copies per changed item
    double ruEach = 0;
    QString container; // where the copies live: their updates are charged there
    int containerIndex = -1;
};

struct PatternAnalysis {
    QString id;
    QString container; // the primary entity's container
    RouteKind kind = RouteKind::Write;
    bool singlePartition = true;
    double ruPerRequest = 0;
    double fanOutRuPerRequest = 0; // denormalised copies updated
    double ruPerSecondAvg = 0;
    double ruPerSecondPeak = 0;
    std::vector<SubRequest> requests; // one per container touched
    std::vector<FanOutPart> fanOut;
    int containersTouched = 0;
    // Cross-partition reads: the ways to serve them from one partition, evaluated;
    // and the container that serves the pattern with the chosen one applied.
    std::vector<PatternRemedy> remedies;
    QString servedBy;
    const PatternRemedy *chosenRemedy() const;
};

struct ConsolidationRow {
    QString relationship;
    QString parent;
    QString child;
    RelationshipKind kind = RelationshipKind::OneToMany;
    std::optional<double> overlap;
    enum class Verdict { Consolidate, Separate, ConsiderCarefully, NotApplicable } verdict = Verdict::NotApplicable;
    Text justification;
};

struct BinningEstimate {
    QString entity;
    double recordsPerChunk = 0;
    double documentsBefore = 0;
    double documentsAfter = 0;
    double writeRuPerSecondBefore = 0;
    double writeRuPerSecondAfter = 0;
};

struct MassiveScale {
    bool triggered = false;
    double peakWritesPerSecond = 0;
    Texts reasons;
    Texts questions;
    std::optional<BinningEstimate> binning;
};

struct CapacityModeCost {
    CapacityMode mode;
    double monthlyCostUsd = 0;
};

struct Totals {
    double requestsPerSecondAvg = 0; // Σ access patterns' RPS
    double requestsPerSecondPeak = 0;
    double documents = 0; // Σ entities' document counts
    double ruPerSecondAvg = 0;
    double ruPerSecondPeak = 0;
    double storageGB = 0;
    double throughputCostUsd = 0;
    double storageCostUsd = 0;
    double monthlyCostUsd = 0;
    std::array<CapacityModeCost, 3> byCapacityMode {
        {{CapacityMode::Provisioned, 0}, {CapacityMode::Autoscale, 0}, {CapacityMode::Serverless, 0}}};
    std::vector<CostOption> costOptions;
    bool feasible = true;
    Texts infeasibleBecause; // "Container: reason", every container's
};

struct Analysis {
    AssumptionValues assumptions;
    std::vector<RelationshipAnalysis> relationships; // in model order
    std::vector<ContainerAnalysis> containers;
    std::vector<PatternAnalysis> accessPatterns; // in model order
    std::vector<ConsolidationRow> consolidation;
    MassiveScale massiveScale;
    Totals totals;
    Texts notes; // what could not be computed, and why
    // RULES.md section 1: what the analysis derived because the model did not say it
    // (document counts, references to parents, their cardinality), and the entities
    // whose document count it could not derive either (counted as none).
    std::vector<DerivedValue> derived;
    QStringList uncounted;
    // Lookups by id, in constant time once buildIndex() has run (analyze() runs it):
    // panels and the canvas call them for every row and card they draw.
    const ContainerAnalysis *container(const QString &name) const;
    const ContainerAnalysis *containerOf(const QString &entityId) const;
    const RelationshipAnalysis *relationship(const QString &id) const;
    const PatternAnalysis *accessPattern(const QString &id) const;
    void buildIndex();

private:
    QHash<QString, int> m_containerByName;
    QHash<QString, int> m_containerByEntity;
    QHash<QString, int> m_relationshipById;
    QHash<QString, int> m_patternById;
};

// The one entry point: a pure function of the model.
std::shared_ptr<const Analysis> analyze(const Model &model);

// The trace of each aggregate decision (inputs, the rules checked and why they did
// not apply, the rule that fired) and, in the "consider carefully" band, the
// coupling questions — in model order. Written on demand: sentences for hundreds of
// relationships are not needed at every keystroke.
struct DecisionExplanation {
    Texts justification;
    Texts couplingQuestions;
};
std::vector<DecisionExplanation> explainDecisions(const Model &model, const AssumptionValues &assumptions);
// The same for one relationship (its index in the model): the others are decided
// without their sentences.
DecisionExplanation explainDecision(const Model &model, const AssumptionValues &assumptions, size_t relationship);

} // namespace cosmos

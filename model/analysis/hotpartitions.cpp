// SPDX-License-Identifier: MIT
#include "hotpartitions.h"

#include "analysistr.h"
#include "numberformat.h"
#include "parentwalk.h"

#include <QHash>
#include <QVarLengthArray>

#include <algorithm>
#include <cmath>

namespace cosmos {

namespace {

using A = AssumptionId;
constexpr int kExactTerms = 64; // ranks summed exactly; the tail is integrated
constexpr int kTopKeys = 10;
constexpr int kMaxHeatCells = 256;

// H(N, s) = Σ r^-s for r = 1..N: the first ranks exactly, the rest by the integral
// (Euler–Maclaurin midpoint form), so a billion values cost as much as a hundred.
double harmonic(double n, double s)
{
    double sum = 0;
    const int exact = int(std::min<double>(n, kExactTerms));
    if (s == 0) // uniform: every term is exactly 1, so the sum is exact without pow()
        sum = double(std::max(0, exact));
    else
        for (int r = 1; r <= exact; ++r)
            sum += std::pow(double(r), -s);
    if (n > kExactTerms) {
        const double a = kExactTerms + 0.5;
        const double b = n + 0.5;
        sum += std::fabs(s - 1) < 1e-12 ? std::log(b / a) : (std::pow(b, 1 - s) - std::pow(a, 1 - s)) / (1 - s);
    }
    return sum;
}

HeatStatus statusOf(double utilization, const AssumptionValues &a)
{
    // RULES.md section 6: exactly the provisioned slice is served, not hot.
    if (utilization > 1.0 + 1e-12)
        return HeatStatus::Hot;
    if (utilization >= a[A::HotWarnUtilization] - 1e-12)
        return HeatStatus::Warn;
    return HeatStatus::Ok;
}

HeatStatus worse(HeatStatus x, HeatStatus y)
{
    return int(x) > int(y) ? x : y;
}

// FNV-1a: a fixed, platform-independent hash so the heatmap never changes between runs.
quint32 fnv1a(const QByteArray &bytes)
{
    quint32 hash = 2166136261u;
    for (const char c : bytes) {
        hash ^= quint8(c);
        hash *= 16777619u;
    }
    return hash;
}

// FNV-1a continued over the rank's four bytes after the container name's hash.
int partitionOf(quint32 containerHash, int rank, int partitions)
{
    quint32 hash = containerHash;
    for (int shift = 0; shift < 32; shift += 8) {
        hash ^= (quint32(rank) >> shift) & 0xFFu;
        hash *= 16777619u;
    }
    return int(hash % quint32(partitions));
}

} // namespace

double zipfExponent(double values, double topShare)
{
    if (values <= 1 || topShare <= 1.0 / values + 1e-15)
        return 0;
    if (topShare >= 1)
        return 60;
    double low = 0, high = 60;
    for (int i = 0; i < 80; ++i) {
        const double mid = 0.5 * (low + high);
        if (1.0 / harmonic(values, mid) < topShare)
            low = mid;
        else
            high = mid;
    }
    return 0.5 * (low + high);
}

std::vector<double> zipfTopShares(double values, double exponent, int count)
{
    const int n = int(std::min<double>(values, count));
    std::vector<double> shares(size_t(std::max(0, n)));
    const double h = harmonic(values, exponent);
    if (exponent == 0) { // uniform values (the common case): each holds the same share
        std::fill(shares.begin(), shares.end(), 1.0 / h);
        return shares;
    }
    for (int r = 1; r <= n; ++r)
        shares[size_t(r - 1)] = std::pow(double(r), -exponent) / h;
    return shares;
}

namespace {

constexpr double kKBPerGB = 1024.0 * 1024.0;

// Most children a relationship gives one parent: its maximum, or failing that its
// average, which the largest parent holds at least (an estimate); unknown without either.
std::optional<double> mostChildren(const Relationship &r, bool &estimated)
{
    if (r.maxChildren)
        return r.maxChildren;
    if (r.kind == RelationshipKind::OneToOne)
        return 1.0;
    estimated = estimated || r.avgChildren.has_value();
    return r.avgChildren;
}

// How many documents of `entity` one value of `property` can hold: one when it is the
// entity's own id, otherwise the product of the most children along the relationships
// up to the entity whose id it is (the nearest, breadth first). Unknown when no
// ancestor has that id or a relationship on the way has no figures; infinite when one
// is unbounded.
ChainCount documentsUnderOneValue(int entity, const QString &property, const ModelIndex &index)
{
    struct Step {
        double count;   // NaN: a relationship on the way has no figures
        bool estimated; // an average on the way
    };
    if (property == QLatin1String("id")) // every document its own value
        return {1.0, true, false};
    const std::optional<ChainCount> found = walkUpParents(
        index, entity, Step {1.0, false},
        [](Step step, const Relationship &r) {
            const std::optional<double> most = mostChildren(r, step.estimated);
            return Step {most ? step.count * *most : std::nan(""), step.estimated};
        },
        [&](int at, Step step) -> std::optional<ChainCount> {
            const Attribute *attribute = findAttribute(index.entity(at), property);
            if (!attribute || attribute->type != AttributeType::Id)
                return std::nullopt;
            return ChainCount {std::isnan(step.count) ? std::nullopt : std::optional<double>(step.count), true,
                step.estimated};
        });
    if (found)
        return *found;
    // No ancestor's id: a document type without the property does not carry the level
    // (a company's document has no user under [/companyId, /userId]).
    return {std::nullopt, findAttribute(index.entity(entity), property) != nullptr, false};
}

} // namespace

LogicalPartitionBound logicalPartitionBound(const ContainerAnalysis &container, const QStringList &keyPaths,
    const ModelIndex &index, const Placement &placement, DocumentsUnderOneValue *counts)
{
    LogicalPartitionBound bound;
    if (container.edgeContainer || keyPaths.isEmpty())
        return bound;
    QStringList properties;
    for (const QString &path : keyPaths)
        if (path.indexOf(QLatin1Char('/'), 1) < 0) // a nested path: no relationship names it
            properties << path.mid(1);
    if (properties.isEmpty())
        return bound;
    // Each document type's entity, or -1 for one inside its holder (counted in its size).
    const qsizetype entities = container.entities.size();
    QVarLengthArray<int, 8> at;
    for (const QString &id : container.entities) {
        const int entity = index.entityIndex(id);
        at.push_back(entity >= 0 && !placement.embedded(entity) ? entity : -1);
    }
    // Per level, each entity's count, worked out once per container; the levels are
    // looked up after every insertion, which may move the hash's values.
    DocumentsUnderOneValue local;
    DocumentsUnderOneValue &known = counts ? *counts : local;
    for (const QString &property : properties)
        if (!known.contains(property)) {
            std::vector<ChainCount> perEntity(static_cast<size_t>(entities));
            for (qsizetype i = 0; i < entities; ++i)
                if (at[i] >= 0)
                    perEntity[size_t(i)] = documentsUnderOneValue(at[i], property, index);
            known.insert(property, std::move(perEntity));
        }
    QVarLengthArray<const std::vector<ChainCount> *, 3> levels;
    for (const QString &property : properties)
        levels.push_back(&*known.constFind(property));
    bound.complete = true;
    for (qsizetype i = 0; i < entities; ++i) {
        const int entity = at[i];
        if (entity < 0)
            continue;
        // One value of the whole key holds no more of these documents than one value of
        // any level they carry does.
        std::optional<double> most;
        bool carried = false, estimated = false;
        for (const std::vector<ChainCount> *counted : levels) {
            const ChainCount &level = (*counted)[size_t(i)];
            if (!level.carried)
                continue; // the documents sit above this level
            carried = true;
            if (level.count && (!most || *level.count < *most)) {
                most = level.count;
                estimated = level.estimated;
            }
        }
        if (!most || !carried) {
            bound.complete = false;
            continue;
        }
        if (isUnbounded(*most)) {
            // Expiring documents are bounded by their TTL and write rate, not by a figure here.
            if (!index.entity(entity).ttlSeconds && bound.growsWithoutLimit.isEmpty())
                bound.growsWithoutLimit = index.entity(entity).name;
            bound.complete = false;
            continue;
        }
        // An average on the way is a floor under the largest value, not its bound.
        if (estimated)
            bound.complete = false;
        bound.knownKB += *most * placement.ownMaxKB[size_t(entity)];
    }
    if (!std::isfinite(bound.knownKB)) {
        bound.knownKB = 0;
        bound.complete = false;
    }
    return bound;
}

double largestLogicalGB(const LogicalPartitionBound &bound, double dataGB, double hottestShare)
{
    // Stated maximums are facts: when every document type has one, no assumption about
    // how data is skewed can make a value larger. Otherwise the part they bound is a
    // floor under the share of the data the hottest value is assumed to hold.
    const double knownGB = bound.knownKB / kKBPerGB;
    return bound.complete ? knownGB : std::max(knownGB, dataGB * hottestShare);
}

int syntheticShardCount(double hottest, double target)
{
    if (target <= 0 || hottest < target)
        return 1;
    return int(std::min(std::floor(hottest / target) + 1, 1e6));
}

namespace {

// Where the hottest value's load comes from: its share of what the key routes, and what
// is left to spread; under a key of one value, everything but the cross-partition queries.
Text hottestLoadReason(const HottestPartition &hot, const QString &keyText)
{
    if (hot.oneKeyValue && hot.copiesPeakRuPerSecond > 0)
        return hot.spreadPeakRuPerSecond > 0
            ? AnalysisTr::tr("Every document is under the one %1 value: it receives all %2 RU/s that the key "
                             "routes at peak, the %3 RU/s of denormalised copies included. Its cross-partition "
                             "queries, %4 RU/s more, spread over every partition alike.")
                  .arg(keyText, formatRu(hot.ruPerSecond), formatRu(hot.copiesPeakRuPerSecond),
                      formatRu(hot.spreadPeakRuPerSecond))
            : AnalysisTr::tr("Every document is under the one %1 value: it receives the container's %2 RU/s at "
                             "peak, the %3 RU/s of denormalised copies included.")
                  .arg(keyText, formatRu(hot.ruPerSecond), formatRu(hot.copiesPeakRuPerSecond));
    return hot.spreadPeakRuPerSecond > 0
        ? AnalysisTr::tr("The most popular %1 value receives %2 of the %3 RU/s that the key routes at peak: "
                         "%4 RU/s. Its cross-partition queries and denormalised copies, %5 RU/s more, "
                         "spread over every partition alike.")
              .arg(keyText, formatPercent(hot.hottestShare), formatRu(hot.keyedPeakRuPerSecond),
                  formatRu(hot.ruPerSecond), formatRu(hot.spreadPeakRuPerSecond))
        : AnalysisTr::tr("The most popular %1 value receives %2 of the container's %3 RU/s at peak: %4 RU/s.")
              .arg(keyText, formatPercent(hot.hottestShare), formatRu(hot.keyedPeakRuPerSecond),
                  formatRu(hot.ruPerSecond));
}

} // namespace

Text ruLimitSource(const ContainerAnalysis &container, const AssumptionValues &a)
{
    const HottestPartition &hot = container.hottest;
    if (hot.serverless || hot.ruLimit >= a[A::PartitionMaxRu] - 1e-9)
        return AnalysisTr::tr("the most one key value can have");
    if (container.physicalPartitions <= 1)
        return AnalysisTr::tr("the %1 RU/s provisioned for its one physical partition")
            .arg(formatRu(container.provisionedRuPerSecond));
    return AnalysisTr::tr("its physical partition's share: %1 RU/s provisioned ÷ %2 partitions")
        .arg(formatRu(container.provisionedRuPerSecond), QString::number(container.physicalPartitions));
}

Texts hottestPartitionReasons(const ContainerAnalysis &container, const AssumptionValues &a)
{
    const HottestPartition &hot = container.hottest;
    Texts reasons;
    reasons << hottestLoadReason(hot, container.partitionKey.join(QStringLiteral(", ")));
    reasons << AnalysisTr::tr("A logical partition can serve at most %1 RU/s; with %2 RU/s spread over the "
                              "container's physical partitions (%3), each gets %4 RU/s. The hottest value uses %5 "
                              "of the smaller limit.")
                   .arg(formatRu(a[A::PartitionMaxRu]), formatRu(container.provisionedRuPerSecond),
                       QString::number(std::max(1, container.physicalPartitions)),
                       hot.serverless
                           ? AnalysisTr::tr("up to %1").arg(formatRu(a[A::PartitionMaxRu]))
                           : formatRu(container.provisionedRuPerSecond / std::max(1, container.physicalPartitions)),
                       formatPercent(hot.ruUtilization));
    reasons << (hot.boundedKB
            ? AnalysisTr::tr("The largest key value holds at most %1 (its documents at their maximum "
                             "sizes and counts): %2 of the %3 logical partition limit.")
                  .arg(formatKB(*hot.boundedKB), formatPercent(hot.sizeUtilization),
                      formatGB(a[A::LogicalPartitionMaxGB]))
            : AnalysisTr::tr("The largest key value holds about %1 (%2 of %3 of data, assuming data is "
                             "skewed like traffic): %4 of the %5 logical partition limit.")
                  .arg(formatGB(hot.sizeGB), formatPercent(hot.hottestShare), formatGB(container.dataGB),
                      formatPercent(hot.sizeUtilization), formatGB(a[A::LogicalPartitionMaxGB])));
    if (!hot.growsWithoutLimit.isEmpty())
        reasons << AnalysisTr::tr("%1 has no maximum under one key value (an unbounded relationship) and no TTL: "
                                  "its logical partition keeps growing towards the %2 limit. Give the "
                                  "relationship a maximum, the documents a TTL, or the key a second level.")
                       .arg(hot.growsWithoutLimit, formatGB(a[A::LogicalPartitionMaxGB]));
    return reasons;
}

namespace {

// The container's peak RU/s in two parts: what goes where the key sends it (point
// reads, queries within one value, writes) and what spreads over every partition
// alike: cross-partition queries, and the denormalised copies updated here, which
// follow the item changed rather than this container's key. Under a key of one value
// every item is under it, so the copies land there too: keyed, not spread.
struct PeakLoad {
    double keyed = 0;
    double spread = 0;
    double copies = 0; // in `keyed` under a key of one value, in `spread` otherwise
};

PeakLoad splitPeak(const ContainerAnalysis &container, bool oneValue, const std::vector<ContainerLoad> &load)
{
    double requests = 0;
    double crossPartition = 0;
    for (const ContainerLoad &l : load)
        (l.request->kind == RouteKind::CrossPartitionQuery ? crossPartition : requests)
            += l.pattern->rpsPeak * l.request->ruPerRequest;
    // The container's peak is its requests and the copies it is sent. Summed in another
    // order than the peak, the requests can leave a rounding residue: that is no copy.
    double copies = container.ruPerSecondPeak - requests - crossPartition;
    if (copies < 1e-9 * std::max(1.0, container.ruPerSecondPeak))
        copies = 0;
    if (oneValue)
        return {requests + copies, crossPartition, copies};
    return {requests, std::max(0.0, container.ruPerSecondPeak - requests), copies};
}

// The hottest key value's load and size against the limits: its share of the keyed
// load, as the key evaluation prices it (KeyEvaluator::finish).
PeakLoad measureHottest(ContainerAnalysis &container, const KeyFacts &key, const std::vector<ContainerLoad> &load,
    const ModelIndex &index, const Placement &placement, CapacityMode mode, const AssumptionValues &a)
{
    HottestPartition &hot = container.hottest;
    const int partitions = std::max(1, container.physicalPartitions);
    // Edge containers spread every link over both sides' ids: no single value dominates.
    const double share = container.edgeContainer ? 0.0 : key.hottestShare;
    hot.hottestShare = share;
    hot.oneKeyValue = !container.edgeContainer && isOneValue(key.distinctValues);
    const PeakLoad peak = splitPeak(container, hot.oneKeyValue, load);
    hot.ruPerSecond = peak.keyed * share;
    const double slice
        = mode == CapacityMode::Serverless ? a[A::PartitionMaxRu] : container.provisionedRuPerSecond / partitions;
    hot.ruLimit = std::min(a[A::PartitionMaxRu], slice);
    hot.ruUtilization = hot.ruLimit > 0 ? hot.ruPerSecond / hot.ruLimit : 0;
    hot.ruStatus = statusOf(hot.ruUtilization, a);

    // RULES.md section 6: the largest value holds its documents at their maximum; where
    // some have none, at least its share of the data, skewed like traffic.
    const LogicalPartitionBound bound = logicalPartitionBound(container, container.partitionKey, index, placement);
    hot.sizeGB = largestLogicalGB(bound, container.dataGB, share);
    const std::optional<double> boundedKB = bound.maxKB();
    hot.sizeUtilization = hot.sizeGB / a[A::LogicalPartitionMaxGB];
    hot.sizeStatus = statusOf(hot.sizeUtilization, a);
    // Documents with no maximum and no expiry fill a logical partition however small it
    // is today: never "ok".
    hot.growsWithoutLimit = bound.growsWithoutLimit;
    if (!hot.growsWithoutLimit.isEmpty())
        hot.sizeStatus = worse(hot.sizeStatus, HeatStatus::Warn);
    hot.status = worse(hot.ruStatus, hot.sizeStatus);

    hot.keyedPeakRuPerSecond = peak.keyed;
    hot.spreadPeakRuPerSecond = peak.spread;
    hot.copiesPeakRuPerSecond = peak.copies;
    hot.serverless = mode == CapacityMode::Serverless;
    hot.boundedKB = boundedKB;
    return peak;
}

// Each physical partition's share of the load: the top values where the hash puts
// them, the long tail and the spread load evenly. With more partitions than cells, the busiest
// are shown one by one and the rest as one band at their average: never summed
// together, which would report a throttled partition that does not exist.
void fillHeatmap(ContainerAnalysis &container, const std::vector<double> &top, const std::vector<double> &topGB,
    double averageShare, PeakLoad peak, const AssumptionValues &a)
{
    const int partitions = std::max(1, container.physicalPartitions);
    const quint32 nameHash = fnv1a(container.name.toUtf8());
    // The top values' traffic and storage by the partition the hash puts them in: a
    // short list (at most one entry per top value), searched rather than hashed.
    struct Landed {
        int partition;
        double mass = 0;
        double gb = 0;
        size_t busiest = 0; // the rank (0 = the hottest value) of its busiest value
    };
    std::vector<Landed> landed;
    auto find = [&landed](int partition) {
        return std::find_if(
            landed.begin(), landed.end(), [partition](const Landed &l) { return l.partition == partition; });
    };
    // Of many values, only what a top one carries above `averageShare` lands where the
    // hash puts it; the average part spreads evenly like the tail. Values of equal
    // weight (a key of uniform traffic) then load every partition alike, as Azure's even
    // hash ranges do, instead of by where 64 of them happened to land.
    double topMass = 0;
    double topStorage = 0;
    for (size_t r = 0; r < top.size(); ++r) {
        const int partition = partitionOf(nameHash, int(r) + 1, partitions);
        auto it = find(partition);
        if (it == landed.end())
            it = landed.insert(landed.end(), Landed {partition, 0, 0, r});
        const double excess = std::max(0.0, top[r] - averageShare);
        it->mass += excess;
        topMass += excess;
        it->gb += topGB[r];
        topStorage += topGB[r];
    }
    auto landedGB = [&](int partition) {
        const auto it = find(partition);
        return it == landed.end() ? 0.0 : it->gb;
    };
    const double tailEach = std::max(0.0, 1.0 - topMass) / partitions;
    // Storage follows the values' sizes, which can be bounded where traffic is skewed:
    // the tail holds whatever the top values do not.
    const double tailGBEach = std::max(0.0, container.dataGB - topStorage) / partitions;
    std::vector<std::pair<int, double>> busiest;
    if (partitions <= kMaxHeatCells) {
        std::vector<double> massAt(size_t(partitions), 0.0);
        for (const Landed &l : landed)
            massAt[size_t(l.partition)] = l.mass;
        for (int p = 0; p < partitions; ++p)
            busiest.push_back({p, massAt[size_t(p)] + tailEach});
    } else {
        for (const Landed &l : landed)
            busiest.push_back({l.partition, l.mass + tailEach});
        std::sort(busiest.begin(), busiest.end(), [](const auto &x, const auto &y) {
            return x.second != y.second ? x.second > y.second : x.first < y.first;
        });
        if (int(busiest.size()) > kMaxHeatCells - 1)
            busiest.resize(size_t(kMaxHeatCells - 1));
        // The rest carry the tail alone, all alike: fill the grid with the first of them.
        for (int p = 0; p < partitions && int(busiest.size()) < kMaxHeatCells - 1; ++p)
            if (find(p) == landed.end())
                busiest.push_back({p, tailEach});
        std::sort(busiest.begin(), busiest.end());
    }
    const HottestPartition &hot = container.hottest;
    const double partitionLimitRu = hot.ruLimit;
    // One truth with the container's badge: a tile is as hot as the busiest key value
    // it holds, measured as the hottest one is, and hot besides when its own load passes
    // its slice of the throughput (values that land together). A partition used evenly
    // up to its slice, as throughput provisioned at the peak leaves every one, is not a
    // warning, and neither is one filling towards 50 GB: it splits by itself.
    auto addCell = [&](int partition, int count, double massEach, double gbEach) {
        HeatCell cell;
        cell.partition = partition;
        cell.partitionCount = count;
        cell.ruPerSecond = peak.keyed * massEach + peak.spread / partitions;
        cell.storageGB = gbEach;
        const double ruUse = partitionLimitRu > 0 ? cell.ruPerSecond / partitionLimitRu : 0;
        const double storageUse = cell.storageGB / a[A::PhysicalPartitionMaxGB];
        if (const auto it = find(partition); it != landed.end()) {
            cell.ruStatus = it->busiest == 0 ? hot.ruStatus
                                             : statusOf(partitionLimitRu > 0 ? peak.keyed * top[it->busiest] / partitionLimitRu : 0, a);
            cell.storageStatus = it->busiest == 0 ? hot.sizeStatus
                                                  : statusOf(topGB[it->busiest] / a[A::LogicalPartitionMaxGB], a);
        }
        if (ruUse > 1.0 + 1e-12)
            cell.ruStatus = HeatStatus::Hot;
        cell.utilization = std::max(ruUse, storageUse);
        container.heatmap.push_back(cell);
    };
    double shownMass = 0;
    double shownGB = 0;
    for (const auto &[partition, mass] : busiest) {
        const double gb = landedGB(partition) + tailGBEach;
        addCell(partition, 1, mass, gb);
        shownMass += mass;
        shownGB += gb;
    }
    const int rest = partitions - int(busiest.size());
    if (rest > 0) {
        addCell(-1, rest, std::max(0.0, 1.0 - shownMass) / rest, std::max(0.0, container.dataGB - shownGB) / rest);
        container.notes << AnalysisTr::tr("The heatmap shows the %1 busiest of %2 physical partitions one by one; "
                                          "the other %3 share one band at their average load.")
                               .arg(busiest.size())
                               .arg(partitions)
                               .arg(rest);
    }
}

void fillTopKeys(ContainerAnalysis &container, const std::vector<double> &top, const std::vector<double> &topGB,
    PeakLoad peak, const AssumptionValues &a)
{
    const int partitions = std::max(1, container.physicalPartitions);
    const quint32 nameHash = fnv1a(container.name.toUtf8());
    const HottestPartition &hot = container.hottest;
    for (int r = 0; r < int(std::min<size_t>(kTopKeys, top.size())); ++r) {
        LogicalKeyLoad keyLoad;
        keyLoad.rank = r + 1;
        keyLoad.share = top[size_t(r)];
        keyLoad.ruPerSecond = peak.keyed * keyLoad.share;
        keyLoad.storageGB = topGB[size_t(r)];
        keyLoad.physicalPartition = partitionOf(nameHash, r + 1, partitions);
        const double ruUse = hot.ruLimit > 0 ? keyLoad.ruPerSecond / hot.ruLimit : 0;
        const double storageUse = keyLoad.storageGB / a[A::LogicalPartitionMaxGB];
        keyLoad.status = worse(statusOf(ruUse, a), statusOf(storageUse, a));
        keyLoad.utilization = std::max(ruUse, storageUse);
        container.topKeys.push_back(keyLoad);
    }
}

// Remedies, in the order the rules prefer them: first a hierarchical key that the
// evaluation found able to serve the design.
void proposeRemedies(ContainerAnalysis &container, const KeyFacts &key, const std::vector<ContainerLoad> &load,
    const AssumptionValues &a)
{
    const HottestPartition &hot = container.hottest;
    const QString keyText = container.partitionKey.join(QStringLiteral(", "));
    for (const KeyEvaluation &candidate : container.keyEvaluation) {
        if (candidate.paths.size() > 1 && candidate.paths != container.partitionKey && candidate.feasible
            && candidate.hottestStatus == HeatStatus::Ok) {
            Remedy remedy {Remedy::Kind::HierarchicalKey, candidate.paths, 0, 0, {}};
            remedy.explanation = AnalysisTr::tr("Use the hierarchical key %1 (MultiHash, version 2): each %2 value can "
                                                "then span several physical partitions, and queries that give %2 alone "
                                                "stay targeted to them. Consider this before a synthetic key.")
                                     .arg(candidate.paths.join(QStringLiteral(", ")), candidate.paths.front());
            container.remedies.push_back(remedy);
            break;
        }
    }
    // Shards help only where they can land on other physical partitions, or where the
    // value itself reaches the warning share of a logical partition's limit: on the one
    // physical partition of a container sized for its load (a feed, a small tenant
    // table) they move nothing.
    const bool shardsHelp = container.physicalPartitions > 1
        || hot.ruPerSecond >= a[A::HotWarnUtilization] * a[A::PartitionMaxRu];
    if (hot.ruStatus != HeatStatus::Ok && shardsHelp) {
        const double target = a[A::SyntheticTargetUtilization] * a[A::PartitionMaxRu];
        const int shards = std::max(2, syntheticShardCount(hot.ruPerSecond, target));
        double keyedReadRps = 0;
        // Only queries by the key fan out to every shard: a point read knows the item
        // whose hash gives the suffix (RULES.md section 6).
        for (const ContainerLoad &l : load)
            if (l.pattern->read && l.request->kind == RouteKind::SinglePartitionQuery)
                keyedReadRps += l.pattern->rpsAvg;
        Remedy remedy {Remedy::Kind::SyntheticSuffix, {keyText + QStringLiteral(" + \"-\" + (hash % %1)").arg(shards)},
            shards, 0, {}};
        remedy.fanOutRuPerSecond = keyedReadRps * (shards - 1) * a[A::QueryBaseRu];
        remedy.explanation
            = AnalysisTr::tr("Append a suffix 0…%1 to the key: the hottest value's %2 RU/s splits into %3 "
                             "shards of %4 RU/s, under %5 of a partition's limit. The cost: every read of "
                             "one value must query all %3 shards, about %6 RU/s more.")
                  .arg(QString::number(shards - 1), formatRu(hot.ruPerSecond), QString::number(shards),
                      formatRu(hot.ruPerSecond / shards), formatPercent(a[A::SyntheticTargetUtilization]),
                      formatRu(remedy.fanOutRuPerSecond));
        container.remedies.push_back(remedy);
    }
    if (key.monotonic) {
        Remedy remedy {Remedy::Kind::TimeBucket, {keyText + QStringLiteral(" + time bucket")}, 0, 0, {}};
        remedy.explanation
            = AnalysisTr::tr("%1 grows with time, so all new writes land on the newest value. Combine it "
                             "with a bucket (for example the device and the hour) so writes spread and "
                             "each bucket stays bounded.")
                  .arg(keyText);
        container.remedies.push_back(remedy);
    }
    if (container.remedies.empty() && hot.sizeStatus != HeatStatus::Ok)
        container.remedies.push_back({Remedy::Kind::HierarchicalKey, {}, 0, 0,
            AnalysisTr::tr("A key value can outgrow the %1 logical partition limit: add a "
                           "second level to the key (a hierarchical key such as %2 plus an item "
                           "id) so one value can span partitions.")
                .arg(formatGB(a[A::LogicalPartitionMaxGB]), keyText)});
}

} // namespace

void analyzeHotPartitions(ContainerAnalysis &container, const KeyFacts &key, const std::vector<ContainerLoad> &load,
    const ModelIndex &index, const Placement &placement, CapacityMode mode, const AssumptionValues &a)
{
    const PeakLoad peak = measureHottest(container, key, load, index, placement, mode, a);
    // Heatmap and key loads: the top values individually, the long tail spread evenly.
    const double values = container.edgeContainer ? 1e6 : key.distinctValues.value_or(a[A::LowCardinality]);
    const double share = container.hottest.hottestShare;
    const double exponent = zipfExponent(values, std::max(share, 1.0 / std::max(1.0, values)));
    const std::vector<double> top = zipfTopShares(values, exponent, std::max(kTopKeys, 64));
    // A value's storage is skewed like its traffic, up to the bound its documents have
    // (RULES.md section 6), the same bound the hottest value is measured with.
    const std::optional<double> boundedKB = container.hottest.boundedKB;
    std::vector<double> topGB;
    topGB.reserve(top.size());
    for (double valueShare : top)
        topGB.push_back(boundedKB ? std::min(container.dataGB * valueShare, *boundedKB / kKBPerGB)
                                  : container.dataGB * valueShare);
    // Where every value is listed, each lands whole where the hash puts it; where they
    // are many, only what a listed one carries above the average does.
    const double averageShare = double(top.size()) >= values ? 0.0 : 1.0 / values;
    fillHeatmap(container, top, topGB, averageShare, peak, a);
    // The container's status is what its worst tile says (one of them holds the hottest
    // value; another may be over its slice with values that landed together).
    for (const HeatCell &cell : container.heatmap)
        container.hottest.status = worse(container.hottest.status, cell.status());
    fillTopKeys(container, top, topGB, peak, a);
    if (container.hottest.status != HeatStatus::Ok && !container.edgeContainer)
        proposeRemedies(container, key, load, a);
}

} // namespace cosmos

// SPDX-License-Identifier: MIT
#include "analysis.h"

#include "analysistr.h"

namespace cosmos {

namespace {

// One row per value, in declaration order: the JSON spelling and, where the enum has
// them, the title's source text, translated as cosmos::AnalysisTr like every other
// sentence of the analysis.
constexpr EnumName<Decision> kDecisions[] = {
    {Decision::SingleDocument, "single-document", QT_TRANSLATE_NOOP("cosmos::AnalysisTr", "Single document")},
    {Decision::MultiDocument, "multi-document", QT_TRANSLATE_NOOP("cosmos::AnalysisTr", "Multi-document container")},
    {Decision::Separate, "separate", QT_TRANSLATE_NOOP("cosmos::AnalysisTr", "Separate containers")},
    {Decision::DuplicateIds, "duplicate-ids", QT_TRANSLATE_NOOP("cosmos::AnalysisTr", "Duplicate ids on both sides")},
    {Decision::EdgeContainer, "edge-container", QT_TRANSLATE_NOOP("cosmos::AnalysisTr", "Edge container")},
};
static_assert(coversEveryValue(kDecisions, Decision::EdgeContainer));

constexpr const char *kBands[] = {"embed", "co-locate", "consider-carefully", "separate"};
static_assert(std::size(kBands) == std::size_t(Band::Separate) + 1);

constexpr EnumName<RouteKind> kRouteKinds[] = {
    {RouteKind::PointRead, "point-read", QT_TRANSLATE_NOOP("cosmos::AnalysisTr", "point read")},
    {RouteKind::SinglePartitionQuery, "single-partition-query",
        QT_TRANSLATE_NOOP("cosmos::AnalysisTr", "single-partition query")},
    {RouteKind::CrossPartitionQuery, "cross-partition-query",
        QT_TRANSLATE_NOOP("cosmos::AnalysisTr", "cross-partition query")},
    {RouteKind::Write, "write", QT_TRANSLATE_NOOP("cosmos::AnalysisTr", "write")},
};
static_assert(coversEveryValue(kRouteKinds, RouteKind::Write));

constexpr EnumName<CostOption::Kind> kCostOptions[] = {
    {CostOption::Kind::Manual, "manual", QT_TRANSLATE_NOOP("cosmos::AnalysisTr", "Manual throughput")},
    {CostOption::Kind::Autoscale, "autoscale", QT_TRANSLATE_NOOP("cosmos::AnalysisTr", "Autoscale")},
    {CostOption::Kind::Serverless, "serverless", QT_TRANSLATE_NOOP("cosmos::AnalysisTr", "Serverless")},
    {CostOption::Kind::FreeTier, "free-tier", QT_TRANSLATE_NOOP("cosmos::AnalysisTr", "Manual with the free tier")},
    {CostOption::Kind::Reserved1Year, "reserved-1-year",
        QT_TRANSLATE_NOOP("cosmos::AnalysisTr", "Manual, reserved for 1 year")},
    {CostOption::Kind::Reserved3Years, "reserved-3-years",
        QT_TRANSLATE_NOOP("cosmos::AnalysisTr", "Manual, reserved for 3 years")},
    {CostOption::Kind::SharedDatabase, "shared-database",
        QT_TRANSLATE_NOOP("cosmos::AnalysisTr", "Manual, shared by the database")},
    {CostOption::Kind::SharedDatabaseAutoscale, "shared-database-autoscale",
        QT_TRANSLATE_NOOP("cosmos::AnalysisTr", "Autoscale, shared by the database")},
    {CostOption::Kind::SharedDatabaseFreeTier, "shared-database-free-tier",
        QT_TRANSLATE_NOOP("cosmos::AnalysisTr", "Shared by the database, with the free tier")},
};
static_assert(coversEveryValue(kCostOptions, CostOption::Kind::SharedDatabaseFreeTier));

constexpr const char *kHeatStatuses[] = {"ok", "warn", "hot"};
static_assert(std::size(kHeatStatuses) == std::size_t(HeatStatus::Hot) + 1);

constexpr const char *kSeverities[] = {"error", "warning", "info"};
static_assert(std::size(kSeverities) == std::size_t(FindingSeverity::Info) + 1);

template <typename E, size_t N> Text titleIn(const EnumName<E> (&table)[N], E value)
{
    const EnumName<E> *row = rowOf(table, value);
    return row ? AnalysisTr::tr(row->title) : Text();
}

} // namespace

QString decisionName(Decision decision)
{
    return nameIn(kDecisions, decision);
}

Text decisionTitle(Decision decision)
{
    return titleIn(kDecisions, decision);
}

QString bandName(Band band)
{
    return nameIn(kBands, band);
}

QString routeKindName(RouteKind kind)
{
    return nameIn(kRouteKinds, kind);
}

Text routeKindTitle(RouteKind kind)
{
    return titleIn(kRouteKinds, kind);
}

QString costOptionName(CostOption::Kind kind)
{
    return nameIn(kCostOptions, kind);
}

Text costOptionTitle(CostOption::Kind kind)
{
    return titleIn(kCostOptions, kind);
}

bool isSharedDatabaseOffer(CostOption::Kind kind)
{
    using K = CostOption::Kind;
    return kind == K::SharedDatabase || kind == K::SharedDatabaseAutoscale || kind == K::SharedDatabaseFreeTier;
}

QString heatStatusName(HeatStatus status)
{
    return nameIn(kHeatStatuses, status);
}

QString severityName(FindingSeverity severity)
{
    return nameIn(kSeverities, severity);
}

bool UniqueKeyPolicy::overLimit() const
{
    return std::any_of(findings.begin(), findings.end(), [](const UniqueKeyFinding &f) {
        return f.kind == UniqueKeyFinding::Kind::TooManyConstraints || f.kind == UniqueKeyFinding::Kind::TooManyPaths;
    });
}

bool UniqueKeyPolicy::hasDeployable() const
{
    return std::any_of(
        constraints.begin(), constraints.end(), [](const UniqueKeyConstraint &c) { return c.deployable; });
}

void Analysis::buildIndex()
{
    m_containerByName.clear();
    m_containerByEntity.clear();
    m_relationshipById.clear();
    m_patternById.clear();
    for (int i = 0; i < int(containers.size()); ++i) {
        const ContainerAnalysis &c = containers[size_t(i)];
        m_containerByName.insert(c.name, i);
        for (const QString &id : c.entities)
            m_containerByEntity.insert(id, i);
        for (const auto &[holder, children] : c.embedded)
            for (const QString &child : children)
                m_containerByEntity.insert(child, i);
    }
    for (int i = 0; i < int(relationships.size()); ++i)
        m_relationshipById.insert(relationships[size_t(i)].id, i);
    for (int i = 0; i < int(accessPatterns.size()); ++i)
        m_patternById.insert(accessPatterns[size_t(i)].id, i);
}

namespace {
template <typename T> const T *lookup(const std::vector<T> &items, const QHash<QString, int> &index, const QString &key)
{
    const int i = index.value(key, -1);
    return i < 0 || i >= int(items.size()) ? nullptr : &items[size_t(i)];
}
} // namespace

const ContainerAnalysis *Analysis::container(const QString &name) const
{
    return lookup(containers, m_containerByName, name);
}

const ContainerAnalysis *Analysis::containerOf(const QString &entityId) const
{
    return lookup(containers, m_containerByEntity, entityId);
}

const RelationshipAnalysis *Analysis::relationship(const QString &id) const
{
    return lookup(relationships, m_relationshipById, id);
}

const PatternAnalysis *Analysis::accessPattern(const QString &id) const
{
    return lookup(accessPatterns, m_patternById, id);
}

const PatternRemedy *PatternAnalysis::chosenRemedy() const
{
    for (const PatternRemedy &remedy : remedies)
        if (remedy.chosen)
            return &remedy;
    return nullptr;
}

} // namespace cosmos

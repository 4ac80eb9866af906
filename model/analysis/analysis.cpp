// SPDX-License-Identifier: MIT
#include "analysis.h"

#include "analysistr.h"

namespace cosmos {

QString decisionName(Decision decision)
{
    switch (decision) {
    case Decision::SingleDocument:
        return QStringLiteral("single-document");
    case Decision::MultiDocument:
        return QStringLiteral("multi-document");
    case Decision::Separate:
        return QStringLiteral("separate");
    case Decision::DuplicateIds:
        return QStringLiteral("duplicate-ids");
    case Decision::EdgeContainer:
        return QStringLiteral("edge-container");
    }
    return {};
}

Text decisionTitle(Decision decision)
{
    switch (decision) {
    case Decision::SingleDocument:
        return AnalysisTr::tr("Single document");
    case Decision::MultiDocument:
        return AnalysisTr::tr("Multi-document container");
    case Decision::Separate:
        return AnalysisTr::tr("Separate containers");
    case Decision::DuplicateIds:
        return AnalysisTr::tr("Duplicate ids on both sides");
    case Decision::EdgeContainer:
        return AnalysisTr::tr("Edge container");
    }
    return {};
}

QString bandName(Band band)
{
    switch (band) {
    case Band::Embed:
        return QStringLiteral("embed");
    case Band::CoLocate:
        return QStringLiteral("co-locate");
    case Band::ConsiderCarefully:
        return QStringLiteral("consider-carefully");
    case Band::Separate:
        return QStringLiteral("separate");
    }
    return {};
}

QString routeKindName(RouteKind kind)
{
    switch (kind) {
    case RouteKind::PointRead:
        return QStringLiteral("point-read");
    case RouteKind::SinglePartitionQuery:
        return QStringLiteral("single-partition-query");
    case RouteKind::CrossPartitionQuery:
        return QStringLiteral("cross-partition-query");
    case RouteKind::Write:
        return QStringLiteral("write");
    }
    return {};
}

QString costOptionName(CostOption::Kind kind)
{
    switch (kind) {
    case CostOption::Kind::Manual:
        return QStringLiteral("manual");
    case CostOption::Kind::Autoscale:
        return QStringLiteral("autoscale");
    case CostOption::Kind::Serverless:
        return QStringLiteral("serverless");
    case CostOption::Kind::FreeTier:
        return QStringLiteral("free-tier");
    case CostOption::Kind::Reserved1Year:
        return QStringLiteral("reserved-1-year");
    case CostOption::Kind::Reserved3Years:
        return QStringLiteral("reserved-3-years");
    }
    return {};
}

Text costOptionTitle(CostOption::Kind kind)
{
    switch (kind) {
    case CostOption::Kind::Manual:
        return AnalysisTr::tr("Manual throughput");
    case CostOption::Kind::Autoscale:
        return AnalysisTr::tr("Autoscale");
    case CostOption::Kind::Serverless:
        return AnalysisTr::tr("Serverless");
    case CostOption::Kind::FreeTier:
        return AnalysisTr::tr("Manual with the free tier");
    case CostOption::Kind::Reserved1Year:
        return AnalysisTr::tr("Manual, reserved for 1 year");
    case CostOption::Kind::Reserved3Years:
        return AnalysisTr::tr("Manual, reserved for 3 years");
    }
    return {};
}

QString heatStatusName(HeatStatus status)
{
    switch (status) {
    case HeatStatus::Ok:
        return QStringLiteral("ok");
    case HeatStatus::Warn:
        return QStringLiteral("warn");
    case HeatStatus::Hot:
        return QStringLiteral("hot");
    }
    return {};
}

QString severityName(FindingSeverity severity)
{
    switch (severity) {
    case FindingSeverity::Error:
        return QStringLiteral("error");
    case FindingSeverity::Warning:
        return QStringLiteral("warning");
    case FindingSeverity::Info:
        return QStringLiteral("info");
    }
    return {};
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

} // namespace cosmos

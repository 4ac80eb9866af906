// SPDX-License-Identifier: MIT
#include "analysis.h"

#include "analysistr.h"

#include <algorithm>

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

QString decisionTitle(Decision decision)
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

namespace {
template <typename T, typename Key> const T *findBy(const std::vector<T> &items, Key key)
{
    const auto it = std::find_if(items.begin(), items.end(), key);
    return it == items.end() ? nullptr : &*it;
}
} // namespace

const ContainerAnalysis *Analysis::container(const QString &name) const
{
    return findBy(containers, [&](const ContainerAnalysis &c) { return c.name == name; });
}

const ContainerAnalysis *Analysis::containerOf(const QString &entityId) const
{
    if (!containerByEntity.isEmpty()) {
        const int index = containerByEntity.value(entityId, -1);
        return index >= 0 && size_t(index) < containers.size() ? &containers[size_t(index)] : nullptr;
    }
    return findBy(containers, [&](const ContainerAnalysis &c) {
        if (c.entities.contains(entityId))
            return true;
        for (const auto &[holder, children] : c.embedded)
            if (children.contains(entityId))
                return true;
        return false;
    });
}

const RelationshipAnalysis *Analysis::relationship(const QString &id) const
{
    return findBy(relationships, [&](const RelationshipAnalysis &r) { return r.id == id; });
}

const PatternAnalysis *Analysis::accessPattern(const QString &id) const
{
    if (!patternById.isEmpty()) {
        const int index = patternById.value(id, -1);
        return index >= 0 && size_t(index) < accessPatterns.size() ? &accessPatterns[size_t(index)] : nullptr;
    }
    return findBy(accessPatterns, [&](const PatternAnalysis &p) { return p.id == id; });
}

} // namespace cosmos

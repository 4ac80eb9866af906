// SPDX-License-Identifier: MIT
#include "predicates.h"

#include "model/document/modellookup.h"

namespace cosmos {

AdvisorContext::AdvisorContext(const Model &model, const Analysis &analysis)
    : model(model)
    , analysis(analysis)
{
    for (const AccessPattern &p : model.accessPatterns) {
        if (!p.entities.isEmpty())
            m_primary[p.entities.constFirst()].push_back(&p);
        for (const QString &id : p.entities) {
            std::vector<const AccessPattern *> &touching = m_touching[id];
            if (touching.empty() || touching.back() != &p)
                touching.push_back(&p);
            if (!isRead(p.operation)) {
                std::vector<const AccessPattern *> &writes = m_writes[id];
                if (writes.empty() || writes.back() != &p)
                    writes.push_back(&p);
            }
        }
    }
}

namespace {
const std::vector<const AccessPattern *> &listOf(
    const QHash<QString, std::vector<const AccessPattern *>> &index, const QString &id)
{
    static const std::vector<const AccessPattern *> none;
    const auto it = index.constFind(id);
    return it == index.constEnd() ? none : *it;
}
} // namespace

const std::vector<const AccessPattern *> &AdvisorContext::writesTouching(const QString &entityId) const
{
    return listOf(m_writes, entityId);
}

const std::vector<const AccessPattern *> &AdvisorContext::patternsTouching(const QString &entityId) const
{
    return listOf(m_touching, entityId);
}

const std::vector<const AccessPattern *> &AdvisorContext::patternsOf(const QString &primaryEntityId) const
{
    return listOf(m_primary, primaryEntityId);
}

QString AdvisorContext::entityName(const QString &id) const
{
    return ModelLookup::entityName(model, id);
}

Consistency AdvisorContext::consistencyOf(const AccessPattern &pattern) const
{
    return pattern.consistency.value_or(model.application.consistency);
}

bool Params::flag(const char *name, bool fallback) const
{
    return m_json.contains(name) ? m_json.at(name).get<bool>() : fallback;
}

double Params::number(const char *name, double fallback) const
{
    return m_json.contains(name) ? m_json.at(name).get<double>() : fallback;
}

QString Params::string(const char *name) const
{
    return m_json.contains(name) ? QString::fromStdString(m_json.at(name).get<std::string>()) : QString();
}

QStringList Params::strings(const char *name) const
{
    QStringList out;
    if (!m_json.contains(name))
        return out;
    const nlohmann::json &value = m_json.at(name);
    if (value.is_string())
        out << QString::fromStdString(value.get<std::string>());
    else
        for (const nlohmann::json &item : value)
            out << QString::fromStdString(item.get<std::string>());
    return out;
}

bool Params::allows(const char *name, const QString &value) const
{
    return !has(name) || strings(name).contains(value);
}

const std::vector<PredicateSpec> &predicateSpecs()
{
    using T = ParamType;
    namespace p = predicates;
    static const std::vector<PredicateSpec> specs {
        {"relationship", p::relationship,
            {{"kind", T::Strings}, {"decision", T::Strings}, {"unboundedChildren", T::Bool}, {"identifying", T::Bool},
                {"childUpdatedIndependently", T::Bool}, {"minCorrelation", T::Number}}},
        {"relationship-subset-candidate", p::relationshipSubsetCandidate, {}},
        {"hierarchy", p::hierarchy, {}},
        {"pattern-operation", p::patternOperation,
            {{"operations", T::Strings}, {"minResultCount", T::Number}, {"minRps", T::Number}}},
        {"pattern-sorted-query", p::patternSortedQuery, {}},
        {"pattern-multi-entity-write", p::patternMultiEntityWrite, {{"sameContainer", T::Bool}}},
        {"pattern-select-all", p::patternSelectAll, {}},
        {"pattern-scan", p::patternScan, {{"minResultCount", T::Number}}},
        {"pattern-description", p::patternDescription, {{"keywords", T::Strings}, {"writes", T::Bool}}},
        {"pattern-consistency", p::patternConsistency, {{"levels", T::Strings}}},
        {"pattern-latency", p::patternLatency, {{"maxSloMs", T::Number}}},
        {"entity", p::entity, {{"hasTtl", T::Bool}, {"growth", T::Strings}, {"maxSizeAboveKB", T::Number}}},
        {"entity-append-only", p::entityAppendOnly, {}},
        {"entity-time-series", p::entityTimeSeries, {{"minWritesPerSecond", T::Number}}},
        {"entity-read-by-id-and-queried-by", p::entityReadByIdAndQueriedBy, {{"minRps", T::Number}}},
        {"entity-read-write-ratio", p::entityReadWriteRatio, {{"minRatio", T::Number}, {"minReadRps", T::Number}}},
        {"attribute-copy", p::attributeCopy, {{"holderImmutable", T::Bool}}},
        {"attribute-name", p::attributeName, {{"names", T::Strings}}},
        {"container-heat", p::containerHeat, {{"measure", T::String}, {"minStatus", T::String}, {"remedy", T::String}}},
        {"container-indexing", p::containerIndexing, {{"selective", T::Bool}}},
        {"massive-scale", p::massiveScale, {}},
        {"application", p::application,
            {{"multiRegionWrites", T::Bool}, {"capacityMode", T::Strings}, {"consistency", T::Strings},
                {"minRegions", T::Number}, {"maxRegions", T::Number}}},
        {"traffic-shape", p::trafficShape, {{"minPeakToAverage", T::Number}, {"maxAverageRuPerSecond", T::Number}}},
        {"model-has", p::modelHas, {{"minEntities", T::Number}, {"minWritePatterns", T::Number}}},
    };
    return specs;
}

const PredicateSpec *findPredicate(std::string_view name)
{
    for (const PredicateSpec &spec : predicateSpecs())
        if (name == spec.name)
            return &spec;
    return nullptr;
}

} // namespace cosmos

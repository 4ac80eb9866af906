// SPDX-License-Identifier: MIT
#include "modelindex.h"

#include <algorithm>

namespace cosmos {

bool PatternInfo::filtersOnEq(const QString &path) const
{
    return std::any_of(filters.begin(), filters.end(),
        [&](const ResolvedFilter &f) { return f.op == FilterOp::Eq && f.path == path; });
}

bool PatternInfo::touches(int entity) const
{
    return std::find(entities.begin(), entities.end(), entity) != entities.end();
}

bool isStrongRead(Consistency consistency)
{
    return consistency == Consistency::Strong || consistency == Consistency::BoundedStaleness;
}

namespace {

// "order.orderedAt" names the entity explicitly (by id or name); "status" is looked
// up in the pattern's entities in order, the primary first.
template <typename Resolved>
Resolved resolve(const QString &written, const std::vector<int> &entities, const ModelIndex &index)
{
    Resolved resolved;
    resolved.path = written;
    const qsizetype dot = written.indexOf(QLatin1Char('.'));
    if (dot > 0) {
        const QString prefix = written.left(dot);
        for (int e : entities) {
            const Entity &entity = index.entity(e);
            if (entity.id == prefix || entity.name == prefix) {
                const QString rest = written.mid(dot + 1);
                if (const Attribute *attribute = findAttribute(entity, rest)) {
                    resolved.path = rest;
                    resolved.entity = e;
                    resolved.attribute = attribute;
                    return resolved;
                }
            }
        }
    }
    for (int e : entities) {
        if (const Attribute *attribute = findAttribute(index.entity(e), written)) {
            resolved.entity = e;
            resolved.attribute = attribute;
            return resolved;
        }
    }
    if (dot > 0) {
        // An entity prefix for an attribute nobody declared: still strip it, the
        // document property is what matters for routing.
        for (int e : entities)
            if (index.entity(e).id == written.left(dot) || index.entity(e).name == written.left(dot))
                resolved.path = written.mid(dot + 1);
    }
    return resolved;
}

} // namespace

ModelIndex::ModelIndex(const Model &model)
    : m_model(model)
{
    m_entityIndex.reserve(qsizetype(model.entities.size()));
    for (size_t i = 0; i < model.entities.size(); ++i)
        m_entityIndex.insert(model.entities[i].id, int(i));
    m_patternsByEntity.resize(model.entities.size());
    m_relationshipsByEntity.resize(model.entities.size());
    m_parentRelationships.resize(model.entities.size());
    m_copies.resize(model.entities.size());
    m_from.reserve(model.relationships.size());
    m_to.reserve(model.relationships.size());
    for (size_t r = 0; r < model.relationships.size(); ++r) {
        const Relationship &relationship = model.relationships[r];
        m_relationshipIndex.insert(relationship.id, int(r));
        const int from = entityIndex(relationship.from);
        const int to = entityIndex(relationship.to);
        m_from.push_back(from);
        m_to.push_back(to);
        if (from >= 0)
            m_relationshipsByEntity[size_t(from)].push_back(int(r));
        if (to >= 0 && to != from)
            m_relationshipsByEntity[size_t(to)].push_back(int(r));
        if (from >= 0 && to >= 0 && to != from && relationship.kind != RelationshipKind::ManyToMany)
            m_parentRelationships[size_t(to)].push_back(int(r));
    }
    for (size_t h = 0; h < model.entities.size(); ++h) {
        for (const Attribute &attribute : model.entities[h].attributes) {
            const qsizetype dot = attribute.copyOf.indexOf(QLatin1Char('.'));
            if (dot <= 0)
                continue;
            const QString source = attribute.copyOf.left(dot);
            int s = entityIndex(source);
            if (s < 0)
                for (size_t e = 0; e < model.entities.size() && s < 0; ++e)
                    if (model.entities[e].name == source)
                        s = int(e);
            if (s >= 0 && s != int(h))
                m_copies[size_t(s)].push_back(Copy {int(h), &attribute, attribute.copyOf.mid(dot + 1)});
        }
    }

    m_patterns.reserve(model.accessPatterns.size());
    for (const AccessPattern &pattern : model.accessPatterns) {
        PatternInfo info;
        info.pattern = &pattern;
        for (const QString &id : pattern.entities) {
            const int e = entityIndex(id);
            if (e >= 0 && !info.touches(e))
                info.entities.push_back(e);
        }
        for (const Filter &filter : pattern.filters) {
            auto resolved = resolve<ResolvedFilter>(filter.attribute, info.entities, *this);
            resolved.op = filter.op;
            info.filters.push_back(resolved);
        }
        for (const SortKey &key : pattern.sort) {
            auto resolved = resolve<ResolvedSort>(key.attribute, info.entities, *this);
            resolved.order = key.order;
            info.sort.push_back(resolved);
        }
        info.rpsAvg = pattern.rpsAvg.value_or(0);
        info.rpsPeak = std::max(pattern.rpsPeak.value_or(info.rpsAvg), info.rpsAvg);
        // A search returns its TOP k, ten unless the pattern says otherwise.
        info.resultCount = isSearch(pattern.operation) ? std::max(1.0, pattern.topK.value_or(kDefaultTopK))
                                                       : std::max(1.0, pattern.resultCount.value_or(1));
        info.consistency = pattern.consistency.value_or(model.application.consistency);
        info.read = isRead(pattern.operation);
        const int patternIndex = int(m_patterns.size());
        for (int e : info.entities)
            m_patternsByEntity[size_t(e)].push_back(patternIndex);
        m_patterns.push_back(std::move(info));
    }
}

double ModelIndex::avgKB(int entity) const
{
    const Entity &e = this->entity(entity);
    return e.avgSizeKB.value_or(e.maxSizeKB.value_or(1));
}

double ModelIndex::maxKB(int entity) const
{
    const Entity &e = this->entity(entity);
    return std::max(e.maxSizeKB.value_or(avgKB(entity)), avgKB(entity));
}

double ModelIndex::documentCount(int entity) const
{
    return this->entity(entity).documentCount.value_or(0);
}

std::optional<double> ModelIndex::distinctValues(const Attribute &attribute, const Entity &owner)
{
    if (attribute.distinctValues)
        return attribute.distinctValues;
    if (attribute.type == AttributeType::Id && owner.documentCount && *owner.documentCount >= 1)
        return owner.documentCount;
    if (attribute.type == AttributeType::Boolean)
        return 2.0;
    return std::nullopt;
}

double ModelIndex::hottestShare(const Attribute &attribute, const Entity &owner, double assumedDistinct)
{
    if (attribute.hottestValueShare)
        return *attribute.hottestValueShare;
    const double distinct = distinctValues(attribute, owner).value_or(assumedDistinct);
    return 1.0 / std::max(1.0, distinct);
}

} // namespace cosmos

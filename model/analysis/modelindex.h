// SPDX-License-Identifier: MIT
#pragma once

#include "model/document/assumptions.h"
#include "model/document/model.h"

#include <QHash>

#include <functional>
#include <vector>

namespace cosmos {

// A filter or sort key resolved against the pattern's entities: the property path
// inside a document ("status", "address.city") and the entity that holds it.
struct ResolvedProperty {
    QString path;    // dotted, without an entity prefix
    int entity = -1; // -1 when no entity of the pattern has it
    const Attribute *attribute = nullptr;
};

struct ResolvedFilter : ResolvedProperty {
    FilterOp op = FilterOp::Eq;
};

struct ResolvedSort : ResolvedProperty {
    SortOrder order = SortOrder::Asc;
};

struct PatternInfo {
    const AccessPattern *pattern = nullptr;
    std::vector<int> entities; // indices into Model::entities, in pattern order
    std::vector<ResolvedFilter> filters;
    std::vector<ResolvedSort> sort;
    double rpsAvg = 0; // missing values count as 0 (the checklist names them)
    double rpsPeak = 0;
    double resultCount = 1;
    Consistency consistency = Consistency::Session;
    bool read = false;

    bool filtersOnEq(const QString &path) const;
    bool touches(int entity) const;
};

// Integer indices over a Model, built once per analysis so the rest of the engine
// walks vectors instead of looking strings up again and again.
class ModelIndex {
public:
    explicit ModelIndex(const Model &model);

    const Model &model() const { return m_model; }
    int entityCount() const { return int(m_model.entities.size()); }
    int entityIndex(const QString &id) const { return m_entityIndex.value(id, -1); }
    const Entity &entity(int index) const { return m_model.entities[size_t(index)]; }
    // By id, through the hash (Model::entity() walks the list).
    const Entity &entity(const QString &id) const { return entity(entityIndex(id)); }
    int relationshipIndex(const QString &id) const { return m_relationshipIndex.value(id, -1); }
    const Relationship &relationship(const QString &id) const
    {
        return m_model.relationships[size_t(m_relationshipIndex.value(id))];
    }
    const std::vector<PatternInfo> &patterns() const { return m_patterns; }
    const std::vector<int> &patternsOf(int entity) const { return m_patternsByEntity[size_t(entity)]; }

    // Relationships where the entity is the parent or the child, in model order.
    const std::vector<int> &relationshipsOf(int entity) const { return m_relationshipsByEntity[size_t(entity)]; }

    // Attributes elsewhere that copy one of this entity's properties (copyOf).
    struct Copy {
        int holder;                 // entity that keeps the copy
        const Attribute *attribute; // the copy
        QString property;           // the source property
    };
    const std::vector<Copy> &copiesOf(int entity) const { return m_copies[size_t(entity)]; }

    // Relationships that make another entity the parent of this one (not many-to-many
    // links, not self-relationships), in model order: what a walk up to the root follows.
    const std::vector<int> &parentRelationshipsOf(int entity) const { return m_parentRelationships[size_t(entity)]; }

    // Relationship endpoints as indices (-1 never happens for a loaded model): looked up
    // once for the model's own relationships, by id for any other.
    int parentOf(const Relationship &r) const { return endpoint(r, m_from, r.from); }
    int childOf(const Relationship &r) const { return endpoint(r, m_to, r.to); }

    // Sizes with the defaults the rules assume when the model says nothing.
    double avgKB(int entity) const;
    double maxKB(int entity) const;
    double documentCount(int entity) const;
    // Share of requests the most popular value of an attribute receives, and how
    // many distinct values it has (nullopt when unknown).
    static std::optional<double> distinctValues(const Attribute &attribute, const Entity &owner);
    // Unknown cardinality counts as `assumedDistinct` values; callers say so.
    static double hottestShare(const Attribute &attribute, const Entity &owner, double assumedDistinct);

private:
    int endpoint(const Relationship &r, const std::vector<int> &indexed, const QString &id) const
    {
        const Relationship *first = m_model.relationships.data();
        const std::less<const Relationship *> before;
        if (!before(&r, first) && before(&r, first + m_model.relationships.size()))
            return indexed[size_t(&r - first)];
        return entityIndex(id);
    }

    const Model &m_model;
    QHash<QString, int> m_entityIndex;
    QHash<QString, int> m_relationshipIndex;
    std::vector<PatternInfo> m_patterns;
    std::vector<std::vector<int>> m_patternsByEntity;
    std::vector<std::vector<int>> m_relationshipsByEntity;
    std::vector<std::vector<int>> m_parentRelationships;
    std::vector<int> m_from, m_to; // by relationship: its parent's and its child's index
    std::vector<std::vector<Copy>> m_copies;
};

// The effective consistency of a pattern: its own, or the application's default.
bool isStrongRead(Consistency consistency);

} // namespace cosmos

// SPDX-License-Identifier: MIT
#pragma once

#include "model.h"

#include <QHash>

#include <optional>

namespace cosmos {

// Finds entities, relationships and access patterns by id in constant time while
// an analysis or an export runs. Model's own lookups walk their lists, which is
// right for one question and slow for the thousands a large model asks. A lookup
// serves the calls on its thread while it lives; elsewhere the find functions
// fall back to the model's own lookups, so a stale index is never used.
class ModelLookup {
public:
    explicit ModelLookup(const Model &model);
    ~ModelLookup();
    ModelLookup(const ModelLookup &) = delete;
    ModelLookup &operator=(const ModelLookup &) = delete;

    // True when a lookup for this very model serves this thread already.
    static bool covers(const Model &model) { return current(model) != nullptr; }

    static const Entity *entity(const Model &model, const QString &id);
    static const Relationship *relationship(const Model &model, const QString &id);
    static const AccessPattern *accessPattern(const Model &model, const QString &id);
    // An entity's name; a reference to no entity is shown as its id, as written.
    static QString entityName(const Model &model, const QString &id);
    static QStringList entityNames(const Model &model, const QStringList &ids);
    // An entity's attribute (not a nested member) by name, when a lookup serving this
    // thread holds the entity and it is wide enough to index (on its first question);
    // otherwise nothing, and the caller walks the list. findAttribute() asks it, so an
    // entity of 100,000 attributes is not searched once per attribute.
    static std::optional<const Attribute *> attribute(const Entity &entity, const QString &name);
    // Read and write patterns touching an entity, in model order.
    static QStringList readPatterns(const Model &model, const QString &entityId);
    static QStringList writePatterns(const Model &model, const QString &entityId);

private:
    static const ModelLookup *current(const Model &model);
    static QStringList patternsOn(const Model &model, const QString &entityId, bool reads);

    const Model &m_model;
    const ModelLookup *m_previous;
    QHash<QString, int> m_entities;
    QHash<QString, int> m_relationships;
    QHash<QString, int> m_patterns;
    // Read and write patterns by entity: only the documents ask, so built on their first
    // question rather than for every analysis.
    void indexPatternsByEntity() const;
    mutable bool m_byEntityIndexed = false;
    mutable QHash<QString, QStringList> m_reads;
    mutable QHash<QString, QStringList> m_writes;
    // Wide entities' attributes by name (the first of a name), by entity index.
    mutable QHash<int, QHash<QString, int>> m_attributes;
};

// A lookup for `model` while this lives, unless one already serves this thread:
// a renderer that may run inside another (a document inside an export) shares
// the outer one instead of indexing the model again.
class ModelLookupScope {
public:
    explicit ModelLookupScope(const Model &model)
    {
        if (!ModelLookup::covers(model))
            m_lookup.emplace(model);
    }

private:
    std::optional<ModelLookup> m_lookup;
};

} // namespace cosmos

// SPDX-License-Identifier: MIT
#include "modellookup.h"

#include <utility>

namespace cosmos {

namespace {
thread_local const ModelLookup *t_current = nullptr;
}

ModelLookup::ModelLookup(const Model &model)
    : m_model(model)
    , m_previous(t_current)
{
    m_entities.reserve(qsizetype(model.entities.size()));
    m_relationships.reserve(qsizetype(model.relationships.size()));
    m_patterns.reserve(qsizetype(model.accessPatterns.size()));
    for (size_t i = 0; i < model.entities.size(); ++i)
        m_entities.insert(model.entities[i].id, int(i));
    for (size_t i = 0; i < model.relationships.size(); ++i)
        m_relationships.insert(model.relationships[i].id, int(i));
    for (size_t i = 0; i < model.accessPatterns.size(); ++i)
        m_patterns.insert(model.accessPatterns[i].id, int(i));
    t_current = this;
}

void ModelLookup::indexPatternsByEntity() const
{
    if (std::exchange(m_byEntityIndexed, true))
        return;
    for (const AccessPattern &pattern : m_model.accessPatterns) {
        QHash<QString, QStringList> &byEntity = isRead(pattern.operation) ? m_reads : m_writes;
        for (const QString &entity : pattern.entities)
            byEntity[entity] << pattern.id;
    }
}

ModelLookup::~ModelLookup()
{
    t_current = m_previous;
}

const ModelLookup *ModelLookup::current(const Model &model)
{
    for (const ModelLookup *lookup = t_current; lookup; lookup = lookup->m_previous)
        if (&lookup->m_model == &model)
            return lookup;
    return nullptr;
}

const Entity *ModelLookup::entity(const Model &model, const QString &id)
{
    if (const ModelLookup *lookup = current(model)) {
        const int index = lookup->m_entities.value(id, -1);
        return index < 0 ? nullptr : &model.entities[size_t(index)];
    }
    return model.entity(id);
}

const Relationship *ModelLookup::relationship(const Model &model, const QString &id)
{
    if (const ModelLookup *lookup = current(model)) {
        const int index = lookup->m_relationships.value(id, -1);
        return index < 0 ? nullptr : &model.relationships[size_t(index)];
    }
    return model.relationship(id);
}

const AccessPattern *ModelLookup::accessPattern(const Model &model, const QString &id)
{
    if (const ModelLookup *lookup = current(model)) {
        const int index = lookup->m_patterns.value(id, -1);
        return index < 0 ? nullptr : &model.accessPatterns[size_t(index)];
    }
    return model.accessPattern(id);
}

QString ModelLookup::entityName(const Model &model, const QString &id)
{
    const Entity *e = entity(model, id);
    return e ? e->name : id;
}

QStringList ModelLookup::entityNames(const Model &model, const QStringList &ids)
{
    QStringList names;
    names.reserve(ids.size());
    for (const QString &id : ids)
        names << entityName(model, id);
    return names;
}

QStringList ModelLookup::patternsOn(const Model &model, const QString &entityId, bool reads)
{
    if (const ModelLookup *lookup = current(model)) {
        lookup->indexPatternsByEntity();
        return (reads ? lookup->m_reads : lookup->m_writes).value(entityId);
    }
    QStringList out;
    for (const AccessPattern &p : model.accessPatterns)
        if (isRead(p.operation) == reads && p.entities.contains(entityId))
            out << p.id;
    return out;
}

QStringList ModelLookup::readPatterns(const Model &model, const QString &entityId)
{
    return patternsOn(model, entityId, true);
}

QStringList ModelLookup::writePatterns(const Model &model, const QString &entityId)
{
    return patternsOn(model, entityId, false);
}

} // namespace cosmos

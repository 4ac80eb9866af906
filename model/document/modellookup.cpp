// SPDX-License-Identifier: MIT
#include "modellookup.h"

#include <functional>
#include <utility>

namespace cosmos {

namespace {
thread_local const ModelLookup *t_current = nullptr;
// Below this many attributes, walking the list is as quick as a hash.
constexpr size_t kIndexedAttributes = 32;
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

std::optional<const Attribute *> ModelLookup::attribute(const Entity &entity, const QString &name)
{
    if (entity.attributes.size() < kIndexedAttributes)
        return std::nullopt;
    const std::less<const Entity *> before;
    for (const ModelLookup *lookup = t_current; lookup; lookup = lookup->m_previous) {
        const std::vector<Entity> &entities = lookup->m_model.entities;
        if (entities.empty() || before(&entity, entities.data()) || !before(&entity, entities.data() + entities.size()))
            continue;
        const int index = int(&entity - entities.data());
        auto byName = lookup->m_attributes.find(index);
        if (byName == lookup->m_attributes.end()) {
            QHash<QString, int> names;
            names.reserve(qsizetype(entity.attributes.size()));
            for (size_t i = 0; i < entity.attributes.size(); ++i)
                if (!names.contains(entity.attributes[i].name)) // the first of a name, as a walk finds it
                    names.insert(entity.attributes[i].name, int(i));
            byName = lookup->m_attributes.insert(index, std::move(names));
        }
        const int at = byName->value(name, -1);
        return at < 0 ? nullptr : &entity.attributes[size_t(at)];
    }
    return std::nullopt;
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

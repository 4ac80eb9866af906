// SPDX-License-Identifier: MIT
#include "model.h"
#include "modellookup.h"

#include <algorithm>

namespace cosmos {

namespace {
template <typename T> int indexById(const std::vector<T> &items, const QString &id)
{
    const auto it = std::find_if(items.begin(), items.end(), [&](const T &item) { return item.id == id; });
    return it == items.end() ? -1 : int(it - items.begin());
}
} // namespace

int Model::entityIndex(const QString &id) const
{
    return indexById(entities, id);
}
int Model::relationshipIndex(const QString &id) const
{
    return indexById(relationships, id);
}
int Model::accessPatternIndex(const QString &id) const
{
    return indexById(accessPatterns, id);
}

int Model::alternativeIndex(const QString &id) const
{
    return indexById(alternatives, id);
}

const DesignAlternative *Model::alternative(const QString &id) const
{
    const int i = alternativeIndex(id);
    return i < 0 ? nullptr : &alternatives[size_t(i)];
}

Model Model::design() const
{
    Model only;
    only.application = application;
    only.entities = entities;
    only.relationships = relationships;
    only.accessPatterns = accessPatterns;
    only.overrides = overrides;
    only.assumptions = assumptions;
    only.sizeCurve = sizeCurve;
    only.layout = layout;
    only.extra = extra;
    return only;
}

const Entity *Model::entity(const QString &id) const
{
    const int i = entityIndex(id);
    return i < 0 ? nullptr : &entities[size_t(i)];
}

const Relationship *Model::relationship(const QString &id) const
{
    const int i = relationshipIndex(id);
    return i < 0 ? nullptr : &relationships[size_t(i)];
}

const AccessPattern *Model::accessPattern(const QString &id) const
{
    const int i = accessPatternIndex(id);
    return i < 0 ? nullptr : &accessPatterns[size_t(i)];
}

const Attribute *findAttribute(const Entity &entity, const QString &dottedPath)
{
    if (!dottedPath.contains(QLatin1Char('.'))) { // the common case, without allocating
        if (const std::optional<const Attribute *> indexed = ModelLookup::attribute(entity, dottedPath))
            return *indexed;
        for (const Attribute &attribute : entity.attributes)
            if (attribute.name == dottedPath)
                return &attribute;
        return nullptr;
    }
    const QStringList parts = dottedPath.split(QLatin1Char('.'));
    const std::vector<Attribute> *level = &entity.attributes;
    const Attribute *found = nullptr;
    if (const std::optional<const Attribute *> indexed = ModelLookup::attribute(entity, parts.front())) {
        if (!*indexed)
            return nullptr;
        found = *indexed;
        level = &found->attributes;
    }
    for (const QString &part : found ? parts.mid(1) : parts) {
        const auto it = std::find_if(level->begin(), level->end(), [&](const Attribute &a) { return a.name == part; });
        if (it == level->end())
            return nullptr;
        found = &*it;
        level = &it->attributes;
    }
    return found;
}

const QStringList &fullTextLanguages()
{
    static const QStringList languages {QStringLiteral("en-US"), QStringLiteral("de-DE"), QStringLiteral("es-ES"),
        QStringLiteral("fr-FR"), QStringLiteral("it-IT"), QStringLiteral("pt-BR"), QStringLiteral("pt-PT")};
    return languages;
}

} // namespace cosmos

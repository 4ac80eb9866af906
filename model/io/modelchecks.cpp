// SPDX-License-Identifier: MIT
// Cross-object rules of a model: what no single object can check on its own.
#include "modelchecks.h"

#include "diagnostic.h"

#include <QHash>
#include <QSet>

#include <functional>

namespace cosmos {

namespace {

// The JSON pointer of a place, built only when a problem there is reported: the
// checks run after every edit, and almost every place is fine.
using LazyPointer = std::function<QString()>;

void checkAttributeNames(const std::vector<Attribute> &attributes, const LazyPointer &pointer, Diagnostics &diagnostics)
{
    QHash<QString, size_t> seen;
    for (size_t i = 0; i < attributes.size(); ++i) {
        const LazyPointer itemPointer = [&pointer, i]() { return appendPointer(pointer(), i); };
        const Attribute &attribute = attributes[i];
        if (!attribute.name.isEmpty()) {
            if (seen.contains(attribute.name))
                diagnostics.push_back({appendPointer(itemPointer(), QStringLiteral("name")),
                    QStringLiteral("the attribute name \"%1\" is used twice (also at %2)")
                        .arg(attribute.name, appendPointer(pointer(), seen.value(attribute.name)))});
            else
                seen.insert(attribute.name, i);
        }
        if (!attribute.attributes.empty())
            checkAttributeNames(
                attribute.attributes,
                [&itemPointer]() { return appendPointer(itemPointer(), QStringLiteral("attributes")); }, diagnostics);
    }
}

template <typename T>
void checkUniqueIds(const std::vector<T> &items, const QString &pointer, const QString &what, Diagnostics &diagnostics)
{
    QHash<QString, size_t> seen;
    for (size_t i = 0; i < items.size(); ++i) {
        const QString &id = items[i].id;
        if (id.isEmpty())
            continue;
        if (seen.contains(id))
            diagnostics.push_back({appendPointer(appendPointer(pointer, i), QStringLiteral("id")),
                QStringLiteral("duplicate %1 id \"%2\" (also at %3)")
                    .arg(what, id, appendPointer(pointer, seen.value(id)))});
        else
            seen.insert(id, i);
    }
}

} // namespace

// The members these rules read are marked `reference` in the field tables
// (fieldtable.cpp): edits of the others skip this check.
void checkDesignReferences(const Model &model, const QString &base, Diagnostics &diagnostics)
{
    const QString entitiesPointer = base + QStringLiteral("/entities");
    const QString relationshipsPointer = base + QStringLiteral("/relationships");
    const QString patternsPointer = base + QStringLiteral("/accessPatterns");
    checkUniqueIds(model.entities, entitiesPointer, QStringLiteral("entity"), diagnostics);
    checkUniqueIds(model.relationships, relationshipsPointer, QStringLiteral("relationship"), diagnostics);
    checkUniqueIds(model.accessPatterns, patternsPointer, QStringLiteral("access pattern"), diagnostics);

    QSet<QString> entityIds;
    for (size_t i = 0; i < model.entities.size(); ++i) {
        entityIds.insert(model.entities[i].id);
        checkAttributeNames(
            model.entities[i].attributes,
            [&, i]() { return appendPointer(appendPointer(entitiesPointer, i), QStringLiteral("attributes")); },
            diagnostics);
    }
    auto requireEntity = [&](const QString &id, const LazyPointer &pointer) {
        if (!id.isEmpty() && !entityIds.contains(id))
            diagnostics.push_back(
                {pointer(), QStringLiteral("refers to the entity \"%1\", which does not exist").arg(id)});
    };
    for (size_t i = 0; i < model.relationships.size(); ++i) {
        const Relationship &r = model.relationships[i];
        requireEntity(
            r.from, [&, i]() { return appendPointer(appendPointer(relationshipsPointer, i), QStringLiteral("from")); });
        requireEntity(
            r.to, [&, i]() { return appendPointer(appendPointer(relationshipsPointer, i), QStringLiteral("to")); });
    }
    for (size_t i = 0; i < model.accessPatterns.size(); ++i) {
        const QStringList &entities = model.accessPatterns[i].entities;
        for (qsizetype k = 0; k < entities.size(); ++k) {
            const LazyPointer pointer = [&, i, k]() {
                return appendPointer(
                    appendPointer(appendPointer(patternsPointer, i), QStringLiteral("entities")), size_t(k));
            };
            requireEntity(entities[k], pointer);
            if (entities.indexOf(entities[k]) != k)
                diagnostics.push_back({pointer(), QStringLiteral("lists the entity \"%1\" twice").arg(entities[k])});
        }
    }
    for (const auto &[entity, container] : model.overrides.containers)
        requireEntity(
            entity, [&, id = entity]() { return appendPointer(base + QStringLiteral("/overrides/containers"), id); });
    for (const auto &[entity, point] : model.layout)
        requireEntity(entity, [&, id = entity]() { return appendPointer(base + QStringLiteral("/layout"), id); });
}

void checkReferences(const Model &model, Diagnostics &diagnostics)
{
    checkDesignReferences(model, QString(), diagnostics);
    const QString alternativesPointer = QStringLiteral("/alternatives");
    checkUniqueIds(model.alternatives, alternativesPointer, QStringLiteral("alternative"), diagnostics);
    // Names are what people pick alternatives by (menus, --compare), so they are unique too.
    QHash<QString, size_t> names;
    for (size_t i = 0; i < model.alternatives.size(); ++i) {
        const DesignAlternative &alternative = model.alternatives[i];
        const QString pointer = appendPointer(alternativesPointer, i);
        if (!alternative.name.trimmed().isEmpty()) {
            if (names.contains(alternative.name))
                diagnostics.push_back({appendPointer(pointer, QStringLiteral("name")),
                    QStringLiteral("the alternative name \"%1\" is used twice (also at %2)")
                        .arg(alternative.name, appendPointer(alternativesPointer, names.value(alternative.name)))});
            else
                names.insert(alternative.name, i);
        }
        checkDesignReferences(alternative.design, appendPointer(pointer, QStringLiteral("design")), diagnostics);
    }
}

} // namespace cosmos

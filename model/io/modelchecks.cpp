// SPDX-License-Identifier: MIT
// Cross-object rules of a model: what no single object can check on its own.
#include "modelchecks.h"

#include "diagnostic.h"

#include <QHash>
#include <QRegularExpression>
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

// What Azure accepts as a computed property: a top-level name no document property
// has, and a query "SELECT VALUE <expression> FROM c" without the clauses that do
// not compute one value per document.
QString computedPropertyProblem(const Entity &entity, const ComputedProperty &property, const QSet<QString> &earlier)
{
    static const QRegularExpression identifier(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    static const QRegularExpression form(QStringLiteral("^\\s*SELECT\\s+VALUE\\s+.+\\s+FROM\\s+c\\s*$"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression clause(
        QStringLiteral("(?<!\\.)\\b(WHERE|GROUP\\s+BY|ORDER\\s+BY|TOP|DISTINCT|OFFSET|LIMIT|JOIN|EXISTS)\\b"),
        QRegularExpression::CaseInsensitiveOption);
    static const QSet<QString> systemNames {QStringLiteral("id"), QStringLiteral("_rid"), QStringLiteral("_ts"),
        QStringLiteral("_etag"), QStringLiteral("_self"), QStringLiteral("_attachments")};
    if (!identifier.match(property.name).hasMatch())
        return QStringLiteral("the computed property name \"%1\" is not a plain name (letters, digits, _)")
            .arg(property.name);
    if (systemNames.contains(property.name) || findAttribute(entity, property.name))
        return QStringLiteral("the computed property \"%1\" has the name of a property the documents already have")
            .arg(property.name);
    if (earlier.contains(property.name))
        return QStringLiteral("the computed property name \"%1\" is used twice").arg(property.name);
    if (!form.match(property.query).hasMatch())
        return QStringLiteral("a computed property's query reads \"SELECT VALUE <expression> FROM c\", got \"%1\"")
            .arg(property.query);
    if (const QRegularExpressionMatch found = clause.match(property.query); found.hasMatch())
        return QStringLiteral("a computed property's query cannot use %1: it computes one value from each "
                              "document alone")
            .arg(found.captured(1).toUpper());
    return {};
}

void checkComputedProperties(const Entity &entity, const LazyPointer &pointer, Diagnostics &diagnostics)
{
    QSet<QString> seen;
    for (size_t i = 0; i < entity.computedProperties.size(); ++i) {
        const ComputedProperty &property = entity.computedProperties[i];
        const QString problem = computedPropertyProblem(entity, property, seen);
        if (!problem.isEmpty())
            diagnostics.push_back({appendPointer(pointer(), i), problem});
        seen.insert(property.name);
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
        checkComputedProperties(
            model.entities[i],
            [&, i]() {
                return appendPointer(appendPointer(entitiesPointer, i), QStringLiteral("computedProperties"));
            },
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
    for (const auto &[pattern, kind] : model.overrides.remedies)
        if (!model.accessPattern(pattern))
            diagnostics.push_back({appendPointer(base + QStringLiteral("/overrides/remedies"), pattern),
                QStringLiteral("refers to the access pattern \"%1\", which does not exist").arg(pattern)});
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

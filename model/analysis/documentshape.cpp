// SPDX-License-Identifier: MIT
#include "documentshape.h"

#include "derivedvalues.h"

#include "containersynthesis.h"

#include <QSet>

#include "model/document/modellookup.h"

namespace cosmos {

namespace {

constexpr int kMaxDepth = 32; // embedding chains are short; this only stops a malformed cycle

const Relationship *embeddingRelationship(const Model &model, const QString &holder, const QString &child)
{
    for (const Relationship &r : model.relationships)
        if (r.from == holder && r.to == child)
            return &r;
    return nullptr;
}

void collectLeaves(const std::vector<Attribute> &attributes, const PropertyPath &prefix, std::vector<PropertyPath> &out,
    QSet<QString> &seen)
{
    for (const Attribute &attribute : attributes) {
        // Embedded in its parent, a child needs no reference to it: the one the
        // analysis derived for its own documents (completeModel()) is left out.
        if (!prefix.isEmpty() && isDerivedReference(attribute))
            continue;
        PropertyPath path = prefix;
        path << attribute.name;
        if (!attribute.attributes.empty()) {
            if (attribute.type == AttributeType::Array)
                path << QStringLiteral("[]");
            collectLeaves(attribute.attributes, path, out, seen);
            continue;
        }
        // A top-level property is its own key: no joined copy.
        const QString key = path.size() == 1 ? path.front() : path.join(QLatin1Char('/'));
        const qsizetype before = seen.size();
        seen.insert(key);
        if (seen.size() != before)
            out.push_back(std::move(path));
    }
}

void collectEntity(const Model &model, const ContainerAnalysis &container, const QString &entityId,
    const PropertyPath &prefix, std::vector<PropertyPath> &out, QSet<QString> &seen, int depth)
{
    const Entity *entity = ModelLookup::entity(model, entityId);
    if (!entity || depth > kMaxDepth)
        return;
    collectLeaves(entity->attributes, prefix, out, seen);
    for (const EmbeddedChild &child : embeddedChildren(model, container, entityId)) {
        PropertyPath path = prefix;
        path << child.property;
        if (child.many)
            path << QStringLiteral("[]");
        collectEntity(model, container, child.entity, path, out, seen, depth + 1);
    }
}

} // namespace

QString linkedIdsProperty(const Model &model, const std::vector<RelationshipAnalysis> &relationships,
    const QString &holder, const QString &other)
{
    for (size_t i = 0; i < relationships.size() && i < model.relationships.size(); ++i) {
        const Relationship &r = model.relationships[i];
        if (relationships[i].decision != Decision::DuplicateIds || r.from == r.to)
            continue;
        if (!((r.from == holder && r.to == other) || (r.to == holder && r.from == other)))
            continue;
        const Entity *linked = ModelLookup::entity(model, other);
        return linked ? embeddedPropertyName(linked->name, false) + QStringLiteral("Ids") : QString();
    }
    return {};
}

QString embeddedPropertyName(const QString &entityName, bool many)
{
    QString camel;
    bool upper = false;
    for (const QChar ch : entityName) {
        if (!ch.isLetterOrNumber()) {
            upper = !camel.isEmpty();
            continue;
        }
        camel += camel.isEmpty() ? ch.toLower() : (upper ? ch.toUpper() : ch);
        upper = false;
    }
    if (camel.isEmpty())
        camel = QStringLiteral("item");
    return many ? pluralOf(camel) : camel;
}

std::vector<EmbeddedChild> embeddedChildren(
    const Model &model, const ContainerAnalysis &container, const QString &holder)
{
    std::vector<EmbeddedChild> out;
    const auto it = container.embedded.find(holder);
    if (it == container.embedded.end())
        return out;
    const Entity *holderEntity = ModelLookup::entity(model, holder);
    QSet<QString> taken;
    if (holderEntity)
        for (const Attribute &attribute : holderEntity->attributes)
            taken.insert(attribute.name);
    for (const QString &childId : it->second) {
        const Entity *child = ModelLookup::entity(model, childId);
        const Relationship *r = embeddingRelationship(model, holder, childId);
        EmbeddedChild embedded;
        embedded.entity = childId;
        embedded.many = !r || r->kind != RelationshipKind::OneToOne;
        embedded.relationship = r ? r->id : QString();
        // A holder attribute of the same name keeps its name; the embedded array
        // takes the next free one ("orderItems2").
        const QString base = embeddedPropertyName(child ? child->name : childId, embedded.many);
        embedded.property = base;
        for (int n = 2; taken.contains(embedded.property); ++n)
            embedded.property = base + QString::number(n);
        taken.insert(embedded.property);
        out.push_back(embedded);
    }
    return out;
}

PropertyPath documentPrefix(const Model &model, const ContainerAnalysis &container, const QString &entityId)
{
    PropertyPath reversed;
    QString current = entityId;
    for (int depth = 0; depth < kMaxDepth; ++depth) {
        bool found = false;
        for (const auto &[holder, children] : container.embedded) {
            if (!children.contains(current))
                continue;
            for (const EmbeddedChild &child : embeddedChildren(model, container, holder)) {
                if (child.entity != current)
                    continue;
                if (child.many)
                    reversed << QStringLiteral("[]");
                reversed << child.property;
            }
            current = holder;
            found = true;
            break;
        }
        if (!found)
            break;
    }
    PropertyPath prefix;
    for (auto it = reversed.crbegin(); it != reversed.crend(); ++it)
        prefix << *it;
    return prefix;
}

PropertyPath attributePath(const Entity &entity, const QString &dottedPath)
{
    if (!dottedPath.contains(QLatin1Char('.'))) // a top-level attribute: the path is its name
        return PropertyPath {dottedPath};
    PropertyPath path;
    const QStringList segments = dottedPath.split(QLatin1Char('.'));
    const std::vector<Attribute> *level = &entity.attributes;
    for (qsizetype i = 0; i < segments.size(); ++i) {
        path << segments[i];
        const Attribute *found = nullptr;
        if (level)
            for (const Attribute &attribute : *level)
                if (attribute.name == segments[i])
                    found = &attribute;
        const bool more = i + 1 < segments.size();
        if (found && found->type == AttributeType::Array && more)
            path << QStringLiteral("[]");
        level = found ? &found->attributes : nullptr;
    }
    return path;
}

std::vector<PropertyPath> documentTypeProperties(
    const Model &model, const ContainerAnalysis &container, const QString &entityId)
{
    std::vector<PropertyPath> out;
    QSet<QString> seen;
    collectEntity(model, container, entityId, {}, out, seen, 0);
    return out;
}

std::vector<PropertyPath> documentProperties(const Model &model, const ContainerAnalysis &container)
{
    std::vector<PropertyPath> out;
    QSet<QString> seen;
    if (container.edgeContainer) {
        // Link documents: the key plus the id of either side.
        out.push_back({QStringLiteral("partitionKey")});
        if (const Relationship *r = ModelLookup::relationship(model, container.edgeRelationship))
            for (const QString &side : {r->from, r->to})
                if (const Entity *entity = ModelLookup::entity(model, side))
                    for (const Attribute &attribute : entity->attributes)
                        if (attribute.type == AttributeType::Id)
                            out.push_back({attribute.name});
        return out;
    }
    // Several document types tell themselves apart by their "type" property.
    if (container.entities.size() > 1) {
        out.push_back({QStringLiteral("type")});
        seen.insert(QStringLiteral("type"));
    }
    for (const QString &id : container.entities)
        collectEntity(model, container, id, {}, out, seen, 0);
    return out;
}

} // namespace cosmos

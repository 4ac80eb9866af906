// SPDX-License-Identifier: MIT
#include "editplans.h"

#include "model/io/modeljson.h"

#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace cosmos::plans {

namespace {

// An id from a display name: lowerCamelCase ASCII letters and digits.
QString idFromName(const QString &name)
{
    QString id;
    bool upper = false;
    for (const QChar ch : name) {
        if (ch.unicode() < 128 && ch.isLetterOrNumber()) {
            id += id.isEmpty() ? ch.toLower() : (upper ? ch.toUpper() : ch);
            upper = false;
        } else {
            upper = !id.isEmpty();
        }
    }
    if (id.isEmpty() || id.front().isDigit())
        id.prepend(QStringLiteral("entity"));
    return id;
}

template <typename Exists> QString firstFree(const QString &base, Exists exists)
{
    if (!exists(base))
        return base;
    for (int n = 2;; ++n) {
        const QString candidate = base + QString::number(n);
        if (!exists(candidate))
            return candidate;
    }
}

Json layoutJson(QPointF position)
{
    return Json {{"x", std::round(position.x())}, {"y", std::round(position.y())}};
}

} // namespace

QString uniqueEntityId(const Model &model, const QString &name)
{
    return firstFree(idFromName(name), [&](const QString &id) { return model.entity(id) != nullptr; });
}

QString uniqueRelationshipId(const Model &model, const QString &from, const QString &to)
{
    return firstFree(
        from + QLatin1Char('-') + to, [&](const QString &id) { return model.relationship(id) != nullptr; });
}

QString nextAccessPatternId(const Model &model)
{
    static const QRegularExpression number(QStringLiteral("^AP(\\d+)$"));
    int highest = 0;
    for (const AccessPattern &pattern : model.accessPatterns) {
        const auto match = number.match(pattern.id);
        if (match.hasMatch())
            highest = std::max(highest, match.captured(1).toInt());
    }
    return firstFree(
        QStringLiteral("AP%1").arg(highest + 1), [&](const QString &id) { return model.accessPattern(id) != nullptr; });
}

QString nextEntityName(const Model &model)
{
    QSet<QString> names;
    for (const Entity &entity : model.entities)
        names.insert(entity.name);
    for (int n = int(model.entities.size()) + 1;; ++n) {
        const QString name = QStringLiteral("Entity %1").arg(n);
        if (!names.contains(name))
            return name;
    }
}

ChangeSet addEntity(const Model &model, const QString &name, QPointF position)
{
    Entity entity;
    entity.id = uniqueEntityId(model, name);
    entity.name = name;
    entity.avgSizeKB = 1;
    entity.maxSizeKB = 2;
    // No document count: a child's is derived from its parents, and one nobody gives
    // is a checklist item, never a silent 1,000 (RULES.md section 1).
    Attribute id;
    id.name = entity.id + QStringLiteral("Id");
    id.type = AttributeType::Id;
    id.required = true;
    entity.attributes.push_back(id);
    return {Change::insert(ObjectKind::Entity, toJson(entity)),
        Change::setEntry(ObjectKind::Layout, entity.id, layoutJson(position))};
}

namespace {

// A pattern's reference to an attribute, renamed from `from` to `to` when it names
// that attribute of `entityId`: "entity.attr", or "attr" in a pattern whose first
// (primary) entity it is.
QString renamedReference(const AccessPattern &pattern, const QString &entityId, const QString &reference,
    const QString &from, const QString &to)
{
    if (reference == entityId + QLatin1Char('.') + from)
        return entityId + QLatin1Char('.') + to;
    if (reference == from && !pattern.entities.isEmpty() && pattern.entities.constFirst() == entityId)
        return to;
    return reference;
}

// The access patterns' filters, sort keys and attributes needed, following the
// attribute's new name.
void renameReferences(
    const Model &model, const QString &entityId, const QString &from, const QString &to, ChangeSet &changes)
{
    for (const AccessPattern &pattern : model.accessPatterns) {
        if (!pattern.entities.contains(entityId))
            continue;
        AccessPattern renamed = pattern;
        for (Filter &filter : renamed.filters)
            filter.attribute = renamedReference(pattern, entityId, filter.attribute, from, to);
        for (SortKey &key : renamed.sort)
            key.attribute = renamedReference(pattern, entityId, key.attribute, from, to);
        for (QString &needed : renamed.attributesNeeded)
            needed = renamedReference(pattern, entityId, needed, from, to);
        const Json before = toJson(pattern);
        const Json after = toJson(renamed);
        for (const FieldId member : {field::pattern::filters, field::pattern::sort, field::pattern::attributesNeeded})
            if (const std::string name(member.name); before[name] != after[name])
                changes.push_back(Change::set(member, pattern.id, after[name]));
    }
}

} // namespace

namespace {

// The key's new name when `entity` is called `newName`, having been `oldName`: the
// changes, or none when the key does not follow (a name the user gave it).
ChangeSet keyFollowing(const Model &model, const Entity &entity, const QString &newName, const QString &oldName)
{
    const QString key = idFromName(newName) + QStringLiteral("Id");
    const QStringList given {entity.id + QStringLiteral("Id"), idFromName(oldName) + QStringLiteral("Id")};
    auto named = [&](const QString &name) {
        return std::find_if(
            entity.attributes.begin(), entity.attributes.end(), [&](const Attribute &a) { return a.name == name; });
    };
    if (named(key) != entity.attributes.end())
        return {}; // already so, or another attribute has the name
    auto current = entity.attributes.end();
    for (const QString &name : given)
        if (current == entity.attributes.end())
            current = named(name);
    if (current == entity.attributes.end() || current->type != AttributeType::Id)
        return {};
    const QString from = current->name;
    Json attributes = Json::array();
    for (const Attribute &attribute : entity.attributes) {
        Json json = toJson(attribute);
        if (attribute.name == from)
            json["name"] = key.toStdString();
        attributes.push_back(json);
    }
    ChangeSet changes {Change::set(field::entity::attributes, entity.id, attributes)};
    renameReferences(model, entity.id, from, key, changes);
    return changes;
}

} // namespace

ChangeSet followKeyAttribute(const Model &model, const QString &entityId, const QString &oldName)
{
    const Entity *entity = model.entity(entityId);
    return entity ? keyFollowing(model, *entity, entity->name, oldName) : ChangeSet();
}

ChangeSet renameEntity(const Model &model, const QString &entityId, const QString &newName)
{
    const Entity *entity = model.entity(entityId);
    if (!entity)
        return {};
    ChangeSet changes {Change::set(field::entity::name, entityId, newName.toStdString())};
    for (Change &change : keyFollowing(model, *entity, newName, entity->name))
        changes.push_back(std::move(change));
    return changes;
}

ChangeSet addRelationship(const Model &model, const QString &from, const QString &to, RelationshipKind kind)
{
    Relationship r;
    r.id = uniqueRelationshipId(model, from, to);
    r.from = from;
    r.to = to;
    r.kind = kind;
    r.avgChildren = kind == RelationshipKind::OneToOne ? 1 : 5;
    r.maxChildren = kind == RelationshipKind::OneToOne ? 1 : 100;
    return {Change::insert(ObjectKind::Relationship, toJson(r))};
}

namespace {

const Attribute *keyOf(const Entity &entity)
{
    const auto key = std::find_if(entity.attributes.begin(), entity.attributes.end(),
        [](const Attribute &a) { return a.type == AttributeType::Id; });
    return key != entity.attributes.end() ? &*key : nullptr;
}

bool hasAttribute(const Entity &entity, const QString &name)
{
    return std::any_of(
        entity.attributes.begin(), entity.attributes.end(), [&](const Attribute &a) { return a.name == name; });
}

// How a single entity is most often read first: a child's list by its parent's
// key, or anything else by its own key.
void likeliestRead(const Model &model, const Entity &entity, AccessPattern &p, QString *by)
{
    for (const Relationship &r : model.relationships) {
        const Entity *parent = r.to == entity.id && r.from != entity.id ? model.entity(r.from) : nullptr;
        const Attribute *parentKey = parent ? keyOf(*parent) : nullptr;
        if (parentKey && hasAttribute(entity, parentKey->name)) {
            p.operation = Operation::Query;
            p.filters.push_back({parentKey->name, FilterOp::Eq, Json::object()});
            *by = parentKey->name;
            return;
        }
    }
    if (const Attribute *key = keyOf(entity)) {
        p.operation = Operation::PointRead;
        p.filters.push_back({key->name, FilterOp::Eq, Json::object()});
        *by = key->name;
    }
}

} // namespace

ChangeSet addAccessPattern(const Model &model, const QStringList &entities, std::optional<Operation> operation)
{
    AccessPattern p;
    p.id = nextAccessPatternId(model);
    p.operation = operation.value_or(Operation::Query);
    p.entities = entities;
    p.status = PatternStatus::Draft;
    QStringList names;
    for (const QString &id : entities)
        if (const Entity *entity = model.entity(id))
            names << entity->name;
    QString by;
    if (!operation && entities.size() == 1)
        if (const Entity *entity = model.entity(entities.constFirst()))
            likeliestRead(model, *entity, p, &by);
    p.description = names.isEmpty() ? QStringLiteral("New access pattern")
        : by.isEmpty()              ? QStringLiteral("Read %1").arg(names.join(QStringLiteral(" with ")))
                                    : QStringLiteral("Read %1 by %2").arg(names.constFirst(), by);
    return {Change::insert(ObjectKind::AccessPattern, toJson(p))};
}

AttributeType typeSuggestedBy(const QString &attributeName)
{
    const QString name = attributeName.trimmed();
    const QString lower = name.toLower();
    auto endsWithWord = [&name](const char *suffix) {
        // "createdAt", "created_at", "start_date": the suffix as its own word.
        const QString word = QString::fromLatin1(suffix);
        if (!name.endsWith(word, Qt::CaseInsensitive) || name.size() == word.size())
            return name.compare(word, Qt::CaseInsensitive) == 0;
        const QChar before = name.at(name.size() - word.size() - 1);
        const QChar first = name.at(name.size() - word.size());
        return before == QLatin1Char('_') || (first.isUpper() && before.isLower());
    };
    auto startsWithWord = [&name](const char *prefix) {
        const QString word = QString::fromLatin1(prefix);
        return name.size() > word.size() && name.startsWith(word)
            && (name.at(word.size()).isUpper() || name.at(word.size()) == QLatin1Char('_'));
    };
    if (endsWithWord("id") || lower == QLatin1String("id"))
        return AttributeType::Id;
    for (const char *word : {"at", "date", "time", "on", "timestamp", "ts"})
        if (endsWithWord(word))
            return AttributeType::Datetime;
    for (const char *word : {"is", "has", "can"})
        if (startsWithWord(word))
            return AttributeType::Boolean;
    for (const char *word : {"count", "total", "amount", "price", "quantity", "qty", "number", "size", "age", "score",
             "rating", "kg", "cost", "balance"})
        if (endsWithWord(word))
            return AttributeType::Number;
    return AttributeType::String;
}

ChangeSet removeObjects(const Model &model, const Selection &selection)
{
    const QSet<QString> entities(selection.entities.begin(), selection.entities.end());
    QSet<QString> relationships(selection.relationships.begin(), selection.relationships.end());
    const QSet<QString> patterns(selection.accessPatterns.begin(), selection.accessPatterns.end());
    for (const Relationship &r : model.relationships)
        if (entities.contains(r.from) || entities.contains(r.to))
            relationships.insert(r.id);

    ChangeSet changes;
    // Access patterns that stay lose the deleted entities (and their filters/sorts
    // written as "entity.attribute").
    for (const AccessPattern &p : model.accessPatterns) {
        if (patterns.contains(p.id))
            continue;
        QStringList kept;
        for (const QString &id : p.entities)
            if (!entities.contains(id))
                kept << id;
        if (kept.size() == p.entities.size())
            continue;
        Json entitiesJson = Json::array();
        for (const QString &id : kept)
            entitiesJson.push_back(id.toStdString());
        changes.push_back(Change::set(field::pattern::entities, p.id, entitiesJson));
    }
    for (const AccessPattern &p : model.accessPatterns) {
        if (!patterns.contains(p.id))
            continue;
        if (model.overrides.remedies.count(p.id)) // the choice goes with its pattern
            changes.push_back(Change::setEntry(ObjectKind::RemedyOverride, p.id, nullptr));
        changes.push_back(Change::remove(ObjectKind::AccessPattern, p.id));
    }
    for (const Relationship &r : model.relationships)
        if (relationships.contains(r.id))
            changes.push_back(Change::remove(ObjectKind::Relationship, r.id));
    for (const Entity &e : model.entities) {
        if (!entities.contains(e.id))
            continue;
        if (model.layout.count(e.id))
            changes.push_back(Change::setEntry(ObjectKind::Layout, e.id, nullptr));
        if (model.overrides.containers.count(e.id))
            changes.push_back(Change::setEntry(ObjectKind::ContainerOverride, e.id, nullptr));
        changes.push_back(Change::remove(ObjectKind::Entity, e.id));
    }
    return changes;
}

ChangeSet moveEntities(const Model &model, const std::map<QString, QPointF> &positions)
{
    ChangeSet changes;
    for (const auto &[id, position] : positions) {
        if (!model.entity(id))
            continue;
        Json value = layoutJson(position);
        if (const auto it = model.layout.find(id); it != model.layout.end())
            for (auto extra = it->second.extra.begin(); extra != it->second.extra.end(); ++extra)
                value[extra.key()] = extra.value();
        changes.push_back(Change::setEntry(ObjectKind::Layout, id, value));
    }
    return changes;
}

Json copyEntities(const Model &model, const QStringList &entityIds)
{
    const QSet<QString> ids(entityIds.begin(), entityIds.end());
    Json clipboard {{"format", "cosmos-modeler/clipboard"}, {"entities", Json::array()},
        {"relationships", Json::array()}, {"layout", Json::object()}};
    for (const Entity &e : model.entities)
        if (ids.contains(e.id)) {
            clipboard["entities"].push_back(toJson(e));
            if (const auto it = model.layout.find(e.id); it != model.layout.end())
                clipboard["layout"][e.id.toStdString()] = toJson(it->second);
        }
    for (const Relationship &r : model.relationships)
        if (ids.contains(r.from) && ids.contains(r.to))
            clipboard["relationships"].push_back(toJson(r));
    return clipboard;
}

ChangeSet pasteEntities(const Model &model, const Json &clipboard, QPointF offset, QStringList *pastedIds)
{
    ChangeSet changes;
    if (!clipboard.is_object() || clipboard.value("format", "") != "cosmos-modeler/clipboard")
        return changes;
    Model scratch = model; // ids must stay unique across the whole paste
    std::map<std::string, std::string> renamed;
    for (Json entity : clipboard.value("entities", Json::array())) {
        if (!entity.is_object() || !entity.contains("id") || !entity["id"].is_string())
            continue;
        const std::string oldId = entity["id"].get<std::string>();
        const QString name = QString::fromStdString(entity.value("name", oldId));
        const QString newId = uniqueEntityId(scratch, QString::fromStdString(oldId));
        renamed[oldId] = newId.toStdString();
        entity["id"] = newId.toStdString();
        Entity placeholder;
        placeholder.id = newId;
        placeholder.name = name;
        scratch.entities.push_back(placeholder);
        changes.push_back(Change::insert(ObjectKind::Entity, entity));
        if (pastedIds)
            *pastedIds << newId;
        const Json layout = clipboard.value("layout", Json::object()).value(oldId, Json::object());
        const double x = layout.value("x", 0.0) + offset.x();
        const double y = layout.value("y", 0.0) + offset.y();
        changes.push_back(Change::setEntry(ObjectKind::Layout, newId, layoutJson(QPointF(x, y))));
    }
    for (Json r : clipboard.value("relationships", Json::array())) {
        if (!r.is_object() || !r["from"].is_string() || !r["to"].is_string())
            continue;
        const auto from = renamed.find(r["from"].get<std::string>());
        const auto to = renamed.find(r["to"].get<std::string>());
        if (from == renamed.end() || to == renamed.end())
            continue;
        r["from"] = from->second;
        r["to"] = to->second;
        const QString id
            = uniqueRelationshipId(scratch, QString::fromStdString(from->second), QString::fromStdString(to->second));
        r["id"] = id.toStdString();
        Relationship placeholder;
        placeholder.id = id;
        scratch.relationships.push_back(placeholder);
        changes.push_back(Change::insert(ObjectKind::Relationship, r));
    }
    return changes;
}

} // namespace cosmos::plans

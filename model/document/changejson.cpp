// SPDX-License-Identifier: MIT
#include "changejson.h"

namespace cosmos {

namespace {

constexpr std::pair<ObjectKind, const char *> kKinds[] = {
    {ObjectKind::Application, "application"},
    {ObjectKind::Entity, "entity"},
    {ObjectKind::Relationship, "relationship"},
    {ObjectKind::AccessPattern, "accessPattern"},
    {ObjectKind::Layout, "layout"},
    {ObjectKind::Assumption, "assumption"},
    {ObjectKind::ContainerOverride, "containerOverride"},
    {ObjectKind::PartitionKeyOverride, "partitionKeyOverride"},
    {ObjectKind::RemedyOverride, "remedyOverride"},
    {ObjectKind::Design, "design"},
    {ObjectKind::Alternative, "alternative"},
};
constexpr std::pair<Change::Type, const char *> kTypes[]
    = {{Change::Type::Set, "set"}, {Change::Type::Insert, "insert"}, {Change::Type::Remove, "remove"}};

template <typename E, size_t N> const char *nameOf(const std::pair<E, const char *> (&table)[N], E value)
{
    for (const auto &[key, name] : table)
        if (key == value)
            return name;
    return "";
}

template <typename E, size_t N>
std::optional<E> valueOf(const std::pair<E, const char *> (&table)[N], const std::string &name)
{
    for (const auto &[key, text] : table)
        if (name == text)
            return key;
    return std::nullopt;
}

} // namespace

Json toJson(const Change &change)
{
    Json json {{"type", nameOf(kTypes, change.type)}, {"kind", nameOf(kKinds, change.kind)}};
    if (!change.id.isEmpty())
        json["id"] = change.id.toStdString();
    if (!change.field.empty())
        json["field"] = change.field;
    if (change.type != Change::Type::Remove)
        json["value"] = change.value;
    if (change.type == Change::Type::Insert && change.index >= 0)
        json["index"] = change.index;
    return json;
}

Json toJson(const ChangeSet &changes)
{
    Json array = Json::array();
    for (const Change &change : changes)
        array.push_back(toJson(change));
    return array;
}

std::optional<Change> changeFromJson(const Json &json, QString *error)
{
    if (!json.is_object() || !json.value("type", Json()).is_string() || !json.value("kind", Json()).is_string()) {
        *error = QStringLiteral("a change needs \"type\" and \"kind\"");
        return std::nullopt;
    }
    const auto type = valueOf(kTypes, json["type"].get<std::string>());
    const auto kind = valueOf(kKinds, json["kind"].get<std::string>());
    if (!type || !kind) {
        *error = QStringLiteral("unknown change type or kind in %1").arg(QString::fromStdString(json.dump()));
        return std::nullopt;
    }
    Change change;
    change.type = *type;
    change.kind = *kind;
    change.id = QString::fromStdString(json.value("id", std::string()));
    change.field = json.value("field", std::string());
    change.value = json.value("value", Json());
    change.index = json.value("index", -1);
    return change;
}

std::optional<ChangeSet> changeSetFromJson(const Json &json, QString *error)
{
    if (!json.is_array()) {
        *error = QStringLiteral("a change set is an array of changes");
        return std::nullopt;
    }
    ChangeSet changes;
    for (const Json &item : json) {
        auto change = changeFromJson(item, error);
        if (!change)
            return std::nullopt;
        changes.push_back(std::move(*change));
    }
    return changes;
}

} // namespace cosmos

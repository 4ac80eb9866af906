// SPDX-License-Identifier: MIT
#include "containercomparison.h"

#include <algorithm>

namespace cosmos::account {

namespace {

const QString kNone = QStringLiteral("(none)");

QString shown(const Json &value)
{
    return value.is_null() ? kNone : QString::fromStdString(value.dump());
}

Json member(const Json &object, const char *name)
{
    return object.is_object() && object.contains(name) ? object[name] : Json();
}

// A list compared as a set: its items sorted by their JSON.
Json sortedList(const Json &list)
{
    if (!list.is_array())
        return Json::array();
    std::vector<std::string> items;
    for (const Json &item : list)
        items.push_back(item.dump());
    std::sort(items.begin(), items.end());
    Json sorted = Json::array();
    for (const std::string &item : items)
        sorted.push_back(Json::parse(item));
    return sorted;
}

Json pathList(const Json &entries, bool dropEtag)
{
    Json paths = Json::array();
    if (entries.is_array())
        for (const Json &entry : entries) {
            const Json path = member(entry, "path");
            // Cosmos DB excludes the system property _etag by itself and lists it.
            if (path.is_string() && !(dropEtag && path.get<std::string>() == "/\"_etag\"/?"))
                paths.push_back(path);
        }
    return sortedList(paths);
}

Json compositeIndexes(const Json &indexes)
{
    Json normalized = Json::array();
    if (indexes.is_array())
        for (const Json &index : indexes) {
            Json paths = Json::array();
            if (index.is_array())
                for (const Json &entry : index)
                    paths.push_back({{"path", member(entry, "path")},
                        {"order", member(entry, "order").is_string() ? member(entry, "order") : Json("ascending")}});
            normalized.push_back(paths);
        }
    return sortedList(normalized);
}

// The parts of an indexing policy, each as the service applies it.
std::vector<std::pair<std::string, Json>> indexingParts(const Json &policy)
{
    std::string mode = member(policy, "indexingMode").is_string() ? member(policy, "indexingMode").get<std::string>()
                                                                   : "consistent";
    std::transform(mode.begin(), mode.end(), mode.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    const Json automatic = member(policy, "automatic").is_boolean() ? member(policy, "automatic") : Json(true);
    return {{"indexingMode", mode}, {"automatic", automatic},
        {"includedPaths", pathList(member(policy, "includedPaths"), false)},
        {"excludedPaths", pathList(member(policy, "excludedPaths"), true)},
        {"compositeIndexes", compositeIndexes(member(policy, "compositeIndexes"))},
        {"spatialIndexes", sortedList(member(policy, "spatialIndexes"))},
        {"vectorIndexes", sortedList(member(policy, "vectorIndexes"))},
        {"fullTextIndexes", sortedList(member(policy, "fullTextIndexes"))}};
}

Json partitionKey(const Json &definition)
{
    const Json key = member(definition, "partitionKey");
    Json paths = member(key, "paths");
    const Json kind = member(key, "kind").is_string() ? member(key, "kind") : Json("Hash");
    return {{"paths", paths.is_array() ? paths : Json::array()}, {"kind", kind}};
}

Json uniqueKeys(const Json &definition)
{
    Json keys = Json::array();
    const Json listed = member(member(definition, "uniqueKeyPolicy"), "uniqueKeys");
    if (listed.is_array())
        for (const Json &key : listed)
            keys.push_back(sortedList(member(key, "paths")));
    return sortedList(keys);
}

// An empty list and an absent one mean the same to the service.
Json orNone(const Json &value)
{
    if (value.is_null() || ((value.is_array() || value.is_object()) && value.empty()))
        return Json();
    return value;
}

} // namespace

QString PropertyDifference::line() const
{
    return QStringLiteral("%1: %2: %3 -> %4 (%5)")
        .arg(container, property, account, design,
            inPlace ? QStringLiteral("in place") : QStringLiteral("new container and copy"));
}

// Compared as sorted JSON: the service may hand members back in another order.
std::vector<PropertyDifference> compareContainer(
    const DeploymentPlan::Container &design, const AccountJson &definition, const AccountJson &throughput)
{
    std::vector<PropertyDifference> differences;
    const Json account = Json::parse(definition.dump());
    const Json wanted = Json::parse(design.resource.dump());
    const auto add = [&](const std::string &property, const Json &had, const Json &want, bool inPlace) {
        if (had != want)
            differences.push_back({design.name, QString::fromStdString(property), shown(had), shown(want), inPlace});
    };
    add("partitionKey", partitionKey(account), partitionKey(wanted), false);
    add("uniqueKeyPolicy", orNone(uniqueKeys(account)), orNone(uniqueKeys(wanted)), false);
    add("vectorEmbeddingPolicy", orNone(member(account, "vectorEmbeddingPolicy")),
        orNone(member(wanted, "vectorEmbeddingPolicy")), false);
    add("fullTextPolicy", orNone(member(account, "fullTextPolicy")), orNone(member(wanted, "fullTextPolicy")), false);
    add("materializedViewDefinition", orNone(member(account, "materializedViewDefinition")),
        orNone(member(wanted, "materializedViewDefinition")), false);
    const auto hadParts = indexingParts(member(account, "indexingPolicy"));
    const auto wantParts = indexingParts(member(wanted, "indexingPolicy"));
    for (size_t i = 0; i < hadParts.size(); ++i)
        add("indexingPolicy." + hadParts[i].first, hadParts[i].second, wantParts[i].second, true);
    add("defaultTtl", member(account, "defaultTtl"), member(wanted, "defaultTtl"), true);
    add("computedProperties", orNone(sortedList(member(account, "computedProperties"))),
        orNone(sortedList(member(wanted, "computedProperties"))), true);
    // Only where both sides provision throughput: serverless is the account's choice.
    const Json provisioned = Json::parse(throughput.dump());
    const Json planned = Json::parse(design.options.dump());
    if (!orNone(provisioned).is_null() && !orNone(planned).is_null())
        add("throughput", provisioned, planned, true);
    return differences;
}

ContainerComparison compareContainers(const std::vector<DeploymentPlan::Container> &design,
    const AccountContainers &account, const std::map<QString, AccountJson> &throughput)
{
    ContainerComparison comparison;
    QStringList designed;
    for (const DeploymentPlan::Container &container : design) {
        designed.append(container.name);
        const auto found = account.find(container.name);
        if (found == account.end()) {
            comparison.missing.append(container.name);
            continue;
        }
        const auto provisioned = throughput.find(container.name);
        const std::vector<PropertyDifference> differences = compareContainer(
            container, found->second, provisioned == throughput.end() ? AccountJson() : provisioned->second);
        comparison.differences.insert(comparison.differences.end(), differences.begin(), differences.end());
    }
    for (const auto &[id, definition] : account)
        if (!designed.contains(id))
            comparison.extra.append(id);
    return comparison;
}

QStringList ContainerComparison::lines() const
{
    QStringList out;
    for (const PropertyDifference &difference : differences)
        out.append(difference.line());
    for (const QString &container : missing)
        out.append(QStringLiteral("%1: missing").arg(container));
    for (const QString &container : extra)
        out.append(QStringLiteral("%1: not in the design (left alone)").arg(container));
    return out;
}

Json ContainerComparison::toJson() const
{
    Json json = {{"inPlace", Json::array()}, {"newContainer", Json::array()}, {"missing", Json::array()},
        {"extra", Json::array()}};
    for (const PropertyDifference &difference : differences)
        json[difference.inPlace ? "inPlace" : "newContainer"].push_back(
            {{"container", difference.container.toStdString()}, {"property", difference.property.toStdString()},
                {"account", difference.account.toStdString()}, {"design", difference.design.toStdString()}});
    for (const QString &container : missing)
        json["missing"].push_back(container.toStdString());
    for (const QString &container : extra)
        json["extra"].push_back(container.toStdString());
    return json;
}

} // namespace cosmos::account

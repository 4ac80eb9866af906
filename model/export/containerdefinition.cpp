// SPDX-License-Identifier: MIT
#include "containerdefinition.h"

#include "exporttr.h"

#include "model/analysis/indexing.h"
#include "model/document/modellookup.h"
#include "model/analysis/searchpolicy.h"
#include "model/analysis/uniquekeys.h"

#include <cmath>

namespace cosmos {

namespace {

// Keys in the given order first, then any others as they come.
OrderedJson reorder(const nlohmann::json &json, std::initializer_list<const char *> keys)
{
    OrderedJson out = OrderedJson::object();
    for (const char *key : keys)
        if (json.contains(key))
            out[key] = ordered(json.at(key));
    for (auto it = json.begin(); it != json.end(); ++it)
        if (!out.contains(it.key()))
            out[it.key()] = ordered(it.value());
    return out;
}

// "post.title" or "title" → "title", "address.city" → "address": what Azure can project.
QString topLevelProperty(const QString &needed, const Entity &entity)
{
    for (const QString &prefix : {entity.id, entity.name})
        if (needed.startsWith(prefix + QLatin1Char('.')))
            return needed.mid(prefix.size() + 1).section(QLatin1Char('.'), 0, 0);
    return needed.section(QLatin1Char('.'), 0, 0);
}

} // namespace

OrderedJson containerIndexingPolicy(const ContainerAnalysis &container)
{
    OrderedJson policy = reorder(indexingPolicyToJson(container.indexing),
        {"indexingMode", "automatic", "includedPaths", "excludedPaths", "compositeIndexes", "vectorIndexes",
            "fullTextIndexes"});
    if (policy.contains("compositeIndexes"))
        for (OrderedJson &composite : policy["compositeIndexes"])
            for (OrderedJson &path : composite)
                path = {{"path", path.at("path")}, {"order", path.at("order")}};
    return policy;
}

QString secondaryIndexDefinition(const ContainerAnalysis &container, const Model &model, const Analysis &analysis)
{
    if (container.kind != ContainerKind::Gsi)
        return {};
    QStringList properties {QStringLiteral("id"), QStringLiteral("type")};
    const auto add = [&](const QString &name) {
        if (!name.isEmpty() && !properties.contains(name))
            properties << name;
    };
    for (const QString &path : container.partitionKey)
        add(path.mid(1).section(QLatin1Char('/'), 0, 0));
    for (const PatternAnalysis &served : analysis.accessPatterns) {
        const PatternRemedy *remedy = served.chosenRemedy();
        const AccessPattern *pattern = ModelLookup::accessPattern(model, served.id);
        const Entity *source = remedy ? model.entity(remedy->sourceEntity) : nullptr;
        if (!source || !pattern || remedy->container != container.name)
            continue;
        if (pattern->attributesNeeded.isEmpty())
            for (const Attribute &attribute : source->attributes)
                add(attribute.name);
        for (const QString &needed : pattern->attributesNeeded)
            add(topLevelProperty(needed, *source));
    }
    QStringList projected;
    for (const QString &name : std::as_const(properties))
        projected << QStringLiteral("c.") + name;
    return QStringLiteral("SELECT %1 FROM c").arg(projected.join(QStringLiteral(", ")));
}

OrderedJson containerResource(const ContainerAnalysis &container, const Model &model, const Analysis &analysis)
{
    OrderedJson paths = OrderedJson::array();
    for (const QString &path : container.partitionKey)
        paths.push_back(path.toStdString());
    OrderedJson resource = OrderedJson::object();
    resource["id"] = container.name.toStdString();
    // Version 2 (large partition keys) is what Azure creates today and what a
    // hierarchical (MultiHash) key requires.
    resource["partitionKey"]
        = {{"paths", paths}, {"kind", container.hierarchical ? "MultiHash" : "Hash"}, {"version", 2}};
    resource["indexingPolicy"] = containerIndexingPolicy(container);
    resource["uniqueKeyPolicy"] = ordered(uniqueKeyPolicyToJson(container.uniqueKeys));
    // Search policies (RULES.md section 14): only when the documents declare them.
    const std::pair<const char *, Json> search[] = {
        {"vectorEmbeddingPolicy", vectorEmbeddingPolicyToJson(container.search)},
        {"fullTextPolicy", fullTextPolicyToJson(container.search)},
        {"computedProperties", computedPropertiesToJson(container.search)},
    };
    for (const auto &[name, policy] : search)
        if (!policy.is_null())
            resource[name] = ordered(policy);
    if (container.defaultTtl)
        resource["defaultTtl"] = static_cast<long long>(std::llround(*container.defaultTtl));
    // Last writer wins on the server timestamp: what Azure applies when nothing is
    // said, written out so a multi-region-write deployment shows its choice.
    resource["conflictResolutionPolicy"] = {{"mode", "LastWriterWins"}, {"conflictResolutionPath", "/_ts"}};
    if (const QString definition = secondaryIndexDefinition(container, model, analysis); !definition.isEmpty())
        resource["materializedViewDefinition"]
            = {{"sourceCollectionId", container.source.toStdString()}, {"definition", definition.toStdString()}};
    return resource;
}

QStringList containerProblems(const ContainerAnalysis &container, const Model &model)
{
    QStringList problems;
    const QString nameProblem = azure::nameProblem(container.name);
    if (!nameProblem.isEmpty())
        problems << ExportTr::tr("container \"%1\" cannot be created: %2; rename it in the model's container overrides")
                        .arg(container.name, nameProblem);
    for (const UniqueKeyFinding &finding : container.uniqueKeys.findings)
        if (finding.severity == FindingSeverity::Error)
            problems << uniqueKeyMessage(finding, container.uniqueKeys, container, model).english();
    if (container.defaultTtl && *container.defaultTtl != -1
        && (*container.defaultTtl < 1 || *container.defaultTtl > azure::kTtlMax))
        problems << ExportTr::tr("container \"%1\" cannot be created: a default time to live of %2 s is outside "
                                 "Azure's range of 1 to 2,147,483,647 s")
                        .arg(container.name, QString::number(*container.defaultTtl, 'f', 0));
    return problems;
}

} // namespace cosmos

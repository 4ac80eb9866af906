// SPDX-License-Identifier: MIT
#include "armtemplate.h"

#include "exporttr.h"

namespace cosmos {

namespace {

const std::string kAccountType = "Microsoft.DocumentDB/databaseAccounts";
const std::string kDatabaseType = "Microsoft.DocumentDB/databaseAccounts/sqlDatabases";
const std::string kContainerType = "Microsoft.DocumentDB/databaseAccounts/sqlDatabases/containers";

// A string inside an ARM expression: single quotes, doubled to escape.
QString quoted(const QString &value)
{
    QString escaped = value;
    escaped.replace(QLatin1Char('\''), QStringLiteral("''"));
    return QLatin1Char('\'') + escaped + QLatin1Char('\'');
}

OrderedJson parameters(const DeploymentPlan &plan)
{
    OrderedJson out = OrderedJson::object();
    out["accountName"]
        = {{"type", "string"}, {"defaultValue", "[format('cosmos-{0}', uniqueString(resourceGroup().id))]"},
            {"minLength", 3}, {"maxLength", 44},
            {"metadata",
                {{"description",
                    ExportTr::tr("Name of the Azure Cosmos DB account: 3 to 44 lowercase letters, digits and hyphens, "
                                 "unique across Azure.")
                        .toStdString()}}}};
    out["location"] = {{"type", "string"},
        {"defaultValue",
            plan.regions.isEmpty() ? OrderedJson("[resourceGroup().location]")
                                   : armLiteral(plan.regions.front().toStdString())},
        {"metadata", {{"description", ExportTr::tr("The account's first (write) region.").toStdString()}}}};
    out["databaseName"] = {{"type", "string"}, {"defaultValue", armLiteral(plan.databaseName.toStdString())},
        {"metadata", {{"description", ExportTr::tr("Name of the SQL (NoSQL) database.").toStdString()}}}};
    return out;
}

const char *apiVersionOf(const DeploymentPlan &plan)
{
    return plan.secondaryIndexes ? azure::kPreviewApiVersion : azure::kApiVersion;
}

OrderedJson account(const DeploymentPlan &plan)
{
    OrderedJson locations = OrderedJson::array();
    const qsizetype regions = std::max<qsizetype>(1, plan.regions.size());
    for (qsizetype i = 0; i < regions; ++i)
        locations.push_back(
            {{"locationName",
                 i == 0 ? OrderedJson("[parameters('location')]") : armLiteral(plan.regions[i].toStdString())},
                {"failoverPriority", int(i)}, {"isZoneRedundant", false}});
    OrderedJson consistency = {{"defaultConsistencyLevel", plan.consistencyLevel.toStdString()}};
    if (plan.consistencyLevel == QLatin1String("BoundedStaleness")) {
        consistency["maxStalenessPrefix"] = kMaxStalenessPrefix;
        consistency["maxIntervalInSeconds"] = kMaxStalenessIntervalSeconds;
    }
    OrderedJson properties = {{"databaseAccountOfferType", "Standard"}, {"locations", locations},
        {"consistencyPolicy", consistency}, {"enableMultipleWriteLocations", plan.multiRegionWrites},
        {"enableAutomaticFailover", plan.automaticFailover}};
    if (!plan.capabilities.isEmpty()) {
        OrderedJson capabilities = OrderedJson::array();
        for (const QString &capability : plan.capabilities)
            capabilities.push_back({{"name", capability.toStdString()}});
        properties["capabilities"] = capabilities;
    }
    // Global secondary indexes: the switch Azure still calls materialized views, and the
    // continuous backup it requires (the 7-day tier, which Azure does not charge for).
    if (plan.secondaryIndexes) {
        properties["enableMaterializedViews"] = true;
        properties["backupPolicy"] = {{"type", "Continuous"}, {"continuousModeProperties", {{"tier", "Continuous7Days"}}}};
    }
    return {{"type", kAccountType}, {"apiVersion", apiVersionOf(plan)}, {"name", "[parameters('accountName')]"},
        {"location", "[parameters('location')]"}, {"kind", "GlobalDocumentDB"}, {"properties", properties}};
}

OrderedJson database()
{
    return {{"type", kDatabaseType}, {"apiVersion", azure::kApiVersion},
        {"name", "[format('{0}/{1}', parameters('accountName'), parameters('databaseName'))]"},
        {"dependsOn",
            OrderedJson::array({"[resourceId('Microsoft.DocumentDB/databaseAccounts', parameters('accountName'))]"})},
        {"properties", {{"resource", {{"id", "[parameters('databaseName')]"}}}}}};
}

OrderedJson container(const DeploymentPlan::Container &c)
{
    OrderedJson properties = {{"resource", armLiteral(c.resource)}};
    if (!c.options.empty())
        properties["options"] = c.options;
    const QString name
        = QStringLiteral("[format('{0}/{1}/{2}', parameters('accountName'), parameters('databaseName'), %1)]")
              .arg(quoted(c.name));
    OrderedJson dependsOn = OrderedJson::array({"[resourceId('Microsoft.DocumentDB/databaseAccounts/sqlDatabases', "
                                                "parameters('accountName'), parameters('databaseName'))]"});
    // An index is built from its source, which must exist first.
    if (!c.indexOf.isEmpty())
        dependsOn.push_back(QStringLiteral("[resourceId('Microsoft.DocumentDB/databaseAccounts/sqlDatabases/containers', "
                                           "parameters('accountName'), parameters('databaseName'), %1)]")
                                .arg(quoted(c.indexOf))
                                .toStdString());
    return {{"type", kContainerType},
        {"apiVersion", c.indexOf.isEmpty() ? azure::kApiVersion : azure::kPreviewApiVersion},
        {"name", name.toStdString()}, {"dependsOn", dependsOn}, {"properties", properties}};
}

} // namespace

OrderedJson armLiteral(const OrderedJson &value)
{
    if (value.is_string()) {
        const std::string &text = value.get_ref<const std::string &>();
        return !text.empty() && text.front() == '[' ? OrderedJson("[" + text) : value;
    }
    if (value.is_array()) {
        OrderedJson out = OrderedJson::array();
        for (const OrderedJson &item : value)
            out.push_back(armLiteral(item));
        return out;
    }
    if (value.is_object()) {
        OrderedJson out = OrderedJson::object();
        for (auto it = value.begin(); it != value.end(); ++it)
            out[it.key()] = armLiteral(it.value());
        return out;
    }
    return value;
}

OrderedJson armTemplate(const DeploymentPlan &plan)
{
    OrderedJson resources = OrderedJson::array({account(plan), database()});
    for (const DeploymentPlan::Container &c : plan.containers)
        resources.push_back(container(c));
    const QString description
        = ExportTr::tr("Azure Cosmos DB for NoSQL: the account, the database and the containers designed for %1.")
              .arg(plan.applicationName.isEmpty() ? ExportTr::tr("this model") : plan.applicationName);
    OrderedJson out = OrderedJson::object();
    out["$schema"] = "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#";
    out["contentVersion"] = "1.0.0.0";
    out["metadata"] = {{"description", description.toStdString()}};
    out["parameters"] = parameters(plan);
    out["resources"] = resources;
    out["outputs"] = {{"documentEndpoint",
        {{"type", "string"},
            {"value",
                QStringLiteral("[reference(resourceId('Microsoft.DocumentDB/databaseAccounts', "
                               "parameters('accountName')), '%1').documentEndpoint]")
                    .arg(QLatin1String(apiVersionOf(plan)))
                    .toStdString()}}}};
    return out;
}

} // namespace cosmos

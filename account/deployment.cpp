// SPDX-License-Identifier: MIT
#include "deployment.h"

#include "accountdatabase.h"
#include "model/export/azurelimits.h"

#include <QLocale>

namespace cosmos::account {

namespace {

// The throughput the plan gives a container, as the REST API takes it on creation.
Headers throughputHeaders(const OrderedJson &options)
{
    if (options.contains("autoscaleSettings"))
        return {{"x-ms-cosmos-offer-autopilot-settings",
            QByteArray::fromStdString(OrderedJson {{"maxThroughput", options["autoscaleSettings"]["maxThroughput"]}}.dump())}};
    if (options.contains("throughput"))
        return {{"x-ms-offer-throughput", QByteArray::fromStdString(options["throughput"].dump())}};
    return {}; // serverless
}

} // namespace

QString describeThroughput(const OrderedJson &options)
{
    const QLocale english(QLocale::English);
    if (options.contains("autoscaleSettings"))
        return QStringLiteral("autoscale up to %1 RU/s")
            .arg(english.toString(options["autoscaleSettings"]["maxThroughput"].get<double>(), 'f', 0));
    if (options.contains("throughput"))
        return QStringLiteral("%1 RU/s").arg(english.toString(options["throughput"].get<double>(), 'f', 0));
    return QStringLiteral("serverless");
}

namespace {

QStringList keyPaths(const OrderedJson &resource)
{
    QStringList paths;
    if (resource.contains("partitionKey"))
        for (const OrderedJson &path : resource["partitionKey"].value("paths", OrderedJson::array()))
            paths.append(QString::fromStdString(path.get<std::string>()));
    return paths;
}

} // namespace

QStringList DeployResult::lines() const
{
    const QString would = dryRun ? QStringLiteral("would create") : QStringLiteral("created");
    QStringList out;
    for (const DeployStep &step : steps) {
        switch (step.kind) {
        case DeployStep::Kind::CreateDatabase: out.append(QStringLiteral("%1 database %2").arg(would, step.name)); break;
        case DeployStep::Kind::CreateContainer:
            out.append(QStringLiteral("%1 container %2 (partition key %3, %4)")
                           .arg(would, step.name, step.partitionKey.join(QStringLiteral(", ")),
                               describeThroughput(step.throughput)));
            break;
        case DeployStep::Kind::Exists: out.append(QStringLiteral("%1: exists as designed").arg(step.name)); break;
        case DeployStep::Kind::Differs: out.append(step.difference.line() + QStringLiteral(": left as it is")); break;
        case DeployStep::Kind::IndexNotCreated:
            out.append(QStringLiteral("%1: a global secondary index of %2 is created by azuredeploy.json (preview API), "
                                      "not through the data plane")
                           .arg(step.name, step.source));
            break;
        }
    }
    return out;
}

DeployResult deployDesign(CosmosClient &client, const QString &database, const DeploymentPlan &plan, bool dryRun)
{
    DeployResult result;
    result.dryRun = dryRun;
    const auto fail = [&](const Response &response) {
        result.failure = response.failure;
        result.error = response.error;
        return result;
    };
    const DatabaseListing listing = listContainers(client, database);
    if (!listing.failure.ok())
        return fail(listing.failure);
    const QString databaseLink = QStringLiteral("dbs/") + database;
    if (!listing.exists) {
        if (!dryRun) {
            const Response created = client.send("POST", QStringLiteral("dbs"), QString(), QStringLiteral("dbs"),
                QByteArray::fromStdString(OrderedJson {{"id", database.toStdString()}}.dump()));
            if (!created.ok())
                return fail(created);
        }
        result.steps.push_back({DeployStep::Kind::CreateDatabase, database, {}, {}, {}, {}});
    }
    for (const DeploymentPlan::Container &container : plan.containers) {
        const auto found = listing.containers.find(container.name);
        if (found != listing.containers.end()) {
            const auto provisioned = listing.throughput.find(container.name);
            const std::vector<PropertyDifference> differences = compareContainer(container, found->second,
                provisioned == listing.throughput.end() ? AccountJson() : provisioned->second);
            if (differences.empty()) {
                result.steps.push_back({DeployStep::Kind::Exists, container.name, {}, {}, {}, {}});
                continue;
            }
            result.differencesLeft = true;
            for (const PropertyDifference &difference : differences)
                result.steps.push_back({DeployStep::Kind::Differs, container.name, {}, {}, difference, {}});
            continue;
        }
        if (!container.indexOf.isEmpty()) {
            result.differencesLeft = true;
            result.steps.push_back({DeployStep::Kind::IndexNotCreated, container.name, {}, {}, {}, container.indexOf});
            continue;
        }
        if (!dryRun) {
            const Response created = client.send("POST", QStringLiteral("colls"), databaseLink,
                databaseLink + QStringLiteral("/colls"), jsonFileBytes(container.resource),
                throughputHeaders(container.options));
            if (!created.ok())
                return fail(created);
        }
        result.steps.push_back({DeployStep::Kind::CreateContainer, container.name, keyPaths(container.resource),
            container.options, {}, {}});
    }
    return result;
}

} // namespace cosmos::account

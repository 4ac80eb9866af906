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

QString describeKey(const OrderedJson &resource)
{
    QStringList paths;
    if (resource.contains("partitionKey"))
        for (const OrderedJson &path : resource["partitionKey"].value("paths", OrderedJson::array()))
            paths.append(QString::fromStdString(path.get<std::string>()));
    return paths.join(QStringLiteral(", "));
}

} // namespace

DeployResult deployDesign(CosmosClient &client, const QString &database, const DeploymentPlan &plan, bool dryRun)
{
    DeployResult result;
    const auto fail = [&](const Response &response) {
        result.failure = response.failure;
        result.error = response.error;
        return result;
    };
    const QString would = dryRun ? QStringLiteral("would create") : QStringLiteral("created");
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
        result.lines.append(QStringLiteral("%1 database %2").arg(would, database));
    }
    for (const DeploymentPlan::Container &container : plan.containers) {
        const auto found = listing.containers.find(container.name);
        if (found != listing.containers.end()) {
            const auto provisioned = listing.throughput.find(container.name);
            const std::vector<PropertyDifference> differences = compareContainer(container, found->second,
                provisioned == listing.throughput.end() ? AccountJson() : provisioned->second);
            if (differences.empty()) {
                result.lines.append(QStringLiteral("%1: exists as designed").arg(container.name));
                continue;
            }
            result.differencesLeft = true;
            for (const PropertyDifference &difference : differences)
                result.lines.append(difference.line() + QStringLiteral(": left as it is"));
            continue;
        }
        if (!container.indexOf.isEmpty()) {
            result.differencesLeft = true;
            result.lines.append(QStringLiteral("%1: a global secondary index of %2 is created by azuredeploy.json "
                                               "(preview API), not through the data plane")
                                    .arg(container.name, container.indexOf));
            continue;
        }
        if (!dryRun) {
            const Response created = client.send("POST", QStringLiteral("colls"), databaseLink,
                databaseLink + QStringLiteral("/colls"), jsonFileBytes(container.resource),
                throughputHeaders(container.options));
            if (!created.ok())
                return fail(created);
        }
        result.lines.append(QStringLiteral("%1 container %2 (partition key %3, %4)")
                                .arg(would, container.name, describeKey(container.resource),
                                    describeThroughput(container.options)));
    }
    return result;
}

} // namespace cosmos::account

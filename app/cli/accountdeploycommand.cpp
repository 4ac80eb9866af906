// SPDX-License-Identifier: MIT
#include "accountoptions.h"

#include "account/accountdatabase.h"
#include "account/deployment.h"
#include "model/advisor/findings.h"
#include "model/export/deploymentplan.h"

namespace cosmos::cli {

namespace {

// The design's containers as `export` writes them.
DeploymentPlan designOf(const Model &model)
{
    const auto findings = cosmos::Findings::of(model);
    return planDeployment(findings->model(), findings->analysis());
}

} // namespace

int runAccountDeploy(CliContext &context, const QStringList &arguments)
{
    QList<QCommandLineOption> options = accountConnectionOptions();
    options.append({QStringLiteral("dry-run"), QStringLiteral("Change nothing; print what a real run would do.")});
    CommandLine commandLine(QStringLiteral("account deploy"),
        QStringLiteral("Create the database and the design's containers with the bodies export writes; never delete "
                       "or replace. Containers that exist and differ are reported and left alone (exit 1)."),
        options);
    std::optional<AccountConnection> connection;
    const std::optional<Model> model = loadModelAndConnection(context, commandLine, arguments, connection);
    if (!model)
        return commandLine.exitCode();
    const DeploymentPlan plan = designOf(*model);
    account::CosmosClient client(connection->client);
    const bool dryRun = commandLine.isSet(QStringLiteral("dry-run"));
    const account::DeployResult result = account::deployDesign(client, connection->database, plan, dryRun);
    for (const QString &line : result.lines())
        context.out() << line << '\n';
    context.out().flush();
    if (result.failure != account::Failure::None)
        return reportFailure(context, result.failure, result.error, *connection);
    return result.differencesLeft ? Findings : Ok;
}

int runAccountDiff(CliContext &context, const QStringList &arguments)
{
    QList<QCommandLineOption> options = accountConnectionOptions();
    options.append(formatOption(QStringLiteral("one difference a line")));
    CommandLine commandLine(QStringLiteral("account diff"),
        QStringLiteral("What differs between the design and the account: changes that apply in place and changes "
                       "that need a new container and a copy of the data."),
        options);
    std::optional<AccountConnection> connection;
    const std::optional<Model> model = loadModelAndConnection(
        context, commandLine, arguments, connection, [&] { return validFormat(context, commandLine); });
    if (!model)
        return commandLine.exitCode();
    const DeploymentPlan plan = designOf(*model);
    account::CosmosClient client(connection->client);
    const account::DatabaseListing listing = account::listExistingContainers(client, connection->database);
    if (!listing.failure.ok())
        return reportFailure(context, listing.failure.failure, listing.failure.error, *connection);
    const account::ContainerComparison comparison = account::compareContainers(plan.containers, listing.containers, listing.throughput);
    printReport(context, commandLine, comparison.toJson(), comparison.lines());
    return comparison.same() ? Ok : Findings;
}

} // namespace cosmos::cli

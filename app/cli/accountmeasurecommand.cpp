// SPDX-License-Identifier: MIT
#include "accountoptions.h"

#include "account/measurement.h"
#include "model/advisor/findings.h"

namespace cosmos::cli {

int runAccountMeasure(CliContext &context, const QStringList &arguments)
{
    QList<QCommandLineOption> options = accountConnectionOptions();
    options.append(formatOption(QStringLiteral("one pattern a line")));
    options.append({QStringLiteral("allow-writes"),
        QStringLiteral("Also run the write patterns, in a scratch container created for them and removed after.")});
    options.append({QStringLiteral("repeat"), QStringLiteral("Runs of each pattern (default 3)."), QStringLiteral("N"),
        QStringLiteral("3")});
    CommandLine commandLine(QStringLiteral("account measure"),
        QStringLiteral("Run each access pattern against the account and report the charge Cosmos DB returns beside "
                       "the estimate (exit 1 when a pattern could not run)."),
        options);
    std::optional<AccountConnection> connection;
    int repeat = 3;
    const std::optional<Model> model = loadModelAndConnection(context, commandLine, arguments, connection, [&] {
        bool ok = false;
        repeat = commandLine.value(QStringLiteral("repeat")).toInt(&ok);
        if (!ok || repeat < 1 || repeat > 100) {
            context.error(QStringLiteral("--repeat: expected 1 to 100 runs, got \"%1\"")
                              .arg(commandLine.value(QStringLiteral("repeat"))));
            return false;
        }
        return validFormat(context, commandLine);
    });
    if (!model)
        return commandLine.exitCode();
    const auto findings = cosmos::Findings::of(*model);
    account::CosmosClient client(connection->client);
    account::MeasureOptions measureOptions;
    measureOptions.database = connection->database;
    measureOptions.repeat = repeat;
    measureOptions.allowWrites = commandLine.isSet(QStringLiteral("allow-writes"));
    const account::MeasureResult result
        = account::measureDesign(client, findings->model(), findings->analysis(), measureOptions);
    if (result.failure != account::Failure::None)
        return reportFailure(context, result.failure, result.error, *connection);
    printReport(context, commandLine, result.toJson(), result.lines());
    return result.complete() ? Ok : Findings;
}

} // namespace cosmos::cli

// SPDX-License-Identifier: MIT
#include "accountoptions.h"

#include "account/accountimport.h"
#include "model/io/modelwriter.h"

namespace cosmos::cli {

namespace {

constexpr int kDefaultSample = 1000;
constexpr int kMaxSample = 1000000;

} // namespace

int runAccountImport(CliContext &context, const QStringList &arguments)
{
    QList<QCommandLineOption> options = accountConnectionOptions();
    options.append({QStringLiteral("sample"),
        QStringLiteral("Documents to read from each container (default %1).").arg(kDefaultSample),
        QStringLiteral("N")});
    options.append(outOption());
    CommandLine commandLine(QStringLiteral("account import"),
        QStringLiteral("Reverse-engineer a database: containers and their policies, entities inferred from sampled "
                       "documents, document counts read on the account."),
        options, {QString(), QString(), 0, 0});
    if (const std::optional<int> exit = commandLine.parse(context, arguments))
        return *exit;
    const QString out = commandLine.required(context, QStringLiteral("out"));
    if (out.isEmpty())
        return InvalidModel;
    int sample = kDefaultSample;
    if (commandLine.isSet(QStringLiteral("sample"))) {
        bool ok = false;
        sample = commandLine.value(QStringLiteral("sample")).toInt(&ok);
        if (!ok || sample < 1 || sample > kMaxSample) {
            context.error(QStringLiteral("--sample: expected a number of documents from 1 to %1, got \"%2\"")
                              .arg(kMaxSample)
                              .arg(commandLine.value(QStringLiteral("sample"))));
            return InvalidModel;
        }
    }
    const std::optional<AccountConnection> connection = readAccountConnection(context, commandLine);
    if (!connection)
        return InvalidModel;

    account::CosmosClient client(connection->client);
    const account::ImportResult imported = account::importDatabase(client, {connection->database, sample, {}});
    if (!imported.model)
        return reportFailure(context, imported.failure, imported.error, *connection);
    for (const QString &warning : imported.warnings)
        context.warning(warning);
    if (const int written = context.save(ModelWriter::toBytes(*imported.model), out); written != Ok)
        return written;
    context.out() << QStringLiteral("%1: %2 entities in %3 containers from database %4 (%5 RU)\n")
                         .arg(out)
                         .arg(imported.model->entities.size())
                         .arg(imported.model->overrides.partitionKeys.size())
                         .arg(connection->database)
                         .arg(client.totalRequestCharge(), 0, 'f', 2);
    context.out().flush();
    return Ok;
}

} // namespace cosmos::cli

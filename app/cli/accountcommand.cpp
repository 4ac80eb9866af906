// SPDX-License-Identifier: MIT
// `cosmos-modeler-cli account COMMAND`: the commands that talk to a live account or
// the emulator (FORMAT.md section 5).
#include "accountoptions.h"

#include "account/accountimport.h"
#include "model/io/modelwriter.h"

#include <QUrl>

namespace cosmos::cli {

namespace {

constexpr int kDefaultSample = 1000;
constexpr int kMaxSample = 1000000;

void printAccountUsage(QTextStream &stream)
{
    stream << "Usage: cosmos-modeler-cli account import --endpoint URL --database DB [--sample N] --out MODEL\n\n"
              "The account key is read from the environment variable COSMOS_KEY (or the one --key-env names),\n"
              "never from the command line. Run cosmos-modeler-cli account import --help for every option.\n";
    stream.flush();
}

int runImport(CliContext &context, const QStringList &arguments)
{
    QList<QCommandLineOption> options = accountConnectionOptions();
    options.append({QStringLiteral("sample"),
        QStringLiteral("Documents to read from each container (default %1).").arg(kDefaultSample),
        QStringLiteral("N")});
    options.append({QStringLiteral("out"), QStringLiteral("The model file to write."), QStringLiteral("MODEL")});
    CommandLine commandLine(QStringLiteral("account import"),
        QStringLiteral("Reverse-engineer a database: containers and their policies, entities inferred from sampled "
                       "documents, document counts read on the account."),
        options, {QString(), QString(), 0, 0});
    if (const std::optional<int> exit = commandLine.parse(context, arguments))
        return *exit;
    const QString out = commandLine.value(QStringLiteral("out"));
    if (out.isEmpty()) {
        context.error(QStringLiteral("account import needs --out MODEL"));
        return InvalidModel;
    }
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
    if (!imported.model) {
        // A refused key is named by its variable, so the user knows which one to fix.
        const QString because = imported.failure == account::Failure::Auth
            ? QStringLiteral(" (the account refused the key in %1)").arg(connection->keyVariable)
            : QString();
        context.error(imported.error + because);
        return exitCodeFor(imported.failure);
    }
    for (const QString &warning : imported.warnings)
        context.warning(warning);
    const SaveResult saved = ModelWriter::writeModelBytes(ModelWriter::toBytes(*imported.model), out);
    if (!saved.ok) {
        context.error(QStringLiteral("%1: cannot write: %2").arg(out, saved.error));
        return CannotWrite;
    }
    context.out() << QStringLiteral("%1: %2 entities in %3 containers from database %4 (%5 RU)\n")
                         .arg(out)
                         .arg(imported.model->entities.size())
                         .arg(imported.model->overrides.partitionKeys.size())
                         .arg(connection->database)
                         .arg(client.totalRequestCharge(), 0, 'f', 2);
    context.out().flush();
    return Ok;
}

} // namespace

int runAccount(CliContext &context, const QStringList &arguments)
{
    const QString command = arguments.value(1);
    if (command == QLatin1String("--help") || command == QLatin1String("-h")) {
        printAccountUsage(context.out());
        return Ok;
    }
    QStringList rest = arguments;
    if (rest.size() > 1)
        rest.removeAt(1); // QCommandLineParser expects the program name first
    if (command == QLatin1String("import"))
        return runImport(context, rest);
    context.error(command.isEmpty() ? QStringLiteral("account needs a command: import")
                                    : QStringLiteral("unknown account command \"%1\"; expected import").arg(command));
    printAccountUsage(context.err());
    return InvalidModel;
}

} // namespace cosmos::cli

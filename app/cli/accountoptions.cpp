// SPDX-License-Identifier: MIT
#include "accountoptions.h"

#include "account/accountendpoint.h"

#include <QUrl>

namespace cosmos::cli {

namespace {

const QString kDefaultKeyVariable = QStringLiteral("COSMOS_KEY");

} // namespace

QList<QCommandLineOption> accountConnectionOptions()
{
    return {{QStringLiteral("endpoint"),
                QStringLiteral("The account's endpoint, e.g. https://ACCOUNT.documents.azure.com:443/ or the "
                               "emulator's https://127.0.0.1:8081/."),
                QStringLiteral("URL")},
        {QStringLiteral("database"), QStringLiteral("The database."), QStringLiteral("DB")},
        {QStringLiteral("key-env"),
            QStringLiteral("The environment variable that holds the account key (default COSMOS_KEY)."),
            QStringLiteral("NAME")},
        {QStringLiteral("allow-self-signed"),
            QStringLiteral("Accept a self-signed certificate; only for this machine (the emulator).")}};
}

std::optional<AccountConnection> readAccountConnection(CliContext &context, const CommandLine &commandLine)
{
    AccountConnection connection;
    const QString endpoint = commandLine.value(QStringLiteral("endpoint"));
    connection.database = commandLine.value(QStringLiteral("database"));
    if (endpoint.isEmpty() || connection.database.isEmpty()) {
        context.error(QStringLiteral("needs --endpoint URL and --database DB"));
        return std::nullopt;
    }
    connection.client.endpoint = QUrl(endpoint, QUrl::StrictMode);
    connection.client.allowSelfSigned = commandLine.isSet(QStringLiteral("allow-self-signed"));
    if (const auto problem = account::endpointProblem(connection.client.endpoint, connection.client.allowSelfSigned)) {
        context.error(*problem);
        return std::nullopt;
    }
    connection.keyVariable = commandLine.isSet(QStringLiteral("key-env")) ? commandLine.value(QStringLiteral("key-env"))
                                                                          : kDefaultKeyVariable;
    connection.client.key = qgetenv(connection.keyVariable.toLocal8Bit().constData());
    if (connection.client.key.trimmed().isEmpty()) {
        context.error(QStringLiteral("no account key: set %1 to the account's key%2")
                          .arg(connection.keyVariable,
                              commandLine.isSet(QStringLiteral("key-env"))
                                  ? QString()
                                  : QStringLiteral(" (or name another variable with --key-env)")));
        return std::nullopt;
    }
    if (!QByteArray::fromBase64Encoding(connection.client.key.trimmed(), QByteArray::AbortOnBase64DecodingErrors)) {
        context.error(QStringLiteral("the key in %1 is not base64 text; copy the account's primary or secondary key")
                          .arg(connection.keyVariable));
        return std::nullopt;
    }
    return connection;
}

int exitCodeFor(account::Failure failure)
{
    switch (failure) {
    case account::Failure::None: return Ok;
    case account::Failure::Auth:
    case account::Failure::NotFound:
    case account::Failure::BadRequest: return InvalidModel;
    default: return Unreachable;
    }
}

// A refused key is named by its variable, so the user knows which one to fix.
int reportFailure(CliContext &context, account::Failure failure, const QString &error,
    const AccountConnection &connection)
{
    const QString because = failure == account::Failure::Auth
        ? QStringLiteral(" (the account refused the key in %1)").arg(connection.keyVariable)
        : QString();
    context.error(error + because);
    return exitCodeFor(failure);
}

bool validFormat(CliContext &context, const CommandLine &commandLine)
{
    const QString format = commandLine.value(QStringLiteral("format"));
    if (format == QLatin1String("text") || format == QLatin1String("json"))
        return true;
    context.error(QStringLiteral("--format: expected text or json, got \"%1\"").arg(format));
    return false;
}

QCommandLineOption formatOption(const QString &textMeans)
{
    return {QStringLiteral("format"), QStringLiteral("text (%1) or json.").arg(textMeans), QStringLiteral("FORMAT"),
        QStringLiteral("text")};
}

std::optional<Model> loadModelAndConnection(CliContext &context, CommandLine &commandLine,
    const QStringList &arguments, std::optional<AccountConnection> &connection, const std::function<bool()> &moreChecks)
{
    return commandLine.parseAndLoad(context, arguments, [&] {
        if (moreChecks && !moreChecks())
            return false;
        connection = readAccountConnection(context, commandLine);
        return connection.has_value();
    });
}

void printReport(CliContext &context, const CommandLine &commandLine, const Json &json, const QStringList &lines)
{
    if (commandLine.value(QStringLiteral("format")) == QLatin1String("json"))
        context.out() << QString::fromStdString(json.dump(2)) << '\n';
    else
        for (const QString &line : lines)
            context.out() << line << '\n';
    context.out().flush();
}

} // namespace cosmos::cli

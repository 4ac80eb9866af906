// SPDX-License-Identifier: MIT
#pragma once

#include "clicontext.h"

#include "account/cosmosclient.h"

#include <QCommandLineOption>
#include <QList>

#include <functional>

#include <optional>

namespace cosmos::cli {

// The options every `account` command shares: --endpoint, --database, --key-env and
// --allow-self-signed. The key itself is never an option (FORMAT.md section 5): it is
// read from the environment, so it stays out of /proc/PID/cmdline and shell history.
QList<QCommandLineOption> accountConnectionOptions();

struct AccountConnection {
    account::ClientOptions client;
    QString database;
    QString keyVariable;
};

// Checks the shared options and reads the key, before any connection; reports what is
// wrong (never the key) and returns nullopt for exit 2.
std::optional<AccountConnection> readAccountConnection(CliContext &context, const CommandLine &commandLine);

// The exit code for a failed request: 2 for what the user can fix (key, database,
// arguments), 4 when the account cannot be reached or used.
int exitCodeFor(account::Failure failure);

// Reports a failed request (a refused key named by its variable) and returns the exit code.
int reportFailure(CliContext &context, account::Failure failure, const QString &error,
    const AccountConnection &connection);

// --format text|json, or a message and false.
bool validFormat(CliContext &context, const CommandLine &commandLine);
QCommandLineOption formatOption(const QString &textMeans);

// Parses the arguments, runs `moreChecks` (the command's own options), reads the
// connection and loads MODEL: nullopt means the command ends with commandLine.exitCode().
std::optional<Model> loadModelAndConnection(CliContext &context, CommandLine &commandLine,
    const QStringList &arguments, std::optional<AccountConnection> &connection,
    const std::function<bool()> &moreChecks = {});

// The report as --format asks: the JSON, or one line each.
void printReport(CliContext &context, const CommandLine &commandLine, const Json &json, const QStringList &lines);

int runAccountImport(CliContext &context, const QStringList &arguments);
int runAccountDeploy(CliContext &context, const QStringList &arguments);
int runAccountDiff(CliContext &context, const QStringList &arguments);
int runAccountMeasure(CliContext &context, const QStringList &arguments);

} // namespace cosmos::cli

// SPDX-License-Identifier: MIT
#pragma once

#include "model/io/modelreader.h"

#include <QCommandLineParser>
#include <QStringList>
#include <QTextStream>

#include <functional>
#include <optional>

namespace cosmos::cli {

// Exit codes of FORMAT.md sections 2 and 5.
enum ExitCode { Ok = 0, Findings = 1, InvalidModel = 2, CannotWrite = 3, Unreachable = 4 };

// Where a command writes and how it reports, so every command prints errors the same
// way: "cosmos-modeler-cli: FILE:LINE:COL: message" on stderr.
class CliContext {
public:
    CliContext();

    QTextStream &out() { return m_out; }
    QTextStream &err() { return m_err; }

    void error(const QString &message);
    // "cosmos-modeler-cli: warning: message" on stderr: something to know, not a failure.
    void warning(const QString &message);
    void error(const QString &file, const Diagnostic &diagnostic);

    // Loads a model or reports every diagnostic; nullopt means exit InvalidModel.
    std::optional<Model> load(const QString &path);
    // Writes model file bytes atomically: Ok, or CannotWrite after saying why.
    int save(const QByteArray &bytes, const QString &path);

private:
    QTextStream m_out;
    QTextStream m_err;
};

// --out, which every command that writes a model (or, named, a folder) takes.
QCommandLineOption outOption(
    const QString &description = QStringLiteral("The model file to write."), const QString &valueName = QStringLiteral("MODEL"));

// What a command takes besides options: by default exactly one MODEL.
struct Positionals {
    QString name = QStringLiteral("MODEL");
    QString description = QStringLiteral("The model file (*.cosmos.json).");
    qsizetype atLeast = 1;
    qsizetype atMost = 1;
};

// The command line every command shares: its positional arguments, --help after the
// command's own options (so the help text lists them in that order), and one usage error.
class CommandLine {
public:
    CommandLine(const QString &command, const QString &description, const QList<QCommandLineOption> &options = {},
        const Positionals &positionals = {});

    // Parses the arguments alone, for commands that read no model. A value: the command
    // ends with it, after the help was printed (Ok) or a usage error reported.
    std::optional<int> parse(CliContext &context, const QStringList &arguments);

    // Parses the arguments, checks the command's own options with optionsValid (which
    // reports what is wrong) and loads MODEL. nullopt: the command ends with exitCode(),
    // after the help was printed (Ok) or an error reported.
    std::optional<Model> parseAndLoad(
        CliContext &context, const QStringList &arguments, const std::function<bool()> &optionsValid = {});
    int exitCode() const { return m_exitCode; }

    bool isSet(const QString &option) const { return m_parser.isSet(option); }
    QString value(const QString &option) const { return m_parser.value(option); }
    QStringList values(const QString &option) const { return m_parser.values(option); }
    QString modelPath() const { return m_parser.positionalArguments().constFirst(); }
    QStringList positionalArguments() const { return m_parser.positionalArguments(); }
    // The value of an option the command cannot run without; empty after reporting
    // "COMMAND needs --OPTION VALUE".
    QString required(CliContext &context, const QString &option) const;

private:
    QString m_command;
    Positionals m_positionals;
    QList<QCommandLineOption> m_options;
    QCommandLineParser m_parser;
    int m_exitCode = Ok;
};

int runCheck(CliContext &context, const QStringList &arguments);
int runFmt(CliContext &context, const QStringList &arguments);
int runAnalyze(CliContext &context, const QStringList &arguments);
int runExport(CliContext &context, const QStringList &arguments);
int runInfer(CliContext &context, const QStringList &arguments);
int runImportRequirements(CliContext &context, const QStringList &arguments);
int runMcp(CliContext &context, const QStringList &arguments);
int runAccount(CliContext &context, const QStringList &arguments);

} // namespace cosmos::cli

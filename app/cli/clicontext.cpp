// SPDX-License-Identifier: MIT
#include "clicontext.h"

#include "model/io/modelwriter.h"

#include <cstdio>

namespace cosmos::cli {

CliContext::CliContext()
    : m_out(stdout)
    , m_err(stderr)
{ }

void CliContext::error(const QString &message)
{
    m_err << "cosmos-modeler-cli: " << message << Qt::endl;
}

void CliContext::warning(const QString &message)
{
    m_err << "cosmos-modeler-cli: warning: " << message << Qt::endl;
}

void CliContext::error(const QString &file, const Diagnostic &diagnostic)
{
    error(diagnostic.format(file));
}

std::optional<Model> CliContext::load(const QString &path)
{
    LoadResult result = ModelReader::readFile(path);
    for (const Diagnostic &diagnostic : result.errors)
        error(path, diagnostic);
    return std::move(result.model);
}

int CliContext::save(const QByteArray &bytes, const QString &path)
{
    const SaveResult saved = ModelWriter::writeModelBytes(bytes, path);
    if (saved.ok)
        return Ok;
    error(QStringLiteral("%1: cannot write: %2").arg(path, saved.error));
    return CannotWrite;
}

CommandLine::CommandLine(const QString &command, const QString &description, const QList<QCommandLineOption> &options,
    const Positionals &positionals)
    : m_command(command)
    , m_positionals(positionals)
    , m_options(options)
{
    m_parser.setApplicationDescription(description);
    if (positionals.atMost > 0)
        m_parser.addPositionalArgument(positionals.name, positionals.description,
            positionals.atMost > 1 ? positionals.name + QStringLiteral("...") : positionals.name);
    m_parser.addOptions(options);
    m_parser.addHelpOption();
}

std::optional<Model> CommandLine::parseAndLoad(
    CliContext &context, const QStringList &arguments, const std::function<bool()> &optionsValid)
{
    if (const std::optional<int> exit = parse(context, arguments)) {
        m_exitCode = *exit;
        return std::nullopt;
    }
    m_exitCode = InvalidModel;
    if (optionsValid && !optionsValid())
        return std::nullopt;
    std::optional<Model> model = context.load(modelPath());
    if (model)
        m_exitCode = Ok;
    return model;
}

QCommandLineOption outOption(const QString &description, const QString &valueName)
{
    return {QStringLiteral("out"), description, valueName};
}

QString CommandLine::required(CliContext &context, const QString &option) const
{
    const QString value = m_parser.value(option);
    if (value.isEmpty()) {
        QString valueName = option.toUpper();
        for (const QCommandLineOption &known : m_options)
            if (known.names().contains(option))
                valueName = known.valueName();
        context.error(QStringLiteral("%1 needs --%2 %3").arg(m_command, option, valueName));
    }
    return value;
}

std::optional<int> CommandLine::parse(CliContext &context, const QStringList &arguments)
{
    if (!m_parser.parse(arguments)) {
        context.error(m_parser.errorText());
        return InvalidModel;
    }
    // Help needs no MODEL: "COMMAND --help" is how one finds out what MODEL is.
    if (m_parser.isSet(QStringLiteral("help"))) {
        context.out() << m_parser.helpText();
        return Ok;
    }
    const qsizetype given = m_parser.positionalArguments().size();
    if (given > 0 && m_positionals.atMost == 0) {
        context.error(QStringLiteral("%1 takes options only, not \"%2\"").arg(m_command, m_parser.positionalArguments().constFirst()));
        return InvalidModel;
    }
    if (given < m_positionals.atLeast || given > m_positionals.atMost) {
        const QString needs = m_positionals.atLeast == m_positionals.atMost ? QStringLiteral("exactly one %1")
                                                                            : QStringLiteral("at least one %1");
        context.error(QStringLiteral("%1 needs %2").arg(m_command, needs.arg(m_positionals.name)));
        return InvalidModel;
    }
    return std::nullopt;
}

} // namespace cosmos::cli

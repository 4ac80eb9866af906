// SPDX-License-Identifier: MIT
#include "clicontext.h"

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

CommandLine::CommandLine(const QString &command, const QString &description, const QList<QCommandLineOption> &options)
    : m_command(command)
{
    m_parser.setApplicationDescription(description);
    m_parser.addPositionalArgument(QStringLiteral("MODEL"), QStringLiteral("The model file (*.cosmos.json)."));
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
    if (m_parser.positionalArguments().size() != 1) {
        context.error(QStringLiteral("%1 needs exactly one MODEL").arg(m_command));
        return InvalidModel;
    }
    return std::nullopt;
}

} // namespace cosmos::cli

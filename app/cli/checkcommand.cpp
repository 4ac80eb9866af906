// SPDX-License-Identifier: MIT
#include "clicontext.h"

#include <QCommandLineParser>

namespace cosmos::cli {

int runCheck(CliContext &context, const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Validate a model and print its findings."));
    parser.addPositionalArgument(QStringLiteral("MODEL"), QStringLiteral("The model file (*.cosmos.json)."));
    parser.addHelpOption();
    if (!parser.parse(arguments) || parser.positionalArguments().size() != 1) {
        context.error(
            parser.errorText().isEmpty() ? QStringLiteral("check needs exactly one MODEL") : parser.errorText());
        return InvalidModel;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        context.out() << parser.helpText();
        return Ok;
    }
    const QString path = parser.positionalArguments().constFirst();
    const std::optional<Model> model = context.load(path);
    if (!model)
        return InvalidModel;
    context.err() << path << ": valid model with " << model->entities.size() << " entities, "
                  << model->relationships.size() << " relationships and " << model->accessPatterns.size()
                  << " access patterns" << Qt::endl;
    return Ok;
}

} // namespace cosmos::cli

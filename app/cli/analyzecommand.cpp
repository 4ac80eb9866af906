// SPDX-License-Identifier: MIT
#include "clicontext.h"

#include "model/analysis/analysis.h"
#include "model/analysis/analysisjson.h"
#include "model/analysis/analysistext.h"

#include <QCommandLineParser>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>

namespace cosmos::cli {

int runAnalyze(CliContext &context, const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Print the full analysis of a model."));
    parser.addPositionalArgument(QStringLiteral("MODEL"), QStringLiteral("The model file (*.cosmos.json)."));
    parser.addOption({QStringLiteral("format"), QStringLiteral("Output format: text (default) or json."),
        QStringLiteral("json|text"), QStringLiteral("text")});
    parser.addOption({QStringLiteral("indent"),
        QStringLiteral("With --format json: indent every level (by default each container, access pattern and "
                       "finding is one line).")});
    parser.addHelpOption();
    if (!parser.parse(arguments) || parser.positionalArguments().size() != 1) {
        context.error(
            parser.errorText().isEmpty() ? QStringLiteral("analyze needs exactly one MODEL") : parser.errorText());
        return InvalidModel;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        context.out() << parser.helpText();
        return Ok;
    }
    const QString format = parser.value(QStringLiteral("format"));
    if (format != QLatin1String("json") && format != QLatin1String("text")) {
        context.error(QStringLiteral("unknown --format \"%1\"; use json or text").arg(format));
        return InvalidModel;
    }
    const std::optional<Model> model = context.load(parser.positionalArguments().constFirst());
    if (!model)
        return InvalidModel;
    const auto analysis = analyze(*model);
    if (format == QLatin1String("json")) {
        // Streamed: the JSON of a large model is written as it is made (see writeAnalysisJson).
        context.out().flush();
        writeAnalysisJson(std::cout, *model, *analysis,
            parser.isSet(QStringLiteral("indent")) ? JsonLayout::Indented : JsonLayout::OneElementPerLine);
        std::cout.flush();
    } else {
        context.out() << analysisToText(*model, *analysis);
    }
    context.out().flush();
    if (!std::cout || std::fflush(stdout) != 0 || std::ferror(stdout)) {
        context.error(QStringLiteral("cannot write the output: %1").arg(QString::fromLocal8Bit(std::strerror(errno))));
        return CannotWrite;
    }
    return Ok;
}

} // namespace cosmos::cli

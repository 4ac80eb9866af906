// SPDX-License-Identifier: MIT
#include "clicontext.h"

#include "model/analysis/analysis.h"
#include "model/analysis/analysisjson.h"
#include "model/analysis/analysistext.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>

namespace cosmos::cli {

int runAnalyze(CliContext &context, const QStringList &arguments)
{
    CommandLine commandLine(QStringLiteral("analyze"), QStringLiteral("Print the full analysis of a model."),
        {{QStringLiteral("format"), QStringLiteral("Output format: text (default) or json."),
             QStringLiteral("json|text"), QStringLiteral("text")},
            {QStringLiteral("indent"),
                QStringLiteral("With --format json: indent every level (by default each container, access pattern "
                               "and finding is one line).")}});
    std::optional<Model> model = commandLine.parseAndLoad(context, arguments, [&] {
        const QString format = commandLine.value(QStringLiteral("format"));
        if (format == QLatin1String("json") || format == QLatin1String("text"))
            return true;
        context.error(QStringLiteral("unknown --format \"%1\"; use json or text").arg(format));
        return false;
    });
    if (!model)
        return commandLine.exitCode();
    const std::shared_ptr<const cosmos::Findings> findings = cosmos::Findings::of(std::move(*model));
    if (commandLine.value(QStringLiteral("format")) == QLatin1String("json")) {
        // Streamed: the JSON of a large model is written as it is made (see writeAnalysisJson).
        context.out().flush();
        writeAnalysisJson(std::cout, *findings,
            commandLine.isSet(QStringLiteral("indent")) ? JsonLayout::Indented : JsonLayout::OneElementPerLine);
        std::cout.flush();
    } else {
        context.out() << analysisToText(*findings);
    }
    context.out().flush();
    if (!std::cout || std::fflush(stdout) != 0 || std::ferror(stdout)) {
        context.error(QStringLiteral("cannot write the output: %1").arg(QString::fromLocal8Bit(std::strerror(errno))));
        return CannotWrite;
    }
    return Ok;
}

} // namespace cosmos::cli

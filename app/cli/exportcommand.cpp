// SPDX-License-Identifier: MIT
#include "clicontext.h"

#include "model/analysis/analysis.h"
#include "model/export/exportfolder.h"

#include <QCommandLineParser>
#include <QDir>

namespace cosmos::cli {

int runExport(CliContext &context, const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Write the export folder: both design documents, container definitions, indexing policies, sample "
        "documents, an ARM template and a Bicep file."));
    parser.addPositionalArgument(QStringLiteral("MODEL"), QStringLiteral("The model file (*.cosmos.json)."));
    parser.addOption(
        {QStringLiteral("out"), QStringLiteral("The folder to write (created when missing)."), QStringLiteral("DIR")});
    parser.addOption({QStringLiteral("only"),
        QStringLiteral("Write only these, comma-separated: requirements, datamodel, containers, indexing, arm, bicep, "
                       "samples."),
        QStringLiteral("LIST")});
    parser.addHelpOption();
    if (!parser.parse(arguments) || parser.positionalArguments().size() != 1) {
        context.error(
            parser.errorText().isEmpty() ? QStringLiteral("export needs exactly one MODEL") : parser.errorText());
        return InvalidModel;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        context.out() << parser.helpText();
        return Ok;
    }
    const QString directory = parser.value(QStringLiteral("out"));
    if (directory.isEmpty()) {
        context.error(QStringLiteral("export needs --out DIR"));
        return InvalidModel;
    }
    QList<ExportProduct> products = allExportProducts();
    if (parser.isSet(QStringLiteral("only"))) {
        QString problem;
        const auto chosen = parseExportProducts(parser.value(QStringLiteral("only")), &problem);
        if (!chosen) {
            context.error(QStringLiteral("--only: %1").arg(problem));
            return InvalidModel;
        }
        products = *chosen;
    }
    const QString path = parser.positionalArguments().constFirst();
    const std::optional<Model> model = context.load(path);
    if (!model)
        return InvalidModel;

    const ExportResult result = exportFolder(*model, *analyze(*model), directory, products);
    for (const QString &warning : result.warnings)
        context.warning(warning);
    for (const QString &error : result.errors)
        context.error(
            result.failure == ExportResult::Failure::InvalidModel ? QStringLiteral("%1: %2").arg(path, error) : error);
    for (const QString &file : result.written)
        context.out() << QDir(directory).filePath(file) << '\n';
    context.out().flush();
    switch (result.failure) {
    case ExportResult::Failure::None:
        return Ok;
    case ExportResult::Failure::InvalidModel:
        return InvalidModel;
    case ExportResult::Failure::CannotWrite:
        return CannotWrite;
    }
    return Ok;
}

} // namespace cosmos::cli

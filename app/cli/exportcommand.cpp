// SPDX-License-Identifier: MIT
#include "clicontext.h"

#include "model/analysis/analysis.h"
#include "model/export/exportfolder.h"

#include <QDir>

namespace cosmos::cli {

namespace {

// Reads --out and --only into directory and products, or reports what is wrong with them.
bool readOptions(
    CliContext &context, const CommandLine &commandLine, QString &directory, QList<ExportProduct> &products)
{
    directory = commandLine.required(context, QStringLiteral("out"));
    if (directory.isEmpty())
        return false;
    products = allExportProducts();
    if (!commandLine.isSet(QStringLiteral("only")))
        return true;
    QString problem;
    const auto chosen = parseExportProducts(commandLine.value(QStringLiteral("only")), &problem);
    if (!chosen) {
        context.error(QStringLiteral("--only: %1").arg(problem));
        return false;
    }
    products = *chosen;
    return true;
}

} // namespace

int runExport(CliContext &context, const QStringList &arguments)
{
    CommandLine commandLine(QStringLiteral("export"),
        QStringLiteral("Write the export folder: both design documents, container definitions, indexing policies, "
                       "sample documents, an ARM template and a Bicep file."),
        {outOption(QStringLiteral("The folder to write (created when missing)."), QStringLiteral("DIR")),
            {QStringLiteral("only"),
                QStringLiteral("Write only these, comma-separated: requirements, datamodel, containers, indexing, "
                               "arm, bicep, samples."),
                QStringLiteral("LIST")}});
    QString directory;
    QList<ExportProduct> products;
    std::optional<Model> model = commandLine.parseAndLoad(
        context, arguments, [&] { return readOptions(context, commandLine, directory, products); });
    if (!model)
        return commandLine.exitCode();
    const QString path = commandLine.modelPath();

    const ExportResult result = exportFolder(*cosmos::Findings::of(std::move(*model)), directory, products);
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

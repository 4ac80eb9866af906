// SPDX-License-Identifier: MIT
#include "clicontext.h"

#include "model/io/modelwriter.h"
#include "model/requirements/requirementsimport.h"

#include <QFileInfo>

namespace cosmos::cli {

int runImportRequirements(CliContext &context, const QStringList &arguments)
{
    CommandLine commandLine(QStringLiteral("import-requirements"),
        QStringLiteral("Read a cosmosdb_requirements.md (written by an AI assistant from the modeling prompt, or by "
                       "export) into a model: entities, relationships, access patterns with their RPS.\n"
                       "What is read but unusable is a warning naming its line; the pattern stays a draft."),
        {outOption(),
            {QStringLiteral("name"), QStringLiteral("The application's name when the document gives none."),
                QStringLiteral("NAME")}},
        {QStringLiteral("FILE.md"), QStringLiteral("The requirements document.")});
    if (const std::optional<int> exit = commandLine.parse(context, arguments))
        return *exit;
    const QString out = commandLine.required(context, QStringLiteral("out"));
    if (out.isEmpty())
        return InvalidModel;
    const QString path = commandLine.positionalArguments().constFirst();
    RequirementsImportOptions options;
    options.fallbackName = commandLine.isSet(QStringLiteral("name")) ? commandLine.value(QStringLiteral("name"))
                                                                     : QFileInfo(path).completeBaseName();
    const RequirementsImport imported = importRequirementsFile(path, options);
    for (const Diagnostic &diagnostic : imported.errors)
        context.error(path, diagnostic);
    if (!imported.model)
        return InvalidModel;
    for (const ImportWarning &warning : imported.warnings)
        context.warning(QStringLiteral("%1:%2: %3").arg(path).arg(warning.line).arg(warning.message));
    return context.save(ModelWriter::toBytes(*imported.model), out);
}

} // namespace cosmos::cli

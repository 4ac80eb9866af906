// SPDX-License-Identifier: MIT
#include "clicontext.h"

#include "model/io/modelwriter.h"

#include <QFile>

namespace cosmos::cli {

int runFmt(CliContext &context, const QStringList &arguments)
{
    CommandLine commandLine(QStringLiteral("fmt"), QStringLiteral("Rewrite a model in the canonical form."),
        {{QStringLiteral("check"),
            QStringLiteral("Change nothing; exit 1 if the file is not in the canonical form.")}});
    const std::optional<Model> model = commandLine.parseAndLoad(context, arguments);
    if (!model)
        return commandLine.exitCode();
    const QString path = commandLine.modelPath();

    const QByteArray canonical = ModelWriter::toBytes(*model);
    QFile file(path);
    const bool unchanged = file.open(QIODevice::ReadOnly) && file.readAll() == canonical;
    file.close();
    if (commandLine.isSet(QStringLiteral("check"))) {
        if (unchanged)
            return Ok;
        context.error(QStringLiteral("%1: not in the canonical form (run: cosmos-modeler-cli fmt %1)").arg(path));
        return Findings;
    }
    if (unchanged)
        return Ok;
    return context.save(canonical, path);
}

} // namespace cosmos::cli

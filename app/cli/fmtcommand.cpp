// SPDX-License-Identifier: MIT
#include "clicontext.h"

#include "model/io/modelwriter.h"

#include <QCommandLineParser>
#include <QFile>

namespace cosmos::cli {

int runFmt(CliContext &context, const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Rewrite a model in the canonical form."));
    parser.addPositionalArgument(QStringLiteral("MODEL"), QStringLiteral("The model file (*.cosmos.json)."));
    parser.addOption(
        {QStringLiteral("check"), QStringLiteral("Change nothing; exit 1 if the file is not in the canonical form.")});
    parser.addHelpOption();
    if (!parser.parse(arguments) || parser.positionalArguments().size() != 1) {
        context.error(
            parser.errorText().isEmpty() ? QStringLiteral("fmt needs exactly one MODEL") : parser.errorText());
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

    const QByteArray canonical = ModelWriter::toBytes(*model);
    QFile file(path);
    const bool unchanged = file.open(QIODevice::ReadOnly) && file.readAll() == canonical;
    file.close();
    if (parser.isSet(QStringLiteral("check"))) {
        if (unchanged)
            return Ok;
        context.error(QStringLiteral("%1: not in the canonical form (run: cosmos-modeler-cli fmt %1)").arg(path));
        return Findings;
    }
    if (unchanged)
        return Ok;
    const SaveResult saved = ModelWriter::writeModelBytes(canonical, path);
    if (!saved.ok) {
        context.error(QStringLiteral("%1: cannot write: %2").arg(path, saved.error));
        return CannotWrite;
    }
    return Ok;
}

} // namespace cosmos::cli

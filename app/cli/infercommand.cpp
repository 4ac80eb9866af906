// SPDX-License-Identifier: MIT
#include "clicontext.h"

#include "model/inference/inferredmodelfile.h"
#include "model/inference/samplefiles.h"
#include "model/io/modelwriter.h"

#include <QFileInfo>

#include <limits>

namespace cosmos::cli {

namespace {

QString defaultApplicationName(const QStringList &files)
{
    QStringList names;
    for (const QString &file : files)
        names.append(QFileInfo(file).fileName());
    return QStringLiteral("Inferred from %1").arg(names.join(QStringLiteral(", ")));
}

} // namespace

int runInfer(CliContext &context, const QStringList &arguments)
{
    CommandLine commandLine(QStringLiteral("infer"),
        QStringLiteral("Infer a model from sample documents: one entity per \"type\" value (or per file), with "
                       "attributes, sizes, distinct values and hottest-value shares."),
        {outOption(),
            {QStringLiteral("name"), QStringLiteral("The application's name in the model."), QStringLiteral("NAME")}},
        {QStringLiteral("FILE"),
            QStringLiteral("A JSON array or JSON Lines file of documents; one file per container, named after it."),
            1, std::numeric_limits<qsizetype>::max()});
    if (const std::optional<int> exit = commandLine.parse(context, arguments))
        return *exit;
    const QString out = commandLine.required(context, QStringLiteral("out"));
    if (out.isEmpty())
        return InvalidModel;

    const QStringList files = commandLine.positionalArguments();
    DocumentInference inference;
    for (const QString &file : files) {
        const SampleFileResult read = addSampleFile(file, inference);
        if (!read.ok) {
            context.error(read.error);
            return InvalidModel;
        }
        if (read.documents == 0)
            context.warning(QStringLiteral("%1: no documents").arg(file));
    }
    if (inference.documents() == 0) {
        context.error(QStringLiteral("no documents in %1; nothing to infer").arg(files.join(QStringLiteral(", "))));
        return InvalidModel;
    }
    for (const QString &warning : inference.warnings())
        context.warning(warning);

    const QString name = commandLine.isSet(QStringLiteral("name")) ? commandLine.value(QStringLiteral("name"))
                                                                   : defaultApplicationName(files);
    QStringList notes;
    const InferredModelFile file = checkInferredModel(inference.model({name, {}}, &notes));
    for (const QString &note : notes)
        context.warning(note);
    if (!file.ok()) {
        context.error(file.problem);
        return InvalidModel;
    }
    return context.save(file.bytes, out);
}

} // namespace cosmos::cli

// SPDX-License-Identifier: MIT
#include "clicontext.h"

#include "model/advisor/advisor.h"
#include "model/advisor/checklist.h"

#include <QCommandLineParser>

namespace cosmos::cli {

int runCheck(CliContext &context, const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Validate a model and print its checklist, one finding a line:\n"
                       "  SEVERITY: SUBJECT: MESSAGE [CHECK]\n"
                       "Exits 1 when any finding is an error, so CI can gate model changes."));
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
    const std::shared_ptr<const Analysis> analysis = analyze(*model);
    const std::vector<ChecklistItem> items = buildChecklist(*model, *analysis, evaluateAdvice(*model, *analysis));
    int counts[3] = {0, 0, 0};
    for (const ChecklistItem &item : items) {
        ++counts[int(item.severity)];
        const QString subject = item.subject.id.isEmpty() ? QStringLiteral("application") : item.subject.id;
        context.out() << severityName(item.severity) << ": " << subject << ": " << item.message.english() << " [" << item.check
                      << "]\n";
    }
    context.out().flush();
    context.err() << path << ": " << counts[int(FindingSeverity::Error)] << " errors, "
                  << counts[int(FindingSeverity::Warning)] << " warnings, " << counts[int(FindingSeverity::Info)]
                  << " notes" << Qt::endl;
    return hasErrors(items) ? Findings : Ok;
}

} // namespace cosmos::cli

// SPDX-License-Identifier: MIT
#include "clicontext.h"

#include "model/advisor/checklist.h"
#include "model/advisor/findings.h"

namespace cosmos::cli {

int runCheck(CliContext &context, const QStringList &arguments)
{
    CommandLine commandLine(QStringLiteral("check"),
        QStringLiteral("Validate a model and print its checklist, one finding a line:\n"
                       "  SEVERITY: SUBJECT: MESSAGE [CHECK]\n"
                       "Exits 1 when any finding is an error, so CI can gate model changes."));
    std::optional<Model> model = commandLine.parseAndLoad(context, arguments);
    if (!model)
        return commandLine.exitCode();
    const QString path = commandLine.modelPath();
    const std::shared_ptr<const cosmos::Findings> findings = cosmos::Findings::of(std::move(*model));
    const std::vector<ChecklistItem> &items = findings->checklist();
    int counts[3] = {0, 0, 0};
    for (const ChecklistItem &item : items) {
        ++counts[int(item.severity)];
        const QString subject = item.subject.id.isEmpty() ? QStringLiteral("application") : item.subject.id;
        context.out() << severityName(item.severity) << ": " << subject << ": " << item.message.english() << " ["
                      << item.check << "]\n";
    }
    context.out().flush();
    context.err() << path << ": " << counts[int(FindingSeverity::Error)] << " errors, "
                  << counts[int(FindingSeverity::Warning)] << " warnings, " << counts[int(FindingSeverity::Info)]
                  << " notes" << Qt::endl;
    return hasErrors(items) ? Findings : Ok;
}

} // namespace cosmos::cli

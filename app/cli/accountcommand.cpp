// SPDX-License-Identifier: MIT
// `cosmos-modeler-cli account COMMAND`: the commands that talk to a live account or
// the emulator (FORMAT.md section 5), each in its own file.
#include "accountoptions.h"

namespace cosmos::cli {

namespace {

void printAccountUsage(QTextStream &stream)
{
    stream << "Usage: cosmos-modeler-cli account COMMAND ...\n\n"
              "  import --endpoint URL --database DB [--sample N] --out MODEL\n"
              "  deploy MODEL --endpoint URL --database DB [--dry-run]\n"
              "  diff MODEL --endpoint URL --database DB [--format text|json]\n"
              "  measure MODEL --endpoint URL --database DB [--format text|json] [--allow-writes]\n\n"
              "The account key is read from the environment variable COSMOS_KEY (or the one --key-env names),\n"
              "never from the command line. Run cosmos-modeler-cli account COMMAND --help for every option.\n";
    stream.flush();
}

} // namespace

int runAccount(CliContext &context, const QStringList &arguments)
{
    const QString command = arguments.value(1);
    if (command == QLatin1String("--help") || command == QLatin1String("-h")) {
        printAccountUsage(context.out());
        return Ok;
    }
    QStringList rest = arguments;
    if (rest.size() > 1)
        rest.removeAt(1); // QCommandLineParser expects the program name first
    if (command == QLatin1String("import"))
        return runAccountImport(context, rest);
    if (command == QLatin1String("deploy"))
        return runAccountDeploy(context, rest);
    if (command == QLatin1String("diff"))
        return runAccountDiff(context, rest);
    if (command == QLatin1String("measure"))
        return runAccountMeasure(context, rest);
    context.error(command.isEmpty()
            ? QStringLiteral("account needs a command: import, deploy, diff or measure")
            : QStringLiteral("unknown account command \"%1\"; expected import, deploy, diff or measure").arg(command));
    printAccountUsage(context.err());
    return InvalidModel;
}

} // namespace cosmos::cli

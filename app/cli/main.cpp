// SPDX-License-Identifier: MIT
// cosmos-modeler-cli: the model library on the command line, for scripts and CI.
// Links cosmos_model only: no GUI library, no display needed.
#include "clicontext.h"

#include <QCoreApplication>

#include <algorithm>
#include <functional>
#include <map>

namespace {

struct Command {
    const char *usage;
    const char *summary;
    std::function<int(cosmos::cli::CliContext &, const QStringList &)> run;
};

const std::map<QString, Command> &commands()
{
    static const std::map<QString, Command> table {
        {QStringLiteral("account"),
            {"import|deploy|diff|measure ... --endpoint URL --database DB",
                "reverse-engineer, deploy, compare, measure against an account (key in COSMOS_KEY)",
                cosmos::cli::runAccount}},
        {QStringLiteral("analyze"), {"MODEL [--format json|text]", "print the full analysis", cosmos::cli::runAnalyze}},
        {QStringLiteral("check"), {"MODEL", "validate the model and print its findings", cosmos::cli::runCheck}},
        {QStringLiteral("export"),
            {"MODEL --out DIR [--only LIST]", "write the design documents, container JSON, ARM and Bicep",
                cosmos::cli::runExport}},
        {QStringLiteral("fmt"), {"MODEL [--check]", "rewrite the model in the canonical form", cosmos::cli::runFmt}},
        {QStringLiteral("import-requirements"),
            {"FILE.md --out MODEL", "read a cosmosdb_requirements.md (an AI assistant's or export's) into a model",
                cosmos::cli::runImportRequirements}},
        {QStringLiteral("mcp"),
            {"[--root DIR]", "serve the modeler to AI assistants (Model Context Protocol on stdin/stdout)",
                cosmos::cli::runMcp}},
        {QStringLiteral("infer"),
            {"FILE... --out MODEL [--name NAME]", "infer a model from sample documents (JSON array or JSON Lines)",
                cosmos::cli::runInfer}},
    };
    return table;
}

void printUsage(QTextStream &stream)
{
    stream << "Usage: cosmos-modeler-cli COMMAND [OPTIONS]\n\n"
              "Design Azure Cosmos DB for NoSQL data models from their access patterns.\n\n"
              "Commands:\n";
    qsizetype width = 0;
    for (const auto &[name, command] : commands())
        width = std::max(width, name.size() + 1 + qsizetype(qstrlen(command.usage)));
    for (const auto &[name, command] : commands()) {
        const QString usage = name + QLatin1Char(' ') + QLatin1String(command.usage);
        stream << "  " << usage.leftJustified(width + 2) << command.summary << '\n';
    }
    stream << "\nOptions:\n"
              "  --help       show this help (COMMAND --help for a command's options)\n"
              "  --version    show the version\n\n"
              "Exit codes: 0 ok, 1 findings with errors (check), not canonical (fmt --check) or\n"
              "differences left (account deploy, account diff),\n"
              "2 invalid model or arguments (or a key the account refuses), 3 cannot write,\n"
              "4 account unreachable.\n";
    stream.flush();
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("cosmos-modeler-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(COSMOS_VERSION));

    cosmos::cli::CliContext context;
    QStringList arguments = QCoreApplication::arguments();
    if (arguments.size() < 2) {
        printUsage(context.err());
        return cosmos::cli::InvalidModel;
    }
    const QString first = arguments.at(1);
    if (first == QLatin1String("--help") || first == QLatin1String("-h") || first == QLatin1String("help")) {
        printUsage(context.out());
        return cosmos::cli::Ok;
    }
    if (first == QLatin1String("--version")) {
        context.out() << "cosmos-modeler-cli " << QCoreApplication::applicationVersion() << Qt::endl;
        return cosmos::cli::Ok;
    }
    const auto command = commands().find(first);
    if (command == commands().end()) {
        context.error(QStringLiteral("unknown command \"%1\"; run cosmos-modeler-cli --help").arg(first));
        return cosmos::cli::InvalidModel;
    }
    arguments.removeAt(1); // QCommandLineParser expects the program name first
    return command->second.run(context, arguments);
}

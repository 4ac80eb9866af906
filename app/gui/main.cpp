// SPDX-License-Identifier: MIT
// cosmos-modeler: the desktop modeler.
#include "fileactions.h"
#include "mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("cosmos-modeler"));
    QApplication::setApplicationDisplayName(QStringLiteral("Cosmos Modeler"));
    QApplication::setOrganizationName(QStringLiteral("cosmos-modeler"));
    QApplication::setApplicationVersion(QStringLiteral(COSMOS_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Design Azure Cosmos DB data models from access patterns."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("MODEL"), QApplication::translate("main", "A model file to open."));
    parser.process(app);

    cosmos::MainWindow window;
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty() || !window.fileActions()->openFile(files.constFirst()))
        window.fileActions()->openBundledSample();
    window.show();
    return app.exec();
}

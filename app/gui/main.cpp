// SPDX-License-Identifier: MIT
// cosmos-modeler: the desktop modeler.
#include "apptheme.h"
#include "fileactions.h"
#include "presentationmode.h"
#include "views/canvas/modelview.h"
#include "views/presentation/walkthrough.h"
#include "mainwindow.h"
#include "terminationsignals.h"
#include "uilanguage.h"
#include "views/document/autosaver.h"

#include <QApplication>
#include <QIcon>
#include <QCommandLineParser>
#include <QScreen>
#include <QTimer>

#include <cstdio>

namespace {

QSize parseSize(const QString &text)
{
    const QStringList parts = text.split(QLatin1Char('x'));
    if (parts.size() != 2)
        return {};
    return QSize(parts[0].toInt(), parts[1].toInt());
}

// The command line: --help lists these.
struct Options {
    QCommandLineOption screenshot {QStringLiteral("screenshot"),
        QApplication::translate("main", "Render the window with the model to OUT.png and exit."),
        QStringLiteral("OUT.png")};
    QCommandLineOption size {QStringLiteral("size"),
        QApplication::translate("main", "Window size for --screenshot (default 1600x1000)."), QStringLiteral("WxH"),
        QStringLiteral("1600x1000")};
    QCommandLineOption theme {QStringLiteral("theme"),
        QApplication::translate("main", "Colour theme: system, light, dark or high-contrast."), QStringLiteral("THEME"),
        QStringLiteral("system")};
    QCommandLineOption panel {QStringLiteral("panel"),
        QApplication::translate("main",
            "Bring a panel to the front (for --screenshot): "
            "inspector, explain, assumptions, accessPatterns, decisions, "
            "containers, heatmap, costs, export, comparison, advisor, checklist."),
        QStringLiteral("NAME")};
    QCommandLineOption select {QStringLiteral("select"),
        QApplication::translate("main", "Select an entity, relationship or access pattern by id."),
        QStringLiteral("ID")};
    QCommandLineOption compare {QStringLiteral("compare"),
        QApplication::translate("main", "Show the current design side by side with the alternative called NAME."),
        QStringLiteral("NAME")};
    QCommandLineOption replay {QStringLiteral("replay"),
        QApplication::translate("main", "Apply the edits in SCRIPT.json one by one, as a user would."),
        QStringLiteral("SCRIPT.json")};
    QCommandLineOption autosave {QStringLiteral("autosave-interval"),
        QApplication::translate("main", "The longest an edit waits for its recovery copy, in seconds (default 5)."),
        QStringLiteral("SECONDS")};
    QCommandLineOption presentation {
        QStringLiteral("presentation"), QApplication::translate("main", "Start in presentation mode.")};
    QCommandLineOption step {QStringLiteral("step"),
        QApplication::translate("main", "With --presentation: the walkthrough step to show (1 = first)."),
        QStringLiteral("N"), QStringLiteral("1")};
    QCommandLineOption welcome {QStringLiteral("welcome"),
        QApplication::translate("main", "With --screenshot: show the welcome page, as on a start without a model.")};
    QCommandLineOption language {QStringLiteral("lang"),
        QApplication::translate("main",
            "User interface language for this run: en, ja or hi "
            "(default: the one chosen in View > Language)."),
        QStringLiteral("LANG")};

    void addTo(QCommandLineParser &parser) const
    {
        parser.setApplicationDescription(
            QApplication::translate("main", "Design Azure Cosmos DB data models from access patterns."));
        parser.addHelpOption();
        parser.addVersionOption();
        parser.addPositionalArgument(QStringLiteral("MODEL"), QApplication::translate("main", "A model file to open."));
        parser.addOptions(
            {screenshot, size, theme, panel, select, compare, replay, autosave, presentation, step, welcome, language});
    }
};

void identifyApplication()
{
    QApplication::setApplicationName(QStringLiteral("cosmos-modeler"));
    QApplication::setApplicationDisplayName(QStringLiteral("Cosmos Modeler"));
    QApplication::setOrganizationName(QStringLiteral("cosmos-modeler"));
    // Lets Wayland and desktop shells match the window to the installed desktop entry.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.cosmosmodeler.CosmosModeler"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/io.github.cosmosmodeler.CosmosModeler.svg")));
    QApplication::setApplicationVersion(QStringLiteral(COSMOS_VERSION));
}

// The language and theme asked for; false (with a message) when either is unknown.
bool applyLanguageAndTheme(QApplication &app, const QCommandLineParser &parser, const Options &options)
{
    // --lang is for this run (screenshots, a class in another language); the menu's
    // choice is the one remembered.
    const QString languageCode
        = parser.isSet(options.language) ? parser.value(options.language) : cosmos::UiLanguage::startupLanguage();
    if (!cosmos::UiLanguage::apply(languageCode)) {
        std::fprintf(stderr, "cosmos-modeler: unknown language \"%s\"; use en, ja or hi\n", qPrintable(languageCode));
        return false;
    }
    if (!cosmos::AppTheme::apply(app, parser.value(options.theme))) {
        std::fprintf(stderr, "cosmos-modeler: unknown theme \"%s\"; use system, light, dark or high-contrast\n",
            qPrintable(parser.value(options.theme)));
        return false;
    }
    return true;
}

// --screenshot: the window as asked for, saved, and the exit status.
int takeScreenshot(cosmos::MainWindow &window, const QCommandLineParser &parser, const Options &options)
{
    const QSize windowSize = parseSize(parser.value(options.size));
    if (!windowSize.isValid() || windowSize.width() < 200 || windowSize.height() < 150) {
        std::fprintf(stderr, "cosmos-modeler: --size expects WxH, for example 1920x1080\n");
        return 2;
    }
    window.resize(windowSize);
    window.show();
    window.settle();
    if (parser.isSet(options.welcome))
        window.showWelcome();
    if (parser.isSet(options.select))
        window.selectById(parser.value(options.select));
    if (parser.isSet(options.presentation)) {
        window.presentation()->enter(false); // the requested size stands for the screen
        QApplication::processEvents();
        for (int i = 1; i < parser.value(options.step).toInt(); ++i)
            window.presentation()->walkthrough()->next();
        window.canvas()->fitToWindow();
        QApplication::processEvents();
    }
    if (parser.isSet(options.panel) && !window.raisePanel(parser.value(options.panel))) {
        std::fprintf(stderr, "cosmos-modeler: unknown panel \"%s\"\n", qPrintable(parser.value(options.panel)));
        return 2;
    }
    if (parser.isSet(options.compare) && !window.compareWith(parser.value(options.compare))) {
        std::fprintf(stderr, "cosmos-modeler: the model has no alternative called \"%s\"\n",
            qPrintable(parser.value(options.compare)));
        return 2;
    }
    // A label that wraps takes its height after it has its width, which asks for one more
    // layout pass: a few rounds let the window settle as a user would see it.
    for (int round = 0; round < 4; ++round)
        QApplication::processEvents();
    const QString out = parser.value(options.screenshot);
    if (!window.grab().save(out)) {
        std::fprintf(stderr, "cosmos-modeler: cannot write %s\n", qPrintable(out));
        return 3;
    }
    return 0;
}

// What the window does once it is on screen: recovery, presentation, comparison, replay.
void startSession(cosmos::MainWindow &window, const QCommandLineParser &parser, const Options &options)
{
    window.settle();
    if (parser.isSet(options.presentation))
        window.presentation()->enter();
    window.offerRecovery();
    if (parser.isSet(options.compare) && !window.compareWith(parser.value(options.compare)))
        std::fprintf(stderr, "cosmos-modeler: the model has no alternative called \"%s\"\n",
            qPrintable(parser.value(options.compare)));
    if (parser.isSet(options.replay)) {
        QString error;
        if (!window.replay(parser.value(options.replay), 50, &error))
            std::fprintf(
                stderr, "cosmos-modeler: %s: %s\n", qPrintable(parser.value(options.replay)), qPrintable(error));
    }
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    identifyApplication();
    QCommandLineParser parser;
    const Options options;
    options.addTo(parser);
    parser.process(app);
    if (!applyLanguageAndTheme(app, parser, options))
        return 2;

    // On the heap: closing it deletes it.
    cosmos::MainWindow &window = *new cosmos::MainWindow;
    window.setAttribute(Qt::WA_DeleteOnClose);
    const QStringList files = parser.positionalArguments();
    if (parser.isSet(options.screenshot)) {
        // Nobody is there to close a dialog: a model that cannot be read is an error.
        QStringList errors;
        if (files.isEmpty() && !parser.isSet(options.welcome))
            window.fileActions()->openBundledSample();
        else if (!files.isEmpty() && !window.fileActions()->openFileQuietly(files.constFirst(), &errors)) {
            for (const QString &error : errors)
                std::fprintf(stderr, "cosmos-modeler: %s\n", qPrintable(error));
            return 2;
        }
        return takeScreenshot(window, parser, options);
    }
    // Without a model (or with one that cannot be opened) the window starts on the
    // welcome page.
    if (files.isEmpty() || !window.fileActions()->openFile(files.constFirst()))
        window.showWelcome();

    if (parser.isSet(options.autosave)) {
        bool ok = false;
        const double seconds = parser.value(options.autosave).toDouble(&ok);
        if (!ok || seconds <= 0) {
            std::fprintf(stderr, "cosmos-modeler: --autosave-interval expects a number of seconds\n");
            return 2;
        }
        window.autoSaver()->setInterval(int(seconds * 1000));
    }
    // Ended from outside (a logout, a shutdown, Ctrl+C): the unsaved work goes to the
    // recovery copy, which the next start offers, before the application quits.
    const cosmos::TerminationSignals ending([&window](int signal) {
        window.autoSaver()->release();
        QCoreApplication::exit(128 + signal);
    });
    window.show();
    QTimer::singleShot(0, &window, [&]() { startSession(window, parser, options); });
    return app.exec();
}

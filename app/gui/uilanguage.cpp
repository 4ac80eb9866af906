// SPDX-License-Identifier: MIT
#include "uilanguage.h"

#include "mainwindow.h"
#include "presentationmode.h"
#include "views/canvas/modelview.h"
#include "views/document/documentselection.h"
#include "views/document/modeldocument.h"

#include <QActionGroup>
#include <QApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QMenu>
#include <QPointer>
#include <QSettings>
#include <QTimer>
#include <QTranslator>

#include <memory>

namespace cosmos {

namespace {

const QString kSettingsKey = QStringLiteral("ui/language");
const QString kEnglish = QStringLiteral("en");

QString g_current = kEnglish;
std::unique_ptr<QTranslator> g_appTranslator;
std::unique_ptr<QTranslator> g_qtTranslator;
// The font Qt chose before any language was applied; every language starts from it.
const QFont &baseFont()
{
    static const QFont font = QApplication::font();
    return font;
}

// The script font goes after the base family, so Latin text (names, JSON paths,
// numbers) keeps the usual face and only Japanese or Devanagari glyphs come from the
// Noto fonts. Naming the JP family keeps fontconfig from picking the Chinese (SC)
// shapes for kanji. Japanese comes last in every language: a model may hold Japanese
// names whatever the interface language. (Devanagari is not listed for the others:
// Qt would try the CJK font for it first and warn; the Language menu gives each
// name its own font instead.)
QFont fontFor(const QString &code)
{
    QStringList families {baseFont().family()};
    if (code == QLatin1String("hi"))
        families << QStringLiteral("Noto Sans Devanagari");
    families << QStringLiteral("Noto Sans CJK JP");
    QFont font = baseFont();
    font.setFamilies(families);
    return font;
}

void removeTranslators()
{
    for (auto *translator : {&g_appTranslator, &g_qtTranslator})
        if (*translator) {
            QCoreApplication::removeTranslator(translator->get());
            translator->reset();
        }
}

} // namespace

QList<UiLanguage::Choice> UiLanguage::available()
{
    return {{kEnglish, QStringLiteral("English")}, {QStringLiteral("ja"), QStringLiteral("日本語")},
        {QStringLiteral("hi"), QStringLiteral("हिन्दी")}};
}

bool UiLanguage::isAvailable(const QString &code)
{
    for (const Choice &choice : available())
        if (choice.code == code)
            return true;
    return false;
}

QString UiLanguage::startupLanguage()
{
    const QString saved = QSettings().value(kSettingsKey).toString();
    if (isAvailable(saved))
        return saved;
    const QString system = QLocale::system().name().section(QLatin1Char('_'), 0, 0);
    return isAvailable(system) ? system : kEnglish;
}

QString UiLanguage::current()
{
    return g_current;
}

bool UiLanguage::apply(const QString &code)
{
    if (!isAvailable(code))
        return false;
    baseFont(); // before the first change
    removeTranslators();
    if (code != kEnglish) {
        g_appTranslator = std::make_unique<QTranslator>();
        if (g_appTranslator->load(QStringLiteral(":/i18n/cosmos-modeler_%1.qm").arg(code)))
            QCoreApplication::installTranslator(g_appTranslator.get());
        else
            qWarning("cosmos-modeler: the %s translation is missing from the build", qPrintable(code));
        // Qt's own texts (standard dialog buttons, context menus), where the system has them.
        g_qtTranslator = std::make_unique<QTranslator>();
        if (g_qtTranslator->load(QStringLiteral("qtbase_%1").arg(code),
                QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(g_qtTranslator.get());
    }
    QApplication::setFont(fontFor(code));
    g_current = code;
    return true;
}

void UiLanguage::save(const QString &code)
{
    QSettings().setValue(kSettingsKey, code);
}

MainWindow *UiLanguage::switchWindow(MainWindow *window, const QString &code)
{
    if (code == g_current || !isAvailable(code))
        return window;

    // Presentation mode keeps the window's normal arrangement aside; take that one.
    const bool presenting = window->presentation()->isPresenting();
    const bool fullScreen = window->isFullScreen();
    if (presenting)
        window->presentation()->leave();
    const QByteArray geometry = window->saveGeometry();
    const QByteArray state = window->saveState();
    const double zoom = window->canvas()->zoom();
    const QPointF center = window->canvas()->mapToScene(window->canvas()->viewport()->rect().center());
    const bool visible = window->isVisible();
    const bool deleteOnClose = window->testAttribute(Qt::WA_DeleteOnClose);

    // The old window goes before the language changes: it would otherwise follow the
    // document and lay out its old texts in the new font once more. Its closeEvent
    // does not run (nothing is being closed), and for the moment no window is on
    // screen, which is not the user quitting.
    const bool quitOnLastWindowClosed = QGuiApplication::quitOnLastWindowClosed();
    QGuiApplication::setQuitOnLastWindowClosed(false);
    ModelDocument *document = window->document();
    document->setParent(nullptr);
    delete window;

    apply(code);
    save(code);
    // The analysis is language-free: the new window renders its sentences in the new
    // language without analysing again.
    auto *replacement = new MainWindow(document);
    replacement->setAttribute(Qt::WA_DeleteOnClose, deleteOnClose);
    replacement->restoreGeometry(geometry);
    replacement->restoreState(state);
    // The new canvas and panels start from the document's selection and focus.
    DocumentSelection *selection = document->selection();
    const QList<DocumentSelection::Item> selected = selection->items();
    const QString focused = selection->focusedPattern();
    selection->clear();
    selection->select(selected);
    selection->setFocusedPattern(QString());
    selection->setFocusedPattern(focused);

    if (visible)
        replacement->show();
    QApplication::processEvents();
    replacement->canvas()->setZoom(zoom);
    replacement->canvas()->centerOn(center);
    if (presenting)
        replacement->presentation()->enter(fullScreen);
    QGuiApplication::setQuitOnLastWindowClosed(quitOnLastWindowClosed);
    return replacement;
}

void UiLanguage::populateMenu(QMenu *menu, MainWindow *window)
{
    QMenu *languages = menu->addMenu(QCoreApplication::translate("cosmos::UiLanguage", "&Language"));
    auto *group = new QActionGroup(languages);
    for (const Choice &choice : available()) {
        QAction *action = languages->addAction(choice.nativeName);
        action->setObjectName(QStringLiteral("language_") + choice.code);
        action->setFont(fontFor(choice.code)); // "हिन्दी" needs Devanagari in any interface language
        action->setCheckable(true);
        action->setChecked(choice.code == g_current);
        group->addAction(action);
        // Queued: the window that owns this action is replaced and deleted.
        const QString code = choice.code;
        QObject::connect(action, &QAction::triggered, window, [window, code]() {
            QTimer::singleShot(0, qApp, [target = QPointer<MainWindow>(window), code]() {
                if (target)
                    switchWindow(target, code);
            });
        });
    }
}

} // namespace cosmos

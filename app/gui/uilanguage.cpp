// SPDX-License-Identifier: MIT
#include "uilanguage.h"

#include "views/common/languagechange.h"

#include <QActionGroup>
#include <QApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QMenu>
#include <QSettings>
#include <QTranslator>

#include <memory>

namespace cosmos {

namespace {

const QString kSettingsKey = QStringLiteral("ui/language");
const QString kEnglish = QStringLiteral("en");

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
    // The code announced to the views is the one record of it.
    const QString announced = LanguageChange::language();
    return announced.isEmpty() ? kEnglish : announced;
}

bool UiLanguage::apply(const QString &code)
{
    if (!isAvailable(code))
        return false;
    baseFont(); // before the first change
    removeTranslators();
    // English too: its file holds the plural forms ("1 container", "2 containers").
    g_appTranslator = std::make_unique<QTranslator>();
    if (g_appTranslator->load(QStringLiteral(":/i18n/cosmos-modeler_%1.qm").arg(code)))
        QCoreApplication::installTranslator(g_appTranslator.get());
    else
        qWarning("cosmos-modeler: the %s translation is missing from the build", qPrintable(code));
    if (code != kEnglish) {
        // Qt's own texts (standard dialog buttons, context menus), where the system has them.
        g_qtTranslator = std::make_unique<QTranslator>();
        if (g_qtTranslator->load(QStringLiteral("qtbase_%1").arg(code),
                QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(g_qtTranslator.get());
    }
    QApplication::setFont(fontFor(code));
    LanguageChange::announce(code);
    return true;
}

void UiLanguage::save(const QString &code)
{
    QSettings().setValue(kSettingsKey, code);
}

bool UiLanguage::switchTo(const QString &code)
{
    if (code == current() || !isAvailable(code))
        return false;
    apply(code);
    save(code);
    return true;
}

void UiLanguage::populateMenu(QMenu *menu, QObject *window)
{
    QMenu *languages = menu->addMenu(QString());
    onEachLanguage(languages,
        [languages]() { languages->setTitle(QCoreApplication::translate("cosmos::UiLanguage", "&Language")); });
    auto *group = new QActionGroup(languages);
    for (const Choice &choice : available()) {
        QAction *action = languages->addAction(choice.nativeName);
        action->setObjectName(QStringLiteral("language_") + choice.code);
        action->setFont(fontFor(choice.code)); // "हिन्दी" needs Devanagari in any interface language
        action->setCheckable(true);
        group->addAction(action);
        const QString code = choice.code;
        onEachLanguage(action, [action, code]() { action->setChecked(code == current()); });
        QObject::connect(action, &QAction::triggered, window, [code]() { switchTo(code); });
    }
}

} // namespace cosmos

// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>

class QMenu;
class QObject;

namespace cosmos {

// The language of the user interface: English (the source strings), Japanese or
// Hindi. Installs the translators embedded under :/i18n and a font that has the
// script's glyphs (Noto Sans CJK JP for Japanese, so that kanji get their Japanese
// shapes rather than the Chinese variants; Noto Sans Devanagari for Hindi).
//
// Only the GUI is translated. The CLI never calls this, and the exported design
// documents use a translation context that is kept out of the .ts files, so both
// stay in English whatever the GUI shows.
//
// Switching at run time retranslates the open window in place (LanguageChange):
// the document, the canvas's zoom and scroll, the docks and whatever is half-typed
// in a panel all stay as they are. The analysis is language-free, so nothing is
// analysed again; panels render it anew in the new language.
class UiLanguage {
public:
    struct Choice {
        QString code;       // "en", "ja", "hi"
        QString nativeName; // each language in its own name, for the menu
    };

    static QList<Choice> available();
    static bool isAvailable(const QString &code);
    // The language chosen in the menu at a previous start, else the system's when
    // it is one of ours, else English.
    static QString startupLanguage();
    static QString current();

    // Installs the translators and the font; false for an unknown code.
    static bool apply(const QString &code);
    // Remembers the choice for the next start.
    static void save(const QString &code);

    // Applies and saves `code`; false when it is already the language or unknown.
    static bool switchTo(const QString &code);

    // The Language submenu (for the View menu).
    static void populateMenu(QMenu *menu, QObject *window);
};

} // namespace cosmos

// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QString>

#include <utility>

namespace cosmos {

// The interface language has changed: the translators are installed and every text
// set with onEachLanguage() is set again. A switch thereby retranslates the open
// window in place — the canvas keeps its zoom and scroll, panels keep their tabs,
// scroll positions, expanded rows and half-typed fields.
//
// Announced once per switch by whoever installs the translators (the GUI's
// UiLanguage). Qt's own QEvent::LanguageChange arrives once for each translator
// added or removed — four times for one switch — which is why the panels listen here.
class LanguageChange : public QObject {
    Q_OBJECT

public:
    static LanguageChange *instance();
    // `language` is the code of the language now installed ("en", "ja", "hi").
    static void announce(const QString &language);
    // The code last announced; empty before the first (tests without a translator).
    // For texts that carry their own translations, such as a sample's description.
    static QString language();

Q_SIGNALS:
    void changed();

private:
    LanguageChange() = default;
};

// Calls `setTexts` now and after each language change, for as long as `owner` lives.
// `setTexts` sets the texts it is about in the language installed at the time, e.g.
//     onEachLanguage(button, [button] { button->setText(tr("&Apply")); });
template <class SetTexts> void onEachLanguage(QObject *owner, SetTexts &&setTexts)
{
    setTexts();
    QObject::connect(LanguageChange::instance(), &LanguageChange::changed, owner, std::forward<SetTexts>(setTexts));
}

} // namespace cosmos

// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

class QAction;
class QMainWindow;
class QMenu;

namespace cosmos {

// The README's "Using the modeler" section (Markdown), as Help › How to Use shows it.
QString howToMarkdown();

// Help › Welcome Page, Keyboard Shortcuts, How to Use, About.
class HelpActions : public QObject {
    Q_OBJECT

public:
    explicit HelpActions(QMainWindow *window);

    void populateMenu(QMenu *menu);
    QAction *welcomeAction() const { return m_welcome; }
    QAction *shortcutsAction() const { return m_shortcuts; }

public Q_SLOTS:
    void showShortcuts();
    void showHowTo();
    void showAbout();

private:
    QAction *action(const char *text);

    QMainWindow *m_window;
    QAction *m_welcome;
    QAction *m_shortcuts;
    QAction *m_howTo;
    QAction *m_about;
};

} // namespace cosmos

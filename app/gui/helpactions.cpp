// SPDX-License-Identifier: MIT
#include "helpactions.h"

#include "translatedaction.h"
#include "shortcutsheet.h"
#include "views/common/languagechange.h"

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFile>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace cosmos {

QString howToMarkdown()
{
    // The README's own section, bundled with the application, so the two cannot
    // drift apart.
    QFile readme(QStringLiteral(":/help/README.md"));
    if (!readme.open(QIODevice::ReadOnly))
        return {};
    const QString text = QString::fromUtf8(readme.readAll());
    const QString heading = QStringLiteral("## Using the modeler");
    const qsizetype start = text.indexOf(heading);
    if (start < 0)
        return {};
    const qsizetype end = text.indexOf(QStringLiteral("\n## "), start + heading.size());
    return text.mid(start, end < 0 ? -1 : end - start).trimmed();
}

HelpActions::HelpActions(QMainWindow *window)
    : QObject(window)
    , m_window(window)
    , m_welcome(action(QT_TR_NOOP("&Welcome Page")))
    , m_shortcuts(action(QT_TR_NOOP("&Keyboard Shortcuts")))
    , m_howTo(action(QT_TR_NOOP("&How to Use Cosmos Modeler")))
    , m_about(action(QT_TR_NOOP("&About Cosmos Modeler")))
{
    m_shortcuts->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Slash));
    m_about->setMenuRole(QAction::AboutRole);
    connect(m_shortcuts, &QAction::triggered, this, &HelpActions::showShortcuts);
    connect(m_howTo, &QAction::triggered, this, &HelpActions::showHowTo);
    connect(m_about, &QAction::triggered, this, &HelpActions::showAbout);
}

QAction *HelpActions::action(const char *text)
{
    QAction *action = translatedAction(this, text);
    m_window->addAction(action); // its shortcut works while the menu bar is hidden
    return action;
}

void HelpActions::populateMenu(QMenu *menu)
{
    menu->addActions({m_welcome, m_shortcuts, m_howTo});
    menu->addSeparator();
    menu->addAction(m_about);
}

void HelpActions::showShortcuts()
{
    ShortcutSheet sheet(m_window->menuBar(), m_window);
    sheet.exec();
}

void HelpActions::showHowTo()
{
    QDialog dialog(m_window);
    dialog.setObjectName(QStringLiteral("howToDialog"));
    dialog.setWindowTitle(tr("How to Use Cosmos Modeler"));
    auto *text = new QTextBrowser(&dialog);
    text->setOpenExternalLinks(false);
    text->setMarkdown(howToMarkdown());
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, &dialog);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto *layout = new QVBoxLayout(&dialog);
    layout->addWidget(text, 1);
    layout->addWidget(buttons);
    const QFontMetrics metrics = dialog.fontMetrics();
    dialog.resize(80 * metrics.averageCharWidth(), 34 * metrics.height());
    dialog.exec();
}

void HelpActions::showAbout()
{
    QMessageBox::about(m_window, tr("About Cosmos Modeler"),
        tr("<h3>Cosmos Modeler %1</h3><p>Design Azure Cosmos DB for NoSQL data models from their access patterns, "
           "with the reasons and the numbers behind every decision.</p><p>Built with Qt %2. MIT licence.</p>")
            .arg(QApplication::applicationVersion(), QString::fromLatin1(qVersion())));
}

} // namespace cosmos

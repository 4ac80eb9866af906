// SPDX-License-Identifier: MIT
#include "shortcutsheet.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMenu>
#include <QMenuBar>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace cosmos {

namespace {

// "Save &As…" as a user reads it: "Save As…".
QString plainText(QString text)
{
    text.replace(QLatin1String("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QStringLiteral("\x01"), QStringLiteral("&"));
    return text;
}

QString keysOf(const QAction *action)
{
    QStringList keys;
    for (const QKeySequence &sequence : action->shortcuts())
        keys << sequence.toString(QKeySequence::NativeText);
    return keys.join(QStringLiteral(", "));
}

// A bold row that heads a group of commands or gestures.
QTreeWidgetItem *groupRow(QTreeWidget *table, const QString &title)
{
    auto *group = new QTreeWidgetItem(table, {title});
    group->setFirstColumnSpanned(true);
    QFont bold = group->font(0);
    bold.setBold(true);
    group->setFont(0, bold);
    return group;
}

void addCommands(QTreeWidgetItem *group, const QMenu *menu)
{
    for (const QAction *action : menu->actions()) {
        if (action->menu())
            addCommands(group, action->menu());
        else if (!action->isSeparator() && !action->shortcuts().isEmpty())
            new QTreeWidgetItem(group, {plainText(action->text()), keysOf(action)});
    }
}

} // namespace

ShortcutSheet::ShortcutSheet(const QMenuBar *menus, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("shortcutSheet"));
    setWindowTitle(tr("Keyboard Shortcuts"));
    m_table->setColumnCount(2);
    m_table->setHeaderLabels({tr("Command"), tr("Keys")});
    m_table->setRootIsDecorated(false);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setFocusPolicy(Qt::NoFocus);
    addMenuCommands(menus);
    addGestures();
    m_table->expandAll();
    m_table->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_table->header()->setStretchLastSection(true);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    const QFontMetrics metrics = fontMetrics();
    resize(64 * metrics.averageCharWidth(), 36 * metrics.height());
}

void ShortcutSheet::addMenuCommands(const QMenuBar *menus)
{
    for (const QAction *menuAction : menus->actions()) {
        const QMenu *menu = menuAction->menu();
        if (!menu)
            continue;
        QTreeWidgetItem *group = groupRow(m_table, plainText(menu->title()));
        addCommands(group, menu);
        if (group->childCount() == 0)
            delete group;
    }
}

void ShortcutSheet::addGestures()
{
    const QList<QPair<QString, QString>> canvas {
        {tr("Add an entity where you click"), tr("Double-click the background")},
        {tr("Rename the card"), tr("Double-click its title, or F2")},
        {tr("Relate two entities"), tr("Drag from the parent card's handle to the child")},
        {tr("Select several"), tr("Ctrl+click, or drag a rectangle over the background")},
        {tr("Move the selected cards"), tr("Drag them, or the arrow keys (with Shift: five grid steps)")},
        {tr("Delete the selection"), tr("Del or Backspace")},
        {tr("Zoom"), tr("Ctrl+wheel, or pinch")},
        {tr("Pan"), tr("Space+drag, or drag with the middle button")},
        {tr("Cancel a rename or a connection"), tr("Esc")},
    };
    const QList<QPair<QString, QString>> presentation {
        {tr("Next step"), tr("Right or Down arrow, Page Down, Space or Enter")},
        {tr("Previous step"), tr("Left or Up arrow, Page Up or Backspace")},
        {tr("First and last step"), tr("Home, End")},
        {tr("Leave the presentation"), tr("Esc")},
    };
    auto addGroup = [this](const QString &title, const QList<QPair<QString, QString>> &rows) {
        QTreeWidgetItem *group = groupRow(m_table, title);
        for (const auto &[what, keys] : rows)
            new QTreeWidgetItem(group, {what, keys});
    };
    addGroup(tr("On the canvas"), canvas);
    addGroup(tr("In the presentation and walkthrough"), presentation);
}

} // namespace cosmos

// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>
#include <QTreeWidget>

class QMenuBar;

namespace cosmos {

// Help › Keyboard Shortcuts: every menu command that has a key, read from the menus
// themselves so the sheet cannot drift from them, then the canvas's and the
// presentation's keys and mouse gestures, which have no menu command.
class ShortcutSheet : public QDialog {
    Q_OBJECT

public:
    explicit ShortcutSheet(const QMenuBar *menus, QWidget *parent = nullptr);

    QTreeWidget *table() const { return m_table; }

private:
    void addMenuCommands(const QMenuBar *menus);
    void addGestures();

    QTreeWidget *m_table = new QTreeWidget(this);
};

} // namespace cosmos

// SPDX-License-Identifier: MIT
#pragma once

#include "model/document/change.h"

#include <QObject>

class QMenu;
class QWidget;

namespace cosmos {

class ModelDocument;
class PanelDocks;

// Model › Alternatives: keep what-if copies of the current design in the file,
// compare with them, switch to one, rename and delete them. Each gesture is one undo
// step planned by model/document/alternativeplans.h; this class only asks the user.
class AlternativeActions : public QObject {
    Q_OBJECT

public:
    AlternativeActions(ModelDocument *document, PanelDocks *docks, QWidget *window);

    // Adds the Alternatives submenu; its entries follow the model each time it opens.
    void populateMenu(QMenu *modelMenu);

    // Shows the comparison with the alternative of that name (for --compare); false
    // when the model has none by that name.
    bool compareWithName(const QString &name);
    void compareWith(const QString &id);

    // The gestures without their prompts, for tests and scripts.
    bool duplicate(const QString &name);
    bool switchTo(const QString &id);
    bool rename(const QString &id, const QString &name);
    bool remove(const QString &id);

private:
    void rebuild(QMenu *menu);
    void askDuplicate();
    void askRename(const QString &id);
    void askRemove(const QString &id);
    bool apply(const ChangeSet &changes, const QString &undoText);

    ModelDocument *m_document;
    PanelDocks *m_docks;
    QWidget *m_window;
};

} // namespace cosmos

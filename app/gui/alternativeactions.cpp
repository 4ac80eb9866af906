// SPDX-License-Identifier: MIT
#include "alternativeactions.h"

#include "paneldocks.h"
#include "model/document/alternativeplans.h"
#include "views/common/languagechange.h"
#include "views/document/modeldocument.h"
#include "views/panels/comparisonpanel.h"

#include <QAction>
#include <QDockWidget>
#include <QInputDialog>
#include <QMenu>
#include <QMessageBox>

namespace cosmos {

AlternativeActions::AlternativeActions(ModelDocument *document, PanelDocks *docks, QWidget *window)
    : QObject(window)
    , m_document(document)
    , m_docks(docks)
    , m_window(window)
{ }

void AlternativeActions::populateMenu(QMenu *modelMenu)
{
    modelMenu->addSeparator();
    QMenu *menu = modelMenu->addMenu(QString());
    menu->setObjectName(QStringLiteral("alternativesMenu"));
    // Filled when opened, so the names are always those of the model as it is now.
    connect(menu, &QMenu::aboutToShow, this, [this, menu]() { rebuild(menu); });
    onEachLanguage(menu, [this, menu]() {
        menu->setTitle(tr("&Alternatives"));
        rebuild(menu);
    });
}

void AlternativeActions::rebuild(QMenu *menu)
{
    // clear() leaves submenus alive (their actions belong to them): they would pile up.
    qDeleteAll(menu->findChildren<QMenu *>(QString(), Qt::FindDirectChildrenOnly));
    menu->clear();
    connect(menu->addAction(tr("&Duplicate as Alternative…")), &QAction::triggered, this,
        &AlternativeActions::askDuplicate);
    menu->addSeparator();
    const Model &model = m_document->model();
    auto addPerAlternative = [&](const QString &title, const QString &suffix, auto handler) {
        QMenu *sub = menu->addMenu(title);
        sub->setEnabled(!model.alternatives.empty());
        for (const DesignAlternative &alternative : model.alternatives) {
            const QString id = alternative.id;
            // "&" would become a mnemonic; names are the user's text.
            QString label = alternative.name;
            label.replace(QLatin1Char('&'), QStringLiteral("&&"));
            connect(sub->addAction(label + suffix), &QAction::triggered, this, [this, id, handler]() {
                (this->*handler)(id);
            });
        }
    };
    addPerAlternative(tr("&Compare With"), QString(), &AlternativeActions::compareWith);
    addPerAlternative(tr("&Switch To"), QString(), &AlternativeActions::switchTo);
    addPerAlternative(tr("&Rename"), QStringLiteral("…"), &AlternativeActions::askRename);
    addPerAlternative(tr("De&lete"), QStringLiteral("…"), &AlternativeActions::askRemove);
}

bool AlternativeActions::compareWithName(const QString &name)
{
    for (const DesignAlternative &alternative : m_document->model().alternatives)
        if (alternative.name == name) {
            compareWith(alternative.id);
            return true;
        }
    return false;
}

void AlternativeActions::compareWith(const QString &id)
{
    ComparisonPanel *panel = m_docks->comparison();
    QDockWidget *dock = m_docks->dockOf(panel);
    dock->show();
    dock->raise();
    m_docks->giveRoomTo(dock);
    panel->compareWith(id);
}

bool AlternativeActions::apply(const ChangeSet &changes, const QString &undoText)
{
    if (changes.empty())
        return false;
    // A refusal is reported by the document, where every refusal is.
    return bool(m_document->apply(changes, undoText));
}

bool AlternativeActions::duplicate(const QString &name)
{
    if (name.trimmed().isEmpty())
        return false;
    return apply(plans::duplicateAsAlternative(m_document->model(), name), tr("Duplicate as Alternative"));
}

bool AlternativeActions::switchTo(const QString &id)
{
    const DesignAlternative *alternative = m_document->model().alternative(id);
    if (!alternative)
        return false;
    const QString undoText = tr("Switch to “%1”").arg(alternative->name);
    return apply(plans::switchToAlternative(m_document->model(), id, tr("Previous design")), undoText);
}

bool AlternativeActions::rename(const QString &id, const QString &name)
{
    return apply(plans::renameAlternative(m_document->model(), id, name), tr("Rename Alternative"));
}

bool AlternativeActions::remove(const QString &id)
{
    return apply(plans::removeAlternative(m_document->model(), id), tr("Delete Alternative"));
}

void AlternativeActions::askDuplicate()
{
    const QString suggestion = plans::uniqueAlternativeName(m_document->model(), tr("Alternative"));
    bool ok = false;
    const QString name = QInputDialog::getText(m_window, tr("Duplicate as Alternative"),
        tr("A copy of the current design is kept under this name. Change the current design, then compare the "
           "two.\n\nName:"),
        QLineEdit::Normal, suggestion, &ok);
    if (ok && duplicate(name))
        compareWith(m_document->model().alternatives.back().id);
}

void AlternativeActions::askRename(const QString &id)
{
    const DesignAlternative *alternative = m_document->model().alternative(id);
    if (!alternative)
        return;
    bool ok = false;
    const QString name = QInputDialog::getText(
        m_window, tr("Rename Alternative"), tr("New name:"), QLineEdit::Normal, alternative->name, &ok);
    if (ok)
        rename(id, name);
}

void AlternativeActions::askRemove(const QString &id)
{
    const DesignAlternative *alternative = m_document->model().alternative(id);
    if (!alternative)
        return;
    const auto answer = QMessageBox::question(m_window, tr("Delete Alternative"),
        tr("Delete the alternative “%1”? Undo brings it back.").arg(alternative->name));
    if (answer == QMessageBox::Yes)
        remove(id);
}

} // namespace cosmos

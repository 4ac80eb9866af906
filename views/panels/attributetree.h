// SPDX-License-Identifier: MIT
#pragma once

#include "model/document/model.h"

#include <QAbstractItemDelegate>
#include <QSet>
#include <QWidget>

class QTreeWidget;
class QTreeWidgetItem;
class QPoint;

namespace cosmos {

class SearchSettingsForm;

// An entity's attributes as an editable tree (members of objects and arrays nested
// under them): name, type, required, distinct values, then unique (and composite
// group), hottest-value share and copy-of, shown when an attribute uses them or when
// chosen from the header's context menu; under it, the selected row's vector or
// full-text settings. Every edit hands the whole new list to the owner, which
// applies it as one undoable change or shows why the model refused it.
//
// Entered like a grid: Add (or Enter after the last name) opens a new row's name;
// Tab moves across to its type and the other cells; Enter commits and goes on to
// the next row's name. A new row joins the model once it has a name; Esc drops it.
// A new row's name may list several attributes ("name, email"); each gets the type
// its name suggests.
class AttributeTree : public QWidget {
    Q_OBJECT

public:
    explicit AttributeTree(QWidget *parent = nullptr);

    void setAttributes(const std::vector<Attribute> &attributes);
    void setError(const QString &error);
    QTreeWidget *tree() const { return m_tree; }
    // The keyboard focus is in the tree or one of its cell editors.
    bool isBeingEdited() const;

public Q_SLOTS:
    void startNewAttribute();

Q_SIGNALS:
    void edited(const Json &attributes);

private:
    // The columns a new attribute needs first come first (they fit a narrow dock).
    enum Column { Name, Type, Required, Distinct, Unique, Group, Hottest, CopyOf, ColumnCount };
    static constexpr Column kOptionalColumns[] = {Unique, Group, Hottest, CopyOf};

    QTreeWidgetItem *addItem(QTreeWidgetItem *parent, const Attribute &attribute);
    static Json keptOf(QTreeWidgetItem *item);
    Json toJson(QTreeWidgetItem *item) const;
    static QStringList pathOf(QTreeWidgetItem *item);
    QTreeWidgetItem *itemAt(const QStringList &path) const;
    void showSearchSettings();
    Json collect() const;
    void emitEdited();
    void itemChanged(QTreeWidgetItem *item);
    void nameNewAttributes(QTreeWidgetItem *item);
    void editorClosed(QAbstractItemDelegate::EndEditHint hint);
    void addAttribute(bool nested);
    void removeAttribute();
    bool columnInUse(int column) const;
    void showColumns();
    void chooseColumns(const QPoint &at);

    QTreeWidget *m_tree;
    SearchSettingsForm *m_search; // the selected row's vector or full-text settings
    QSet<int> m_chosenColumns; // optional columns shown from the header's menu
    bool m_loading = false;
    bool m_searchEdited = false; // the edit being applied came from the search settings
    QTreeWidgetItem *m_draft = nullptr; // a new row, not yet named
};

} // namespace cosmos

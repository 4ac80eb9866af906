// SPDX-License-Identifier: MIT
#include "attributetree.h"

#include "choices.h"
#include "fieldbinder.h"
#include "panel.h"
#include "searchsettingsform.h"
#include "model/analysis/numberformat.h"
#include "model/document/editplans.h"
#include "model/io/modeljson.h"

#include <QApplication>
#include <QComboBox>
#include <QHeaderView>
#include <QPushButton>
#include <QStyledItemDelegate>
#include <QTimer>
#include <QMenu>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <QVBoxLayout> // layOutWithButtons() returns one

namespace cosmos {

namespace {
constexpr int kExtraRole = Qt::UserRole + 1; // members without a column (keptMembers), kept verbatim
constexpr int kTypeRole = Qt::UserRole + 2;  // the type's JSON spelling; the cell shows its label

QString typeLabel(const QString &value)
{
    return Choices::label(Choices::attributeTypes(), value);
}

// Edits the cells in place: a list of types for Type, text for the others, none
// for the check boxes (Space and a click toggle them). Tab moves to the next cell,
// Enter commits (the tree then goes on to the next attribute's name).
class AttributeDelegate : public QStyledItemDelegate {
public:
    AttributeDelegate(int typeColumn, QList<int> checkColumns, QObject *parent)
        : QStyledItemDelegate(parent)
        , m_typeColumn(typeColumn)
        , m_checkColumns(std::move(checkColumns))
    { }

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        if (m_checkColumns.contains(index.column()))
            return nullptr;
        if (index.column() != m_typeColumn)
            return QStyledItemDelegate::createEditor(parent, option, index);
        auto *types = new QComboBox(parent);
        for (const auto &[value, label] : Choices::attributeTypes())
            types->addItem(label, value);
        return types;
    }

    void setEditorData(QWidget *editor, const QModelIndex &index) const override
    {
        if (auto *types = qobject_cast<QComboBox *>(editor); types && index.column() == m_typeColumn) {
            types->setCurrentIndex(std::max(0, types->findData(index.data(kTypeRole))));
            return;
        }
        QStyledItemDelegate::setEditorData(editor, index);
    }

    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override
    {
        if (auto *types = qobject_cast<QComboBox *>(editor); types && index.column() == m_typeColumn) {
            if (types->currentData() == index.data(kTypeRole))
                return;
            model->setData(index, types->currentData(), kTypeRole);
            model->setData(index, types->currentText(), Qt::DisplayRole);
            return;
        }
        QStyledItemDelegate::setModelData(editor, model, index);
    }

private:
    int m_typeColumn;
    QList<int> m_checkColumns;
};

// Tab and Shift+Tab go across a row and on to the next one, as in a grid (a tree
// view moves them down and up).
class AttributeGrid : public QTreeWidget {
public:
    using QTreeWidget::QTreeWidget;

protected:
    QModelIndex moveCursor(CursorAction action, Qt::KeyboardModifiers modifiers) override
    {
        const QModelIndex current = currentIndex();
        if (!current.isValid() || (action != MoveNext && action != MovePrevious))
            return QTreeWidget::moveCursor(action, modifiers);
        const int step = action == MoveNext ? 1 : -1;
        const int column = visibleColumnFrom(current.column() + step, step);
        if (column >= 0)
            return current.siblingAtColumn(column);
        const QModelIndex row = QTreeWidget::moveCursor(action == MoveNext ? MoveDown : MoveUp, modifiers);
        if (!row.isValid() || (row.row() == current.row() && row.parent() == current.parent()))
            return current;
        return row.siblingAtColumn(action == MoveNext ? 0 : visibleColumnFrom(columnCount() - 1, -1));
    }

private:
    // The first column from `column` on, in the direction of `step`, that is shown; -1 past the end.
    int visibleColumnFrom(int column, int step) const
    {
        while (column >= 0 && column < columnCount() && isColumnHidden(column))
            column += step;
        return column >= 0 && column < columnCount() ? column : -1;
    }
};

} // namespace

AttributeTree::AttributeTree(QWidget *parent)
    : QWidget(parent)
    , m_tree(new AttributeGrid(this))
    , m_search(new SearchSettingsForm(this))
{
    m_tree->setObjectName(QStringLiteral("attributeTree"));
    m_tree->setColumnCount(ColumnCount);
    m_tree->setHeaderLabels({tr("Name"), tr("Type"), tr("Req."), tr("Distinct"), tr("Unique"), tr("Unique group"),
        tr("Hottest share"), tr("Copy of")});
    // Every name whole; the last shown column takes the rest of the width.
    m_tree->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_tree->header()->setStretchLastSection(true);
    m_tree->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
        | QAbstractItemView::SelectedClicked | QAbstractItemView::AnyKeyPressed);
    m_tree->setTabKeyNavigation(true);
    m_tree->setRootIsDecorated(true);
    m_tree->setUniformRowHeights(true);
    m_tree->setMinimumHeight(160);
    // As tall as its rows, up to about a dozen: the buttons and the fields below
    // stay in sight, and so does the sideways scroll bar.
    m_tree->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_tree->setMaximumHeight(14 * m_tree->fontMetrics().height() + 4 * m_tree->fontMetrics().height());
    auto *delegate = new AttributeDelegate(Type, {Required, Unique}, m_tree);
    m_tree->setItemDelegate(delegate);
    connect(m_tree, &QTreeWidget::itemChanged, this, &AttributeTree::itemChanged);
    connect(delegate, &QAbstractItemDelegate::closeEditor, this,
        [this](QWidget *, QAbstractItemDelegate::EndEditHint hint) { editorClosed(hint); });

    auto *add = new QPushButton(tr("Add"), this);
    add->setToolTip(tr("Add an attribute: type its name, Tab to its type, Enter for the next one"));
    auto *addNested = new QPushButton(tr("Add Member"), this);
    addNested->setToolTip(tr("Add a member to the selected object or array attribute"));
    auto *remove = new QPushButton(tr("Remove"), this);
    connect(add, &QPushButton::clicked, this, &AttributeTree::startNewAttribute);
    connect(addNested, &QPushButton::clicked, this, [this]() { addAttribute(true); });
    connect(remove, &QPushButton::clicked, this, &AttributeTree::removeAttribute);
    // The four columns a new attribute needs fit a narrow dock; the others show when
    // an attribute uses them or when chosen from the header's menu.
    m_tree->header()->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_tree->header(), &QWidget::customContextMenuRequested, this, &AttributeTree::chooseColumns);
    layOutWithButtons(this, m_tree, {add, addNested, remove})->addWidget(m_search);
    connect(m_tree, &QTreeWidget::currentItemChanged, this, &AttributeTree::showSearchSettings);
    connect(m_search, &SearchSettingsForm::edited, this, [this](const Json &kept) {
        if (QTreeWidgetItem *item = m_tree->currentItem(); item && item != m_draft) {
            item->setData(Name, kExtraRole, QString::fromStdString(kept.dump()));
            m_searchEdited = true; // a refusal is marked on the form too
            emitEdited();
            m_searchEdited = false;
        }
    });
}

void AttributeTree::showSearchSettings()
{
    QTreeWidgetItem *item = m_tree->currentItem();
    if (!item || item == m_draft) {
        m_search->hide();
        return;
    }
    const QString type = item->data(Type, kTypeRole).toString();
    m_search->showFor(type, searchSettingsForType(type, keptOf(item)));
}

namespace {

// What the grid has no column for — a vector's or a full-text path's settings,
// members a newer version wrote — kept verbatim and written back with the row.
Json keptMembers(const Attribute &attribute)
{
    Json kept = cosmos::toJson(attribute);
    for (const char *shown : {"name", "type", "required", "unique", "uniqueGroup", "copyOf", "distinctValues",
             "hottestValueShare", "attributes"})
        kept.erase(shown);
    return kept;
}

} // namespace

QTreeWidgetItem *AttributeTree::addItem(QTreeWidgetItem *parent, const Attribute &attribute)
{
    auto *item = parent ? new QTreeWidgetItem(parent) : new QTreeWidgetItem(m_tree);
    item->setFlags(item->flags() | Qt::ItemIsEditable);
    item->setText(Name, attribute.name);
    item->setCheckState(Required, attribute.required ? Qt::Checked : Qt::Unchecked);
    item->setCheckState(Unique, attribute.unique ? Qt::Checked : Qt::Unchecked);
    item->setText(Group, attribute.uniqueGroup);
    item->setText(Distinct, attribute.distinctValues ? formatNumber(*attribute.distinctValues, 6) : QString());
    item->setText(Hottest, attribute.hottestValueShare ? formatNumber(*attribute.hottestValueShare, 6) : QString());
    item->setText(CopyOf, attribute.copyOf);
    item->setData(Name, kExtraRole, QString::fromStdString(keptMembers(attribute).dump()));
    item->setData(Type, kTypeRole, toQString(attribute.type));
    item->setText(Type, typeLabel(toQString(attribute.type)));
    for (const Attribute &child : attribute.attributes)
        addItem(item, child);
    return item;
}

void AttributeTree::setAttributes(const std::vector<Attribute> &attributes)
{
    const QStringList current = pathOf(m_tree->currentItem());
    const int currentColumn = std::max(0, m_tree->currentColumn());
    m_loading = true;
    m_draft = nullptr;
    m_tree->clear();
    for (const Attribute &attribute : attributes)
        addItem(nullptr, attribute);
    m_tree->expandAll();
    showColumns();
    // The same row stays current (its search settings in sight) when the model
    // changes under it, as after an edit of those settings.
    if (QTreeWidgetItem *again = itemAt(current))
        m_tree->setCurrentItem(again, currentColumn);
    m_loading = false;
    showSearchSettings();
    setError(QString());
}

QStringList AttributeTree::pathOf(QTreeWidgetItem *item)
{
    QStringList path;
    for (; item; item = item->parent())
        path.prepend(item->text(Name));
    return path;
}

QTreeWidgetItem *AttributeTree::itemAt(const QStringList &path) const
{
    QTreeWidgetItem *found = nullptr;
    for (const QString &name : path) {
        const int count = found ? found->childCount() : m_tree->topLevelItemCount();
        QTreeWidgetItem *next = nullptr;
        for (int i = 0; i < count && !next; ++i) {
            QTreeWidgetItem *candidate = found ? found->child(i) : m_tree->topLevelItem(i);
            if (candidate->text(Name) == name)
                next = candidate;
        }
        if (!next)
            return nullptr;
        found = next;
    }
    return found;
}

bool AttributeTree::columnInUse(int column) const
{
    for (QTreeWidgetItemIterator it(m_tree); *it; ++it)
        if (column == Unique ? (*it)->checkState(Unique) == Qt::Checked : !(*it)->text(column).isEmpty())
            return true;
    return false;
}

void AttributeTree::showColumns()
{
    bool nested = false;
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i)
        nested = nested || m_tree->topLevelItem(i)->childCount() > 0;
    m_tree->setRootIsDecorated(nested); // the expand arrows take room only where there are members
    for (const int column : kOptionalColumns)
        m_tree->setColumnHidden(column, !m_chosenColumns.contains(column) && !columnInUse(column));
}

void AttributeTree::chooseColumns(const QPoint &at)
{
    QMenu menu(this);
    for (const int column : kOptionalColumns) {
        QAction *action = menu.addAction(m_tree->headerItem()->text(column));
        action->setCheckable(true);
        action->setChecked(!m_tree->isColumnHidden(column));
        action->setEnabled(!columnInUse(column)); // a column with values stays
        connect(action, &QAction::toggled, this, [this, column](bool shown) {
            if (shown)
                m_chosenColumns.insert(column);
            else
                m_chosenColumns.remove(column);
            showColumns();
        });
    }
    menu.exec(m_tree->header()->mapToGlobal(at));
}

void AttributeTree::setError(const QString &error)
{
    setFieldError(m_tree, m_searchEdited ? QString() : error);
    m_search->setError(m_searchEdited ? error : QString());
}

Json AttributeTree::keptOf(QTreeWidgetItem *item)
{
    Json kept = Json::parse(item->data(Name, kExtraRole).toString().toStdString(), nullptr, false);
    return kept.is_object() ? kept : Json::object();
}

Json AttributeTree::toJson(QTreeWidgetItem *item) const
{
    const QString type = item->data(Type, kTypeRole).toString();
    // A row turned into a vector gets a specification to edit; one turned into
    // another type loses the settings that type cannot have.
    Json json = searchSettingsForType(type.isEmpty() ? QStringLiteral("string") : type, keptOf(item));
    json["name"] = item->text(Name).trimmed().toStdString();
    json["type"] = (type.isEmpty() ? QStringLiteral("string") : type).toStdString();
    json["required"] = item->checkState(Required) == Qt::Checked;
    json["unique"] = item->checkState(Unique) == Qt::Checked;
    auto optionalText = [&](const char *member, int column) {
        const QString text = item->text(column).trimmed();
        if (!text.isEmpty())
            json[member] = text.toStdString();
    };
    optionalText("uniqueGroup", Group);
    optionalText("copyOf", CopyOf);
    // Numbers the user typed that are not numbers go to the model as text, so
    // the model's own message says what is wrong and where.
    auto optionalNumber = [&](const char *member, int column) {
        const QString text = item->text(column).trimmed();
        if (text.isEmpty())
            return;
        if (const auto value = parseNumber(text))
            json[member] = *value;
        else
            json[member] = text.toStdString();
    };
    optionalNumber("distinctValues", Distinct);
    optionalNumber("hottestValueShare", Hottest);
    if (item->childCount() > 0) {
        Json children = Json::array();
        for (int i = 0; i < item->childCount(); ++i)
            children.push_back(toJson(item->child(i)));
        json["attributes"] = children;
    }
    return json;
}

Json AttributeTree::collect() const
{
    Json attributes = Json::array();
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i)
        if (m_tree->topLevelItem(i) != m_draft) // not an attribute until it has a name
            attributes.push_back(toJson(m_tree->topLevelItem(i)));
    return attributes;
}

bool AttributeTree::isBeingEdited() const
{
    const QWidget *focus = QApplication::focusWidget();
    return focus && (focus == m_tree || m_tree->isAncestorOf(focus));
}

void AttributeTree::startNewAttribute()
{
    if (!m_draft) {
        m_loading = true;
        Attribute attribute;
        attribute.type = AttributeType::String;
        m_draft = addItem(nullptr, attribute);
        m_draft->setToolTip(Name, tr("Type the new attribute's name"));
        m_loading = false;
    }
    m_tree->setFocus(Qt::OtherFocusReason);
    m_tree->setCurrentItem(m_draft, Name);
    m_tree->scrollToItem(m_draft);
    m_tree->editItem(m_draft, Name);
}

void AttributeTree::itemChanged(QTreeWidgetItem *item)
{
    if (m_loading)
        return;
    if (item == m_draft) {
        if (item->text(Name).trimmed().isEmpty())
            return;        // still a draft
        m_draft = nullptr; // named: an attribute now
        nameNewAttributes(item);
    }
    emitEdited();
    if (item == m_tree->currentItem())
        showSearchSettings(); // its type may have changed
}

// A new row's name: one attribute, or several separated by commas ("name, email,
// createdAt"), each typed as its name suggests (plans::typeSuggestedBy).
void AttributeTree::nameNewAttributes(QTreeWidgetItem *item)
{
    const QStringList names = item->text(Name).split(QLatin1Char(','), Qt::SkipEmptyParts);
    m_loading = true;
    QTreeWidgetItem *previous = item;
    for (qsizetype i = 0; i < names.size(); ++i) {
        const QString name = names[i].trimmed();
        if (name.isEmpty())
            continue;
        QTreeWidgetItem *row = item;
        if (i > 0) {
            Attribute attribute;
            attribute.name = name;
            row = addItem(nullptr, attribute);
            // After the one before it, not at the end of the list.
            m_tree->takeTopLevelItem(m_tree->indexOfTopLevelItem(row));
            m_tree->insertTopLevelItem(m_tree->indexOfTopLevelItem(previous) + 1, row);
        }
        const QString type = toQString(plans::typeSuggestedBy(name));
        row->setText(Name, name);
        row->setData(Type, kTypeRole, type);
        row->setText(Type, typeLabel(type));
        previous = row;
    }
    m_loading = false;
    m_tree->setCurrentItem(previous, Name); // Enter goes on after the last one
}

void AttributeTree::editorClosed(QAbstractItemDelegate::EndEditHint hint)
{
    QTreeWidgetItem *current = m_tree->currentItem();
    if (hint == QAbstractItemDelegate::RevertModelCache && current && current == m_draft) {
        delete std::exchange(m_draft, nullptr); // Esc on a new row: no attribute
        return;
    }
    if (hint != QAbstractItemDelegate::SubmitModelCache || !current)
        return;
    // Enter: on to the next attribute's name, or a new attribute after the last.
    QTimer::singleShot(0, this, [this]() {
        QTreeWidgetItem *now = m_tree->currentItem(); // the edit may have rebuilt the rows
        QTreeWidgetItem *next = now ? m_tree->itemBelow(now) : nullptr;
        if (next && next != m_draft) {
            m_tree->setCurrentItem(next, Name);
            m_tree->editItem(next, Name);
        } else {
            startNewAttribute();
        }
    });
}

void AttributeTree::emitEdited()
{
    if (!m_loading)
        Q_EMIT edited(collect());
}

void AttributeTree::addAttribute(bool nested)
{
    QTreeWidgetItem *parent = nested ? m_tree->currentItem() : nullptr;
    if (nested && !parent)
        return;
    Attribute attribute;
    const int count = parent ? parent->childCount() : m_tree->topLevelItemCount();
    attribute.name = QStringLiteral("attribute%1").arg(count + 1);
    m_loading = true;
    QTreeWidgetItem *item = addItem(parent, attribute);
    if (parent) {
        parent->setExpanded(true);
        if (parent->data(Type, kTypeRole) != QLatin1String("array")) {
            parent->setData(Type, kTypeRole, QStringLiteral("object"));
            parent->setText(Type, typeLabel(QStringLiteral("object")));
        }
    }
    m_loading = false;
    m_tree->setCurrentItem(item);
    emitEdited();
    m_tree->editItem(item, Name);
}

void AttributeTree::removeAttribute()
{
    QTreeWidgetItem *item = m_tree->currentItem();
    if (!item)
        return;
    delete item;
    emitEdited();
}

} // namespace cosmos

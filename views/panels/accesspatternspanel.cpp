// SPDX-License-Identifier: MIT
#include "accesspatternspanel.h"

#include "accesspatternmodel.h"
#include "choices.h"
#include "model/document/editplans.h"
#include "model/io/modeljson.h"
#include "views/document/documentselection.h"
#include "views/document/modeldocument.h"
#include "views/common/languagechange.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QVBoxLayout>

namespace cosmos {

namespace {

// The operation column edits through a combo box of the allowed operations.
class OperationDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &, const QModelIndex &) const override
    {
        auto *combo = new QComboBox(parent);
        for (const auto &[value, label] : Choices::operations())
            combo->addItem(label, value);
        return combo;
    }
    void setEditorData(QWidget *editor, const QModelIndex &index) const override
    {
        auto *combo = static_cast<QComboBox *>(editor);
        combo->setCurrentIndex(std::max(0, combo->findData(index.data(Qt::EditRole))));
    }
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override
    {
        model->setData(index, static_cast<QComboBox *>(editor)->currentData(), Qt::EditRole);
    }
};

// Rows take the height of their wrapped text, measured in the columns that can wrap
// (the description and the entities): every other cell holds one short line.
// QTableView measures every visible cell of a row, which at each analysis cost
// about 4 ms for the 96 patterns of a 20-entity model.
class PatternTable : public QTableView {
public:
    using QTableView::QTableView;

    int sizeHintForRow(int row) const override
    {
        if (!model())
            return -1;
        ensurePolished();
        QStyleOptionViewItem option;
        initViewItemOption(&option);
        int hint = 0;
        for (const int column : {int(AccessPatternModel::Description), int(AccessPatternModel::Entities)}) {
            if (isColumnHidden(column))
                continue;
            const QModelIndex index = model()->index(row, column, rootIndex());
            option.rect = QRect(columnViewportPosition(column), rowViewportPosition(row), columnWidth(column),
                rowHeight(row));
            hint = std::max(hint, itemDelegateForIndex(index)->sizeHint(option, index).height());
        }
        return showGrid() ? hint + 1 : hint;
    }
};

} // namespace

AccessPatternsPanel::AccessPatternsPanel(ModelDocument *document, QWidget *parent)
    : Panel(document, parent)
    , m_model(new AccessPatternModel(document, this))
    , m_table(new PatternTable(this))
{
    setObjectName(QStringLiteral("accessPatterns"));
    setDependencies(OnAnalysis | OnSelection);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(AccessPatternModel::SortRole);
    m_proxy->setFilterKeyColumn(-1);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(AccessPatternModel::Id, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // Measure the first rows only: measuring every row of a large model at each
    // keystroke costs more than the whole analysis.
    m_table->horizontalHeader()->setResizeContentsPrecision(64);
    m_table->horizontalHeader()->setSectionResizeMode(AccessPatternModel::Description, QHeaderView::Stretch);
    m_table->setItemDelegateForColumn(AccessPatternModel::Operation, new OperationDelegate(m_table));
    // A long description wraps onto more lines rather than ending in "…" (see
    // fitRowsToDescriptions).
    m_table->setWordWrap(true);
    m_table->setEditTriggers(
        QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed | QAbstractItemView::AnyKeyPressed);
    m_filter->setClearButtonEnabled(true);
    connect(m_filter, &QLineEdit::textChanged, m_proxy, &QSortFilterProxyModel::setFilterFixedString);
    connect(
        m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &AccessPatternsPanel::selectFromTable);

    auto *add = new QPushButton(this);
    auto *duplicate = new QPushButton(this);
    auto *remove = new QPushButton(this);
    onEachLanguage(this, [this, add, duplicate, remove]() {
        m_filter->setPlaceholderText(tr("Filter access patterns…"));
        add->setText(tr("Add"));
        duplicate->setText(tr("Duplicate"));
        remove->setText(tr("Delete"));
    });
    connect(add, &QPushButton::clicked, this, &AccessPatternsPanel::addPattern);
    connect(duplicate, &QPushButton::clicked, this, &AccessPatternsPanel::duplicatePattern);
    connect(remove, &QPushButton::clicked, this, &AccessPatternsPanel::deletePatterns);
    auto *bar = new QHBoxLayout;
    bar->addWidget(m_filter, 1);
    bar->addWidget(add);
    bar->addWidget(duplicate);
    bar->addWidget(remove);
    QVBoxLayout *layout = dockLayout();
    layout->addLayout(bar);
    layout->addWidget(m_table);
}

void AccessPatternsPanel::refresh()
{
    m_selecting = true;
    m_model->reload();
    // Follow the document's selection (a pattern picked on the canvas or elsewhere).
    const QStringList selected = document()->selection()->ids(ObjectKind::AccessPattern);
    QItemSelection rows;
    for (const QString &id : selected) {
        const int row = m_model->rowOf(id);
        if (row >= 0)
            rows.select(m_proxy->mapFromSource(m_model->index(row, 0)),
                m_proxy->mapFromSource(m_model->index(row, AccessPatternModel::ColumnCount - 1)));
    }
    if (rows != m_table->selectionModel()->selection())
        m_table->selectionModel()->select(rows, QItemSelectionModel::ClearAndSelect);
    m_selecting = false;
    fitRowsToDescriptions();
}

void AccessPatternsPanel::fitRowsToDescriptions()
{
    // Rows as tall as their wrapped descriptions, for the models people draw by hand:
    // the header sizes each row again whenever the columns' widths or the texts change.
    // A generated model of hundreds of patterns keeps one line a row and the tooltip,
    // as measuring every row at each refresh would cost more than its analysis.
    constexpr int kMeasuredRows = 200;
    const QHeaderView::ResizeMode mode
        = m_proxy->rowCount() > kMeasuredRows ? QHeaderView::Interactive : QHeaderView::ResizeToContents;
    if (mode != m_rowMode) {
        m_table->verticalHeader()->setSectionResizeMode(mode);
        m_rowMode = mode;
    }
}

QStringList AccessPatternsPanel::selectedIds() const
{
    QStringList ids;
    for (const QModelIndex &index : m_table->selectionModel()->selectedRows())
        ids << index.data(AccessPatternModel::IdRole).toString();
    return ids;
}

void AccessPatternsPanel::selectFromTable()
{
    if (m_selecting)
        return;
    const QStringList ids = selectedIds();
    QList<DocumentSelection::Item> items;
    for (const QString &id : ids)
        items << DocumentSelection::Item {ObjectKind::AccessPattern, id};
    document()->selection()->select(items);
    document()->selection()->setFocusedPattern(ids.size() == 1 ? ids.constFirst() : QString());
}

void AccessPatternsPanel::addPattern()
{
    const ChangeSet changes
        = plans::addAccessPattern(document()->model(), document()->selection()->ids(ObjectKind::Entity));
    const QString id = QString::fromStdString(changes.front().value["id"].get<std::string>());
    if (document()->apply(changes, tr("Add Access Pattern")))
        document()->selection()->select(ObjectKind::AccessPattern, id);
}

void AccessPatternsPanel::duplicatePattern()
{
    const QStringList ids = selectedIds();
    if (ids.size() != 1)
        return;
    const AccessPattern *source = document()->model().accessPattern(ids.constFirst());
    Json copy = toJson(*source);
    const QString id = plans::nextAccessPatternId(document()->model());
    copy[std::string(field::pattern::id.name)] = id.toStdString();
    copy[std::string(field::pattern::description.name)] = tr("%1 (copy)").arg(source->description).toStdString();
    const int index = document()->model().accessPatternIndex(source->id) + 1;
    if (document()->apply({Change::insert(ObjectKind::AccessPattern, copy, index)}, tr("Duplicate %1").arg(source->id)))
        document()->selection()->select(ObjectKind::AccessPattern, id);
}

void AccessPatternsPanel::deletePatterns()
{
    const QStringList ids = selectedIds();
    if (ids.isEmpty())
        return;
    if (document()->apply(plans::removeObjects(document()->model(), plans::Selection {{}, {}, ids}),
            tr("Delete %n Access Pattern(s)", nullptr, int(ids.size()))))
        document()->selection()->clear();
}

} // namespace cosmos

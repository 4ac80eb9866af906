// SPDX-License-Identifier: MIT
#include "attributetree.h"

#include "choices.h"
#include "fieldbinder.h"
#include "panel.h"
#include "model/analysis/numberformat.h"
#include "model/io/modeljson.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace cosmos {

namespace {
constexpr int kExtraRole = Qt::UserRole + 1; // unknown members of the attribute, kept verbatim
}

AttributeTree::AttributeTree(QWidget *parent)
    : QWidget(parent)
    , m_tree(new QTreeWidget(this))
{
    m_tree->setObjectName(QStringLiteral("attributeTree"));
    m_tree->setColumnCount(ColumnCount);
    m_tree->setHeaderLabels({tr("Name"), tr("Type"), tr("Req."), tr("Unique"), tr("Unique group"), tr("Distinct"),
        tr("Hottest share"), tr("Copy of")});
    m_tree->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_tree->setEditTriggers(
        QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed | QAbstractItemView::SelectedClicked);
    m_tree->setRootIsDecorated(true);
    m_tree->setUniformRowHeights(true);
    m_tree->setMinimumHeight(160);
    connect(m_tree, &QTreeWidget::itemChanged, this, [this]() { emitEdited(); });

    auto *add = new QPushButton(tr("Add"), this);
    auto *addNested = new QPushButton(tr("Add Member"), this);
    addNested->setToolTip(tr("Add a member to the selected object or array attribute"));
    auto *remove = new QPushButton(tr("Remove"), this);
    connect(add, &QPushButton::clicked, this, [this]() { addAttribute(false); });
    connect(addNested, &QPushButton::clicked, this, [this]() { addAttribute(true); });
    connect(remove, &QPushButton::clicked, this, &AttributeTree::removeAttribute);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(addNested);
    buttons->addWidget(remove);
    buttons->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tree);
    layout->addLayout(buttons);
}

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
    item->setData(Name, kExtraRole, QString::fromStdString(attribute.extra.dump()));
    auto *type = new QComboBox(m_tree);
    for (const auto &[value, label] : Choices::attributeTypes())
        type->addItem(label, value);
    type->setCurrentIndex(type->findData(toQString(attribute.type)));
    connect(type, &QComboBox::activated, this, [this]() { emitEdited(); });
    m_tree->setItemWidget(item, Type, type);
    for (const Attribute &child : attribute.attributes)
        addItem(item, child);
    return item;
}

void AttributeTree::setAttributes(const std::vector<Attribute> &attributes)
{
    m_loading = true;
    m_tree->clear();
    for (const Attribute &attribute : attributes)
        addItem(nullptr, attribute);
    m_tree->expandAll();
    m_loading = false;
    setError(QString());
}

void AttributeTree::setError(const QString &error)
{
    setFieldError(m_tree, error);
}

Json AttributeTree::toJson(QTreeWidgetItem *item) const
{
    Json json = Json::parse(item->data(Name, kExtraRole).toString().toStdString(), nullptr, false);
    if (!json.is_object())
        json = Json::object();
    json["name"] = item->text(Name).trimmed().toStdString();
    const auto *type = qobject_cast<QComboBox *>(m_tree->itemWidget(item, Type));
    json["type"] = (type ? type->currentData().toString() : QStringLiteral("string")).toStdString();
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
        attributes.push_back(toJson(m_tree->topLevelItem(i)));
    return attributes;
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
        if (auto *type = qobject_cast<QComboBox *>(m_tree->itemWidget(parent, Type));
            type && type->currentData() != QLatin1String("array"))
            type->setCurrentIndex(type->findData(QStringLiteral("object")));
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

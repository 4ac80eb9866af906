// SPDX-License-Identifier: MIT
#include "computedpropertiestable.h"

#include "panel.h"

#include <QApplication>
#include <QHeaderView>
#include <QPushButton>
#include <QTableWidget>

namespace cosmos {

namespace {
constexpr int kKeptRole = Qt::UserRole + 1; // the property's members without a column, kept verbatim
} // namespace

ComputedPropertiesTable::ComputedPropertiesTable(QWidget *parent)
    : QWidget(parent)
{
    m_table->setObjectName(QStringLiteral("computedProperties"));
    m_table->setHorizontalHeaderLabels({tr("Name"), tr("Query")});
    m_table->setToolTip(tr("A property the container computes from each document, e.g. "
                           "cp_lowerName = SELECT VALUE LOWER(c.name) FROM c"));
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_table->horizontalHeader()->setSectionResizeMode(Name, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(Query, QHeaderView::Stretch);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    connect(m_table, &QTableWidget::itemChanged, this, &ComputedPropertiesTable::itemChanged);

    auto *add = new QPushButton(tr("Add Computed Property"), this);
    auto *remove = new QPushButton(tr("Remove"), this);
    remove->setObjectName(QStringLiteral("removeComputedProperty"));
    connect(add, &QPushButton::clicked, this, &ComputedPropertiesTable::addProperty);
    connect(remove, &QPushButton::clicked, this, &ComputedPropertiesTable::removeProperty);
    layOutWithButtons(this, m_table, {add, remove});
    fitHeight();
}

void ComputedPropertiesTable::setProperties(const Json &properties)
{
    m_loading = true;
    m_table->setRowCount(0);
    if (properties.is_array())
        for (const Json &property : properties)
            addRow(property);
    m_loading = false;
    fitHeight();
    setError(QString());
}

void ComputedPropertiesTable::addRow(const Json &property)
{
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    Json kept = property.is_object() ? property : Json::object();
    const auto text = [&kept](const char *member) {
        const Json value = kept.value(member, Json());
        return value.is_string() ? QString::fromStdString(value.get<std::string>()) : QString();
    };
    auto *name = new QTableWidgetItem(text("name"));
    auto *query = new QTableWidgetItem(text("query"));
    kept.erase("name");
    kept.erase("query");
    name->setData(kKeptRole, QString::fromStdString(kept.dump()));
    m_table->setItem(row, Name, name);
    m_table->setItem(row, Query, query);
}

// A row without a name or a query is still being written: it is not a property yet.
bool ComputedPropertiesTable::isComplete(int row) const
{
    const QTableWidgetItem *name = m_table->item(row, Name);
    const QTableWidgetItem *query = m_table->item(row, Query);
    return name && query && !name->text().trimmed().isEmpty() && !query->text().trimmed().isEmpty();
}

Json ComputedPropertiesTable::collect() const
{
    Json properties = Json::array();
    for (int row = 0; row < m_table->rowCount(); ++row) {
        if (!isComplete(row))
            continue;
        const QTableWidgetItem *name = m_table->item(row, Name);
        const QTableWidgetItem *query = m_table->item(row, Query);
        Json property = Json::parse(name->data(kKeptRole).toString().toStdString(), nullptr, false);
        if (!property.is_object())
            property = Json::object();
        property["name"] = name->text().trimmed().toStdString();
        property["query"] = query->text().trimmed().toStdString();
        properties.push_back(property);
    }
    return properties;
}

void ComputedPropertiesTable::itemChanged(QTableWidgetItem *item)
{
    if (m_loading || !isComplete(item->row()))
        return; // a draft's other cell comes next
    Q_EMIT edited(collect());
}

void ComputedPropertiesTable::addProperty()
{
    m_loading = true;
    addRow(Json {{"name", ""}, {"query", "SELECT VALUE  FROM c"}});
    m_loading = false;
    fitHeight();
    const int row = m_table->rowCount() - 1;
    m_table->setFocus(Qt::OtherFocusReason);
    m_table->setCurrentCell(row, Name);
    m_table->editItem(m_table->item(row, Name));
}

void ComputedPropertiesTable::removeProperty()
{
    const int row = m_table->currentRow();
    if (row < 0)
        return;
    m_table->removeRow(row);
    fitHeight();
    Q_EMIT edited(collect());
}

// As tall as its rows, a few at least: the entity form below stays in sight.
void ComputedPropertiesTable::fitHeight()
{
    const int rows = std::clamp(m_table->rowCount(), 2, 6);
    const int rowHeight = m_table->verticalHeader()->defaultSectionSize();
    m_table->setFixedHeight(m_table->horizontalHeader()->sizeHint().height() + rows * rowHeight
        + 2 * m_table->frameWidth());
}

void ComputedPropertiesTable::setError(const QString &error)
{
    setFieldError(m_table, error);
}

bool ComputedPropertiesTable::isBeingEdited() const
{
    const QWidget *focus = QApplication::focusWidget();
    return focus && (focus == m_table || m_table->isAncestorOf(focus));
}

} // namespace cosmos

// SPDX-License-Identifier: MIT
#pragma once

#include "model/document/model.h"

#include <QTableWidget>
#include <QWidget>

class QTableWidgetItem;

namespace cosmos {

// An entity's computed properties (FORMAT.md section 4): a name and the
// "SELECT VALUE <expression> FROM c" the container evaluates for each document,
// which queries can then filter, sort and index on. Edited in a two-column table; a
// new row joins the model once it has both a name and a query. Every edit hands the
// whole list to the owner, which applies it as one undoable change or shows why the
// model refused it (a name an attribute has, a query with WHERE or JOIN...).
class ComputedPropertiesTable : public QWidget {
    Q_OBJECT

public:
    explicit ComputedPropertiesTable(QWidget *parent = nullptr);

    // `properties` is the entity's "computedProperties" as the file writes it.
    void setProperties(const Json &properties);
    void setError(const QString &error);
    bool isBeingEdited() const;

Q_SIGNALS:
    void edited(const Json &properties);

private:
    enum Column { Name, Query, ColumnCount };

    void addRow(const Json &property);
    void itemChanged(QTableWidgetItem *item);
    void addProperty();
    void removeProperty();
    bool isComplete(int row) const;
    Json collect() const;
    void fitHeight();

    QTableWidget *m_table = new QTableWidget(0, ColumnCount, this);
    bool m_loading = false;
};

} // namespace cosmos

// SPDX-License-Identifier: MIT
#pragma once

#include "inspectorform.h"

#include <QComboBox>
#include <QWidget>

namespace cosmos {

// Edits one relationship: its ends, kind, children per parent (average and maximum,
// or unbounded), identifying and independent updates; shows the decision it gets.
class RelationshipInspector : public InspectorForm {
    Q_OBJECT

public:
    RelationshipInspector(ModelDocument *document, QWidget *parent = nullptr);

    void show(const QString &relationshipId);

private:
    void fillEntities(QComboBox *combo, const QString &current);

    QComboBox *m_from = new QComboBox(this);
    QComboBox *m_to = new QComboBox(this);
    QWidget *m_parents = new QWidget(this);
};

} // namespace cosmos

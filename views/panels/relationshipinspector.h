// SPDX-License-Identifier: MIT
#pragma once

#include "inspectorform.h"

class QComboBox;

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

    QComboBox *m_from;
    QComboBox *m_to;
    QWidget *m_parents;
};

} // namespace cosmos

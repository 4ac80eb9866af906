// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QComboBox;
class QLabel;

namespace cosmos {

class FieldBinder;
class ModelDocument;

// Edits one relationship: its ends, kind, children per parent (average and maximum,
// or unbounded), identifying and independent updates; shows the decision it gets.
class RelationshipInspector : public QWidget {
    Q_OBJECT

public:
    RelationshipInspector(ModelDocument *document, QWidget *parent = nullptr);

    void show(const QString &relationshipId);

private:
    void fillEntities(QComboBox *combo, const QString &current);

    ModelDocument *m_document;
    FieldBinder *m_fields;
    QComboBox *m_from;
    QComboBox *m_to;
    QLabel *m_summary;
    QWidget *m_parents;
};

} // namespace cosmos

// SPDX-License-Identifier: MIT
#pragma once

#include "attributetree.h"
#include "computedpropertiestable.h"
#include "inspectorform.h"

class QLineEdit;

namespace cosmos {

// Edits one entity: name, attributes (with their search settings), sizes, document
// count, growth, retention and computed properties.
class EntityInspector : public InspectorForm {
    Q_OBJECT

public:
    EntityInspector(ModelDocument *document, QWidget *parent = nullptr);

    void show(const QString &entityId);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void nameEdited();
    void showDerivedCount(const Entity &entity);

    AttributeTree *m_attributes = new AttributeTree(this);
    ComputedPropertiesTable *m_computed = new ComputedPropertiesTable(this);
    QLineEdit *m_name;
    QLineEdit *m_documents;
    QString m_nameBeforeEdit; // the name when the field took the focus
};

} // namespace cosmos

// SPDX-License-Identifier: MIT
#pragma once

#include "inspectorform.h"

namespace cosmos {

class AttributeTree;

// Edits one entity: name, sizes, document count, growth, retention and attributes.
class EntityInspector : public InspectorForm {
    Q_OBJECT

public:
    EntityInspector(ModelDocument *document, QWidget *parent = nullptr);

    void show(const QString &entityId);

private:
    AttributeTree *m_attributes;
};

} // namespace cosmos

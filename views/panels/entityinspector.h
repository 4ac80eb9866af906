// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QLabel;

namespace cosmos {

class AttributeTree;
class FieldBinder;
class ModelDocument;

// Edits one entity: name, sizes, document count, growth, retention and attributes.
class EntityInspector : public QWidget {
    Q_OBJECT

public:
    EntityInspector(ModelDocument *document, QWidget *parent = nullptr);

    void show(const QString &entityId);

private:
    ModelDocument *m_document;
    FieldBinder *m_fields;
    AttributeTree *m_attributes;
    QLabel *m_summary;
};

} // namespace cosmos

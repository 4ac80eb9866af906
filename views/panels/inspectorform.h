// SPDX-License-Identifier: MIT
#pragma once

#include "views/common/wrappinglabel.h"

#include "model/document/change.h"

#include <QWidget>

class QFormLayout;

namespace cosmos {

class FieldBinder;
class ModelDocument;

// Base of the inspectors: a form that edits one model object of a kind through a
// FieldBinder, its first row a summary of what the analysis makes of the object.
class InspectorForm : public QWidget {
    Q_OBJECT

protected:
    InspectorForm(ModelDocument *document, ObjectKind kind, QWidget *parent);

    ModelDocument *document() const { return m_document; }
    FieldBinder *fields() const { return m_fields; }
    WrappingLabel *summary() const { return m_summary; }
    QFormLayout *form() const { return m_form; }

private:
    ModelDocument *m_document;
    FieldBinder *m_fields;
    WrappingLabel *m_summary = new WrappingLabel(this);
    QFormLayout *m_form;
};

} // namespace cosmos

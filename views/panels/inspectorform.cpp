// SPDX-License-Identifier: MIT
#include "inspectorform.h"

#include "fieldbinder.h"

#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace cosmos {

InspectorForm::InspectorForm(ModelDocument *document, ObjectKind kind, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_fields(new FieldBinder(document, kind, this))
    , m_form(new QFormLayout)
{
    // A dock taller than the form leaves the rest empty below it: a bare QFormLayout
    // spreads the extra height between its rows instead.
    auto *page = new QVBoxLayout(this);
    page->addLayout(m_form);
    page->addStretch(1);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    // A narrow dock (or longer labels, as in Japanese) puts a field under its label
    // rather than past the dock's edge.
    m_form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    m_form->addRow(m_summary);
}

} // namespace cosmos

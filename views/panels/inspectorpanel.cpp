// SPDX-License-Identifier: MIT
#include "inspectorpanel.h"

#include "choices.h"
#include "entityinspector.h"
#include "fieldbinder.h"
#include "patterninspector.h"
#include "relationshipinspector.h"
#include "model/io/modeljson.h"
#include "views/document/documentselection.h"
#include "views/document/modeldocument.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace cosmos {

InspectorPanel::InspectorPanel(ModelDocument *document, QWidget *parent)
    : Panel(document, parent)
    , m_pages(new QStackedWidget(this))
    , m_application(new FieldBinder(document, ObjectKind::Application, this))
    , m_entity(new EntityInspector(document, this))
    , m_relationship(new RelationshipInspector(document, this))
    , m_pattern(new PatternInspector(document, this))
    , m_multiple(new QLabel(tr("Several objects are selected. Select one to edit it."), this))
{
    setObjectName(QStringLiteral("inspector"));
    setDependencies(OnAnalysis | OnSelection);
    m_applicationPage = createApplicationPage();
    static_cast<QLabel *>(m_multiple)->setAlignment(Qt::AlignCenter);
    static_cast<QLabel *>(m_multiple)->setWordWrap(true);
    for (QWidget *page : {m_applicationPage, static_cast<QWidget *>(m_entity), static_cast<QWidget *>(m_relationship),
             static_cast<QWidget *>(m_pattern), m_multiple})
        m_pages->addWidget(page);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(m_pages);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(scroll);
}

QWidget *InspectorPanel::createApplicationPage()
{
    auto *page = new QWidget(this);
    auto *form = new QFormLayout(page);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    auto *title = new QLabel(tr("<b>Application</b><br><span style='color:gray'>Select an entity, relationship or "
                                "access pattern to edit it.</span>"),
        page);
    title->setWordWrap(true);
    form->addRow(title);
    form->addRow(tr("Name"), m_application->text(field::application::name, tr("Edit Application Name")));
    form->addRow(tr("Domain"), m_application->text(field::application::domain, tr("Edit Domain")));
    form->addRow(
        tr("Business context"), m_application->text(field::application::businessContext, tr("Edit Business Context")));
    form->addRow(tr("Scale"), m_application->text(field::application::scaleNotes, tr("Edit Scale Notes")));
    QLineEdit *regions = m_application->list(field::application::regions, tr("Edit Regions"));
    regions->setPlaceholderText(tr("e.g. japaneast, westeurope"));
    form->addRow(tr("Regions"), regions);
    form->addRow(m_application->boolean(
        field::application::multiRegionWrites, tr("Writes in every region"), tr("Edit Multi-Region Writes")));
    form->addRow(tr("Capacity"),
        m_application->choice(field::application::capacityMode, Choices::capacityModes(), tr("Edit Capacity Mode")));
    form->addRow(tr("Consistency"),
        m_application->choice(field::application::consistency, Choices::consistencies(), tr("Edit Consistency")));
    return page;
}

void InspectorPanel::refresh()
{
    const DocumentSelection *selection = document()->selection();
    const auto current = selection->current();
    if (selection->items().size() > 1) {
        m_pages->setCurrentWidget(m_multiple);
        return;
    }
    if (!current) {
        m_application->load(toJson(document()->model().application));
        m_pages->setCurrentWidget(m_applicationPage);
        return;
    }
    switch (current->kind) {
    case ObjectKind::Entity:
        m_entity->show(current->id);
        m_pages->setCurrentWidget(m_entity);
        break;
    case ObjectKind::Relationship:
        m_relationship->show(current->id);
        m_pages->setCurrentWidget(m_relationship);
        break;
    case ObjectKind::AccessPattern:
        m_pattern->show(current->id);
        m_pages->setCurrentWidget(m_pattern);
        break;
    default:
        break;
    }
}

} // namespace cosmos

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
#include <QScrollBar>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace cosmos {

namespace {
// A stack is as wide as its widest page: only the page shown may count, or the
// access-pattern form, the widest, pushes every page past the dock's edge.
void sizeByShownPage(QStackedWidget *pages, int shown)
{
    for (int i = 0; i < pages->count(); ++i) {
        const QSizePolicy::Policy policy = i == shown ? QSizePolicy::Preferred : QSizePolicy::Ignored;
        pages->widget(i)->setSizePolicy(policy, policy);
    }
}

// The same for the height: QStackedLayout answers a height-for-width as the tallest
// of all its pages, so the short entity form was laid out as tall as the pattern
// form — a gap under its name, a scroll bar, its buttons out of sight.
class ShownPageStack : public QStackedWidget {
public:
    int heightForWidth(int width) const override
    {
        const QWidget *page = currentWidget();
        if (!page)
            return -1;
        const int height = page->hasHeightForWidth() ? page->heightForWidth(width) : page->sizeHint().height();
        return std::max(height, page->minimumSizeHint().height());
    }
};
} // namespace

InspectorPanel::InspectorPanel(ModelDocument *document, QWidget *parent)
    : Panel(document, parent)
{
    setObjectName(QStringLiteral("inspector"));
    setDependencies(OnAnalysis | OnSelection);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_scroll);
    buildPages();
}

void InspectorPanel::retranslate()
{
    // The forms are built anew in the new language — their labels, choices and the
    // names of the undo steps they make. Nothing half-typed is lost: a field commits
    // when it loses the focus, as it does when the language menu is opened.
    const int scrolled = m_scroll->verticalScrollBar()->value();
    buildPages();
    m_scroll->verticalScrollBar()->setValue(scrolled);
}

void InspectorPanel::buildPages()
{
    m_pages = new ShownPageStack;
    m_application = new FieldBinder(document(), ObjectKind::Application, m_pages);
    m_entity = new EntityInspector(document(), m_pages);
    m_relationship = new RelationshipInspector(document(), m_pages);
    m_pattern = new PatternInspector(document(), m_pages);
    auto *multiple = new QLabel(tr("Several objects are selected. Select one to edit it."), m_pages);
    multiple->setAlignment(Qt::AlignCenter);
    multiple->setWordWrap(true);
    m_multiple = multiple;
    m_applicationPage = createApplicationPage();
    for (QWidget *page : {m_applicationPage, static_cast<QWidget *>(m_entity), static_cast<QWidget *>(m_relationship),
             static_cast<QWidget *>(m_pattern), m_multiple})
        m_pages->addWidget(page);
    connect(m_pages, &QStackedWidget::currentChanged, m_pages, [pages = m_pages](int shown) {
        sizeByShownPage(pages, shown);
        pages->updateGeometry(); // its height is the new page's
    });
    sizeByShownPage(m_pages, m_pages->currentIndex());
    m_scroll->setWidget(m_pages); // deletes the pages it showed before
}

QWidget *InspectorPanel::createApplicationPage()
{
    auto *page = new QWidget(m_pages);
    auto *form = new QFormLayout;
    auto *top = new QVBoxLayout(page); // the form at the top, however tall the dock
    top->addLayout(form);
    top->addStretch(1);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
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
    // Another subject starts at the top of its form (its title and summary); the same
    // one, refreshed by an edit or an analysis, stays where the user scrolled.
    const QString subject = selection->items().size() > 1 ? QStringLiteral("several")
        : current ? QString::number(int(current->kind)) + QLatin1Char(':') + current->id
                  : QString();
    if (subject != m_subject) {
        m_subject = subject;
        m_scroll->verticalScrollBar()->setValue(0);
    }
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

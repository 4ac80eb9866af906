// SPDX-License-Identifier: MIT
#include "entityinspector.h"

#include "views/common/unbrokentext.h"

#include "attributetree.h"
#include "choices.h"
#include "computedpropertiestable.h"
#include "fieldbinder.h"
#include "model/analysis/analysis.h"
#include "model/analysis/numberformat.h"
#include "model/document/editplans.h"
#include "model/io/modeljson.h"
#include "views/document/modeldocument.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QTreeWidget>
#include <QLabel>
#include <QLineEdit>

namespace cosmos {

EntityInspector::EntityInspector(ModelDocument *document, QWidget *parent)
    : InspectorForm(document, ObjectKind::Entity, parent)
{
    summary()->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_name = fields()->text(field::entity::name, tr("Rename Entity"));
    m_name->installEventFilter(this);
    connect(m_name, &QLineEdit::editingFinished, this, &EntityInspector::nameEdited);
    form()->addRow(tr("Name"), m_name);
    // The attributes first: they are what a new entity needs next.
    form()->addRow(m_attributes);
    QLineEdit *avg = fields()->number(field::entity::avgSizeKB, tr("Edit Average Size"));
    avg->setPlaceholderText(tr("KB"));
    form()->addRow(tr("Average size (KB)"), avg);
    QLineEdit *max = fields()->number(field::entity::maxSizeKB, tr("Edit Maximum Size"));
    max->setPlaceholderText(tr("KB"));
    form()->addRow(tr("Maximum size (KB)"), max);
    m_documents = fields()->number(field::entity::documentCount, tr("Edit Document Count"));
    form()->addRow(tr("Documents"), m_documents);
    form()->addRow(tr("Growth"), fields()->choice(field::entity::growth, Choices::growths(), tr("Edit Growth")));
    QLineEdit *ttl = fields()->number(field::entity::ttlSeconds, tr("Edit Retention"));
    ttl->setPlaceholderText(tr("keep forever"));
    ttl->setToolTip(tr("Seconds until an item expires; -1 lets each item decide; empty keeps items forever."));
    form()->addRow(tr("Time to live (s)"), ttl);
    form()->addRow(new QLabel(tr("Computed properties"), this));
    form()->addRow(m_computed);
    connect(m_attributes, &AttributeTree::edited, this, [this](const Json &attributes) {
        m_attributes->setError(fields()->commit(field::entity::attributes, attributes, tr("Edit Attributes"), false));
    });
    connect(m_computed, &ComputedPropertiesTable::edited, this, [this](const Json &properties) {
        m_computed->setError(
            fields()->commit(field::entity::computedProperties, properties, tr("Edit Computed Properties"), false));
    });
}

bool EntityInspector::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_name && event->type() == QEvent::FocusIn)
        if (const Entity *entity = document()->model().entity(fields()->target()))
            m_nameBeforeEdit = entity->name;
    return InspectorForm::eventFilter(watched, event);
}

// The name changes as it is typed; the key attribute follows once, when it is done.
void EntityInspector::nameEdited()
{
    const QString before = std::exchange(m_nameBeforeEdit, QString());
    if (before.isEmpty())
        return;
    const ChangeSet follow = plans::followKeyAttribute(document()->model(), fields()->target(), before);
    if (!follow.empty())
        document()->apply(follow, tr("Rename Key Attribute"));
}

void EntityInspector::show(const QString &entityId)
{
    const Entity *entity = document()->model().entity(entityId);
    if (!entity)
        return;
    const bool other = fields()->target() != entityId;
    fields()->setTarget(entityId);
    fields()->load(toJson(*entity));
    // Keep the tree as the user left it while they edit it; rebuild for another
    // entity or after undo/redo.
    if (other || !m_attributes->isBeingEdited())
        m_attributes->setAttributes(entity->attributes);
    if (other || !m_computed->isBeingEdited())
        m_computed->setProperties(toJson(*entity).value("computedProperties", Json::array()));
    showDerivedCount(*entity);
    QString where;
    if (const ContainerAnalysis *container = document()->analysis()->containerOf(entityId)) {
        const bool embedded = !container->entities.contains(entityId);
        where = embedded
            ? tr("Embedded in another document of container <b>%1</b>.").arg(container->name.toHtmlEscaped())
            : tr("Documents in container <b>%1</b>, partition key <b>%2</b>.")
                  .arg(container->name.toHtmlEscaped(), container->partitionKey.join(QStringLiteral(", ")).toHtmlEscaped());
    }
    summary()->setText(keepValuesTogether(tr("<b>%1</b><br>%2").arg(entity->name.toHtmlEscaped(), where)));
}

// An empty count shows, greyed in the field, what the analysis derived from the parents
// (RULES.md section 1), or that it counts none: typing a number replaces either.
void EntityInspector::showDerivedCount(const Entity &entity)
{
    const Analysis &analysis = *document()->analysis();
    const DerivedValue *derived = findDerived(analysis.derived, DerivedValue::Kind::DocumentCount, entity.id);
    if (entity.documentCount || (!derived && !analysis.uncounted.contains(entity.id))) {
        m_documents->setPlaceholderText({});
        m_documents->setToolTip({});
    } else if (derived && derived->value) {
        const QString from = derivationText(*derived, document()->model(), analysis.derived).translated();
        m_documents->setPlaceholderText(tr("%1 (derived)").arg(formatNumber(*derived->value)));
        m_documents->setToolTip(tr("Derived from the parents: %1. Type a count to replace it.").arg(from));
    } else {
        m_documents->setPlaceholderText(tr("unknown"));
        m_documents->setToolTip(tr("No count, and no parent gives one: the analysis counts none of these documents."));
    }
}

} // namespace cosmos

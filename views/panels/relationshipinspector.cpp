// SPDX-License-Identifier: MIT
#include "relationshipinspector.h"

#include "choices.h"
#include "fieldbinder.h"
#include "findingsupport.h"
#include "panel.h"
#include "model/analysis/analysis.h"
#include "model/analysis/numberformat.h"
#include "model/io/modeljson.h"
#include "views/document/modeldocument.h"

#include <QComboBox>
#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>

namespace cosmos {

RelationshipInspector::RelationshipInspector(ModelDocument *document, QWidget *parent)
    : InspectorForm(document, ObjectKind::Relationship, parent)
{
    form()->addRow(tr("Parent"), m_from);
    form()->addRow(tr("Child"), m_to);
    form()->addRow(tr("Kind"),
        fields()->choice(field::relationship::kind, Choices::relationshipKinds(), tr("Edit Relationship Kind")));
    form()->addRow(tr("Children per parent (avg)"),
        fields()->number(field::relationship::avgChildren, tr("Edit Average Children")));
    QLineEdit *max = fields()->number(field::relationship::maxChildren, tr("Edit Maximum Children"), true, true);
    max->setPlaceholderText(tr("a number, or unbounded"));
    form()->addRow(tr("Children per parent (max)"), max);
    auto *parents = new QFormLayout(m_parents);
    parents->setContentsMargins(0, 0, 0, 0);
    parents->addRow(
        tr("Parents per child (avg)"), fields()->number(field::relationship::avgParents, tr("Edit Average Parents")));
    parents->addRow(tr("Parents per child (max)"),
        fields()->number(field::relationship::maxParents, tr("Edit Maximum Parents"), true, true));
    form()->addRow(m_parents);
    QWidget *identifying = fields()->boolean(field::relationship::identifying,
        tr("Identifying (the child cannot exist without its parent)"), tr("Edit Identifying"));
    form()->addRow(identifying);
    form()->addRow(fields()->boolean(field::relationship::childUpdatedIndependently,
        tr("The child is updated on its own"), tr("Edit Independent Updates")));

    for (QComboBox *combo : {m_from, m_to}) {
        const FieldId member = combo == m_from ? field::relationship::from : field::relationship::to;
        connect(combo, &QComboBox::activated, this, [this, combo, member]() {
            setFieldError(combo,
                fields()->commit(
                    member, combo->currentData().toString().toStdString(), tr("Edit Relationship"), false));
        });
    }
}

void RelationshipInspector::fillEntities(QComboBox *combo, const QString &current)
{
    combo->clear();
    for (const Entity &entity : document()->model().entities)
        combo->addItem(entity.name, entity.id);
    combo->setCurrentIndex(combo->findData(current));
    setFieldError(combo, QString());
}

void RelationshipInspector::show(const QString &relationshipId)
{
    const Relationship *r = document()->model().relationship(relationshipId);
    if (!r)
        return;
    fields()->setTarget(relationshipId);
    fields()->load(toJson(*r));
    fillEntities(m_from, r->from);
    fillEntities(m_to, r->to);
    m_parents->setVisible(r->kind == RelationshipKind::ManyToMany);
    QString decision = tr("undecided");
    if (const RelationshipAnalysis *ra = document()->analysis()->relationship(relationshipId); ra && ra->decision) {
        decision = tr("%1 (rule %2)").arg(decisionTitle(*ra->decision).translated()).arg(ra->rule);
        if (ra->correlation)
            decision += tr(", correlation %1").arg(formatPercent(*ra->correlation));
    }
    const QString title = subjectLabel(document(), {SubjectKind::Relationship, relationshipId});
    summary()->setText(tr("<b>%1</b><br>Decision: %2").arg(title.toHtmlEscaped(), decision.toHtmlEscaped()));
}

} // namespace cosmos

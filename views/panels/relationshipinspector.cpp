// SPDX-License-Identifier: MIT
#include "relationshipinspector.h"

#include "choices.h"
#include "fieldbinder.h"
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
    : QWidget(parent)
    , m_document(document)
    , m_fields(new FieldBinder(document, ObjectKind::Relationship, this))
    , m_from(new QComboBox(this))
    , m_to(new QComboBox(this))
    , m_summary(new QLabel(this))
    , m_parents(new QWidget(this))
{
    m_summary->setWordWrap(true);
    auto *form = new QFormLayout(this);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(m_summary);
    form->addRow(tr("Parent"), m_from);
    form->addRow(tr("Child"), m_to);
    form->addRow(tr("Kind"), m_fields->choice("kind", Choices::relationshipKinds(), tr("Edit Relationship Kind")));
    form->addRow(tr("Children per parent (avg)"), m_fields->number("avgChildren", tr("Edit Average Children")));
    QLineEdit *max = m_fields->number("maxChildren", tr("Edit Maximum Children"), true, true);
    max->setPlaceholderText(tr("a number, or unbounded"));
    form->addRow(tr("Children per parent (max)"), max);
    auto *parents = new QFormLayout(m_parents);
    parents->setContentsMargins(0, 0, 0, 0);
    parents->addRow(tr("Parents per child (avg)"), m_fields->number("avgParents", tr("Edit Average Parents")));
    parents->addRow(
        tr("Parents per child (max)"), m_fields->number("maxParents", tr("Edit Maximum Parents"), true, true));
    form->addRow(m_parents);
    QWidget *identifying = m_fields->boolean(
        "identifying", tr("Identifying (the child cannot exist without its parent)"), tr("Edit Identifying"));
    form->addRow(identifying);
    form->addRow(m_fields->boolean(
        "childUpdatedIndependently", tr("The child is updated on its own"), tr("Edit Independent Updates")));

    for (QComboBox *combo : {m_from, m_to}) {
        const char *member = combo == m_from ? "from" : "to";
        connect(combo, &QComboBox::activated, this, [this, combo, member]() {
            setFieldError(combo,
                m_fields->commit(
                    member, combo->currentData().toString().toStdString(), tr("Edit Relationship"), false));
        });
    }
}

void RelationshipInspector::fillEntities(QComboBox *combo, const QString &current)
{
    combo->clear();
    for (const Entity &entity : m_document->model().entities)
        combo->addItem(entity.name, entity.id);
    combo->setCurrentIndex(combo->findData(current));
    setFieldError(combo, QString());
}

void RelationshipInspector::show(const QString &relationshipId)
{
    const Relationship *r = m_document->model().relationship(relationshipId);
    if (!r)
        return;
    m_fields->setTarget(relationshipId);
    m_fields->load(toJson(*r));
    fillEntities(m_from, r->from);
    fillEntities(m_to, r->to);
    m_parents->setVisible(r->kind == RelationshipKind::ManyToMany);
    QString decision = tr("undecided");
    if (const RelationshipAnalysis *ra = m_document->analysis()->relationship(relationshipId); ra && ra->decision) {
        decision = tr("%1 (rule %2)").arg(decisionTitle(*ra->decision).translated()).arg(ra->rule);
        if (ra->correlation)
            decision += tr(", correlation %1").arg(formatPercent(*ra->correlation));
    }
    m_summary->setText(tr("<b>%1</b><br>Decision: %2").arg(r->id.toHtmlEscaped(), decision.toHtmlEscaped()));
}

} // namespace cosmos

// SPDX-License-Identifier: MIT
#include "findingsupport.h"

#include "model/document/modellookup.h"
#include "views/document/documentselection.h"
#include "views/document/modeldocument.h"

#include <QCoreApplication>
#include <QStyle>
#include <QWidget>

namespace cosmos {

namespace {

class FindingTr {
    Q_DECLARE_TR_FUNCTIONS(cosmos::FindingTr)
};

} // namespace

namespace {

// Each severity's standard icon and label, one row per value in declaration order.
template <typename E> struct SeverityLook {
    E value;
    QStyle::StandardPixmap icon;
    const char *label; // translated as cosmos::FindingTr
};

constexpr SeverityLook<FindingSeverity> kFindingLooks[] = {
    {FindingSeverity::Error, QStyle::SP_MessageBoxCritical, QT_TRANSLATE_NOOP("cosmos::FindingTr", "Error")},
    {FindingSeverity::Warning, QStyle::SP_MessageBoxWarning, QT_TRANSLATE_NOOP("cosmos::FindingTr", "Warning")},
    // "Note", as the checklist's summary counts them ("2 warnings, 3 notes").
    {FindingSeverity::Info, QStyle::SP_MessageBoxInformation, QT_TRANSLATE_NOOP("cosmos::FindingTr", "Note")},
};
static_assert(coversEveryValue(kFindingLooks, FindingSeverity::Info));

constexpr SeverityLook<AdviceSeverity> kAdviceLooks[] = {
    {AdviceSeverity::Suggestion, QStyle::SP_MessageBoxInformation,
        QT_TRANSLATE_NOOP("cosmos::FindingTr", "Suggestion")},
    {AdviceSeverity::Warning, QStyle::SP_MessageBoxWarning, QT_TRANSLATE_NOOP("cosmos::FindingTr", "Warning")},
    {AdviceSeverity::Question, QStyle::SP_MessageBoxQuestion, QT_TRANSLATE_NOOP("cosmos::FindingTr", "Question")},
};
static_assert(coversEveryValue(kAdviceLooks, AdviceSeverity::Question));

template <typename E, size_t N> QIcon iconOf(const SeverityLook<E> (&table)[N], const QWidget *widget, E severity)
{
    const SeverityLook<E> *look = rowOf(table, severity);
    return look ? widget->style()->standardIcon(look->icon, nullptr, widget) : QIcon();
}

template <typename E, size_t N> QString labelOf(const SeverityLook<E> (&table)[N], E severity)
{
    const SeverityLook<E> *look = rowOf(table, severity);
    return look ? FindingTr::tr(look->label) : QString();
}

} // namespace

QIcon severityIcon(const QWidget *widget, FindingSeverity severity)
{
    return iconOf(kFindingLooks, widget, severity);
}

QIcon severityIcon(const QWidget *widget, AdviceSeverity severity)
{
    return iconOf(kAdviceLooks, widget, severity);
}

int severityRank(FindingSeverity severity)
{
    return int(severity); // Error, Warning, Info
}

int severityRank(AdviceSeverity severity)
{
    return severity == AdviceSeverity::Warning ? 0 : severity == AdviceSeverity::Suggestion ? 1 : 2;
}

QString severityLabel(FindingSeverity severity)
{
    return labelOf(kFindingLooks, severity);
}

QString severityLabel(AdviceSeverity severity)
{
    return labelOf(kAdviceLooks, severity);
}

QString subjectLabel(const ModelDocument *document, const Subject &subject)
{
    const Model &model = document->model();
    switch (subject.kind) {
    case SubjectKind::Application:
        return FindingTr::tr("Application");
    case SubjectKind::Entity:
        if (const Entity *entity = ModelLookup::entity(model, subject.id))
            return entity->name;
        break;
    case SubjectKind::Relationship:
        if (const Relationship *r = ModelLookup::relationship(model, subject.id)) {
            const Entity *from = ModelLookup::entity(model, r->from);
            const Entity *to = ModelLookup::entity(model, r->to);
            if (from && to)
                return QStringLiteral("%1 → %2").arg(from->name, to->name);
        }
        break;
    case SubjectKind::AccessPattern:
        break;
    case SubjectKind::Container:
        return FindingTr::tr("Container %1").arg(subject.id);
    }
    return subject.id;
}

bool selectSubject(ModelDocument *document, const Subject &subject)
{
    DocumentSelection *selection = document->selection();
    const Model &model = document->model();
    switch (subject.kind) {
    case SubjectKind::Application:
        return false;
    case SubjectKind::Entity:
        if (!model.entity(subject.id))
            return false;
        selection->select(ObjectKind::Entity, subject.id);
        return true;
    case SubjectKind::Relationship:
        if (!model.relationship(subject.id))
            return false;
        selection->select(ObjectKind::Relationship, subject.id);
        return true;
    case SubjectKind::AccessPattern:
        if (!model.accessPattern(subject.id))
            return false;
        selection->select(ObjectKind::AccessPattern, subject.id);
        selection->setFocusedPattern(subject.id); // the canvas shows its path
        return true;
    case SubjectKind::Container: {
        const ContainerAnalysis *container = document->analysis()->container(subject.id);
        if (!container)
            return false;
        QList<DocumentSelection::Item> items;
        for (const QString &id : container->entities)
            if (model.entity(id))
                items.append({ObjectKind::Entity, id});
        selection->select(items);
        return !items.isEmpty();
    }
    }
    return false;
}

} // namespace cosmos

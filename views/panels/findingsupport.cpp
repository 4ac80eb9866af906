// SPDX-License-Identifier: MIT
#include "findingsupport.h"

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

QIcon severityIcon(const QWidget *widget, FindingSeverity severity)
{
    QStyle *style = widget->style();
    switch (severity) {
    case FindingSeverity::Error:
        return style->standardIcon(QStyle::SP_MessageBoxCritical, nullptr, widget);
    case FindingSeverity::Warning:
        return style->standardIcon(QStyle::SP_MessageBoxWarning, nullptr, widget);
    case FindingSeverity::Info:
        return style->standardIcon(QStyle::SP_MessageBoxInformation, nullptr, widget);
    }
    return {};
}

QIcon severityIcon(const QWidget *widget, AdviceSeverity severity)
{
    QStyle *style = widget->style();
    switch (severity) {
    case AdviceSeverity::Warning:
        return style->standardIcon(QStyle::SP_MessageBoxWarning, nullptr, widget);
    case AdviceSeverity::Question:
        return style->standardIcon(QStyle::SP_MessageBoxQuestion, nullptr, widget);
    case AdviceSeverity::Suggestion:
        return style->standardIcon(QStyle::SP_MessageBoxInformation, nullptr, widget);
    }
    return {};
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
    switch (severity) {
    case FindingSeverity::Error:
        return FindingTr::tr("Error");
    case FindingSeverity::Warning:
        return FindingTr::tr("Warning");
    case FindingSeverity::Info:
        return FindingTr::tr("Info");
    }
    return {};
}

QString severityLabel(AdviceSeverity severity)
{
    switch (severity) {
    case AdviceSeverity::Warning:
        return FindingTr::tr("Warning");
    case AdviceSeverity::Suggestion:
        return FindingTr::tr("Suggestion");
    case AdviceSeverity::Question:
        return FindingTr::tr("Question");
    }
    return {};
}

QString subjectLabel(const ModelDocument *document, const Subject &subject)
{
    const Model &model = document->model();
    switch (subject.kind) {
    case SubjectKind::Application:
        return FindingTr::tr("Application");
    case SubjectKind::Entity:
        if (const Entity *entity = model.entity(subject.id))
            return entity->name;
        break;
    case SubjectKind::Relationship:
        if (const Relationship *r = model.relationship(subject.id)) {
            const Entity *from = model.entity(r->from);
            const Entity *to = model.entity(r->to);
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

bool FindingItem::operator<(const QTreeWidgetItem &other) const
{
    const int column = treeWidget() ? treeWidget()->sortColumn() : 0;
    const QVariant mine = data(column, kSortRole);
    const QVariant theirs = other.data(column, kSortRole);
    if (mine.isValid() && theirs.isValid() && mine.toInt() != theirs.toInt())
        return mine.toInt() < theirs.toInt();
    if (mine.isValid() && theirs.isValid()) // same severity: keep the engine's order
        return data(0, kIndexRole).toInt() < other.data(0, kIndexRole).toInt();
    return QTreeWidgetItem::operator<(other);
}

} // namespace cosmos

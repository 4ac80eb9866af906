// SPDX-License-Identifier: MIT
#include "documentselection.h"

namespace cosmos {

DocumentSelection::DocumentSelection(QObject *parent)
    : QObject(parent)
{
}

QStringList DocumentSelection::ids(ObjectKind kind) const
{
    QStringList out;
    for (const Item &item : m_items)
        if (item.kind == kind)
            out << item.id;
    return out;
}

bool DocumentSelection::contains(ObjectKind kind, const QString &id) const
{
    return m_items.contains(Item {kind, id});
}

std::optional<DocumentSelection::Item> DocumentSelection::current() const
{
    if (m_items.size() != 1)
        return std::nullopt;
    return m_items.constFirst();
}

void DocumentSelection::select(const QList<Item> &items)
{
    if (items == m_items)
        return;
    m_items = items;
    Q_EMIT selectionChanged();
}

void DocumentSelection::select(ObjectKind kind, const QString &id)
{
    select(QList<Item> {Item {kind, id}});
}

void DocumentSelection::clear()
{
    select(QList<Item> {});
}

void DocumentSelection::prune(const Model &model)
{
    QList<Item> kept;
    for (const Item &item : m_items) {
        const bool exists = (item.kind == ObjectKind::Entity && model.entity(item.id))
            || (item.kind == ObjectKind::Relationship && model.relationship(item.id))
            || (item.kind == ObjectKind::AccessPattern && model.accessPattern(item.id));
        if (exists)
            kept << item;
    }
    select(kept);
    if (!m_focusedPattern.isEmpty() && !model.accessPattern(m_focusedPattern))
        setFocusedPattern(QString());
}

void DocumentSelection::setFocusedPattern(const QString &patternId)
{
    if (patternId == m_focusedPattern)
        return;
    m_focusedPattern = patternId;
    Q_EMIT focusedPatternChanged(patternId);
}

} // namespace cosmos

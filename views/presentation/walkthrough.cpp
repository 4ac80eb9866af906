// SPDX-License-Identifier: MIT
#include "walkthrough.h"

#include "views/document/documentselection.h"
#include "views/document/modeldocument.h"

namespace cosmos {

Walkthrough::Walkthrough(ModelDocument *document, QObject *parent)
    : QObject(parent), m_document(document)
{
    // Patterns added or deleted meanwhile: stay on a valid step.
    connect(document, &ModelDocument::modelChanged, this, [this]() {
        if (m_active)
            show(std::min(m_index, std::max(0, count() - 1)));
    });
}

int Walkthrough::count() const
{
    return int(m_document->model().accessPatterns.size());
}

QString Walkthrough::currentPattern() const
{
    if (!m_active || m_index < 0 || m_index >= count())
        return {};
    return m_document->model().accessPatterns[size_t(m_index)].id;
}

void Walkthrough::start()
{
    if (count() == 0)
        return;
    m_active = true;
    Q_EMIT activeChanged(true);
    // Start from the selected pattern, if one is selected.
    int index = 0;
    if (const auto current = m_document->selection()->current(); current && current->kind == ObjectKind::AccessPattern)
        index = std::max(0, m_document->model().accessPatternIndex(current->id));
    show(index);
}

void Walkthrough::stop()
{
    if (!m_active)
        return;
    m_active = false;
    m_document->selection()->setFocusedPattern(QString());
    Q_EMIT activeChanged(false);
}

void Walkthrough::next()
{
    if (m_active && m_index + 1 < count())
        show(m_index + 1);
}

void Walkthrough::previous()
{
    if (m_active && m_index > 0)
        show(m_index - 1);
}

void Walkthrough::first()
{
    if (m_active)
        show(0);
}

void Walkthrough::last()
{
    if (m_active)
        show(count() - 1);
}

void Walkthrough::show(int index)
{
    if (index < 0 || index >= count()) {
        stop();
        return;
    }
    m_index = index;
    const QString id = m_document->model().accessPatterns[size_t(index)].id;
    m_document->selection()->select(ObjectKind::AccessPattern, id);
    m_document->selection()->setFocusedPattern(id);
    Q_EMIT stepChanged(id, index, count());
}

} // namespace cosmos

// SPDX-License-Identifier: MIT
#include "editcommand.h"

namespace cosmos {

namespace {
constexpr int kMergeablePropertyEdit = 0x436d; // any stable value; QUndoStack compares ids

bool sameTarget(const ChangeSet &a, const ChangeSet &b)
{
    return a.size() == 1 && b.size() == 1 && a[0].type == Change::Type::Set && b[0].type == Change::Type::Set
        && a[0].kind == b[0].kind && a[0].id == b[0].id && a[0].field == b[0].field;
}
} // namespace

EditCommand::EditCommand(const QString &text, ChangeSet forward, ChangeSet inverse, Applier applier, bool mergeable)
    : QUndoCommand(text)
    , m_forward(std::move(forward))
    , m_inverse(std::move(inverse))
    , m_applier(std::move(applier))
    , m_mergeable(mergeable)
{ }

void EditCommand::undo()
{
    if (!m_applier(m_inverse))
        qWarning("undo of \"%s\" failed; the model is as it was before the undo", qUtf8Printable(text()));
}

void EditCommand::redo()
{
    if (m_firstRedo) {
        m_firstRedo = false;
        return;
    }
    if (!m_applier(m_forward))
        qWarning("redo of \"%s\" failed; the model is as it was before the redo", qUtf8Printable(text()));
}

int EditCommand::id() const
{
    return m_mergeable ? kMergeablePropertyEdit : -1;
}

bool EditCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const EditCommand *>(other);
    if (!m_mergeable || !next->m_mergeable || !sameTarget(m_forward, next->m_forward))
        return false;
    // Keep our inverse (the value before the first keystroke), take the newest value.
    m_forward = next->m_forward;
    return true;
}

} // namespace cosmos

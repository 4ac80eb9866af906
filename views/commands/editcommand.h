// SPDX-License-Identifier: MIT
#pragma once

#include "model/document/change.h"

#include <QUndoCommand>

#include <functional>

namespace cosmos {

// The single QUndoCommand type: a ChangeSet and its inverse, applied through the
// document (which routes them to ModelEditor). Commands refer to objects by id, so
// they stay valid whatever happened in between.
//
// Property edits to the same member of the same object merge (typing "1", "10",
// "100" into a field is one undo step), as long as they follow each other.
class EditCommand : public QUndoCommand {
public:
    using Applier = std::function<bool(const ChangeSet &)>;

    EditCommand(const QString &text, ChangeSet forward, ChangeSet inverse, Applier applier, bool mergeable);

    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

    const ChangeSet &forward() const { return m_forward; }

private:
    ChangeSet m_forward;
    ChangeSet m_inverse;
    Applier m_applier;
    bool m_mergeable;
    bool m_firstRedo = true; // the document applies an edit before pushing it
};

} // namespace cosmos

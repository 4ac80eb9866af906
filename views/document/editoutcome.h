// SPDX-License-Identifier: MIT
#pragma once

#include "model/io/diagnostic.h"

#include <QMetaType>
#include <QString>

namespace cosmos {

// What became of one user gesture. A refused gesture changes nothing (model, undo
// stack and file stay as they were); ModelDocument reports it once, through
// editRefused(), so every view says why in the same place.
struct EditOutcome {
    bool applied = false;
    QString action;     // the gesture, as its undo text: "Edit AP3"
    QString reason;     // one sentence; empty when applied
    Diagnostics errors; // the model's findings, with their places

    explicit operator bool() const { return applied; }
    static EditOutcome done(const QString &action) { return {true, action, {}, {}}; }
    static EditOutcome refused(const QString &action, const QString &reason, Diagnostics errors = {})
    {
        return {false, action, reason, std::move(errors)};
    }
};

} // namespace cosmos

Q_DECLARE_METATYPE(cosmos::EditOutcome)

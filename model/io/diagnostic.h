// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

#include <vector>

namespace cosmos {

// One problem found in a model file or an edit: where (JSON pointer, and line and
// column when the text is known) and what was expected.
struct Diagnostic {
    QString pointer; // RFC 6901, "" is the whole document
    QString message;
    qsizetype line = 0; // 1-based, 0 when unknown
    qsizetype column = 0;

    // "FILE:LINE:COL: /pointer: message", leaving out what is unknown.
    QString format(const QString &fileName) const;
};

using Diagnostics = std::vector<Diagnostic>;

// Appends one reference token to a JSON pointer, escaping '~' and '/'.
QString appendPointer(const QString &pointer, const QString &token);
QString appendPointer(const QString &pointer, size_t index);

} // namespace cosmos

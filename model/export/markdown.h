// SPDX-License-Identifier: MIT
#pragma once

#include "model/analysis/text.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace cosmos::md {

// Escaping for text that users typed (names, descriptions, business context):
// whatever it contains, it stays one piece of text in the rendered document. It
// cannot end a table cell (|), start a code span (`), emphasis (* _), a link ([ ]),
// raw HTML or an entity (< > &) or a new paragraph (line breaks become spaces).
// Backslash escapes keep the Markdown source readable ("a \< b").
QString text(const QString &value);
// A sentence of the analysis, in English like every export.
inline QString text(const Text &value)
{
    return text(value.english());
}

// An inline code span that holds `value` literally, whatever backticks it contains;
// safe inside table cells.
QString code(const QString &value);

// A fenced code block whose fence is longer than any run of backticks inside.
QString codeBlock(const QString &language, const QString &body);

// A GitHub-flavoured table. Cells are written as given: escape user text with
// text() or code() first.
QString table(const QStringList &header, const std::vector<QStringList> &rows);

// "a, b and c"
QString list(const QStringList &items);

// "- **Title**: text" and a line end; "- **Title**:" when there is no text.
QString bullet(const QString &title, const QString &text);
// Each line as an indented sub-bullet under the bullet before.
QString subBullets(const QStringList &lines);

} // namespace cosmos::md

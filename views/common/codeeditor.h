// SPDX-License-Identifier: MIT
#pragma once

#include "qscintilla.h"

#include <QPalette>

namespace cosmos {

// A read-only or editable code view that follows the window's palette: paper and
// text from the palette, syntax colours kept in hue but flipped in lightness on a
// dark palette (the lexers' defaults are made for white paper), line numbers on.
void applyEditorPalette(QsciScintilla *editor, const QPalette &palette);

// The lexer for a file name: Markdown, JSON (also ARM templates), or none.
QsciLexer *lexerForFile(const QString &fileName, QObject *parent);

} // namespace cosmos

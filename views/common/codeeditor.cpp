// SPDX-License-Identifier: MIT
#include "codeeditor.h"

#include "themetone.h"

#include <QFontDatabase>

namespace cosmos {

namespace {

QColor forPaper(const QColor &color, bool dark)
{
    if (!dark)
        return color;
    return QColor::fromHsl(color.hslHue(), color.hslSaturation(), std::max(140, 255 - color.lightness()));
}

} // namespace

QsciLexer *lexerForFile(const QString &fileName, QObject *parent)
{
    if (fileName.endsWith(QLatin1String(".md")))
        return new QsciLexerMarkdown(parent);
    if (fileName.endsWith(QLatin1String(".json")))
        return new QsciLexerJSON(parent);
    return nullptr;
}

void applyEditorPalette(QsciScintilla *editor, const QPalette &palette)
{
    const bool dark = isDarkBackground(palette.color(QPalette::Base)); // the editor's paper
    const QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    const QColor paper = palette.color(QPalette::Base);
    const QColor text = palette.color(QPalette::Text);
    if (QsciLexer *lexer = editor->lexer()) {
        lexer->setDefaultPaper(paper);
        lexer->setDefaultColor(text);
        lexer->setFont(mono, -1);
        lexer->setPaper(paper, -1);
        for (int style = 0; style < 128; ++style)
            if (!lexer->description(style).isEmpty())
                lexer->setColor(forPaper(lexer->defaultColor(style), dark), style);
    } else {
        editor->setFont(mono);
    }
    editor->setPaper(paper);
    editor->setColor(text);
    editor->setCaretForegroundColor(text);
    editor->setSelectionBackgroundColor(palette.color(QPalette::Highlight));
    editor->setSelectionForegroundColor(palette.color(QPalette::HighlightedText));
    editor->setMarginsBackgroundColor(palette.color(QPalette::AlternateBase));
    editor->setMarginsForegroundColor(palette.color(QPalette::PlaceholderText));
    editor->setMarginsFont(mono);
    editor->setMarginType(0, QsciScintilla::NumberMargin);
    editor->setMarginWidth(0, QStringLiteral("00000"));
}

} // namespace cosmos

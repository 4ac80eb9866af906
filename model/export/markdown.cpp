// SPDX-License-Identifier: MIT
#include "markdown.h"

#include "exporttr.h"

#include <algorithm>

namespace cosmos::md {

namespace {

// Characters Markdown may read as syntax; "&" is handled apart (only entities).
bool isMarkup(QChar ch)
{
    switch (ch.unicode()) {
        case '\\':
        case '<':
        case '>':
        case '`':
        case '*':
        case '_':
        case '[':
        case ']':
        case '|':
        case '#':
        case '~':
        return true;
    default:
        return false;
    }
}

bool isLineBreakOrControl(QChar ch)
{
    return ch.category() == QChar::Separator_Line || ch.category() == QChar::Separator_Paragraph
        || ch.category() == QChar::Other_Control;
}

QString oneLine(const QString &value)
{
    QString out;
    out.reserve(value.size());
    bool space = false;
    for (const QChar ch : value) {
        // Line and paragraph separators of every kind, tabs and other controls.
        if (isLineBreakOrControl(ch)) {
            space = true;
            continue;
        }
        if (space && !out.isEmpty())
            out += QLatin1Char(' ');
        space = false;
        out += ch;
    }
    return out;
}

int longestBacktickRun(const QString &value)
{
    int longest = 0, run = 0;
    for (const QChar ch : value) {
        run = ch == QLatin1Char('`') ? run + 1 : 0;
        longest = std::max(longest, run);
    }
    return longest;
}

} // namespace

QString text(const QString &value)
{
    // Most names and sentences need nothing: hand them back without copying.
    const bool plain = std::none_of(value.begin(), value.end(), [](QChar ch) {
        return ch == QLatin1Char('&') || isMarkup(ch) || ch.unicode() < 0x20 || isLineBreakOrControl(ch);
    });
    if (plain)
        return value;
    QString out;
    const QString line = oneLine(value);
    out.reserve(line.size() + 8);
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar ch = line.at(i);
        if (ch == QLatin1Char('&')) {
            // Only "&name;" and "&#…;" could become an entity; a lone "&" stays readable.
            if (i + 1 < line.size() && (line.at(i + 1).isLetter() || line.at(i + 1) == QLatin1Char('#')))
                out += QLatin1Char('\\');
        } else if (isMarkup(ch)) {
            out += QLatin1Char('\\');
        }
        out += ch;
    }
    return out;
}

QString code(const QString &value)
{
    // In a table a pipe ends the cell even inside a code span; GitHub's tables
    // accept "\|" there and show "|".
    QString body = oneLine(value);
    body.replace(QLatin1Char('|'), QStringLiteral("\\|"));
    if (body.isEmpty())
        return QStringLiteral("` `");
    const QString fence(longestBacktickRun(body) + 1, QLatin1Char('`'));
    // A span that starts or ends with a backtick needs a space inside the fence.
    const bool pad = body.startsWith(QLatin1Char('`')) || body.endsWith(QLatin1Char('`'));
    return pad ? fence + QLatin1Char(' ') + body + QLatin1Char(' ') + fence : fence + body + fence;
}

QString codeBlock(const QString &language, const QString &body)
{
    const QString fence(std::max(3, longestBacktickRun(body) + 1), QLatin1Char('`'));
    QString out = fence + language + QLatin1Char('\n') + body;
    if (!out.endsWith(QLatin1Char('\n')))
        out += QLatin1Char('\n');
    return out + fence + QLatin1Char('\n');
}

QString table(const QStringList &header, const std::vector<QStringList> &rows)
{
    QString out = QStringLiteral("| ") + header.join(QStringLiteral(" | ")) + QStringLiteral(" |\n|");
    for (qsizetype i = 0; i < header.size(); ++i)
        out += QStringLiteral("---|");
    out += QLatin1Char('\n');
    for (const QStringList &row : rows) {
        QStringList cells = row;
        while (cells.size() < header.size())
            cells << QString();
        out += QStringLiteral("| ") + cells.join(QStringLiteral(" | ")) + QStringLiteral(" |\n");
    }
    return out;
}

QString list(const QStringList &items)
{
    if (items.isEmpty())
        return {};
    if (items.size() == 1)
        return items.front();
    return ExportTr::tr("%1 and %2").arg(items.mid(0, items.size() - 1).join(QStringLiteral(", ")), items.back());
}

QString bullet(const QString &title, const QString &text)
{
    return text.isEmpty() ? QStringLiteral("- **%1**:\n").arg(title)
                          : QStringLiteral("- **%1**: %2\n").arg(title, text);
}

QString subBullets(const QStringList &lines)
{
    QString out;
    for (const QString &line : lines)
        out += QStringLiteral("  - ") + line + QLatin1Char('\n');
    return out;
}

} // namespace cosmos::md

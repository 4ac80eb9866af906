// SPDX-License-Identifier: MIT
#include "markdowntext.h"

#include <QHash>
#include <QRegularExpression>

#include <algorithm>

namespace cosmos::mdread {

namespace {

bool isDelimiterRow(const QString &line)
{
    static const QRegularExpression delimiter(QStringLiteral(R"(^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$)"));
    return line.contains(QLatin1Char('-')) && delimiter.match(line).hasMatch();
}

// Where the last backtick run of each length starts on a line: a run opens a code span
// only when a run of its length follows (one pass, so a line of many unmatched runs
// costs no more than its length).
QHash<qsizetype, qsizetype> lastRunStarts(const QString &line)
{
    QHash<qsizetype, qsizetype> starts;
    for (qsizetype i = 0; i < line.size(); ++i) {
        if (line[i] != QLatin1Char('`'))
            continue;
        qsizetype run = 1;
        while (i + run < line.size() && line[i + run] == QLatin1Char('`'))
            ++run;
        starts.insert(run, i);
        i += run - 1;
    }
    return starts;
}

bool isTableLine(const QString &line)
{
    return line.trimmed().startsWith(QLatin1Char('|'));
}

// A header row and a delimiter row under it (GitHub's tables): the outer pipes may be
// left out, and then the delimiter row must have pipes too and as many cells as the
// header ("a | b" over "---" is a paragraph and a rule, not a table).
bool startsTable(const std::vector<Line> &lines, size_t i)
{
    if (i + 1 >= lines.size() || !lines[i].text.contains(QLatin1Char('|')) || !isDelimiterRow(lines[i + 1].text))
        return false;
    if (isTableLine(lines[i].text))
        return true;
    return lines[i + 1].text.contains(QLatin1Char('|'))
        && splitRow(lines[i].text).size() == splitRow(lines[i + 1].text).size();
}

// A row of the table: a line that begins with a pipe, or one with pipes that splits
// into as many cells as the header (a row written without its outer pipes; prose
// with a pipe in it is not taken for one).
bool continuesTable(const Table &table, const QString &line)
{
    if (isTableLine(line))
        return true;
    return !line.trimmed().isEmpty() && line.contains(QLatin1Char('|')) && !line.trimmed().startsWith(QLatin1Char('#'))
        && splitRow(line).size() == table.header.size();
}

std::optional<Heading> headingOf(const Line &line)
{
    static const QRegularExpression heading(QStringLiteral(R"(^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$)"));
    const QRegularExpressionMatch match = heading.match(line.text);
    if (!match.hasMatch())
        return std::nullopt;
    return Heading {line.number, int(match.capturedLength(1)), plain(match.captured(2))};
}

} // namespace

int Table::column(const QStringList &words) const
{
    for (size_t i = 0; i < titles.size(); ++i)
        for (const QString &word : words)
            if (titles[i].contains(word, Qt::CaseInsensitive))
                return int(i);
    return -1;
}

Document::Document(const QString &markdown)
{
    const QStringList raw = markdown.split(QLatin1Char('\n'));
    m_lines.reserve(size_t(raw.size()));
    for (qsizetype i = 0; i < raw.size(); ++i) {
        QString text = raw[i];
        if (text.endsWith(QLatin1Char('\r')))
            text.chop(1);
        m_lines.push_back({i + 1, text});
    }
    QString section;
    bool inFence = false;
    for (size_t i = 0; i < m_lines.size(); ++i) {
        const QString &text = m_lines[i].text;
        if (text.trimmed().startsWith(QLatin1String("```")) || text.trimmed().startsWith(QLatin1String("~~~"))) {
            inFence = !inFence;
            continue;
        }
        if (inFence)
            continue;
        if (const std::optional<Heading> heading = headingOf(m_lines[i])) {
            m_headings.push_back(*heading);
            section = heading->title;
            continue;
        }
        if (!startsTable(m_lines, i)) {
            if (isTableLine(text)) {
                if (!m_strayRows.empty() && m_strayRows.back().second == m_lines[i].number - 1)
                    m_strayRows.back().second = m_lines[i].number;
                else
                    m_strayRows.emplace_back(m_lines[i].number, m_lines[i].number);
            }
            continue;
        }
        Table table;
        table.line = m_lines[i].number;
        table.header = splitRow(text);
        table.titles.reserve(table.header.size());
        for (const Cell &cell : table.header)
            table.titles.push_back(plain(cell.text).toLower());
        table.section = section;
        size_t row = i + 2;
        for (; row < m_lines.size() && continuesTable(table, m_lines[row].text); ++row)
            table.rows.push_back({m_lines[row].number, splitRow(m_lines[row].text)});
        m_tables.push_back(std::move(table));
        i = row - 1;
    }
}

std::vector<Line> Document::sectionLines(const Heading &heading) const
{
    qsizetype end = qsizetype(m_lines.size()) + 1; // the line number after the section
    for (const Heading &h : m_headings)
        if (h.line > heading.line && h.level <= heading.level) {
            end = h.line;
            break;
        }
    // Line n is m_lines[n - 1]: the section is a slice, not a search.
    const auto first = m_lines.begin() + std::min<qsizetype>(heading.line, qsizetype(m_lines.size()));
    const auto last = m_lines.begin() + std::min<qsizetype>(end - 1, qsizetype(m_lines.size()));
    return first < last ? std::vector<Line>(first, last) : std::vector<Line>();
}

const Heading *Document::findHeading(const QString &words) const
{
    for (const Heading &h : m_headings)
        if (h.level >= 2 && h.title.contains(words, Qt::CaseInsensitive))
            return &h;
    return nullptr;
}

std::vector<Cell> splitRow(const QString &line)
{
    std::vector<Cell> cells;
    QString current;
    qsizetype start = -1;
    qsizetype codeRun = 0; // the backtick run that opened the current code span
    // The cells start after the leading pipe, or at the line's start when there is none.
    const qsizetype first = isTableLine(line) ? line.indexOf(QLatin1Char('|')) : -1;
    const QHash<qsizetype, qsizetype> runStarts = lastRunStarts(line);
    auto finish = [&](qsizetype end) {
        const QString trimmed = current.trimmed();
        qsizetype column = start < 0 ? end : start;
        cells.push_back({trimmed, column + 1});
        current.clear();
        start = -1;
    };
    for (qsizetype i = first + 1; i < line.size(); ++i) {
        const QChar c = line[i];
        if (c == QLatin1Char('\\') && i + 1 < line.size() && codeRun == 0) {
            if (start < 0)
                start = i;
            current += c;
            current += line[++i];
            continue;
        }
        if (c == QLatin1Char('`')) {
            qsizetype run = 1;
            while (i + run < line.size() && line[i + run] == QLatin1Char('`'))
                ++run;
            // A run opens a code span only when a run of the same length closes it later
            // on the line; otherwise its backticks are literal (CommonMark) and a pipe
            // after it still ends the cell ("it`s" in a description).
            if (codeRun == 0 && runStarts.value(run, -1) > i)
                codeRun = run;
            else if (codeRun == run)
                codeRun = 0;
            if (start < 0)
                start = i;
            current += line.mid(i, run);
            i += run - 1;
            continue;
        }
        if (c == QLatin1Char('|') && codeRun == 0) {
            finish(i);
            continue;
        }
        if (start < 0 && !c.isSpace())
            start = i;
        current += c;
    }
    // A row without its closing pipe still has a last cell.
    if (!current.trimmed().isEmpty())
        finish(line.size());
    return cells;
}

QString plain(const QString &markdown)
{
    // Most cells have no markup: they are only simplified (what the loop below would
    // give them too), without a character-by-character copy.
    const auto markup = [](QChar c) {
        return c == QLatin1Char('\\') || c == QLatin1Char('`') || c == QLatin1Char('*') || c == QLatin1Char('_');
    };
    if (std::none_of(markdown.begin(), markdown.end(), markup))
        return markdown.simplified();
    QString out;
    out.reserve(markdown.size());
    for (qsizetype i = 0; i < markdown.size(); ++i) {
        const QChar c = markdown[i];
        if (c == QLatin1Char('\\') && i + 1 < markdown.size() && markdown[i + 1].isPunct()) {
            out += markdown[++i];
            continue;
        }
        if (c == QLatin1Char('\\') && i + 1 < markdown.size() && markdown[i + 1].isSymbol()) {
            out += markdown[++i];
            continue;
        }
        if (c == QLatin1Char('`'))
            continue;
        // Emphasis: "**" and "__" always, a single "*" or "_" only around a word.
        if (c == QLatin1Char('*') || (c == QLatin1Char('_') && (i == 0 || !markdown[i - 1].isLetterOrNumber()
                                                                    || i + 1 >= markdown.size()
                                                                    || !markdown[i + 1].isLetterOrNumber())))
            continue;
        out += c;
    }
    return out.simplified();
}

std::optional<Bullet> bullet(const QString &line)
{
    static const QRegularExpression pattern(QStringLiteral(R"(^(\s*)(?:[-*+]|\d+[.)])\s+(.*)$)"));
    const QRegularExpressionMatch match = pattern.match(line);
    if (!match.hasMatch())
        return std::nullopt;
    return Bullet {int(match.capturedLength(1)), match.captured(2)};
}

std::optional<Labelled> labelled(const QString &text)
{
    static const QRegularExpression bold(QStringLiteral(R"(^\*\*(.+?)\*\*\s*:?\s*(.*)$)"));
    static const QRegularExpression boldColonInside(QStringLiteral(R"(^\*\*(.+?):\*\*\s*(.*)$)"));
    QRegularExpressionMatch match = boldColonInside.match(text);
    if (!match.hasMatch())
        match = bold.match(text);
    if (match.hasMatch())
        return Labelled {plain(match.captured(1)), match.captured(2).trimmed()};
    const qsizetype colon = text.indexOf(QLatin1Char(':'));
    if (colon <= 0)
        return std::nullopt;
    return Labelled {plain(text.left(colon)), text.mid(colon + 1).trimmed()};
}

} // namespace cosmos::mdread

// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>

#include <optional>
#include <utility>
#include <vector>

namespace cosmos::mdread {

// Reading Markdown as an assistant or our own export writes it: just enough structure
// (headings, bullets, pipe tables) to find the requirements, every piece with its
// 1-based line so that what cannot be read is reported where it is.

struct Line {
    qsizetype number = 0; // 1-based
    QString text;
};

struct Heading {
    qsizetype line = 0;
    int level = 0; // 1 for "#"
    QString title; // plain text
};

struct Cell {
    QString text;        // trimmed, still Markdown
    qsizetype column = 0; // 1-based character column where the cell's text starts
};

struct TableRow {
    qsizetype line = 0;
    std::vector<Cell> cells;
};

struct Table {
    qsizetype line = 0; // the header's line
    std::vector<Cell> header;
    std::vector<QString> titles; // the header's cells as plain text in lower case, made once
    std::vector<TableRow> rows;
    // The heading the table sits under ("" before the first heading).
    QString section;

    // The index of the first header cell whose plain text contains one of `words`
    // (case-insensitive), or -1.
    int column(const QStringList &words) const;
};

class Document {
public:
    explicit Document(const QString &markdown);

    const std::vector<Line> &lines() const { return m_lines; }
    const std::vector<Heading> &headings() const { return m_headings; }
    const std::vector<Table> &tables() const { return m_tables; }
    // Runs of lines that begin with a pipe but belong to no table (a blank line inside
    // a table, a missing delimiter row): first and last line of each run.
    const std::vector<std::pair<qsizetype, qsizetype>> &strayRows() const { return m_strayRows; }

    // The lines after `heading` up to the next heading of the same or a higher level.
    std::vector<Line> sectionLines(const Heading &heading) const;
    // The first heading whose title contains `words` (case-insensitive), level 2 or deeper.
    const Heading *findHeading(const QString &words) const;

private:
    std::vector<Line> m_lines;
    std::vector<Heading> m_headings;
    std::vector<Table> m_tables;
    std::vector<std::pair<qsizetype, qsizetype>> m_strayRows;
};

// The cells of one table line: split at pipes outside code spans and escapes, the
// outer pipes dropped.
std::vector<Cell> splitRow(const QString &line);

// Markdown to plain text: backslash escapes, emphasis markers and code backticks
// removed, spaces collapsed.
QString plain(const QString &markdown);

// "- text" or "* text" or "1. text" → "text", with its indentation; nullopt for a line
// that is not a bullet.
struct Bullet {
    int indent = 0;
    QString text;
};
std::optional<Bullet> bullet(const QString &line);

// "**Title**: rest" (bold optional) → {title, rest}; nullopt without a colon.
struct Labelled {
    QString label;
    QString value;
};
std::optional<Labelled> labelled(const QString &text);

} // namespace cosmos::mdread

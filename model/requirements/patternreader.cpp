// SPDX-License-Identifier: MIT
// The access-pattern tables: one row a pattern, columns found by their titles; and
// the details table our export adds (entities, filters, sort, top k).
#include "importstate.h"
#include "requirementsvalues.h"
#include "model/document/repeats.h"

#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <utility>

namespace cosmos::reqread {

namespace {

struct Columns {
    int id = -1, description = -1, rps = -1, type = -1, attributes = -1, requirements = -1, design = -1, status = -1;
    int rpsAverage = -1; // a second RPS column, "Avg RPS" beside "Peak RPS"
};

Columns patternColumns(const mdread::Table &table)
{
    Columns c;
    // "Pattern #", "#", "ID": not any title holding the letters "id" ("Consolidation").
    c.id = table.column({QStringLiteral("pattern")});
    for (size_t i = 0; c.id < 0 && i < table.header.size(); ++i) {
        const QString &title = table.titles[i];
        if (title == QLatin1String("#") || title == QLatin1String("id") || title == QLatin1String("no.")
            || title.startsWith(QLatin1String("# ")) || title.endsWith(QLatin1String(" #")) || title.endsWith(QLatin1String(" id")))
            c.id = int(i);
    }
    c.rps = table.column({QStringLiteral("rps"), QStringLiteral("requests"), QStringLiteral("throughput")});
    // "Peak RPS" and "Avg RPS" in columns of their own: each figure is read with its title.
    for (size_t i = 0; i < table.header.size(); ++i) {
        const QString &title = table.titles[i];
        const bool rate = title.contains(QLatin1String("rps")) || title.contains(QLatin1String("requests"));
        if (rate && int(i) != c.rps && c.rpsAverage < 0)
            c.rpsAverage = int(i);
    }
    if (c.rpsAverage >= 0) {
        const auto saysAverage = [&](int column) {
            const QString &title = table.titles[size_t(column)];
            return title.contains(QLatin1String("avg")) || title.contains(QLatin1String("average"))
                || title.contains(QLatin1String("mean")) || title.contains(QLatin1String("typical"));
        };
        if (saysAverage(c.rps))
            std::swap(c.rps, c.rpsAverage);
        if (!saysAverage(c.rpsAverage))
            c.rpsAverage = -1; // two rate columns, neither an average: the first is read alone
    }
    c.description = table.column({QStringLiteral("description"), QStringLiteral("access pattern"), QStringLiteral("use case")});
    c.type = table.column({QStringLiteral("type"), QStringLiteral("operation")});
    c.attributes = table.column({QStringLiteral("attribute")});
    c.requirements = table.column({QStringLiteral("key requirement"), QStringLiteral("requirement"), QStringLiteral("sla")});
    c.design = table.column({QStringLiteral("design"), QStringLiteral("consideration"), QStringLiteral("notes")});
    c.status = table.column({QStringLiteral("status")});
    if (c.description == c.id)
        c.description = -1;
    return c;
}

bool isPatternTable(const mdread::Table &table)
{
    const Columns c = patternColumns(table);
    return c.id >= 0 && c.rps >= 0 && c.rps != c.id;
}

bool isDetailsTable(const mdread::Table &table)
{
    return table.column({QStringLiteral("pattern")}) >= 0 && table.column({QStringLiteral("entities")}) >= 0
        && table.column({QStringLiteral("rps")}) < 0;
}

QString cell(const mdread::TableRow &row, int column)
{
    return column >= 0 && size_t(column) < row.cells.size() ? row.cells[size_t(column)].text : QString();
}

// "`userId`, `name`" or "userId, name" or "—".
QStringList attributeList(const QString &markdown)
{
    QStringList out;
    QSet<QString> seen; // a cell may list thousands: no search of `out` for each
    const QString text = mdread::plain(markdown);
    if (text == QLatin1String("—") || text == QLatin1String("-") || text.compare(QLatin1String("none"), Qt::CaseInsensitive) == 0)
        return out;
    static const QRegularExpression name(QStringLiteral(R"(^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$)"));
    static const QRegularExpression separator(QStringLiteral(R"([,;]|\band\b)"));
    for (QString part : text.split(separator, Qt::SkipEmptyParts)) {
        part = part.trimmed();
        // "User: userId" names the entity first, "userId: string" the type after;
        // "email (unique)", "items[]": the name alone.
        static const QRegularExpression typeWord(
            QStringLiteral(R"(^(string|str|text|number|int|integer|float|double|decimal|bool|boolean|date|datetime|timestamp|array|list|object|map|id|guid|uuid)\b)"),
            QRegularExpression::CaseInsensitiveOption);
        if (part.contains(QLatin1Char(':'))) {
            const QString head = part.section(QLatin1Char(':'), 0, 0).trimmed();
            const QString tail = part.section(QLatin1Char(':'), 1).trimmed();
            part = typeWord.match(tail).hasMatch() ? head : tail;
        }
        part = part.section(QLatin1Char(' '), 0, 0).remove(QStringLiteral("[]"));
        if (name.match(part).hasMatch() && !seen.contains(part)) {
            seen.insert(part);
            out << part;
        }
    }
    return out;
}

QString patternId(const QString &written)
{
    const QString text = mdread::plain(written);
    static const QRegularExpression number(QStringLiteral(R"(^#?\s*(\d+)$)"));
    if (const QRegularExpressionMatch match = number.match(text); match.hasMatch())
        return QStringLiteral("AP") + QString::number(match.captured(1).toLongLong());
    static const QRegularExpression id(QStringLiteral(R"(^[A-Za-z][A-Za-z0-9_.-]{0,39}$)"));
    return id.match(text).hasMatch() ? text : QString();
}

// The ids of the pattern tables: the rows read so far (with their lines) and every id
// a row writes.
struct PatternIds {
    QHash<QString, qsizetype> lines;
    QSet<QString> numbered;
    int nextFree = 1; // no id below it is free: the sets above only grow

    // An id for a row whose own cannot be used: none a row read so far has, and none
    // another row writes, so that the rows after it keep their numbers. Found from
    // where the last search stopped: a search from 1 for each of thousands of
    // unnumbered rows took minutes.
    QString freeId(const Model &model)
    {
        for (int n = std::max(nextFree, int(model.accessPatterns.size()) + 1);; ++n) {
            const QString id = QStringLiteral("AP") + QString::number(n);
            if (!lines.contains(id) && !numbered.contains(id)) {
                nextFree = n + 1;
                return id;
            }
        }
    }
};

// The lookups a description names: "by user ID", "by email" — kept when the name is
// an attribute the row needs, or an id.
std::vector<Filter> filtersNamedIn(const QString &description, const QStringList &attributes)
{
    static const QRegularExpression by(QStringLiteral(R"(\b(?:by|for a given|with the given|using)\s+(?:the\s+|its\s+|their\s+|a\s+)?((?:[A-Za-z]+\s*){1,3}))"),
        QRegularExpression::CaseInsensitiveOption);
    static const QSet<QString> stop {QStringLiteral("when"), QStringLiteral("and"), QStringLiteral("with"),
        QStringLiteral("for"), QStringLiteral("the"), QStringLiteral("at"), QStringLiteral("in"), QStringLiteral("on"),
        QStringLiteral("to"), QStringLiteral("from"), QStringLiteral("of"), QStringLiteral("or"), QStringLiteral("sorted"),
        QStringLiteral("ordered"), QStringLiteral("newest"), QStringLiteral("latest"), QStringLiteral("date")};
    std::vector<Filter> out;
    const QString text = mdread::plain(description);
    for (auto it = by.globalMatch(text); it.hasNext();) {
        QStringList words;
        for (const QString &word : it.next().captured(1).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            if (stop.contains(word.toLower()))
                break;
            words << word;
        }
        if (words.isEmpty())
            continue;
        const QString name = camelId(words.join(QLatin1Char(' ')));
        QString attribute;
        for (const QString &a : attributes)
            if (a.compare(name, Qt::CaseInsensitive) == 0 || a.section(QLatin1Char('.'), -1).compare(name, Qt::CaseInsensitive) == 0)
                attribute = a;
        if (attribute.isEmpty() && name.endsWith(QLatin1String("Id")) && name.size() > 2)
            attribute = name;
        if (attribute.isEmpty() && name.endsWith(QLatin1String("ID")) && name.size() > 2)
            attribute = name.chopped(2) + QStringLiteral("Id");
        if (!attribute.isEmpty())
            out.push_back({attribute, FilterOp::Eq, Json::object()});
    }
    keepFirstOfRepeats(out); // the model refuses a repeat (repeats.h)
    return out;
}

void readPatternRow(ImportState &state, const Columns &c, const mdread::TableRow &row, PatternIds &ids)
{
    AccessPattern p;
    bool usable = true;
    const QString written = mdread::plain(cell(row, c.id));
    p.id = patternId(written);
    if (p.id.isEmpty()) {
        p.id = ids.freeId(state.model);
        state.warn(row.line, written.isEmpty() ? ImportTr::tr("a pattern without a number; imported as %1").arg(p.id)
                                               : ImportTr::tr("\"%1\" is not a pattern number; imported as %2").arg(written, p.id));
    } else if (ids.lines.contains(p.id)) {
        const QString again = ids.freeId(state.model);
        state.warn(row.line,
            ImportTr::tr("pattern %1 is numbered twice (also on line %2); this one is imported as %3")
                .arg(written, QString::number(ids.lines.value(p.id)), again));
        p.id = again;
        usable = false;
    }
    ids.lines.insert(p.id, row.line);
    state.patternLines[p.id] = row.line;
    p.description = mdread::plain(cell(row, c.description));
    QString rowText;
    for (const mdread::Cell &each : row.cells)
        rowText += each.text + QLatin1Char(' ');

    const RpsReading rps = c.rpsAverage < 0
        ? readRps(cell(row, c.rps))
        : readRps(QStringLiteral("%1 peak; %2 average").arg(cell(row, c.rps), cell(row, c.rpsAverage)));
    if (!rps.problem.isEmpty()) {
        state.warn(row.line, ImportTr::tr("%1: %2; imported as a draft without RPS").arg(p.id, rps.problem));
        usable = false;
    } else {
        p.rpsAvg = rps.avg;
        p.rpsPeak = rps.peak;
        if (rps.singleFigure)
            state.warn(row.line, ImportTr::tr("%1: one figure (%2 RPS) is used as both the average and the peak")
                                     .arg(p.id, QString::number(*rps.avg)));
    }
    const OperationReading operation = readOperation(cell(row, c.type), p.description, rowText);
    p.operation = operation.operation;
    if (!operation.problem.isEmpty()) {
        state.warn(row.line, ImportTr::tr("%1: %2; imported as a query").arg(p.id, operation.problem));
        usable = false;
    }
    p.attributesNeeded = attributeList(cell(row, c.attributes));
    const KeyRequirements requirements = readKeyRequirements(cell(row, c.requirements));
    p.latencySloMs = requirements.latencyMs;
    p.consistency = requirements.consistency;
    if (isRead(p.operation))
        p.resultCount = requirements.resultCount;
    if (p.operation == Operation::PointRead && !p.resultCount)
        p.resultCount = 1;
    const QString status = cell(row, c.status);
    p.status = usable && status.contains(QStringLiteral("✅")) ? PatternStatus::Validated : PatternStatus::Draft;
    state.model.accessPatterns.push_back(std::move(p));
}

FilterOp filterOp(const QString &word)
{
    const QString w = word.toLower();
    if (w.contains(QLatin1String("contains")))
        return FilterOp::Contains;
    if (w.contains(QLatin1String("near")))
        return FilterOp::Near;
    if (w.contains(QLatin1String("range")) || w.contains(QLatin1Char('<')) || w.contains(QLatin1Char('>'))
        || w.contains(QLatin1String("between")))
        return FilterOp::Range;
    return FilterOp::Eq;
}

// "`userId` =, `orderedAt` range" / "`orderedAt` desc".
template <typename Item, typename Make>
std::vector<Item> codeItems(const QString &markdown, Make make)
{
    std::vector<Item> out;
    static const QRegularExpression item(QStringLiteral(R"(`([^`]+)`\s*([^,`]*))"));
    for (auto it = item.globalMatch(markdown); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        out.push_back(make(match.captured(1).trimmed(), match.captured(2).trimmed()));
    }
    keepFirstOfRepeats(out); // the model refuses a repeat (repeats.h)
    return out;
}

void readDetailsRow(ImportState &state, const mdread::Table &table, const mdread::TableRow &row)
{
    const QString id = patternId(cell(row, table.column({QStringLiteral("pattern")})));
    const int index = state.model.accessPatternIndex(id);
    if (index < 0) {
        state.warn(row.line, ImportTr::tr("details for pattern \"%1\", which the pattern table does not list").arg(id));
        return;
    }
    AccessPattern &p = state.model.accessPatterns[size_t(index)];
    p.entities.clear();
    const QString entities = mdread::plain(cell(row, table.column({QStringLiteral("entities")})));
    for (const QString &name : entities.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        if (name.trimmed() == QLatin1String("—"))
            continue;
        Entity *e = state.findEntity(name.trimmed());
        if (!e)
            e = &state.entity(name.trimmed(), true, false);
        // Reported here, where the name is written (and not again on the pattern's row);
        // a pattern on an entity the document does not describe is a draft.
        if (!state.described(e->id) && !state.undescribedReported.contains(p.id + QLatin1Char(' ') + e->id)) {
            state.warn(row.line, ImportTr::tr("%1 names the entity %2, which the document does not describe")
                                     .arg(p.id, name.trimmed()));
            state.undescribedReported.insert(p.id + QLatin1Char(' ') + e->id);
            p.status = PatternStatus::Draft;
        }
        if (!p.entities.contains(e->id))
            p.entities << e->id;
    }
    p.filters = codeItems<Filter>(cell(row, table.column({QStringLiteral("filter")})),
        [](const QString &name, const QString &op) { return Filter {name, filterOp(op), Json::object()}; });
    p.sort = codeItems<SortKey>(cell(row, table.column({QStringLiteral("sort"), QStringLiteral("order")})),
        [](const QString &name, const QString &order) {
            return SortKey {name, order.startsWith(QLatin1String("desc"), Qt::CaseInsensitive) ? SortOrder::Desc : SortOrder::Asc,
                Json::object()};
        });
    if (const std::optional<double> topK = readNumber(cell(row, table.column({QStringLiteral("top")}))))
        p.topK = topK;
}

// A row with as many cells as its header; otherwise an error at `column` of its line.
bool fitsHeader(ImportState &state, const mdread::Table &table, const mdread::TableRow &row, qsizetype column)
{
    if (row.cells.size() == table.header.size())
        return true;
    state.fail(row.line, column,
        QStringLiteral("this row has %1 cells; the table's header (line %2) has %3")
            .arg(row.cells.size())
            .arg(table.line)
            .arg(table.header.size()));
    return false;
}

// What the document writes as table rows but no reader takes: each said on its line,
// never dropped in silence.
void warnRowsNotRead(ImportState &state)
{
    for (const auto &[first, last] : state.document.strayRows())
        state.warn(first,
            first == last ? ImportTr::tr("this line begins like a table row but belongs to no table (a table starts "
                                         "with a header row and a delimiter row such as |---|---|, and ends at a "
                                         "blank line); it was not read")
                          : ImportTr::tr("lines %1–%2 begin like table rows but belong to no table (a table starts "
                                         "with a header row and a delimiter row such as |---|---|, and ends at a "
                                         "blank line); they were not read")
                                .arg(QString::number(first), QString::number(last)));
    for (const mdread::Table &table : state.document.tables()) {
        if (isPatternTable(table) || isDetailsTable(table) || table.rows.empty())
            continue;
        // Pattern numbers without rates: a table of patterns this reader cannot take.
        const Columns c = patternColumns(table);
        if (c.id >= 0 && table.column({QStringLiteral("pattern")}) >= 0)
            state.warn(table.line,
                ImportTr::tr("this table numbers patterns but has no RPS column, so it is not read as "
                             "access patterns; its rows (lines %1–%2) were not read")
                    .arg(QString::number(table.rows.front().line), QString::number(table.rows.back().line)));
    }
}

} // namespace

bool readPatterns(ImportState &state)
{
    warnRowsNotRead(state);
    bool found = false;
    PatternIds ids;
    for (const mdread::Table &table : state.document.tables())
        if (isPatternTable(table)) {
            const int idColumn = patternColumns(table).id;
            for (const mdread::TableRow &row : table.rows)
                ids.numbered.insert(patternId(cell(row, idColumn)));
        }
    for (const mdread::Table &table : state.document.tables()) {
        if (!isPatternTable(table))
            continue;
        found = true;
        const Columns columns = patternColumns(table);
        for (const mdread::TableRow &row : table.rows) {
            if (!fitsHeader(state, table, row, row.cells.empty() ? 1 : row.cells.front().column))
                continue;
            readPatternRow(state, columns, row, ids);
        }
    }
    if (!found) {
        const mdread::Heading *heading = state.document.findHeading(QStringLiteral("Access Pattern"));
        state.fail(heading ? heading->line : 1, 1,
            QStringLiteral("no access-pattern table: expected a table with the columns \"Pattern #\", \"Description\" "
                           "and \"RPS\""));
        return false;
    }
    // Which entities each pattern reads or writes: our export lists them; otherwise
    // the description names them.
    QSet<QString> detailed;
    for (const mdread::Table &table : state.document.tables())
        if (isDetailsTable(table))
            for (const mdread::TableRow &row : table.rows) {
                if (!fitsHeader(state, table, row, 1))
                    continue;
                readDetailsRow(state, table, row);
                detailed.insert(patternId(cell(row, table.column({QStringLiteral("pattern")}))));
            }
    for (AccessPattern &p : state.model.accessPatterns) {
        if (detailed.contains(p.id))
            continue;
        p.entities = state.entitiesNamedIn(p.description);
        p.filters = filtersNamedIn(p.description, p.attributesNeeded);
    }
    return true;
}

} // namespace cosmos::reqread

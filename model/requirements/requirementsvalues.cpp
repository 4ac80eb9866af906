// SPDX-License-Identifier: MIT
#include "requirementsvalues.h"

#include "importtr.h"
#include "markdowntext.h"

#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

namespace cosmos::reqread {

namespace {

// A figure: digits with thousands separators and decimals, then an optional scale
// word. Not preceded by a letter ("p99" is no figure) or a digit.
const QString kNumber = QStringLiteral(
    R"((?<![A-Za-z\d.,])(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+)\s*(k|thousand|million|mln|m(?![a-z:]))?(?![a-z\d]))");

QRegularExpression insensitive(const QString &pattern)
{
    return QRegularExpression(pattern, QRegularExpression::CaseInsensitiveOption);
}

double scaleOf(const QString &word)
{
    const QString w = word.toLower();
    if (w == QLatin1String("k") || w == QLatin1String("thousand"))
        return 1e3;
    if (w == QLatin1String("m") || w == QLatin1String("million") || w == QLatin1String("mln"))
        return 1e6;
    return 1;
}

std::optional<double> numberFrom(const QRegularExpressionMatch &match, int digitsGroup)
{
    QString digits = match.captured(digitsGroup);
    digits.remove(QLatin1Char(','));
    bool ok = false;
    const double value = digits.toDouble(&ok) * scaleOf(match.captured(digitsGroup + 1));
    if (!ok || !std::isfinite(value) || value < 0 || value > 1e15)
        return std::nullopt;
    return value;
}

struct Figure {
    double value = 0;
    qsizetype start = 0;
    qsizetype end = 0;
};

std::vector<Figure> figures(const QString &text)
{
    static const QRegularExpression number = insensitive(kNumber);
    std::vector<Figure> out;
    for (auto it = number.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        // Percentages and durations are not rates.
        const QString after = text.mid(match.capturedEnd(0), 4).trimmed().toLower();
        if (after.startsWith(QLatin1Char('%')) || after.startsWith(QLatin1String("ms")))
            continue;
        if (const std::optional<double> value = numberFrom(match, 1))
            out.push_back({*value, match.capturedStart(0), match.capturedEnd(0)});
    }
    return out;
}

enum class RateLabel { None, Peak, Average };

// The label of a figure: the words between it and the nearest separator on either
// side ("peak 500", "500 RPS peak", "200 average").
RateLabel labelAround(const QString &text, const Figure &figure, qsizetype previousEnd, qsizetype nextStart)
{
    // Lists are separated by commas, semicolons, bars, "and" and slashes; a slash before
    // a unit ("/s", "/min") and parentheses ("500 (peak)") belong to their figure.
    static const QRegularExpression separator(
        QStringLiteral(R"([,;|]|\band\b|/(?!\s*(?:s|sec|secs|second|min|mins|minute|h|hr|hour|d|day)\b))"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression peak = insensitive(QStringLiteral(R"(\b(peak|max|maximum|burst|spikes?|high)\b)"));
    static const QRegularExpression average
        = insensitive(QStringLiteral(R"(\b(avg|average|mean|typical|normal|sustained|baseline|steady|usual|avg\.))"));
    QString before = text.mid(previousEnd, figure.start - previousEnd);
    const qsizetype cut = before.lastIndexOf(separator);
    if (cut >= 0)
        before = before.mid(cut + 1);
    QString after = text.mid(figure.end, nextStart - figure.end);
    const QRegularExpressionMatch stop = separator.match(after);
    if (stop.hasMatch())
        after = after.left(stop.capturedStart());
    // The label nearest the figure wins, the one before it on a tie: in "Avg 20 (Peak 60)"
    // the 20 is the average.
    struct Found {
        RateLabel label = RateLabel::None;
        qsizetype distance = std::numeric_limits<qsizetype>::max();
    };
    const auto nearest = [&](const QString &words, bool lookBack) {
        Found found;
        for (const auto &[matcher, label] : {std::pair {&peak, RateLabel::Peak}, std::pair {&average, RateLabel::Average}})
            for (auto it = matcher->globalMatch(words); it.hasNext();) {
                const QRegularExpressionMatch match = it.next();
                const qsizetype distance = lookBack ? words.size() - match.capturedEnd() : match.capturedStart();
                if (distance < found.distance)
                    found = {label, distance};
            }
        return found;
    };
    const Found ahead = nearest(after, false), behind = nearest(before, true);
    return behind.distance <= ahead.distance ? behind.label : ahead.label;
}

// Requests per second from a figure's unit: "/min", "per hour", "per day", also with
// what is counted in between ("3,000 orders per minute", "120 writes/min").
double perSecond(const QString &text, const Figure &figure)
{
    const QString after = text.mid(figure.end, 40).toLower();
    static const QRegularExpression minute(QStringLiteral(R"(^\s*(?:rp|[a-z][a-z'-]*\s*)?(?:/|per\s+|a\s+)\s*min)"));
    static const QRegularExpression hour(
        QStringLiteral(R"(^\s*(?:[a-z][a-z'-]*\s*)?(?:/|per\s+|an?\s+)\s*h(ou)?r?\b)"));
    static const QRegularExpression day(QStringLiteral(R"(^\s*(?:[a-z][a-z'-]*\s*)?(?:/|per\s+|a\s+)\s*day)"));
    static const QRegularExpression rpm(QStringLiteral(R"(^\s*rpm\b)"));
    if (rpm.match(after).hasMatch() || minute.match(after).hasMatch())
        return figure.value / 60;
    if (hour.match(after).hasMatch())
        return figure.value / 3600;
    if (day.match(after).hasMatch())
        return figure.value / 86400;
    return figure.value;
}

QString lastWordStart(const QString &name, qsizetype *start)
{
    qsizetype i = name.size();
    while (i > 0 && name[i - 1].isLetter() && !(name[i - 1].isUpper() && i < name.size() && name[i].isLower()))
        --i;
    // "OrderItems": the last word starts at the last capital before lower-case letters.
    if (i > 0 && name[i - 1].isUpper())
        --i;
    *start = i;
    return name.mid(i);
}

} // namespace

std::optional<double> readNumber(const QString &text)
{
    static const QRegularExpression number = insensitive(kNumber);
    const QRegularExpressionMatch match = number.match(text);
    return match.hasMatch() ? numberFrom(match, 1) : std::nullopt;
}

std::optional<double> readKilobytes(const QString &figure, const QString &unit)
{
    const std::optional<double> value = readNumber(figure);
    if (!value)
        return std::nullopt;
    const QString u = unit.toLower();
    if (u.startsWith(QLatin1Char('m')))
        return *value * 1024;
    if (u.startsWith(QLatin1Char('b')))
        return *value / 1024;
    return *value;
}

RpsReading readRps(const QString &markdown)
{
    const QString text = mdread::plain(markdown);
    RpsReading reading;
    const std::vector<Figure> found = figures(text);
    if (found.empty()) {
        reading.problem = text.isEmpty() ? ImportTr::tr("no requests per second given")
                                         : ImportTr::tr("\"%1\" is not a number of requests per second").arg(text);
        return reading;
    }
    std::vector<double> unlabelled;
    for (size_t i = 0; i < found.size(); ++i) {
        const qsizetype previousEnd = i == 0 ? 0 : found[i - 1].end;
        const qsizetype nextStart = i + 1 < found.size() ? found[i + 1].start : text.size();
        const double rate = perSecond(text, found[i]);
        switch (labelAround(text, found[i], previousEnd, nextStart)) {
        case RateLabel::Peak:
            reading.peak = reading.peak ? std::max(*reading.peak, rate) : rate;
            break;
        case RateLabel::Average:
            reading.avg = reading.avg ? std::max(*reading.avg, rate) : rate;
            break;
        case RateLabel::None:
            unlabelled.push_back(rate);
            break;
        }
    }
    std::sort(unlabelled.begin(), unlabelled.end());
    if (!reading.peak && !reading.avg && unlabelled.size() == 1) {
        reading.avg = reading.peak = unlabelled.front();
        reading.singleFigure = true;
    } else if (!reading.peak && !unlabelled.empty()) {
        reading.peak = unlabelled.back();
        if (!reading.avg && unlabelled.size() > 1)
            reading.avg = unlabelled.front();
    } else if (!reading.avg && !unlabelled.empty()) {
        reading.avg = unlabelled.front();
    }
    // A peak below the average is a swapped pair: the larger is the peak.
    if (reading.avg && reading.peak && *reading.peak < *reading.avg)
        std::swap(*reading.avg, *reading.peak);
    return reading;
}

namespace {

// A word that names a value, as a case-insensitive pattern.
// Compiled once: a pattern compiled for each row read took 75% of importing a
// document of 20,000 pattern rows.
template <typename E> struct WordFor {
    QRegularExpression pattern;
    E value;
};

// The value of the first of `words` (most specific first) found in `text` that
// `accept` takes.
template <typename E, std::size_t N, typename Accept>
std::optional<E> firstWordIn(const QString &text, const WordFor<E> (&words)[N], Accept accept)
{
    for (const WordFor<E> &word : words)
        if (accept(word.value) && word.pattern.match(text).hasMatch())
            return word.value;
    return std::nullopt;
}

} // namespace

OperationReading readOperation(const QString &typeCell, const QString &description, const QString &rowText)
{
    // Most specific first: "point read" before "read", "full-text search" before "search".
    static const WordFor<Operation> kWords[] = {
        {insensitive(QStringLiteral(R"(\bpoint[- ]?reads?\b)")), Operation::PointRead},
        {insensitive(QStringLiteral(R"(\bhybrid\b)")), Operation::HybridSearch},
        {insensitive(QStringLiteral(R"(\bvector\b)")), Operation::VectorSearch},
        {insensitive(QStringLiteral(R"(\bfull[- ]?text\b)")), Operation::FullTextSearch},
        {insensitive(QStringLiteral(R"(\b(transactional )?batch\b|\btransaction\b)")), Operation::Batch},
        {insensitive(QStringLiteral(R"(\bupserts?\b)")), Operation::Upsert},
        {insensitive(QStringLiteral(R"(\bpatch(es)?\b|\bpartial update)")), Operation::Patch},
        {insensitive(QStringLiteral(R"(\b(replace|update|edit|modify|change)s?\b)")), Operation::Replace},
        {insensitive(QStringLiteral(R"(\b(delete|remove|purge)s?\b)")), Operation::Delete},
        {insensitive(QStringLiteral(R"(\b(create|insert|add|append|record|register|place|post|save|log)s?\b)")),
            Operation::Create},
        {insensitive(QStringLiteral(R"(\b(query|queries|list|search|lookup|get|fetch|find)\b)")), Operation::Query},
    };
    auto firstWord = [](const QString &text, bool writesOnly) {
        return firstWordIn(text, kWords, [writesOnly](Operation op) { return !writesOnly || !isRead(op); });
    };
    static const QRegularExpression pointRead = insensitive(QStringLiteral(R"(\bpoint[- ]?reads?\b)"));
    const QString type = mdread::plain(typeCell).toLower();
    static const QRegularExpression parens(QStringLiteral(R"(\(([^)]*)\))"));
    const QString detail = parens.match(type).captured(1);
    const bool read = type.contains(QLatin1String("read")) || type.startsWith(QLatin1String("query"))
        || type.contains(QLatin1String("search"));
    const bool write = type.contains(QLatin1String("write"));
    OperationReading out;
    if (read && !write) {
        if (const std::optional<Operation> op = firstWord(detail.isEmpty() ? type : detail, false);
            op && (*op == Operation::PointRead || *op == Operation::VectorSearch || *op == Operation::FullTextSearch
                || *op == Operation::HybridSearch))
            out.operation = *op;
        else if (pointRead.match(rowText).hasMatch())
            out.operation = Operation::PointRead;
        else
            out.operation = Operation::Query;
        return out;
    }
    if (write && !read) {
        const std::optional<Operation> op = firstWord(detail, true);
        const std::optional<Operation> said = op ? op : firstWord(mdread::plain(description), true);
        out.operation = said.value_or(Operation::Create);
        return out;
    }
    if (const std::optional<Operation> op = firstWord(type, false)) {
        out.operation = *op;
        return out;
    }
    out.problem = type.isEmpty() ? ImportTr::tr("no type (Read or Write) given")
                                 : ImportTr::tr("the type \"%1\" is neither Read nor Write").arg(type);
    return out;
}

KindReading readKind(const QString &markdown)
{
    const QString text = mdread::plain(markdown);
    struct Form {
        QRegularExpression pattern;
        RelationshipKind kind;
        bool reversed;
    };
    static const Form kForms[] = {
        {insensitive(QStringLiteral(R"((?<![\w])(n|m|many|\*)\s*:\s*(n|m|many|\*)(?![\w])|\bmany[- ]to[- ]many\b)")),
            RelationshipKind::ManyToMany, false},
        {insensitive(QStringLiteral(R"((?<![\w])(n|m|many)\s*:\s*(1|one)(?![\w])|\bmany[- ]to[- ]one\b)")),
            RelationshipKind::OneToMany, true},
        {insensitive(QStringLiteral(R"((?<![\w])(1|one)\s*:\s*(1|one)(?![\w])|\bone[- ]to[- ]one\b)")),
            RelationshipKind::OneToOne, false},
        {insensitive(QStringLiteral(R"((?<![\w])(1|one)\s*:\s*few(?![\w])|\bone[- ]to[- ]few\b)")),
            RelationshipKind::OneToFew, false},
        {insensitive(QStringLiteral(R"((?<![\w])(1|one)\s*:\s*(n|m|many|\*)(?![\w])|\bone[- ]to[- ]many\b)")),
            RelationshipKind::OneToMany, false},
    };
    for (const Form &form : kForms)
        if (form.pattern.match(text).hasMatch())
            return {form.kind, form.reversed, true};
    return {};
}

ChildFigures readChildFigures(const QString &markdown)
{
    const QString text = mdread::plain(markdown);
    static const QRegularExpression average = insensitive(
        QStringLiteral(R"(\b(?:avg\.?|average|mean|typically|about|around|approx\.?|~)\s*(?:of\s*)?:?\s*)") + kNumber);
    static const QRegularExpression onAverage
        = insensitive(kNumber + QStringLiteral(R"(\s+(?:[^\s,;()]+\s+){0,4}?(?:on average|avg|average)\b)"));
    static const QRegularExpression maximum = insensitive(
        QStringLiteral(R"((?:\bmax\.?|\bmaximum|\bat most|\bup to|\bno more than|\bcapped at|≤|<=)\s*(?:of\s*)?:?\s*)")
        + kNumber);
    static const QRegularExpression maxAfter = insensitive(kNumber + QStringLiteral(R"(\s+(?:max|maximum|at most)\b)"));
    static const QRegularExpression unbounded = insensitive(
        QStringLiteral(R"(\b(unbounded|unlimited|no limit|no upper (limit|bound)|without (a )?(limit|bound))\b|∞)"));
    ChildFigures out;
    for (const QRegularExpression *form : {&average, &onAverage})
        if (const QRegularExpressionMatch match = form->match(text); match.hasMatch() && !out.avg)
            out.avg = numberFrom(match, 1);
    for (const QRegularExpression *form : {&maximum, &maxAfter})
        if (const QRegularExpressionMatch match = form->match(text); match.hasMatch() && !out.max)
            out.max = numberFrom(match, 1);
    if (!out.max && unbounded.match(text).hasMatch())
        out.max = kUnbounded;
    return out;
}

std::optional<Consistency> readConsistency(const QString &markdown)
{
    const QString text = mdread::plain(markdown).toLower();
    static const WordFor<Consistency> kWords[] = {
        {insensitive(QStringLiteral(R"(\bbounded[- ]staleness\b)")), Consistency::BoundedStaleness},
        {insensitive(QStringLiteral(R"(\bconsistent[- ]prefix\b)")), Consistency::ConsistentPrefix},
        {insensitive(QStringLiteral(R"(\bstrong(ly)?\b)")), Consistency::Strong},
        {insensitive(QStringLiteral(R"(\beventual(ly)?\b)")), Consistency::Eventual},
        {insensitive(QStringLiteral(R"(\bsession\b)")), Consistency::Session},
    };
    return firstWordIn(text, kWords, [](Consistency) { return true; });
}

KeyRequirements readKeyRequirements(const QString &markdown)
{
    const QString text = mdread::plain(markdown);
    static const QRegularExpression latency = insensitive(kNumber + QStringLiteral(R"(\s*ms\b)"));
    static const QRegularExpression latencyUnit
        = insensitive(QStringLiteral(R"((?<![A-Za-z\d.,])(\d[\d,]*(?:\.\d+)?)()\s*ms\b)"));
    static const QRegularExpression results = insensitive(
        kNumber + QStringLiteral(R"(\s+(?:results?|items?|documents?|rows?|records?|entries)\b)"));
    static const QRegularExpression top = insensitive(QStringLiteral(R"(\btop\s+)") + kNumber);
    KeyRequirements out;
    QRegularExpressionMatch match = latencyUnit.match(text);
    if (!match.hasMatch())
        match = latency.match(text);
    if (match.hasMatch())
        out.latencyMs = numberFrom(match, 1);
    if (text.contains(QLatin1String("consisten"), Qt::CaseInsensitive))
        out.consistency = readConsistency(text);
    match = results.match(text);
    if (!match.hasMatch())
        match = top.match(text);
    if (match.hasMatch())
        out.resultCount = numberFrom(match, 1);
    return out;
}

QString singular(const QString &name)
{
    qsizetype start = 0;
    const QString word = lastWordStart(name, &start);
    const QString lower = word.toLower();
    const QString head = name.left(start);
    if (lower.size() > 3 && lower.endsWith(QLatin1String("ies")))
        return head + word.chopped(3) + (word.back().isUpper() ? QStringLiteral("Y") : QStringLiteral("y"));
    for (const char *ending : {"sses", "shes", "ches", "xes", "zes"})
        if (lower.endsWith(QLatin1String(ending)) && lower.size() > 4)
            return head + word.chopped(2);
    for (const char *keep : {"ss", "us", "is", "os"})
        if (lower.endsWith(QLatin1String(keep)))
            return name;
    if (lower.size() > 1 && lower.endsWith(QLatin1Char('s')))
        return head + word.chopped(1);
    return name;
}

QString nameKey(const QString &name)
{
    QString key;
    for (const QChar c : singular(mdread::plain(name).trimmed()))
        if (c.isLetterOrNumber())
            key += c.toLower();
    return key;
}

QString entityName(const QString &written)
{
    QString name = mdread::plain(written).trimmed();
    while (!name.isEmpty() && !name.back().isLetterOrNumber())
        name.chop(1);
    while (!name.isEmpty() && !name.front().isLetterOrNumber())
        name.remove(0, 1);
    return singular(name);
}

QString camelId(const QString &name)
{
    QString id;
    bool upperNext = false;
    for (const QChar c : name) {
        if (!c.isLetterOrNumber() || c.unicode() > 127) {
            upperNext = !id.isEmpty();
            continue;
        }
        id += upperNext ? c.toUpper() : c;
        upperNext = false;
    }
    if (id.isEmpty())
        return QStringLiteral("entity");
    id[0] = id[0].toLower();
    if (id[0].isDigit())
        id.prepend(QLatin1Char('e'));
    return id;
}

} // namespace cosmos::reqread

// SPDX-License-Identifier: MIT
// "Entity Relationships Deep Dive" bullets and the "A + B Container Item Analysis"
// sections: cardinalities, children per parent, identifying relationships, and the
// correlation and decision the document states (compared with the model's later).
#include "importstate.h"
#include "requirementsvalues.h"

#include <QRegularExpression>

namespace cosmos::reqread {

namespace {

QRegularExpression insensitive(const QString &pattern)
{
    return QRegularExpression(pattern, QRegularExpression::CaseInsensitiveOption);
}

bool saysIdentifying(const QString &text)
{
    static const QRegularExpression negative
        = insensitive(QStringLiteral(R"(\b(not|non)[- ]identifying\b|\bcan exist (on its own|without)\b)"));
    static const QRegularExpression positive
        = insensitive(QStringLiteral(R"(\bidentifying\b|\bcannot exist without\b|\bcan't exist without\b)"));
    return !negative.match(text).hasMatch() && positive.match(text).hasMatch();
}

bool saysIndependentUpdates(const QString &text)
{
    static const QRegularExpression independent = insensitive(
        QStringLiteral(R"(\bupdated on its own\b|\bupdated independently\b|\bindependent(ly)? updat|\bindependent\b)"));
    return independent.match(text).hasMatch();
}

// "A → B", "A -> B", "A and B", "A + B": the two names, or nothing.
std::optional<std::pair<QString, QString>> pairOf(const QString &label)
{
    static const QRegularExpression separator(QStringLiteral(R"(\s*(?:→|->|=>|⇒|↔|<->|\+|\band\b|&)\s*)"));
    const QStringList names = label.split(separator, Qt::SkipEmptyParts);
    if (names.size() != 2 || names[0].contains(QLatin1Char('[')))
        return std::nullopt;
    return std::make_pair(names[0].trimmed(), names[1].trimmed());
}

void readRelationshipBullet(ImportState &state, qsizetype line, const QString &label, const QString &value)
{
    const std::optional<std::pair<QString, QString>> names = pairOf(label);
    if (!names)
        return;
    const KindReading kind = readKind(value);
    QString parent = state.entity(names->first).id;
    QString child = state.entity(names->second).id;
    if (parent == child) {
        state.warn(line, ImportTr::tr("a relationship of %1 with itself is not imported").arg(names->first));
        return;
    }
    if (kind.reversed)
        std::swap(parent, child);
    Relationship *existing = state.findRelationship(parent, child);
    Relationship &r = existing && existing->from == parent ? *existing : state.relationship(parent, child);
    if (existing && existing->from != parent) // written the other way round before: this bullet decides
        std::swap(existing->from, existing->to);
    if (kind.found)
        r.kind = kind.kind;
    else
        state.warn(line,
            ImportTr::tr("no cardinality (1:1, 1:N, M:N) for %1 → %2; read as 1:N").arg(names->first, names->second));
    // Clauses: "5 per User on average, at most 1,000; identifying: …; Order is updated on its own".
    const QStringList clauses = mdread::plain(value).split(QLatin1Char(';'));
    bool childrenRead = false;
    for (const QString &clause : clauses) {
        const ChildFigures figures = readChildFigures(clause);
        if (!figures.avg && !figures.max)
            continue;
        if (!childrenRead) {
            r.avgChildren = figures.avg;
            r.maxChildren = figures.max;
            childrenRead = true;
        } else if (r.kind == RelationshipKind::ManyToMany) {
            r.avgParents = figures.avg;
            r.maxParents = figures.max;
        }
    }
    r.identifying = saysIdentifying(value);
    r.childUpdatedIndependently = saysIndependentUpdates(value);
}

std::optional<Decision> statedDecision(const QString &text)
{
    const QString lower = mdread::plain(text).toLower();
    if (lower.contains(QLatin1String("single document")) || lower.contains(QLatin1String("single-document"))
        || lower.startsWith(QLatin1String("embed")))
        return Decision::SingleDocument;
    if (lower.contains(QLatin1String("multi-document")) || lower.contains(QLatin1String("multi document")))
        return Decision::MultiDocument;
    if (lower.contains(QLatin1String("separate")))
        return Decision::Separate;
    return std::nullopt;
}

// "**Size Constraints**: User 2KB + 5 recent orders 15KB = 17KB total": a size right
// after an entity's name is one document's, or as many as the figure before the name
// says. Only entities without a size of their own take it.
void readSizeConstraints(ImportState &state, const QString &value)
{
    const QString text = mdread::plain(value).toLower();
    static const QRegularExpression size(
        QStringLiteral(R"(^\s*[:=(]?\s*(?:about\s+|approx\.?\s+|~|≈)?\s*(\d[\d.,]*)\s*(kb|mb|bytes)\b)"));
    static const QRegularExpression countBefore(QStringLiteral(R"((\d[\d,]*)\s+(?:[a-z]+\s+){0,2}$)"));
    static const QRegularExpression wholeAggregate(QStringLiteral(R"(\ball its\s*$)"));
    const std::vector<ImportState::Mention> mentions = state.entityMentions(text);
    for (size_t i = 0; i < mentions.size(); ++i) {
        const ImportState::Mention &m = mentions[i];
        const int index = state.model.entityIndex(m.id);
        const QRegularExpressionMatch found = size.match(text.mid(m.end, 40));
        if (index < 0 || !found.hasMatch())
            continue;
        const qsizetype from = i == 0 ? 0 : mentions[i - 1].end;
        const QString before = text.mid(from, m.start - from);
        // "User with all its Orders: 27 KB" (our export) is the aggregate, not one order.
        if (wholeAggregate.match(before).hasMatch())
            continue;
        Entity &e = state.model.entities[size_t(index)];
        if (e.avgSizeKB)
            continue;
        const std::optional<double> kb = readKilobytes(found.captured(1), found.captured(2));
        if (!kb)
            continue;
        const QRegularExpressionMatch count = countBefore.match(before);
        const double documents = count.hasMatch() ? readNumber(count.captured(1)).value_or(1) : 1;
        if (documents >= 1)
            e.avgSizeKB = *kb / documents;
    }
}

void readAggregateSection(ImportState &state, const mdread::Heading &heading, const QString &first,
    const QString &second)
{
    Entity *a = state.findEntity(first);
    Entity *b = state.findEntity(second);
    if (!a || !b) {
        state.warn(heading.line, ImportTr::tr("the analysis of %1 + %2 names an entity the document does not describe")
                                     .arg(first, second));
        return;
    }
    StatedAggregate stated;
    stated.line = heading.line;
    stated.parent = a->id;
    stated.child = b->id;
    static const QRegularExpression percent(QStringLiteral(R"((\d+(?:\.\d+)?)\s*%)"));
    for (const mdread::Line &line : state.document.sectionLines(heading)) {
        const std::optional<mdread::Bullet> item = mdread::bullet(line.text);
        const std::optional<mdread::Labelled> field = item ? mdread::labelled(item->text) : std::nullopt;
        if (!field || item->indent > 1)
            continue;
        const QString label = field->label.toLower();
        if (label.startsWith(QLatin1String("access correlation"))) {
            if (const QRegularExpressionMatch match = percent.match(field->value); match.hasMatch()) {
                stated.correlation = match.captured(1).toDouble() / 100;
                stated.correlationLine = line.number;
            }
        } else if (label.startsWith(QLatin1String("decision"))) {
            stated.decision = statedDecision(field->value);
            stated.decisionLine = line.number;
        } else if (label.startsWith(QLatin1String("identifying"))) {
            // Only where the relationships section said nothing about it.
            Relationship *r = state.findRelationship(a->id, b->id);
            const QString value = mdread::plain(field->value).toLower();
            if (r && !r->identifying && (value.startsWith(QLatin1String("yes")) || saysIdentifying(value)))
                r->identifying = true;
        } else if (label.startsWith(QLatin1String("size constraints"))) {
            readSizeConstraints(state, field->value);
        } else if (label.startsWith(QLatin1String("update patterns"))) {
            Relationship *r = state.findRelationship(a->id, b->id);
            if (r && saysIndependentUpdates(field->value))
                r->childUpdatedIndependently = true;
        }
    }
    state.aggregates.push_back(stated);
}

} // namespace

void readRelationships(ImportState &state)
{
    const mdread::Heading *section = state.document.findHeading(QStringLiteral("Relationships"));
    if (!section)
        return;
    for (const mdread::Line &line : state.document.sectionLines(*section)) {
        const std::optional<mdread::Bullet> item = mdread::bullet(line.text);
        if (!item || item->indent > 1)
            continue;
        if (const std::optional<mdread::Labelled> field = mdread::labelled(item->text))
            readRelationshipBullet(state, line.number, field->label, field->value);
    }
}

void readAggregateSections(ImportState &state)
{
    static const QRegularExpression title(
        QStringLiteral(R"(^(.+?)\s*\+\s*(.+?)\s+(?:Container\s+)?Item Analysis$)"), QRegularExpression::CaseInsensitiveOption);
    for (const mdread::Heading &heading : state.document.headings()) {
        const QRegularExpressionMatch match = title.match(heading.title);
        if (heading.level >= 3 && match.hasMatch() && !match.captured(1).contains(QLatin1Char('[')))
            readAggregateSection(state, heading, match.captured(1), match.captured(2));
    }
}

} // namespace cosmos::reqread

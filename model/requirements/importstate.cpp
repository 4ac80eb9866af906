// SPDX-License-Identifier: MIT
#include "importstate.h"

#include "requirementsvalues.h"

#include <QRegularExpression>

#include <algorithm>

namespace cosmos::reqread {

namespace {

// "OrderItem" or "order item" → {"order", "item"}.
QStringList wordsOf(const QString &name)
{
    QStringList words;
    QString current;
    for (qsizetype i = 0; i < name.size(); ++i) {
        const QChar c = name[i];
        if (!c.isLetterOrNumber()) {
            if (!current.isEmpty())
                words << current.toLower();
            current.clear();
            continue;
        }
        if (c.isUpper() && !current.isEmpty() && (current.back().isLower() || (i + 1 < name.size() && name[i + 1].isLower()))) {
            words << current.toLower();
            current.clear();
        }
        current += c;
    }
    if (!current.isEmpty())
        words << current.toLower();
    return words;
}

// The singular and plural of a word as a regular expression alternative.
QString wordForms(const QString &word)
{
    const QString escaped = QRegularExpression::escape(word);
    if (word.endsWith(QLatin1Char('y')) && word.size() > 1)
        return QStringLiteral("(?:%1|%2ies)").arg(escaped, QRegularExpression::escape(word.chopped(1)));
    return QStringLiteral("(?:%1(?:s|es)?)").arg(escaped);
}

QString matcherFor(const QStringList &words)
{
    QStringList parts;
    for (qsizetype i = 0; i + 1 < words.size(); ++i)
        parts << QRegularExpression::escape(words[i]);
    parts << wordForms(words.back());
    return QStringLiteral("\\b%1(?:'s)?\\b").arg(parts.join(QStringLiteral("[\\s_-]*")));
}

AttributeType typeByName(const QString &entityId, const QString &attribute)
{
    const QString lower = attribute.toLower();
    if (attribute == entityId + QStringLiteral("Id") || lower == QLatin1String("id"))
        return AttributeType::Id;
    static const QRegularExpression date(QStringLiteral(R"((At|Date|Time|On)$)"));
    if (date.match(attribute).hasMatch() || lower.endsWith(QLatin1String("date")))
        return AttributeType::Datetime;
    static const QRegularExpression number(
        QStringLiteral(R"((count|total|price|amount|quantity|qty|rating|score|balance|age|size|number)$)"),
        QRegularExpression::CaseInsensitiveOption);
    if (number.match(attribute).hasMatch() && !lower.endsWith(QLatin1String("phonenumber")))
        return AttributeType::Number;
    if (lower.startsWith(QLatin1String("is")) && attribute.size() > 2 && attribute[2].isUpper())
        return AttributeType::Boolean;
    return AttributeType::String;
}

} // namespace

void ImportState::fail(qsizetype line, qsizetype column, const QString &message)
{
    Diagnostic diagnostic;
    diagnostic.line = line;
    diagnostic.column = column;
    diagnostic.message = message;
    errors.push_back(diagnostic);
}

Entity *ImportState::findEntity(const QString &written)
{
    const auto it = m_byKey.constFind(nameKey(written));
    return it == m_byKey.constEnd() ? nullptr : &model.entities[*it];
}

Entity &ImportState::entity(const QString &written, bool verbatim, bool describes)
{
    Entity *found = findEntity(written);
    if (!found) {
        Entity created;
        created.name = verbatim ? mdread::plain(written).trimmed() : entityName(written);
        if (created.name.isEmpty())
            created.name = QStringLiteral("Entity");
        QString id = camelId(created.name);
        for (int n = 2; model.entity(id); ++n)
            id = camelId(created.name) + QString::number(n);
        created.id = id;
        m_byKey.insert(nameKey(created.name), model.entities.size());
        model.entities.push_back(std::move(created));
        found = &model.entities.back();
    }
    if (describes)
        m_described.insert(found->id, true);
    return *found;
}

Relationship *ImportState::findRelationship(const QString &a, const QString &b)
{
    for (Relationship &r : model.relationships)
        if ((r.from == a && r.to == b) || (r.from == b && r.to == a))
            return &r;
    return nullptr;
}

Relationship &ImportState::relationship(const QString &parentId, const QString &childId, bool *created)
{
    if (created)
        *created = false;
    if (Relationship *found = findRelationship(parentId, childId))
        return *found;
    if (created)
        *created = true;
    Relationship r;
    QString id = parentId + QLatin1Char('-') + childId;
    for (int n = 2; model.relationship(id); ++n)
        id = parentId + QLatin1Char('-') + childId + QString::number(n);
    r.id = id;
    r.from = parentId;
    r.to = childId;
    model.relationships.push_back(std::move(r));
    return model.relationships.back();
}

const std::vector<ImportState::Matcher> &ImportState::matchers() const
{
    if (m_matchersFor == model.entities.size())
        return m_matchers;
    m_matchers.clear();
    // Longer names first, so that "order item" is OrderItem and not Order.
    std::vector<std::pair<QStringList, QString>> names;
    QHash<QString, int> lastWordUse;
    for (const Entity &e : model.entities) {
        names.push_back({wordsOf(e.name), e.id});
        if (!names.back().first.isEmpty())
            ++lastWordUse[singular(names.back().first.back())];
    }
    std::stable_sort(names.begin(), names.end(),
        [](const auto &a, const auto &b) { return a.first.join(QString()).size() > b.first.join(QString()).size(); });
    for (const auto &[words, id] : names)
        if (!words.isEmpty())
            m_matchers.push_back({QRegularExpression(matcherFor(words)), id});
    // "items" for OrderItem, when no entity is called Item and no other name ends in it.
    for (const auto &[words, id] : names)
        if (words.size() > 1 && lastWordUse.value(singular(words.back())) == 1)
            m_matchers.push_back({QRegularExpression(matcherFor({words.back()})), id});
    m_matchersFor = model.entities.size();
    return m_matchers;
}

std::vector<ImportState::Mention> ImportState::entityMentions(const QString &lowerText) const
{
    QString text = lowerText;
    std::vector<Mention> matches;
    for (const Matcher &matcher : matchers())
        for (auto it = matcher.expression.globalMatch(text); it.hasNext();) {
            const QRegularExpressionMatch match = it.next();
            matches.push_back({match.capturedStart(), match.capturedEnd(), matcher.id});
            // Taken: a shorter name cannot match inside it.
            text.replace(match.capturedStart(), match.capturedLength(), QString(match.capturedLength(), QLatin1Char(' ')));
        }
    std::stable_sort(matches.begin(), matches.end(), [](const Mention &a, const Mention &b) { return a.start < b.start; });
    return matches;
}

QStringList ImportState::entitiesNamedIn(const QString &markdown) const
{
    QStringList ids;
    for (const Mention &m : entityMentions(mdread::plain(markdown).toLower()))
        if (!ids.contains(m.id))
            ids << m.id;
    return ids;
}

void ImportState::addAttribute(const QString &entityId, const QString &attribute)
{
    const int index = model.entityIndex(entityId);
    if (index < 0 || attribute.isEmpty())
        return;
    Entity &e = model.entities[size_t(index)];
    // A dotted path is a member of an object attribute: the top-level name holds it.
    const QString top = attribute.section(QLatin1Char('.'), 0, 0);
    for (const Attribute &a : e.attributes)
        if (a.name == top)
            return;
    Attribute added;
    added.name = top;
    added.type = attribute.contains(QLatin1Char('.')) ? AttributeType::Object : typeByName(entityId, top);
    if (added.type == AttributeType::Object) {
        Attribute member;
        member.name = attribute.section(QLatin1Char('.'), 1, 1);
        member.type = typeByName(entityId, member.name);
        if (!member.name.isEmpty())
            added.attributes.push_back(member);
    }
    e.attributes.push_back(std::move(added));
}

} // namespace cosmos::reqread

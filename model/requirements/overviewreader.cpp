// SPDX-License-Identifier: MIT
// The Application Overview: domain, business context, scale notes with one bullet per
// entity (its documents, sizes, growth, retention), the key entities and their
// cardinalities, and the regions.
#include "importstate.h"
#include "requirementsvalues.h"

#include <QRegularExpression>

namespace cosmos::reqread {

namespace {

QRegularExpression insensitive(const QString &pattern)
{
    return QRegularExpression(pattern, QRegularExpression::CaseInsensitiveOption);
}

// One entity's bullet under Scale: "User: 1,000,000 documents, 2 KB on average,
// 4 KB at most, bounded growth, kept until deleted".
bool readEntityFacts(ImportState &state, const QString &name, const QString &facts, bool verbatim)
{
    static const QRegularExpression documents
        = insensitive(QStringLiteral(R"(([\d.,]+\s*(?:k|thousand|million|m)?)\s+(?:documents?|docs|items|records))"));
    static const QRegularExpression size = insensitive(QStringLiteral(R"(([\d.,]+)\s*(KB|MB|bytes?|B)\b)"));
    static const QRegularExpression maxWords = insensitive(QStringLiteral(R"(^\s*(at most|max|maximum|peak)\b)"));
    static const QRegularExpression maxBefore = insensitive(QStringLiteral(R"(\b(at most|max\.?|maximum|up to)\s*$)"));
    const QRegularExpressionMatch count = documents.match(facts);
    const bool hasSize = size.match(facts).hasMatch();
    const QStringList words = mdread::plain(name).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if ((!count.hasMatch() && !hasSize) || words.isEmpty() || words.size() > 4)
        return false;
    Entity &e = state.entity(name, verbatim);
    if (count.hasMatch())
        e.documentCount = readNumber(count.captured(1));
    else if (facts.contains(QLatin1String("unknown documents")))
        e.documentCount.reset();
    for (auto it = size.globalMatch(facts); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        const std::optional<double> kb = readKilobytes(match.captured(1), match.captured(2));
        if (!kb)
            continue;
        const QString after = facts.mid(match.capturedEnd());
        const QString before = facts.left(match.capturedStart());
        if (maxWords.match(after).hasMatch() || maxBefore.match(before).hasMatch())
            e.maxSizeKB = kb;
        else if (!e.avgSizeKB)
            e.avgSizeKB = kb;
    }
    const QString lower = facts.toLower();
    if (lower.contains(QLatin1String("unbounded")))
        e.growth = Growth::Unbounded;
    static const QRegularExpression expires = insensitive(QStringLiteral(R"(expires after\s+([\d.,]+)\s*s\b)"));
    if (const QRegularExpressionMatch ttl = expires.match(facts); ttl.hasMatch())
        e.ttlSeconds = readNumber(ttl.captured(1));
    else if (lower.contains(QLatin1String("expiry decided per item")))
        e.ttlSeconds = -1;
    return true;
}

// "User (1:M) Orders, Order (1:M) OrderItems, Products (M:M) Categories, Review".
void readKeyEntities(ImportState &state, qsizetype line, const QString &value)
{
    static const QRegularExpression pair(QStringLiteral(R"(^(.+?)\s*\(([^)]*)\)\s*(.+)$)"));
    QStringList parts;
    int depth = 0;
    QString current;
    for (const QChar c : value) {
        if (c == QLatin1Char('('))
            ++depth;
        if (c == QLatin1Char(')'))
            --depth;
        if ((c == QLatin1Char(',') || c == QLatin1Char(';')) && depth <= 0) {
            parts << current;
            current.clear();
            continue;
        }
        current += c;
    }
    parts << current;
    static const QRegularExpression conjunction = insensitive(QStringLiteral(R"(^(and|&)\s+)"));
    for (QString part : parts) {
        part = mdread::plain(part).trimmed();
        part.remove(conjunction);
        if (part.isEmpty() || part.startsWith(QLatin1Char('_')) || part.contains(QLatin1Char('[')))
            continue;
        const QRegularExpressionMatch match = pair.match(part);
        const KindReading kind = match.hasMatch() ? readKind(match.captured(2)) : KindReading {};
        if (!match.hasMatch() || !kind.found) {
            if (part.split(QLatin1Char(' '), Qt::SkipEmptyParts).size() <= 3)
                state.entity(part);
            else
                state.warn(line, ImportTr::tr("\"%1\" in Key Entities is neither an entity nor \"A (1:M) B\"").arg(part));
            continue;
        }
        const QString a = state.entity(match.captured(1)).id;
        const QString b = state.entity(match.captured(3)).id;
        if (a == b)
            continue;
        bool created = false;
        Relationship &r = kind.reversed ? state.relationship(b, a, &created) : state.relationship(a, b, &created);
        if (created)
            r.kind = kind.kind;
    }
}

// "japaneast, westeurope; multi-region writes; default consistency session."
void readDistribution(ImportState &state, const QString &value)
{
    Application &app = state.model.application;
    const QString text = mdread::plain(value);
    static const QRegularExpression region(QStringLiteral(R"(\b([a-z]+(?:east|west|north|south|central)[a-z0-9]*|(?:east|west|north|south|central)[a-z]*\d?)\b)"));
    QStringList regions;
    for (auto it = region.globalMatch(text); it.hasNext();) {
        const QString name = it.next().captured(1);
        if (!regions.contains(name))
            regions << name;
    }
    // "East US", "West Europe": Azure's display names, written without spaces.
    static const QRegularExpression display(QStringLiteral(
        R"(\b(East|West|North|South|Central|Japan|Australia|UK|Korea|Canada|France|Germany|Switzerland|Norway|UAE|India|Brazil|Sweden|Italy|Poland|Qatar|Israel|Mexico|Spain)(\s+(?:East|West|North|South|Central|US|Europe|Asia))+(\s*\d)?\b)"));
    for (auto it = display.globalMatch(text); it.hasNext();) {
        QString name = it.next().captured(0).toLower();
        name.remove(QLatin1Char(' '));
        if (!regions.contains(name))
            regions << name;
    }
    if (!regions.isEmpty())
        app.regions = regions;
    // "No multi-region writes needed", "multi-region writes are not needed": the words
    // are there, the writes are not.
    static const QRegularExpression multiWrite
        = insensitive(QStringLiteral(R"(\b(?:multi-region writes?|multi-write|multiple write regions)\b)"));
    static const QRegularExpression negatedBefore
        = insensitive(QStringLiteral(R"(\b(?:no|not|without|never)\b[^.;,]{0,20}$)"));
    static const QRegularExpression negatedAfter = insensitive(QStringLiteral(
        R"(^[^.;,]{0,20}\b(?:not (?:needed|required|necessary|planned|wanted)|unnecessary|unneeded)\b)"));
    app.multiRegionWrites = false;
    for (auto it = multiWrite.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        if (!negatedBefore.match(text.left(match.capturedStart())).hasMatch()
            && !negatedAfter.match(text.mid(match.capturedEnd())).hasMatch()) {
            app.multiRegionWrites = true;
            break;
        }
    }
    if (const std::optional<Consistency> level = readConsistency(text))
        app.consistency = *level;
}

// An assistant's Scale line: "2 million customers, … Customer docs ~2KB, loans 4 KB":
// a count just before an entity's name, a size just after it, for the entities that
// no bullet of their own describes.
void readScaleProse(ImportState &state, const QString &value)
{
    const QString text = mdread::plain(value).toLower();
    static const QRegularExpression countBefore(QStringLiteral(R"(([\d.,]+\s*(?:k|thousand|million|m|billion)?)\s*$)"));
    static const QRegularExpression sizeAfter(QStringLiteral(R"(^[^.;\d]{0,30}?~?\s*([\d.,]+)\s*(kb|mb|bytes)\b)"));
    const std::vector<ImportState::Mention> mentions = state.entityMentions(text);
    for (size_t i = 0; i < mentions.size(); ++i) {
        const ImportState::Mention &m = mentions[i];
        const int index = state.model.entityIndex(m.id);
        if (index < 0)
            continue;
        Entity &e = state.model.entities[size_t(index)];
        const qsizetype from = i == 0 ? 0 : mentions[i - 1].end;
        const qsizetype to = i + 1 < mentions.size() ? mentions[i + 1].start : text.size();
        static const QRegularExpression perSomething(QStringLiteral(R"(^\s*(each|per|a|an)\b)"));
        const bool perParent = perSomething.match(text.mid(m.end)).hasMatch(); // "3 loans each"
        if (!e.documentCount && !perParent)
            if (const QRegularExpressionMatch count = countBefore.match(text.mid(from, m.start - from)); count.hasMatch()) {
                QString figure = count.captured(1).trimmed();
                if (figure.endsWith(QLatin1String("billion")))
                    e.documentCount = readNumber(figure.chopped(7)).value_or(0) * 1e9;
                else
                    e.documentCount = readNumber(figure);
            }
        if (!e.avgSizeKB)
            if (const QRegularExpressionMatch size = sizeAfter.match(text.mid(m.end, to - m.end)); size.hasMatch())
                e.avgSizeKB = readKilobytes(size.captured(1), size.captured(2));
    }
}

// Our export's Scale line: the user's notes, then "N entities, N documents, …"
// computed from the model; only the notes are the user's.
QString scaleNotes(const QString &value)
{
    static const QRegularExpression computed(QStringLiteral(R"(\s*\d[\d,]* entit(y|ies), [\d,]+ documents\b.*$)"));
    QString notes = mdread::plain(value);
    notes.remove(computed);
    return notes.trimmed();
}

void readOverviewBullets(ImportState &state, const std::vector<mdread::Line> &lines, bool entitiesPass)
{
    Application &app = state.model.application;
    int scaleIndent = -1;
    for (const mdread::Line &line : lines) {
        const std::optional<mdread::Bullet> item = mdread::bullet(line.text);
        if (!item)
            continue;
        const std::optional<mdread::Labelled> field = mdread::labelled(item->text);
        if (scaleIndent >= 0 && item->indent > scaleIndent) {
            if (field && entitiesPass)
                readEntityFacts(state, field->label, field->value, true);
            continue;
        }
        scaleIndent = -1;
        if (!field)
            continue;
        const QString label = field->label.toLower();
        if (label.startsWith(QLatin1String("scale")))
            scaleIndent = item->indent;
        if (entitiesPass)
            continue;
        const QString value = mdread::plain(field->value);
        const bool placeholder = value.startsWith(QLatin1Char('[')) || value == QLatin1String("not set");
        if (placeholder)
            continue;
        if (label.startsWith(QLatin1String("domain")))
            app.domain = value;
        else if (label.startsWith(QLatin1String("business")))
            app.businessContext = value;
        else if (label.startsWith(QLatin1String("scale"))) {
            app.scaleNotes = scaleNotes(field->value);
            readScaleProse(state, field->value);
        }
        else if (label.startsWith(QLatin1String("key entities")) && value != QLatin1String("none"))
            readKeyEntities(state, line.number, field->value);
        else if (label.startsWith(QLatin1String("geographic")))
            readDistribution(state, field->value);
    }
}

} // namespace

void readOverview(ImportState &state)
{
    const mdread::Document &document = state.document;
    // The title line our export writes: "_Name: requirements and design considerations, …_".
    static const QRegularExpression title(QStringLiteral(R"(^_(.+?): requirements and design considerations\b)"));
    for (const mdread::Line &line : document.lines())
        if (const QRegularExpressionMatch match = title.match(line.text); match.hasMatch()) {
            state.model.application.name = mdread::plain(match.captured(1));
            break;
        }
    const mdread::Heading *overview = document.findHeading(QStringLiteral("Application Overview"));
    if (!overview)
        overview = document.findHeading(QStringLiteral("Overview"));
    if (!overview)
        return;
    // The entity bullets under Scale first: they name entities as the model did, which
    // the other places (Key Entities, relationships) may write in the plural.
    for (const bool entitiesPass : {true, false})
        readOverviewBullets(state, state.document.sectionLines(*overview), entitiesPass);
}

} // namespace cosmos::reqread

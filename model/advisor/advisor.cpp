// SPDX-License-Identifier: MIT
#include "advisor.h"

#include "predicates.h"

#include "model/document/modellookup.h"

#include <QSet>

#include <optional>

namespace cosmos {

namespace {

using nlohmann::json;

QString subjectKey(const Subject &subject)
{
    return QString::number(int(subject.kind)) + QLatin1Char(':') + subject.id;
}

void mergeValues(Match &into, const Match &from)
{
    for (auto it = from.values.constBegin(); it != from.values.constEnd(); ++it)
        if (!into.values.contains(it.key()))
            into.values.insert(it.key(), it.value());
}

std::vector<Match> evaluateTrigger(const AdvisorContext &context, const json &trigger)
{
    if (trigger.contains("all")) {
        // Every part must match. Parts about the same kind of subject narrow the
        // subjects of the first; parts about other subjects are conditions.
        const json &parts = trigger.at("all");
        std::vector<Match> matches = evaluateTrigger(context, parts.front());
        for (size_t i = 1; i < parts.size() && !matches.empty(); ++i) {
            const std::vector<Match> other = evaluateTrigger(context, parts[i]);
            if (other.empty())
                return {};
            QHash<QString, int> bySubject;
            for (size_t j = 0; j < other.size(); ++j)
                bySubject.insert(subjectKey(other[j].subject), int(j));
            std::vector<Match> kept;
            for (Match &match : matches) {
                if (other.front().subject.kind != match.subject.kind) {
                    mergeValues(match, other.front());
                    kept.push_back(std::move(match));
                    continue;
                }
                const auto same = bySubject.constFind(subjectKey(match.subject));
                if (same != bySubject.constEnd()) {
                    mergeValues(match, other[size_t(*same)]);
                    kept.push_back(std::move(match));
                }
            }
            matches = std::move(kept);
        }
        return matches;
    }
    if (trigger.contains("any")) {
        std::vector<Match> matches;
        QSet<QString> seen;
        for (const json &part : trigger.at("any"))
            for (Match &match : evaluateTrigger(context, part)) {
                const QString key = subjectKey(match.subject);
                if (!seen.contains(key)) {
                    seen.insert(key);
                    matches.push_back(std::move(match));
                }
            }
        return matches;
    }
    const PredicateSpec *spec = findPredicate(trigger.at("predicate").get<std::string>());
    return spec ? spec->evaluate(context, Params(trigger)) : std::vector<Match> {};
}

} // namespace

QString fillTemplate(const QString &text, const QHash<QString, QString> &values)
{
    // A plain scan rather than a regular expression: it runs four times per finding.
    QString out;
    out.reserve(text.size() + 64);
    qsizetype i = 0;
    while (i < text.size()) {
        const qsizetype open = text.indexOf(QLatin1Char('{'), i);
        if (open < 0)
            break;
        const qsizetype close = text.indexOf(QLatin1Char('}'), open + 1);
        if (close < 0)
            break;
        out += QStringView(text).mid(i, open - i);
        const QStringView name = QStringView(text).mid(open + 1, close - open - 1);
        const auto value = values.constFind(name.toString());
        if (value != values.constEnd())
            out += *value;
        else
            out += QStringView(text).mid(open, close - open + 1);
        i = close + 1;
    }
    out += QStringView(text).mid(i);
    return out;
}

std::vector<Advice> evaluateAdvice(const Model &model, const Analysis &analysis, const Catalog &catalog)
{
    std::optional<ModelLookup> lookup;
    if (!ModelLookup::covers(model))
        lookup.emplace(model);
    const AdvisorContext context(model, analysis);
    std::vector<Advice> out;
    for (const CatalogRule &rule : catalog.rules) {
        std::vector<Match> matches = evaluateTrigger(context, rule.trigger);
        if (matches.empty())
            continue;
        if (rule.perApplication) {
            // One finding for the whole application, naming what made it apply.
            Match whole {{SubjectKind::Application, {}}, matches.front().values};
            QStringList subjects;
            for (const Match &match : matches)
                if (!match.subject.id.isEmpty() && !subjects.contains(match.subject.id))
                    subjects << match.subject.id;
            whole.values.insert(QStringLiteral("subjects"), subjects.join(QStringLiteral(", ")));
            matches = {whole};
        }
        const QString message = catalogText(rule.message);
        const QString remedy = catalogText(rule.remedy);
        const QString recommendation = catalogText(rule.recommendation);
        const QString why = catalogText(rule.why);
        for (const Match &match : matches)
            out.push_back({rule.id, rule.severity, match.subject, fillTemplate(message, match.values),
                fillTemplate(remedy, match.values), fillTemplate(recommendation, match.values),
                fillTemplate(why, match.values)});
    }
    return out;
}

} // namespace cosmos

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

QString subjectLabel(const Model &model, const Subject &subject)
{
    if (subject.kind == SubjectKind::Entity)
        if (const Entity *entity = model.entity(subject.id))
            return entity->name;
    return subject.id;
}

} // namespace

std::vector<Advice> evaluateAdvice(const Model &model, const Analysis &analysis, const Catalog &catalog)
{
    const ModelLookupScope lookup(model);
    const AdvisorContext context(model, analysis);
    std::vector<Advice> out;
    for (const CatalogRule &rule : catalog.rules) {
        std::vector<Match> matches = evaluateTrigger(context, rule.trigger);
        if (matches.empty())
            continue;
        if (rule.perApplication) {
            // One finding for the whole application, naming what made it apply.
            Match whole {{SubjectKind::Application, {}}, matches.front().values};
            // Named as the user named them: entities and relationships by name; access
            // patterns by their id, which is what the user sees ("AP7").
            QStringList subjects;
            for (const Match &match : matches) {
                const QString shown = subjectLabel(model, match.subject);
                if (!shown.isEmpty() && !subjects.contains(shown))
                    subjects << shown;
            }
            whole.values.insert(QStringLiteral("subjects"), subjects.join(QStringLiteral(", ")));
            matches = {whole};
        }
        for (const Match &match : matches)
            out.push_back({rule.id, rule.severity, match.subject, catalogText(rule.message, match.values),
                catalogText(rule.remedy, match.values), catalogText(rule.recommendation, match.values),
                catalogText(rule.why, match.values)});
    }
    return out;
}

} // namespace cosmos

// SPDX-License-Identifier: MIT
#include "advisor.h"

#include "predicates.h"

#include "model/document/modellookup.h"

#include <QRegularExpression>

#include <optional>

namespace cosmos {

namespace {

using nlohmann::json;

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
            std::vector<Match> kept;
            for (Match &match : matches) {
                if (other.front().subject.kind != match.subject.kind) {
                    mergeValues(match, other.front());
                    kept.push_back(std::move(match));
                    continue;
                }
                const auto same = std::find_if(
                    other.begin(), other.end(), [&match](const Match &o) { return o.subject == match.subject; });
                if (same != other.end()) {
                    mergeValues(match, *same);
                    kept.push_back(std::move(match));
                }
            }
            matches = std::move(kept);
        }
        return matches;
    }
    if (trigger.contains("any")) {
        std::vector<Match> matches;
        for (const json &part : trigger.at("any"))
            for (Match &match : evaluateTrigger(context, part))
                if (std::none_of(matches.begin(), matches.end(),
                        [&match](const Match &m) { return m.subject == match.subject; }))
                    matches.push_back(std::move(match));
        return matches;
    }
    const PredicateSpec *spec = findPredicate(trigger.at("predicate").get<std::string>());
    return spec ? spec->evaluate(context, Params(trigger)) : std::vector<Match> {};
}

} // namespace

QString fillTemplate(const QString &text, const QHash<QString, QString> &values)
{
    static const QRegularExpression placeholder(QStringLiteral("\\{([A-Za-z]+)\\}"));
    QString out;
    qsizetype last = 0;
    for (auto it = placeholder.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        out += text.mid(last, match.capturedStart() - last);
        const QString name = match.captured(1);
        out += values.contains(name) ? values.value(name) : match.captured(0);
        last = match.capturedEnd();
    }
    return out + text.mid(last);
}

std::vector<Advice> evaluateAdvice(const Model &model, const Analysis &analysis, const Catalog &catalog)
{
    std::optional<ModelLookup> lookup;
    if (!ModelLookup::covers(model))
        lookup.emplace(model);
    const AdvisorContext context {model, analysis};
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

// SPDX-License-Identifier: MIT
// Predicates about access patterns and how they are served (RULES.md sections 5 and 7).
#include "predicates.h"

#include "model/analysis/numberformat.h"
#include "model/document/modellookup.h"

#include <QRegularExpression>
#include <QSet>

namespace cosmos::predicates {

namespace {

Match patternMatch(const AdvisorContext &context, const AccessPattern &p)
{
    Match match {{SubjectKind::AccessPattern, p.id}, {}};
    match.values.insert(QStringLiteral("pattern"), p.id);
    match.values.insert(QStringLiteral("description"), p.description);
    match.values.insert(QStringLiteral("operation"), toQString(p.operation));
    match.values.insert(QStringLiteral("rps"), formatNumber(p.rpsAvg.value_or(0)));
    match.values.insert(QStringLiteral("count"), formatNumber(p.resultCount.value_or(1)));
    if (!p.entities.isEmpty())
        match.values.insert(QStringLiteral("entity"), context.entityName(p.entities.constFirst()));
    if (const PatternAnalysis *analysis = context.analysis.accessPattern(p.id))
        match.values.insert(QStringLiteral("container"), analysis->container);
    return match;
}

// The separate documents a pattern touches: embedded entities live inside their holder.
QStringList documentTypes(const AdvisorContext &context, const AccessPattern &p)
{
    QStringList out;
    for (const QString &id : p.entities) {
        const ContainerAnalysis *container = context.analysis.containerOf(id);
        if (container && container->entities.contains(id) && !out.contains(id))
            out << id;
    }
    return out;
}

} // namespace

std::vector<Match> patternOperation(const AdvisorContext &context, const Params &params)
{
    std::vector<Match> out;
    for (const AccessPattern &p : context.model.accessPatterns)
        if (params.allows("operations", toQString(p.operation))
            && p.resultCount.value_or(1) >= params.number("minResultCount", 0)
            && p.rpsAvg.value_or(0) >= params.number("minRps", 0))
            out.push_back(patternMatch(context, p));
    return out;
}

// Queries that need a composite index (ORDER BY on several properties, or equality
// filters plus ORDER BY): the indexing analysis lists the patterns each one serves.
std::vector<Match> patternSortedQuery(const AdvisorContext &context, const Params &)
{
    std::vector<Match> out;
    QSet<QString> seen;
    for (const ContainerAnalysis &container : context.analysis.containers)
        for (const CompositeIndex &index : container.indexing.composites)
            for (const QString &id : index.patterns) {
                const AccessPattern *p = ModelLookup::accessPattern(context.model, id);
                if (!p || seen.contains(id))
                    continue;
                seen.insert(id);
                QStringList paths;
                for (const CompositeIndexPath &path : index.paths)
                    paths << path.path + QLatin1Char(' ') + toQString(path.order);
                Match match = patternMatch(context, *p);
                match.values.insert(QStringLiteral("container"), container.name);
                match.values.insert(
                    QStringLiteral("index"), QStringLiteral("(%1)").arg(paths.join(QStringLiteral(", "))));
                out.push_back(match);
            }
    return out;
}

std::vector<Match> patternMultiEntityWrite(const AdvisorContext &context, const Params &params)
{
    std::vector<Match> out;
    for (const AccessPattern &p : context.model.accessPatterns) {
        if (isRead(p.operation))
            continue;
        const QStringList types = documentTypes(context, p);
        if (types.size() < 2)
            continue;
        QSet<QString> containers;
        QStringList names;
        for (const QString &id : types) {
            containers.insert(context.analysis.containerOf(id)->name);
            names << context.entityName(id);
        }
        if (params.has("sameContainer") && params.flag("sameContainer") != (containers.size() == 1))
            continue;
        Match match = patternMatch(context, p);
        match.values.insert(QStringLiteral("entities"), names.join(QStringLiteral(", ")));
        match.values.insert(QStringLiteral("containers"), QStringList(containers.values()).join(QStringLiteral(", ")));
        out.push_back(match);
    }
    return out;
}

std::vector<Match> patternSelectAll(const AdvisorContext &context, const Params &)
{
    static const QRegularExpression selectStar(
        QStringLiteral("select\\s+(top\\s+\\d+\\s+)?\\*"), QRegularExpression::CaseInsensitiveOption);
    std::vector<Match> out;
    for (const AccessPattern &p : context.model.accessPatterns)
        if (p.operation == Operation::Query && (p.attributesNeeded.isEmpty() || selectStar.match(p.query).hasMatch()))
            out.push_back(patternMatch(context, p));
    return out;
}

std::vector<Match> patternScan(const AdvisorContext &context, const Params &params)
{
    std::vector<Match> out;
    for (const AccessPattern &p : context.model.accessPatterns) {
        const PatternAnalysis *analysis = context.analysis.accessPattern(p.id);
        if (analysis && isRead(p.operation) && analysis->kind == RouteKind::CrossPartitionQuery
            && p.resultCount.value_or(1) >= params.number("minResultCount", 0))
            out.push_back(patternMatch(context, p));
    }
    return out;
}

std::vector<Match> patternDescription(const AdvisorContext &context, const Params &params)
{
    std::vector<Match> out;
    const QStringList keywords = params.strings("keywords");
    for (const AccessPattern &p : context.model.accessPatterns) {
        if (params.has("writes") && params.flag("writes") == isRead(p.operation))
            continue;
        for (const QString &keyword : keywords)
            if (p.description.contains(keyword, Qt::CaseInsensitive)) {
                Match match = patternMatch(context, p);
                match.values.insert(QStringLiteral("keyword"), keyword);
                out.push_back(match);
                break;
            }
    }
    return out;
}

std::vector<Match> patternConsistency(const AdvisorContext &context, const Params &params)
{
    std::vector<Match> out;
    for (const AccessPattern &p : context.model.accessPatterns) {
        const QString level = toQString(context.consistencyOf(p));
        if (isRead(p.operation) && params.allows("levels", level)) {
            Match match = patternMatch(context, p);
            match.values.insert(QStringLiteral("consistency"), level);
            out.push_back(match);
        }
    }
    return out;
}

std::vector<Match> patternLatency(const AdvisorContext &context, const Params &params)
{
    std::vector<Match> out;
    for (const AccessPattern &p : context.model.accessPatterns)
        if (p.latencySloMs && *p.latencySloMs <= params.number("maxSloMs", 10)) {
            Match match = patternMatch(context, p);
            match.values.insert(QStringLiteral("slo"), formatNumber(*p.latencySloMs));
            out.push_back(match);
        }
    return out;
}

} // namespace cosmos::predicates

// SPDX-License-Identifier: MIT
// Predicates about relationships and their aggregate decisions (RULES.md section 3).
#include "predicates.h"

#include "advisortr.h"

#include "model/analysis/numberformat.h"
#include "model/document/modellookup.h"

namespace cosmos::predicates {

namespace {

Match relationshipMatch(const AdvisorContext &context, const Relationship &r, const RelationshipAnalysis *analysis)
{
    Match match {{SubjectKind::Relationship, r.id}, {}};
    match.values.insert(QStringLiteral("relationship"), r.id);
    match.values.insert(QStringLiteral("parent"), context.entityName(r.from));
    match.values.insert(QStringLiteral("child"), context.entityName(r.to));
    const bool unbounded = r.maxChildren && isUnbounded(*r.maxChildren);
    match.values.insert(QStringLiteral("children"),
        unbounded ? AdvisorTr::tr("any number of", "Each Customer has {children} Order items")
            : r.maxChildren
            ? AdvisorTr::tr("up to %1", "Each Customer has {children} Order items").arg(formatNumber(*r.maxChildren))
            : AdvisorTr::tr("an unknown number of", "Each Customer has {children} Order items"));
    match.values.insert(QStringLiteral("maxChildren"),
        r.maxChildren ? (isUnbounded(*r.maxChildren) ? AdvisorTr::tr("unbounded", "maximum number of children")
                                                     : Text(formatNumber(*r.maxChildren)))
                      : Text(QStringLiteral("?")));
    if (analysis) {
        match.values.insert(QStringLiteral("correlation"),
            analysis->correlation ? formatPercent(*analysis->correlation) : QStringLiteral("?"));
        match.values.insert(QStringLiteral("decision"),
            analysis->decision ? decisionTitle(*analysis->decision).toLower()
                               : AdvisorTr::tr("undecided", "relationship decision"));
        match.values.insert(QStringLiteral("embeddedMaxKB"), formatKB(analysis->embeddedMaxKB));
    }
    return match;
}

bool sortsOnChild(const AdvisorContext &context, const SortKey &sort, const QString &childId)
{
    if (sort.attribute.startsWith(childId + QLatin1Char('.')))
        return true;
    const Entity *child = ModelLookup::entity(context.model, childId);
    return child && !sort.attribute.contains(QLatin1Char('.')) && findAttribute(*child, sort.attribute);
}

// The playbook's latest-N case as the model states it: a read of parent and child that
// sorts the children newest first and takes a few, while all of them are too many to
// embed. The aggregate decision proposes it too when the correlation is high enough.
std::optional<SubsetProposal> latestN(const AdvisorContext &context, const RelationshipAnalysis &r)
{
    if (r.subset)
        return r.subset;
    if (r.embeddedMaxKB <= context.analysis.assumptions[AssumptionId::EmbedMaxKB])
        return std::nullopt;
    for (const AccessPattern *read : context.patternsTouching(r.child)) {
        const AccessPattern &p = *read;
        if (!isRead(p.operation) || !p.resultCount || !p.entities.contains(r.parent))
            continue;
        for (const SortKey &sort : p.sort)
            if (sort.order == SortOrder::Desc && sortsOnChild(context, sort, r.child))
                return SubsetProposal {p.id, int(*p.resultCount)};
    }
    return std::nullopt;
}

} // namespace

std::vector<Match> relationship(const AdvisorContext &context, const Params &params)
{
    std::vector<Match> out;
    for (const Relationship &r : context.model.relationships) {
        const RelationshipAnalysis *analysis = context.analysis.relationship(r.id);
        if (!params.allows("kind", toQString(r.kind)))
            continue;
        if (params.has("decision")
            && (!analysis || !analysis->decision || !params.allows("decision", decisionName(*analysis->decision))))
            continue;
        if (params.has("unboundedChildren")
            && params.flag("unboundedChildren") != (r.maxChildren && isUnbounded(*r.maxChildren)))
            continue;
        if (params.has("identifying") && params.flag("identifying") != r.identifying)
            continue;
        if (params.has("childUpdatedIndependently")
            && params.flag("childUpdatedIndependently") != r.childUpdatedIndependently)
            continue;
        if (params.has("minCorrelation")
            && (!analysis || analysis->correlation.value_or(0) < params.number("minCorrelation")))
            continue;
        out.push_back(relationshipMatch(context, r, analysis));
    }
    return out;
}

std::vector<Match> relationshipSubsetCandidate(const AdvisorContext &context, const Params &)
{
    std::vector<Match> out;
    for (const RelationshipAnalysis &analysis : context.analysis.relationships) {
        const Relationship *r = ModelLookup::relationship(context.model, analysis.id);
        const std::optional<SubsetProposal> subset
            = r && !analysis.selfRelationship ? latestN(context, analysis) : std::nullopt;
        if (!subset)
            continue;
        Match match = relationshipMatch(context, *r, &analysis);
        match.values.insert(QStringLiteral("pattern"), subset->patternId);
        match.values.insert(QStringLiteral("latest"), QString::number(subset->latestCount));
        out.push_back(match);
    }
    return out;
}

// A relationship from an entity to itself is a tree (categories, an org chart).
std::vector<Match> hierarchy(const AdvisorContext &context, const Params &)
{
    std::vector<Match> out;
    for (const Relationship &r : context.model.relationships) {
        if (r.from != r.to)
            continue;
        Match match = relationshipMatch(context, r, context.analysis.relationship(r.id));
        match.values.insert(QStringLiteral("entity"), context.entityName(r.from));
        out.push_back(match);
    }
    return out;
}

} // namespace cosmos::predicates

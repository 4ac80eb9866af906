// SPDX-License-Identifier: MIT
#include "consolidation.h"

#include "analysistr.h"
#include "numberformat.h"

namespace cosmos {

using A = AssumptionId;

std::vector<ConsolidationRow> reviewConsolidation(
    const ModelIndex &index, const std::vector<RelationshipAnalysis> &relationships, const AssumptionValues &a)
{
    std::vector<ConsolidationRow> rows;
    rows.reserve(relationships.size());
    for (const RelationshipAnalysis &ra : relationships) {
        const Relationship &r = index.relationship(ra.id);
        ConsolidationRow row;
        row.relationship = ra.id;
        row.parent = ra.parent;
        row.child = ra.child;
        row.kind = ra.kind;
        row.overlap = ra.correlation;
        if (ra.kind == RelationshipKind::ManyToMany || ra.selfRelationship || !ra.correlation) {
            row.verdict = ConsolidationRow::Verdict::NotApplicable;
            row.justification = !ra.correlation && !ra.selfRelationship && ra.kind != RelationshipKind::ManyToMany
                ? AnalysisTr::tr("No overlap can be measured without reads of the parent.")
                : AnalysisTr::tr("Not a parent–child pair.");
            rows.push_back(row);
            continue;
        }
        const double overlap = *ra.correlation;
        const bool bounded = r.maxChildren && !isUnbounded(*r.maxChildren);
        const bool independent = r.childUpdatedIndependently;
        Texts separateBecause;
        if (overlap < a[A::SeparateOverlapMax] - 1e-9)
            separateBecause << AnalysisTr::tr("overlap %1 < %2")
                                   .arg(formatPercent(overlap), formatPercent(a[A::SeparateOverlapMax]));
        if (!bounded)
            separateBecause << AnalysisTr::tr("the number of children is unbounded");
        if (independent && !r.identifying)
            separateBecause << AnalysisTr::tr("the child is operated on independently");
        if (overlap > a[A::ConsolidateOverlapMin] + 1e-9 && bounded && r.identifying) {
            row.verdict = ConsolidationRow::Verdict::Consolidate;
            row.justification = AnalysisTr::tr("Overlap %1 > %2, bounded size and an identifying relationship.")
                                    .arg(formatPercent(overlap), formatPercent(a[A::ConsolidateOverlapMin]));
        } else if (!separateBecause.isEmpty()) {
            row.verdict = ConsolidationRow::Verdict::Separate;
            row.justification = AnalysisTr::tr("Keep separate: %1.").arg(separateBecause.join(QStringLiteral("; ")));
        } else {
            row.verdict = ConsolidationRow::Verdict::ConsiderCarefully;
            row.justification = AnalysisTr::tr("Overlap %1: weigh the cost saving against the operational coupling.")
                                    .arg(formatPercent(overlap));
        }
        if (ra.decision)
            row.justification += QStringLiteral(" ")
                + AnalysisTr::tr("The decision table chose %1 (rule %2).")
                      .arg(decisionTitle(*ra.decision).toLower())
                      .arg(ra.rule);
        rows.push_back(row);
    }
    return rows;
}

} // namespace cosmos

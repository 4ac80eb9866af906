// SPDX-License-Identifier: MIT
#include "alternativecost.h"

#include "analysistr.h"
#include "capacity.h"
#include "numberformat.h"
#include "requestcost.h"

#include <algorithm>
#include <cmath>

namespace cosmos {

namespace {

using A = AssumptionId;

enum Design { Single = 0, Multi = 1, Separate = 2 };

struct Side {
    double kb = 1;   // document size
    QStringList key; // partition key of its container, as document properties
    int partitions = 1;
};

QStringList properties(const QStringList &paths)
{
    QStringList out;
    for (const QString &path : paths)
        out << path.mid(1).replace(QLatin1Char('/'), QLatin1Char('.'));
    return out;
}

bool covers(const PatternInfo &pattern, const QStringList &keyProperties)
{
    if (keyProperties.isEmpty())
        return false;
    return std::all_of(keyProperties.begin(), keyProperties.end(),
        [&](const QString &property) { return pattern.filtersOnEq(property); });
}

bool givesId(const PatternInfo &pattern, int entity)
{
    return std::any_of(pattern.filters.begin(), pattern.filters.end(), [&](const ResolvedFilter &f) {
        return f.op == FilterOp::Eq && f.entity == entity && f.attribute && f.attribute->type == AttributeType::Id;
    });
}

// How many parent and child items a read returns, whatever the design: the same
// information must be read in every alternative, only the packaging differs.
// With the parent as the primary entity, resultCount beyond the first document is the
// children it lists (or all its children when the result is the one parent); with
// another primary, the rest of the results are parents with all their children.
struct ResultShape {
    double parents = 1;
    double children = 0;
};

ResultShape resultShape(const PatternInfo &info, int parent, int child, double childrenPerParent)
{
    const double n = info.resultCount;
    const int primary = info.entities.front();
    const bool touchesP = info.touches(parent);
    const bool touchesC = info.touches(child);
    ResultShape shape;
    if (touchesP && touchesC) {
        if (primary == parent) {
            shape.parents = 1;
            shape.children = n > 1 ? n - 1 : childrenPerParent;
        } else if (primary == child) {
            shape.children = n;
            shape.parents = 1;
        } else {
            shape.parents = std::max(1.0, n - 1);
            shape.children = shape.parents * childrenPerParent;
        }
    } else if (touchesP) {
        shape.parents = primary == parent ? n : std::max(1.0, n - 1);
    } else {
        shape.parents = 0;
        shape.children = primary == child ? n : std::max(1.0, n - 1);
    }
    return shape;
}

class LocalCost {
public:
    LocalCost(const ModelIndex &index, const AssumptionValues &a)
        : m_index(index)
        , m_cost(a)
    { }

    // One read of `documents` documents of `kb` each (first doc `firstKB`) on a side.
    double read(
        const PatternInfo &p, const Side &side, int entity, double firstKB, double restKB, double documents) const
    {
        const bool keyed = covers(p, side.key);
        if (p.pattern->operation == Operation::PointRead && keyed && givesId(p, entity) && documents <= 1)
            return m_cost.pointRead(firstKB, p.consistency);
        const double returned = firstKB + std::max(0.0, documents - 1) * restKB;
        return m_cost.query(returned, keyed ? 0 : side.partitions, p.consistency);
    }

    double query(const PatternInfo &p, const Side &side, double returnedKB) const
    {
        return m_cost.query(returnedKB, covers(p, side.key) ? 0 : side.partitions, p.consistency);
    }

    double write(const PatternInfo &p, double kb) const { return m_cost.write(p.pattern->operation, kb); }

    double replace(double kb) const { return m_cost.write(Operation::Replace, kb); }

private:
    const ModelIndex &m_index;
    RequestCost m_cost;
};

} // namespace

void costAlternatives(RelationshipAnalysis &relationship, const ModelIndex &index, const Placement &placement,
    const std::vector<ContainerAnalysis> &containers, const AssumptionValues &a)
{
    relationship.alternatives = {AlternativeCost {Decision::SingleDocument, std::nullopt, {}},
        AlternativeCost {Decision::MultiDocument, std::nullopt, {}},
        AlternativeCost {Decision::Separate, std::nullopt, {}}};
    if (relationship.kind == RelationshipKind::ManyToMany || relationship.selfRelationship) {
        for (AlternativeCost &alternative : relationship.alternatives)
            alternative.note = relationship.selfRelationship
                ? AnalysisTr::tr("Not applicable to a self-relationship.")
                : AnalysisTr::tr("Not applicable to many-to-many relationships (rules 1–2 decide those).");
        return;
    }

    const int p = index.entityIndex(relationship.parent);
    const int c = index.entityIndex(relationship.child);
    const Relationship &r = index.relationship(relationship.id);
    const double children = r.avgChildren.value_or(1);
    const double childKB = placement.ownAvgKB[size_t(c)];
    // The parent's own document without this child embedded in it.
    double parentKB = placement.ownAvgKB[size_t(p)];
    if (placement.holder[size_t(c)] != c && placement.parentLink[size_t(c)] >= 0
        && index.parentOf(index.model().relationships[size_t(placement.parentLink[size_t(c)])]) == p)
        parentKB -= children * childKB;

    const ContainerAnalysis &parentContainer = containers[size_t(placement.container[size_t(p)])];
    const Side parentSide {parentKB, properties(parentContainer.partitionKey), parentContainer.physicalPartitions};
    Side embeddedSide = parentSide;
    embeddedSide.kb = parentKB + children * childKB;

    // The child alone in a container, keyed by the attribute its own lookups give
    // most often (the same coverage criterion the key ranking leads with).
    QStringList childKeyPaths;
    {
        const Entity &child = index.entity(c);
        double best = -1;
        for (const Attribute &attribute : child.attributes) {
            if (attribute.type == AttributeType::Object || attribute.type == AttributeType::Array)
                continue;
            double covered = attribute.type == AttributeType::Id ? 1e-9 : 0; // ids win ties
            for (int pi : index.patternsOf(c)) {
                const PatternInfo &info = index.patterns()[size_t(pi)];
                if (info.filtersOnEq(attribute.name))
                    covered += info.rpsAvg;
            }
            if (covered > best) {
                best = covered;
                childKeyPaths = {QLatin1Char('/') + attribute.name};
            }
        }
    }
    const QStringList &childKey = childKeyPaths;
    const double childGB = index.documentCount(c) * childKB / (1024.0 * 1024.0);
    const Side separateSide {childKB, properties(childKey), physicalPartitions(childGB, 0, a)};
    const Side colocatedSide {childKB, parentSide.key, parentContainer.physicalPartitions};

    // Every pattern touching the parent or the child, once.
    std::vector<int> patterns = index.patternsOf(p);
    for (int pi : index.patternsOf(c))
        if (std::find(patterns.begin(), patterns.end(), pi) == patterns.end())
            patterns.push_back(pi);

    const LocalCost cost(index, a);
    std::array<double, 3> total {0, 0, 0};
    for (int pi : patterns) {
        const PatternInfo &info = index.patterns()[size_t(pi)];
        const bool touchesP = info.touches(p);
        const bool touchesC = info.touches(c);
        const ResultShape shape = resultShape(info, p, c, children);
        std::array<double, 3> ru {0, 0, 0};
        if (info.read) {
            // Embedded: everything is read from the parent's documents; a read of
            // children alone finds them in as few parent documents as can hold them.
            const double embeddedDocs
                = touchesP ? shape.parents : std::max(1.0, std::ceil(shape.children / std::max(1.0, children)));
            ru[Single] = cost.read(info, embeddedSide, p, embeddedSide.kb, embeddedSide.kb, embeddedDocs);
            if (touchesP && touchesC) {
                const double returned = shape.parents * parentKB + shape.children * childKB;
                ru[Multi] = cost.query(info, parentSide, returned);
                ru[Separate] = cost.read(info, parentSide, p, parentKB, parentKB, shape.parents)
                    + cost.query(info, separateSide, shape.children * childKB);
            } else if (touchesP) {
                ru[Multi] = ru[Separate] = cost.read(info, parentSide, p, parentKB, parentKB, shape.parents);
            } else {
                ru[Multi] = cost.read(info, colocatedSide, c, childKB, childKB, shape.children);
                ru[Separate] = cost.read(info, separateSide, c, childKB, childKB, shape.children);
            }
        } else {
            // Embedded: a child write rewrites the parent's whole document.
            ru[Single] = (touchesC && !touchesP) ? cost.replace(embeddedSide.kb) : cost.write(info, embeddedSide.kb);
            const double parentPart = touchesP ? cost.write(info, parentKB) : 0;
            const double childPart = touchesC ? (touchesP ? children : 1) * cost.write(info, childKB) : 0;
            ru[Multi] = ru[Separate] = parentPart + childPart;
        }
        for (int d = 0; d < 3; ++d)
            total[size_t(d)] += info.rpsAvg * ru[size_t(d)];
    }

    for (int d = 0; d < 3; ++d)
        relationship.alternatives[size_t(d)].ruPerSecond = total[size_t(d)];
    if (relationship.neverOneDocument) {
        relationship.alternatives[Single].ruPerSecond.reset();
        relationship.alternatives[Single].note
            = std::isinf(relationship.embeddedMaxKB)
            ? AnalysisTr::tr("Impossible: with no limit on the number of children, the document would pass the %1 "
                             "item limit.")
                  .arg(formatKB(a[A::DocumentMaxKB]))
            : AnalysisTr::tr("Impossible: the document could reach %1, above the %2 item limit.")
                  .arg(formatKB(relationship.embeddedMaxKB), formatKB(a[A::DocumentMaxKB]));
    }
    relationship.alternatives[Separate].note = childKey.isEmpty()
        ? QString()
        : AnalysisTr::tr("Child container keyed by %1.").arg(childKey.join(QStringLiteral(", ")));

    if (!relationship.decision)
        return;
    int decided = -1;
    switch (*relationship.decision) {
    case Decision::SingleDocument:
        decided = Single;
        break;
    case Decision::MultiDocument:
        decided = Multi;
        break;
    case Decision::Separate:
        decided = Separate;
        break;
    default:
        return;
    }
    int cheapest = decided;
    for (int d = 0; d < 3; ++d)
        if (relationship.alternatives[size_t(d)].ruPerSecond
            && *relationship.alternatives[size_t(d)].ruPerSecond
                < *relationship.alternatives[size_t(cheapest)].ruPerSecond)
            cheapest = d;
    const double decidedRu = *relationship.alternatives[size_t(decided)].ruPerSecond;
    const double cheapestRu = *relationship.alternatives[size_t(cheapest)].ruPerSecond;
    if (cheapest != decided && decidedRu > 0 && cheapestRu <= (1 - a[A::CostDisagreement]) * decidedRu + 1e-9)
        relationship.costNote = AnalysisTr::tr("%1 would cost %2 RU/s, %3 less than the decided %4 (%5 RU/s). The rule "
                                               "table decides on access correlation; weigh the saving against what the "
                                               "rules protect.")
                                    .arg(decisionTitle(Decision(relationship.alternatives[size_t(cheapest)].decision)),
                                        formatRu(cheapestRu), formatPercent(1 - cheapestRu / decidedRu),
                                        decisionTitle(*relationship.decision).toLower(), formatRu(decidedRu));
}

} // namespace cosmos

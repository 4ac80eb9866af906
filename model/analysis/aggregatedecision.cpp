// SPDX-License-Identifier: MIT
#include "aggregatedecision.h"

#include <cmath>

#include "analysistr.h"
#include "numberformat.h"

#include <QHash>

namespace cosmos {

namespace {

// A size in a sentence: "unbounded" in the reader's language when nothing limits it.
Text sizeText(double kb)
{
    return std::isinf(kb) ? AnalysisTr::tr("unbounded") : Text(formatKB(kb));
}

using A = AssumptionId;
constexpr double kEpsilon = 1e-9; // "≥ 0.30" must hold for 300/1000 computed in floating point

bool atLeast(double value, double threshold)
{
    return value >= threshold - kEpsilon;
}

quint64 pairKey(int a, int b)
{
    if (a > b)
        std::swap(a, b);
    return (quint64(quint32(a)) << 32) | quint32(b);
}

struct Traffic {
    std::vector<double> readRps;           // per entity
    QHash<quint64, double> jointReadRps;   // per entity pair
    QHash<quint64, int> jointWritePattern; // first write pattern touching both
};

Traffic measureTraffic(const ModelIndex &index)
{
    Traffic traffic;
    traffic.readRps.assign(size_t(index.entityCount()), 0.0);
    const auto &patterns = index.patterns();
    for (size_t p = 0; p < patterns.size(); ++p) {
        const PatternInfo &info = patterns[p];
        const auto &entities = info.entities;
        for (size_t i = 0; i < entities.size(); ++i) {
            if (info.read)
                traffic.readRps[size_t(entities[i])] += info.rpsAvg;
            for (size_t j = i + 1; j < entities.size(); ++j) {
                const quint64 key = pairKey(entities[i], entities[j]);
                if (info.read)
                    traffic.jointReadRps[key] += info.rpsAvg;
                else if (!traffic.jointWritePattern.contains(key))
                    traffic.jointWritePattern.insert(key, int(p));
            }
        }
    }
    return traffic;
}

constexpr const char *kKindWords[] = {QT_TRANSLATE_NOOP("cosmos::AnalysisTr", "one-to-one"),
    QT_TRANSLATE_NOOP("cosmos::AnalysisTr", "one-to-few"), QT_TRANSLATE_NOOP("cosmos::AnalysisTr", "one-to-many"),
    QT_TRANSLATE_NOOP("cosmos::AnalysisTr", "many-to-many")};
static_assert(std::size(kKindWords) == std::size_t(RelationshipKind::ManyToMany) + 1);

Text kindText(RelationshipKind kind)
{
    return AnalysisTr::tr(labelIn(kKindWords, kind));
}

// Children per parent as stated, else the relationship kind's: one for one-to-one.
std::optional<double> childrenOrKindDefault(std::optional<double> stated, RelationshipKind kind)
{
    if (stated)
        return stated;
    if (kind == RelationshipKind::OneToOne)
        return 1.0;
    return std::nullopt;
}

std::optional<double> averageChildren(const Relationship &r)
{
    return childrenOrKindDefault(r.avgChildren, r.kind);
}

std::optional<double> maximumChildren(const Relationship &r)
{
    return childrenOrKindDefault(r.maxChildren, r.kind);
}

std::optional<SubsetProposal> findLatestN(const ModelIndex &index, int parent, int child)
{
    for (const PatternInfo &info : index.patterns()) {
        if (!info.read || !info.touches(parent) || !info.touches(child) || !info.pattern->resultCount)
            continue;
        for (const ResolvedSort &sort : info.sort)
            if (sort.order == SortOrder::Desc && sort.entity == child)
                return SubsetProposal {info.pattern->id, int(info.resultCount)};
    }
    return std::nullopt;
}

class RuleTable {
public:
    RuleTable(const ModelIndex &index, const AssumptionValues &a, const Traffic &traffic, bool explain)
        : m_index(index)
        , m_a(a)
        , m_traffic(traffic)
        , m_explain(explain)
    {
        for (int e = 0; e < index.entityCount(); ++e) {
            m_chainAvgKB.push_back(index.avgKB(e));
            m_chainMaxKB.push_back(index.maxKB(e));
        }
    }

    // Sentences or none from here on; the decisions are the same either way.
    void setExplain(bool explain) { m_explain = explain; }

    // RULES.md section 12: a child that embeds a grandchild brings it along, so the
    // size limits see the whole chain. Sizes of each entity with what the decisions
    // embed in it; true when they changed.
    bool updateChainSizes(const std::vector<RelationshipAnalysis> &decided)
    {
        const Model &model = m_index.model();
        std::vector<double> avg, max;
        for (int e = 0; e < m_index.entityCount(); ++e) {
            avg.push_back(m_index.avgKB(e));
            max.push_back(m_index.maxKB(e));
        }
        // Bottom-up by repeated relaxation; embedding chains are at most as deep as the
        // number of relationships, and cycles cannot embed (a document cannot hold itself).
        for (size_t round = 0; round <= decided.size(); ++round) {
            bool changed = false;
            std::vector<double> nextAvg(avg.size()), nextMax(max.size());
            for (int e = 0; e < m_index.entityCount(); ++e) {
                nextAvg[size_t(e)] = m_index.avgKB(e);
                nextMax[size_t(e)] = m_index.maxKB(e);
            }
            for (size_t i = 0; i < decided.size(); ++i) {
                if (decided[i].decision != Decision::SingleDocument || decided[i].selfRelationship)
                    continue;
                const Relationship &r = model.relationships[i];
                const int p = m_index.parentOf(r), c = m_index.childOf(r);
                const std::optional<double> maxChildren = maximumChildren(r);
                nextAvg[size_t(p)] += averageChildren(r).value_or(1) * avg[size_t(c)];
                nextMax[size_t(p)]
                    += (!maxChildren || isUnbounded(*maxChildren)) ? kUnbounded : *maxChildren * max[size_t(c)];
            }
            for (size_t e = 0; e < avg.size(); ++e)
                changed = changed || nextAvg[e] != avg[e] || nextMax[e] != max[e];
            avg = std::move(nextAvg);
            max = std::move(nextMax);
            if (!changed)
                break;
        }
        for (double &kb : avg)
            kb = std::min(kb, 1e12);
        const bool changed = avg != m_chainAvgKB || max != m_chainMaxKB;
        m_chainAvgKB = std::move(avg);
        m_chainMaxKB = std::move(max);
        return changed;
    }

    RelationshipAnalysis decide(const Relationship &r) const
    {
        const Subject s = subjectOf(r);
        RelationshipAnalysis out;
        out.id = r.id;
        out.parent = r.from;
        out.child = r.to;
        out.kind = r.kind;
        out.selfRelationship = (s.p == s.c);
        measure(out, s.p, s.c);
        sizes(out, r, s.p, s.c);
        if (m_explain)
            inputsLine(out, r, s.parentName, s.childName);

        if (out.selfRelationship)
            return selfReference(out, s);
        if (r.kind == RelationshipKind::ManyToMany)
            return manyToMany(out, s);
        if (m_explain)
            out.justification << AnalysisTr::tr("Rules 1–2 do not apply: the relationship is %1, not many-to-many.")
                                     .arg(kindText(r.kind));
        if (!out.correlation) {
            if (m_explain)
                out.justification << AnalysisTr::tr("No decision: %1").arg(out.undefinedReason);
            return out;
        }
        out.band = band(*out.correlation);
        askAboutCoupling(out, s);

        // Rules 3 to 6 in their order: the first that applies decides, and each one
        // that does not says why before the next is tried.
        using Rule = bool (RuleTable::*)(RelationshipAnalysis &, const Subject &) const;
        static constexpr Rule kCorrelationRules[]
            = {&RuleTable::singleDocument, &RuleTable::coLocated, &RuleTable::identifying, &RuleTable::atomicWrite};
        for (const Rule rule : kCorrelationRules)
            if ((this->*rule)(out, s))
                return out;
        return fire(out, 7, Decision::Separate, [&] {
            return AnalysisTr::tr(
                "Rule 7 applies: nothing ties %1 to %2 closely enough, so each keeps its own container.")
                .arg(s.childName, s.parentName);
        });
    }

private:
    // The relationship a rule looks at, resolved once.
    struct Subject {
        const Relationship &r;
        int p = -1; // parent entity
        int c = -1; // child entity
        QString parentName;
        QString childName;
    };

    Subject subjectOf(const Relationship &r) const
    {
        const int p = m_index.parentOf(r), c = m_index.childOf(r);
        return {r, p, c, m_index.entity(p).name, m_index.entity(c).name};
    }

    RelationshipAnalysis &selfReference(RelationshipAnalysis &out, const Subject &s) const
    {
        return fire(out, 7, Decision::Separate, [&] {
            return AnalysisTr::tr("%1 refers to other %1 items: a self-relationship is stored as a "
                                  "reference (an id, or an ancestor path for hierarchies) in the same "
                                  "container, never embedded in itself.")
                .arg(s.parentName);
        });
    }

    // Rules 1 and 2.
    RelationshipAnalysis &manyToMany(RelationshipAnalysis &out, const Subject &s) const
    {
        const std::optional<double> maxLinks = maximumChildren(s.r);
        const std::optional<double> maxParents = s.r.maxParents ? s.r.maxParents : maxLinks;
        const double limit = m_a[A::M2mEmbedMax];
        if (maxLinks && maxParents && atLeast(limit, *maxLinks) && atLeast(limit, *maxParents)) {
            return fire(out, 1, Decision::DuplicateIds, [&] {
                return AnalysisTr::tr("Rule 1 applies: many-to-many with at most %1 links per %2 and %3 per %4 "
                                      "(limit %5), so each side keeps the other's ids.")
                    .arg(formatNumber(*maxLinks), s.parentName, formatNumber(*maxParents), s.childName,
                        formatNumber(limit));
            });
        }
        if (m_explain)
            out.justification << AnalysisTr::tr("Rule 1 does not apply: %1.")
                                     .arg(!maxLinks || !maxParents
                                             ? AnalysisTr::tr("the maximum number of links is not known")
                                             : AnalysisTr::tr("up to %1 links per side exceeds the limit of %2")
                                                   .arg(formatNumber(std::max(*maxLinks, *maxParents)),
                                                       formatNumber(limit)));
        return fire(out, 2, Decision::EdgeContainer, [&] {
            return AnalysisTr::tr("Rule 2 applies: a many-to-many relationship with many links gets an edge "
                                  "container, one document per link in each direction, each partitioned by its "
                                  "own side.");
        });
    }

    void askAboutCoupling(RelationshipAnalysis &out, const Subject &s) const
    {
        if (m_explain && out.band == Band::ConsiderCarefully)
            out.couplingQuestions
                << AnalysisTr::tr("Do %1 and %2 need the same backup and restore?").arg(s.parentName, s.childName)
                << AnalysisTr::tr("Do they scale differently (one grows or spikes while the other does not)?")
                << AnalysisTr::tr("Do they need different consistency levels?");
    }

    // Rule 3, and when only the size stops it, the subset pattern and the item limit.
    bool singleDocument(RelationshipAnalysis &out, const Subject &s) const
    {
        const double corr = *out.correlation;
        const double alone = out.childAloneShare.value_or(0);
        const bool corrOk = atLeast(corr, m_a[A::SingleDocMin]);
        const bool sizeOk = out.embeddedMaxKB <= m_a[A::EmbedMaxKB] + kEpsilon;
        const bool aloneOk = alone < m_a[A::ChildAloneMax] - kEpsilon;
        if (corrOk && sizeOk && aloneOk) {
            fire(out, 3, Decision::SingleDocument, [&] {
                return AnalysisTr::tr("Rule 3 applies: correlation %1 ≥ %2, maximum embedded size %3 ≤ %4 and %5 "
                                      "is read alone %6 of the time (< %7), so %5 is embedded in %8.")
                    .arg(formatPercent(corr), formatPercent(m_a[A::SingleDocMin]), sizeText(out.embeddedMaxKB),
                        formatKB(m_a[A::EmbedMaxKB]), s.childName, formatPercent(alone),
                        formatPercent(m_a[A::ChildAloneMax]), s.parentName);
            });
            return true;
        }
        if (m_explain) {
            Texts failed;
            if (!corrOk)
                failed << AnalysisTr::tr("correlation %1 < %2")
                              .arg(formatPercent(corr), formatPercent(m_a[A::SingleDocMin]));
            if (!sizeOk)
                failed << AnalysisTr::tr("maximum embedded size %1 > %2")
                              .arg(sizeText(out.embeddedMaxKB), formatKB(m_a[A::EmbedMaxKB]));
            if (!aloneOk)
                failed << AnalysisTr::tr("%1 is read without %2 %3 of the time (≥ %4)")
                              .arg(s.childName, s.parentName, formatPercent(alone),
                                  formatPercent(m_a[A::ChildAloneMax]));
            out.justification << AnalysisTr::tr("Rule 3 (single document) does not apply: %1.")
                                     .arg(failed.join(QStringLiteral("; ")));
        }
        if (corrOk && aloneOk && !sizeOk)
            tooLargeToEmbed(out, s);
        if (m_explain && out.neverOneDocument)
            out.justification << (std::isinf(out.embeddedMaxKB)
                    ? AnalysisTr::tr("%1 with its %2 embedded has no size limit (the number of %2 per %1 is "
                                     "unbounded), so it would pass the %3 item limit: it can never be one "
                                     "document.")
                          .arg(s.parentName, s.childName, formatKB(m_a[A::DocumentMaxKB]))
                    : AnalysisTr::tr("%1 with its %2 embedded can reach %3, above the %4 item limit: it can "
                                     "never be one document.")
                          .arg(
                              s.parentName, s.childName, sizeText(out.embeddedMaxKB), formatKB(m_a[A::DocumentMaxKB])));
        return false;
    }

    void tooLargeToEmbed(RelationshipAnalysis &out, const Subject &s) const
    {
        out.sizeExceedsEmbedLimit = true;
        if (m_explain)
            out.justification << AnalysisTr::tr(
                "It would be embedded, but the maximum size %1 exceeds the limit of %2.")
                                     .arg(sizeText(out.embeddedMaxKB), formatKB(m_a[A::EmbedMaxKB]));
        out.subset = findLatestN(m_index, s.p, s.c);
        if (m_explain && out.subset)
            out.justification << AnalysisTr::tr("Subset pattern: %1 reads the latest %2; embed those in %3 and keep "
                                                "every %4 as its own document.")
                                     .arg(out.subset->patternId, QString::number(out.subset->latestCount), s.parentName,
                                         s.childName);
    }

    // Rule 4: co-locate by correlation.
    bool coLocated(RelationshipAnalysis &out, const Subject &s) const
    {
        const double corr = *out.correlation;
        if (atLeast(corr, m_a[A::MultiDocMin])) {
            fire(out, 4, Decision::MultiDocument, [&] {
                return AnalysisTr::tr(
                    "Rule 4 applies: correlation %1 ≥ %2, so %3 documents are stored beside %4 in one "
                    "container, partitioned by %4's key.")
                    .arg(formatPercent(corr), formatPercent(m_a[A::MultiDocMin]), s.childName, s.parentName);
            });
            return true;
        }
        if (m_explain)
            out.justification << AnalysisTr::tr("Rule 4 (multi-document) does not apply: correlation %1 < %2.")
                                     .arg(formatPercent(corr), formatPercent(m_a[A::MultiDocMin]));
        return false;
    }

    // Rule 5: an identifying relationship.
    bool identifying(RelationshipAnalysis &out, const Subject &s) const
    {
        const double corr = *out.correlation;
        if (s.r.identifying && atLeast(corr, m_a[A::IdentifyingMin])) {
            fire(out, 5, Decision::MultiDocument, [&] {
                return AnalysisTr::tr(
                    "Rule 5 applies: the relationship is identifying (%1 cannot exist without its %2 and "
                    "is looked up with the %2's id) and correlation %3 ≥ %4, so %1 documents are "
                    "partitioned by the %2's key; no cross-partition queries are needed.")
                    .arg(s.childName, s.parentName, formatPercent(corr), formatPercent(m_a[A::IdentifyingMin]));
            });
            return true;
        }
        if (m_explain)
            out.justification << AnalysisTr::tr("Rule 5 (identifying) does not apply: %1.")
                                     .arg(!s.r.identifying
                                             ? AnalysisTr::tr("the relationship is not identifying")
                                             : AnalysisTr::tr("correlation %1 < %2")
                                                   .arg(formatPercent(corr), formatPercent(m_a[A::IdentifyingMin])));
        return false;
    }

    // Rule 6: one atomic write over both.
    bool atomicWrite(RelationshipAnalysis &out, const Subject &s) const
    {
        const auto write = m_traffic.jointWritePattern.constFind(pairKey(s.p, s.c));
        if (write != m_traffic.jointWritePattern.constEnd()) {
            const QString patternId = m_index.patterns()[size_t(*write)].pattern->id;
            fire(out, 6, Decision::MultiDocument, [&] {
                return AnalysisTr::tr("Rule 6 applies: %1 writes %2 and %3 in one change; a transactional batch or "
                                      "stored procedure needs them in one logical partition.")
                    .arg(patternId, s.parentName, s.childName);
            });
            return true;
        }
        if (m_explain)
            out.justification << AnalysisTr::tr(
                "Rule 6 (atomic writes) does not apply: no write pattern changes %1 and %2 together.")
                                     .arg(s.parentName, s.childName);
        return false;
    }

    Band band(double corr) const
    {
        if (atLeast(corr, m_a[A::SingleDocMin]))
            return Band::Embed;
        if (atLeast(corr, m_a[A::MultiDocMin]))
            return Band::CoLocate;
        if (atLeast(corr, m_a[A::IdentifyingMin]))
            return Band::ConsiderCarefully;
        return Band::Separate;
    }

    // The sentence is only written when explaining: the live analysis needs the
    // decision, not the prose.
    template <typename Why>
    RelationshipAnalysis &fire(RelationshipAnalysis &out, int rule, Decision decision, Why why) const
    {
        out.rule = rule;
        out.decision = decision;
        if (m_explain)
            out.justification << why();
        return out;
    }

    void measure(RelationshipAnalysis &out, int p, int c) const
    {
        out.parentReadRps = m_traffic.readRps[size_t(p)];
        out.childReadRps = m_traffic.readRps[size_t(c)];
        out.jointReadRps = (p == c) ? out.parentReadRps : m_traffic.jointReadRps.value(pairKey(p, c), 0.0);
        if (out.parentReadRps > 0) {
            out.correlation = std::min(1.0, out.jointReadRps / out.parentReadRps);
            out.parentOnlyShare = 1.0 - *out.correlation;
        } else {
            out.undefinedReason = m_index.patternsOf(p).empty()
                ? AnalysisTr::tr("no access pattern touches %1, so the correlation is undefined.")
                      .arg(m_index.entity(p).name)
                : AnalysisTr::tr("no read pattern with traffic touches %1, so the correlation is undefined.")
                      .arg(m_index.entity(p).name);
        }
        if (out.childReadRps > 0)
            out.childAloneShare = std::max(0.0, (out.childReadRps - out.jointReadRps) / out.childReadRps);
    }

    void sizes(RelationshipAnalysis &out, const Relationship &r, int p, int c) const
    {
        const double avgChildren = averageChildren(r).value_or(1);
        const std::optional<double> maxChildren = maximumChildren(r);
        // The child with everything embedded in it (its own children, and theirs).
        const double childAvg = m_chainAvgKB[size_t(c)], childMax = m_chainMaxKB[size_t(c)];
        out.embeddedAvgKB = m_index.avgKB(p) + avgChildren * childAvg;
        out.embeddedMaxKB
            = (!maxChildren || isUnbounded(*maxChildren)) ? kUnbounded : m_index.maxKB(p) + *maxChildren * childMax;
        out.neverOneDocument = out.embeddedMaxKB > m_a[A::DocumentMaxKB];
    }

    void inputsLine(
        RelationshipAnalysis &out, const Relationship &r, const QString &parentName, const QString &childName) const
    {
        const std::optional<double> maxChildren = maximumChildren(r);
        const Text children
            = AnalysisTr::tr("%1 per %2 on average, at most %3")
                  .arg(averageChildren(r) ? Text(formatNumber(*averageChildren(r))) : AnalysisTr::tr("unknown"),
                      parentName,
                      !maxChildren                    ? AnalysisTr::tr("unknown")
                          : isUnbounded(*maxChildren) ? AnalysisTr::tr("unbounded")
                                                      : Text(formatNumber(*maxChildren)));
        const Text correlation = out.correlation
            ? AnalysisTr::tr("%1 of %2's reads (%3 of %4 RPS) also read %5")
                  .arg(formatPercent(*out.correlation), parentName, formatNumber(out.jointReadRps),
                      formatNumber(out.parentReadRps), childName)
            : AnalysisTr::tr("correlation undefined");
        const Text alone = out.childAloneShare ? AnalysisTr::tr("%1 is read without %2 %3 of the time")
                                                     .arg(childName, parentName, formatPercent(*out.childAloneShare))
                                               : AnalysisTr::tr("%1 is never read").arg(childName);
        // Two sentences, each one multi-argument arg(): chained arg() calls would
        // substitute again inside user-written names that contain "%1".
        const Text what = AnalysisTr::tr("Inputs: %1 → %2, %3, %4 %5; %6; %7.")
                              .arg(parentName, childName, kindText(r.kind), childName, children, correlation, alone);
        const Text how = AnalysisTr::tr("Embedded size %1 on average, %2 at most; %3; %4.")
                             .arg(sizeText(out.embeddedAvgKB), sizeText(out.embeddedMaxKB),
                                 r.identifying ? AnalysisTr::tr("identifying") : AnalysisTr::tr("not identifying"),
                                 r.childUpdatedIndependently
                                     ? AnalysisTr::tr("%1 is updated on its own").arg(childName)
                                     : AnalysisTr::tr("%1 changes with its %2").arg(childName, parentName));
        if (m_explain)
            out.justification << what + QStringLiteral(" ") + how;
    }

    const ModelIndex &m_index;
    const AssumptionValues &m_a;
    const Traffic &m_traffic;
    bool m_explain;
    std::vector<double> m_chainAvgKB; // per entity, with what the last decisions embed in it
    std::vector<double> m_chainMaxKB;
};

} // namespace

namespace {

// Every relationship decided, with its sentences when `explain` is true or it is the
// one relationship `explained` names.
std::vector<RelationshipAnalysis> decide(const ModelIndex &index, const AssumptionValues &assumptions, bool explain,
    std::optional<size_t> explained = std::nullopt)
{
    const Traffic traffic = measureTraffic(index);
    RuleTable table(index, assumptions, traffic, explain);
    const std::vector<Relationship> &relationships = index.model().relationships;
    std::vector<RelationshipAnalysis> out;
    // Decide, then decide again with the children's embedded sizes until they hold:
    // refusing an embedding only shrinks documents, so a few passes settle it; the
    // bound keeps a pathological model from looping.
    const size_t passes = std::min<size_t>(relationships.size() + 1, 8);
    for (size_t pass = 0; pass < passes; ++pass) {
        out.clear();
        out.reserve(relationships.size());
        for (size_t r = 0; r < relationships.size(); ++r) {
            if (explained)
                table.setExplain(explain || r == *explained);
            out.push_back(table.decide(relationships[r]));
        }
        if (!table.updateChainSizes(out))
            break;
    }
    return out;
}

} // namespace

std::vector<RelationshipAnalysis> decideAggregates(
    const ModelIndex &index, const AssumptionValues &assumptions, bool explain)
{
    return decide(index, assumptions, explain);
}

std::vector<DecisionExplanation> explainDecisions(const Model &model, const AssumptionValues &assumptions)
{
    const ModelIndex index(model);
    std::vector<DecisionExplanation> out;
    for (RelationshipAnalysis &r : decide(index, assumptions, true))
        out.push_back({std::move(r.justification), std::move(r.couplingQuestions)});
    return out;
}

DecisionExplanation explainDecision(const Model &model, const AssumptionValues &assumptions, size_t relationship)
{
    if (relationship >= model.relationships.size())
        return {};
    const ModelIndex index(model);
    RelationshipAnalysis r = std::move(decide(index, assumptions, false, relationship)[relationship]);
    return {std::move(r.justification), std::move(r.couplingQuestions)};
}

} // namespace cosmos

// SPDX-License-Identifier: MIT
// The candidate keys of one container (RULES.md section 6): its single keys, and the
// hierarchical ones built from them and from the patterns' filters. Pricing them is
// keyevaluation.cpp's.
#include "keyevaluation.h"

#include <QSet>

#include <algorithm>
#include <limits>

namespace cosmos {

namespace {

using A = AssumptionId;
constexpr size_t kTripleBase = 3; // best pairs extended to three levels
constexpr int kMaxLevels = 3;

bool scalar(const Attribute &attribute)
{
    return isScalar(attribute.type);
}

} // namespace

std::vector<KeyEvaluator::Candidate> KeyEvaluator::singleCandidates(
    const ContainerAnalysis &container, const std::vector<Load> &loads, std::vector<Candidate> *lower) const
{
    std::vector<Candidate> out;
    QSet<QString> seen;
    bool rootHasId = false;
    for (const QString &id : container.entities) {
        const Entity &entity = m_index.entity(id);
        for (const Attribute &attribute : entity.attributes) {
            if (id == container.rootEntity && attribute.type == AttributeType::Id)
                rootHasId = true;
            if (!scalar(attribute) || seen.contains(attribute.name))
                continue;
            seen.insert(attribute.name);
            const QString path = QLatin1Char('/') + attribute.name;
            // keyProperty(path) is the name itself unless the name holds a '/'.
            const Candidate key {{path}, {attribute.name.contains(QLatin1Char('/')) ? keyProperty(path) : attribute.name}};
            if (mayBeKey(container, entity, attribute, false))
                out.push_back(key);
            else if (lower && mayBeKey(container, entity, attribute, true))
                lower->push_back(key);
        }
    }
    if (!rootHasId && !seen.contains(QStringLiteral("id")))
        out.push_back(candidateOf({QStringLiteral("/id")}));
    // Small reference data read as a whole: one constant key value.
    const bool readWhole = std::any_of(loads.begin(), loads.end(), [](const Load &load) {
        return load.keyed
            && std::none_of(load.pattern->filters.begin(), load.pattern->filters.end(),
                [](const ResolvedFilter &f) { return f.op == FilterOp::Eq; });
    });
    if (readWhole && isSmallReferenceData(container) && !seen.contains(QStringLiteral("type")))
        out.push_back(candidateOf({QStringLiteral("/type")}));
    return out;
}

// RULES.md section 6: a key is a value every document of the container carries, with a
// known or derived number of values (a free-text title or body has none), not searched
// as text. The document ids qualify: one value per document. A lower level of a
// hierarchical key may be missing from the root's documents, which sit above it (a
// company's document under its tenant, without a user).
bool KeyEvaluator::mayBeKey(
    const ContainerAnalysis &container, const Entity &owner, const Attribute &attribute, bool lowerLevel) const
{
    if (attribute.fullText || (attribute.type != AttributeType::Id && !ModelIndex::distinctValues(attribute, owner)))
        return false;
    return std::all_of(container.entities.begin(), container.entities.end(), [&](const QString &id) {
        return (lowerLevel && id == container.rootEntity) || carries(container, id, attribute.name);
    });
}

// Whether an entity's documents carry a property: as an attribute, or as the value of
// an ancestor that shares their container (RULES.md section 4: co-located children are
// keyed by their root's key, which their parent knows).
bool KeyEvaluator::carries(const ContainerAnalysis &container, const QString &entityId, const QString &name) const
{
    int at = m_index.entityIndex(entityId);
    for (int depth = 0; at >= 0 && depth <= container.entities.size(); ++depth) {
        if (findAttribute(m_index.entity(at), name))
            return true;
        int parent = -1;
        for (int r : m_index.relationshipsOf(at)) {
            const Relationship &relationship = m_index.model().relationships[size_t(r)];
            const int from = m_index.parentOf(relationship);
            if (m_index.childOf(relationship) == at && from != at && container.entities.contains(relationship.from)) {
                parent = from;
                break;
            }
        }
        at = parent;
    }
    return false;
}

// A constant key suits small reference data only: known to be small (every document
// type counted, typed or derived), bounded, under typeKeyMaxGB. Its throughput limit is
// checked with the rest of the key's figures (finish()).
bool KeyEvaluator::isSmallReferenceData(const ContainerAnalysis &container) const
{
    return container.dataGB <= m_a[A::TypeKeyMaxGB]
        && std::all_of(container.entities.begin(), container.entities.end(), [&](const QString &id) {
               const Entity &entity = m_index.entity(id);
               return entity.growth == Growth::Bounded && entity.documentCount.has_value();
           });
}

// Hierarchical keys from the best single keys that some pattern gives together, level
// by level: pairs of the base keys, then the best pairs extended by a third. Whether a
// combination is given together is read from the per-property masks before the
// combination is built, so the many that no pattern gives cost no lists.
std::vector<KeyEvaluator::Candidate> KeyEvaluator::hierarchicalCandidates(
    const std::vector<Candidate> &base, const std::vector<Candidate> &lower, const std::vector<Load> &loads, Cache &cache)
{
    // Levels: the base keys first (any level), then the keys only a lower level may use.
    std::vector<const Candidate *> levels;
    for (const Candidate &key : base)
        levels.push_back(&key);
    for (const Candidate &key : lower)
        levels.push_back(&key);
    std::vector<const std::vector<char> *> masks;
    masks.reserve(levels.size());
    for (const Candidate *key : levels)
        masks.push_back(&givenBy(key->properties.front(), loads, cache));
    auto givenTogether = [&](std::initializer_list<size_t> keys) {
        for (size_t l = 0; l < loads.size(); ++l)
            if (std::all_of(keys.begin(), keys.end(), [&](size_t k) { return (*masks[k])[l] != 0; }))
                return true;
        return false;
    };
    std::vector<Candidate> out;
    std::vector<std::pair<size_t, size_t>> pairs;
    for (size_t first = 0; first < base.size(); ++first)
        for (size_t second = 0; second < levels.size(); ++second)
            if (first != second && givenTogether({first, second})) {
                pairs.emplace_back(first, second);
                out.push_back(*levels[first] + *levels[second]);
            }
    const size_t extended = kMaxLevels > 2 ? std::min(pairs.size(), kTripleBase) : 0;
    for (size_t i = 0; i < extended; ++i) {
        const auto [first, second] = pairs[i];
        for (size_t third = 0; third < levels.size(); ++third)
            if (third != first && third != second && givenTogether({first, second, third}))
                out.push_back(out[i] + *levels[third]);
    }
    return out;
}

// Hierarchical keys from each pattern's own filters: the keys it gives together,
// coarsest level first (a key every document carries before one only the lower levels
// do, then fewer values first), and every prefix of two or more levels of that order
// (a tenant's notes and a tenant user's notes give [/tenantId, /userId]). The best
// single keys alone can miss these: a tenant key over 20 GB ranks among the last.
// `known`: the hierarchical keys already in the table.
std::vector<KeyEvaluator::Candidate> KeyEvaluator::filterCandidates(const ContainerAnalysis &container,
    const std::vector<Candidate> &singles, const std::vector<Candidate> &lower, const std::vector<Load> &loads,
    const std::vector<Candidate> &known, Cache &cache) const
{
    struct Level {
        const Candidate *key;
        bool lowerOnly;
        const std::vector<char> *given;
        double values = -1; // worked out only for the levels some filter gives with another
    };
    std::vector<Level> levels;
    auto add = [&](const Candidate &key, bool lowerOnly) {
        const QString &path = key.paths.front();
        if (path == QLatin1String("/id") || path == QLatin1String("/type"))
            return;
        const std::vector<char> &given = givenBy(key.properties.front(), loads, cache);
        if (std::any_of(given.begin(), given.end(), [](char g) { return g != 0; }))
            levels.push_back({&key, lowerOnly, &given});
    };
    for (const Candidate &key : singles)
        add(key, false);
    for (const Candidate &key : lower)
        add(key, true);
    std::vector<Candidate> out;
    if (levels.size() < 2)
        return out;
    auto listed = [&](const QStringList &paths) {
        auto same = [&](const Candidate &key) { return key.paths == paths; };
        return std::any_of(known.begin(), known.end(), same) || std::any_of(out.begin(), out.end(), same);
    };
    QVarLengthArray<size_t, 8> givenHere;
    for (size_t l = 0; l < loads.size(); ++l) {
        if (!loads[l].keyed)
            continue;
        givenHere.clear();
        for (size_t i = 0; i < levels.size(); ++i)
            if ((*levels[i].given)[l])
                givenHere.push_back(i);
        if (givenHere.size() < 2)
            continue;
        for (size_t i : givenHere)
            if (levels[i].values < 0)
                levels[i].values = factsOf(container, levels[i].key->paths, levels[i].key->properties, cache)
                                       .distinctValues.value_or(std::numeric_limits<double>::infinity());
        std::stable_sort(givenHere.begin(), givenHere.end(), [&](size_t x, size_t y) {
            const Level &a = levels[x], &b = levels[y];
            return a.lowerOnly != b.lowerOnly ? b.lowerOnly : a.values < b.values;
        });
        if (levels[givenHere.front()].lowerOnly)
            continue; // only lower levels: none may lead
        Candidate key = *levels[givenHere.front()].key;
        for (qsizetype depth = 1; depth < std::min<qsizetype>(givenHere.size(), kMaxLevels); ++depth) {
            key = key + *levels[givenHere[depth]].key;
            if (!listed(key.paths))
                out.push_back(key);
        }
    }
    return out;
}

} // namespace cosmos

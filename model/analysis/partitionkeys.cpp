// SPDX-License-Identifier: MIT
#include "partitionkeys.h"

#include "analysistr.h"
#include "numberformat.h"

#include <QVarLengthArray>

#include <algorithm>
#include <cmath>

namespace cosmos {

namespace {

using A = AssumptionId;

QString propertyOf(const QString &path)
{
    QString property = path.mid(1);
    if (property.contains(QLatin1Char('/')))
        property.replace(QLatin1Char('/'), QLatin1Char('.'));
    return property;
}

// Numbers named like a time or a sequence ("createdAt", "eventTime", "ts", "seq"):
// the suffixes below, or "ts" alone, in any case.
bool isMonotonic(const Attribute &attribute)
{
    if (attribute.type == AttributeType::Datetime)
        return true;
    if (attribute.type != AttributeType::Number)
        return false;
    static const QLatin1String suffixes[] = {QLatin1String("At"), QLatin1String("Time"), QLatin1String("Timestamp"),
        QLatin1String("Date"), QLatin1String("Seq"), QLatin1String("Sequence")};
    const QString &name = attribute.name;
    return name.compare(QLatin1String("ts"), Qt::CaseInsensitive) == 0
        || std::any_of(std::begin(suffixes), std::end(suffixes),
            [&](QLatin1String suffix) { return name.endsWith(suffix, Qt::CaseInsensitive); });
}

// The attribute behind a key property: on the first of the container's document
// types that has it (the root entity comes first).
const Attribute *keyAttribute(
    const ModelIndex &index, const ContainerAnalysis &container, const QString &property, int *owner)
{
    for (const QString &id : container.entities) {
        const int e = index.entityIndex(id);
        if (const Attribute *attribute = findAttribute(index.entity(e), property)) {
            *owner = e;
            return attribute;
        }
    }
    return nullptr;
}

double clamp01(double value)
{
    return std::clamp(value, 0.0, 1.0);
}

} // namespace

KeyFacts describeKey(const ModelIndex &index, const ContainerAnalysis &container, const QStringList &paths,
    const AssumptionValues &a, bool explain)
{
    QStringList properties;
    properties.reserve(paths.size());
    for (const QString &path : paths)
        properties << propertyOf(path);
    return describeKey(index, container, paths, properties, a, explain);
}

KeyFacts describeKey(const ModelIndex &index, const ContainerAnalysis &container, const QStringList &paths,
    const QStringList &properties, const AssumptionValues &a, bool explain)
{
    KeyFacts facts;
    if (container.edgeContainer) {
        facts.hottestShare = 0;
        facts.distinctValues = std::nullopt;
        return facts;
    }
    double distinct = 1;
    double share = 1;
    bool known = true;
    for (qsizetype level = 0; level < paths.size(); ++level) {
        const QString &path = paths[level];
        int owner = -1;
        const Attribute *attribute = keyAttribute(index, container, properties[level], &owner);
        if (!attribute && path == QLatin1String("/type")) {
            share *= 1; // one constant value: everything in one logical partition
            continue;
        }
        if (!attribute && path == QLatin1String("/id")) {
            // The document id: one value per document.
            double documents = 0;
            for (const QString &id : container.entities)
                documents += index.documentCount(index.entityIndex(id));
            documents = std::max(1.0, documents);
            distinct *= documents;
            share /= documents;
            continue;
        }
        if (!attribute) {
            known = false;
            distinct *= a[A::LowCardinality];
            share /= a[A::LowCardinality];
            facts.cardinalityAssumed = true;
            if (explain)
                facts.assumed.push_back({path, {}, true});
            continue;
        }
        const Entity &entity = index.entity(owner);
        const std::optional<double> values = ModelIndex::distinctValues(*attribute, entity);
        if (!values) {
            known = false;
            facts.cardinalityAssumed = true;
            if (explain)
                facts.assumed.push_back({attribute->name, entity.name, false});
        }
        distinct *= values.value_or(a[A::LowCardinality]);
        share *= ModelIndex::hottestShare(*attribute, entity, a[A::LowCardinality]);
        facts.monotonic = facts.monotonic || isMonotonic(*attribute);
    }
    if (known)
        facts.distinctValues = distinct;
    facts.hottestShare = std::clamp(share, 1.0 / std::max(1.0, distinct), 1.0);
    return facts;
}

namespace {

struct Scorer {
    const ModelIndex &index;
    const ContainerAnalysis &container;
    const std::vector<KeyedTraffic> &traffic;
    const AssumptionValues &a;
    bool explain = true;
    DescribedKeys *described = nullptr;
    double addressedWeight = 0;

    // Share of the addressed request RU whose equality filters give all the paths;
    // with `prefixCredit`, requests giving only the first path count partly.
    // Per property, the addressed weight whose equality filters give it, summed in
    // traffic order (the order coverage() adds them in): one pass instead of one
    // filter scan per candidate.
    QHash<QString, double> givenWeight {};

    void indexTraffic()
    {
        for (const KeyedTraffic &t : traffic) {
            if (!t.addressed)
                continue;
            addressedWeight += t.weight;
            QVarLengthArray<const QString *, 8> counted;
            for (const ResolvedFilter &filter : t.pattern->filters) {
                if (filter.op != FilterOp::Eq
                    || std::any_of(counted.begin(), counted.end(), [&](const QString *c) { return *c == filter.path; }))
                    continue;
                counted.push_back(&filter.path);
                givenWeight[filter.path] += t.weight;
            }
        }
    }

    double coverage(const QStringList &properties, double prefixCredit, double *prefixOnly) const
    {
        if (properties.size() == 1) {
            if (addressedWeight <= 0)
                return 0;
            if (prefixOnly)
                *prefixOnly = 0;
            return givenWeight.value(properties.front(), 0.0) / addressedWeight;
        }
        double full = 0, prefix = 0;
        for (const KeyedTraffic &t : traffic) {
            if (!t.addressed)
                continue;
            int covered = 0;
            for (const QString &property : properties) {
                if (!t.pattern->filtersOnEq(property))
                    break;
                ++covered;
            }
            if (covered == properties.size())
                full += t.weight;
            else if (covered > 0)
                prefix += t.weight;
        }
        if (addressedWeight <= 0)
            return 0;
        if (prefixOnly)
            *prefixOnly = prefix / addressedWeight;
        return (full + prefixCredit * prefix) / addressedWeight;
    }

    // `properties`: the document property each path names.
    PartitionKeyCandidate score(const QStringList &paths, const QStringList &properties) const
    {
        PartitionKeyCandidate candidate;
        candidate.paths = paths;
        const KeyFacts facts = describeKey(index, container, paths, properties, a, explain);
        if (described)
            described->insert(paths.size() == 1 ? paths.front() : paths.join(QLatin1Char(',')), facts);
        double prefixOnly = 0;
        candidate.coverage = coverage(properties, paths.size() > 1 ? 0.5 : 0.0, &prefixOnly);
        candidate.distinctValues = facts.distinctValues;
        candidate.hottestShare = facts.hottestShare;
        candidate.monotonic = facts.monotonic;
        const double distinct = facts.distinctValues.value_or(a[A::LowCardinality]);
        candidate.lowCardinality = distinct < a[A::LowCardinality];

        const double card = facts.cardinalityAssumed ? 0.5 : clamp01(std::log10(std::max(1.0, distinct)) / 4.0);
        const double skew = clamp01(1.0 - 10.0 * facts.hottestShare);
        const double mono = facts.monotonic ? 0.0 : 1.0;
        double presence = 0;
        QStringList missing;
        for (const QString &id : container.entities) {
            const Entity &entity = index.entity(id);
            bool all = true;
            for (const QString &property : properties)
                all = all && findAttribute(entity, property);
            if (all)
                presence += 1;
            else
                missing << entity.name;
        }
        presence = container.entities.isEmpty() ? 1 : presence / double(container.entities.size());
        candidate.score = std::round((0.55 * candidate.coverage + 0.2 * card + 0.15 * skew + 0.1 * mono)
                              * (0.5 + 0.5 * presence) * 1000)
            / 1000;
        candidate.lookups = addressedWeight > 0;
        candidate.prefixOnlyShare = prefixOnly;
        candidate.missingFrom = missing;
        candidate.assumptions = facts.assumed;
        return candidate;
    }
};

} // namespace

std::vector<PartitionKeyCandidate> rankPartitionKeys(const ModelIndex &index, const ContainerAnalysis &container,
    const std::vector<KeyedTraffic> &traffic, const AssumptionValues &a, bool explain, DescribedKeys *described)
{
    std::vector<PartitionKeyCandidate> candidates;
    if (container.edgeContainer) {
        PartitionKeyCandidate edge;
        edge.paths = {QStringLiteral("/partitionKey")};
        edge.score = 1;
        edge.coverage = 1;
        edge.edge = true;
        candidates.push_back(edge);
        return candidates;
    }

    Scorer scorer {index, container, traffic, a, explain, described};
    scorer.indexTraffic();

    const Entity &root = index.entity(container.rootEntity);
    // Exactly as many as may come (each scalar attribute, one hierarchy): every
    // container of a large model keeps its table.
    candidates.reserve(root.attributes.size() + 1);
    for (const Attribute &attribute : root.attributes)
        if (isScalar(attribute.type)) {
            const QString path = QLatin1Char('/') + attribute.name;
            // The property is the name itself unless the name holds a '/'.
            candidates.push_back(scorer.score(
                {path}, {attribute.name.contains(QLatin1Char('/')) ? propertyOf(path) : attribute.name}));
        }

    auto better = [&](const PartitionKeyCandidate &x, const PartitionKeyCandidate &y) {
        if (x.score != y.score)
            return x.score > y.score;
        if (x.paths.size() != y.paths.size())
            return x.paths.size() < y.paths.size();
        return x.paths < y.paths;
    };
    std::sort(candidates.begin(), candidates.end(), better);

    // A natural hierarchy: the best key plus an id of a document type in this
    // container that patterns give together with it.
    if (!candidates.empty()) {
        const QString first = candidates.front().paths.front();
        const QString firstProperty = propertyOf(first);
        std::vector<const PatternInfo *> givingFirst; // the patterns that give the best key
        for (const KeyedTraffic &t : traffic)
            if (t.pattern->filtersOnEq(firstProperty))
                givingFirst.push_back(t.pattern);
        std::optional<PartitionKeyCandidate> hierarchical;
        for (const QString &id : container.entities) {
            const Entity &entity = index.entity(id);
            for (const Attribute &attribute : entity.attributes) {
                if (attribute.type != AttributeType::Id)
                    continue;
                const QString path = QLatin1Char('/') + attribute.name;
                if (path == first)
                    continue;
                const bool together = std::any_of(givingFirst.begin(), givingFirst.end(),
                    [&](const PatternInfo *pattern) { return pattern->filtersOnEq(attribute.name); });
                if (!together)
                    continue;
                PartitionKeyCandidate candidate = scorer.score({first, path}, {firstProperty, propertyOf(path)});
                if (!hierarchical || better(candidate, *hierarchical))
                    hierarchical = candidate;
            }
        }
        if (hierarchical) {
            candidates.push_back(*hierarchical);
            std::stable_sort(candidates.begin(), candidates.end(), better);
        }
    }
    return candidates;
}

Texts candidateReasons(const PartitionKeyCandidate &c, const AssumptionValues &a)
{
    Texts reasons;
    if (c.edge) {
        reasons << AnalysisTr::tr("Each link is written twice, once under each side's id, so either side's links are "
                                  "read from one logical partition.");
        return reasons;
    }
    if (c.paths.size() > 1)
        reasons << AnalysisTr::tr("Hierarchical key (MultiHash, version 2): %1.")
                       .arg(c.paths.join(QStringLiteral(" → "))); // the order of the levels, in any language
    if (c.lookups)
        reasons << AnalysisTr::tr("%1 of the request units that look documents up give it with an equality filter.")
                       .arg(formatPercent(c.coverage - (c.paths.size() > 1 ? 0.5 * c.prefixOnlyShare : 0)));
    else
        reasons << AnalysisTr::tr("No access pattern looks documents up here; writes carry the key in the document.");
    if (c.paths.size() > 1 && c.prefixOnlyShare > 0)
        reasons << AnalysisTr::tr("%1 more give only the first level (%2): prefix queries stay cheap.")
                       .arg(formatPercent(c.prefixOnlyShare), c.paths.front());
    if (c.distinctValues)
        reasons << (c.lowCardinality
                ? AnalysisTr::tr("Only %1 distinct values (< %2): few logical partitions, so "
                                 "traffic cannot spread.")
                      .arg(formatNumber(*c.distinctValues), formatNumber(a[AssumptionId::LowCardinality]))
                : AnalysisTr::tr("%1 distinct values.").arg(formatNumber(*c.distinctValues)));
    for (const AssumedCardinality &assumed : c.assumptions)
        reasons << (assumed.onNoDocument
                ? AnalysisTr::tr("%1 is not an attribute of any document type here; its cardinality is "
                                 "assumed to be %2.")
                      .arg(assumed.name, formatNumber(a[AssumptionId::LowCardinality]))
                : AnalysisTr::tr("The number of distinct %1 values is unknown; %2 is assumed (set "
                                 "distinctValues on %3.%1).")
                      .arg(assumed.name, formatNumber(a[AssumptionId::LowCardinality]), assumed.entity));
    reasons << AnalysisTr::tr("The most popular value receives %1 of the requests.").arg(formatPercent(c.hottestShare));
    if (c.monotonic)
        reasons << AnalysisTr::tr("It grows with time: new writes all go to the newest value.");
    if (!c.missingFrom.isEmpty())
        reasons << AnalysisTr::tr("Missing from %1 documents: they would need a copy of it.")
                       .arg(c.missingFrom.join(QStringLiteral(", ")));
    return reasons;
}

} // namespace cosmos

// SPDX-License-Identifier: MIT
#include "indexing.h"

#include "analysistr.h"
#include "numberformat.h"

#include <QHash>

#include <algorithm>

namespace cosmos {

namespace {

using A = AssumptionId;
constexpr int kCompositeMinPaths = 2; // Azure: a composite index has 2 to 8 paths
constexpr int kCompositeMaxPaths = 8;
constexpr double kEpsilon = 1e-9;

const QString kArray = QStringLiteral("[]");

bool holds(const ContainerAnalysis &container, const QString &entityId)
{
    if (container.entities.contains(entityId))
        return true;
    for (const auto &[holder, children] : container.embedded)
        if (children.contains(entityId))
            return true;
    return false;
}

// A filtered or sorted property as the index sees it.
struct IndexedUse {
    PropertyPath path;
    QString leaf;       // "?" or "*"
    bool scalar = true; // can be part of a composite index
};

class Planner {
public:
    Planner(const ModelIndex &index, const ContainerAnalysis &container,
        const std::vector<RelationshipAnalysis> &relationships, const AssumptionValues &a)
        : m_index(index)
        , m_container(container)
        , m_relationships(relationships)
        , m_a(a)
    { }

    IndexingPolicy run(const std::vector<ContainerLoad> &load)
    {
        const std::vector<PropertyPath> properties = documentProperties(m_index.model(), m_container);
        m_policy.documentProperties = int(properties.size());
        for (const ContainerLoad &l : load)
            take(*l.pattern, *l.request);
        decide(properties);
        return std::move(m_policy);
    }

private:
    // Where an entity sits in the documents, once per entity: every filter on it asks.
    const PropertyPath &prefixOf(const QString &entityId)
    {
        auto it = m_prefixes.find(entityId);
        if (it == m_prefixes.end())
            it = m_prefixes.insert(entityId, documentPrefix(m_index.model(), m_container, entityId));
        return *it;
    }

    // The entity whose documents here hold a filtered or sorted property: the one it
    // was resolved to, or, when that one lives in another container, a document type
    // this request reads here with a property of the same name (a shipment's orderId
    // when the filter was written for the order's).
    struct Holder {
        const Entity *entity = nullptr; // null: it lives in another container
        const Attribute *attribute = nullptr;
    };
    Holder holderOf(const ResolvedProperty &property, const SubRequest &request) const
    {
        const Entity &resolved = m_index.entity(property.entity);
        if (holds(m_container, resolved.id))
            return {&resolved, property.attribute};
        for (const QString &type : request.documentTypes) {
            const int index = m_index.entityIndex(type);
            if (index < 0)
                continue;
            if (const Attribute *same = findAttribute(m_index.entity(index), property.path))
                return {&m_index.entity(index), same};
        }
        return {};
    }

    // The other side's id, kept by the request's documents in an array (duplicated
    // ids): ARRAY_CONTAINS(c.courseIds, @courseId) looks at its elements.
    std::optional<IndexedUse> linkedIds(const ResolvedProperty &property, const SubRequest &request)
    {
        if (!property.attribute || property.attribute->type != AttributeType::Id)
            return std::nullopt;
        const QString other = m_index.entity(property.entity).id;
        for (const QString &type : request.documentTypes) {
            const QString ids = linkedIdsProperty(m_index.model(), m_relationships, type, other);
            if (!ids.isEmpty())
                return IndexedUse {prefixOf(type) + PropertyPath {ids, kArray}, QStringLiteral("?"), false};
        }
        return std::nullopt;
    }

    std::optional<IndexedUse> locate(
        const ResolvedProperty &property, std::optional<FilterOp> op, const SubRequest &request)
    {
        if (property.entity < 0)
            return std::nullopt; // an attribute nobody declared: nothing to index
        const auto [entity, attribute] = holderOf(property, request);
        if (!entity)
            return linkedIds(property, request);
        IndexedUse use;
        use.path = prefixOf(entity->id) + attributePath(*entity, property.path);
        use.leaf = QStringLiteral("?");
        const AttributeType type = attribute ? attribute->type : AttributeType::String;
        if (op == FilterOp::Contains && type != AttributeType::String) {
            use.path << kArray; // ARRAY_CONTAINS looks at the elements
        } else if (type == AttributeType::Array) {
            use.path << kArray;
        } else if (type == AttributeType::Object) {
            use.leaf = QStringLiteral("*");
        }
        use.scalar = use.leaf == QLatin1String("?") && !use.path.contains(kArray);
        return use;
    }

    // The loads come pattern by pattern, each pattern's requests together and the
    // patterns in the model's order: while its loads are taken, a pattern can only be
    // the last of a list. Should the loads ever come apart or out of order, every list
    // is searched from then on. A search of every list for every load was quadratic in
    // a container of thousands of patterns.
    void beginPattern(const PatternInfo *info)
    {
        if (info == m_current)
            return;
        m_revisited = m_revisited || (m_current && std::less<const PatternInfo *>()(info, m_current));
        m_current = info;
    }

    void addPattern(QStringList &list, const QString &id) const
    {
        if (m_revisited ? list.contains(id) : !list.isEmpty() && list.constLast() == id)
            return;
        list << id;
    }

    void query(const IndexedUse &use, const QString &pattern)
    {
        const QString path = indexPath(use.path, use.leaf);
        for (QueriedProperty &property : m_policy.queried)
            if (property.path == path) {
                addPattern(property.patterns, pattern);
                return;
            }
        m_policy.queried.push_back({path, {pattern}});
        m_queriedPaths.push_back(use.path);
    }

    void take(const PatternInfo &info, const SubRequest &request)
    {
        const QString id = info.pattern->id;
        beginPattern(&info);
        if (request.kind == RouteKind::Write) {
            m_policy.writeDocumentsPerSecond += info.rpsAvg * request.documents;
            return;
        }
        if (request.kind == RouteKind::PointRead) {
            addPattern(m_policy.pointReadPatterns, id);
            return;
        }
        addPattern(m_policy.queryPatterns, id);
        if (m_container.edgeContainer) {
            // Links are always read as "the links of this side": by the key.
            query({{QStringLiteral("partitionKey")}, QStringLiteral("?"), true}, id);
            return;
        }
        std::vector<CompositeIndexPath> composite;
        bool compositeScalar = true;
        int equalities = 0;
        // What a request read apart leaves out is not queried by it (Router::readGroup).
        for (size_t f = 0; f < info.filters.size(); ++f) {
            if (request.skipsFilter(f))
                continue;
            const ResolvedFilter &filter = info.filters[f];
            // What a search ranks by is served by its vector or full-text index.
            if (filter.op == FilterOp::Near || (filter.op == FilterOp::Contains && searchesText(info.pattern->operation)))
                continue;
            const std::optional<IndexedUse> use = locate(filter, filter.op, request);
            if (!use)
                continue;
            query(*use, id);
            if (filter.op != FilterOp::Eq)
                continue;
            const QString path = indexPath(use->path, QString());
            if (std::any_of(composite.begin(), composite.end(), [&](const auto &p) { return p.path == path; }))
                continue;
            composite.push_back({path, SortOrder::Asc});
            compositeScalar = compositeScalar && use->scalar;
            ++equalities;
        }
        if (filtersOnType(m_container, request)) {
            query({{QStringLiteral("type")}, QStringLiteral("?"), true}, id);
            composite.push_back({QStringLiteral("/type"), SortOrder::Asc});
            ++equalities;
        }
        int sorts = 0;
        for (size_t k = 0; k < info.sort.size(); ++k) {
            if (request.skipsSort(k) || isSearch(info.pattern->operation)) // a search is ordered by its rank
                continue;
            const ResolvedSort &sort = info.sort[k];
            const std::optional<IndexedUse> use = locate(sort, std::nullopt, request);
            if (!use)
                continue;
            query(*use, id);
            composite.push_back({indexPath(use->path, QString()), sort.order});
            compositeScalar = compositeScalar && use->scalar;
            ++sorts;
        }
        // A composite index serves ORDER BY on two or more properties, or equality
        // filters with an ORDER BY.
        if (sorts == 0 || (sorts == 1 && equalities == 0))
            return;
        if (!compositeScalar) {
            m_policy.skippedComposites.push_back({id, SkippedComposite::Reason::NotScalar, int(composite.size())});
            return;
        }
        if (int(composite.size()) > kCompositeMaxPaths) {
            m_policy.skippedComposites.push_back({id, SkippedComposite::Reason::TooManyPaths, int(composite.size())});
            return;
        }
        if (int(composite.size()) < kCompositeMinPaths)
            return;
        for (CompositeIndex &existing : m_policy.composites)
            if (sameComposite(existing.paths, composite)) {
                addPattern(existing.patterns, id);
                return;
            }
        m_policy.composites.push_back({composite, {id}});
    }

    // Leaf properties below an object path ("/address/*" indexes all of them).
    int leavesBelow(const PropertyPath &path, const std::vector<PropertyPath> &properties) const
    {
        const int count = int(std::count_if(properties.begin(), properties.end(),
            [&](const PropertyPath &p) { return p.size() > path.size() && p.mid(0, path.size()) == path; }));
        return std::max(1, count);
    }

    void decide(const std::vector<PropertyPath> &properties)
    {
        const int queried = int(m_policy.queried.size());
        const int all = m_policy.documentProperties;
        m_policy.queriedShare = all > 0 ? double(queried) / all : (queried > 0 ? 1.0 : 0.0);
        m_policy.selective = m_policy.queriedShare <= m_a[A::SelectiveIndexMaxShare] + kEpsilon;
        const QString etag = QStringLiteral("/\"_etag\"/?");
        if (m_policy.selective) {
            for (size_t i = 0; i < m_policy.queried.size(); ++i) {
                m_policy.includedPaths << m_policy.queried[i].path;
                m_policy.indexedProperties += m_policy.queried[i].path.endsWith(QLatin1String("/*"))
                    ? leavesBelow(m_queriedPaths[i], properties)
                    : 1;
            }
            m_policy.excludedPaths << QStringLiteral("/*") << etag;
        } else {
            m_policy.includedPaths << QStringLiteral("/*");
            m_policy.excludedPaths << etag;
            m_policy.indexedProperties = all;
        }
        const double perPath = m_a[A::IndexedTermRu];
        m_policy.indexRuPerWrite = m_policy.indexedProperties * perPath;
        m_policy.fullIndexRuPerWrite = all * perPath;
        m_policy.indexRuPerSecond = m_policy.writeDocumentsPerSecond * m_policy.indexRuPerWrite;
        m_policy.fullIndexRuPerSecond = m_policy.writeDocumentsPerSecond * m_policy.fullIndexRuPerWrite;
    }

    const ModelIndex &m_index;
    const ContainerAnalysis &m_container;
    const std::vector<RelationshipAnalysis> &m_relationships;
    const AssumptionValues &m_a;
    IndexingPolicy m_policy;
    std::vector<PropertyPath> m_queriedPaths; // parallel to m_policy.queried
    QHash<QString, PropertyPath> m_prefixes;
    const PatternInfo *m_current = nullptr; // the pattern whose loads are being taken
    bool m_revisited = false;               // loads came apart: lists are searched
};

const char *orderName(SortOrder order)
{
    return order == SortOrder::Asc ? "ascending" : "descending";
}

QString compositeText(const CompositeIndex &composite)
{
    QStringList parts;
    for (const CompositeIndexPath &path : composite.paths)
        parts << path.path + QLatin1Char(' ') + QLatin1String(path.order == SortOrder::Asc ? "ASC" : "DESC");
    return QLatin1Char('(') + parts.join(QStringLiteral(", ")) + QLatin1Char(')');
}

} // namespace

QString indexPath(const PropertyPath &path, const QString &leaf)
{
    const auto plain = [](const QString &segment) {
        return !segment.isEmpty() && std::all_of(segment.begin(), segment.end(), [](QChar ch) {
            return (ch >= QLatin1Char('a') && ch <= QLatin1Char('z'))
                || (ch >= QLatin1Char('A') && ch <= QLatin1Char('Z'))
                || (ch >= QLatin1Char('0') && ch <= QLatin1Char('9')) || ch == QLatin1Char('_');
        });
    };
    QString out;
    qsizetype length = leaf.size() + 1; // the escapes below may grow it, rarely
    for (const QString &segment : path)
        length += segment.size() + 3;
    out.reserve(length);
    for (const QString &segment : path) {
        out += QLatin1Char('/');
        if (segment == kArray || plain(segment)) {
            out += segment;
        } else {
            QString escaped = segment;
            escaped.replace(QLatin1Char('\\'), QStringLiteral("\\\\"))
                .replace(QLatin1Char('"'), QStringLiteral("\\\""));
            out += QLatin1Char('"');
            out += escaped;
            out += QLatin1Char('"');
        }
    }
    if (!leaf.isEmpty()) {
        out += QLatin1Char('/');
        out += leaf;
    }
    return out;
}

bool filtersOnType(const ContainerAnalysis &container, const SubRequest &request)
{
    // A view or an index's copies (copiesOf) share the container with its own types.
    if (container.edgeContainer || container.entities.size() + container.copiesOf.size() < 2
        || request.kind == RouteKind::Write)
        return false;
    const auto foreign = [&](const QString &type) { return !request.documentTypes.contains(type); };
    return std::any_of(container.entities.begin(), container.entities.end(), foreign)
        || std::any_of(container.copiesOf.begin(), container.copiesOf.end(), foreign);
}

bool sameComposite(const std::vector<CompositeIndexPath> &a, const std::vector<CompositeIndexPath> &b)
{
    if (a.size() != b.size())
        return false;
    bool equal = true, reversed = true;
    for (size_t i = 0; i < a.size(); ++i) {
        if (a[i].path != b[i].path)
            return false;
        equal = equal && a[i].order == b[i].order;
        reversed = reversed && a[i].order != b[i].order;
    }
    return equal || reversed;
}

IndexingPolicy planIndexing(const ModelIndex &index, const ContainerAnalysis &container,
    const std::vector<RelationshipAnalysis> &relationships, const std::vector<ContainerLoad> &load,
    const AssumptionValues &assumptions)
{
    return Planner(index, container, relationships, assumptions).run(load);
}

Json indexingPolicyToJson(const IndexingPolicy &policy)
{
    Json included = Json::array();
    for (const QString &path : policy.includedPaths)
        included.push_back({{"path", path.toStdString()}});
    Json excluded = Json::array();
    for (const QString &path : policy.excludedPaths)
        excluded.push_back({{"path", path.toStdString()}});
    Json json {
        {"indexingMode", "consistent"}, {"automatic", true}, {"includedPaths", included}, {"excludedPaths", excluded}};
    if (!policy.composites.empty()) {
        Json composites = Json::array();
        for (const CompositeIndex &composite : policy.composites) {
            Json paths = Json::array();
            for (const CompositeIndexPath &path : composite.paths)
                paths.push_back({{"path", path.path.toStdString()}, {"order", orderName(path.order)}});
            composites.push_back(paths);
        }
        json["compositeIndexes"] = composites;
    }
    if (!policy.vectorIndexes.empty()) {
        Json vectors = Json::array();
        for (const auto &[path, type] : policy.vectorIndexes)
            vectors.push_back({{"path", path.toStdString()}, {"type", std::string(toName(type))}});
        json["vectorIndexes"] = vectors;
    }
    if (!policy.fullTextIndexes.isEmpty()) {
        Json texts = Json::array();
        for (const QString &path : policy.fullTextIndexes)
            texts.push_back({{"path", path.toStdString()}});
        json["fullTextIndexes"] = texts;
    }
    return json;
}

Texts indexingReasons(const IndexingPolicy &policy, const AssumptionValues &a)
{
    Texts reasons;
    const QString queried = QString::number(policy.queried.size());
    const QString all = QString::number(policy.documentProperties);
    if (policy.queried.empty())
        reasons << AnalysisTr::tr("No query runs on this container (point reads by id and partition key need no "
                                  "index), so every path is excluded and writes maintain no index.");
    else if (policy.selective)
        reasons << AnalysisTr::tr("Selective: the queries use %1 of the documents' %2 properties (%3, at most %4), "
                                  "so only those paths are indexed and the rest (\"/*\") is excluded.")
                       .arg(queried, all, formatPercent(policy.queriedShare),
                           formatPercent(a[A::SelectiveIndexMaxShare]));
    else
        reasons << AnalysisTr::tr("Everything indexed (\"/*\"): the queries use %1 of the documents' %2 properties "
                                  "(%3, more than %4), so a selective policy would save little.")
                       .arg(queried, all, formatPercent(policy.queriedShare),
                           formatPercent(a[A::SelectiveIndexMaxShare]));
    reasons << AnalysisTr::tr("The system property _etag is excluded: no query filters on it.");
    for (const CompositeIndex &composite : policy.composites)
        reasons << AnalysisTr::tr("Composite index %1 for %2: equality filters first, then the ORDER BY properties "
                                  "in query order.")
                       .arg(compositeText(composite), composite.patterns.join(QStringLiteral(", ")));
    for (const SkippedComposite &skipped : policy.skippedComposites)
        reasons << (skipped.reason == SkippedComposite::Reason::TooManyPaths
                ? AnalysisTr::tr("%1 would need a composite index of %2 properties; Azure allows at most %3, so "
                                 "none is defined and the query sorts with a single-property index.")
                      .arg(skipped.pattern, QString::number(skipped.paths), QString::number(kCompositeMaxPaths))
                : AnalysisTr::tr("%1 filters or sorts on a property inside an array or an object; composite "
                                 "indexes take scalar properties only, so none is defined for it.")
                      .arg(skipped.pattern));
    reasons << AnalysisTr::tr("Each document write maintains %1 indexed properties: about %2 RU (%1 × %3 RU, "
                              "assumption indexedTermRu), against %4 RU with all %5 properties indexed. At %6 "
                              "document writes/s on average that is %7 RU/s instead of %8 RU/s.")
                   .arg(QString::number(policy.indexedProperties), formatNumber(policy.indexRuPerWrite),
                       formatNumber(a[A::IndexedTermRu]), formatNumber(policy.fullIndexRuPerWrite), all,
                       formatNumber(policy.writeDocumentsPerSecond), formatRu(policy.indexRuPerSecond),
                       formatRu(policy.fullIndexRuPerSecond));
    return reasons;
}

} // namespace cosmos

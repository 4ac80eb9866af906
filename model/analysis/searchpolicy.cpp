// SPDX-License-Identifier: MIT
#include "searchpolicy.h"

#include "analysistr.h"
#include "documentshape.h"
#include "indexing.h"
#include "numberformat.h"

#include "model/document/modellookup.h"

#include <algorithm>

namespace cosmos {

namespace {

// Azure: quantizedFlat and diskANN indexes are built once a container holds 1,000
// vectors; until then a search reads every vector. At most 20 computed properties.
constexpr double kIndexBuildVectors = 1000;
constexpr size_t kMaxComputedProperties = 20;
const QString kArrayElement = QStringLiteral("[]"); // as documentshape.h writes it

class SearchPlanner {
public:
    SearchPlanner(const Model &model, const ContainerAnalysis &container)
        : m_model(model)
        , m_container(container)
    { }

    SearchPolicy plan()
    {
        for (const QString &id : documentEntities()) {
            const Entity *entity = ModelLookup::entity(m_model, id);
            if (!entity)
                continue;
            // Most entities search nothing: no paths are built for them.
            if (holdsSearchable(entity->attributes))
                walk(*entity, entity->attributes, documentPrefix(m_model, m_container, id), QString());
            for (const ComputedProperty &property : entity->computedProperties)
                addComputed(*entity, property);
        }
        if (m_policy.computedProperties.size() > kMaxComputedProperties)
            m_policy.notes << AnalysisTr::tr("Azure allows %1 computed properties per container; this one's document "
                                             "types declare %2: remove some or split the container.")
                                  .arg(QString::number(kMaxComputedProperties),
                                      QString::number(m_policy.computedProperties.size()));
        if (!m_policy.vectors.empty() || !m_policy.fullText.empty())
            m_policy.notes << AnalysisTr::tr("The vector and full-text policies are fixed when the container is "
                                             "created: a change later means a new container and a copy of the data.");
        return std::move(m_policy);
    }

private:
    QStringList documentEntities() const
    {
        QStringList ids = m_container.entities;
        for (const auto &[holder, embedded] : m_container.embedded)
            for (const QString &id : embedded)
                if (!ids.contains(id))
                    ids << id;
        return ids;
    }

    static bool holdsSearchable(const std::vector<Attribute> &attributes)
    {
        return std::any_of(attributes.begin(), attributes.end(), [](const Attribute &attribute) {
            return attribute.vector || attribute.fullText || holdsSearchable(attribute.attributes);
        });
    }

    void walk(const Entity &entity, const std::vector<Attribute> &attributes, const PropertyPath &prefix,
        const QString &dottedPrefix)
    {
        for (const Attribute &attribute : attributes) {
            if (!attribute.vector && !attribute.fullText && !holdsSearchable(attribute.attributes))
                continue;
            const PropertyPath path = prefix + PropertyPath {attribute.name};
            const QString dotted = dottedPrefix.isEmpty() ? attribute.name : dottedPrefix + QLatin1Char('.') + attribute.name;
            if (attribute.vector || attribute.fullText) {
                if (path.contains(kArrayElement))
                    m_policy.notes << AnalysisTr::tr("%1.%2 sits inside an array: Azure searches vectors and text "
                                                     "at document paths only, so it is left out of the container's "
                                                     "search policies.")
                                          .arg(entity.name, dotted);
                else
                    addSearchPath(entity, attribute, dotted, indexPath(path, QString()));
            }
            if (!attribute.attributes.empty())
                walk(entity, attribute.attributes,
                    attribute.type == AttributeType::Array ? path + PropertyPath {kArrayElement} : path, dotted);
        }
    }

    void addSearchPath(const Entity &entity, const Attribute &attribute, const QString &dotted, const QString &path)
    {
        if (attribute.vector)
            addVector(entity, attribute, dotted, path);
        if (attribute.fullText) {
            const auto same = std::find_if(m_policy.fullText.begin(), m_policy.fullText.end(),
                [&](const FullTextPath &existing) { return existing.path == path; });
            if (same == m_policy.fullText.end())
                m_policy.fullText.push_back({path, attribute.fullText->language});
        }
    }

    void addVector(const Entity &entity, const Attribute &attribute, const QString &dotted, const QString &path)
    {
        for (const VectorEmbedding &existing : m_policy.vectors)
            if (existing.path == path) {
                if (!(existing.spec == *attribute.vector))
                    m_policy.notes << AnalysisTr::tr("%1 is a vector of two document types with different "
                                                     "embeddings; the container's policy takes %2's.")
                                          .arg(path, nameOf(existing.entity));
                return;
            }
        m_policy.vectors.push_back({path, entity.id, dotted, *attribute.vector});
        const VectorIndexType index = attribute.vector->index;
        const std::optional<double> documents = entity.documentCount;
        if ((index == VectorIndexType::QuantizedFlat || index == VectorIndexType::DiskANN) && documents
            && *documents < kIndexBuildVectors)
            m_policy.notes << AnalysisTr::tr("%1.%2: a %3 index is built from 1,000 vectors on; with %4 documents "
                                             "every search reads all of them (a flat index serves them exactly).")
                                  .arg(entity.name, dotted, toQString(index), formatNumber(*documents, 0));
    }

    void addComputed(const Entity &entity, const ComputedProperty &property)
    {
        for (const ComputedProperty &existing : m_policy.computedProperties)
            if (existing.name == property.name) {
                if (existing.query != property.query)
                    m_policy.notes << AnalysisTr::tr("Two document types compute %1 differently; a container has "
                                                     "one definition of each computed property (%2 keeps its own "
                                                     "out).")
                                          .arg(property.name, entity.name);
                return;
            }
        m_policy.computedProperties.push_back(property);
    }

    QString nameOf(const QString &entityId) const
    {
        const Entity *entity = ModelLookup::entity(m_model, entityId);
        return entity ? entity->name : entityId;
    }

    const Model &m_model;
    const ContainerAnalysis &m_container;
    SearchPolicy m_policy;
};

} // namespace

SearchPolicy planSearch(const Model &model, const ContainerAnalysis &container)
{
    return SearchPlanner(model, container).plan();
}

void addSearchIndexes(const SearchPolicy &search, IndexingPolicy &policy)
{
    policy.vectorIndexes.clear();
    policy.fullTextIndexes.clear();
    const bool everythingExcluded = policy.excludedPaths.contains(QStringLiteral("/*"));
    for (const VectorEmbedding &vector : search.vectors) {
        if (vector.spec.index != VectorIndexType::None)
            policy.vectorIndexes.emplace_back(vector.path, vector.spec.index);
        const QString below = vector.path + QStringLiteral("/*");
        if (!everythingExcluded && !policy.excludedPaths.contains(below))
            policy.excludedPaths << below;
    }
    for (const FullTextPath &text : search.fullText)
        policy.fullTextIndexes << text.path;
}

namespace {

// The items as a JSON array, each written by `toJson`.
template <typename T, typename ToJson> Json jsonArray(const std::vector<T> &items, ToJson toJson)
{
    Json out = Json::array();
    for (const T &item : items)
        out.push_back(toJson(item));
    return out;
}

} // namespace

Json vectorEmbeddingPolicyToJson(const SearchPolicy &search)
{
    if (search.vectors.empty())
        return nullptr;
    const Json embeddings = jsonArray(search.vectors, [](const VectorEmbedding &vector) -> Json {
        return {{"path", vector.path.toStdString()}, {"dataType", std::string(toName(vector.spec.dataType))},
            {"distanceFunction", std::string(toName(vector.spec.distance))},
            {"dimensions", static_cast<long long>(vector.spec.dimensions.value_or(0))}};
    });
    return {{"vectorEmbeddings", embeddings}};
}

Json fullTextPolicyToJson(const SearchPolicy &search)
{
    if (search.fullText.empty())
        return nullptr;
    const Json paths = jsonArray(search.fullText, [](const FullTextPath &text) -> Json {
        return {{"path", text.path.toStdString()}, {"language", text.language.toStdString()}};
    });
    return {{"defaultLanguage", search.fullText.front().language.toStdString()}, {"fullTextPaths", paths}};
}

Json computedPropertiesToJson(const SearchPolicy &search)
{
    if (search.computedProperties.empty())
        return nullptr;
    return jsonArray(search.computedProperties, [](const ComputedProperty &property) -> Json {
        return {{"name", property.name.toStdString()}, {"query", property.query.toStdString()}};
    });
}

} // namespace cosmos

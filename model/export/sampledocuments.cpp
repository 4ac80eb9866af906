// SPDX-License-Identifier: MIT
#include "sampledocuments.h"

#include "samplevalues.h"
#include "model/document/modellookup.h"

#include "model/analysis/documentshape.h"

#include <QSet>

#include <cmath>

namespace cosmos {

// The entity's own id attribute: the id-typed one named after it, else the first.
const Attribute *ownIdAttribute(const Entity &entity)
{
    const Attribute *first = nullptr;
    for (const Attribute &attribute : entity.attributes) {
        if (attribute.type != AttributeType::Id)
            continue;
        if (!first)
            first = &attribute;
        const QString stem = SampleValues::idStem(attribute.name);
        if (stem == SampleValues::idStem(entity.id) || stem == SampleValues::idStem(entity.name))
            return &attribute;
    }
    return first;
}

LinkFields linkFields(const Model &model, const Relationship &relationship)
{
    const Entity *parent = ModelLookup::entity(model, relationship.from);
    const Entity *child = ModelLookup::entity(model, relationship.to);
    if (!parent || !child)
        return {};
    const Attribute *parentId = ownIdAttribute(*parent);
    const Attribute *childId = ownIdAttribute(*child);
    LinkFields fields;
    fields.parent = parentId ? parentId->name : embeddedPropertyName(parent->name, false) + QStringLiteral("Id");
    fields.child = childId ? childId->name : embeddedPropertyName(child->name, false) + QStringLiteral("Id");
    if (fields.child == fields.parent)
        fields.child = QStringLiteral("linked") + fields.child.at(0).toUpper() + fields.child.mid(1);
    return fields;
}

namespace {

constexpr int kMinDocuments = 5;
constexpr int kMaxDocuments = 10;
constexpr int kMaxEmbedded = 3; // elements shown per embedded array

QStringList segmentsOf(const QString &path)
{
    return path.mid(1).split(QLatin1Char('/'), Qt::SkipEmptyParts);
}

const OrderedJson *valueAt(const OrderedJson &document, const QStringList &segments)
{
    const OrderedJson *node = &document;
    for (const QString &segment : segments) {
        const std::string key = segment.toStdString();
        if (!node->is_object() || !node->contains(key))
            return nullptr;
        node = &node->at(key);
    }
    return node;
}

void setAt(OrderedJson &document, const QStringList &segments, const OrderedJson &value)
{
    OrderedJson *node = &document;
    for (qsizetype i = 0; i + 1 < segments.size(); ++i) {
        OrderedJson &next = (*node)[segments[i].toStdString()];
        if (!next.is_object())
            next = OrderedJson::object();
        node = &next;
    }
    (*node)[segments.back().toStdString()] = value;
}

QString idStemOf(const Entity &entity)
{
    const Attribute *id = ownIdAttribute(entity);
    return SampleValues::idStem(id ? id->name : entity.id);
}

class SampleWriter {
public:
    SampleWriter(const Model &model, const Analysis &analysis, const ContainerAnalysis &container)
        : m_model(model)
        , m_analysis(analysis)
        , m_container(container)
    {
    }

    OrderedJson run()
    {
        if (m_container.edgeContainer)
            return links();
        // A view or an index holds copies of another container's documents, alone or
        // beside the container's own.
        QStringList types = m_container.entities;
        for (const QString &copied : m_container.copiesOf)
            if (!types.contains(copied))
                types << copied;
        if (types.isEmpty() || !ModelLookup::entity(m_model, types.front()))
            return OrderedJson::array();
        m_copiesUsed = copiesAmong(types);
        // Two logical partitions show what is shared and what is not; a container
        // with one document type shows five of them.
        std::vector<int> perRoot;
        for (qsizetype t = 1; t < types.size(); ++t)
            perRoot.push_back(childrenPerRoot(types[t], int(types.size()) - 1));
        int roots = types.size() == 1 ? kMinDocuments : 2;
        auto total = [&] {
            int n = roots;
            for (int count : perRoot)
                n += roots * count;
            return n;
        };
        while (total() < kMinDocuments && roots < kMaxDocuments)
            ++roots;
        while (total() > kMaxDocuments && roots > 1)
            --roots;
        OrderedJson documents = OrderedJson::array();
        for (int r = 0; r < roots; ++r) {
            Partition partition;
            documents.push_back(document(types.front(), partition, true));
            for (qsizetype t = 1; t < types.size(); ++t)
                for (int i = 0; i < perRoot[size_t(t - 1)]; ++i)
                    documents.push_back(document(types[t], partition, false));
        }
        while (documents.size() > size_t(kMaxDocuments))
            documents.erase(documents.end() - 1);
        return documents;
    }

private:
    struct Partition {
        std::map<QString, OrderedJson> ids;    // id-like properties known in this partition
        std::map<QString, OrderedJson> copies; // "entity.attribute" → value, for copyOf
        std::vector<OrderedJson> keyValues;    // per partition key path
    };

    int childrenPerRoot(const QString &type, int childTypes) const
    {
        double average = 1;
        for (const Relationship &r : m_model.relationships)
            if (r.to == type && m_container.entities.contains(r.from)) {
                average = r.avgChildren.value_or(1);
                break;
            }
        const int budget = std::max(1, (kMaxDocuments - 2) / (2 * std::max(1, childTypes)));
        return std::clamp(int(std::lround(average)), 1, budget);
    }

    int nextOrdinal(const QString &entity) { return m_ordinals[entity]++; }

    // Whether an attribute written here copies another (copyOf takes its source's
    // value): of the document types and what they embed, not of the whole model, which
    // made writing every container's samples quadratic in the model's size.
    bool copiesAmong(const QStringList &types) const
    {
        QStringList pending = types;
        QSet<QString> seen;
        while (!pending.isEmpty()) {
            const QString id = pending.takeLast();
            if (seen.contains(id))
                continue;
            seen.insert(id);
            const Entity *entity = ModelLookup::entity(m_model, id);
            if (!entity)
                continue;
            for (const Attribute &attribute : entity->attributes)
                if (!attribute.copyOf.isEmpty())
                    return true;
            for (const EmbeddedChild &child : embeddedChildren(m_model, m_container, id))
                pending << child.entity;
        }
        return false;
    }

    OrderedJson attributeValue(const Attribute &attribute, const Entity &entity, int ordinal, Partition &p,
        const Attribute *ownId, const OrderedJson &ownIdValue) const
    {
        if (&attribute == ownId)
            return ownIdValue;
        if (const auto known = p.ids.find(attribute.name); known != p.ids.end())
            return known->second;
        if (!attribute.copyOf.isEmpty())
            if (const auto copy = p.copies.find(attribute.copyOf); copy != p.copies.end())
                return copy->second;
        return m_values.value(attribute, entity, ordinal);
    }

    // The properties of one entity (a document, or an element of an embedded array).
    OrderedJson body(const Entity &entity, int ordinal, Partition &p, OrderedJson out)
    {
        const Attribute *ownId = ownIdAttribute(entity);
        const OrderedJson ownIdValue = SampleValues::idValue(idStemOf(entity), ordinal).toStdString();
        for (const Attribute &attribute : entity.attributes) {
            const OrderedJson value = attributeValue(attribute, entity, ordinal, p, ownId, ownIdValue);
            out[attribute.name.toStdString()] = value;
            if (m_copiesUsed) {
                p.copies[entity.id + QLatin1Char('.') + attribute.name] = value;
                p.copies[entity.name + QLatin1Char('.') + attribute.name] = value;
            }
        }
        for (const EmbeddedChild &child : embeddedChildren(m_model, m_container, entity.id)) {
            const Entity *childEntity = ModelLookup::entity(m_model, child.entity);
            if (!childEntity)
                continue;
            if (!child.many) {
                out[child.property.toStdString()]
                    = body(*childEntity, nextOrdinal(child.entity), p, OrderedJson::object());
                continue;
            }
            const Relationship *r = ModelLookup::relationship(m_model, child.relationship);
            const int count = std::clamp(int(std::lround(r ? r->avgChildren.value_or(1) : 1)), 1, kMaxEmbedded);
            OrderedJson elements = OrderedJson::array();
            for (int i = 0; i < count; ++i)
                elements.push_back(body(*childEntity, nextOrdinal(child.entity), p, OrderedJson::object()));
            out[child.property.toStdString()] = elements;
        }
        linkedIds(entity, ordinal, out);
        return out;
    }

    // Many-to-many with few links: each side keeps the other's ids (rule 1).
    void linkedIds(const Entity &entity, int ordinal, OrderedJson &out) const
    {
        for (size_t i = 0; i < m_analysis.relationships.size() && i < m_model.relationships.size(); ++i) {
            const RelationshipAnalysis &ra = m_analysis.relationships[i];
            const Relationship &r = m_model.relationships[i];
            if (ra.decision != Decision::DuplicateIds || r.from == r.to)
                continue;
            const bool parentSide = r.from == entity.id;
            if (!parentSide && r.to != entity.id)
                continue;
            const Entity *other = ModelLookup::entity(m_model, parentSide ? r.to : r.from);
            if (!other)
                continue;
            const QString property = linkedIdsProperty(m_model, m_analysis.relationships, entity.id, other->id);
            if (findAttribute(entity, property))
                continue;
            const double links
                = parentSide ? r.avgChildren.value_or(2) : r.avgParents.value_or(r.avgChildren.value_or(2));
            OrderedJson ids = OrderedJson::array();
            for (int k = 0; k < std::clamp(int(std::lround(links)), 1, kMaxEmbedded); ++k)
                ids.push_back(SampleValues::idValue(idStemOf(*other), ordinal + k).toStdString());
            out[property.toStdString()] = ids;
        }
    }

    OrderedJson document(const QString &type, Partition &p, bool root)
    {
        const Entity &entity = *ModelLookup::entity(m_model, type);
        const int ordinal = nextOrdinal(type);
        OrderedJson doc = OrderedJson::object();
        const Attribute *ownId = ownIdAttribute(entity);
        doc["id"] = SampleValues::idValue(idStemOf(entity), ordinal).toStdString();
        // Key properties that this document type does not declare come first, so
        // the partition each document belongs to is visible at a glance.
        for (size_t k = 0; k < size_t(m_container.partitionKey.size()) && !root; ++k) {
            const QStringList segments = segmentsOf(m_container.partitionKey[qsizetype(k)]);
            if (!segments.isEmpty() && !findAttribute(entity, segments.join(QLatin1Char('.')))
                && k < p.keyValues.size())
                setAt(doc, segments, p.keyValues[k]);
        }
        doc["type"] = entity.id.toStdString();
        doc = body(entity, ordinal, p, doc);
        if (ownId)
            p.ids[ownId->name] = doc[ownId->name.toStdString()];
        for (qsizetype k = 0; k < m_container.partitionKey.size(); ++k) {
            const QStringList segments = segmentsOf(m_container.partitionKey[k]);
            if (segments.isEmpty())
                continue;
            if (root) {
                const OrderedJson *value = valueAt(doc, segments);
                p.keyValues.push_back(value
                        ? *value
                        : OrderedJson(
                            SampleValues::idValue(SampleValues::idStem(segments.back()), ordinal).toStdString()));
                setAt(doc, segments, p.keyValues.back());
                p.ids[segments.join(QLatin1Char('.'))] = p.keyValues.back();
            } else if (size_t(k) < p.keyValues.size()) {
                setAt(doc, segments, p.keyValues[size_t(k)]);
            }
        }
        if (root)
            for (const Attribute &attribute : entity.attributes)
                if (attribute.type == AttributeType::Id)
                    p.ids[attribute.name] = doc[attribute.name.toStdString()];
        if (m_container.defaultTtl == -1.0 && entity.ttlSeconds && *entity.ttlSeconds > 0)
            doc["ttl"] = static_cast<long long>(std::llround(*entity.ttlSeconds));
        return doc;
    }

    // Edge container: each link twice, once under each side's id.
    OrderedJson links()
    {
        OrderedJson documents = OrderedJson::array();
        const Relationship *r = ModelLookup::relationship(m_model, m_container.edgeRelationship);
        const Entity *parent = r ? ModelLookup::entity(m_model, r->from) : nullptr;
        const Entity *child = r ? ModelLookup::entity(m_model, r->to) : nullptr;
        if (!parent || !child)
            return documents;
        const LinkFields fields = linkFields(m_model, *r);
        const QString &parentKey = fields.parent;
        const QString &childKey = fields.child;
        const std::pair<int, int> pairs[] = {{0, 0}, {0, 1}, {1, 0}};
        for (const auto &[p, c] : pairs) {
            const QString from = SampleValues::idValue(idStemOf(*parent), p);
            const QString to = SampleValues::idValue(idStemOf(*child), c);
            for (const bool forward : {true, false}) {
                OrderedJson doc = OrderedJson::object();
                doc["id"] = (forward ? from + QLatin1Char('_') + to : to + QLatin1Char('_') + from).toStdString();
                doc["partitionKey"] = (forward ? from : to).toStdString();
                doc["type"] = r->id.toStdString();
                doc[parentKey.toStdString()] = from.toStdString();
                doc[childKey.toStdString()] = to.toStdString();
                documents.push_back(doc);
            }
        }
        return documents;
    }

    const Model &m_model;
    const Analysis &m_analysis;
    const ContainerAnalysis &m_container;
    SampleValues m_values;
    std::map<QString, int> m_ordinals;
    bool m_copiesUsed = false;
};

} // namespace

OrderedJson sampleDocuments(const Model &model, const Analysis &analysis, const ContainerAnalysis &container)
{
    return SampleWriter(model, analysis, container).run();
}

} // namespace cosmos

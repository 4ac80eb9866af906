// SPDX-License-Identifier: MIT
#include "documentinference.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace cosmos {

namespace {

// A value is recorded as the hottest only when it is clearly skewed: at least twice
// its uniform count n/distinct, and that count plus five standard deviations (the
// count of a uniform value is about Poisson), so that the largest of many uniform
// values in a small sample does not pass for skew. Otherwise the analysis's uniform
// default is the better figure.
constexpr double kSkewFactor = 2;
constexpr double kSkewDeviations = 5;
// Values seen once each, with the sketch's estimate at least this close to the number
// of values, are taken as all distinct (an id, an email).
constexpr double kAllDistinctRatio = 0.97;

// Rounded to `decimals` places; dividing by a power of ten gives the nearest double
// (0.7, not the 0.7000000000000001 that multiplying by 0.0001 would).
double roundTo(double value, int decimals)
{
    const double scale = std::pow(10.0, decimals);
    return std::round(value * scale) / scale;
}

QString entityId(const QString &name, const std::set<QString> &taken)
{
    QString base;
    for (const QChar c : name) {
        if (c.isLetterOrNumber())
            base += base.isEmpty() ? c.toLower() : c;
        else if (!base.isEmpty() && !base.endsWith(QLatin1Char('-')))
            base += QLatin1Char('-');
    }
    while (base.endsWith(QLatin1Char('-')))
        base.chop(1);
    if (base.isEmpty())
        base = QStringLiteral("entity");
    QString id = base;
    for (int n = 2; taken.count(id); ++n)
        id = QStringLiteral("%1%2").arg(base).arg(n);
    return id;
}

ValueKind dominantKind(const KindCounts &kinds)
{
    size_t best = size_t(ValueKind::Null);
    for (size_t k = 0; k < kValueKinds; ++k)
        if (k != size_t(ValueKind::Null) && kinds[k] > 0 && (best == size_t(ValueKind::Null) || kinds[k] > kinds[best]))
            best = k;
    // Strings of which only some read as dates are strings.
    if (ValueKind(best) == ValueKind::Datetime && kinds[size_t(ValueKind::String)] > 0)
        return ValueKind::String;
    if (ValueKind(best) == ValueKind::String && kinds[size_t(ValueKind::Datetime)] > 0)
        return ValueKind::String;
    return ValueKind(best);
}

AttributeType attributeType(ValueKind kind)
{
    switch (kind) {
    case ValueKind::Datetime: return AttributeType::Datetime;
    case ValueKind::Number: return AttributeType::Number;
    case ValueKind::Boolean: return AttributeType::Boolean;
    case ValueKind::Object: return AttributeType::Object;
    case ValueKind::Array: return AttributeType::Array;
    default: return AttributeType::String;
    }
}

// Distinct values and the hottest share from the sketch. `scale` turns "every value
// different" into the number the whole data set would have (documents on the account
// per document sampled).
void describeValues(Attribute &attribute, const ValueSketch &values, double scale)
{
    const double n = double(values.values());
    if (n == 0)
        return;
    const double distinct = std::max(1.0, std::round(values.distinctValues()));
    const double hottest = double(values.hottestCount());
    const bool allDistinct = hottest <= 1 && distinct >= kAllDistinctRatio * n;
    if (allDistinct) {
        attribute.distinctValues = std::max(1.0, std::round(n * scale));
        return;
    }
    attribute.distinctValues = distinct;
    const double uniform = n / distinct;
    const bool skewed = hottest >= kSkewFactor * uniform && hottest >= uniform + kSkewDeviations * std::sqrt(uniform);
    if (distinct > 1 && skewed)
        attribute.hottestValueShare = roundTo(hottest / n, 4);
}

// How deep the attributes of an inferred entity may nest: a model file nests at most
// 64 levels (JsonScanner::kMaxDepth) and each attribute level takes two (its object and
// its list of members), below three for the model, its entities and the entity.
constexpr int kMaxAttributeLevels = 24;

// Where attributes are read from, for the notes on what was left out.
struct AttributeWalk {
    double scale = 1;
    QString entity;
    QStringList *notes = nullptr;

    void note(const QString &text) const
    {
        if (notes && !notes->contains(text))
            notes->append(text);
    }
};

std::vector<Attribute> attributesOf(
    const ObjectProfile &object, const AttributeWalk &walk, const QString &path, int level);

Attribute attributeOf(const PropertyProfile &property, std::uint64_t parentObjects, const AttributeWalk &walk,
    const QString &path, int level)
{
    Attribute attribute;
    attribute.name = QString::fromStdString(property.name);
    const ValueKind kind = dominantKind(property.kinds);
    attribute.type = level == 1 && property.name == "id" ? AttributeType::Id : attributeType(kind);
    attribute.required = property.nonNull() == parentObjects;
    if (kind == ValueKind::Array && property.arrays > 0) {
        attribute.avgItems = roundTo(double(property.items) / double(property.arrays), 2);
        const ValueKind items = dominantKind(property.itemKinds);
        if (items != ValueKind::Object && items != ValueKind::Array && items != ValueKind::Null)
            attribute.itemType = attributeType(items);
    }
    const QString here = path.isEmpty() ? attribute.name : path + QLatin1Char('.') + attribute.name;
    if (property.members && level >= kMaxAttributeLevels)
        walk.note(QStringLiteral("%1: %2 nests deeper than %3 levels; its members are not listed")
                      .arg(walk.entity, here)
                      .arg(kMaxAttributeLevels));
    else if (property.members)
        attribute.attributes = attributesOf(*property.members, walk, here, level + 1);
    if (kind != ValueKind::Object)
        describeValues(attribute, property.values, walk.scale);
    return attribute;
}

std::vector<Attribute> attributesOf(
    const ObjectProfile &object, const AttributeWalk &walk, const QString &path, int level)
{
    std::vector<Attribute> attributes;
    attributes.reserve(object.properties().size());
    for (const PropertyProfile &property : object.properties()) {
        if (property.name.empty()) { // a model names every attribute
            walk.note(QStringLiteral("%1: a property with an empty name%2 is left out")
                          .arg(walk.entity, path.isEmpty() ? QString() : QStringLiteral(" in ") + path));
            continue;
        }
        attributes.push_back(attributeOf(property, object.objects(), walk, path, level));
    }
    return attributes;
}

} // namespace

DocumentInference::EntitySample &DocumentInference::entityFor(const SampleDocument &document, const QString &container)
{
    const auto type = document.find("type");
    const bool typed = type != document.end() && type->is_string() && !type->get_ref<const std::string &>().empty();
    const QString name = typed ? QString::fromStdString(type->get<std::string>()) : container;
    const QString key = (typed ? QStringLiteral("type:") : QStringLiteral("container:")) + name;
    auto [found, inserted] = m_byKey.try_emplace(key, m_entities.size());
    if (inserted) {
        m_entities.push_back(std::make_unique<EntitySample>());
        m_entities.back()->name = name;
        m_entities.back()->container = container;
    }
    EntitySample &entity = *m_entities[found->second];
    if (entity.container != container) {
        const QString warning = QStringLiteral("type \"%1\" is found in %2 and %3; the model places it in %2")
                                    .arg(name, entity.container, container);
        if (!m_warnings.contains(warning))
            m_warnings.append(warning);
    }
    return entity;
}

void DocumentInference::add(const SampleDocument &document, const QString &container)
{
    EntitySample &entity = entityFor(document, container);
    const std::uint64_t bytes = itemBytes(document);
    ++entity.documents;
    entity.totalBytes += bytes;
    entity.maxBytes = std::max(entity.maxBytes, bytes);
    entity.root.add(document);
    ++m_documents;
}

Model DocumentInference::model(const Options &options, QStringList *notes) const
{
    Model model;
    model.application.name = options.applicationName;
    std::set<QString> ids;
    for (const auto &sample : m_entities) {
        Entity entity;
        entity.name = sample->name;
        entity.id = entityId(sample->name, ids);
        ids.insert(entity.id);
        const auto counted = options.documentCounts.find(sample->name);
        const double documents = counted != options.documentCounts.end() ? counted->second : double(sample->documents);
        entity.documentCount = documents;
        // Rounded to the byte (0.001 KB), never to zero.
        entity.avgSizeKB = std::max(0.001, roundTo(double(sample->totalBytes) / double(sample->documents) / 1024, 3));
        entity.maxSizeKB = std::max(0.001, std::ceil(double(sample->maxBytes) / 1024 * 1000) / 1000);
        const AttributeWalk walk {documents / double(sample->documents), entity.name, notes};
        entity.attributes = attributesOf(sample->root, walk, QString(), 1);
        model.overrides.containers[entity.id] = sample->container;
        model.entities.push_back(std::move(entity));
    }
    return model;
}

} // namespace cosmos

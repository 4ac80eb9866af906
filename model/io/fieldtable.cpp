// SPDX-License-Identifier: MIT
#include "fieldtable.h"

#include "modeljson.h"
#include "model/document/repeats.h"

#include <algorithm>

namespace cosmos {

namespace {

using Presence = ObjectReader::Presence;
constexpr Presence kOptional = ObjectReader::Optional;
constexpr Presence kRequired = ObjectReader::Required;

// Whether a member is written when it holds nothing (an empty text, no number): the
// members FORMAT.md lists are always written; the later additions only when used,
// so files that do not use them read as they always did.
enum class Written { Always, WhenSet };

constexpr NumberRange kSizeKB {0, 1048576, false, nullptr};
constexpr NumberRange kCount {0, 1e15, true, nullptr};
constexpr NumberRange kCardinality {1, 1e15, true, nullptr};
constexpr NumberRange kShare {0, 1, false, "a share"};
constexpr NumberRange kChildren {0, 1e12, false, nullptr};
constexpr NumberRange kRps {0, 1e9, false, nullptr};
constexpr NumberRange kResults {0, 1e9, true, nullptr};
// TOP k of a search: a page of ranked results, not an export of the container.
constexpr NumberRange kTopK {1, 10000, true, nullptr};
constexpr NumberRange kLatency {0, 1e7, false, nullptr};
constexpr NumberRange kTtl {-1, 2147483647, true, "-1 or a number of seconds"};
// Azure's vectorEmbeddingPolicy takes 1 to 4,096 dimensions (a flat index 505 at most).
constexpr NumberRange kDimensions {1, 4096, true, nullptr};
constexpr double kFlatIndexMaxDimensions = 505;

std::string key(std::string_view name)
{
    return std::string(name);
}

Json optionalNumber(const std::optional<double> &value)
{
    return value ? Json(*value) : Json(nullptr);
}

// A required text must also be non-empty: ids, names and the attributes filters name.
template <typename T>
FieldDescriptor<T> text(
    std::string_view name, QString T::*member, Presence presence = kOptional, Written written = Written::Always)
{
    return {name,
        [=](ObjectReader &r, T &o, Diagnostics &) {
            o.*member = r.string(name.data(), presence, presence == kRequired);
        },
        [=](const T &o, Json &json) {
            if (written == Written::Always || !(o.*member).isEmpty())
                json[key(name)] = (o.*member).toStdString();
        }};
}

template <typename T>
FieldDescriptor<T> number(std::string_view name, std::optional<double> T::*member, const NumberRange &range,
    Written written = Written::Always)
{
    return {name, [=, &range](ObjectReader &r, T &o, Diagnostics &) { o.*member = r.number(name.data(), range); },
        [=](const T &o, Json &json) {
            if (written == Written::Always || (o.*member).has_value())
                json[key(name)] = optionalNumber(o.*member);
        }};
}

// A number that may be "unbounded" (kUnbounded in memory).
template <typename T>
FieldDescriptor<T> countOrUnbounded(std::string_view name, std::optional<double> T::*member, const NumberRange &range,
    Written written = Written::Always)
{
    return {name,
        [=, &range](ObjectReader &r, T &o, Diagnostics &) { o.*member = r.countOrUnbounded(name.data(), range); },
        [=](const T &o, Json &json) {
            const std::optional<double> &value = o.*member;
            if (written == Written::WhenSet && !value)
                return;
            json[key(name)] = value && isUnbounded(*value) ? Json("unbounded") : optionalNumber(value);
        }};
}

template <typename T> FieldDescriptor<T> boolean(std::string_view name, bool T::*member)
{
    return {name, [=](ObjectReader &r, T &o, Diagnostics &) { o.*member = r.boolean(name.data()); },
        [=](const T &o, Json &json) { json[key(name)] = o.*member; }};
}

template <typename T> FieldDescriptor<T> strings(std::string_view name, QStringList T::*member)
{
    return {name, [=](ObjectReader &r, T &o, Diagnostics &) { o.*member = r.stringList(name.data()); },
        [=](const T &o, Json &json) { json[key(name)] = stringArray(o.*member); }};
}

template <typename T, typename E>
FieldDescriptor<T> enumeration(std::string_view name, E T::*member, E fallback, Presence presence = kOptional)
{
    return {name,
        [=](ObjectReader &r, T &o, Diagnostics &) { o.*member = r.enumeration(name.data(), fallback, presence); },
        [=](const T &o, Json &json) { json[key(name)] = std::string(toName(o.*member)); }};
}

// An enumeration that may be absent, written as null (or left out).
template <typename T, typename E>
FieldDescriptor<T> optionalEnumeration(
    std::string_view name, std::optional<E> T::*member, Written written = Written::Always)
{
    return {name, [=](ObjectReader &r, T &o, Diagnostics &) { o.*member = r.enumOptional<E>(name.data()); },
        [=](const T &o, Json &json) {
            const std::optional<E> &value = o.*member;
            if (written == Written::WhenSet && !value)
                return;
            json[key(name)] = value ? Json(std::string(toName(*value))) : Json(nullptr);
        }};
}

// An array of objects that have a table of their own.
template <typename T, typename Item>
FieldDescriptor<T> objects(std::string_view name, std::vector<Item> T::*member, Written written = Written::Always)
{
    return {name,
        [=](ObjectReader &r, T &o, Diagnostics &diagnostics) {
            o.*member = readArray<Item>(r, name.data(), readFields<Item>, diagnostics);
        },
        [=](const T &o, Json &json) {
            const std::vector<Item> &items = o.*member;
            if (written == Written::WhenSet && items.empty())
                return;
            Json array = Json::array();
            for (const Item &item : items)
                array.push_back(writeFields(item));
            json[key(name)] = array;
        }};
}

// One member that is an object with a table of its own, absent when not used.
// `Holder` is std::optional<Item> or Boxed<Item>.
template <typename T, typename Holder> FieldDescriptor<T> optionalObject(std::string_view name, Holder T::*member)
{
    using Item = typename Holder::value_type;
    return {name,
        [=](ObjectReader &r, T &o, Diagnostics &diagnostics) {
            const Json *value = r.member(name.data());
            if (value && !value->is_null())
                o.*member = readFields<Item>(*value, r.pointerTo(name.data()), diagnostics);
        },
        [=](const T &o, Json &json) {
            if (const Holder &value = o.*member)
                json[key(name)] = writeFields(*value);
        }};
}

template <typename T> FieldDescriptor<T> reference(FieldDescriptor<T> field)
{
    field.reference = true;
    return field;
}

// Offers are written only when switched on, so files without them stay as they were.
FieldDescriptor<Application> offers()
{
    const std::string_view name = field::application::offers.name;
    return {name,
        [=](ObjectReader &r, Application &a, Diagnostics &diagnostics) {
            const Json *offers = r.member(name.data());
            if (!offers || offers->is_null())
                return;
            ObjectReader o(*offers, r.pointerTo(name.data()), diagnostics);
            a.offers.freeTier = o.boolean("freeTier");
            const double years = o.number("reservedCapacityYears", {0, 3, true, "0, 1 or 3"}).value_or(0);
            if (years == 2)
                o.error("reservedCapacityYears", QStringLiteral("expected 0, 1 or 3, got 2"));
            a.offers.reservedCapacityYears = years == 2 ? 0 : int(years);
        },
        [=](const Application &a, Json &json) {
            if (a.offers != Offers {})
                json[key(name)]
                    = {{"freeTier", a.offers.freeTier}, {"reservedCapacityYears", a.offers.reservedCapacityYears}};
        }};
}

// A time to live of 0 is not one Cosmos DB accepts: -1 (never expire) or seconds from 1.
FieldDescriptor<Entity> timeToLive()
{
    const std::string_view name = field::entity::ttlSeconds.name;
    FieldDescriptor<Entity> field = number(name, &Entity::ttlSeconds, kTtl);
    field.read = [=](ObjectReader &r, Entity &e, Diagnostics &) {
        e.ttlSeconds = r.number(name.data(), kTtl);
        if (e.ttlSeconds && *e.ttlSeconds == 0) {
            r.error(name.data(), QStringLiteral("expected -1 or a number of seconds from 1, got 0"));
            e.ttlSeconds.reset();
        }
    };
    return field;
}

// A field whose read is followed by a check of what it read against the rest of the
// object (read before it, in table order).
template <typename T>
FieldDescriptor<T> checkedAfterRead(FieldDescriptor<T> field, void (*check)(ObjectReader &, T &))
{
    field.read = [read = field.read, check](ObjectReader &r, T &object, Diagnostics &diagnostics) {
        read(r, object, diagnostics);
        check(r, object);
    };
    return field;
}

// A vector attribute has its embedding, and only a vector attribute has one; a flat
// index holds 505 dimensions at most (RULES.md section 14).
void checkVectorEmbedding(ObjectReader &r, Attribute &a)
{
    if (a.type != AttributeType::Vector) {
        if (a.vector)
            r.error("vector", QStringLiteral("only an attribute of type \"vector\" has an embedding; this one is "
                                             "of type \"%1\"")
                                  .arg(toQString(a.type)));
        a.vector.reset();
        return;
    }
    if (!a.vector) {
        r.error("vector", QStringLiteral("a vector attribute needs its embedding: {\"dimensions\": 1536, "
                                         "\"dataType\": \"float32\", \"distance\": \"cosine\", "
                                         "\"index\": \"diskANN\"}"));
        return;
    }
    if (a.vector->index == VectorIndexType::Flat && a.vector->dimensions
        && *a.vector->dimensions > kFlatIndexMaxDimensions)
        r.error("vector", QStringLiteral("a flat vector index holds at most 505 dimensions, got %1; use "
                                         "\"quantizedFlat\" or \"diskANN\" (up to 4,096)")
                              .arg(*a.vector->dimensions));
}

// Full-text search reads text: a string, or an array of strings.
void checkFullText(ObjectReader &r, Attribute &a)
{
    if (a.fullText && a.type != AttributeType::String && a.type != AttributeType::Array) {
        r.error("fullText", QStringLiteral("full-text search reads a string or an array of strings; this "
                                           "attribute is of type \"%1\"")
                                .arg(toQString(a.type)));
        a.fullText.reset();
    }
}

// A pattern names an attribute once in its projection and its sort, and filters on it
// once with each operator (repeats.h): a repeat changes neither the cost nor the
// indexes, and a query that repeats a projection or sort path is not one to deploy.
// (Two "contains" filters on one array could be two values, "tagged both a and b";
// they are priced as one, so they are one filter here too.)
void checkProjectionRepeats(ObjectReader &r, AccessPattern &p)
{
    for (const size_t i : repeatedItems(p.attributesNeeded))
        if (!p.attributesNeeded[qsizetype(i)].isEmpty()) // an empty one is reported as empty
            r.itemError(field::pattern::attributesNeeded.name.data(), i,
                QStringLiteral("lists the attribute \"%1\" twice").arg(p.attributesNeeded[qsizetype(i)]));
}

void checkSortRepeats(ObjectReader &r, AccessPattern &p)
{
    for (const size_t i : repeatedItems(p.sort))
        r.itemError(
            field::pattern::sort.name.data(), i, QStringLiteral("sorts by \"%1\" twice").arg(p.sort[i].attribute));
}

void checkFilterRepeats(ObjectReader &r, AccessPattern &p)
{
    for (const size_t i : repeatedItems(p.filters))
        r.itemError(field::pattern::filters.name.data(), i,
            QStringLiteral("filters on \"%1\" with \"%2\" twice")
                .arg(p.filters[i].attribute, QString::fromStdString(std::string(toName(p.filters[i].op)))));
}

FieldDescriptor<DesignAlternative> alternativeDesign()
{
    const std::string_view name = field::alternative::design.name;
    return {name,
        [=](ObjectReader &r, DesignAlternative &a, Diagnostics &diagnostics) {
            if (const Json *design = r.member(name.data(), kRequired))
                a.design = readDesign(*design, r.pointerTo(name.data()), diagnostics);
        },
        [=](const DesignAlternative &a, Json &json) { json[key(name)] = designToJson(a.design); }};
}

template <typename T> std::optional<FieldFacts> factsIn(std::string_view name)
{
    for (const FieldDescriptor<T> &field : fieldTable<T>())
        if (field.name == name)
            return FieldFacts {field.reference};
    return std::nullopt;
}

} // namespace

template <> const std::vector<FieldDescriptor<Application>> &fieldTable()
{
    namespace f = field::application;
    static const std::vector<FieldDescriptor<Application>> table {
        text(f::name.name, &Application::name),
        text(f::domain.name, &Application::domain),
        text(f::businessContext.name, &Application::businessContext),
        text(f::scaleNotes.name, &Application::scaleNotes),
        strings(f::regions.name, &Application::regions),
        boolean(f::multiRegionWrites.name, &Application::multiRegionWrites),
        enumeration(f::capacityMode.name, &Application::capacityMode, CapacityMode::Autoscale),
        enumeration(f::consistency.name, &Application::consistency, Consistency::Session),
        offers(),
    };
    return table;
}

template <> const std::vector<FieldDescriptor<Attribute>> &fieldTable()
{
    static const std::vector<FieldDescriptor<Attribute>> table {
        text("name", &Attribute::name, kRequired),
        enumeration("type", &Attribute::type, AttributeType::String, kRequired),
        boolean("required", &Attribute::required),
        boolean("unique", &Attribute::unique),
        text("uniqueGroup", &Attribute::uniqueGroup, kOptional, Written::WhenSet),
        number("distinctValues", &Attribute::distinctValues, kCardinality, Written::WhenSet),
        number("hottestValueShare", &Attribute::hottestValueShare, kShare, Written::WhenSet),
        text("copyOf", &Attribute::copyOf, kOptional, Written::WhenSet),
        objects("attributes", &Attribute::attributes, Written::WhenSet),
        optionalEnumeration("itemType", &Attribute::itemType, Written::WhenSet),
        number("avgItems", &Attribute::avgItems, kChildren, Written::WhenSet),
        checkedAfterRead(optionalObject("vector", &Attribute::vector), checkVectorEmbedding),
        checkedAfterRead(optionalObject("fullText", &Attribute::fullText), checkFullText),
    };
    return table;
}

template <> const std::vector<FieldDescriptor<VectorSpec>> &fieldTable()
{
    static const std::vector<FieldDescriptor<VectorSpec>> table {
        {"dimensions",
            [](ObjectReader &r, VectorSpec &v, Diagnostics &) { v.dimensions = r.number("dimensions", kDimensions, kRequired); },
            [](const VectorSpec &v, Json &json) { json["dimensions"] = optionalNumber(v.dimensions); }},
        enumeration("dataType", &VectorSpec::dataType, VectorDataType::Float32),
        enumeration("distance", &VectorSpec::distance, VectorDistance::Cosine),
        enumeration("index", &VectorSpec::index, VectorIndexType::DiskANN),
    };
    return table;
}

template <> const std::vector<FieldDescriptor<FullTextSpec>> &fieldTable()
{
    static const std::vector<FieldDescriptor<FullTextSpec>> table {
        {"language",
            [](ObjectReader &r, FullTextSpec &f, Diagnostics &) {
                f.language = r.string("language", kOptional, false);
                if (f.language.isEmpty())
                    f.language = QStringLiteral("en-US");
                else if (!fullTextLanguages().contains(f.language))
                    r.error("language", QStringLiteral("expected one of %1, got \"%2\"")
                                            .arg(fullTextLanguages().join(QStringLiteral(", ")), f.language));
            },
            [](const FullTextSpec &f, Json &json) { json["language"] = f.language.toStdString(); }},
    };
    return table;
}

template <> const std::vector<FieldDescriptor<ComputedProperty>> &fieldTable()
{
    static const std::vector<FieldDescriptor<ComputedProperty>> table {
        text("name", &ComputedProperty::name, kRequired),
        text("query", &ComputedProperty::query, kRequired),
    };
    return table;
}

template <> const std::vector<FieldDescriptor<Entity>> &fieldTable()
{
    namespace f = field::entity;
    static const std::vector<FieldDescriptor<Entity>> table {
        reference(text(f::id.name, &Entity::id, kRequired)),
        text(f::name.name, &Entity::name, kRequired),
        number(f::avgSizeKB.name, &Entity::avgSizeKB, kSizeKB),
        number(f::maxSizeKB.name, &Entity::maxSizeKB, kSizeKB),
        number(f::documentCount.name, &Entity::documentCount, kCount),
        enumeration(f::growth.name, &Entity::growth, Growth::Bounded),
        timeToLive(),
        reference(objects(f::attributes.name, &Entity::attributes)),
        reference(objects(f::computedProperties.name, &Entity::computedProperties, Written::WhenSet)),
    };
    return table;
}

template <> const std::vector<FieldDescriptor<Relationship>> &fieldTable()
{
    namespace f = field::relationship;
    static const std::vector<FieldDescriptor<Relationship>> table {
        reference(text(f::id.name, &Relationship::id, kRequired)),
        reference(text(f::from.name, &Relationship::from, kRequired)),
        reference(text(f::to.name, &Relationship::to, kRequired)),
        enumeration(f::kind.name, &Relationship::kind, RelationshipKind::OneToMany, kRequired),
        number(f::avgChildren.name, &Relationship::avgChildren, kChildren),
        countOrUnbounded(f::maxChildren.name, &Relationship::maxChildren, kChildren),
        number(f::avgParents.name, &Relationship::avgParents, kChildren, Written::WhenSet),
        countOrUnbounded(f::maxParents.name, &Relationship::maxParents, kChildren, Written::WhenSet),
        boolean(f::identifying.name, &Relationship::identifying),
        boolean(f::childUpdatedIndependently.name, &Relationship::childUpdatedIndependently),
    };
    return table;
}

template <> const std::vector<FieldDescriptor<Filter>> &fieldTable()
{
    static const std::vector<FieldDescriptor<Filter>> table {
        text("attribute", &Filter::attribute, kRequired),
        enumeration("op", &Filter::op, FilterOp::Eq),
    };
    return table;
}

template <> const std::vector<FieldDescriptor<SortKey>> &fieldTable()
{
    static const std::vector<FieldDescriptor<SortKey>> table {
        text("attribute", &SortKey::attribute, kRequired),
        enumeration("order", &SortKey::order, SortOrder::Asc),
    };
    return table;
}

template <> const std::vector<FieldDescriptor<AccessPattern>> &fieldTable()
{
    namespace f = field::pattern;
    static const std::vector<FieldDescriptor<AccessPattern>> table {
        reference(text(f::id.name, &AccessPattern::id, kRequired)),
        text(f::description.name, &AccessPattern::description),
        enumeration(f::operation.name, &AccessPattern::operation, Operation::Query, kRequired),
        reference(strings(f::entities.name, &AccessPattern::entities)),
        number(f::rpsAvg.name, &AccessPattern::rpsAvg, kRps),
        number(f::rpsPeak.name, &AccessPattern::rpsPeak, kRps),
        checkedAfterRead(objects(f::filters.name, &AccessPattern::filters), checkFilterRepeats),
        checkedAfterRead(objects(f::sort.name, &AccessPattern::sort), checkSortRepeats),
        checkedAfterRead(strings(f::attributesNeeded.name, &AccessPattern::attributesNeeded), checkProjectionRepeats),
        number(f::resultCount.name, &AccessPattern::resultCount, kResults),
        number(f::topK.name, &AccessPattern::topK, kTopK, Written::WhenSet),
        number(f::latencySloMs.name, &AccessPattern::latencySloMs, kLatency),
        optionalEnumeration(f::consistency.name, &AccessPattern::consistency),
        text(f::query.name, &AccessPattern::query),
        enumeration(f::status.name, &AccessPattern::status, PatternStatus::Draft),
    };
    return table;
}

template <> const std::vector<FieldDescriptor<DesignAlternative>> &fieldTable()
{
    namespace f = field::alternative;
    static const std::vector<FieldDescriptor<DesignAlternative>> table {
        reference(text(f::id.name, &DesignAlternative::id, kRequired)),
        reference(text(f::name.name, &DesignAlternative::name, kRequired)),
        text(f::note.name, &DesignAlternative::note),
        reference(alternativeDesign()),
    };
    return table;
}

std::optional<FieldFacts> fieldFacts(ObjectKind kind, std::string_view name)
{
    switch (kind) {
    case ObjectKind::Application:
        return factsIn<Application>(name);
    case ObjectKind::Entity:
        return factsIn<Entity>(name);
    case ObjectKind::Relationship:
        return factsIn<Relationship>(name);
    case ObjectKind::AccessPattern:
        return factsIn<AccessPattern>(name);
    case ObjectKind::Alternative:
        return factsIn<DesignAlternative>(name);
    case ObjectKind::Design:
        if (name == field::design::name.name || name == field::design::note.name)
            return FieldFacts {};
        return std::nullopt;
    default:
        return std::nullopt;
    }
}

} // namespace cosmos

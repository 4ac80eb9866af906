// SPDX-License-Identifier: MIT
#pragma once

#include "enums.h"

#include "model/document/assumptions.h"
#include "model/document/boxed.h"

#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <cmath>
#include <limits>
#include <map>
#include <optional>
#include <vector>

namespace cosmos {

using Json = nlohmann::json;

// The document types of the model file (FORMAT.md section 1). Plain values: they can
// be copied, compared and stored without any knowledge of views or analysis.
// Every struct keeps the JSON members this version does not know in `extra`, so a
// file written by a newer minor version survives a load/save untouched.

// maxChildren/maxParents may be "unbounded" in the file; in memory that is +infinity,
// which makes the size arithmetic of the rules come out right (∞ > any limit).
constexpr double kUnbounded = std::numeric_limits<double>::infinity();
inline bool isUnbounded(double value)
{
    return std::isinf(value);
}

// Offers the user can switch on (FORMAT.md section 4): they change the bill, not the design.
struct Offers {
    bool freeTier = false;
    int reservedCapacityYears = 0; // 0, 1 or 3

    bool operator==(const Offers &) const = default;
};

struct Application {
    QString name;
    QString domain;
    QString businessContext;
    QString scaleNotes;
    QStringList regions;
    bool multiRegionWrites = false;
    CapacityMode capacityMode = CapacityMode::Autoscale;
    Consistency consistency = Consistency::Session;
    Offers offers;
    Json extra = Json::object();

    bool operator==(const Application &) const = default;
};

// A vector attribute's embedding (FORMAT.md section 4): Azure's vectorEmbeddingPolicy
// entry and the vector index on its path.
struct VectorSpec {
    std::optional<double> dimensions;
    VectorDataType dataType = VectorDataType::Float32;
    VectorDistance distance = VectorDistance::Cosine;
    VectorIndexType index = VectorIndexType::DiskANN;
    Json extra = Json::object();

    bool operator==(const VectorSpec &) const = default;
};

// A full-text path: Azure's fullTextPolicy entry and full-text index.
struct FullTextSpec {
    QString language; // "en-US"
    Json extra = Json::object();

    bool operator==(const FullTextSpec &) const = default;
};

// A property computed by the container from each document ("SELECT VALUE … FROM c").
struct ComputedProperty {
    QString name;
    QString query;
    Json extra = Json::object();

    bool operator==(const ComputedProperty &) const = default;
};

struct Attribute {
    QString name;
    AttributeType type = AttributeType::String;
    bool required = false;
    bool unique = false;
    QString uniqueGroup;                     // composite unique key name, empty = none
    std::optional<double> distinctValues;    // cardinality
    std::optional<double> hottestValueShare; // 0..1; default uniform 1/distinct
    QString copyOf;                          // "entity.attribute" this one duplicates
    std::vector<Attribute> attributes;       // members of an object / array element
    std::optional<AttributeType> itemType;   // an array of scalars: the items' type
    std::optional<double> avgItems;          // an array: items per array on average
    Boxed<VectorSpec> vector;                // with type vector (boxed: 56 bytes on every attribute)
    Boxed<FullTextSpec> fullText;            // searched as text
    Json extra = Json::object();

    bool operator==(const Attribute &) const = default;
};

struct Entity {
    QString id;
    QString name;
    std::optional<double> avgSizeKB;
    std::optional<double> maxSizeKB;
    std::optional<double> documentCount;
    Growth growth = Growth::Bounded;
    std::optional<double> ttlSeconds; // -1: expiry on, items decide
    std::vector<Attribute> attributes;
    std::vector<ComputedProperty> computedProperties;
    Json extra = Json::object();

    bool operator==(const Entity &) const = default;
};

struct Relationship {
    QString id;
    QString from; // parent entity id
    QString to;   // child entity id
    RelationshipKind kind = RelationshipKind::OneToMany;
    std::optional<double> avgChildren;
    std::optional<double> maxChildren; // kUnbounded allowed
    std::optional<double> avgParents;  // many-to-many: links per child
    std::optional<double> maxParents;
    bool identifying = false;
    bool childUpdatedIndependently = false;
    Json extra = Json::object();

    bool operator==(const Relationship &) const = default;
};

struct Filter {
    QString attribute; // may be dotted, may be "entity.attr"
    FilterOp op = FilterOp::Eq;
    Json extra = Json::object();

    bool operator==(const Filter &) const = default;
};

struct SortKey {
    QString attribute;
    SortOrder order = SortOrder::Asc;
    Json extra = Json::object();

    bool operator==(const SortKey &) const = default;
};

// A search's TOP k when the pattern does not give one.
inline constexpr double kDefaultTopK = 10;

struct AccessPattern {
    QString id;
    QString description;
    Operation operation = Operation::PointRead;
    QStringList entities; // ordered; the first is the primary
    std::optional<double> rpsAvg;
    std::optional<double> rpsPeak;
    std::vector<Filter> filters;
    std::vector<SortKey> sort;
    QStringList attributesNeeded;
    std::optional<double> resultCount;
    std::optional<double> topK; // a search's TOP k: the results it ranks and returns
    std::optional<double> latencySloMs;
    std::optional<Consistency> consistency; // unset: the application's default
    QString query;
    PatternStatus status = PatternStatus::Draft;
    Json extra = Json::object();

    bool operator==(const AccessPattern &) const = default;
};

struct Overrides {
    std::map<QString, QString> containers;        // entity id -> container name
    std::map<QString, QStringList> partitionKeys; // container name -> key paths
    std::map<QString, RemedyKind> remedies;       // access pattern id -> how it is served
    Json extra = Json::object();

    bool operator==(const Overrides &) const = default;
};

struct LayoutPoint {
    double x = 0;
    double y = 0;
    Json extra = Json::object();

    bool operator==(const LayoutPoint &) const = default;
};

struct DesignAlternative;

// The whole model file. Reading it is free; changing it goes through
// ModelEditor (modeleditor.h), the one mutation API, so every change can be
// validated, undone and observed.
//
// The members from `application` to `extra` are one design. The file holds the
// current design at its top level and, in `alternatives`, what-if variants of it
// (each a design of its own, never with alternatives inside).
struct Model {
    static constexpr int kFormatVersion = 1;

    Application application;
    std::vector<Entity> entities;
    std::vector<Relationship> relationships;
    std::vector<AccessPattern> accessPatterns;
    Overrides overrides;
    std::map<QString, double> assumptions; // only the ones the user set
    std::vector<SizeCurvePoint> sizeCurve; // assumptions.sizeCurve; empty: Microsoft's measurements
    std::map<QString, LayoutPoint> layout; // entity id -> position
    Json extra = Json::object();

    // Not part of the design: what the file says about the current design among
    // its alternatives (empty until a design is switched in), and the variants.
    QString designName;
    QString designNote;
    std::vector<DesignAlternative> alternatives;

    bool operator==(const Model &) const = default;

    const Entity *entity(const QString &id) const;
    const Relationship *relationship(const QString &id) const;
    const AccessPattern *accessPattern(const QString &id) const;
    int entityIndex(const QString &id) const;
    int relationshipIndex(const QString &id) const;
    int accessPatternIndex(const QString &id) const;
    const DesignAlternative *alternative(const QString &id) const;
    int alternativeIndex(const QString &id) const;

    // The current design alone: this model without the file-level members
    // (designName, designNote, alternatives).
    Model design() const;
};

// A what-if variant of the current design, kept in the same file so it can be
// compared with it and switched to. `design` never holds alternatives itself.
struct DesignAlternative {
    QString id; // stable reference for edits; the name is display text
    QString name;
    QString note;
    Model design;
    Json extra = Json::object();

    bool operator==(const DesignAlternative &) const = default;
};

// Attribute lookup by dotted path ("address.city") within one entity.
const Attribute *findAttribute(const Entity &entity, const QString &dottedPath);

// The languages Azure's full-text policy accepts: English (generally available) and
// the languages of its multi-language preview.
const QStringList &fullTextLanguages();

} // namespace cosmos

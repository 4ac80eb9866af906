// SPDX-License-Identifier: MIT
#include "enums.h"

namespace cosmos {

namespace {
constexpr EnumName<CapacityMode> kCapacityModes[] = {
    {CapacityMode::Provisioned, "provisioned"},
    {CapacityMode::Autoscale, "autoscale"},
    {CapacityMode::Serverless, "serverless"},
};
static_assert(coversEveryValue(kCapacityModes, CapacityMode::Serverless));
constexpr EnumName<Consistency> kConsistencies[] = {
    {Consistency::Strong, "strong"},
    {Consistency::BoundedStaleness, "bounded-staleness"},
    {Consistency::Session, "session"},
    {Consistency::ConsistentPrefix, "consistent-prefix"},
    {Consistency::Eventual, "eventual"},
};
static_assert(coversEveryValue(kConsistencies, Consistency::Eventual));
constexpr EnumName<AttributeType> kAttributeTypes[] = {
    {AttributeType::String, "string"},
    {AttributeType::Number, "number"},
    {AttributeType::Boolean, "boolean"},
    {AttributeType::Datetime, "datetime"},
    {AttributeType::Object, "object"},
    {AttributeType::Array, "array"},
    {AttributeType::Id, "id"},
    {AttributeType::Vector, "vector"},
};
static_assert(coversEveryValue(kAttributeTypes, AttributeType::Vector));
constexpr EnumName<VectorDataType> kVectorDataTypes[] = {
    {VectorDataType::Float32, "float32"},
    {VectorDataType::Float16, "float16"},
    {VectorDataType::Int8, "int8"},
    {VectorDataType::Uint8, "uint8"},
};
static_assert(coversEveryValue(kVectorDataTypes, VectorDataType::Uint8));
constexpr EnumName<VectorDistance> kVectorDistances[] = {
    {VectorDistance::Cosine, "cosine"},
    {VectorDistance::DotProduct, "dotproduct"},
    {VectorDistance::Euclidean, "euclidean"},
};
static_assert(coversEveryValue(kVectorDistances, VectorDistance::Euclidean));
constexpr EnumName<VectorIndexType> kVectorIndexTypes[] = {
    {VectorIndexType::Flat, "flat"},
    {VectorIndexType::QuantizedFlat, "quantizedFlat"},
    {VectorIndexType::DiskANN, "diskANN"},
    {VectorIndexType::None, "none"},
};
static_assert(coversEveryValue(kVectorIndexTypes, VectorIndexType::None));
constexpr EnumName<Growth> kGrowths[] = {
    {Growth::Bounded, "bounded"},
    {Growth::Unbounded, "unbounded"},
};
static_assert(coversEveryValue(kGrowths, Growth::Unbounded));
constexpr EnumName<RelationshipKind> kRelationshipKinds[] = {
    {RelationshipKind::OneToOne, "one-to-one"},
    {RelationshipKind::OneToFew, "one-to-few"},
    {RelationshipKind::OneToMany, "one-to-many"},
    {RelationshipKind::ManyToMany, "many-to-many"},
};
static_assert(coversEveryValue(kRelationshipKinds, RelationshipKind::ManyToMany));
constexpr EnumName<Operation> kOperations[] = {
    {Operation::PointRead, "point-read"},
    {Operation::Query, "query"},
    {Operation::Create, "create"},
    {Operation::Replace, "replace"},
    {Operation::Patch, "patch"},
    {Operation::Upsert, "upsert"},
    {Operation::Delete, "delete"},
    {Operation::Batch, "batch"},
    {Operation::VectorSearch, "vector-search"},
    {Operation::FullTextSearch, "full-text-search"},
    {Operation::HybridSearch, "hybrid-search"},
};
static_assert(coversEveryValue(kOperations, Operation::HybridSearch));
constexpr EnumName<FilterOp> kFilterOps[] = {
    {FilterOp::Eq, "eq"},
    {FilterOp::Range, "range"},
    {FilterOp::Contains, "contains"},
    {FilterOp::Near, "near"},
};
static_assert(coversEveryValue(kFilterOps, FilterOp::Near));
constexpr EnumName<SortOrder> kSortOrders[] = {
    {SortOrder::Asc, "asc"},
    {SortOrder::Desc, "desc"},
};
static_assert(coversEveryValue(kSortOrders, SortOrder::Desc));
constexpr EnumName<PatternStatus> kPatternStatuses[] = {
    {PatternStatus::Draft, "draft"},
    {PatternStatus::Validated, "validated"},
};
static_assert(coversEveryValue(kPatternStatuses, PatternStatus::Validated));
constexpr EnumName<RemedyKind> kRemedyKinds[] = {
    {RemedyKind::None, "none"},
    {RemedyKind::Gsi, "gsi"},
    {RemedyKind::View, "view"},
    {RemedyKind::PassKey, "pass-key"},
};
static_assert(coversEveryValue(kRemedyKinds, RemedyKind::PassKey));
} // namespace

std::span<const EnumName<CapacityMode>> enumNames(CapacityMode)
{
    return kCapacityModes;
}
std::span<const EnumName<Consistency>> enumNames(Consistency)
{
    return kConsistencies;
}
std::span<const EnumName<AttributeType>> enumNames(AttributeType)
{
    return kAttributeTypes;
}
std::span<const EnumName<VectorDataType>> enumNames(VectorDataType)
{
    return kVectorDataTypes;
}
std::span<const EnumName<VectorDistance>> enumNames(VectorDistance)
{
    return kVectorDistances;
}
std::span<const EnumName<VectorIndexType>> enumNames(VectorIndexType)
{
    return kVectorIndexTypes;
}
std::span<const EnumName<Growth>> enumNames(Growth)
{
    return kGrowths;
}
std::span<const EnumName<RelationshipKind>> enumNames(RelationshipKind)
{
    return kRelationshipKinds;
}
std::span<const EnumName<Operation>> enumNames(Operation)
{
    return kOperations;
}
std::span<const EnumName<FilterOp>> enumNames(FilterOp)
{
    return kFilterOps;
}
std::span<const EnumName<SortOrder>> enumNames(SortOrder)
{
    return kSortOrders;
}
std::span<const EnumName<PatternStatus>> enumNames(PatternStatus)
{
    return kPatternStatuses;
}
std::span<const EnumName<RemedyKind>> enumNames(RemedyKind)
{
    return kRemedyKinds;
}

bool isScalar(AttributeType type)
{
    return type != AttributeType::Object && type != AttributeType::Array && type != AttributeType::Vector;
}

bool isRead(Operation op)
{
    return op == Operation::PointRead || op == Operation::Query || isSearch(op);
}

bool isSearch(Operation op)
{
    return searchesVectors(op) || searchesText(op);
}

bool searchesVectors(Operation op)
{
    return op == Operation::VectorSearch || op == Operation::HybridSearch;
}

bool searchesText(Operation op)
{
    return op == Operation::FullTextSearch || op == Operation::HybridSearch;
}

bool isWrite(Operation op)
{
    return !isRead(op);
}

} // namespace cosmos

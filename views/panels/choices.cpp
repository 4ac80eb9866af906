// SPDX-License-Identifier: MIT
#include "choices.h"

namespace cosmos {

namespace {
QString name(std::string_view view)
{
    return QString::fromUtf8(view.data(), qsizetype(view.size()));
}
} // namespace

Choices::List Choices::capacityModes()
{
    return {{name(toName(CapacityMode::Provisioned)), tr("Provisioned (manual)")},
        {name(toName(CapacityMode::Autoscale)), tr("Autoscale")},
        {name(toName(CapacityMode::Serverless)), tr("Serverless")}};
}

Choices::List Choices::consistencies()
{
    return {{name(toName(Consistency::Strong)), tr("Strong")},
        {name(toName(Consistency::BoundedStaleness)), tr("Bounded staleness")},
        {name(toName(Consistency::Session)), tr("Session")},
        {name(toName(Consistency::ConsistentPrefix)), tr("Consistent prefix")},
        {name(toName(Consistency::Eventual)), tr("Eventual")}};
}

Choices::List Choices::attributeTypes()
{
    return {{name(toName(AttributeType::Id)), tr("id")}, {name(toName(AttributeType::String)), tr("string")},
        {name(toName(AttributeType::Number)), tr("number")}, {name(toName(AttributeType::Boolean)), tr("boolean")},
        {name(toName(AttributeType::Datetime)), tr("date/time")}, {name(toName(AttributeType::Object)), tr("object")},
        {name(toName(AttributeType::Array)), tr("array")}, {name(toName(AttributeType::Vector)), tr("vector")}};
}

// The data types are Azure's own names, the same in every language.
Choices::List Choices::vectorDataTypes()
{
    List out;
    for (const VectorDataType type : {VectorDataType::Float32, VectorDataType::Float16, VectorDataType::Int8,
             VectorDataType::Uint8})
        out.append({name(toName(type)), name(toName(type))});
    return out;
}

Choices::List Choices::vectorDistances()
{
    return {{name(toName(VectorDistance::Cosine)), tr("cosine")},
        {name(toName(VectorDistance::DotProduct)), tr("dot product")},
        {name(toName(VectorDistance::Euclidean)), tr("Euclidean")}};
}

Choices::List Choices::vectorIndexTypes()
{
    return {{name(toName(VectorIndexType::DiskANN)), tr("DiskANN")},
        {name(toName(VectorIndexType::QuantizedFlat)), tr("quantized flat")},
        {name(toName(VectorIndexType::Flat)), tr("flat (exact)")},
        {name(toName(VectorIndexType::None)), tr("none")}};
}

Choices::List Choices::growths()
{
    return {{name(toName(Growth::Bounded)), tr("Bounded")},
        {name(toName(Growth::Unbounded)), tr("Unbounded (keeps growing)")}};
}

Choices::List Choices::relationshipKinds()
{
    return {{name(toName(RelationshipKind::OneToOne)), tr("One to one")},
        {name(toName(RelationshipKind::OneToFew)), tr("One to few")},
        {name(toName(RelationshipKind::OneToMany)), tr("One to many")},
        {name(toName(RelationshipKind::ManyToMany)), tr("Many to many")}};
}

Choices::List Choices::operations()
{
    return {{name(toName(Operation::PointRead)), tr("Point read")}, {name(toName(Operation::Query)), tr("Query")},
        {name(toName(Operation::Create)), tr("Create")}, {name(toName(Operation::Replace)), tr("Replace")},
        {name(toName(Operation::Patch)), tr("Patch")}, {name(toName(Operation::Upsert)), tr("Upsert")},
        {name(toName(Operation::Delete)), tr("Delete")}, {name(toName(Operation::Batch)), tr("Batch")},
        {name(toName(Operation::VectorSearch)), tr("Vector search")},
        {name(toName(Operation::FullTextSearch)), tr("Full-text search")},
        {name(toName(Operation::HybridSearch)), tr("Hybrid search")}};
}

Choices::List Choices::filterOps()
{
    return {{name(toName(FilterOp::Eq)), tr("equals")}, {name(toName(FilterOp::Range)), tr("range")},
        {name(toName(FilterOp::Contains)), tr("contains")}, {name(toName(FilterOp::Near)), tr("near (vector)")}};
}

Choices::List Choices::sortOrders()
{
    return {{name(toName(SortOrder::Asc)), tr("ascending")}, {name(toName(SortOrder::Desc)), tr("descending")}};
}

Choices::List Choices::statuses()
{
    return {
        {name(toName(PatternStatus::Draft)), tr("Draft")}, {name(toName(PatternStatus::Validated)), tr("Validated")}};
}

QString Choices::label(const List &list, const QString &value)
{
    for (const auto &[key, label] : list)
        if (key == value)
            return label;
    return value;
}

} // namespace cosmos

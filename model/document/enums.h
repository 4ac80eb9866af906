// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

#include <optional>
#include <span>
#include <string_view>

namespace cosmos {

enum class CapacityMode { Provisioned, Autoscale, Serverless };
enum class Consistency { Strong, BoundedStaleness, Session, ConsistentPrefix, Eventual };
enum class AttributeType { String, Number, Boolean, Datetime, Object, Array, Id };
enum class Growth { Bounded, Unbounded };
enum class RelationshipKind { OneToOne, OneToFew, OneToMany, ManyToMany };
enum class Operation { PointRead, Query, Create, Replace, Patch, Upsert, Delete, Batch };
enum class FilterOp { Eq, Range, Contains };
enum class SortOrder { Asc, Desc };
enum class PatternStatus { Draft, Validated };

// The spelling of every enum value in the model file. One table per enum keeps the
// file format, the CLI output and the UI combo boxes in agreement.
template <typename E> struct EnumName {
    E value;
    std::string_view name;
};

std::span<const EnumName<CapacityMode>> enumNames(CapacityMode);
std::span<const EnumName<Consistency>> enumNames(Consistency);
std::span<const EnumName<AttributeType>> enumNames(AttributeType);
std::span<const EnumName<Growth>> enumNames(Growth);
std::span<const EnumName<RelationshipKind>> enumNames(RelationshipKind);
std::span<const EnumName<Operation>> enumNames(Operation);
std::span<const EnumName<FilterOp>> enumNames(FilterOp);
std::span<const EnumName<SortOrder>> enumNames(SortOrder);
std::span<const EnumName<PatternStatus>> enumNames(PatternStatus);

template <typename E> std::string_view toName(E value)
{
    for (const auto &entry : enumNames(E {}))
        if (entry.value == value)
            return entry.name;
    return {};
}

template <typename E> QString toQString(E value)
{
    const std::string_view name = toName(value);
    return QString::fromUtf8(name.data(), qsizetype(name.size()));
}

template <typename E> std::optional<E> fromName(std::string_view name)
{
    for (const auto &entry : enumNames(E {}))
        if (entry.name == name)
            return entry.value;
    return std::nullopt;
}

// "a", "b" or "c": used in messages that list the accepted spellings.
template <typename E> QString acceptedNames()
{
    QString out;
    const auto names = enumNames(E {});
    for (size_t i = 0; i < names.size(); ++i) {
        if (i > 0)
            out += (i + 1 == names.size()) ? QStringLiteral(" or ") : QStringLiteral(", ");
        out += QLatin1Char('"') + QString::fromUtf8(names[i].name.data(), qsizetype(names[i].name.size()))
            + QLatin1Char('"');
    }
    return out;
}

bool isRead(Operation op);
bool isWrite(Operation op);

} // namespace cosmos

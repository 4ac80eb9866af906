// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

#include <cstddef>
#include <iterator>
#include <optional>
#include <span>
#include <string_view>

namespace cosmos {

enum class CapacityMode { Provisioned, Autoscale, Serverless };
enum class Consistency { Strong, BoundedStaleness, Session, ConsistentPrefix, Eventual };
enum class AttributeType { String, Number, Boolean, Datetime, Object, Array, Id, Vector };
// A vector attribute's embedding and index (RULES.md section 14), as Azure names them.
enum class VectorDataType { Float32, Float16, Int8, Uint8 };
enum class VectorDistance { Cosine, DotProduct, Euclidean };
enum class VectorIndexType { Flat, QuantizedFlat, DiskANN, None };
enum class Growth { Bounded, Unbounded };
enum class RelationshipKind { OneToOne, OneToFew, OneToMany, ManyToMany };
// The searches (RULES.md section 14) are queries ranked by similarity or relevance.
enum class Operation {
    PointRead,
    Query,
    Create,
    Replace,
    Patch,
    Upsert,
    Delete,
    Batch,
    VectorSearch,
    FullTextSearch,
    HybridSearch,
};
enum class FilterOp { Eq, Range, Contains, Near }; // near: a vector's distance, for a search
enum class SortOrder { Asc, Desc };
enum class PatternStatus { Draft, Validated };
// RULES.md section 13: how a cross-partition read is served instead. `None` is the
// user's "leave it cross-partition".
enum class RemedyKind { None, Gsi, View, PassKey };

// The spelling of every enum value in the model file. One table per enum keeps the
// file format, the CLI output and the UI combo boxes in agreement.
template <typename E> struct EnumName {
    E value;
    std::string_view name;
    const char *title = nullptr; // the source text of its title, where the table's owner gives one
};

std::span<const EnumName<CapacityMode>> enumNames(CapacityMode);
std::span<const EnumName<Consistency>> enumNames(Consistency);
std::span<const EnumName<AttributeType>> enumNames(AttributeType);
std::span<const EnumName<VectorDataType>> enumNames(VectorDataType);
std::span<const EnumName<VectorDistance>> enumNames(VectorDistance);
std::span<const EnumName<VectorIndexType>> enumNames(VectorIndexType);
std::span<const EnumName<Growth>> enumNames(Growth);
std::span<const EnumName<RelationshipKind>> enumNames(RelationshipKind);
std::span<const EnumName<Operation>> enumNames(Operation);
std::span<const EnumName<FilterOp>> enumNames(FilterOp);
std::span<const EnumName<SortOrder>> enumNames(SortOrder);
std::span<const EnumName<PatternStatus>> enumNames(PatternStatus);
std::span<const EnumName<RemedyKind>> enumNames(RemedyKind);

// Tables of words per enum value, in declaration order, so that a lookup is an
// index. A switch over an enum is checked by -Wswitch; a table by a static_assert
// beside it that fails the build when a value is missing or added:
//   one column:  static_assert(std::size(kTable) == std::size_t(Enum::LastValue) + 1);
//   rows:        static_assert(coversEveryValue(kTable, Enum::LastValue));
// (rows name their value, so a misplaced or doubled row fails too).
template <typename Row, std::size_t N, typename E> constexpr bool coversEveryValue(const Row (&table)[N], E last)
{
    if (N != std::size_t(last) + 1)
        return false;
    for (std::size_t i = 0; i < N; ++i)
        if (table[i].value != E(i))
            return false;
    return true;
}

// The row of `value`; nullptr only for a number cast to the enum that is none of
// its values.
template <typename Row, std::size_t N, typename E> constexpr const Row *rowOf(const Row (&table)[N], E value)
{
    const auto i = std::size_t(value);
    return i < N ? &table[i] : nullptr;
}

// The words of `value` in a one-column table: a spelling, or the source text of a
// translation marked there with QT_TRANSLATE_NOOP(context, …) so that lupdate files
// it under the context the caller translates it in. "" for none of its values.
template <typename E, std::size_t N> constexpr const char *labelIn(const char *const (&table)[N], E value)
{
    const auto i = std::size_t(value);
    return i < N ? table[i] : "";
}

// The spelling of `value` in a table of rows or in a one-column table.
template <typename E, std::size_t N> QString nameIn(const EnumName<E> (&table)[N], E value)
{
    const EnumName<E> *row = rowOf(table, value);
    return row ? QString::fromUtf8(row->name.data(), qsizetype(row->name.size())) : QString();
}
template <typename E, std::size_t N> QString nameIn(const char *const (&table)[N], E value)
{
    return QString::fromUtf8(labelIn(table, value));
}

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

// The file name in PascalCase, the spelling of Azure's APIs: "bounded-staleness" →
// "BoundedStaleness".
template <typename E> QString pascalName(E value)
{
    QString out;
    bool upper = true;
    for (const char ch : toName(value)) {
        if (ch == '-') {
            upper = true;
            continue;
        }
        out += upper ? QChar::fromLatin1(ch).toUpper() : QChar::fromLatin1(ch);
        upper = false;
    }
    return out;
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

// One value a key, a filter or a sort can use: not an object, an array or a vector.
bool isScalar(AttributeType type);

bool isRead(Operation op);
bool isSearch(Operation op); // vector-search, full-text-search, hybrid-search
bool searchesVectors(Operation op);
bool searchesText(Operation op);
bool isWrite(Operation op);

} // namespace cosmos

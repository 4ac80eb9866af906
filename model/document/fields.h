// SPDX-License-Identifier: MIT
#pragma once

#include "objectkind.h"

#include <array>
#include <string_view>

namespace cosmos {

// A member of one of the model's editable objects, as the file names it. Edits name
// their field with these constants, so a misspelt field does not compile; the
// file's reader and writer walk a table built from the same constants
// (model/io/fieldtable.cpp), so an edit, the file and the editor's check cannot
// disagree about what a field is called.
struct FieldId {
    ObjectKind kind;
    std::string_view name;

    constexpr bool operator==(const FieldId &) const = default;
};

namespace field {

namespace application {
inline constexpr FieldId name {ObjectKind::Application, "name"};
inline constexpr FieldId domain {ObjectKind::Application, "domain"};
inline constexpr FieldId businessContext {ObjectKind::Application, "businessContext"};
inline constexpr FieldId scaleNotes {ObjectKind::Application, "scaleNotes"};
inline constexpr FieldId regions {ObjectKind::Application, "regions"};
inline constexpr FieldId multiRegionWrites {ObjectKind::Application, "multiRegionWrites"};
inline constexpr FieldId capacityMode {ObjectKind::Application, "capacityMode"};
inline constexpr FieldId consistency {ObjectKind::Application, "consistency"};
inline constexpr FieldId offers {ObjectKind::Application, "offers"};
inline constexpr std::array all {
    name, domain, businessContext, scaleNotes, regions, multiRegionWrites, capacityMode, consistency, offers};
} // namespace application

namespace entity {
inline constexpr FieldId id {ObjectKind::Entity, "id"};
inline constexpr FieldId name {ObjectKind::Entity, "name"};
inline constexpr FieldId avgSizeKB {ObjectKind::Entity, "avgSizeKB"};
inline constexpr FieldId maxSizeKB {ObjectKind::Entity, "maxSizeKB"};
inline constexpr FieldId documentCount {ObjectKind::Entity, "documentCount"};
inline constexpr FieldId growth {ObjectKind::Entity, "growth"};
inline constexpr FieldId ttlSeconds {ObjectKind::Entity, "ttlSeconds"};
inline constexpr FieldId attributes {ObjectKind::Entity, "attributes"};
inline constexpr FieldId computedProperties {ObjectKind::Entity, "computedProperties"};
inline constexpr std::array all {
    id, name, avgSizeKB, maxSizeKB, documentCount, growth, ttlSeconds, attributes, computedProperties};
} // namespace entity

namespace relationship {
inline constexpr FieldId id {ObjectKind::Relationship, "id"};
inline constexpr FieldId from {ObjectKind::Relationship, "from"};
inline constexpr FieldId to {ObjectKind::Relationship, "to"};
inline constexpr FieldId kind {ObjectKind::Relationship, "kind"};
inline constexpr FieldId avgChildren {ObjectKind::Relationship, "avgChildren"};
inline constexpr FieldId maxChildren {ObjectKind::Relationship, "maxChildren"};
inline constexpr FieldId avgParents {ObjectKind::Relationship, "avgParents"};
inline constexpr FieldId maxParents {ObjectKind::Relationship, "maxParents"};
inline constexpr FieldId identifying {ObjectKind::Relationship, "identifying"};
inline constexpr FieldId childUpdatedIndependently {ObjectKind::Relationship, "childUpdatedIndependently"};
inline constexpr std::array all {
    id, from, to, kind, avgChildren, maxChildren, avgParents, maxParents, identifying, childUpdatedIndependently};
} // namespace relationship

namespace pattern {
inline constexpr FieldId id {ObjectKind::AccessPattern, "id"};
inline constexpr FieldId description {ObjectKind::AccessPattern, "description"};
inline constexpr FieldId operation {ObjectKind::AccessPattern, "operation"};
inline constexpr FieldId entities {ObjectKind::AccessPattern, "entities"};
inline constexpr FieldId rpsAvg {ObjectKind::AccessPattern, "rpsAvg"};
inline constexpr FieldId rpsPeak {ObjectKind::AccessPattern, "rpsPeak"};
inline constexpr FieldId filters {ObjectKind::AccessPattern, "filters"};
inline constexpr FieldId sort {ObjectKind::AccessPattern, "sort"};
inline constexpr FieldId attributesNeeded {ObjectKind::AccessPattern, "attributesNeeded"};
inline constexpr FieldId resultCount {ObjectKind::AccessPattern, "resultCount"};
inline constexpr FieldId topK {ObjectKind::AccessPattern, "topK"};
inline constexpr FieldId latencySloMs {ObjectKind::AccessPattern, "latencySloMs"};
inline constexpr FieldId consistency {ObjectKind::AccessPattern, "consistency"};
inline constexpr FieldId query {ObjectKind::AccessPattern, "query"};
inline constexpr FieldId status {ObjectKind::AccessPattern, "status"};
inline constexpr std::array all {id, description, operation, entities, rpsAvg, rpsPeak, filters, sort, attributesNeeded,
    resultCount, topK, latencySloMs, consistency, query, status};
} // namespace pattern

namespace alternative {
inline constexpr FieldId id {ObjectKind::Alternative, "id"};
inline constexpr FieldId name {ObjectKind::Alternative, "name"};
inline constexpr FieldId note {ObjectKind::Alternative, "note"};
inline constexpr FieldId design {ObjectKind::Alternative, "design"};
inline constexpr std::array all {id, name, note, design};
} // namespace alternative

// The current design's name and note (ObjectKind::Design); the design itself is set
// as a whole, with no field.
namespace design {
inline constexpr FieldId name {ObjectKind::Design, "name"};
inline constexpr FieldId note {ObjectKind::Design, "note"};
inline constexpr std::array all {name, note};
} // namespace design

} // namespace field

} // namespace cosmos

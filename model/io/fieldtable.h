// SPDX-License-Identifier: MIT
#pragma once

#include "objectreader.h"
#include "model/document/fields.h"

#include <functional>
#include <optional>
#include <string_view>
#include <vector>

namespace cosmos {

// One member of a model object as the file has it: how it is read (with its checks,
// recording diagnostics by JSON pointer) and written. Each object type has one table,
// in reading order; the reader, the writer and the editor's check of a field's name
// all walk it, so a member cannot be known to one and not to the others.
template <typename T> struct FieldDescriptor {
    std::string_view name; // a string literal: name.data() is null-terminated
    std::function<void(ObjectReader &, T &, Diagnostics &)> read;
    std::function<void(const T &, Json &)> write;
    // Read by a cross-object rule (checkDesignReferences): an id, a reference to an
    // entity, the attribute names. Setting any other member of a valid model keeps
    // it valid, so such edits skip the whole-model check.
    bool reference = false;
};

template <typename T> const std::vector<FieldDescriptor<T>> &fieldTable();
template <> const std::vector<FieldDescriptor<Application>> &fieldTable();
template <> const std::vector<FieldDescriptor<Attribute>> &fieldTable();
template <> const std::vector<FieldDescriptor<VectorSpec>> &fieldTable();
template <> const std::vector<FieldDescriptor<FullTextSpec>> &fieldTable();
template <> const std::vector<FieldDescriptor<ComputedProperty>> &fieldTable();
template <> const std::vector<FieldDescriptor<Entity>> &fieldTable();
template <> const std::vector<FieldDescriptor<Relationship>> &fieldTable();
template <> const std::vector<FieldDescriptor<AccessPattern>> &fieldTable();
template <> const std::vector<FieldDescriptor<Filter>> &fieldTable();
template <> const std::vector<FieldDescriptor<SortKey>> &fieldTable();
template <> const std::vector<FieldDescriptor<DesignAlternative>> &fieldTable();

// Every member the table names, then the object's unknown members as they were read.
template <typename T> Json writeFields(const T &object)
{
    Json json = Json::object();
    for (const FieldDescriptor<T> &field : fieldTable<T>())
        field.write(object, json);
    for (auto it = object.extra.begin(); it != object.extra.end(); ++it)
        if (!json.contains(it.key()))
            json[it.key()] = it.value();
    return json;
}

// Every member the table names, in its order; what it does not name is kept as the
// object's extra data.
template <typename T> T readFields(const Json &json, const QString &pointer, Diagnostics &diagnostics)
{
    ObjectReader reader(json, pointer, diagnostics);
    T object;
    for (const FieldDescriptor<T> &field : fieldTable<T>())
        field.read(reader, object, diagnostics);
    object.extra = reader.extras();
    return object;
}

// The items of an array member, each read by `readOne` at its own pointer; empty
// (with a diagnostic) when the member is not an array.
template <typename T, typename ReadOne>
std::vector<T> readArray(ObjectReader &reader, const char *key, ReadOne readOne, Diagnostics &diagnostics)
{
    std::vector<T> items;
    const Json *array = reader.member(key);
    if (!array || array->is_null())
        return items;
    if (!array->is_array()) {
        reader.error(key, QStringLiteral("expected an array, got %1").arg(ObjectReader::describe(*array)));
        return items;
    }
    items.reserve(array->size());
    for (size_t i = 0; i < array->size(); ++i)
        items.push_back(readOne((*array)[i], appendPointer(reader.pointerTo(key), i), diagnostics));
    return items;
}

// What the editor needs to know of a field an edit names.
struct FieldFacts {
    bool reference = false;
};
// The field `name` of the objects of `kind` (application, entity, relationship,
// access pattern, alternative); nothing when they have no such field.
std::optional<FieldFacts> fieldFacts(ObjectKind kind, std::string_view name);

} // namespace cosmos

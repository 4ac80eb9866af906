// SPDX-License-Identifier: MIT
#pragma once

#include "valuesketch.h"
#include "model/document/model.h"

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

namespace cosmos {

// A sampled document as read, with its members in their order (nlohmann's default
// object sorts them): attributes are listed as the documents' authors wrote them.
using SampleDocument = nlohmann::ordered_json;

// The JSON kinds a sampled value can have; a string that reads as an ISO 8601 date
// and time counts as Datetime.
enum class ValueKind { String, Datetime, Number, Boolean, Object, Array, Null };
inline constexpr size_t kValueKinds = 7;
using KindCounts = std::array<std::uint64_t, kValueKinds>;

class ObjectProfile;

// What the sample says about one property wherever its object occurs: the kinds of
// its values, their distinct count and hottest value (scalars, and the items of
// arrays of scalars), the members of its objects (also the objects inside arrays),
// and how long its arrays are.
struct PropertyProfile {
    std::string name;
    std::uint64_t occurrences = 0; // objects that have the property, null included
    KindCounts kinds {};
    ValueSketch values;
    std::unique_ptr<ObjectProfile> members;
    std::uint64_t arrays = 0;
    std::uint64_t items = 0;
    KindCounts itemKinds {};

    std::uint64_t nonNull() const { return occurrences - kinds[size_t(ValueKind::Null)]; }
};

// The properties of every object seen at one place in the documents, in the order
// they were first seen.
class ObjectProfile {
public:
    void add(const SampleDocument &object);

    std::uint64_t objects() const { return m_objects; }
    const std::vector<PropertyProfile> &properties() const { return m_properties; }

private:
    PropertyProfile &property(const std::string &name);
    void addValue(PropertyProfile &property, const SampleDocument &value);
    void addArray(PropertyProfile &property, const SampleDocument &array);

    std::uint64_t m_objects = 0;
    std::vector<PropertyProfile> m_properties;
    std::unordered_map<std::string, size_t> m_index;
};

ValueKind kindOf(const SampleDocument &value);

// The UTF-8 bytes of a document's compact JSON without the system properties Cosmos
// DB adds (_rid, _self, _etag, _attachments, _ts): what a design's item size means.
std::uint64_t itemBytes(const SampleDocument &document);
bool isSystemProperty(const std::string &name);

} // namespace cosmos

// SPDX-License-Identifier: MIT
#include "documentprofile.h"

#include <array>
#include <string_view>

namespace cosmos {

namespace {

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

// "2026-12-05T10:00", with anything after the minutes: the shape of ISO 8601 date
// and time strings, the form Cosmos DB recommends for dates.
bool looksLikeDatetime(std::string_view text)
{
    static constexpr std::string_view kShape = "dddd-dd-ddTdd:dd";
    if (text.size() < kShape.size())
        return false;
    for (size_t i = 0; i < kShape.size(); ++i) {
        const bool ok = kShape[i] == 'd' ? isDigit(text[i]) : text[i] == kShape[i];
        if (!ok)
            return false;
    }
    return true;
}

std::uint64_t hashOf(const SampleDocument &value)
{
    switch (value.type()) {
    case SampleDocument::value_t::string: return ValueSketch::hash(value.get_ref<const std::string &>(), 's');
    case SampleDocument::value_t::boolean: return ValueSketch::hash(value.get<bool>() ? "true" : "false", 'b');
    default: return ValueSketch::hash(value.get<double>());
    }
}

bool isScalar(ValueKind kind)
{
    return kind != ValueKind::Object && kind != ValueKind::Array && kind != ValueKind::Null;
}

} // namespace

ValueKind kindOf(const SampleDocument &value)
{
    switch (value.type()) {
    case SampleDocument::value_t::string:
        return looksLikeDatetime(value.get_ref<const std::string &>()) ? ValueKind::Datetime : ValueKind::String;
    case SampleDocument::value_t::number_integer:
    case SampleDocument::value_t::number_unsigned:
    case SampleDocument::value_t::number_float: return ValueKind::Number;
    case SampleDocument::value_t::boolean: return ValueKind::Boolean;
    case SampleDocument::value_t::object: return ValueKind::Object;
    case SampleDocument::value_t::array: return ValueKind::Array;
    default: return ValueKind::Null;
    }
}

bool isSystemProperty(const std::string &name)
{
    static const std::array<std::string_view, 5> kSystem {"_rid", "_self", "_etag", "_attachments", "_ts"};
    for (std::string_view system : kSystem)
        if (name == system)
            return true;
    return false;
}

std::uint64_t itemBytes(const SampleDocument &document)
{
    // "{" + members joined by "," + "}", each member "key":value, as dump() writes them.
    std::uint64_t bytes = 2;
    bool first = true;
    for (auto it = document.begin(); it != document.end(); ++it) {
        if (isSystemProperty(it.key()))
            continue;
        bytes += (first ? 0 : 1) + SampleDocument(it.key()).dump().size() + 1 + it.value().dump().size();
        first = false;
    }
    return bytes;
}

PropertyProfile &ObjectProfile::property(const std::string &name)
{
    auto [found, inserted] = m_index.try_emplace(name, m_properties.size());
    if (inserted) {
        m_properties.emplace_back();
        m_properties.back().name = name;
    }
    return m_properties[found->second];
}

void ObjectProfile::add(const SampleDocument &object)
{
    ++m_objects;
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (isSystemProperty(it.key()))
            continue;
        addValue(property(it.key()), it.value());
    }
}

namespace {

// A scalar counts towards the property's distinct values, an object towards its
// members; anything else (null, an array inside an array) is only counted by kind.
void addScalarOrObject(PropertyProfile &profile, ValueKind kind, const SampleDocument &value)
{
    if (isScalar(kind)) {
        profile.values.add(hashOf(value));
    } else if (kind == ValueKind::Object) {
        if (!profile.members)
            profile.members = std::make_unique<ObjectProfile>();
        profile.members->add(value);
    }
}

} // namespace

void ObjectProfile::addValue(PropertyProfile &profile, const SampleDocument &value)
{
    ++profile.occurrences;
    const ValueKind kind = kindOf(value);
    ++profile.kinds[size_t(kind)];
    if (kind == ValueKind::Array)
        addArray(profile, value);
    else
        addScalarOrObject(profile, kind, value);
}

// An array's items: scalars count towards the property's values (the distinct tags),
// objects towards its members (the lines of an order).
void ObjectProfile::addArray(PropertyProfile &profile, const SampleDocument &array)
{
    ++profile.arrays;
    profile.items += array.size();
    for (const SampleDocument &item : array) {
        const ValueKind kind = kindOf(item);
        ++profile.itemKinds[size_t(kind)];
        addScalarOrObject(profile, kind, item);
    }
}

} // namespace cosmos

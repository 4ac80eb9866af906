// SPDX-License-Identifier: MIT
#include "canonicaljson.h"

#include <cmath>

namespace cosmos {

namespace {

bool isScalar(const Json &value)
{
    return !value.is_object() && !value.is_array();
}

bool isScalarArray(const Json &value)
{
    if (!value.is_array())
        return false;
    for (const Json &item : value)
        if (!isScalar(item))
            return false;
    return true;
}

// A flat object holds only scalars and arrays of scalars: it fits on one line.
bool isFlatObject(const Json &value)
{
    if (!value.is_object())
        return false;
    for (const Json &item : value)
        if (!isScalar(item) && !isScalarArray(item))
            return false;
    return true;
}

void writeScalar(const Json &value, std::string &out)
{
    if (value.is_number_float()) {
        const double number = value.get<double>();
        // Whole numbers print without a fraction so 2 stays 2 after a round trip.
        if (std::floor(number) == number && std::fabs(number) < 1e15) {
            out += std::to_string(static_cast<long long>(number));
            return;
        }
    }
    out += value.dump(-1, ' ', false, Json::error_handler_t::replace);
}

// Writes every item with `write`, `separator` between one and the next.
template <typename Items, typename Write>
void writeSeparated(const Items &items, const char *separator, std::string &out, Write write)
{
    bool first = true;
    for (const auto &item : items) {
        if (!first)
            out += separator;
        first = false;
        write(item);
    }
}

void writeInline(const Json &value, std::string &out)
{
    if (value.is_object()) {
        out += '{';
        writeSeparated(value.items(), ", ", out, [&](const auto &member) {
            writeScalar(Json(member.key()), out);
            out += ": ";
            writeInline(member.value(), out);
        });
        out += '}';
    } else if (value.is_array()) {
        out += '[';
        writeSeparated(value, ", ", out, [&](const Json &item) { writeInline(item, out); });
        out += ']';
    } else {
        writeScalar(value, out);
    }
}

void writeValue(const Json &value, int indent, std::string &out);

// An array item one level in: a flat object on one line, anything else expanded.
void writeItem(const Json &item, int indent, std::string &out)
{
    out += std::string(size_t(indent + 2), ' ');
    if (isFlatObject(item))
        writeInline(item, out);
    else
        writeValue(item, indent + 2, out);
}

void writeValue(const Json &value, int indent, std::string &out)
{
    const std::string pad(size_t(indent + 2), ' ');
    if (value.is_object() && !value.empty()) {
        out += "{\n";
        writeSeparated(value.items(), ",\n", out, [&](const auto &member) {
            out += pad;
            writeScalar(Json(member.key()), out);
            out += ": ";
            writeValue(member.value(), indent + 2, out);
        });
        out += '\n' + std::string(size_t(indent), ' ') + '}';
    } else if (value.is_array() && !value.empty() && !isScalarArray(value)) {
        out += "[\n";
        writeSeparated(value, ",\n", out, [&](const Json &item) { writeItem(item, indent, out); });
        out += '\n' + std::string(size_t(indent), ' ') + ']';
    } else {
        writeInline(value, out);
    }
}

} // namespace

std::string canonicalJson(const Json &value)
{
    std::string out;
    writeValue(value, 0, out);
    out += '\n';
    return out;
}

std::string canonicalJson(const Json &value, const std::map<std::string, StreamedArray> &streamed)
{
    if (!value.is_object() || value.empty())
        return canonicalJson(value);
    std::string out = "{\n";
    writeSeparated(value.items(), ",\n", out, [&](const auto &member) {
        out += "  ";
        writeScalar(Json(member.key()), out);
        out += ": ";
        const auto list = streamed.find(member.key());
        if (list == streamed.end() || list->second.size == 0) {
            writeValue(member.value(), 2, out);
            return;
        }
        // Objects are never scalars: the array is expanded, one item at a time.
        out += "[\n";
        for (size_t i = 0; i < list->second.size; ++i) {
            if (i > 0)
                out += ",\n";
            writeItem(list->second.item(i), 2, out);
        }
        out += "\n  ]";
    });
    out += "\n}\n";
    return out;
}

} // namespace cosmos

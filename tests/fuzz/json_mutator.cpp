// SPDX-License-Identifier: MIT
// Structure-aware mutations for fuzz_model (libFuzzer builds only). Byte-level
// mutations of a model almost always break the JSON and stop in the parser; half the
// time this one parses the input and changes one value — a number to an extreme, a
// string to another name used in the same file, an element or member dropped or
// repeated — so the result is still JSON, often still a valid model, and reaches
// the analysis with values nobody wrote by hand.
#include "model/document/model.h"

#include <array>
#include <cstdint>
#include <cstring>
#include <random>
#include <string>
#include <vector>

extern "C" size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t maxSize);

namespace {

using cosmos::Json;

void collect(Json &value, std::vector<Json *> &values, std::vector<std::string> &strings)
{
    values.push_back(&value);
    if (value.is_string())
        strings.push_back(value.get<std::string>());
    if (value.is_structured())
        for (auto &child : value)
            collect(child, values, strings);
}

Json extremeNumber(std::minstd_rand &random, double current)
{
    static constexpr std::array<double, 16> extremes {0.0, -0.0, 1.0, -1.0, 0.5, 1e-300, 5e-324, 1e300, 1.7e308,
        2147483648.0, 9007199254740993.0, 1048576.0, 1e6, 1e9, 100.0, 10000.0};
    switch (random() % 4) {
    case 0:
        return current * 10;
    case 1:
        return current / 10;
    case 2:
        return int64_t(random() % 2000) - 1000;
    default:
        return extremes[random() % extremes.size()];
    }
}

void mutate(Json &value, std::minstd_rand &random, const std::vector<std::string> &strings)
{
    if (value.is_number()) {
        value = extremeNumber(random, value.get<double>());
    } else if (value.is_string()) {
        value = random() % 4 == 0 ? std::string() : strings[random() % strings.size()];
    } else if (value.is_boolean()) {
        value = !value.get<bool>();
    } else if (value.is_null()) {
        value = extremeNumber(random, 1);
    } else if (value.is_array() && !value.empty()) {
        const size_t index = random() % value.size();
        if (random() % 2)
            value.erase(index);
        else
            value.push_back(value[index]);
    } else if (value.is_object() && !value.empty()) {
        auto member = value.begin();
        std::advance(member, random() % value.size());
        value.erase(member);
    }
}

} // namespace

extern "C" size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t maxSize, unsigned int seed)
{
    std::minstd_rand random(seed);
    if (random() % 2)
        return LLVMFuzzerMutate(data, size, maxSize);
    Json root = Json::parse(data, data + size, nullptr, false);
    if (root.is_discarded())
        return LLVMFuzzerMutate(data, size, maxSize);

    std::vector<Json *> values;
    std::vector<std::string> strings {"unbounded", "many-to-many", "query", "eq"};
    collect(root, values, strings);
    const int edits = 1 + int(random() % 3);
    for (int i = 0; i < edits; ++i) {
        mutate(*values[random() % values.size()], random, strings);
        values.clear();
        collect(root, values, strings); // an erase invalidates the pointers
    }
    const std::string text = root.dump(2);
    if (text.size() > maxSize)
        return LLVMFuzzerMutate(data, size, maxSize);
    std::memcpy(data, text.data(), text.size());
    return text.size();
}

// SPDX-License-Identifier: MIT
#pragma once

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <string_view>

namespace cosmos {

// Parses JSON keeping every object's members in their order, in time linear in the
// text. nlohmann's own parser looks each new member up in an ordered object's list
// (ordered_map), so an object of n members costs n²/2 comparisons: a 3 MB answer of one
// wide object took 40 s. Here a member is appended, and an object found large is
// indexed to find a repeated name. As with nlohmann's parser, a repeated name keeps
// its first place and takes the last value. Nothing when the text is not JSON; then
// `error` (when given) holds nlohmann's exception id (406: a number beyond a double)
// and message.
struct JsonParseError {
    int id = 0;
    std::string message;
};
std::optional<nlohmann::ordered_json> parseOrderedJson(std::string_view text, JsonParseError *error = nullptr);

} // namespace cosmos

// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cosmos {

// A lightweight, non-recursive walk over JSON text. nlohmann::json parses the model;
// this scanner adds what its DOM cannot tell: where a value sits in the text (so
// errors name a line and column), duplicate keys (which the DOM silently collapses),
// absurd nesting and numbers that overflow a double, all before the DOM is built.
class JsonScanner {
public:
    struct Position {
        size_t offset = 0;
        qsizetype line = 1;
        qsizetype column = 1;
    };
    struct Problem {
        Position position;
        QString message;
    };

    static constexpr int kMaxDepth = 64;

    // The first structural problem the DOM parser would miss or report poorly.
    static std::optional<Problem> precheck(std::string_view text, int maxDepth = kMaxDepth);

    // Whether arrays and objects nest more than `limit` deep anywhere in the text
    // (outside strings): one pass, no recursion, for text that must not reach a
    // parser or a copy that recurses (answers of servers, messages of clients).
    static bool nestsDeeperThan(std::string_view text, int limit);

    // Where the value at the JSON pointer starts; when it does not exist, where the
    // closest existing ancestor starts.
    static Position locate(std::string_view text, const QString &pointer);

    static Position positionOf(std::string_view text, size_t offset);
};

} // namespace cosmos

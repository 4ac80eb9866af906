// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>

#include <cstdint>
#include <optional>

namespace cosmos::fuzz {

// The shapes random bytes never reach: nesting thousands of levels deep, arrays of a
// million members, strings of megabytes, Markdown tables of a hundred thousand rows.
enum class Shape { Deep, Wide, Long };

struct Amplified {
    QByteArray bytes;
    Shape shape = Shape::Deep;
    bool json = false; // grown from a JSON input (else from text)
};

// Whether every input takes every path (replaying the seeds as a test), or only one
// in a few takes the slow ones (growing, an account), to keep the fuzzer's pace.
void takeEveryPath(bool every);
bool takesEveryPath();

// The input's hash (FNV-1a): what every choice made from an input follows.
std::uint64_t inputHash(const QByteArray &input);

// Grows a small input into one of those shapes: a JSON input at one of its values (a
// value wrapped in many levels, an array or object repeated to megabytes, a string
// made megabytes long), a text input at one of its lines (quoted or indented many
// levels, repeated as rows, made one very long line). Which value or line, which shape
// and how far follow from the input's own hash, so an input always grows the same way
// and a crash replays. One input in sixteen is grown (unless every path is taken); nothing for the others.
std::optional<Amplified> amplify(const QByteArray &input);

} // namespace cosmos::fuzz

// SPDX-License-Identifier: MIT
#include "amplify.h"

#include "model/document/model.h"
#include "model/io/jsonscanner.h"

#include <QList>

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace cosmos::fuzz {

namespace {

// Levels around every limit the readers set (32 in a model's extras, 64 in what_if,
// 80 for an MCP message, 128 for a sample document, 160 for an account answer) and
// far beyond them.
constexpr std::array<int, 12> kDepths {33, 64, 65, 80, 81, 128, 129, 160, 161, 1000, 100000, 1000000};
// Sizes past the readers' thresholds (1 MB of MCP detail, 2 MB a sample document),
// small enough that a sanitizer build reads one in a few seconds; the large ones
// rarer, so the fuzzer's pace stays that of small inputs.
constexpr std::array<qsizetype, 6> kSizes {64 << 10, 64 << 10, 256 << 10, 256 << 10, 1 << 20, 3 << 20};
const std::string kPlaceholder = "\x01\x02grown here\x02\x01";

// Every value of the document, parents before children, without recursion.
std::vector<Json *> valuesOf(Json &root)
{
    std::vector<Json *> out {&root};
    for (size_t i = 0; i < out.size(); ++i)
        if (out[i]->is_structured())
            for (Json &child : *out[i])
                out.push_back(&child);
    return out;
}

std::string repeatedUpTo(const std::string &unit, const std::string &separator, qsizetype size)
{
    std::string out;
    const std::string piece = unit.empty() ? std::string("x") : unit;
    out.reserve(size_t(size) + piece.size());
    while (qsizetype(out.size()) < size) {
        if (!out.empty())
            out += separator;
        out += piece;
    }
    return out;
}

std::string grownJson(const Json &value, Shape shape, std::uint64_t hash)
{
    const std::string text = value.dump();
    switch (shape) {
    case Shape::Deep: {
        const int depth = kDepths[(hash >> 16) % kDepths.size()];
        const bool objects = (hash >> 24) & 1;
        std::string out;
        out.reserve(size_t(depth) * (objects ? 6 : 2) + text.size());
        for (int i = 0; i < depth; ++i)
            out += objects ? "{\"n\":" : "[";
        out += text;
        out.append(size_t(depth), objects ? '}' : ']');
        return out;
    }
    case Shape::Wide: {
        const qsizetype size = kSizes[(hash >> 16) % kSizes.size()];
        if (value.is_object() && !value.empty()) {
            // The members again under new names: an object of thousands of members.
            std::string out = "{";
            const std::string member = value.begin().value().dump();
            for (int i = 0; qsizetype(out.size()) < size; ++i)
                out += (i ? ",\"m" : "\"m") + std::to_string(i) + "\":" + member;
            return out + "}";
        }
        std::string element = text;
        if (value.is_array() && !value.empty())
            element = value[(hash >> 32) % value.size()].dump();
        return "[" + repeatedUpTo(element, ",", size) + "]";
    }
    case Shape::Long: {
        const qsizetype size = kSizes[(hash >> 16) % kSizes.size()];
        const std::string unit = value.is_string() ? value.get<std::string>() : std::string("é\\\"x");
        return Json(repeatedUpTo(unit, "", size)).dump();
    }
    }
    return text;
}

std::optional<Amplified> amplifyJson(Json root, std::uint64_t hash)
{
    std::vector<Json *> values = valuesOf(root);
    Json *chosen = values[hash % values.size()];
    const auto shape = Shape((hash >> 8) % 3);
    const std::string grown = grownJson(*chosen, shape, hash);
    *chosen = kPlaceholder;
    std::string text = root.dump();
    const std::string quoted = Json(kPlaceholder).dump();
    text.replace(text.find(quoted), quoted.size(), grown);
    return Amplified {QByteArray::fromStdString(text), shape, true};
}

// `unit` as many times as it takes to reach `size` bytes, in one allocation: a loop
// of appends took 12 s under the sanitizers when the unit was one byte (a line of
// blanks), the input's time going to the harness instead of the code under test.
QByteArray repeatedPast(const QByteArray &unit, qsizetype size)
{
    return unit.repeated((size + unit.size() - 1) / unit.size());
}

std::optional<Amplified> amplifyText(const QByteArray &input, std::uint64_t hash)
{
    QList<QByteArray> lines = input.split('\n');
    // A table row when there is one (the rows the importer reads), else any line.
    qsizetype chosen = qsizetype(hash % quint64(lines.size()));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const qsizetype at = (chosen + i) % lines.size();
        if (lines[at].trimmed().startsWith('|') && !lines[at].contains("---")) {
            chosen = at;
            break;
        }
    }
    const QByteArray line = lines[chosen].isEmpty() ? QByteArray("x") : lines[chosen];
    const auto shape = Shape((hash >> 8) % 3);
    const qsizetype size = kSizes[(hash >> 16) % kSizes.size()];
    QByteArray grown;
    switch (shape) {
    case Shape::Deep: {
        // Quoted or indented thousands of levels: a bullet inside a bullet inside ...
        // (the line's prefix grows with its level, so 2,000 levels are already 4 MB).
        const int depth = std::min(kDepths[(hash >> 16) % kDepths.size()], 2000);
        const bool quoted = (hash >> 24) & 1;
        for (int i = 0; i < depth; ++i)
            grown += (quoted ? QByteArray(i + 1, '>') + ' ' : QByteArray(2 * i, ' ') + "- ") + line.trimmed() + '\n';
        break;
    }
    case Shape::Wide:
        grown = repeatedPast(line + '\n', size);
        break;
    case Shape::Long:
        grown = repeatedPast(line.trimmed() + ' ', size);
        break;
    }
    lines[chosen] = grown;
    return Amplified {lines.join('\n'), shape, false};
}

bool g_everyPath = false;

} // namespace

void takeEveryPath(bool every)
{
    g_everyPath = every;
}

bool takesEveryPath()
{
    return g_everyPath;
}

std::uint64_t inputHash(const QByteArray &input)
{
    std::uint64_t hash = 1469598103934665603ULL;
    for (const char c : input) {
        hash ^= std::uint8_t(c);
        hash *= 1099511628211ULL;
    }
    return hash;
}

std::optional<Amplified> amplify(const QByteArray &input)
{
    const std::uint64_t hash = inputHash(input);
    // One input in sixteen: the others keep the fuzzer quick on what random bytes reach.
    if (input.isEmpty() || (!g_everyPath && (hash >> 40) % 16 != 0))
        return std::nullopt;
    const std::string_view text(input.constData(), size_t(input.size()));
    // Already deep: parsing it here would only repeat what the readers do.
    if (!JsonScanner::nestsDeeperThan(text, 200)) {
        Json root = Json::parse(text, nullptr, false);
        if (!root.is_discarded())
            return amplifyJson(std::move(root), hash);
    }
    return amplifyText(input, hash);
}

} // namespace cosmos::fuzz

// SPDX-License-Identifier: MIT
#include "jsonscanner.h"

#include <QStringList>

#include <cmath>
#include <cstdlib>
#include <map>

namespace cosmos {

namespace {

struct Frame {
    bool isObject = false;
    bool expectKey = false;
    size_t index = 0;                         // arrays: index of the current element
    std::string key;                          // objects: the current key (raw, unescaped where simple)
    std::map<std::string, size_t> keyOffsets; // for duplicate-key messages
};

// Minimal unescaping: enough to compare keys with JSON pointer tokens. Keys with
// \u escapes keep them verbatim, which only makes a location less precise.
std::string unescapeSimple(std::string_view raw)
{
    std::string out;
    out.reserve(raw.size());
    for (size_t i = 0; i < raw.size(); ++i) {
        if (raw[i] == '\\' && i + 1 < raw.size()) {
            const char c = raw[++i];
            switch (c) {
            case 'n':
                out += '\n';
                break;
            case 't':
                out += '\t';
                break;
            case 'r':
                out += '\r';
                break;
            case 'b':
                out += '\b';
                break;
            case 'f':
                out += '\f';
                break;
            case 'u':
                out += "\\u";
                break;
            default:
                out += c;
                break;
            }
        } else {
            out += raw[i];
        }
    }
    return out;
}

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}
bool isScalarChar(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '-' || c == '+'
        || c == '.';
}

// Walks the text once; calls onValue(offset, frames) at the start of every value,
// onKey(offset, key, frame) for every object key. A callback returning false stops
// the walk. Malformed text just ends the walk: the DOM parser reports syntax errors.
template <typename OnValue, typename OnKey> void walk(std::string_view text, OnValue onValue, OnKey onKey)
{
    std::vector<Frame> frames;
    size_t i = 0;
    const size_t n = text.size();
    while (i < n) {
        const char c = text[i];
        if (isSpace(c)) {
            ++i;
            continue;
        }
        if (c == '{' || c == '[') {
            if (!onValue(i, frames))
                return;
            Frame frame;
            frame.isObject = (c == '{');
            frame.expectKey = frame.isObject;
            frames.push_back(std::move(frame));
            ++i;
            continue;
        }
        if (c == '}' || c == ']') {
            if (frames.empty())
                return;
            frames.pop_back();
            ++i;
            continue;
        }
        if (c == ',') {
            if (frames.empty())
                return;
            Frame &top = frames.back();
            if (top.isObject)
                top.expectKey = true;
            else
                ++top.index;
            ++i;
            continue;
        }
        if (c == ':') {
            if (!frames.empty())
                frames.back().expectKey = false;
            ++i;
            continue;
        }
        if (c == '"') {
            size_t j = i + 1;
            while (j < n && text[j] != '"') {
                if (text[j] == '\\')
                    ++j;
                ++j;
            }
            if (j >= n)
                return;
            if (!frames.empty() && frames.back().isObject && frames.back().expectKey) {
                Frame &top = frames.back();
                top.key = unescapeSimple(text.substr(i + 1, j - i - 1));
                if (!onKey(i, top))
                    return;
            } else if (!onValue(i, frames)) {
                return;
            }
            i = j + 1;
            continue;
        }
        if (isScalarChar(c)) {
            if (!onValue(i, frames))
                return;
            while (i < n && isScalarChar(text[i]))
                ++i;
            continue;
        }
        return; // anything else is a syntax error for the DOM parser to describe
    }
}

std::vector<std::string> splitPointer(const QString &pointer)
{
    std::vector<std::string> tokens;
    if (pointer.isEmpty())
        return tokens;
    const QStringList parts = pointer.mid(1).split(QLatin1Char('/'));
    for (QString part : parts) {
        part.replace(QStringLiteral("~1"), QStringLiteral("/")).replace(QStringLiteral("~0"), QStringLiteral("~"));
        tokens.push_back(part.toStdString());
    }
    return tokens;
}

} // namespace

JsonScanner::Position JsonScanner::positionOf(std::string_view text, size_t offset)
{
    Position pos;
    pos.offset = offset;
    const size_t end = std::min(offset, text.size());
    for (size_t i = 0; i < end; ++i) {
        const auto byte = static_cast<unsigned char>(text[i]);
        if (byte == '\n') {
            ++pos.line;
            pos.column = 1;
        } else if ((byte & 0xC0) != 0x80) { // count characters, not UTF-8 continuation bytes
            ++pos.column;
        }
    }
    return pos;
}

std::optional<JsonScanner::Problem> JsonScanner::precheck(std::string_view text, int maxDepth)
{
    std::optional<Problem> problem;
    auto fail = [&](size_t offset, QString message) {
        problem = Problem {positionOf(text, offset), std::move(message)};
        return false;
    };
    walk(
        text,
        [&](size_t offset, const std::vector<Frame> &frames) {
            const char c = text[offset];
            if ((c == '{' || c == '[') && int(frames.size()) >= maxDepth)
                return fail(offset, QStringLiteral("values are nested more than %1 levels deep").arg(maxDepth));
            if (c == '-' || (c >= '0' && c <= '9')) {
                size_t end = offset;
                while (end < text.size() && isScalarChar(text[end]))
                    ++end;
                const std::string token(text.substr(offset, end - offset));
                const double value = std::strtod(token.c_str(), nullptr);
                if (!std::isfinite(value))
                    return fail(offset,
                        QStringLiteral("the number %1 is too large to represent").arg(QString::fromStdString(token)));
            }
            return true;
        },
        [&](size_t offset, Frame &frame) {
            const auto [it, inserted] = frame.keyOffsets.emplace(frame.key, offset);
            if (!inserted)
                return fail(offset,
                    QStringLiteral("the key \"%1\" appears twice in one object (first at line %2)")
                        .arg(QString::fromStdString(frame.key))
                        .arg(positionOf(text, it->second).line));
            return true;
        });
    return problem;
}

bool JsonScanner::nestsDeeperThan(std::string_view text, int limit)
{
    int depth = 0;
    bool inString = false, escaped = false;
    for (const char c : text) {
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '{' || c == '[') {
            if (++depth > limit)
                return true;
        } else if (c == '}' || c == ']') {
            --depth;
        }
    }
    return false;
}

JsonScanner::Position JsonScanner::locate(std::string_view text, const QString &pointer)
{
    const std::vector<std::string> target = splitPointer(pointer);
    size_t bestOffset = 0;
    size_t bestDepth = 0;
    bool found = false;
    walk(
        text,
        [&](size_t offset, const std::vector<Frame> &frames) {
            // How much of the target path does this value's path match?
            if (frames.size() > target.size())
                return true;
            size_t depth = 0;
            for (; depth < frames.size(); ++depth) {
                const Frame &frame = frames[depth];
                const std::string token = frame.isObject ? frame.key : std::to_string(frame.index);
                if (token != target[depth])
                    break;
            }
            if (depth != frames.size())
                return true;
            if (depth >= bestDepth || !found) {
                bestDepth = depth;
                bestOffset = offset;
                found = true;
            }
            return depth != target.size(); // stop at the exact value
        },
        [](size_t, Frame &) { return true; });
    return positionOf(text, found ? bestOffset : 0);
}

} // namespace cosmos

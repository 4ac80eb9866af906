// SPDX-License-Identifier: MIT
#include "documentstream.h"

#include "model/io/orderedjson.h"

namespace cosmos {

namespace {

constexpr qint64 kChunkBytes = 64 * 1024;

bool isJsonWhitespace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

QString describeValueStart(char c)
{
    switch (c) {
    case '[': return QStringLiteral("an array");
    case '"': return QStringLiteral("a string");
    case 't':
    case 'f': return QStringLiteral("a boolean");
    case 'n': return QStringLiteral("null");
    default: break;
    }
    if (c == '-' || (c >= '0' && c <= '9'))
        return QStringLiteral("a number");
    return QStringLiteral("'%1'").arg(QChar::fromLatin1(c));
}

} // namespace

DocumentStream::DocumentStream(QIODevice &device)
    : m_device(device)
{
}

bool DocumentStream::fill()
{
    if (m_position < m_chunk.size())
        return true;
    if (m_eof)
        return false;
    m_chunk.resize(size_t(kChunkBytes));
    const qint64 read = m_device.read(m_chunk.data(), kChunkBytes);
    if (read <= 0) {
        m_eof = true;
        m_chunk.clear();
        m_position = 0;
        return false;
    }
    m_chunk.resize(size_t(read));
    m_position = 0;
    return true;
}

bool DocumentStream::peek(char &c)
{
    if (!fill())
        return false;
    c = m_chunk[m_position];
    return true;
}

void DocumentStream::skipWhitespace()
{
    char c = 0;
    while (peek(c) && isJsonWhitespace(c)) {
        if (c == '\n')
            ++m_line;
        ++m_position;
    }
}

DocumentStream::Status DocumentStream::fail(const QString &message)
{
    m_done = true;
    m_error = message;
    m_errorLine = m_line;
    return Status::Error;
}

DocumentStream::Status DocumentStream::next()
{
    if (m_done)
        return m_error.isEmpty() ? Status::End : Status::Error;
    skipWhitespace();
    char c = 0;
    if (m_layout == Layout::Unknown) {
        if (!peek(c)) {
            m_done = true;
            return Status::End;
        }
        m_layout = c == '[' ? Layout::Array : Layout::Lines;
        if (m_layout == Layout::Array) {
            ++m_position;
            skipWhitespace();
        }
    }
    if (m_layout == Layout::Array) {
        if (!peek(c))
            return fail(QStringLiteral("the array of documents is not closed with ']'"));
        if (c == ']' || !m_first) {
            ++m_position;
            if (c == ']') {
                skipWhitespace();
                if (peek(c))
                    return fail(QStringLiteral("unexpected %1 after the array of documents").arg(describeValueStart(c)));
                m_done = true;
                return Status::End;
            }
            if (c != ',')
                return fail(QStringLiteral("expected ',' or ']' after document %1, got %2")
                                .arg(m_number)
                                .arg(describeValueStart(c)));
            skipWhitespace();
        }
        m_first = false;
    } else if (!peek(c)) {
        m_done = true;
        return Status::End;
    }
    return readObject();
}

// Copies the bytes of one object, tracking strings and nesting, so the parser sees
// only that document and nothing deeper or larger than an item can be.
DocumentStream::Status DocumentStream::readObject()
{
    ++m_number;
    m_startLine = m_line;
    char c = 0;
    if (!peek(c))
        return fail(QStringLiteral("the array of documents ends after ','"));
    if (c != '{')
        return fail(QStringLiteral("document %1 is %2, not an object").arg(m_number).arg(describeValueStart(c)));
    m_pending.clear();
    int depth = 0;
    bool inString = false;
    bool escaped = false;
    while (peek(c)) {
        m_pending.push_back(c);
        ++m_position;
        if (c == '\n')
            ++m_line;
        if (qsizetype(m_pending.size()) > kMaxDocumentBytes)
            return fail(QStringLiteral("document %1 (from line %2) is larger than 2 MB, Cosmos DB's item limit")
                            .arg(m_number)
                            .arg(m_startLine));
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"') {
            inString = true;
        } else if (c == '{' || c == '[') {
            if (++depth > kMaxDepth)
                return fail(QStringLiteral("document %1 (from line %2) nests deeper than %3 levels, Cosmos DB's limit")
                                .arg(m_number)
                                .arg(m_startLine)
                                .arg(kMaxDepth));
        } else if ((c == '}' || c == ']') && --depth == 0) {
            return parsePending();
        }
    }
    return fail(QStringLiteral("document %1 (from line %2) ends before its closing '}'").arg(m_number).arg(m_startLine));
}

DocumentStream::Status DocumentStream::parsePending()
{
    JsonParseError error;
    std::optional<SampleDocument> document = parseOrderedJson(m_pending, &error);
    if (document) {
        m_document = std::move(*document);
        return Status::Document;
    }
    m_line = m_startLine;
    const QString reason = QString::fromStdString(error.message).section(QLatin1Char(']'), 1).trimmed();
    // 406, "number overflow parsing '1e309'": valid JSON a double cannot hold.
    if (error.id == 406)
        return fail(
            QStringLiteral("document %1 holds a number beyond the range of a double (%2)").arg(m_number).arg(reason));
    return fail(QStringLiteral("document %1 is not valid JSON: %2").arg(m_number).arg(reason));
}

} // namespace cosmos

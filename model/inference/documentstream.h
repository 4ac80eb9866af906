// SPDX-License-Identifier: MIT
#pragma once

#include "documentprofile.h"

#include <QIODevice>
#include <QString>

#include <string>

namespace cosmos {

// Sample documents read one at a time from a JSON array or from JSON Lines (any
// whitespace between objects), so a file of any length is read in bounded memory:
// only the document being read is held. Each document must be an object no larger
// and no deeper than a Cosmos DB item may be; anything else stops the stream with
// a message that names the document and its line.
class DocumentStream {
public:
    // Azure Cosmos DB's service quotas: 2 MB per item, 128 levels of nesting.
    static constexpr qsizetype kMaxDocumentBytes = 2 * 1024 * 1024;
    static constexpr int kMaxDepth = 128;

    enum class Status { Document, End, Error };

    explicit DocumentStream(QIODevice &device);

    // Reads the next document; after End or Error it stays there.
    Status next();

    const SampleDocument &document() const { return m_document; }
    qsizetype documentNumber() const { return m_number; } // 1-based
    qsizetype line() const { return m_startLine; }        // where the document starts
    const QString &error() const { return m_error; }      // "document N is …"
    qsizetype errorLine() const { return m_errorLine; }

private:
    enum class Layout { Unknown, Array, Lines };

    bool fill();
    bool peek(char &c);
    void skipWhitespace();
    Status fail(const QString &message);
    Status readObject();
    Status parsePending();

    QIODevice &m_device;
    std::string m_chunk;
    size_t m_position = 0;
    bool m_eof = false;
    Layout m_layout = Layout::Unknown;
    bool m_first = true;
    bool m_done = false;
    qsizetype m_line = 1;
    std::string m_pending;
    SampleDocument m_document;
    qsizetype m_number = 0;
    qsizetype m_startLine = 0;
    QString m_error;
    qsizetype m_errorLine = 0;
};

} // namespace cosmos

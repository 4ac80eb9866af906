// SPDX-License-Identifier: MIT
#include "clicontext.h"

#include "mcp/mcpserver.h"

#include <QFileInfo>

#include <QCoreApplication>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>

#include <unistd.h>

namespace cosmos::cli {

namespace {

// Reads stdin a line at a time without ever holding more than one message: a line
// longer than the limit is skipped to its end and answered with an error.
class LineReader {
public:
    // False at the end of input. `tooLong` is set for a line that was skipped.
    bool next(std::string &line, bool &tooLong)
    {
        line.clear();
        tooLong = false;
        for (;;) {
            if (m_position == m_filled) {
                // read(), not fread(): a pipe gives what the client has sent so far, and
                // fread() would wait for a full buffer that an interactive client never sends.
                ssize_t got = 0;
                do
                    got = ::read(STDIN_FILENO, m_buffer, sizeof m_buffer);
                while (got < 0 && errno == EINTR);
                m_filled = got > 0 ? size_t(got) : 0;
                m_position = 0;
                if (m_filled == 0)
                    return !line.empty() || tooLong;
            }
            const char *start = m_buffer + m_position;
            const void *newline = std::memchr(start, '\n', m_filled - m_position);
            const size_t length = newline ? size_t(static_cast<const char *>(newline) - start) : m_filled - m_position;
            if (!tooLong && line.size() + length <= mcp::Server::kMaxMessageBytes)
                line.append(start, length);
            else {
                tooLong = true;
                line.clear();
            }
            m_position += length + (newline ? 1 : 0);
            if (newline)
                return true;
        }
    }

private:
    char m_buffer[1 << 16];
    size_t m_position = 0;
    size_t m_filled = 0;
};

bool writeMessage(const std::string &message)
{
    return std::fwrite(message.data(), 1, message.size(), stdout) == message.size() && std::fputc('\n', stdout) != EOF
        && std::fflush(stdout) == 0;
}

} // namespace

int runMcp(CliContext &context, const QStringList &arguments)
{
    CommandLine commandLine(QStringLiteral("mcp"),
        QStringLiteral("Serve the modeler to AI assistants: a Model Context Protocol server on stdin/stdout "
                       "(JSON-RPC 2.0, one message a line) with the tools analyze_model, check_model, export_model, "
                       "what_if, explain and import_requirements. Ends when stdin ends."),
        {{QStringLiteral("root"),
            QStringLiteral("Read \"path\" arguments only inside DIR (repeatable). Without it, any file the server "
                           "can read."),
            QStringLiteral("DIR")}},
        {QString(), QString(), 0, 0});
    if (const std::optional<int> exit = commandLine.parse(context, arguments))
        return *exit;
    mcp::ToolOptions options;
    for (const QString &root : commandLine.values(QStringLiteral("root"))) {
        const QFileInfo info(root);
        if (!info.isDir()) {
            context.error(QStringLiteral("--root %1: not a folder").arg(root));
            return InvalidModel;
        }
        options.roots << info.canonicalFilePath();
    }
    mcp::Server server(options, QCoreApplication::applicationVersion().toStdString());
    LineReader reader;
    std::string line;
    bool tooLong = false;
    while (reader.next(line, tooLong)) {
        const std::optional<std::string> answer = tooLong ? std::optional<std::string>(mcp::Server::tooLarge()) : server.handleLine(line);
        if (answer && !writeMessage(*answer))
            return CannotWrite; // the client has gone
    }
    return Ok;
}

} // namespace cosmos::cli

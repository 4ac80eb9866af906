// SPDX-License-Identifier: MIT
#pragma once

#include "mcptools.h"

#include <optional>
#include <string>
#include <string_view>

namespace cosmos::mcp {

// The Model Context Protocol over JSON-RPC 2.0, one message a line (FORMAT.md section 5):
// initialize (protocol revision 2025-11-25, or an older client's own), ping, tools/list
// and tools/call. No state beyond the negotiated revision: every call stands alone.
// Whatever a line holds, the answer is a JSON-RPC message, never a crash.
class Server {
public:
    static constexpr const char *kLatestProtocol = "2025-11-25";
    // A message longer than this is refused unread (a model file is at most 64 MB).
    static constexpr size_t kMaxMessageBytes = 96u * 1024 * 1024;
    // A message nesting deeper than this is refused unparsed: a model nests at most 64
    // levels (JsonScanner::kMaxDepth), the envelope of a what_if change six more.
    static constexpr int kMaxMessageDepth = 80;

    Server(ToolOptions options, std::string version);

    // One line of input → the line to answer with (no newline), or nothing for a
    // notification, an empty line or a batch of notifications.
    std::optional<std::string> handleLine(std::string_view line);

    // The answer to a line that was longer than kMaxMessageBytes.
    static std::string tooLarge();

    const std::string &protocolVersion() const { return m_protocol; }

private:
    std::optional<Json> handleMessage(const Json &message);
    Json dispatch(const std::string &method, const Json &params, bool *failed);

    ToolOptions m_options;
    std::string m_version;
    std::string m_protocol = kLatestProtocol;
};

} // namespace cosmos::mcp

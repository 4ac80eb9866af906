// SPDX-License-Identifier: MIT
#include "mcpserver.h"

#include "model/io/jsonscanner.h"

#include <array>

namespace cosmos::mcp {

namespace {

// JSON-RPC 2.0 error codes.
enum ErrorCode {
    ParseError = -32700,
    InvalidRequest = -32600,
    MethodNotFound = -32601,
    InvalidParams = -32602,
    InternalError = -32603
};

constexpr std::array kSupportedProtocols {"2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"};

Json errorResponse(const Json &id, int code, const std::string &message)
{
    return {{"jsonrpc", "2.0"}, {"id", id}, {"error", {{"code", code}, {"message", message}}}};
}

std::string serialize(const Json &message)
{
    // Invalid UTF-8 cannot come from a parsed message, but a reply must never throw.
    return message.dump(-1, ' ', false, Json::error_handler_t::replace);
}

// A request's id: a string or a number (never null in MCP); anything else is no id.
bool validId(const Json &id)
{
    return id.is_string() || id.is_number_integer() || id.is_number_unsigned() || id.is_number_float();
}

Json toolResult(const ToolResult &result)
{
    Json out {{"content", Json::array({Json {{"type", "text"}, {"text", result.text.toStdString()}}})},
        {"structuredContent", result.structured}};
    if (result.isError)
        out["isError"] = true;
    return out;
}

} // namespace

Server::Server(ToolOptions options, std::string version)
    : m_options(std::move(options))
    , m_version(std::move(version))
{ }

std::string Server::tooLarge()
{
    return serialize(errorResponse(nullptr, InvalidRequest,
        "the message is larger than " + std::to_string(kMaxMessageBytes >> 20) + " MB and was not read"));
}

std::optional<std::string> Server::handleLine(std::string_view line)
{
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ' || line.back() == '\t'))
        line.remove_suffix(1);
    if (line.find_first_not_of(" \t") == std::string_view::npos)
        return std::nullopt; // blank lines between messages are no messages
    if (line.size() > kMaxMessageBytes)
        return tooLarge();
    // Copies of a parsed value recurse: a deep message would end the server.
    if (JsonScanner::nestsDeeperThan(line, kMaxMessageDepth))
        return serialize(errorResponse(nullptr, InvalidRequest,
            "the message nests values more than " + std::to_string(kMaxMessageDepth)
                + " levels deep and was not read"));
    Json message = Json::parse(line.begin(), line.end(), nullptr, false);
    if (message.is_discarded())
        return serialize(errorResponse(nullptr, ParseError, "parse error: the line is not JSON"));
    if (message.is_array()) { // a batch (protocol revisions up to 2025-03-26)
        if (message.empty())
            return serialize(errorResponse(nullptr, InvalidRequest, "an empty batch"));
        Json answers = Json::array();
        for (const Json &item : message)
            if (std::optional<Json> answer = handleMessage(item))
                answers.push_back(std::move(*answer));
        if (answers.empty())
            return std::nullopt;
        return serialize(answers);
    }
    const std::optional<Json> answer = handleMessage(message);
    return answer ? std::optional<std::string>(serialize(*answer)) : std::nullopt;
}

std::optional<Json> Server::handleMessage(const Json &message)
{
    if (!message.is_object())
        return errorResponse(nullptr, InvalidRequest, "a message is a JSON object");
    const auto idIt = message.find("id");
    const bool hasId = idIt != message.end();
    const Json id = hasId && validId(*idIt) ? *idIt : Json(nullptr);
    if (message.value("jsonrpc", Json()) != "2.0")
        return errorResponse(id, InvalidRequest, "\"jsonrpc\" must be \"2.0\"");
    const auto method = message.find("method");
    if (method == message.end()) {
        // A response from the client (this server sends no requests): nothing to answer.
        if (message.contains("result") || message.contains("error"))
            return std::nullopt;
        return errorResponse(id, InvalidRequest, "a request needs a \"method\"");
    }
    if (!method->is_string())
        return errorResponse(id, InvalidRequest, "\"method\" must be a string");
    if (hasId && !validId(*idIt))
        return errorResponse(nullptr, InvalidRequest, "\"id\" must be a string or a number");
    const Json params = message.value("params", Json::object());
    if (!params.is_object())
        return hasId ? std::optional<Json>(errorResponse(id, InvalidParams, "\"params\" must be an object"))
                     : std::nullopt;
    if (!hasId)
        return std::nullopt; // notifications: initialized, cancelled, progress … need no answer
    bool failed = false;
    Json result;
    try {
        result = dispatch(method->get<std::string>(), params, &failed);
    } catch (const std::exception &e) {
        return errorResponse(id, InternalError, std::string("internal error: ") + e.what());
    }
    if (failed) {
        result["id"] = id;
        return result;
    }
    return Json {{"jsonrpc", "2.0"}, {"id", id}, {"result", std::move(result)}};
}

Json Server::dispatch(const std::string &method, const Json &params, bool *failed)
{
    auto fail = [&](int code, const std::string &text) {
        *failed = true;
        return errorResponse(nullptr, code, text);
    };
    if (method == "initialize") {
        const std::string asked
            = params.value("protocolVersion", Json()).is_string() ? params["protocolVersion"].get<std::string>() : "";
        m_protocol = kLatestProtocol;
        for (const char *known : kSupportedProtocols)
            if (asked == known)
                m_protocol = known;
        return {{"protocolVersion", m_protocol}, {"capabilities", {{"tools", {{"listChanged", false}}}}},
            {"serverInfo", {{"name", "cosmos-modeler"}, {"title", "Cosmos Modeler"}, {"version", m_version}}},
            {"instructions",
                "Cosmos Modeler computes Azure Cosmos DB for NoSQL designs from access patterns. Interview the user, "
                "write the model (or a cosmosdb_requirements.md and import_requirements), then let analyze_model "
                "decide "
                "embedding, partition keys, RU/s and cost; quote its figures rather than computing RU by hand."}};
    }
    if (method == "ping")
        return Json::object();
    if (method == "tools/list")
        return {{"tools", toolDefinitions()}};
    if (method == "tools/call") {
        const Json name = params.value("name", Json());
        if (!name.is_string())
            return fail(InvalidParams, "tools/call needs the tool's \"name\"");
        if (!isTool(name.get<std::string>()))
            return fail(InvalidParams, "unknown tool \"" + name.get<std::string>() + "\"");
        const Json arguments = params.value("arguments", Json::object());
        return toolResult(callTool(name.get<std::string>(), arguments, m_options));
    }
    return fail(MethodNotFound, "method not found: " + method);
}

} // namespace cosmos::mcp

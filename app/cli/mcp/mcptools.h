// SPDX-License-Identifier: MIT
#pragma once

#include "model/document/model.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace cosmos::mcp {

// The tools of the MCP server (FORMAT.md section 5): the CLI's commands as functions of
// their JSON arguments. Stateless: each call loads what it is given, answers, and keeps
// nothing. Pure apart from reading the file a `path` argument names.

struct ToolResult {
    Json structured = Json::object(); // structuredContent
    QString text;                     // the short text an assistant can quote
    bool isError = false;
};

struct ToolOptions {
    // Where `path` arguments may point (canonical folders); empty: anywhere readable.
    QStringList roots;
};

// The tool list of `tools/list`: name, title, description and the JSON Schema of the input.
Json toolDefinitions();

// Runs one tool. An unknown name is the caller's JSON-RPC error; everything the
// arguments get wrong is a result with isError, so an assistant can correct itself.
bool isTool(const std::string &name);
ToolResult callTool(const std::string &name, const Json &arguments, const ToolOptions &options);

// analyze_model returns the full analysis up to this many bytes of JSON; above it
// (the default "auto" detail), a summary of the same decisions and totals.
inline constexpr size_t kFullAnalysisBytes = 1024 * 1024;

} // namespace cosmos::mcp

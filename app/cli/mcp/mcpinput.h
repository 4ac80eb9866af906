// SPDX-License-Identifier: MIT
#pragma once

#include "mcptools.h"

#include "model/advisor/findings.h"
#include "model/io/diagnostic.h"

#include <memory>
#include <optional>

namespace cosmos::mcp {

// The pieces every tool shares: reading its model (given inline or by path), refusing
// bad arguments with a message, and the analysis at the detail asked for.

ToolResult argumentError(const QString &message);

// A refusal that lists located problems: its text one message a line as `check` prints
// them for `source` (with `prefix` before each), its structuredContent {"errors":
// [{"pointer", "line", "message"}]} — line null when unknown, "column" where known.
ToolResult diagnosticsRefusal(const Diagnostics &diagnostics, const QString &source, const QString &prefix = {});

// A `path` argument as a canonical file path the server may read, or a refusal.
std::optional<QString> readablePath(const Json &arguments, const char *key, const ToolOptions &options, ToolResult *refusal);

struct ModelArgument {
    std::optional<Model> model;
    QString source; // the path, or "model" for an inline model
    ToolResult refusal;
};
// `model` (an object, or a string holding one) or `path`. A model that does not load
// is refused as `check` reports it: located messages, and {"errors": [{pointer, line,
// message}]}.
ModelArgument modelArgument(const Json &arguments, const ToolOptions &options);

enum class Detail { Auto, Full, Summary };
std::optional<Detail> detailArgument(const Json &arguments, ToolResult *refusal);

// The analysis as `analyze --format json` prints it, or (Summary, or Auto above
// kFullAnalysisBytes) its decisions, routes and totals with "detail": "summary".
Json analysisAt(const Findings &findings, Detail detail);
// One paragraph: containers, RU/s, monthly cost, decisions, cross-partition patterns,
// checklist errors and warnings.
QString analysisSummaryText(const Json &analysis, const QString &name);

} // namespace cosmos::mcp

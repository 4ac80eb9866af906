// SPDX-License-Identifier: MIT
#pragma once

#include "mcptools.h"

namespace cosmos::mcp {

// The tools with more to them than a load and a render, each in its own file.
ToolResult whatIf(const Json &arguments, const ToolOptions &options);  // mcpwhatif.cpp
ToolResult explain(const Json &arguments, const ToolOptions &options); // mcpexplain.cpp

} // namespace cosmos::mcp

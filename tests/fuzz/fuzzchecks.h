// SPDX-License-Identifier: MIT
#pragma once
// What the fuzz target runs bytes through, and how it fails: every reader of outside
// text or answers, each with the promise it keeps for any input.

#include <QByteArray>

#include <cstdint>

namespace cosmos::fuzz {

// Stops the run with the broken promise named: libFuzzer saves the input.
[[noreturn]] void fail(const char *what);

// The bytes as a model file: loaded, analysed and exported (when at most
// `maxEntitiesToAnalyse` entities; larger models only load).
void readAsModel(const QByteArray &bytes, int maxEntitiesToAnalyse);
// The bytes as a requirements document.
void importAsRequirements(const QByteArray &bytes);
// Each line as a message to the MCP server (at most `maxMessages`).
void serveAsMcp(const QByteArray &bytes, int maxMessages);
// The bytes as a sample file for `infer` (a JSON array or JSON Lines).
void inferFrom(const QByteArray &bytes);
// The bytes as the body of every answer an account gives `account import`.
void serveAsAccount(const QByteArray &body, std::uint64_t hash, int maxRequests);

} // namespace cosmos::fuzz

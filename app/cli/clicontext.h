// SPDX-License-Identifier: MIT
#pragma once

#include "model/io/modelreader.h"

#include <QStringList>
#include <QTextStream>

#include <optional>

namespace cosmos::cli {

// Exit codes of FORMAT.md section 2.
enum ExitCode { Ok = 0, Findings = 1, InvalidModel = 2, CannotWrite = 3 };

// Where a command writes and how it reports, so every command prints errors the same
// way: "cosmos-modeler-cli: FILE:LINE:COL: message" on stderr.
class CliContext {
public:
    CliContext();

    QTextStream &out() { return m_out; }
    QTextStream &err() { return m_err; }

    void error(const QString &message);
    // "cosmos-modeler-cli: warning: message" on stderr: something to know, not a failure.
    void warning(const QString &message);
    void error(const QString &file, const Diagnostic &diagnostic);

    // Loads a model or reports every diagnostic; nullopt means exit InvalidModel.
    std::optional<Model> load(const QString &path);

private:
    QTextStream m_out;
    QTextStream m_err;
};

int runCheck(CliContext &context, const QStringList &arguments);
int runFmt(CliContext &context, const QStringList &arguments);
int runAnalyze(CliContext &context, const QStringList &arguments);
int runExport(CliContext &context, const QStringList &arguments);

} // namespace cosmos::cli

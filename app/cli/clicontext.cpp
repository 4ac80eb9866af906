// SPDX-License-Identifier: MIT
#include "clicontext.h"

#include <cstdio>

namespace cosmos::cli {

CliContext::CliContext()
    : m_out(stdout)
    , m_err(stderr)
{ }

void CliContext::error(const QString &message)
{
    m_err << "cosmos-modeler-cli: " << message << Qt::endl;
}

void CliContext::warning(const QString &message)
{
    m_err << "cosmos-modeler-cli: warning: " << message << Qt::endl;
}

void CliContext::error(const QString &file, const Diagnostic &diagnostic)
{
    error(diagnostic.format(file));
}

std::optional<Model> CliContext::load(const QString &path)
{
    LoadResult result = ModelReader::readFile(path);
    for (const Diagnostic &diagnostic : result.errors)
        error(path, diagnostic);
    return std::move(result.model);
}

} // namespace cosmos::cli

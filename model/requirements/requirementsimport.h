// SPDX-License-Identifier: MIT
#pragma once

#include "model/analysis/text.h"
#include "model/document/model.h"
#include "model/io/diagnostic.h"

#include <QString>

#include <optional>
#include <vector>

namespace cosmos {

// `import-requirements` (FORMAT.md section 5): a cosmosdb_requirements.md, as the
// modeling prompt's assistant writes it or as `export` writes it, turned into a model:
// entities, relationships with their cardinalities, access patterns with their RPS,
// types, attributes, key requirements and the filters the rows name.

// Something read but not usable, or a figure of the document the model does not bear
// out; the model is still written (a pattern it concerns is left a draft).
struct ImportWarning {
    qsizetype line = 0;
    QString message; // in English: the command line, an assistant
    Text text;       // the same, to render in the interface language
};

struct RequirementsImport {
    std::optional<Model> model;          // set when `errors` is empty; always loads
    Diagnostics errors;                  // the document cannot be read as requirements
    std::vector<ImportWarning> warnings; // in line order
};

struct RequirementsImportOptions {
    // The application's name when the document gives none (the CLI passes the file's).
    QString fallbackName;
};

RequirementsImport importRequirements(const QString &markdown, const RequirementsImportOptions &options = {});

// An import reads the document whole; a larger one is refused.
inline constexpr qsizetype kMaxRequirementsBytes = 16 * 1024 * 1024;

// The document in a file: refused (with the line) when it is not UTF-8 text, not a
// regular file or larger than kMaxRequirementsBytes.
RequirementsImport importRequirementsFile(const QString &path, const RequirementsImportOptions &options = {});

} // namespace cosmos

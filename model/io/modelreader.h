// SPDX-License-Identifier: MIT
#pragma once

#include "diagnostic.h"
#include "model/document/model.h"

#include <QByteArray>

#include <optional>

namespace cosmos {

struct LoadResult {
    std::optional<Model> model; // set only when there are no errors
    Diagnostics errors;

    bool ok() const { return model.has_value(); }
};

// Turns a model file into a Model, or into diagnostics that say where and what is
// wrong. Never partially succeeds: a caller either gets a whole valid model or
// keeps what it had.
class ModelReader {
public:
    // Bounds the memory a file can make the reader use (the parsed model takes several
    // times the bytes). The 5,000-entity benchmark model is 15.5 MB in the canonical form.
    static constexpr qint64 kMaxFileBytes = 64 * 1024 * 1024;
    static constexpr size_t kMaxErrors = 50;

    // `bytesRead`, when given, receives exactly the bytes the model was read from.
    static LoadResult readFile(const QString &path, QByteArray *bytesRead = nullptr);
    static LoadResult readBytes(const QByteArray &bytes);
    // For already-parsed JSON (no line numbers available).
    static LoadResult readJson(Json root);
};

} // namespace cosmos

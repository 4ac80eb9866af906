// SPDX-License-Identifier: MIT
#pragma once

#include "documentinference.h"

#include <QString>

#include <cstdint>
#include <functional>

namespace cosmos {

struct SampleFileResult {
    bool ok = false;
    QString error; // "FILE:LINE: message" when not ok
    std::uint64_t documents = 0;
};

// The container a sample file stands for: its name without the extension
// ("orders.jsonl" -> "orders").
QString containerForSampleFile(const QString &path);

// Feeds every document of a JSON array or JSON Lines file to `inference`, read in
// bounded memory. `progress` is told the documents read so far and stops the read
// (an error "cancelled") by returning false.
SampleFileResult addSampleFile(const QString &path, DocumentInference &inference,
    const std::function<bool(std::uint64_t)> &progress = {});

} // namespace cosmos

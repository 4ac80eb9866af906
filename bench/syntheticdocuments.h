// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>

namespace cosmos {

// `count` sample documents as JSON Lines, the same for the same arguments: orders (60%,
// with line items, tags and an address; a skewed status and country), customers (30%)
// and products (10%) told apart by "type", about 0.5 to 1.5 KB each. What `infer` and
// `account import` read, for benchmarks and whole-process timings.
QByteArray syntheticDocuments(int count);

} // namespace cosmos

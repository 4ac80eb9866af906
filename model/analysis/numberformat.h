// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace cosmos {

// Locale-independent number formatting for explanations, so the same model always
// produces the same sentences: "1,470", "2.5", "45%", "95.2%", "∞".
QString formatNumber(double value, int maxDecimals = 2);
QString formatPercent(double share);
QString formatKB(double kb); // "200 KB", "1.5 MB", "unbounded"
QString formatGB(double gb);
QString formatUsd(double usd); // "$57.60"
QString formatRu(double ru);   // "2,750 RU/s" is formatRu(x) + " RU/s"
// The same, but a load that rounds to nothing reads "< 0.01" (one member among
// millions), not a misleading "0".
QString formatLoadRu(double ru);
// A rate the user gave (requests per second), with six significant digits and at
// least two decimals: 0.001 RPS stays 0.001 (never "0") and 12.345 stays 12.345.
QString formatRate(double perSecond);

} // namespace cosmos

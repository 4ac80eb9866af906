// SPDX-License-Identifier: MIT
#include "numberformat.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstring>
#include <limits>
#include <string_view>

namespace cosmos {

namespace {

QString formatNumberUncached(double value, int maxDecimals);

} // namespace

QString formatNumber(double value, int maxDecimals)
{
    // The analysis formats the same number many times in a row (an assumed
    // cardinality in every candidate key's notes): the last answer is kept per
    // thread. Compared by bits, so 0 and -0 stay apart.
    thread_local double lastValue = std::numeric_limits<double>::quiet_NaN();
    thread_local int lastDecimals = std::numeric_limits<int>::min();
    thread_local QString lastText;
    if (maxDecimals == lastDecimals && std::memcmp(&value, &lastValue, sizeof value) == 0)
        return lastText;
    lastText = formatNumberUncached(value, maxDecimals);
    lastValue = value;
    lastDecimals = maxDecimals;
    return lastText;
}

namespace {

QString formatNumberUncached(double value, int maxDecimals)
{
    if (std::isinf(value))
        return QStringLiteral("∞");
    if (std::isnan(value))
        return QStringLiteral("?");
    const double scale = std::pow(10.0, maxDecimals);
    const double rounded = std::round(value * scale) / scale;
    // Formatted in a stack buffer: explanations format thousands of numbers per analysis.
    char digits[64];
    const auto result
        = std::to_chars(digits, digits + sizeof digits, std::fabs(rounded), std::chars_format::fixed, maxDecimals);
    if (result.ec != std::errc())
        return QString::number(rounded, 'g', 15);
    std::string_view text(digits, size_t(result.ptr - digits));
    if (text.find('.') != std::string_view::npos) {
        while (text.back() == '0')
            text.remove_suffix(1);
        if (text.back() == '.')
            text.remove_suffix(1);
    }
    const size_t dot = std::min(text.find('.'), text.size());
    char out[96];
    size_t n = 0;
    if (rounded < 0 && text != "0")
        out[n++] = '-';
    for (size_t i = 0; i < text.size(); ++i) {
        if (i > 0 && i < dot && (dot - i) % 3 == 0)
            out[n++] = ',';
        out[n++] = text[i];
    }
    return QString::fromLatin1(out, qsizetype(n));
}

} // namespace

QString formatPercent(double share)
{
    const double percent = share * 100;
    // A share too small for one decimal keeps two significant digits: one user in
    // a million is 0.0001%, not 0%.
    if (percent != 0 && std::fabs(percent) < 0.05) {
        const int decimals = std::min(8, 1 - int(std::floor(std::log10(std::fabs(percent)))));
        return formatNumber(percent, decimals) + QLatin1Char('%');
    }
    const int decimals = (std::fabs(percent - std::round(percent)) < 0.05) ? 0 : 1;
    return formatNumber(percent, decimals) + QLatin1Char('%');
}

QString formatKB(double kb)
{
    if (std::isinf(kb))
        return QStringLiteral("unbounded");
    if (kb >= 1024 * 1024)
        return formatNumber(kb / (1024 * 1024), 2) + QStringLiteral(" GB");
    if (kb >= 10 * 1024)
        return formatNumber(kb / 1024, 1) + QStringLiteral(" MB");
    return formatNumber(kb, 2) + QStringLiteral(" KB");
}

QString formatGB(double gb)
{
    // Small amounts in the unit that shows them: "204.47 KB", "5.12 MB", not "0 GB".
    if (gb > 0 && gb < 1.0 / 1024)
        return formatKB(gb * 1024 * 1024);
    if (gb > 0 && gb < 0.01)
        return formatNumber(gb * 1024, 2) + QStringLiteral(" MB");
    return formatNumber(gb, gb < 10 ? 2 : 1) + QStringLiteral(" GB");
}

QString formatUsd(double usd)
{
    // Money always shows cents: "$57.60", not "$57.6".
    QString text = formatNumber(usd, 2);
    const qsizetype dot = text.indexOf(QLatin1Char('.'));
    if (dot < 0)
        text += QStringLiteral(".00");
    else if (text.size() - dot == 2)
        text += QLatin1Char('0');
    return QLatin1Char('$') + text;
}

QString formatRu(double ru)
{
    return formatNumber(ru, ru < 100 ? 2 : 0);
}

QString formatLoadRu(double ru)
{
    return ru > 0 && ru < 0.005 ? QStringLiteral("< 0.01") : formatRu(ru);
}

QString formatRate(double perSecond)
{
    if (!(perSecond > 0) || !std::isfinite(perSecond))
        return formatNumber(perSecond);
    // Six significant digits, at least two decimals: what a person typed comes back as
    // typed (12.345, 0.0375), and a computed rate is not cut to a misleading 0.
    const int magnitude = int(std::floor(std::log10(perSecond))); // 0 for 1–9.99, -3 for 0.001
    return formatNumber(perSecond, std::clamp(5 - magnitude, 2, 12));
}

} // namespace cosmos

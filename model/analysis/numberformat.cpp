// SPDX-License-Identifier: MIT
#include "numberformat.h"

#include <cmath>

namespace cosmos {

QString formatNumber(double value, int maxDecimals)
{
    if (std::isinf(value))
        return QStringLiteral("∞");
    if (std::isnan(value))
        return QStringLiteral("?");
    const double scale = std::pow(10.0, maxDecimals);
    double rounded = std::round(value * scale) / scale;
    if (rounded == 0)
        rounded = 0; // no "-0"
    QString text = QString::number(std::fabs(rounded), 'f', maxDecimals);
    if (text.contains(QLatin1Char('.'))) {
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(QLatin1Char('.')))
            text.chop(1);
    }
    const qsizetype dot = text.indexOf(QLatin1Char('.'));
    for (qsizetype i = (dot < 0 ? text.size() : dot) - 3; i > 0; i -= 3)
        text.insert(i, QLatin1Char(','));
    return rounded < 0 ? QLatin1Char('-') + text : text;
}

QString formatPercent(double share)
{
    const double percent = share * 100;
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

} // namespace cosmos

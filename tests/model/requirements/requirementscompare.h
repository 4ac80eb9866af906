// SPDX-License-Identifier: MIT
#pragma once
// Optional numbers compared as the requirements tests need them: "none" is a value of
// its own, infinity (unbounded) equals only itself, and the rest within a billionth.

#include <QString>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

namespace cosmos::test {

inline constexpr double kNone = -1; // "no value" in the data tables
inline const double kInf = std::numeric_limits<double>::infinity();

inline std::optional<double> value(double v)
{
    return v == kNone ? std::nullopt : std::optional<double>(v);
}

inline QString show(const std::optional<double> &v)
{
    return v ? QString::number(*v, 'g', 12) : QStringLiteral("none");
}

inline bool same(const std::optional<double> &a, const std::optional<double> &b)
{
    if (!a || !b)
        return !a && !b;
    if (std::isinf(*a) || std::isinf(*b))
        return *a == *b;
    return std::abs(*a - *b) <= 1e-9 * std::max(1.0, std::abs(*b));
}

#define COMPARE_VALUE(actual, expected)                                                                                \
    QVERIFY2(same((actual), (expected)),                                                                               \
        qPrintable(QStringLiteral(#actual ": %1, expected %2").arg(show(actual), show(expected))))

} // namespace cosmos::test

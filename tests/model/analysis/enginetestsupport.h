// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QTest>

#include <cmath>

namespace cosmos::test {

// Engine figures are compared with measurements within a stated tolerance.
inline bool within(double value, double expected, double tolerance)
{
    return std::abs(value / expected - 1) <= tolerance + 1e-12;
}

} // namespace cosmos::test

#define QVERIFY_WITHIN(value, expected, tolerance)                                                                      \
    QVERIFY2(cosmos::test::within((value), (expected), (tolerance)),                                                   \
        qPrintable(QStringLiteral("%1 is not within %2% of %3").arg((value)).arg((tolerance) * 100).arg((expected))))

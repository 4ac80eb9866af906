// SPDX-License-Identifier: MIT
#pragma once

#include "model/analysis/analysis.h"

#include <QString>
#include <QTest>

#include <algorithm>
#include <cmath>

namespace cosmos::test {

// Engine figures are compared with measurements within a stated tolerance.
inline bool within(double value, double expected, double tolerance)
{
    return std::abs(value / expected - 1) <= tolerance + 1e-12;
}

// The row of a container's key evaluation for these paths, or null when none was weighed.
inline const KeyEvaluation *evaluationOf(const ContainerAnalysis &container, const QStringList &paths)
{
    const auto row = std::find_if(container.keyEvaluation.begin(), container.keyEvaluation.end(),
        [&](const KeyEvaluation &e) { return e.paths == paths; });
    return row == container.keyEvaluation.end() ? nullptr : &*row;
}

} // namespace cosmos::test

#define QVERIFY_WITHIN(value, expected, tolerance)                                                                      \
    QVERIFY2(cosmos::test::within((value), (expected), (tolerance)),                                                   \
        qPrintable(QStringLiteral("%1 is not within %2% of %3").arg((value)).arg((tolerance) * 100).arg((expected))))

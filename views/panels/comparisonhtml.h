// SPDX-License-Identifier: MIT
#pragma once

#include "model/analysis/designcomparison.h"

#include <QColor>
#include <QString>

namespace cosmos {

// How a comparison is written for the screen: the two designs' names and the
// colours for a change for the better and for the worse (from the theme, so they
// read in light, dark and high-contrast alike). Colour is never the only carrier:
// every delta also has its sign and an arrow.
struct ComparisonStyle {
    QString nameA; // the alternative compared with
    QString nameB; // the current design
    QColor better;
    QColor worse;
    QColor muted;
    double pointSize = 10; // the widget's font: the cards' big numbers are a multiple of it
};

// The totals as four cards (monthly cost, RU/s at peak, RU/s on average, storage),
// each a small HTML fragment with B's value, A's value and the change.
QString totalsCardHtml(const QString &title, const NumberDelta &delta, const QString &formatted,
                       const QString &formattedA, const QString &change, const ComparisonStyle &style);

// Everything below the totals: the cost in each capacity mode, the decisions that
// differ, the containers side by side and the access patterns whose route or
// request cost changed.
QString comparisonDetailsHtml(const DesignComparison &comparison, const ComparisonStyle &style);

// "+$86.40 (+150%)", "+1,500 RU/s (new)", "no change": the signed change of a delta.
QString usdChange(const NumberDelta &delta);
QString ruChange(const NumberDelta &delta);
QString gbChange(const NumberDelta &delta);

} // namespace cosmos

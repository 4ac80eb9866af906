// SPDX-License-Identifier: MIT
#pragma once

#include "model/analysis/analysis.h"

#include <QPointF>
#include <QSizeF>

class QWidget;

#include <map>

namespace cosmos {

// Automatic layout grouped by container: Graphviz's layered "dot" engine with one
// cluster per container, parents above their children or, when that fits a view
// of width-to-height ratio `aspect` clearly better, to their left. Returns the
// top-left position of every card (entities that have their own card, by id).
// Falls back to a plain grid per container, wrapped to that ratio, if Graphviz cannot
// lay the graph out or the model has more than kMaxDotCards cards.
// The width-to-height ratio to lay out for: the viewport's, once it has a size of
// its own; 16:9 before (a window not yet shown).
double layoutAspect(const QWidget *viewport);

// About three seconds of "dot" on two cores; its time and memory grow faster than the
// model from there.
inline constexpr size_t kMaxDotCards = 1000;

// `rankGap`: the least room between a parent and its child side by side, so that
// their connector's label fits between them (RelationshipItem::gapNeeded).
std::map<QString, QPointF> computeLayout(const Model &model, const Analysis &analysis,
    const std::map<QString, QSizeF> &cardSizes, double aspect = 16.0 / 9.0, double rankGap = 0);

} // namespace cosmos

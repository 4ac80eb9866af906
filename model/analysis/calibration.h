// SPDX-License-Identifier: MIT
#pragma once

#include "model/document/change.h"
#include "model/document/model.h"

#include <QString>

#include <map>

namespace cosmos {

// RULES.md section 15: the assumptions that set request costs, rescaled so that the
// estimates reproduce the charges measured on an account. Three factors, each the
// measured total over the estimated total of one kind of request: point reads scale
// the size curve's read column; writes its write column and the indexed-term cost;
// queries (estimated again after the read factor, since a query loads documents at
// point-read cost) the per-partition lookup and the per-document load.
struct Calibration {
    struct Factor {
        double value = 1;   // measured / estimated; 1 when nothing of the kind was measured
        int patterns = 0;   // how many patterns it rests on
    };
    Factor reads, writes, queries;
    ChangeSet changes; // the new assumptions: one undoable edit

    bool empty() const { return changes.empty(); }
};

// `measuredRu`: access pattern id -> measured charge per request (`account measure`).
// Patterns that are searches or batches, or not measured, do not count. Factors are
// kept within 1/20 and 20: a larger gap means a wrong model, not a calibration.
Calibration calibrateAssumptions(const Model &model, const std::map<QString, double> &measuredRu);

} // namespace cosmos

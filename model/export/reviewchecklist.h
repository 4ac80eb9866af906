// SPDX-License-Identifier: MIT
#pragma once

#include "model/advisor/findings.h"
#include "model/analysis/analysis.h"

namespace cosmos {

// The validation lists the two document templates end with, ticked from the
// model and its analysis: an item is done when nothing is open, and each open
// point names its subject ("AP7 has no latency target").
struct ReviewItem {
    QString title;
    QStringList open; // empty: done
    bool done() const { return open.isEmpty(); }
};

// cosmosdb_requirements.md: is the input complete enough to design from?
std::vector<ReviewItem> requirementsChecklist(const Findings &findings);

// As the documents print it: "- [x] title ✅" when done, "- [ ] title" with its open
// points as sub-bullets otherwise; a blank line after the list.
QString reviewListMarkdown(const std::vector<ReviewItem> &items);

// cosmosdb_data_model.md: does the design answer every pattern, and where not?
std::vector<ReviewItem> dataModelValidation(const Findings &findings);

} // namespace cosmos

// SPDX-License-Identifier: MIT
#pragma once

#include "advice.h"

#include "model/analysis/analysis.h"
#include "model/document/model.h"

#include <memory>
#include <mutex>
#include <vector>

namespace cosmos {

// One analysis together with the model it is of, and everything derived from the
// pair: the advice, the checklist and the decision traces. Each is computed the
// first time someone asks and then shared by every reader (the Advisor and Checklist
// docks, the Decisions and Explain panels, the CLI), so no view derives its own copy
// and all of them show the same findings. Immutable once made; safe to read from any
// thread.
class Findings {
public:
    Findings(std::shared_ptr<const Model> model, std::shared_ptr<const Analysis> analysis);

    // Analyses `model` (a copy, or moved in).
    static std::shared_ptr<const Findings> of(Model model);
    // Analyses `model`, shared with whoever else holds it.
    static std::shared_ptr<const Findings> of(std::shared_ptr<const Model> model);

    const Model &model() const { return *m_model; }
    const Analysis &analysis() const { return *m_analysis; }

    const std::vector<Advice> &advice() const;
    const std::vector<ChecklistItem> &checklist() const; // includes the advisor's questions
    // Every relationship's trace, worked out when asked for and shared while anyone
    // holds it: a 16,000-relationship model's traces are 100 MB, not worth keeping.
    std::shared_ptr<const std::vector<DecisionExplanation>> decisions() const;
    // One relationship's trace (its index in the model), without the others'.
    DecisionExplanation decision(size_t relationship) const;

private:
    std::shared_ptr<const Model> m_model;
    std::shared_ptr<const Analysis> m_analysis;
    mutable std::once_flag m_adviceOnce, m_checklistOnce;
    mutable std::mutex m_decisionsMutex;
    mutable std::weak_ptr<const std::vector<DecisionExplanation>> m_decisions;
    mutable std::vector<Advice> m_advice;
    mutable std::vector<ChecklistItem> m_checklist;
};

} // namespace cosmos

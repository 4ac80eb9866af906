// SPDX-License-Identifier: MIT
#include "findings.h"

#include "advisor.h"
#include "checklist.h"

namespace cosmos {

Findings::Findings(std::shared_ptr<const Model> model, std::shared_ptr<const Analysis> analysis)
    : m_model(std::move(model))
    , m_analysis(std::move(analysis))
{ }

std::shared_ptr<const Findings> Findings::of(Model model)
{
    return of(std::make_shared<const Model>(std::move(model)));
}

std::shared_ptr<const Findings> Findings::of(std::shared_ptr<const Model> model)
{
    std::shared_ptr<const Analysis> analysis = analyze(*model);
    return std::make_shared<const Findings>(std::move(model), std::move(analysis));
}

const std::vector<Advice> &Findings::advice() const
{
    std::call_once(m_adviceOnce, [this] { m_advice = evaluateAdvice(*m_model, *m_analysis); });
    return m_advice;
}

const std::vector<ChecklistItem> &Findings::checklist() const
{
    std::call_once(m_checklistOnce, [this] { m_checklist = buildChecklist(*m_model, *m_analysis, advice()); });
    return m_checklist;
}

std::shared_ptr<const std::vector<DecisionExplanation>> Findings::decisions() const
{
    const std::lock_guard<std::mutex> lock(m_decisionsMutex);
    std::shared_ptr<const std::vector<DecisionExplanation>> shared = m_decisions.lock();
    if (!shared) {
        shared = std::make_shared<const std::vector<DecisionExplanation>>(
            explainDecisions(*m_model, m_analysis->assumptions));
        m_decisions = shared;
    }
    return shared;
}

DecisionExplanation Findings::decision(size_t relationship) const
{
    // Someone holding every trace already: take it from there.
    {
        const std::lock_guard<std::mutex> lock(m_decisionsMutex);
        if (const auto shared = m_decisions.lock(); shared && relationship < shared->size())
            return (*shared)[relationship];
    }
    return explainDecision(*m_model, m_analysis->assumptions, relationship);
}

} // namespace cosmos

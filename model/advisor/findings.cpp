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
    auto copy = std::make_shared<const Model>(std::move(model));
    std::shared_ptr<const Analysis> analysis = analyze(*copy);
    return std::make_shared<const Findings>(std::move(copy), std::move(analysis));
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

const std::vector<DecisionExplanation> &Findings::decisions() const
{
    std::call_once(
        m_decisionsOnce, [this] { m_decisions = explainDecisions(*m_model, m_analysis->assumptions); });
    return m_decisions;
}

} // namespace cosmos

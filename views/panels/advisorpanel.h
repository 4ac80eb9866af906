// SPDX-License-Identifier: MIT
#pragma once

#include "findingspanel.h"

#include "model/advisor/advice.h"

#include <vector>

#include <QTextBrowser>

namespace cosmos {

// The playbook advisor (RULES.md section 9): the catalog rules that apply to the
// model, warnings first, with the recommendation, why, what would make each go away
// and a link to the Azure documentation. Activating a row selects its subject.
class AdvisorPanel : public FindingsPanel {
    Q_OBJECT

public:
    explicit AdvisorPanel(ModelDocument *document, QWidget *parent = nullptr);

    const std::vector<Advice> &advice() const { return m_advice; }
    QString detailText() const;

protected:
    void refresh() override;
    size_t findingCount() const override { return m_advice.size(); }
    const Subject &subjectOf(size_t index) const override { return m_advice[index].subject; }
    void showCurrent() override;

private:
    QTextBrowser *m_details = new QTextBrowser(this);
    std::vector<Advice> m_advice;
    // The advice the panel chose itself (the first row): it follows the list, while
    // one the user picked stays picked.
    QString m_automaticChoice;
};

} // namespace cosmos

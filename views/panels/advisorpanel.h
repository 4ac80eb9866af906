// SPDX-License-Identifier: MIT
#pragma once

#include "findingspanel.h"

#include "model/advisor/advice.h"

#include <memory>
#include <vector>

#include <QTextBrowser>

namespace cosmos {

class Findings;

// The playbook advisor (RULES.md section 9): the catalog rules that apply to the
// model, warnings first, with the recommendation, why, what would make each go away
// and a link to the Azure documentation. Activating a row selects its subject.
class AdvisorPanel : public FindingsPanel {
    Q_OBJECT

public:
    explicit AdvisorPanel(ModelDocument *document, QWidget *parent = nullptr);

    // The advice shown: the published analysis' own, not a copy.
    const std::vector<Advice> &advice() const;
    QString detailText() const;

protected:
    void refresh() override;
    size_t findingCount() const override { return advice().size(); }
    const Subject &subjectOf(size_t index) const override { return advice()[index].subject; }
    QVariant findingData(size_t index, int column, int role) const override;
    void showCurrent() override;

private:
    QTextBrowser *m_details = new QTextBrowser(this);
    std::shared_ptr<const Findings> m_findings;
    // The advice the panel chose itself (the first row): it follows the list, while
    // one the user picked stays picked.
    QString m_automaticChoice;
};

} // namespace cosmos

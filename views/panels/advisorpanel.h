// SPDX-License-Identifier: MIT
#pragma once

#include "panel.h"

#include "model/advisor/advice.h"

#include <vector>

class QTextBrowser;
class QTreeWidget;
class QTreeWidgetItem;

namespace cosmos {

// The playbook advisor (RULES.md section 9): the catalog rules that apply to the
// model, warnings first, with the recommendation, why, what would make each go away
// and a link to the Azure documentation. Activating a row selects its subject.
class AdvisorPanel : public Panel {
    Q_OBJECT

public:
    explicit AdvisorPanel(ModelDocument *document, QWidget *parent = nullptr);

    QTreeWidget *tree() const { return m_tree; }
    const std::vector<Advice> &advice() const { return m_advice; }
    QString detailText() const;

protected:
    void refresh() override;

private:
    void activate(QTreeWidgetItem *row);
    void showDetails();

    QTreeWidget *m_tree;
    QTextBrowser *m_details;
    std::vector<Advice> m_advice;
};

} // namespace cosmos

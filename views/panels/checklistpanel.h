// SPDX-License-Identifier: MIT
#pragma once

#include "findingspanel.h"

#include "model/advisor/advice.h"

#include <memory>
#include <vector>

#include <QLabel>

namespace cosmos {

class Findings;

// The live validation checklist (RULES.md section 10): one row per open point,
// errors first, with what would close it. Activating a row (double-click or Enter)
// selects its subject on the canvas.
class ChecklistPanel : public FindingsPanel {
    Q_OBJECT

public:
    explicit ChecklistPanel(ModelDocument *document, QWidget *parent = nullptr);

    // The findings shown: the published analysis' own, not a copy.
    const std::vector<ChecklistItem> &items() const;
    QString summaryText() const;

protected:
    void refresh() override;
    size_t findingCount() const override { return items().size(); }
    const Subject &subjectOf(size_t index) const override { return items()[index].subject; }
    QVariant findingData(size_t index, int column, int role) const override;
    // The current finding's remedy.
    void showCurrent() override;

private:
    QLabel *m_summary = new QLabel(this);
    QLabel *m_remedy = new QLabel(this);
    std::shared_ptr<const Findings> m_findings;
};

} // namespace cosmos

// SPDX-License-Identifier: MIT
#pragma once

#include "findingspanel.h"

#include "model/advisor/advice.h"

#include <vector>

#include <QLabel>

namespace cosmos {

// The live validation checklist (RULES.md section 10): one row per open point,
// errors first, with what would close it. Activating a row (double-click or Enter)
// selects its subject on the canvas.
class ChecklistPanel : public FindingsPanel {
    Q_OBJECT

public:
    explicit ChecklistPanel(ModelDocument *document, QWidget *parent = nullptr);

    const std::vector<ChecklistItem> &items() const { return m_items; }
    QString summaryText() const;

protected:
    void refresh() override;
    size_t findingCount() const override { return m_items.size(); }
    const Subject &subjectOf(size_t index) const override { return m_items[index].subject; }
    // The current finding's remedy.
    void showCurrent() override;

private:
    QLabel *m_summary = new QLabel(this);
    QLabel *m_remedy = new QLabel(this);
    std::vector<ChecklistItem> m_items;
};

} // namespace cosmos

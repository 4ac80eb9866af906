// SPDX-License-Identifier: MIT
#pragma once

#include "panel.h"

#include "model/advisor/advice.h"

#include <vector>

class QLabel;
class QTreeWidget;
class QTreeWidgetItem;

namespace cosmos {

// The live validation checklist (RULES.md section 10): one row per open point,
// errors first, with what would close it. Activating a row (double-click or Enter)
// selects its subject on the canvas.
class ChecklistPanel : public Panel {
    Q_OBJECT

public:
    explicit ChecklistPanel(ModelDocument *document, QWidget *parent = nullptr);

    QTreeWidget *tree() const { return m_tree; }
    const std::vector<ChecklistItem> &items() const { return m_items; }
    QString summaryText() const;

protected:
    void refresh() override;

private:
    void activate(QTreeWidgetItem *row);
    void showRemedy();

    QTreeWidget *m_tree;
    QLabel *m_summary;
    QLabel *m_remedy;
    std::vector<ChecklistItem> m_items;
};

} // namespace cosmos

// SPDX-License-Identifier: MIT
#pragma once

#include "panel.h"

#include "model/advisor/findings.h"
#include "model/analysis/analysis.h"

#include <memory>

class QLabel;
class QTextBrowser;
class QTreeWidget;

namespace cosmos {

class CorrelationBar;

// The aggregate decisions: per relationship its correlation against the thresholds,
// the decision and band, the RU/s of the three designs side by side and the full
// justification trace. Choosing a row selects the relationship on the canvas.
class DecisionsPanel : public Panel {
    Q_OBJECT

public:
    explicit DecisionsPanel(ModelDocument *document, QWidget *parent = nullptr);

    QTreeWidget *tree() const { return m_tree; }
    // The explanation as shown (for tests and the classroom "Explain" text).
    QString detailText() const;

protected:
    void refresh() override;

private:
    void showDetails(const QString &relationshipId);
    void selectFromTree();

    QTreeWidget *m_tree;
    CorrelationBar *m_bar;
    QLabel *m_heading;
    QTextBrowser *m_details;
    // Traces are written on demand, once per analysis.
    std::shared_ptr<const Findings> m_findings; // keeps the shown traces alive
    bool m_updating = false;
};

} // namespace cosmos

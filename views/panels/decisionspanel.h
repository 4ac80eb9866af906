// SPDX-License-Identifier: MIT
#pragma once

#include "correlationbar.h"
#include "panel.h"

#include "model/advisor/findings.h"
#include "model/analysis/analysis.h"

#include <memory>

#include <QLabel>
#include <QTextBrowser>
#include <QTreeWidget>

namespace cosmos {

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

    QTreeWidget *m_tree = new QTreeWidget(this);
    CorrelationBar *m_bar = new CorrelationBar(this);
    QLabel *m_heading = new QLabel(this);
    QTextBrowser *m_details = new QTextBrowser(this);
    // Traces are written on demand, once per analysis.
    std::shared_ptr<const Findings> m_findings; // keeps the shown traces alive
    bool m_updating = false;
};

} // namespace cosmos

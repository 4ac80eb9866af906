// SPDX-License-Identifier: MIT
#pragma once

#include "panel.h"

#include "model/analysis/designcomparison.h"

#include <array>
#include <memory>
#include <optional>

#include <QComboBox>
#include <QLabel>
#include <QTextBrowser>

class QWidget;

namespace cosmos {

// The what-if view: the current design side by side with one of its stored
// alternatives — totals with their changes on top, then the decisions that differ,
// the containers and the access patterns whose route or cost changed. It follows
// every edit of the current design; the alternative's analysis is computed once and
// kept until the alternative itself changes.
class ComparisonPanel : public Panel {
    Q_OBJECT

public:
    explicit ComparisonPanel(ModelDocument *document, QWidget *parent = nullptr);

    // Compares with the alternative of that id; false (and nothing changes) when the
    // model has no such alternative.
    bool compareWith(const QString &alternativeId);
    QString alternativeId() const { return m_alternativeId; }
    const std::optional<DesignComparison> &comparison() const { return m_comparison; }
    // What is on screen, as plain text (tests and accessibility checks read it).
    QString text() const;

protected:
    void refresh() override;
    void changeEvent(QEvent *event) override;

private:
    void fillChoices();
    void compare();
    void render();

    QComboBox *m_choice = new QComboBox(this);
    QLabel *m_caption = new QLabel(this);
    std::array<QLabel *, 4> m_cards {};
    QTextBrowser *m_details = new QTextBrowser(this);
    QWidget *m_comparisonView; // the choice, the totals and the details
    QLabel *m_empty;           // in their place while there is nothing to compare
    QString m_alternativeId;
    Model m_analysedDesign; // the alternative's design that m_alternativeAnalysis is of
    std::shared_ptr<const Analysis> m_alternativeAnalysis;
    std::optional<DesignComparison> m_comparison;
    bool m_filling = false;
};

} // namespace cosmos

// SPDX-License-Identifier: MIT
#pragma once

#include "panel.h"

#include <QTextBrowser>

namespace cosmos {

// Explain: the inputs, the rule and the numbers behind whatever is selected, in
// plain language — an entity with its container and partition key, a relationship's
// decision, an access pattern's route and cost. With nothing selected, the model's
// totals and, for a teaching model, what to look for.
class ExplainPanel : public Panel {
    Q_OBJECT

public:
    explicit ExplainPanel(ModelDocument *document, QWidget *parent = nullptr);

    // The text as shown (tests read it).
    QString text() const;

protected:
    void refresh() override;

private:
    QTextBrowser *m_text = new QTextBrowser(this);
};

} // namespace cosmos

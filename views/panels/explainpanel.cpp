// SPDX-License-Identifier: MIT
#include "explainpanel.h"

#include "views/common/unbrokentext.h"
#include "views/document/documentselection.h"
#include "views/document/modeldocument.h"
#include "views/explain/explainer.h"

#include <QScrollBar>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace cosmos {

ExplainPanel::ExplainPanel(ModelDocument *document, QWidget *parent)
    : Panel(document, parent)
{
    setObjectName(QStringLiteral("explain"));
    m_text->setOpenLinks(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_text);
}

QString ExplainPanel::text() const
{
    return m_text->toPlainText();
}

void ExplainPanel::refresh()
{
    const Explainer explainer(*document()->findings());
    const std::optional<DocumentSelection::Item> current = document()->selection()->current();
    Explanation explanation = current ? explainer.object(current->kind, current->id) : Explanation();
    if (explanation.isEmpty())
        explanation = explainer.overview();
    // Same subject, new numbers: stay where the reader was.
    const int scroll = m_text->verticalScrollBar()->value();
    const bool sameSubject = m_text->documentTitle() == explanation.title;
    m_text->setHtml(QStringLiteral("<html><head><title>%1</title></head><body>%2</body></html>")
                        .arg(explanation.title.toHtmlEscaped(), keepValuesTogether(explanation.html)));
    if (sameSubject)
        m_text->verticalScrollBar()->setValue(scroll);
}

} // namespace cosmos

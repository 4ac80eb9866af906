// SPDX-License-Identifier: MIT
#include "advisorpanel.h"

#include "model/advisor/advisor.h"
#include "views/document/modeldocument.h"
#include "views/common/languagechange.h"
#include "views/common/wrappedtextdelegate.h"

#include <QHeaderView>
#include <QTextBrowser>

namespace cosmos {

namespace {
enum Column { SeverityColumn, TitleColumn, SubjectColumn };
}

AdvisorPanel::AdvisorPanel(ModelDocument *document, QWidget *parent)
    : FindingsPanel(document, 3, parent)
{
    setObjectName(QStringLiteral("advisor"));
    onEachLanguage(this, [this]() {
        setHeader({tr("Severity"), tr("Advice"), tr("Subject")},
            tr("Double-click or press Enter to select the subject on the canvas"));
    });
    // A title can be a long phrase in Hindi: shown whole, on two lines if need be.
    tree()->setItemDelegateForColumn(TitleColumn, new WrappedTextDelegate(tree()));
    tree()->header()->setSectionResizeMode(TitleColumn, QHeaderView::Stretch);
    tree()->header()->setSectionResizeMode(SubjectColumn, QHeaderView::ResizeToContents);
    m_details->setOpenExternalLinks(true);

    setListAndDetails(tree(), m_details, 3, 4);
}

QString AdvisorPanel::detailText() const
{
    return m_details->toPlainText();
}

void AdvisorPanel::refresh()
{
    QString current = tree()->currentItem() ? tree()->currentItem()->toolTip(TitleColumn) : QString();
    if (current == m_automaticChoice)
        current.clear();
    m_advice = document()->findings()->advice(); // evaluated once, shared with the Checklist

    QTreeWidgetItem *keep = nullptr;
    setRows([&]() {
        for (size_t i = 0; i < m_advice.size(); ++i) {
            const Advice &advice = m_advice[i];
            const CatalogRule *rule = builtinCatalog().rule(advice.rule);
            QTreeWidgetItem *row = addRow(int(i), advice.severity);
            row->setText(TitleColumn, rule ? catalogText(rule->title).translated() : advice.rule);
            row->setToolTip(TitleColumn, advice.message.translated());
            row->setText(SubjectColumn, subjectLabel(document(), advice.subject));
            if (!current.isEmpty() && advice.message.translated() == current)
                keep = row;
        }
    });
    if (keep) {
        tree()->setCurrentItem(keep);
    } else if (tree()->topLevelItemCount() > 0) {
        tree()->setCurrentItem(tree()->topLevelItem(0));
        m_automaticChoice = tree()->topLevelItem(0)->toolTip(TitleColumn);
    }
    showCurrent();
}

void AdvisorPanel::showCurrent()
{
    const int index = currentFinding();
    if (index < 0) {
        m_details->setHtml(m_advice.empty() ? tr("<p>No playbook pattern applies to this model yet.</p>") : QString());
        return;
    }
    const Advice &advice = m_advice[size_t(index)];
    const CatalogRule *rule = builtinCatalog().rule(advice.rule);
    QString html = QStringLiteral("<h3>%1</h3><p>%2</p>")
                       .arg((rule ? catalogText(rule->title).translated() : advice.rule).toHtmlEscaped(),
                           advice.message.translated().toHtmlEscaped());
    html += QStringLiteral("<p><b>%1</b> %2</p>")
                .arg(tr("Recommendation:"), advice.recommendation.translated().toHtmlEscaped());
    html += QStringLiteral("<p><b>%1</b> %2</p>").arg(tr("Why:"), advice.why.translated().toHtmlEscaped());
    html += QStringLiteral("<p><b>%1</b> %2</p>").arg(tr("To resolve:"), advice.remedy.translated().toHtmlEscaped());
    if (rule)
        html += QStringLiteral("<p><a href=\"%1\">%2</a></p>")
                    .arg(rule->docUrl.toHtmlEscaped(), tr("Azure documentation"));
    m_details->setHtml(html);
}

} // namespace cosmos

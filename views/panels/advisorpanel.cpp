// SPDX-License-Identifier: MIT
#include "advisorpanel.h"

#include "model/advisor/advisor.h"
#include "model/advisor/findings.h"
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
    // The advice the user picked stays picked (found again by its message); one the
    // panel chose itself follows the list.
    const int was = currentFinding();
    QString current = was >= 0 ? advice()[size_t(was)].message.translated() : QString();
    if (current == m_automaticChoice)
        current.clear();
    m_findings = document()->findings(); // its advice is evaluated once, shared with the Checklist
    reloadRows();
    int keep = -1;
    if (!current.isEmpty())
        for (size_t i = 0; i < advice().size() && keep < 0; ++i)
            if (advice()[i].message.translated() == current)
                keep = int(i);
    if (keep >= 0) {
        setCurrentFinding(keep);
    } else if (rowCount() > 0) {
        setCurrentFinding(findingAt(0));
        m_automaticChoice = advice()[size_t(findingAt(0))].message.translated();
    }
    showCurrent();
}

const std::vector<Advice> &AdvisorPanel::advice() const
{
    static const std::vector<Advice> none;
    return m_findings ? m_findings->advice() : none;
}

QVariant AdvisorPanel::findingData(size_t index, int column, int role) const
{
    const Advice &advice = this->advice()[index];
    switch (column) {
    case SeverityColumn:
        return severityData(advice.severity, role);
    case TitleColumn:
        if (role == Qt::DisplayRole) {
            const CatalogRule *rule = builtinCatalog().rule(advice.rule);
            return rule ? catalogText(rule->title).translated() : advice.rule;
        }
        return role == Qt::ToolTipRole ? QVariant(advice.message.translated()) : QVariant();
    case SubjectColumn:
        return role == Qt::DisplayRole ? QVariant(subjectLabel(document(), advice.subject)) : QVariant();
    default:
        return {};
    }
}

void AdvisorPanel::showCurrent()
{
    const int index = currentFinding();
    if (index < 0) {
        m_details->setHtml(advice().empty() ? tr("<p>No playbook pattern applies to this model yet.</p>") : QString());
        return;
    }
    const Advice &advice = this->advice()[size_t(index)];
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

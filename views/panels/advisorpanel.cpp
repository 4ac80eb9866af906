// SPDX-License-Identifier: MIT
#include "advisorpanel.h"

#include "findingsupport.h"
#include "model/advisor/advisor.h"
#include "views/document/modeldocument.h"

#include <QHeaderView>
#include <QSplitter>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace cosmos {

namespace {
enum Column { SeverityColumn, TitleColumn, SubjectColumn, ColumnCount };
}

AdvisorPanel::AdvisorPanel(ModelDocument *document, QWidget *parent)
    : Panel(document, parent)
    , m_tree(new QTreeWidget(this))
    , m_details(new QTextBrowser(this))
{
    setObjectName(QStringLiteral("advisor"));
    setDependencies(OnAnalysis);
    m_tree->setColumnCount(ColumnCount);
    m_tree->setHeaderLabels({tr("Severity"), tr("Advice"), tr("Subject")});
    m_tree->setRootIsDecorated(false);
    m_tree->setAlternatingRowColors(true);
    m_tree->setSortingEnabled(true);
    m_tree->sortByColumn(SeverityColumn, Qt::AscendingOrder);
    m_tree->header()->setSectionResizeMode(SeverityColumn, QHeaderView::ResizeToContents);
    m_tree->header()->setSectionResizeMode(TitleColumn, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(SubjectColumn, QHeaderView::ResizeToContents);
    m_tree->setToolTip(tr("Double-click or press Enter to select the subject on the canvas"));
    connect(m_tree, &QTreeWidget::itemActivated, this, &AdvisorPanel::activate);
    connect(m_tree, &QTreeWidget::currentItemChanged, this, &AdvisorPanel::showDetails);
    m_details->setOpenExternalLinks(true);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_tree);
    splitter->addWidget(m_details);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 4);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(splitter);
}

QString AdvisorPanel::detailText() const
{
    return m_details->toPlainText();
}

void AdvisorPanel::refresh()
{
    const std::shared_ptr<const Analysis> analysis = document()->analysis();
    const QString current = m_tree->currentItem() ? m_tree->currentItem()->toolTip(TitleColumn) : QString();
    m_advice = document()->findings()->advice(); // evaluated once, shared with the Checklist

    m_tree->setSortingEnabled(false);
    m_tree->clear();
    QTreeWidgetItem *keep = nullptr;
    for (size_t i = 0; i < m_advice.size(); ++i) {
        const Advice &advice = m_advice[i];
        const CatalogRule *rule = builtinCatalog().rule(advice.rule);
        auto *row = new FindingItem(m_tree);
        row->setIcon(SeverityColumn, severityIcon(this, advice.severity));
        row->setText(SeverityColumn, severityLabel(advice.severity));
        row->setData(SeverityColumn, FindingItem::kSortRole, severityRank(advice.severity));
        row->setData(0, FindingItem::kIndexRole, int(i));
        row->setText(TitleColumn, rule ? catalogText(rule->title).translated() : advice.rule);
        row->setToolTip(TitleColumn, advice.message.translated());
        row->setText(SubjectColumn, subjectLabel(document(), advice.subject));
        if (!current.isEmpty() && advice.message.translated() == current)
            keep = row;
    }
    m_tree->setSortingEnabled(true);
    if (keep)
        m_tree->setCurrentItem(keep);
    else if (m_tree->topLevelItemCount() > 0)
        m_tree->setCurrentItem(m_tree->topLevelItem(0));
    showDetails();
}

void AdvisorPanel::showDetails()
{
    const QTreeWidgetItem *row = m_tree->currentItem();
    const int index = row ? row->data(0, FindingItem::kIndexRole).toInt() : -1;
    if (index < 0 || size_t(index) >= m_advice.size()) {
        m_details->setHtml(m_advice.empty() ? tr("<p>No playbook pattern applies to this model yet.</p>") : QString());
        return;
    }
    const Advice &advice = m_advice[size_t(index)];
    const CatalogRule *rule = builtinCatalog().rule(advice.rule);
    QString html
        = QStringLiteral("<h3>%1</h3><p>%2</p>")
              .arg((rule ? catalogText(rule->title).translated() : advice.rule).toHtmlEscaped(), advice.message.translated().toHtmlEscaped());
    html += QStringLiteral("<p><b>%1</b> %2</p>").arg(tr("Recommendation:"), advice.recommendation.translated().toHtmlEscaped());
    html += QStringLiteral("<p><b>%1</b> %2</p>").arg(tr("Why:"), advice.why.translated().toHtmlEscaped());
    html += QStringLiteral("<p><b>%1</b> %2</p>").arg(tr("To resolve:"), advice.remedy.translated().toHtmlEscaped());
    if (rule)
        html += QStringLiteral("<p><a href=\"%1\">%2</a></p>")
                    .arg(rule->docUrl.toHtmlEscaped(), tr("Azure documentation"));
    m_details->setHtml(html);
}

void AdvisorPanel::activate(QTreeWidgetItem *row)
{
    const int index = row ? row->data(0, FindingItem::kIndexRole).toInt() : -1;
    if (index >= 0 && size_t(index) < m_advice.size())
        selectSubject(document(), m_advice[size_t(index)].subject);
}

} // namespace cosmos

// SPDX-License-Identifier: MIT
#include "checklistpanel.h"

#include "model/advisor/advisor.h"
#include "model/advisor/checklist.h"
#include "model/advisor/findings.h"
#include "views/document/modeldocument.h"
#include "views/common/languagechange.h"
#include "views/common/wrappedtextdelegate.h"

#include <QHeaderView>
#include <QLabel>
#include <QVBoxLayout>

namespace cosmos {

namespace {
enum Column { SeverityColumn, SubjectColumn, MessageColumn };
}

ChecklistPanel::ChecklistPanel(ModelDocument *document, QWidget *parent)
    : FindingsPanel(document, 3, parent)
{
    setObjectName(QStringLiteral("checklist"));
    onEachLanguage(this, [this]() {
        setHeader({tr("Severity"), tr("Subject"), tr("Finding")},
            tr("Double-click or press Enter to select the subject on the canvas"));
    });
    // A finding is a sentence or two: shown whole, its conclusion included.
    tree()->setItemDelegateForColumn(MessageColumn, new WrappedTextDelegate(tree()));
    tree()->header()->setSectionResizeMode(SubjectColumn, QHeaderView::ResizeToContents);
    tree()->header()->setStretchLastSection(true);
    makeReadable({m_remedy});

    QVBoxLayout *layout = dockLayout();
    layout->addWidget(m_summary);
    layout->addWidget(tree(), 1);
    layout->addWidget(m_remedy);
}

QString ChecklistPanel::summaryText() const
{
    return m_summary->text();
}

void ChecklistPanel::refresh()
{
    m_findings = document()->findings(); // its checklist is built once per analysis, with the advice
    int counts[3] = {0, 0, 0};
    for (const ChecklistItem &item : items())
        ++counts[severityRank(item.severity)];
    reloadRows();
    m_summary->setText(items().empty()
            ? tr("Nothing open: the model passes every check.")
            : tr("%1, %2, %3", "errors, warnings, notes")
                  .arg(tr("%n error(s)", nullptr, counts[0]), tr("%n warning(s)", nullptr, counts[1]),
                      tr("%n note(s)", nullptr, counts[2])));
    showCurrent();
}

const std::vector<ChecklistItem> &ChecklistPanel::items() const
{
    static const std::vector<ChecklistItem> none;
    return m_findings ? m_findings->checklist() : none;
}

QVariant ChecklistPanel::findingData(size_t index, int column, int role) const
{
    const ChecklistItem &item = items()[index];
    switch (column) {
    case SeverityColumn:
        return severityData(item.severity, role);
    case SubjectColumn:
        return role == Qt::DisplayRole ? QVariant(subjectLabel(document(), item.subject)) : QVariant();
    case MessageColumn:
        if (role == Qt::DisplayRole)
            return item.message.translated();
        return role == Qt::ToolTipRole
            ? QVariant(item.message.translated() + QStringLiteral("\n\n") + item.remedy.translated())
            : QVariant();
    default:
        return {};
    }
}

void ChecklistPanel::showCurrent()
{
    const int index = currentFinding();
    m_remedy->setText(index >= 0 ? tr("To resolve: %1").arg(items()[size_t(index)].remedy.translated()) : QString());
}

} // namespace cosmos

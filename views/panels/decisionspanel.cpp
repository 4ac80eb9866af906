// SPDX-License-Identifier: MIT
#include "decisionspanel.h"

#include "correlationbar.h"
#include "findingsupport.h"
#include "model/analysis/numberformat.h"
#include "views/document/documentselection.h"
#include "views/document/modeldocument.h"
#include "views/common/languagechange.h"

#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QSplitter>
#include <QStyledItemDelegate>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace cosmos {

namespace {

enum Column { PairColumn, DecisionColumn, BandColumn, CorrelationColumn, ColumnCount };
constexpr int kValueRole = Qt::UserRole + 1;
constexpr int kIdRole = Qt::UserRole + 2;

class BarDelegate : public QStyledItemDelegate {
public:
    BarDelegate(const ModelDocument *document, QObject *parent)
        : QStyledItemDelegate(parent)
        , m_document(document)
    { }

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::paint(painter, option, QModelIndex()); // background and selection
        const QVariant value = index.data(kValueRole);
        const std::optional<double> correlation
            = value.isValid() ? std::optional<double>(value.toDouble()) : std::nullopt;
        const QRectF bar = QRectF(option.rect).adjusted(4, 3, -52, -3);
        paintCorrelationBar(painter, bar, correlation, m_document->analysis()->assumptions, option.palette, false);
        painter->setPen(option.palette.color(QPalette::Text));
        painter->drawText(QRectF(bar.right() + 4, option.rect.top(), 48, option.rect.height()),
            Qt::AlignVCenter | Qt::AlignRight, correlation ? formatPercent(*correlation) : QStringLiteral("—"));
    }
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        return QStyledItemDelegate::sizeHint(option, index).expandedTo(QSize(220, 22));
    }

private:
    const ModelDocument *m_document;
};

constexpr const char *kBands[]
    = {QT_TRANSLATE_NOOP("cosmos::DecisionsPanel", "embed"), QT_TRANSLATE_NOOP("cosmos::DecisionsPanel", "co-locate"),
        QT_TRANSLATE_NOOP("cosmos::DecisionsPanel", "consider carefully"),
        QT_TRANSLATE_NOOP("cosmos::DecisionsPanel", "separate")};
static_assert(std::size(kBands) == std::size_t(Band::Separate) + 1);

QString bandLabel(const std::optional<cosmos::Band> &band)
{
    return band ? DecisionsPanel::tr(labelIn(kBands, *band)) : DecisionsPanel::tr("undefined");
}

// The band says what the correlation alone suggests; another rule (a transaction,
// a size limit) may decide otherwise, and the row says so rather than seem to
// contradict itself.
bool bandDisagrees(const cosmos::RelationshipAnalysis &r)
{
    if (!r.band || !r.decision || *r.band == cosmos::Band::ConsiderCarefully)
        return false;
    const cosmos::Decision suggested = *r.band == cosmos::Band::Embed ? cosmos::Decision::SingleDocument
        : *r.band == cosmos::Band::CoLocate                           ? cosmos::Decision::MultiDocument
                                                                      : cosmos::Decision::Separate;
    return *r.decision != suggested;
}

} // namespace

DecisionsPanel::DecisionsPanel(ModelDocument *document, QWidget *parent)
    : Panel(document, parent)
{
    setObjectName(QStringLiteral("decisions"));
    m_tree->setColumnCount(ColumnCount);
    onEachLanguage(this, [this]() {
        m_tree->setHeaderLabels({tr("Relationship"), tr("Decision"), tr("Band"), tr("Correlation")});
    });
    m_tree->setRootIsDecorated(false);
    m_tree->setItemDelegateForColumn(CorrelationColumn, new BarDelegate(document, m_tree));
    m_tree->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_tree->header()->setSectionResizeMode(CorrelationColumn, QHeaderView::Stretch);
    connect(m_tree, &QTreeWidget::itemSelectionChanged, this, &DecisionsPanel::selectFromTree);
    m_heading->setWordWrap(true);
    m_details->setOpenLinks(false);

    QWidget *detail = column(this, {m_heading, m_bar, m_details});
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_tree);
    splitter->addWidget(detail);
    // Half each: the table's four columns, the percentage included, fit at 1280 px.
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(splitter);
}

void DecisionsPanel::refresh()
{
    const Model &model = document()->model();
    const Analysis &analysis = *document()->analysis();
    m_updating = true;
    const QString selected
        = document()->selection()->current() && document()->selection()->current()->kind == ObjectKind::Relationship
        ? document()->selection()->current()->id
        : QString();
    m_tree->clear();
    for (const RelationshipAnalysis &r : analysis.relationships) {
        const Entity *parent = model.entity(r.parent);
        const Entity *child = model.entity(r.child);
        if (!parent || !child)
            continue; // the analysis is one edit behind
        auto *item = new QTreeWidgetItem(m_tree);
        item->setText(PairColumn, QStringLiteral("%1 → %2").arg(parent->name, child->name));
        item->setData(PairColumn, kIdRole, r.id);
        item->setText(DecisionColumn,
            r.decision ? tr("%1 (rule %2)").arg(decisionTitle(*r.decision).translated()).arg(r.rule) : tr("undecided"));
        item->setText(BandColumn,
            bandDisagrees(r) ? tr("%1 by correlation; rule %2 decides").arg(bandLabel(r.band)).arg(r.rule)
                             : bandLabel(r.band));
        item->setToolTip(BandColumn, item->text(BandColumn));
        if (r.correlation)
            item->setData(CorrelationColumn, kValueRole, *r.correlation);
        if (r.id == selected)
            item->setSelected(true);
    }
    m_updating = false;
    showDetails(selected.isEmpty() && !analysis.relationships.empty() ? analysis.relationships.front().id : selected);
}

void DecisionsPanel::selectFromTree()
{
    if (m_updating)
        return;
    const QList<QTreeWidgetItem *> items = m_tree->selectedItems();
    if (items.isEmpty())
        return;
    const QString id = items.constFirst()->data(PairColumn, kIdRole).toString();
    showDetails(id);
    document()->selection()->select(ObjectKind::Relationship, id);
}

QString DecisionsPanel::detailText() const
{
    return m_heading->text() + QLatin1Char('\n') + m_details->toPlainText();
}

void DecisionsPanel::showDetails(const QString &relationshipId)
{
    const std::shared_ptr<const Analysis> analysis = document()->analysis();
    const RelationshipAnalysis *r = analysis->relationship(relationshipId);
    if (!r) {
        m_heading->clear();
        m_details->clear();
        m_bar->setValue(std::nullopt, analysis->assumptions);
        return;
    }
    // This relationship's trace only: the others are decided without their sentences.
    m_findings = document()->findings();
    const size_t index = size_t(r - analysis->relationships.data());
    const DecisionExplanation why = m_findings->decision(index);
    m_bar->setValue(r->correlation, analysis->assumptions);
    const QString pair = subjectLabel(document(), {SubjectKind::Relationship, r->id});
    m_heading->setText(
        tr("<b>%1</b> — %2")
            .arg(pair.toHtmlEscaped(),
                r->decision ? decisionTitle(*r->decision).translated().toHtmlEscaped() : tr("undecided")));

    // The reasons first: in a short dock they are what shows without scrolling.
    QString html = QStringLiteral("<p><b>%1</b></p><ol>").arg(tr("Why"));
    for (const QString &line : why.justification.translated())
        html += QStringLiteral("<li>%1</li>").arg(line.toHtmlEscaped());
    html += QStringLiteral("</ol>");
    // The three designs side by side: the decided one in bold, impossible ones said so.
    html += QStringLiteral("<p><b>%1</b></p><table cellspacing='6'>")
                .arg(tr("RU/s of the patterns touching both, by design"));
    double highest = 0;
    for (const AlternativeCost &alternative : r->alternatives)
        highest = std::max(highest, alternative.ruPerSecond.value_or(0));
    for (const AlternativeCost &alternative : r->alternatives) {
        const bool decided = r->decision && *r->decision == alternative.decision;
        const QString name = decisionTitle(alternative.decision).translated().toHtmlEscaped();
        QString value
            = alternative.ruPerSecond ? formatRu(*alternative.ruPerSecond) + QStringLiteral(" RU/s") : tr("impossible");
        const int width = alternative.ruPerSecond && highest > 0 ? int(160 * *alternative.ruPerSecond / highest) : 0;
        html += QStringLiteral("<tr><td>%1</td><td><table cellspacing='0' cellpadding='0'><tr><td bgcolor='%2' "
                               "width='%3' height='10'></td></tr></table></td><td>%4</td></tr>")
                    .arg(decided ? QStringLiteral("<b>%1</b>").arg(name) : name,
                        decided ? QStringLiteral("#3d8bfd") : QStringLiteral("#9aa5b1"),
                        QString::number(std::max(width, 1)), decided ? QStringLiteral("<b>%1</b>").arg(value) : value);
        if (!alternative.note.isEmpty())
            html += QStringLiteral("<tr><td></td><td colspan='2'><small>%1</small></td></tr>")
                        .arg(alternative.note.translated().toHtmlEscaped());
    }
    html += QStringLiteral("</table>");
    if (!r->costNote.isEmpty())
        html += QStringLiteral("<p style='color:#c77c00'>%1</p>").arg(r->costNote.translated().toHtmlEscaped());
    if (!why.couplingQuestions.isEmpty()) {
        html += QStringLiteral("<p><b>%1</b></p><ul>").arg(tr("Questions before co-locating"));
        for (const QString &question : why.couplingQuestions.translated())
            html += QStringLiteral("<li>%1</li>").arg(question.toHtmlEscaped());
        html += QStringLiteral("</ul>");
    }
    m_details->setHtml(html);
}

} // namespace cosmos

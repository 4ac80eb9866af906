// SPDX-License-Identifier: MIT
#include "heatmappanel.h"

#include "heatmapwidget.h"
#include "topvaluestable.h"
#include "model/analysis/hotpartitions.h"
#include "model/analysis/numberformat.h"
#include "model/io/modeljson.h"
#include "views/document/documentselection.h"
#include "views/document/modeldocument.h"
#include "views/common/languagechange.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QResizeEvent>
#include <QScrollArea>
#include <QSlider>
#include <QSplitter>
#include <QVBoxLayout>

namespace cosmos {

HeatmapPanel::HeatmapPanel(ModelDocument *document, QWidget *parent)
    : Panel(document, parent)
{
    setObjectName(QStringLiteral("heatmapPanel"));
    connect(m_containers, &QComboBox::activated, this, [this]() {
        m_whatIf.reset();
        showCurrent();
    });
    m_skew->setRange(0, 1000);
    connect(m_skew, &QSlider::valueChanged, this, [this](int value) {
        if (!m_updating)
            whatIf(value);
    });
    m_apply->setEnabled(false);
    connect(m_apply, &QPushButton::clicked, this, &HeatmapPanel::applyWhatIf);
    makeReadable({m_summary, m_remedies, m_topTitle});
    auto *containerLabel = new QLabel(this);
    QHBoxLayout *top = labelledRow(containerLabel, m_containers);
    auto *skewLabel = new QLabel(this);
    QHBoxLayout *whatIfRow = labelledRow(skewLabel, m_skew, {m_skewLabel, m_apply});
    auto *content = new QWidget(this);
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scrollingArea(this, content));
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(m_summary);
    QWidget *values = column(this, {m_topTitle, m_topValues});
    m_pictures->setChildrenCollapsible(false);
    // The same least height in either orientation, so turning the splitter never
    // changes how tall the dock area may be.
    m_pictures->setMinimumHeight(fontMetrics().height() * 5);
    m_pictures->addWidget(m_heatmap);
    m_pictures->addWidget(values);
    m_pictures->setStretchFactor(0, 2);
    m_pictures->setStretchFactor(1, 3);
    layout->addWidget(m_pictures, 1);
    layout->addLayout(whatIfRow);
    layout->addWidget(m_remedies);
    onEachLanguage(this, [this, containerLabel, skewLabel]() {
        m_apply->setText(tr("Apply to Model"));
        m_skew->setToolTip(tr("What if the most popular key value received this share of the requests?"));
        containerLabel->setText(tr("Container"));
        skewLabel->setText(tr("What-if skew"));
    });
}

void HeatmapPanel::resizeEvent(QResizeEvent *event)
{
    Panel::resizeEvent(event);
    // Side by side where the dock is wide (a bottom dock), one above the other where it
    // is narrow (a side dock), so neither picture is squeezed.
    // The table's six columns need about seventy characters, the partitions forty.
    const int sideBySide = fontMetrics().horizontalAdvance(QLatin1Char('x')) * 110;
    const Qt::Orientation wanted = event->size().width() >= sideBySide ? Qt::Horizontal : Qt::Vertical;
    if (m_pictures->orientation() != wanted)
        m_pictures->setOrientation(wanted);
}

void HeatmapPanel::showContainer(const QString &name)
{
    const int index = m_containers->findText(name);
    if (index >= 0) {
        m_containers->setCurrentIndex(index);
        m_whatIf.reset();
        showCurrent();
    }
}

namespace {
// What the panel opens on: the container whose hottest value is worst off, the
// first of them on a tie. It is the one a review wants to look at.
int hottestContainer(const Analysis &analysis)
{
    int worst = 0;
    for (int c = 1; c < int(analysis.containers.size()); ++c)
        if (analysis.containers[size_t(c)].hottest.status > analysis.containers[size_t(worst)].hottest.status)
            worst = c;
    return analysis.containers.empty() ? -1 : worst;
}
} // namespace

void HeatmapPanel::refresh()
{
    const Analysis &analysis = *document()->analysis();
    QString current = m_containers->currentText();
    if (const auto selected = document()->selection()->current(); selected && selected->kind == ObjectKind::Entity)
        if (const ContainerAnalysis *container = analysis.containerOf(selected->id))
            current = container->name;
    m_containers->clear();
    for (const ContainerAnalysis &container : analysis.containers)
        m_containers->addItem(container.name);
    const int index = m_containers->findText(current);
    m_containers->setCurrentIndex(index >= 0 ? index : hottestContainer(analysis));
    m_whatIf.reset(); // the model moved on: what-ifs start again from it
    showCurrent();
}

const ContainerAnalysis *HeatmapPanel::shownContainer() const
{
    const auto &analysis = m_whatIf ? m_whatIf : document()->analysis();
    return analysis->container(m_containers->currentText());
}

QString HeatmapPanel::keyAttributeOwner(const ContainerAnalysis &container, QString *attribute) const
{
    // The attribute behind the key's first level, on the first document type that has it.
    if (container.partitionKey.isEmpty())
        return {};
    const QString property = container.partitionKey.front().mid(1);
    for (const QString &id : container.entities)
        if (const Entity *entity = document()->model().entity(id); entity && findAttribute(*entity, property)) {
            *attribute = property;
            return id;
        }
    return {};
}

// Without a remedy, the text says what the tiles and the container's status say (one
// computation: analyzeHotPartitions): throttled where a partition is over its slice,
// otherwise how much of its slice the busiest partition uses at peak.
QString HeatmapPanel::noRemedyText(const ContainerAnalysis &c) const
{
    const auto busiest = std::max_element(c.heatmap.begin(), c.heatmap.end(),
        [](const HeatCell &x, const HeatCell &y) { return x.ruPerSecond < y.ruPerSecond; });
    if (busiest == c.heatmap.end() || c.hottest.ruLimit <= 0)
        return tr("No remedy needed: the hottest key value is within its limits.");
    const QString use = formatPercent(busiest->ruPerSecond / c.hottest.ruLimit);
    if (c.hottest.ruStatus != HeatStatus::Ok) // near its limit where no remedy moves it (one partition serves all)
        return tr("The hottest key value needs %1 RU/s at peak, %2 of the %3 RU/s it can have: it is served, and no "
                  "remedy would spread it further while one physical partition serves the container.")
            .arg(formatRu(c.hottest.ruPerSecond), formatPercent(c.hottest.ruUtilization), formatRu(c.hottest.ruLimit));
    if (busiest->ruStatus == HeatStatus::Hot)
        return tr("The hottest key value is within its limits, but the busiest physical partition gets %1 RU/s at "
                  "peak, %2 of its %3 RU/s share, so requests to it can be throttled: provision more throughput or "
                  "spread the load over more key values.")
            .arg(formatRu(busiest->ruPerSecond), use, formatRu(c.hottest.ruLimit));
    return tr("No remedy needed: the hottest key value is within its limits, and the busiest physical partition "
              "uses %1 of its share at peak (%2 RU/s of %3 RU/s).")
        .arg(use, formatRu(busiest->ruPerSecond), formatRu(c.hottest.ruLimit));
}

void HeatmapPanel::showCurrent()
{
    const ContainerAnalysis *c = shownContainer();
    if (!c) {
        m_heatmap->setContainer(ContainerAnalysis {}, document()->analysis()->assumptions, false);
        m_topValues->clear();
        m_topTitle->clear();
        m_summary->clear();
        m_remedies->clear();
        m_skew->setEnabled(false);
        return;
    }
    const AssumptionValues &assumptions = document()->analysis()->assumptions;
    m_heatmap->setContainer(*c, assumptions, bool(m_whatIf));
    m_topValues->setKeys(c->topKeys, assumptions[AssumptionId::HotWarnUtilization]);
    m_topTitle->setText(tr("Most popular %1 values, against the %2 RU/s and 20 GB one value can have")
                            .arg(c->partitionKey.join(QStringLiteral(", ")), formatRu(c->hottest.ruLimit)));
    m_summary->setText(tr("Key %1 · %n physical partition(s) · hottest value: %2 RU/s of %3 allowed (%4), %5",
        nullptr, c->physicalPartitions)
                           .arg(c->partitionKey.join(QStringLiteral(", ")), formatLoadRu(c->hottest.ruPerSecond),
                               formatRu(c->hottest.ruLimit), ruLimitSource(*c, assumptions).translated(),
                               formatGB(c->hottest.sizeGB)));
    QStringList remedies;
    for (const Remedy &remedy : c->remedies)
        remedies << QStringLiteral("• ") + remedy.explanation.translated().toHtmlEscaped();
    m_remedies->setText(remedies.isEmpty() ? noRemedyText(*c)
                                           : tr("<b>Remedies</b><br>") + remedies.join(QStringLiteral("<br>")));
    QString attribute;
    const bool adjustable = !keyAttributeOwner(*c, &attribute).isEmpty() && !c->edgeContainer;
    m_skew->setEnabled(adjustable);
    m_updating = true;
    m_skew->setValue(int(std::round(c->hottest.hottestShare * 1000)));
    m_updating = false;
    m_skewLabel->setText(formatPercent(c->hottest.hottestShare));
    m_apply->setEnabled(bool(m_whatIf));
}

void HeatmapPanel::whatIf(int permille)
{
    const ContainerAnalysis *c = document()->analysis()->container(m_containers->currentText());
    QString attribute;
    const QString owner = c ? keyAttributeOwner(*c, &attribute) : QString();
    if (owner.isEmpty())
        return;
    Model copy = document()->model();
    for (Entity &entity : copy.entities)
        if (entity.id == owner)
            for (Attribute &a : entity.attributes)
                if (a.name == attribute)
                    a.hottestValueShare = permille / 1000.0;
    m_whatIf = analyze(copy);
    showCurrent();
}

void HeatmapPanel::applyWhatIf()
{
    const ContainerAnalysis *c = document()->analysis()->container(m_containers->currentText());
    QString attribute;
    const QString owner = c ? keyAttributeOwner(*c, &attribute) : QString();
    if (owner.isEmpty())
        return;
    Json attributes = Json::array();
    for (Attribute a : document()->model().entity(owner)->attributes) {
        if (a.name == attribute)
            a.hottestValueShare = m_skew->value() / 1000.0;
        attributes.push_back(toJson(a));
    }
    m_whatIf.reset();
    // A refusal is reported by the document; the preview then stays as it was.
    if (!document()->apply({Change::set(field::entity::attributes, owner, attributes)}, tr("Change Key Skew")))
        refresh();
}

} // namespace cosmos

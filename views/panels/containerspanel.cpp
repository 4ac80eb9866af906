// SPDX-License-Identifier: MIT
#include "containerspanel.h"

#include "views/common/themetone.h"
#include "views/common/unbrokentext.h"

#include "choices.h"
#include "wholerows.h"
#include "model/analysis/analysis.h"
#include "model/analysis/hotpartitions.h"
#include "model/analysis/numberformat.h"
#include "model/analysis/partitionkeys.h"
#include "views/common/heatstatuslabel.h"
#include "views/document/documentselection.h"
#include "views/document/modeldocument.h"
#include "views/common/languagechange.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPainter>
#include <QPushButton>
#include <QScrollArea>
#include <QTableWidget>
#include <QVBoxLayout>

namespace cosmos {

namespace {

QIcon heatIcon(HeatStatus status, const QPalette &palette)
{
    QPixmap pixmap(14, 14);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setBrush(heatStatusColor(status, isDarkPalette(palette)));
    painter.setPen(Qt::NoPen);
    painter.drawEllipse(QRectF(1, 1, 12, 12));
    return QIcon(pixmap);
}

const QString kAsAnalysed = QStringLiteral("\x01as-analysed");
const QString kNewContainer = QStringLiteral("\x01new");

// The cheapest keys, and the chosen one among them as a rule; the rest scroll.
constexpr int kKeyRowsShown = 6;
// The key table's RU/s at peak, monthly cost and partition count.
constexpr int kFirstNumberColumn = 1;
constexpr int kLastNumberColumn = 3;

} // namespace

ContainersPanel::ContainersPanel(ModelDocument *document, QWidget *parent)
    : Panel(document, parent)
{
    setObjectName(QStringLiteral("containers"));
    m_remedies->setObjectName(QStringLiteral("containerRemedies"));
    m_list->setObjectName(QStringLiteral("containerList"));
    connect(m_list, &QListWidget::currentRowChanged, this, [this]() {
        if (m_updating)
            return;
        showDetails();
        Q_EMIT containerChosen(currentContainer());
    });
    m_key->setEditable(true);
    m_key->setInsertPolicy(QComboBox::NoInsert);
    // Room for a key path ("/tenantId") however narrow the dock.
    m_key->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_key->setMinimumContentsLength(14);
    connect(m_key, &QComboBox::activated, this, [this]() { overrideKey(m_key->currentText()); });
    connect(m_key->lineEdit(), &QLineEdit::returnPressed, this, [this]() { overrideKey(m_key->currentText()); });
    auto *reset = new QPushButton(this);
    connect(reset, &QPushButton::clicked, this, [this]() { overrideKey(QString()); });

    m_candidates->setObjectName(QStringLiteral("keyEvaluation"));
    m_candidates->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_candidates->horizontalHeader()->setStretchLastSection(true);
    m_candidates->verticalHeader()->hide();
    m_candidates->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_candidates->setSelectionMode(QAbstractItemView::NoSelection);
    keepToWholeRows(m_candidates, kKeyRowsShown);
    makeReadable({m_title, m_numbers, m_hottest, m_remedies});
    m_types = new QVBoxLayout(m_typesBox);
    m_types->setContentsMargins(0, 0, 0, 0);

    auto *details = new QWidget(this);
    auto *form = new QVBoxLayout(details);
    form->addWidget(m_title);
    auto *keyLabel = new QLabel(this);
    form->addLayout(labelledRow(keyLabel, m_key, {reset}));
    form->addWidget(m_candidates);
    auto *typesGroup = new QGroupBox(this);
    auto *typesLayout = new QVBoxLayout(typesGroup);
    typesLayout->addWidget(m_typesBox);
    form->addWidget(typesGroup);
    form->addWidget(m_numbers);
    form->addWidget(m_hottest);
    form->addWidget(m_remedies);
    form->addStretch();
    setListAndDetails(m_list, scrollingArea(this, details), 1, 4);
    onEachLanguage(this, [this, reset, keyLabel, typesGroup]() {
        m_key->setToolTip(tr("One path, or 2–3 comma-separated paths for a hierarchical key"));
        reset->setText(tr("Use Recommended"));
        reset->setToolTip(tr("Remove the override and use the cheapest key that can serve the design"));
        m_candidates->setHorizontalHeaderLabels({tr("Key"), tr("RU/s at peak"), tr("Monthly"), tr("Partitions"),
            tr("Cross-partition"), tr("Hottest value"), tr("Serves the design")});
        keyLabel->setText(tr("Partition key"));
        typesGroup->setTitle(tr("Document types"));
    });
}

QString ContainersPanel::currentContainer() const
{
    return m_list->currentItem() ? m_list->currentItem()->data(Qt::UserRole).toString() : QString();
}

void ContainersPanel::showContainer(const QString &name)
{
    for (int i = 0; i < m_list->count(); ++i)
        if (m_list->item(i)->data(Qt::UserRole).toString() == name)
            m_list->setCurrentRow(i);
}

void ContainersPanel::refresh()
{
    const Analysis &analysis = *document()->analysis();
    QString current = currentContainer();
    // Follow the canvas: the container of the selected entity.
    if (const auto selected = document()->selection()->current(); selected && selected->kind == ObjectKind::Entity)
        if (const ContainerAnalysis *container = analysis.containerOf(selected->id))
            current = container->name;
    m_updating = true;
    m_list->clear();
    for (const ContainerAnalysis &container : analysis.containers) {
        auto *item = new QListWidgetItem(heatIcon(container.hottest.status, palette()), container.name, m_list);
        item->setData(Qt::UserRole, container.name);
        item->setToolTip(tr("Hottest logical partition: %1").arg(heatStatusLabel(container.hottest.status)));
        if (container.name == current)
            m_list->setCurrentItem(item);
    }
    if (!m_list->currentItem() && m_list->count() > 0)
        m_list->setCurrentRow(0);
    m_updating = false;
    showDetails();
}

namespace {
QStringList entityNames(const Model &model, const QStringList &ids)
{
    QStringList names;
    for (const QString &id : ids)
        names << (model.entity(id) ? model.entity(id)->name : id);
    return names;
}
} // namespace

void ContainersPanel::showDetails()
{
    const Model &model = document()->model();
    const Analysis &analysis = *document()->analysis();
    const ContainerAnalysis *c = analysis.container(currentContainer());
    while (QLayoutItem *item = m_types->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    if (!c) {
        m_title->setText(tr("No container yet: add entities and access patterns."));
        m_candidates->setRowCount(0);
        m_numbers->clear();
        m_hottest->clear();
        m_remedies->clear();
        return;
    }
    // RULES.md section 13: a container that serves reads from copies says of what.
    QString copies;
    if (c->kind == ContainerKind::Gsi)
        copies = tr("Global secondary index (preview) of %1, kept by Azure Cosmos DB.").arg(c->source.toHtmlEscaped());
    else if (c->kind == ContainerKind::View)
        copies = tr("Change-feed view of %1: a processor copies each change here.").arg(c->source.toHtmlEscaped());
    else if (!c->copiesOf.isEmpty())
        copies = tr("Also holds copies kept by the change feed: %1.")
                     .arg(entityNames(model, c->copiesOf).join(QStringLiteral(", ")).toHtmlEscaped());
    m_title->setText(tr("<h3>%1%2</h3>")
                         .arg(c->name.toHtmlEscaped(),
                             c->assignmentOverridden ? tr(" <small>(assignment overridden)</small>") : QString())
        + (copies.isEmpty() ? QString() : QStringLiteral("<p>%1</p>").arg(copies)));
    showKey(*c);
    showCandidates(*c, analysis);
    showDocumentTypes(*c, model, analysis);
    showNumbers(*c, model, analysis);
}

void ContainersPanel::showKey(const ContainerAnalysis &c)
{
    m_key->clear();
    const QString key = c.partitionKey.join(QStringLiteral(", "));
    for (const KeyEvaluation &candidate : c.keyEvaluation)
        m_key->addItem(candidate.paths.join(QStringLiteral(", ")));
    if (m_key->findText(key) < 0)
        m_key->addItem(key);
    m_key->setCurrentText(key);
    m_key->setEnabled(!c.edgeContainer);
}

// Every candidate key evaluated, cheapest that can serve the design first.
void ContainersPanel::showCandidates(const ContainerAnalysis &c, const Analysis &analysis)
{
    m_candidates->setRowCount(int(c.keyEvaluation.size()));
    for (int row = 0; row < int(c.keyEvaluation.size()); ++row) {
        const KeyEvaluation &k = c.keyEvaluation[size_t(row)];
        QString why = k.feasible
            ? tr("yes")
            : tr("no: %1").arg(infeasibleReasons(k, analysis.assumptions).translated().join(QStringLiteral("; ")));
        const QStringList cells {k.paths.join(QStringLiteral(", ")) + (k.chosen ? QStringLiteral("  ✓") : QString()),
            formatRu(k.ruPerSecondPeak), formatUsd(k.monthlyCostUsd), QString::number(k.physicalPartitions),
            k.crossPartitionPatterns.isEmpty() ? tr("none") : k.crossPartitionPatterns.join(QStringLiteral(", ")),
            tr("%1 RU/s · %2").arg(formatLoadRu(k.hottestRuPerSecond), formatGB(k.hottestSizeGB)), why};
        QString tip;
        for (const PartitionKeyCandidate &candidate : c.candidates)
            if (candidate.paths == k.paths)
                tip = candidateReasons(candidate, analysis.assumptions).translated().join(QLatin1Char('\n'));
        for (int column = 0; column < cells.size(); ++column) {
            auto *item = new QTableWidgetItem(cells[column]);
            item->setToolTip(tip.isEmpty() ? why : tip);
            if (!k.feasible)
                item->setForeground(QColor(0xd0, 0x34, 0x2c));
            if (column >= kFirstNumberColumn && column <= kLastNumberColumn) // digits line up
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_candidates->setItem(row, column, item);
        }
    }
}

// Document types, each with the container it could be moved to.
void ContainersPanel::showDocumentTypes(const ContainerAnalysis &c, const Model &model, const Analysis &analysis)
{
    QStringList types = c.entities;
    for (const auto &[holder, children] : c.embedded)
        types << children;
    for (const QString &id : types) {
        const Entity *entity = model.entity(id);
        if (!entity)
            continue;
        auto *row = new QWidget(m_typesBox);
        auto *rowLayout = new QHBoxLayout(row);
        rowLayout->setContentsMargins(0, 0, 0, 0);
        const bool embedded = !c.entities.contains(id);
        rowLayout->addWidget(new QLabel(embedded ? tr("%1 (embedded)").arg(entity->name) : entity->name, row), 1);
        auto *move = new QComboBox(row);
        move->addItem(tr("As analysed"), kAsAnalysed);
        for (const ContainerAnalysis &other : analysis.containers)
            if (!other.edgeContainer)
                move->addItem(other.name, other.name);
        move->addItem(tr("New container…"), kNewContainer);
        const auto over = model.overrides.containers.find(id);
        move->setCurrentIndex(over == model.overrides.containers.end() ? 0 : std::max(0, move->findData(over->second)));
        connect(move, &QComboBox::activated, this,
            [this, move, id]() { overrideContainer(id, move->currentData().toString()); });
        rowLayout->addWidget(move);
        m_types->addWidget(row);
    }
}

void ContainersPanel::showNumbers(const ContainerAnalysis &c, const Model &model, const Analysis &analysis)
{
    const CapacityMode mode = model.application.capacityMode;
    QString throughput;
    switch (mode) {
    case CapacityMode::Provisioned:
        throughput = tr("provisioned %1 RU/s").arg(formatRu(c.provisionedRuPerSecond));
        break;
    case CapacityMode::Autoscale:
        throughput = tr("autoscale up to %1 RU/s, billed at %2 RU/s")
                         .arg(formatRu(c.provisionedRuPerSecond), formatRu(c.billedRuPerSecond));
        break;
    case CapacityMode::Serverless:
        throughput = tr("serverless (billed per request unit)");
        break;
    }
    m_numbers->setText(
        tr("<b>Load</b> %1 RU/s average, %2 RU/s peak — %3<br><b>Partitions</b> %4 physical · "
           "<b>Storage</b> %5<br><b>Monthly cost</b> %6 (throughput %7, storage %8)%9")
            .arg(formatRu(c.ruPerSecondAvg), formatRu(c.ruPerSecondPeak), throughput,
                QString::number(c.physicalPartitions), formatGB(c.dataGB), formatUsd(c.monthlyCostUsd),
                formatUsd(c.throughputCostUsd), formatUsd(c.storageCostUsd),
                c.defaultTtl ? tr("<br><b>Default TTL</b> %1 s").arg(formatNumber(*c.defaultTtl)) : QString()));
    m_hottest->setText(
        tr("<b>Hottest logical partition</b>: %1 RU/s of %2 (%3), %4 (%5)<br>%6")
            .arg(formatRu(c.hottest.ruPerSecond), formatRu(c.hottest.ruLimit), heatStatusLabel(c.hottest.ruStatus),
                formatGB(c.hottest.sizeGB), heatStatusLabel(c.hottest.sizeStatus),
                hottestPartitionReasons(c, analysis.assumptions).translated().join(QStringLiteral("<br>"))));
    QStringList remedies = servedReads(c, model, analysis);
    for (const QString &reason : c.infeasibleBecause.translated())
        remedies << QStringLiteral("<span style='color:#d0342c'>• %1</span>")
                        .arg(tr("Cannot be served: %1.").arg(reason).toHtmlEscaped());
    for (const QString &warning : c.warnings.translated())
        remedies << QStringLiteral("• ") + warning.toHtmlEscaped();
    for (const Remedy &remedy : c.remedies)
        remedies << QStringLiteral("• ") + remedy.explanation.translated().toHtmlEscaped();
    for (const QString &note : c.notes.translated())
        remedies << QStringLiteral("• ") + note.toHtmlEscaped();
    m_remedies->setText(remedies.isEmpty()
            ? QString()
            : keepValuesTogether(tr("<b>Remedies and notes</b><br>") + remedies.join(QStringLiteral("<br>"))));
}

void ContainersPanel::overrideKey(const QString &text)
{
    const QString container = currentContainer();
    if (container.isEmpty())
        return;
    Json value = nullptr;
    if (!text.trimmed().isEmpty()) {
        value = Json::array();
        for (const QString &path : text.split(QLatin1Char(','), Qt::SkipEmptyParts))
            value.push_back(path.trimmed().toStdString());
    }
    const auto current = document()->model().overrides.partitionKeys.find(container);
    if (value.is_null() && current == document()->model().overrides.partitionKeys.end())
        return;
    const EditOutcome outcome
        = document()->apply({Change::setEntry(ObjectKind::PartitionKeyOverride, container, value)},
            value.is_null() ? tr("Reset Partition Key") : tr("Override Partition Key"));
    setFieldError(m_key, outcome.reason);
}

void ContainersPanel::overrideContainer(const QString &entityId, const QString &container)
{
    QString name = container;
    if (container == kNewContainer) {
        bool accepted = false;
        name = QInputDialog::getText(
            this, tr("New Container"), tr("Container name:"), QLineEdit::Normal, QString(), &accepted);
        if (!accepted || name.trimmed().isEmpty())
            return showDetails();
    }
    const Json value = (name == kAsAnalysed) ? Json(nullptr) : Json(name.trimmed().toStdString());
    // A refusal is reported by the document; the chooser shows the current container again.
    if (!document()->apply({Change::setEntry(ObjectKind::ContainerOverride, entityId, value)}, tr("Move to Container")))
        showDetails();
}

// RULES.md section 13: the reads a remedy moved here, each with its charge before
// and after and what the copies add, so the container's cost can be weighed
// against the reads it saves.
QStringList ContainersPanel::servedReads(const ContainerAnalysis &c, const Model &model, const Analysis &analysis)
{
    QStringList lines;
    for (const PatternAnalysis &pattern : analysis.accessPatterns) {
        const PatternRemedy *remedy = pattern.chosenRemedy();
        if (!remedy || remedy->container != c.name)
            continue;
        const AccessPattern *declared = model.accessPattern(pattern.id);
        const QString amount = formatUsd(std::abs(remedy->monthlyCostDeltaUsd));
        const QString delta = remedy->monthlyCostDeltaUsd >= 0 ? tr("with it the design costs %1 a month more").arg(amount)
                                                              : tr("with it the design costs %1 a month less").arg(amount);
        QString added = remedy->kind == RemedyKind::PassKey
            ? QString()
            : tr("; the copies add %1 RU/s of writes at peak and %2")
                  .arg(formatRu(remedy->ruPerSecondAdded), formatGB(remedy->storageGBAdded));
        if (remedy->feed && remedy->feedChangeShare < 1)
            added += tr(" (each new document, and %1 of the updates: those of documents still in the feed)")
                         .arg(formatPercent(remedy->feedChangeShare));
        lines << QStringLiteral("• ")
                + tr("Serves %1 (%2): %3 RU a request instead of %4, %5 RU/s less at peak%6; %7.")
                      .arg(pattern.id, declared ? declared->description : QString(),
                          formatNumber(remedy->ruPerRequestAfter), formatNumber(remedy->ruPerRequestBefore),
                          formatRu(remedy->ruPerSecondSaved), added, delta)
                      .toHtmlEscaped();
    }
    return lines;
}

} // namespace cosmos

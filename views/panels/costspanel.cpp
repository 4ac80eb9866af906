// SPDX-License-Identifier: MIT
#include "costspanel.h"

#include "cellbar.h"
#include "choices.h"
#include "model/analysis/analysis.h"
#include "model/analysis/numberformat.h"
#include "model/analysis/sharedthroughput.h"
#include "views/common/languagechange.h"
#include "views/common/themetone.h"
#include "views/document/modeldocument.h"

#include <QSet>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QHorizontalStackedBarSeries>
#include <QLabel>
#include <QLegend>
#include <QScrollBar>
#include <QTreeWidget>
#include <QValueAxis>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <map>

namespace cosmos {

namespace {
constexpr int kPatternSets = 8; // the biggest patterns by load get a colour; the rest are "other"

// The round step (1, 2 or 5 × 10^k) that divides 0..max into at most maxTicks parts.
double niceStep(double max, int maxTicks)
{
    const double raw = std::max(max, 1e-9) / std::max(1, maxTicks);
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    for (const double factor : {1.0, 2.0, 5.0})
        if (factor * magnitude >= raw)
            return factor * magnitude;
    return 10 * magnitude;
}

// A value axis from 0 to a round number, ticks on round numbers, as many as the chart's
// width leaves room for, its labels grouped like every other number ("12,000").
void setRoundTicks(QValueAxis *axis, double max, double plotWidth, const QFontMetrics &metrics)
{
    const QString widest = formatNumber(std::max(1.0, max)) + QStringLiteral("00");
    const int fitting = std::max(1, int(plotWidth / std::max(1, metrics.horizontalAdvance(widest))));
    const double step = niceStep(max, std::min(fitting, 6));
    axis->setRange(0, std::max(step, std::ceil(max / step) * step));
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(0);
    axis->setTickInterval(step);
    axis->setLabelFormat(step < 1 ? QStringLiteral("%.1f") : QStringLiteral("%.0f"));
}

// Charts are rebuilt, not updated: Qt Charts keeps no stable identity for bars.
void replaceChart(QChartView *view, QChart *chart)
{
    QChart *old = view->chart();
    view->setChart(chart);
    delete old;
}
} // namespace

CostsPanel::CostsPanel(ModelDocument *document, QWidget *parent)
    : Panel(document, parent)
{
    setObjectName(QStringLiteral("costs"));
    m_load->setRenderHint(QPainter::Antialiasing);
    m_load->setChart(new QChart);
    m_load->setMinimumSize(260, 150);
    m_totals->setWordWrap(true);
    // Money in tables with in-cell bars: every amount stays readable in a short dock,
    // where a chart's axis labels and legend were cut.
    for (QTreeWidget *table : {m_containers, m_offers}) {
        table->setRootIsDecorated(false);
        table->setUniformRowHeights(true);
        table->setSelectionMode(QAbstractItemView::NoSelection);
        table->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
        table->header()->setStretchLastSection(true);
    }
    m_containers->setObjectName(QStringLiteral("costPerContainer"));
    m_containers->setColumnCount(4);
    m_containers->setItemDelegateForColumn(3, new CellBarDelegate(QStringLiteral("$00,000.00"), m_containers));
    m_offers->setObjectName(QStringLiteral("costPerOffer"));
    m_offers->setColumnCount(2);
    m_offers->setItemDelegateForColumn(1, new CellBarDelegate(QStringLiteral("$00,000.00"), m_offers));
    auto *row = new QHBoxLayout;
    row->addWidget(m_load, 5);
    row->addWidget(m_containers, 3);
    row->addWidget(m_offers, 3);
    QVBoxLayout *layout = dockLayout();
    layout->addWidget(m_totals);
    layout->addLayout(row, 1);
    onEachLanguage(this, [this]() {
        m_containers->setHeaderLabels({tr("Container"), tr("Throughput"), tr("Storage"), tr("Monthly")});
        m_offers->setHeaderLabels({tr("The model under each offer"), tr("Monthly")});
    });
}

QChart *CostsPanel::loadChart() const
{
    return m_load->chart();
}

void CostsPanel::styleChart(QChart *chart, const QString &title) const
{
    const bool dark = isDarkPalette(palette());
    chart->setTheme(dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    chart->setBackgroundBrush(palette().color(QPalette::Base));
    chart->setTitleBrush(palette().color(QPalette::WindowText));
    chart->setTitleFont(font());
    chart->legend()->setLabelColor(palette().color(QPalette::WindowText));
    QFont legend = font();
    legend.setPointSizeF(font().pointSizeF() * 0.9);
    chart->legend()->setFont(legend);
    chart->setTitle(title);
    chart->setAnimationOptions(QChart::NoAnimation); // live updates must not wobble
    chart->setMargins(QMargins(4, 4, 4, 4));
    // Axis numbers grouped the way every other number in the application is.
    chart->setLocalizeNumbers(true);
    chart->setLocale(QLocale(QLocale::English, QLocale::UnitedStates));
}

void CostsPanel::refresh()
{
    const Totals &t = document()->analysis()->totals;
    m_totals->setText(tr("<b>%1 a month</b> — throughput %2, storage %3 · %4 RU/s average, %5 RU/s peak · %6 stored")
                          .arg(formatUsd(t.monthlyCostUsd), formatUsd(t.throughputCostUsd), formatUsd(t.storageCostUsd),
                              formatRu(t.ruPerSecondAvg), formatRu(t.ruPerSecondPeak), formatGB(t.storageGB)));
    showContainerCosts();
    showOffers();
    for (QTreeWidget *table : {m_containers, m_offers})
        keepEveryColumnInSight(table);
    buildLoad();
}

// A table as wide as its widest cells and headers: the chart beside it gives way
// first, so no amount is cut to "$17.3" behind a scroll bar.
void CostsPanel::keepEveryColumnInSight(QTreeWidget *table)
{
    int width = 2 * table->frameWidth() + table->verticalScrollBar()->sizeHint().width();
    QStyleOptionViewItem option;
    option.initFrom(table);
    for (int column = 0; column < table->columnCount(); ++column) {
        QAbstractItemDelegate *delegate = table->itemDelegateForColumn(column);
        if (!delegate)
            delegate = table->itemDelegate();
        int widest = table->header()->sectionSizeHint(column);
        for (int row = 0; row < table->topLevelItemCount(); ++row) {
            const QModelIndex index = table->model()->index(row, column);
            widest = std::max(widest, delegate->sizeHint(option, index).width() + 8);
        }
        width += widest;
    }
    table->setMinimumWidth(width);
}

void CostsPanel::resizeEvent(QResizeEvent *event)
{
    Panel::resizeEvent(event);
    // The ticks depend on the chart's width.
    if (isShowing())
        buildLoad();
}

std::vector<const ContainerAnalysis *> CostsPanel::containersThatFit(const Analysis &analysis) const
{
    // A row each for the axis' labels at their font's line height. Qt Charts gives a
    // category label the axis' height over (rows + 1), less 4 px of padding above and
    // below, and draws a label that does not fit as "..." (more rows than that made
    // every name "..." in a docked panel). The title and the value axis take the rest.
    const int line
        = QFontMetrics(m_load->chart()->axes().isEmpty() ? m_load->chart()->font()
                                                         : m_load->chart()->axes().constFirst()->labelsFont())
              .lineSpacing();
    const int axisHeight = m_load->height() - 4 * line;
    const int rows = std::max(1, axisHeight / (line + 8) - 1);
    std::vector<const ContainerAnalysis *> drawn;
    if (analysis.containers.size() <= size_t(rows)) {
        for (const ContainerAnalysis &container : analysis.containers)
            drawn.push_back(&container);
        return drawn;
    }
    // The busiest (rows - 1) in the analysis' order, then a row for the others (null).
    std::vector<const ContainerAnalysis *> busiest;
    for (const ContainerAnalysis &container : analysis.containers)
        busiest.push_back(&container);
    std::stable_sort(busiest.begin(), busiest.end(),
        [](const ContainerAnalysis *a, const ContainerAnalysis *b) { return a->ruPerSecondPeak > b->ruPerSecondPeak; });
    busiest.resize(size_t(rows - 1));
    const QSet<const ContainerAnalysis *> kept(busiest.begin(), busiest.end());
    for (const ContainerAnalysis &container : analysis.containers)
        if (kept.contains(&container))
            drawn.push_back(&container);
    drawn.push_back(nullptr);
    return drawn;
}

int CostsPanel::patternSetsThatFit() const
{
    // One legend entry a line beside the bars: as many patterns as the chart's height
    // shows, the rest summed as "other".
    // The legend's own font; a script with tall glyphs (Devanagari) takes more room
    // than its height says, and an entry that does not fit is dropped by the chart.
    const int line = QFontMetrics(m_load->chart()->legend()->font()).lineSpacing();
    const int lines = int((m_load->height() - 2 * line - 8) / (line * 3 / 2 + 6)); // an entry and its spacing
    return std::clamp(lines, 3, kPatternSets);
}

void CostsPanel::buildLoad()
{
    const Analysis &analysis = *document()->analysis();
    // Peak RU/s of each pattern in each container, as the analysis charged them (copy
    // updates included), so the bars add up to the containers' totals.
    std::map<QString, std::map<QString, double>> load; // pattern -> container -> RU/s
    std::map<QString, double> patternTotal;
    for (const ContainerAnalysis &container : analysis.containers)
        for (size_t i = 0; i < container.patternLoads.size() && i < size_t(container.patterns.size()); ++i) {
            const QString &id = container.patterns[qsizetype(i)];
            load[id][container.name] += container.patternLoads[i].ruPerSecondPeak;
            patternTotal[id] += container.patternLoads[i].ruPerSecondPeak;
        }
    std::vector<std::pair<double, QString>> ranked;
    for (const auto &[id, total] : patternTotal)
        ranked.push_back({total, id});
    std::sort(ranked.begin(), ranked.end(), [](const auto &a, const auto &b) { return a.first > b.first; });

    auto *chart = new QChart;
    styleChart(chart, tr("RU/s at peak per container, by access pattern"));
    auto *series = new QHorizontalStackedBarSeries;
    // A bar per container as far as the chart has room for readable rows; beyond, the
    // busiest keep theirs and one bar sums the rest (thousands of bars drew nothing
    // readable and held 110 MB of chart items at 16,000 containers).
    const std::vector<const ContainerAnalysis *> drawn = containersThatFit(analysis);
    const int others = int(analysis.containers.size() - drawn.size() + 1);
    const QString otherContainers = drawn.size() >= analysis.containers.size() ? QString()
        : drawn.size() == 1                                                    ? tr("all %Ln", "containers", others)
                                                                               : tr("%Ln more", "containers", others);
    QStringList categories;
    QSet<QString> named;
    double widest = 0;
    for (const ContainerAnalysis *container : drawn) {
        if (container)
            named << container->name;
        categories << (container ? container->name : otherContainers);
    }
    double othersPeak = 0;
    for (const ContainerAnalysis &container : analysis.containers) {
        if (named.contains(container.name))
            widest = std::max(widest, container.ruPerSecondPeak);
        else
            othersPeak += container.ruPerSecondPeak;
    }
    widest = std::max(widest, othersPeak);
    auto addSet = [&](const QString &label, const std::function<double(const QString &)> &value) {
        auto *set = new QBarSet(label);
        for (const ContainerAnalysis *container : drawn) {
            if (container) {
                *set << value(container->name);
                continue;
            }
            double rest = 0;
            for (const ContainerAnalysis &other : analysis.containers)
                if (!named.contains(other.name))
                    rest += value(other.name);
            *set << rest;
        }
        series->append(set);
    };
    const int shown = int(ranked.size()) > patternSetsThatFit() ? patternSetsThatFit() - 1 : int(ranked.size());
    for (int i = 0; i < shown; ++i) {
        const QString id = ranked[size_t(i)].second;
        addSet(id, [&](const QString &container) { return load[id][container]; });
    }
    if (int(ranked.size()) > shown) {
        std::map<QString, double> others;
        for (size_t i = size_t(shown); i < ranked.size(); ++i)
            for (const auto &[container, ru] : load[ranked[i].second])
                others[container] += ru;
        addSet(tr("other"), [&](const QString &container) { return others[container]; });
    }
    chart->addSeries(series);
    auto *names = new QBarCategoryAxis;
    names->append(categories);
    // Whole names, the plot narrower: a chart of "..." says nothing (containersThatFit
    // keeps the rows tall enough for them).
    names->setTruncateLabels(false);
    chart->addAxis(names, Qt::AlignLeft);
    series->attachAxis(names);
    auto *values = new QValueAxis;
    // The plot is what the container names and the legend leave of the chart's width.
    const double plotWidth = m_load->width() * 0.55;
    setRoundTicks(values, widest, plotWidth, fontMetrics());
    chart->addAxis(values, Qt::AlignBottom);
    series->attachAxis(values);
    chart->legend()->setAlignment(Qt::AlignRight);
    replaceChart(m_load, chart);
}

// Each container's month: throughput, storage and the total, its bar against the
// most expensive container.
void CostsPanel::showContainerCosts()
{
    const Analysis &analysis = *document()->analysis();
    double highest = 0;
    for (const ContainerAnalysis &container : analysis.containers)
        highest = std::max(highest, container.monthlyCostUsd);
    m_containers->clear();
    for (const ContainerAnalysis &container : analysis.containers) {
        auto *item = new QTreeWidgetItem(m_containers);
        item->setText(0, container.name);
        item->setText(1, formatUsd(container.throughputCostUsd));
        item->setText(2, formatUsd(container.storageCostUsd));
        item->setText(3, formatUsd(container.monthlyCostUsd));
        item->setData(3, CellBarDelegate::kFractionRole, highest > 0 ? container.monthlyCostUsd / highest : 0.0);
        for (int column : {1, 2})
            item->setTextAlignment(column, Qt::AlignRight | Qt::AlignVCenter);
    }
}

// What the whole model would cost under each offer, the current one marked; an offer
// that cannot serve the design (serverless past its limits) says why instead of a price,
// and a shared-database offer says, on hover, what shares and what keeps its own.
void CostsPanel::showOffers()
{
    const Analysis &analysis = *document()->analysis();
    const CapacityMode current = document()->model().application.capacityMode;
    const CostOption::Kind chosen = current == CapacityMode::Autoscale ? CostOption::Kind::Autoscale
        : current == CapacityMode::Serverless                         ? CostOption::Kind::Serverless
                                                                       : CostOption::Kind::Manual;
    double highest = 0;
    for (const CostOption &option : analysis.totals.costOptions)
        if (option.possible)
            highest = std::max(highest, option.monthlyCostUsd);
    m_offers->clear();
    for (const CostOption &option : analysis.totals.costOptions) {
        auto *item = new QTreeWidgetItem(m_offers);
        // The offers' names as the analysis and the exported documents give them.
        QString title = costOptionTitle(option.kind).translated();
        // A shared database that leaves some containers their own throughput says how many share.
        if (isSharedDatabaseOffer(option.kind) && option.sharedContainers.size() < qsizetype(analysis.containers.size()))
            title = tr("%1 (%2 of %3 containers)")
                        .arg(title)
                        .arg(option.sharedContainers.size())
                        .arg(analysis.containers.size());
        item->setText(0, option.kind == chosen ? tr("%1 (this model)").arg(title) : title);
        if (isSharedDatabaseOffer(option.kind)) {
            const QString what = sharedOfferSentences(option).translated().join(QLatin1Char('\n'));
            item->setToolTip(0, what);
            item->setToolTip(1, what);
        }
        if (option.kind == chosen) {
            QFont bold = item->font(0);
            bold.setBold(true);
            item->setFont(0, bold);
        }
        if (option.possible) {
            item->setText(1, formatUsd(option.monthlyCostUsd));
            item->setData(1, CellBarDelegate::kFractionRole, highest > 0 ? option.monthlyCostUsd / highest : 0.0);
        } else {
            item->setText(1, tr("cannot serve it"));
            const QString why = option.impossibleBecause.translated().join(QLatin1Char('\n'));
            item->setToolTip(0, why);
            item->setToolTip(1, why);
        }
    }
}

} // namespace cosmos

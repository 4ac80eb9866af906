// SPDX-License-Identifier: MIT
#include "costspanel.h"

#include "choices.h"
#include "model/analysis/analysis.h"
#include "model/analysis/numberformat.h"
#include "views/document/modeldocument.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QHBoxLayout>
#include <QHorizontalBarSeries>
#include <QHorizontalStackedBarSeries>
#include <QLabel>
#include <QValueAxis>
#include <QVBoxLayout>

#include <algorithm>
#include <map>

namespace cosmos {

namespace {
constexpr int kPatternSets = 8; // the biggest patterns by load get a colour; the rest are "other"

// A category axis for the bars' names and a value axis for their numbers.
void attachAxes(QChart *chart, QAbstractBarSeries *series, const QStringList &categories, Qt::Alignment categoryEdge,
    const QString &valueFormat, const QString &valueTitle = QString())
{
    chart->addSeries(series);
    auto *names = new QBarCategoryAxis;
    names->append(categories);
    chart->addAxis(names, categoryEdge);
    series->attachAxis(names);
    auto *values = new QValueAxis;
    values->setLabelFormat(valueFormat);
    values->setTitleText(valueTitle);
    chart->addAxis(values, categoryEdge == Qt::AlignLeft ? Qt::AlignBottom : Qt::AlignLeft);
    series->attachAxis(values);
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
    , m_load(new QChartView(this))
    , m_cost(new QChartView(this))
    , m_modes(new QChartView(this))
    , m_totals(new QLabel(this))
{
    setObjectName(QStringLiteral("costs"));
    for (QChartView *view : {m_load, m_cost, m_modes}) {
        view->setRenderHint(QPainter::Antialiasing);
        view->setChart(new QChart);
        view->setMinimumSize(220, 150);
    }
    m_totals->setWordWrap(true);
    // Side by side: the bottom dock is wide and short.
    auto *row = new QHBoxLayout;
    row->addWidget(m_load, 5);
    row->addWidget(m_cost, 3);
    row->addWidget(m_modes, 2);
    QVBoxLayout *layout = dockLayout();
    layout->addWidget(m_totals);
    layout->addLayout(row, 1);
}

QChart *CostsPanel::loadChart() const
{
    return m_load->chart();
}
QChart *CostsPanel::costChart() const
{
    return m_cost->chart();
}
QChart *CostsPanel::modeChart() const
{
    return m_modes->chart();
}

void CostsPanel::styleChart(QChart *chart, const QString &title) const
{
    const bool dark = palette().color(QPalette::Window).lightness() < 128;
    chart->setTheme(dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    chart->setBackgroundBrush(palette().color(QPalette::Base));
    chart->setTitleBrush(palette().color(QPalette::WindowText));
    chart->legend()->setLabelColor(palette().color(QPalette::WindowText));
    chart->setTitle(title);
    chart->setAnimationOptions(QChart::NoAnimation); // live updates must not wobble
    chart->setMargins(QMargins(4, 4, 4, 4));
}

void CostsPanel::refresh()
{
    const Totals &t = document()->analysis()->totals;
    m_totals->setText(tr("<b>%1 a month</b> — throughput %2, storage %3 · %4 RU/s average, %5 RU/s peak · %6 stored")
                          .arg(formatUsd(t.monthlyCostUsd), formatUsd(t.throughputCostUsd), formatUsd(t.storageCostUsd),
                              formatRu(t.ruPerSecondAvg), formatRu(t.ruPerSecondPeak), formatGB(t.storageGB)));
    buildLoad();
    buildCost();
    buildModes();
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
    QStringList categories;
    for (const ContainerAnalysis &container : analysis.containers)
        categories << container.name;
    auto addSet = [&](const QString &label, const std::function<double(const QString &)> &value) {
        auto *set = new QBarSet(label);
        for (const QString &container : categories)
            *set << value(container);
        series->append(set);
    };
    for (size_t i = 0; i < ranked.size() && int(i) < kPatternSets; ++i) {
        const QString id = ranked[i].second;
        addSet(id, [&](const QString &container) { return load[id][container]; });
    }
    if (int(ranked.size()) > kPatternSets) {
        std::map<QString, double> others;
        for (size_t i = kPatternSets; i < ranked.size(); ++i)
            for (const auto &[container, ru] : load[ranked[i].second])
                others[container] += ru;
        addSet(tr("other"), [&](const QString &container) { return others[container]; });
    }
    attachAxes(chart, series, categories, Qt::AlignLeft, QStringLiteral("%.0f"), tr("RU/s"));
    chart->legend()->setAlignment(Qt::AlignRight);
    replaceChart(m_load, chart);
}

void CostsPanel::buildCost()
{
    const Analysis &analysis = *document()->analysis();
    auto *chart = new QChart;
    styleChart(chart, tr("Monthly cost per container (USD)"));
    auto *series = new QHorizontalStackedBarSeries;
    auto *throughput = new QBarSet(tr("throughput"));
    auto *storage = new QBarSet(tr("storage"));
    QStringList categories;
    for (const ContainerAnalysis &container : analysis.containers) {
        categories << container.name;
        *throughput << container.throughputCostUsd;
        *storage << container.storageCostUsd;
    }
    series->append(throughput);
    series->append(storage);
    attachAxes(chart, series, categories, Qt::AlignLeft, QStringLiteral("$%.0f"));
    chart->legend()->setAlignment(Qt::AlignBottom);
    replaceChart(m_cost, chart);
}

void CostsPanel::buildModes()
{
    const Analysis &analysis = *document()->analysis();
    const CapacityMode current = document()->model().application.capacityMode;
    auto *chart = new QChart;
    styleChart(chart, tr("The model under each offer (USD a month)"));
    // Horizontal: six offers with their names need the width more than the height.
    auto *series = new QHorizontalBarSeries;
    auto *set = new QBarSet(tr("monthly cost"));
    QStringList categories;
    const CostOption::Kind chosen = current == CapacityMode::Autoscale ? CostOption::Kind::Autoscale
        : current == CapacityMode::Serverless                         ? CostOption::Kind::Serverless
                                                                       : CostOption::Kind::Manual;
    // An offer that cannot serve the design (serverless past its limits) shows no bar.
    // Short labels: six bars share a narrow chart.
    auto shortTitle = [this](CostOption::Kind kind) {
        switch (kind) {
        case CostOption::Kind::Manual:
            return tr("Manual");
        case CostOption::Kind::Autoscale:
            return tr("Autoscale");
        case CostOption::Kind::Serverless:
            return tr("Serverless");
        case CostOption::Kind::FreeTier:
            return tr("Free tier");
        case CostOption::Kind::Reserved1Year:
            return tr("1-year reserved");
        case CostOption::Kind::Reserved3Years:
            return tr("3-year reserved");
        }
        return QString();
    };
    for (const CostOption &option : analysis.totals.costOptions) {
        QString label = shortTitle(option.kind);
        if (option.kind == chosen)
            label += QStringLiteral(" ✓");
        if (!option.possible)
            label += QStringLiteral(" ✗");
        categories << label;
        *set << (option.possible ? option.monthlyCostUsd : 0.0);
    }
    series->append(set);
    series->setLabelsVisible(true);
    series->setLabelsFormat(QStringLiteral("$@value"));
    series->setLabelsPosition(QAbstractBarSeries::LabelsInsideBase);
    attachAxes(chart, series, categories, Qt::AlignLeft, QStringLiteral("$%.0f"));
    chart->legend()->hide();
    replaceChart(m_modes, chart);
}

} // namespace cosmos

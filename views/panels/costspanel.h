// SPDX-License-Identifier: MIT
#pragma once

#include "panel.h"

#include "model/analysis/analysis.h"

#include <QChartView>
#include <QLabel>
#include <QTreeWidget>

#include <vector>

class QChart;

namespace cosmos {

// Where the request units and the money go: RU/s per container stacked by access
// pattern (a chart), monthly cost per container (throughput and storage) and what the
// whole model would cost under each offer (tables with in-cell bars).
class CostsPanel : public Panel {
    Q_OBJECT

public:
    explicit CostsPanel(ModelDocument *document, QWidget *parent = nullptr);

    QChart *loadChart() const;
    QTreeWidget *containerCosts() const { return m_containers; }
    QTreeWidget *offers() const { return m_offers; }

protected:
    void refresh() override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void styleChart(QChart *chart, const QString &title) const;
    // The containers given a bar of their own, in the analysis' order; a null last
    // entry stands for the bar of all the others.
    std::vector<const ContainerAnalysis *> containersThatFit(const Analysis &analysis) const;
    int patternSetsThatFit() const;
    static void keepEveryColumnInSight(QTreeWidget *table);
    void buildLoad();
    void showContainerCosts();
    void showOffers();

    QChartView *m_load = new QChartView(this);
    QTreeWidget *m_containers = new QTreeWidget(this);
    QTreeWidget *m_offers = new QTreeWidget(this);
    QLabel *m_totals = new QLabel(this);
};

} // namespace cosmos

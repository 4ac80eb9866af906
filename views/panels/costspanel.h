// SPDX-License-Identifier: MIT
#pragma once

#include "panel.h"

class QChart;
class QChartView;
class QLabel;

namespace cosmos {

// Where the request units and the money go: RU/s per container stacked by access
// pattern, monthly cost per container (throughput and storage), and what the whole
// model would cost in each capacity mode.
class CostsPanel : public Panel {
    Q_OBJECT

public:
    explicit CostsPanel(ModelDocument *document, QWidget *parent = nullptr);

    QChart *loadChart() const;
    QChart *costChart() const;
    QChart *modeChart() const;

protected:
    void refresh() override;

private:
    void styleChart(QChart *chart, const QString &title) const;
    void buildLoad();
    void buildCost();
    void buildModes();

    QChartView *m_load;
    QChartView *m_cost;
    QChartView *m_modes;
    QLabel *m_totals;
};

} // namespace cosmos

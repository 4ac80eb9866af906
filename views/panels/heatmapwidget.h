// SPDX-License-Identifier: MIT
#pragma once

#include "model/analysis/analysis.h"

#include <QWidget>

namespace cosmos {

// Physical partitions as a grid of cells and the most popular key values as bars,
// coloured by how close each is to its limit (10,000 RU/s, the container's slice of
// throughput, 20 GB per key value, 50 GB per physical partition).
class HeatmapWidget : public QWidget {
    Q_OBJECT

public:
    explicit HeatmapWidget(QWidget *parent = nullptr);

    void setContainer(const ContainerAnalysis &container, const AssumptionValues &assumptions, bool whatIf);
    QSize sizeHint() const override { return {640, 300}; }
    QSize minimumSizeHint() const override { return {320, 150}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QColor heatColor(HeatStatus status, double utilization) const;

    std::vector<HeatCell> m_cells;
    std::vector<LogicalKeyLoad> m_keys;
    double m_keyLimitRu = 0;
    double m_warn = 0.5;
    QString m_key;
    bool m_whatIf = false;
};

} // namespace cosmos

// SPDX-License-Identifier: MIT
#pragma once

#include "model/analysis/analysis.h"

#include <QWidget>

namespace cosmos {

// Physical partitions as a grid of cells, coloured by how close each is to its limits
// (10,000 RU/s and 50 GB per physical partition). The most popular key values are
// listed beside it by TopValuesTable.
class HeatmapWidget : public QWidget {
    Q_OBJECT

public:
    explicit HeatmapWidget(QWidget *parent = nullptr);

    void setContainer(const ContainerAnalysis &container, const AssumptionValues &assumptions, bool whatIf);
    QSize sizeHint() const override { return {420, 200}; }
    QSize minimumSizeHint() const override { return {200, 90}; }

    // Where cell i is drawn (the tooltip finds cells by it too).
    QRectF cellRect(int i) const;

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;

private:
    QFont cellFont() const;
    double titleHeight() const;
    QString cellLabel(const HeatCell &cell) const;
    QString cellLoad(const HeatCell &cell) const;

    std::vector<HeatCell> m_cells;
    double m_warn = 0.5;
    bool m_whatIf = false;
};

} // namespace cosmos

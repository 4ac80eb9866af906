// SPDX-License-Identifier: MIT
#pragma once

#include "model/document/assumptions.h"

#include <QWidget>

#include <optional>

class QPainter;

namespace cosmos {

// A correlation drawn against the decision thresholds: the bands "separate",
// "consider carefully", "co-locate" and "embed" as a track, the value as a marker.
void paintCorrelationBar(QPainter *painter, const QRectF &rect, std::optional<double> value,
    const AssumptionValues &assumptions, const QPalette &palette, bool labels);

class CorrelationBar : public QWidget {
    Q_OBJECT

public:
    explicit CorrelationBar(QWidget *parent = nullptr);

    void setValue(std::optional<double> value, const AssumptionValues &assumptions);
    QSize sizeHint() const override { return {320, 44}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    std::optional<double> m_value;
    AssumptionValues m_assumptions;
};

} // namespace cosmos

// SPDX-License-Identifier: MIT
#pragma once

#include "heatmapwidget.h"
#include "panel.h"

#include "model/analysis/analysis.h"
#include "topvaluestable.h"

#include <memory>

#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QSplitter>

namespace cosmos {

// The hot-partition heatmap of one container beside its most popular key values,
// with the remedies, and a what-if
// slider for the skew of its partition key: the slider analyses a copy of the model
// (the model itself is untouched until "Apply" is pressed).
class HeatmapPanel : public Panel {
    Q_OBJECT

public:
    explicit HeatmapPanel(ModelDocument *document, QWidget *parent = nullptr);

    void showContainer(const QString &name);
    HeatmapWidget *heatmap() const { return m_heatmap; }
    TopValuesTable *topValues() const { return m_topValues; }
    QSlider *skewSlider() const { return m_skew; }
    // The analysis behind what is drawn (the what-if one while the slider is moved).
    const ContainerAnalysis *shownContainer() const;

protected:
    void refresh() override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void showCurrent();
    QString noRemedyText(const ContainerAnalysis &container) const;
    void whatIf(int permille);
    void applyWhatIf();
    QString keyAttributeOwner(const ContainerAnalysis &container, QString *attribute) const;

    QComboBox *m_containers = new QComboBox(this);
    HeatmapWidget *m_heatmap = new HeatmapWidget(this);
    QLabel *m_topTitle = new QLabel(this);
    TopValuesTable *m_topValues = new TopValuesTable(this);
    QSplitter *m_pictures = new QSplitter(Qt::Horizontal, this);
    QSlider *m_skew = new QSlider(Qt::Horizontal, this);
    QLabel *m_skewLabel = new QLabel(this);
    QPushButton *m_apply = new QPushButton(this);
    QLabel *m_summary = new QLabel(this);
    QLabel *m_remedies = new QLabel(this);
    std::shared_ptr<const Analysis> m_whatIf;
    bool m_updating = false;
};

} // namespace cosmos

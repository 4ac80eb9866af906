// SPDX-License-Identifier: MIT
#pragma once

#include "panel.h"

#include "model/analysis/analysis.h"

#include <memory>

class QComboBox;
class QLabel;
class QPushButton;
class QSlider;
class QSplitter;

namespace cosmos {

class HeatmapWidget;
class TopValuesTable;

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
    void whatIf(int permille);
    void applyWhatIf();
    QString keyAttributeOwner(const ContainerAnalysis &container, QString *attribute) const;

    QComboBox *m_containers;
    HeatmapWidget *m_heatmap;
    QLabel *m_topTitle;
    TopValuesTable *m_topValues;
    QSplitter *m_pictures;
    QSlider *m_skew;
    QLabel *m_skewLabel;
    QPushButton *m_apply;
    QLabel *m_summary;
    QLabel *m_remedies;
    std::shared_ptr<const Analysis> m_whatIf;
    bool m_updating = false;
};

} // namespace cosmos

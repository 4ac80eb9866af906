// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

#include <vector>

class QDockWidget;
class QMainWindow;
class QMenu;

namespace cosmos {

class AccessPatternsPanel;
class AdvisorPanel;
class ChecklistPanel;
class AssumptionsPanel;
class ContainersPanel;
class CostsPanel;
class DecisionsPanel;
class HeatmapPanel;
class InspectorPanel;
class ModelDocument;

// Creates the panels as dock widgets in a sensible default arrangement — the
// inspector and assumptions on the right, the analysis panels tabbed below the
// canvas — and saves and restores whatever arrangement the user makes.
class PanelDocks : public QObject {
    Q_OBJECT

public:
    PanelDocks(ModelDocument *document, QMainWindow *window);

    void populateMenu(QMenu *menu);
    void resetLayout();
    void saveLayout() const;
    // False when there was nothing (usable) to restore.
    bool restoreLayout();

    InspectorPanel *inspector() const { return m_inspector; }
    AccessPatternsPanel *accessPatterns() const { return m_patterns; }
    DecisionsPanel *decisions() const { return m_decisions; }
    ContainersPanel *containers() const { return m_containers; }
    HeatmapPanel *heatmap() const { return m_heatmap; }
    CostsPanel *costs() const { return m_costs; }
    AssumptionsPanel *assumptions() const { return m_assumptions; }
    AdvisorPanel *advisor() const { return m_advisor; }
    ChecklistPanel *checklist() const { return m_checklist; }
    QDockWidget *dockOf(QWidget *panel) const;
    // Adds a panel made elsewhere (advisor, checklist, exports) to the bottom group.
    QDockWidget *addBottomPanel(QWidget *panel, const QString &title, const QString &objectName);

private:
    QDockWidget *dock(QWidget *panel, const QString &title, const QString &objectName);

    QMainWindow *m_window;
    InspectorPanel *m_inspector;
    AccessPatternsPanel *m_patterns;
    DecisionsPanel *m_decisions;
    ContainersPanel *m_containers;
    HeatmapPanel *m_heatmap;
    CostsPanel *m_costs;
    AssumptionsPanel *m_assumptions;
    AdvisorPanel *m_advisor;
    ChecklistPanel *m_checklist;
    std::vector<QDockWidget *> m_right;
    std::vector<QDockWidget *> m_bottom;
};

} // namespace cosmos

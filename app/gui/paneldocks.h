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
class ComparisonPanel;
class ContainersPanel;
class CostsPanel;
class DecisionsPanel;
class ExplainPanel;
class ExportPanel;
class HeatmapPanel;
class InspectorPanel;
class ModelDocument;

// Creates the panels as dock widgets in a sensible default arrangement — the
// inspector, explanations and assumptions on the right, the analysis panels tabbed below the
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
    ExplainPanel *explain() const { return m_explain; }
    ExportPanel *exports() const { return m_export; }
    ComparisonPanel *comparison() const { return m_comparison; }
    AdvisorPanel *advisor() const { return m_advisor; }
    ChecklistPanel *checklist() const { return m_checklist; }
    QDockWidget *dockOf(QWidget *panel) const;
    // Makes a bottom dock tall enough to read a whole view (the comparison), leaving
    // the canvas above it in sight.
    void giveRoomTo(QDockWidget *dock);

private:
    // `title` is untranslated (QT_TR_NOOP): the dock retitles itself at each language change.
    QDockWidget *dock(QWidget *panel, const char *title, const QString &objectName);

    QMainWindow *m_window;
    InspectorPanel *m_inspector;
    AccessPatternsPanel *m_patterns;
    DecisionsPanel *m_decisions;
    ContainersPanel *m_containers;
    HeatmapPanel *m_heatmap;
    CostsPanel *m_costs;
    AssumptionsPanel *m_assumptions;
    ExplainPanel *m_explain;
    ExportPanel *m_export;
    ComparisonPanel *m_comparison;
    AdvisorPanel *m_advisor;
    ChecklistPanel *m_checklist;
    std::vector<QDockWidget *> m_right;
    std::vector<QDockWidget *> m_bottom;
};

} // namespace cosmos

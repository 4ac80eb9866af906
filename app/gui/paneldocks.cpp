// SPDX-License-Identifier: MIT
#include "paneldocks.h"

#include "views/common/languagechange.h"
#include "views/panels/accesspatternspanel.h"
#include "views/panels/advisorpanel.h"
#include "views/panels/assumptionspanel.h"
#include "views/panels/comparisonpanel.h"
#include "views/panels/checklistpanel.h"
#include "views/panels/containerspanel.h"
#include "views/panels/costspanel.h"
#include "views/panels/decisionspanel.h"
#include "views/panels/explainpanel.h"
#include "views/panels/exportpanel.h"
#include "views/panels/heatmappanel.h"
#include "views/panels/inspectorpanel.h"
#include "views/panels/panel.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <QSettings>

namespace cosmos {

namespace {
// Bump when the set of docks changes, so an old saved arrangement is not applied.
constexpr int kLayoutVersion = 4;
} // namespace

PanelDocks::PanelDocks(ModelDocument *document, QMainWindow *window)
    : QObject(window)
    , m_window(window)
    , m_inspector(new InspectorPanel(document))
    , m_patterns(new AccessPatternsPanel(document))
    , m_decisions(new DecisionsPanel(document))
    , m_containers(new ContainersPanel(document))
    , m_heatmap(new HeatmapPanel(document))
    , m_costs(new CostsPanel(document))
    , m_assumptions(new AssumptionsPanel(document))
    , m_explain(new ExplainPanel(document))
    , m_export(new ExportPanel(document))
    , m_comparison(new ComparisonPanel(document))
    , m_advisor(new AdvisorPanel(document))
    , m_checklist(new ChecklistPanel(document))
{
    m_right = {dock(m_inspector, QT_TR_NOOP("Inspector"), QStringLiteral("inspectorDock")),
        dock(m_explain, QT_TR_NOOP("Explain"), QStringLiteral("explainDock")),
        dock(m_assumptions, QT_TR_NOOP("Assumptions"), QStringLiteral("assumptionsDock"))};
    m_bottom = {dock(m_patterns, QT_TR_NOOP("Access Patterns"), QStringLiteral("accessPatternsDock")),
        dock(m_decisions, QT_TR_NOOP("Decisions"), QStringLiteral("decisionsDock")),
        dock(m_containers, QT_TR_NOOP("Containers"), QStringLiteral("containersDock")),
        dock(m_heatmap, QT_TR_NOOP("Hot Partitions"), QStringLiteral("heatmapDock")),
        dock(m_costs, QT_TR_NOOP("Costs"), QStringLiteral("costsDock")),
        dock(m_advisor, QT_TR_NOOP("Advisor"), QStringLiteral("advisorDock")),
        dock(m_checklist, QT_TR_NOOP("Checklist"), QStringLiteral("checklistDock")),
        dock(m_comparison, QT_TR_NOOP("Comparison"), QStringLiteral("comparisonDock")),
        dock(m_export, QT_TR_NOOP("Export"), QStringLiteral("exportDock"))};
    window->setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks | QMainWindow::AllowNestedDocks);
    window->setTabPosition(Qt::AllDockWidgetAreas, QTabWidget::North);
    connect(m_containers, &ContainersPanel::containerChosen, m_heatmap, &HeatmapPanel::showContainer);
    resetLayout();
}

QDockWidget *PanelDocks::dock(QWidget *panel, const char *title, const QString &objectName)
{
    auto *dock = new QDockWidget(m_window);
    onEachLanguage(dock, [dock, title]() { dock->setWindowTitle(tr(title)); });
    dock->setObjectName(objectName);
    dock->setWidget(panel);
    // Opaque: the panels draw on the window's background, and the main window paints
    // its dock separators there too; one could show through a panel as a stray line.
    dock->setAutoFillBackground(true);
    dock->setAllowedAreas(Qt::AllDockWidgetAreas);
    // A tab chosen in a dock group: the panel in it catches up with the model.
    if (auto *livePanel = qobject_cast<Panel *>(panel))
        connect(dock, &QDockWidget::visibilityChanged, livePanel, [livePanel](bool visible) {
            if (visible)
                QMetaObject::invokeMethod(livePanel, &Panel::becameVisible, Qt::QueuedConnection);
        });
    return dock;
}

void PanelDocks::giveRoomTo(QDockWidget *dock)
{
    if (dock->isFloating() || m_window->dockWidgetArea(dock) != Qt::BottomDockWidgetArea)
        return;
    const int height = m_window->height() * 3 / 5;
    m_window->resizeDocks({dock}, {std::max(height, dock->minimumSizeHint().height())}, Qt::Vertical);
}

QDockWidget *PanelDocks::dockOf(QWidget *panel) const
{
    for (const auto *group : {&m_right, &m_bottom})
        for (QDockWidget *dock : *group)
            if (dock->widget() == panel)
                return dock;
    return nullptr;
}

void PanelDocks::resetLayout()
{
    for (const auto *group : {&m_right, &m_bottom})
        for (QDockWidget *dock : *group) {
            dock->setFloating(false);
            dock->show();
        }
    m_window->addDockWidget(Qt::RightDockWidgetArea, m_right.front());
    for (size_t i = 1; i < m_right.size(); ++i) {
        m_window->addDockWidget(Qt::RightDockWidgetArea, m_right[i]);
        m_window->tabifyDockWidget(m_right.front(), m_right[i]);
    }
    m_window->addDockWidget(Qt::BottomDockWidgetArea, m_bottom.front());
    for (size_t i = 1; i < m_bottom.size(); ++i) {
        m_window->addDockWidget(Qt::BottomDockWidgetArea, m_bottom[i]);
        m_window->tabifyDockWidget(m_bottom.front(), m_bottom[i]);
    }
    m_right.front()->raise();
    m_bottom.front()->raise();
    // Relative sizes: the canvas keeps most of the window, the inspector room for an
    // entity's name, type, required and distinct-values columns in every language.
    const QSize window = m_window->size();
    m_window->resizeDocks({m_right.front()}, {std::clamp(window.width() * 3 / 10, 370, 480)}, Qt::Horizontal);
    m_window->resizeDocks({m_bottom.front()}, {std::clamp(window.height() * 3 / 10, 200, 360)}, Qt::Vertical);
}

void PanelDocks::populateMenu(QMenu *menu)
{
    QMenu *panels = menu->addMenu(QString());
    onEachLanguage(panels, [panels]() { panels->setTitle(tr("&Panels")); });
    for (const auto *group : {&m_right, &m_bottom})
        for (QDockWidget *dock : *group)
            panels->addAction(dock->toggleViewAction());
    panels->addSeparator();
    QAction *reset = panels->addAction(QString());
    onEachLanguage(reset, [reset]() { reset->setText(tr("&Reset Layout")); });
    connect(reset, &QAction::triggered, this, &PanelDocks::resetLayout);
}

void PanelDocks::saveLayout() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), m_window->saveGeometry());
    settings.setValue(QStringLiteral("window/state"), m_window->saveState(kLayoutVersion));
}

bool PanelDocks::restoreLayout()
{
    QSettings settings;
    m_window->restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    return m_window->restoreState(settings.value(QStringLiteral("window/state")).toByteArray(), kLayoutVersion);
}

} // namespace cosmos

// SPDX-License-Identifier: MIT
#include "presentationmode.h"

#include "apptheme.h"
#include "mainwindow.h"
#include "views/canvas/canvastheme.h"
#include "views/common/languagechange.h"
#include "views/document/modeldocument.h"
#include "views/canvas/modelscene.h"
#include "views/canvas/modelview.h"
#include "views/presentation/patterncaption.h"
#include "views/presentation/walkthrough.h"

#include <QAction>
#include <QDockWidget>
#include <QKeyEvent>
#include <QMenu>
#include <QMenuBar>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>

namespace cosmos {

namespace {
// Lines only: type grows with the zoom that fits the drawing to the screen. Larger
// type alone would grow the cards but not the spaces between them, and frames
// would overlap.
constexpr double kPresentationLineScale = 1.6;
}

PresentationMode::PresentationMode(MainWindow *window)
    : QObject(window)
    , m_window(window)
    , m_walkthrough(new Walkthrough(window->document(), this))
    , m_caption(new PatternCaption(window->document(), window->canvas()))
{
    m_presentAction = new QAction(this);
    m_presentAction->setShortcut(QKeySequence(Qt::Key_F5));
    m_presentAction->setCheckable(true);
    connect(m_presentAction, &QAction::triggered, this, [this]() { toggle(); });
    m_walkAction = new QAction(this);
    onEachLanguage(this, [this]() {
        m_presentAction->setText(tr("&Presentation Mode"));
        m_presentAction->setStatusTip(tr("Full screen for a review or a lesson: large type, high contrast, step "
                                         "through the access patterns with the arrow keys"));
        m_walkAction->setText(tr("&Walk Through Access Patterns"));
    });
    m_walkAction->setShortcut(QKeySequence(Qt::Key_F6));
    m_walkAction->setCheckable(true);
    connect(m_walkAction, &QAction::triggered, this, &PresentationMode::toggleWalkthrough);
    window->addAction(m_presentAction);
    window->addAction(m_walkAction);

    connect(m_walkthrough, &Walkthrough::stepChanged, this, [this](const QString &id, int position, int count) {
        m_caption->showPattern(id, position, count);
        placeCaption();
    });
    connect(m_walkthrough, &Walkthrough::activeChanged, this, [this](bool active) {
        m_walkAction->setChecked(active);
        if (!active) {
            m_caption->hide();
            m_window->canvas()->setBottomMargin(0);
        }
    });
    // The caption's numbers follow edits made during the walkthrough.
    connect(window->document(), &ModelDocument::analysisChanged, this, [this]() {
        if (!m_walkthrough->isActive())
            return;
        m_caption->showPattern(m_walkthrough->currentPattern(), m_walkthrough->position(), m_walkthrough->count());
        placeCaption();
    });
    window->canvas()->installEventFilter(this);
}

void PresentationMode::populateMenu(QMenu *menu)
{
    menu->addAction(m_presentAction);
    menu->addAction(m_walkAction);
}

void PresentationMode::toggle()
{
    if (m_presenting)
        leave();
    else
        enter();
}

void PresentationMode::toggleWalkthrough()
{
    if (m_walkthrough->isActive())
        m_walkthrough->stop();
    else
        m_walkthrough->start();
    m_window->canvas()->setFocus();
}

void PresentationMode::applyCanvasTheme()
{
    const bool highContrast = m_presenting || AppTheme::isHighContrast();
    CanvasTheme theme = CanvasTheme::fromPalette(m_window->palette(), highContrast, 1.0);
    if (m_presenting)
        theme.lineWidth *= kPresentationLineScale;
    m_window->scene()->setTheme(theme);
    m_window->scene()->setBackgroundBrush(m_window->scene()->theme().background);
    m_window->canvas()->setLegendVisible(!m_presenting);
    m_window->canvas()->setMinimapVisible(!m_presenting);
    // On a projector the drawing fits the screen; scroll bars would only distract.
    const Qt::ScrollBarPolicy bars = m_presenting ? Qt::ScrollBarAlwaysOff : Qt::ScrollBarAsNeeded;
    m_window->canvas()->setHorizontalScrollBarPolicy(bars);
    m_window->canvas()->setVerticalScrollBarPolicy(bars);
}

void PresentationMode::enter(bool fullScreen)
{
    if (m_presenting)
        return;
    m_presenting = true;
    m_presentAction->setChecked(true);
    m_savedState = m_window->saveState();
    m_wasMaximized = m_window->isMaximized();
    for (QDockWidget *dock : m_window->findChildren<QDockWidget *>())
        dock->hide();
    for (QToolBar *bar : m_window->findChildren<QToolBar *>())
        bar->hide();
    m_window->menuBar()->hide();
    m_window->statusBar()->hide();
    if (fullScreen)
        m_window->showFullScreen();
    applyCanvasTheme();
    m_caption->setLarge(true);
    m_walkthrough->start();
    m_window->canvas()->setFocus();
    // After the window has its full-screen size.
    QTimer::singleShot(0, m_window->canvas(), &ModelView::fitToWindow);
}

void PresentationMode::leave()
{
    if (!m_presenting)
        return;
    m_presenting = false;
    m_presentAction->setChecked(false);
    m_walkthrough->stop();
    m_caption->setLarge(false);
    m_window->menuBar()->show();
    m_window->statusBar()->show();
    if (m_wasMaximized)
        m_window->showMaximized();
    else
        m_window->showNormal();
    m_window->restoreState(m_savedState);
    applyCanvasTheme();
    QTimer::singleShot(0, m_window->canvas(), &ModelView::fitToWindow);
}

void PresentationMode::placeCaption()
{
    if (m_caption->isHidden())
        return;
    ModelView *view = m_window->canvas();
    const int width = std::max(300, std::min(view->width() - 40, m_presenting ? 1400 : 900));
    m_caption->setFixedWidth(width);
    // Every line of it, and at most about a third of the canvas: in a small window
    // the reasons give way (they stay in the caption's tooltip and in Explain).
    const int most = view->height() * 35 / 100;
    m_caption->setDetailed(true);
    if (m_caption->heightForWidth(width) > most)
        m_caption->setDetailed(false);
    m_caption->setFixedHeight(m_caption->heightForWidth(width));
    // The caption sits below the drawing, not over it: fitting keeps the model visible.
    view->setBottomMargin(m_caption->height() + 24);
    m_caption->move((view->width() - m_caption->width()) / 2, view->height() - m_caption->height() - 12);
}

bool PresentationMode::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Resize && m_caption->isVisible())
        placeCaption();
    if (event->type() == QEvent::Resize && m_presenting)
        QTimer::singleShot(0, m_window->canvas(), &ModelView::fitToWindow); // the canvas scales with the screen
    if (event->type() != QEvent::KeyPress || !m_walkthrough->isActive())
        return QObject::eventFilter(watched, event);
    // While walking through, the navigation keys (and a presentation clicker,
    // which sends them) step through the patterns instead of moving cards.
    switch (static_cast<QKeyEvent *>(event)->key()) {
    case Qt::Key_Right:
    case Qt::Key_Down:
    case Qt::Key_PageDown:
    case Qt::Key_Space:
    case Qt::Key_Return:
        m_walkthrough->next();
        return true;
    case Qt::Key_Left:
    case Qt::Key_Up:
    case Qt::Key_PageUp:
    case Qt::Key_Backspace:
        m_walkthrough->previous();
        return true;
    case Qt::Key_Home: m_walkthrough->first(); return true;
    case Qt::Key_End: m_walkthrough->last(); return true;
    case Qt::Key_Escape:
        if (m_presenting)
            leave();
        else
            m_walkthrough->stop();
        return true;
    default: return QObject::eventFilter(watched, event);
    }
}

} // namespace cosmos

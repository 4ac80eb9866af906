// SPDX-License-Identifier: MIT
#include "firststeps.h"

#include "views/canvas/modelview.h"
#include "views/common/languagechange.h"
#include "views/document/modeldocument.h"

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>

#include <algorithm>

namespace cosmos {

namespace {

QString shortcutOf(const QAction *action)
{
    return action ? action->shortcut().toString(QKeySequence::NativeText) : QString();
}

bool anyEntityHasAttributes(const Model &model)
{
    // A new entity comes with its key attribute; a second one is the user's.
    return std::any_of(
        model.entities.begin(), model.entities.end(), [](const Entity &e) { return e.attributes.size() >= 2; });
}

} // namespace

std::vector<FirstStep> firstModelSteps(const Model &model, const FirstStepActions &actions)
{
    return {
        {FirstStepsGuide::tr("Add an entity: double-click the canvas or press %1, type its name and press Enter.")
                .arg(shortcutOf(actions.addEntity)),
            !model.entities.empty()},
        {FirstStepsGuide::tr("Give it its attributes in the Inspector on the right: Add, then their names "
                             "(several at once: name, email) and Enter."),
            anyEntityHasAttributes(model)},
        {FirstStepsGuide::tr("Add a second entity and relate them: drag from the parent card's handle to the child, "
                             "or press %1 and click the two cards.")
                .arg(shortcutOf(actions.addRelationship)),
            !model.relationships.empty()},
        {FirstStepsGuide::tr("Say how the application uses them: select the entities, press %1, then give the "
                             "pattern its requests per second and filters in the Inspector.")
                .arg(shortcutOf(actions.addPattern)),
            !model.accessPatterns.empty()},
    };
}

FirstStepsGuide::FirstStepsGuide(ModelDocument *document, ModelView *view, const FirstStepActions &actions)
    : QFrame(view->viewport())
    , m_document(document)
    , m_view(view)
    , m_actions(actions)
{
    setObjectName(QStringLiteral("firstStepsGuide"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::ToolTipBase);
    setForegroundRole(QPalette::ToolTipText);
    m_label->setWordWrap(true);
    m_label->setTextFormat(Qt::RichText);
    m_label->setForegroundRole(QPalette::ToolTipText);
    m_close->setAutoRaise(true);
    m_close->setText(QStringLiteral("✕"));
    connect(m_close, &QToolButton::clicked, this, [this]() { setGuided(false); });
    auto *layout = new QHBoxLayout(this);
    const int margin = fontMetrics().height() / 2;
    layout->setContentsMargins(2 * margin, margin, margin, 2 * margin);
    layout->addWidget(m_label, 1);
    layout->addWidget(m_close, 0, Qt::AlignTop);

    view->viewport()->installEventFilter(this);
    connect(document, &ModelDocument::modelChanged, this, &FirstStepsGuide::refresh);
    onEachLanguage(this, [this]() {
        m_close->setToolTip(tr("Hide the steps"));
        refresh();
    });
}

void FirstStepsGuide::setGuided(bool guided)
{
    m_guided = guided;
    refresh();
}

QString FirstStepsGuide::text() const
{
    return isHidden() ? QString() : m_label->text();
}

void FirstStepsGuide::refresh()
{
    const Model &model = m_document->model();
    const bool empty = model.entities.empty();
    setVisible(empty || m_guided);
    if (isHidden())
        return;
    QString html = QStringLiteral("<p><b>%1</b></p><ol>")
                       .arg(empty ? tr("An empty model: start with an entity") : tr("Your first model"));
    for (const FirstStep &step : firstModelSteps(model, m_actions))
        html += step.done ? QStringLiteral("<li>✓ <s>%1</s></li>").arg(step.text.toHtmlEscaped())
                          : QStringLiteral("<li>%1</li>").arg(step.text.toHtmlEscaped());
    html += QStringLiteral("</ol><p>%1</p>")
                .arg(tr("The panels below then show the containers, partition keys, hot partitions and cost, "
                        "with the reasons; F1 explains whatever is selected.")
                         .toHtmlEscaped());
    m_label->setText(html);
    m_close->setVisible(!empty);
    place();
}

void FirstStepsGuide::place()
{
    // In the middle of an empty canvas; in the top right corner (clear of the heat
    // legend and the minimap) once there are cards to see.
    const QRect area = m_view->viewport()->rect();
    const int gap = fontMetrics().height();
    const int width = std::max(0, std::min(area.width() - 2 * gap, 40 * fontMetrics().averageCharWidth()));
    const int height = std::min(heightForWidth(width), area.height() - 2 * gap);
    const bool empty = m_document->model().entities.empty();
    const QPoint topLeft
        = empty ? area.center() - QPoint(width / 2, height / 2) : QPoint(area.right() - gap - width, gap);
    setGeometry(QRect(topLeft, QSize(width, std::max(height, 0))));
    raise();
}

bool FirstStepsGuide::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view->viewport() && event->type() == QEvent::Resize && !isHidden())
        place();
    return QFrame::eventFilter(watched, event);
}

} // namespace cosmos

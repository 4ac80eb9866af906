// SPDX-License-Identifier: MIT
#pragma once

#include <QFrame>
#include <QLabel>
#include <QToolButton>

#include <vector>

class QAction;

namespace cosmos {

struct Model;
class ModelDocument;
class ModelView;

// One step from an empty canvas to a first costed design, and whether the model
// has taken it yet.
struct FirstStep {
    QString text;
    bool done = false;
};

// The actions the steps name, so that each shows the shortcut it really has.
struct FirstStepActions {
    const QAction *addEntity = nullptr;
    const QAction *addRelationship = nullptr;
    const QAction *addPattern = nullptr;
};

// The steps, in order, checked against the model.
std::vector<FirstStep> firstModelSteps(const Model &model, const FirstStepActions &actions);

// Laid over the canvas: on an empty model, in the middle, what to do first; after
// "Build your first model", in a corner, the steps with the ones taken ticked,
// until the user closes it. It never takes a click meant for the canvas outside
// its own box.
class FirstStepsGuide : public QFrame {
    Q_OBJECT

public:
    FirstStepsGuide(ModelDocument *document, ModelView *view, const FirstStepActions &actions);

    // Keeps the steps in sight after the first entity, until closed.
    void setGuided(bool guided);
    bool isGuided() const { return m_guided; }
    // The steps as shown (tests read them).
    QString text() const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refresh();
    void place();

    ModelDocument *m_document;
    ModelView *m_view;
    FirstStepActions m_actions;
    QLabel *m_label = new QLabel(this);
    QToolButton *m_close = new QToolButton(this);
    bool m_guided = false;
};

} // namespace cosmos

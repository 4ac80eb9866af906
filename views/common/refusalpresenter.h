// SPDX-License-Identifier: MIT
#pragma once

#include <QLabel>
#include <QTimer>

namespace cosmos {

class ModelDocument;
struct EditOutcome;

// The one place a refused gesture is explained: the canvas, the inspector, the
// tables and the panels all apply through the document, which reports every
// refusal once; this line shows it until the model changes or some time passes.
// The field the gesture came from only marks itself (setFieldError).
class RefusalPresenter : public QLabel {
    Q_OBJECT

public:
    explicit RefusalPresenter(ModelDocument *document, QWidget *parent = nullptr);

    static constexpr int kShownMs = 20000;

private:
    void present(const EditOutcome &outcome);
    void clear();

    QTimer *m_expiry = new QTimer(this);
};

} // namespace cosmos

// SPDX-License-Identifier: MIT
#include "textfieldlimit.h"

#include <QApplication>
#include <QEvent>
#include <QLineEdit>

namespace cosmos {

namespace {

// Well above the model's 100,000 characters, so the model, not the widget, decides
// and its message gives the length that was pasted.
constexpr int kLineEditMaxLength = 16 * 1024 * 1024;

class TextFieldLimit : public QObject {
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Polish)
            if (auto *edit = qobject_cast<QLineEdit *>(watched); edit && edit->maxLength() == 32767)
                edit->setMaxLength(kLineEditMaxLength); // a limit a form set itself stays
        return QObject::eventFilter(watched, event);
    }
};

} // namespace

void installTextFieldLimit()
{
    static TextFieldLimit *installed = nullptr;
    if (installed || !qApp)
        return;
    installed = new TextFieldLimit(qApp);
    qApp->installEventFilter(installed);
}

} // namespace cosmos

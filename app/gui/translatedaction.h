// SPDX-License-Identifier: MIT
#pragma once

#include "views/common/languagechange.h"

#include <QAction>

namespace cosmos {

// An action of `owner` whose text, and tip where one is given, are source texts
// marked with QT_TR_NOOP in Owner's translation context: set now and again at each
// language switch. The tip shows in the status bar and as a toolbar button's tooltip.
template <class Owner> QAction *translatedAction(Owner *owner, const char *text, const char *tip = nullptr)
{
    auto *action = new QAction(owner);
    onEachLanguage(action, [action, text, tip]() {
        action->setText(Owner::tr(text));
        if (tip) {
            action->setToolTip(Owner::tr(tip));
            action->setStatusTip(Owner::tr(tip));
        }
    });
    return action;
}

} // namespace cosmos

// SPDX-License-Identifier: MIT
#include "recoverywarning.h"

#include "languagechange.h"
#include "views/document/autosaver.h"
#include "views/document/modeldocument.h"

namespace cosmos {

RecoveryWarning::RecoveryWarning(ModelDocument *document, AutoSaver *saver, QWidget *parent)
    : QLabel(parent)
{
    setObjectName(QStringLiteral("recoveryWarning"));
    setStyleSheet(QStringLiteral("QLabel#recoveryWarning { color: #d0342c; font-weight: 600; }"));
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    // Never wider than the status bar can give (a long folder in a narrow window).
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    hide();
    connect(saver, &AutoSaver::failed, this, &RecoveryWarning::present);
    connect(saver, &AutoSaver::saved, this, &RecoveryWarning::clear);
    connect(document, &ModelDocument::modifiedChanged, this, [this](bool modified) {
        if (!modified)
            clear(); // nothing left to lose
    });
    onEachLanguage(this, [this] { retranslate(); });
}

void RecoveryWarning::present(const QString &reason)
{
    m_reason = reason;
    retranslate();
    show();
}

void RecoveryWarning::clear()
{
    m_reason.clear();
    setText(QString());
    hide();
}

void RecoveryWarning::retranslate()
{
    if (m_reason.isEmpty())
        return;
    setText(tr("⚠ No recovery copy can be written in %1: unsaved changes are not protected against a crash.")
                .arg(AutoSaver::folderForDisplay()));
    setToolTip(tr("The recovery copy could not be written (%1). Save the model, or make %2 writable: the next "
                  "copy is tried within seconds.")
                   .arg(m_reason, AutoSaver::folderForDisplay()));
}

} // namespace cosmos

// SPDX-License-Identifier: MIT
#include "refusalpresenter.h"

#include "views/document/modeldocument.h"

#include <QTimer>

namespace cosmos {

RefusalPresenter::RefusalPresenter(ModelDocument *document, QWidget *parent)
    : QLabel(parent)
{
    setObjectName(QStringLiteral("refusal"));
    setStyleSheet(QStringLiteral("QLabel#refusal { color: #d0342c; font-weight: 600; }"));
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    hide();
    m_expiry->setSingleShot(true);
    m_expiry->setInterval(kShownMs);
    connect(m_expiry, &QTimer::timeout, this, &RefusalPresenter::clear);
    connect(document, &ModelDocument::editRefused, this, &RefusalPresenter::present);
    // An edit that goes through answers the refusal (the value was corrected).
    connect(document, &ModelDocument::modelChanged, this, &RefusalPresenter::clear);
}

void RefusalPresenter::present(const EditOutcome &outcome)
{
    const QString action = outcome.action.isEmpty() ? tr("The change") : outcome.action;
    QString reason = outcome.reason;
    while (reason.endsWith(QLatin1Char('.')))
        reason.chop(1);
    setText(tr("⚠ %1 was not done: %2. Nothing was changed.").arg(action, reason));
    setToolTip(text());
    show();
    m_expiry->start();
}

void RefusalPresenter::clear()
{
    m_expiry->stop();
    setText(QString());
    hide();
}

} // namespace cosmos

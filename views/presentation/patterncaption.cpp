// SPDX-License-Identifier: MIT
#include "patterncaption.h"

#include "model/analysis/analysis.h"
#include "model/analysis/numberformat.h"
#include "model/analysis/routeexplanation.h"
#include "views/document/modeldocument.h"
#include "views/explain/explainer.h"
#include "views/common/languagechange.h"
#include "views/common/unbrokentext.h"

#include <QGridLayout>
#include <QLabel>

namespace cosmos {

PatternCaption::PatternCaption(ModelDocument *document, QWidget *parent)
    : QFrame(parent)
    , m_document(document)
{
    setObjectName(QStringLiteral("patternCaption"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    for (QLabel *label : {m_title, m_route, m_why})
        label->setWordWrap(true);
    m_step->setAlignment(Qt::AlignRight | Qt::AlignTop);
    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(16, 10, 16, 10);
    layout->addWidget(m_title, 0, 0);
    layout->addWidget(m_step, 0, 1);
    layout->addWidget(m_route, 1, 0, 1, 2);
    layout->addWidget(m_why, 2, 0, 1, 2);
    layout->setColumnStretch(0, 1);
    setLarge(false);
    hide();
    connect(LanguageChange::instance(), &LanguageChange::changed, this, [this]() {
        if (isVisible())
            showPattern(m_shown.patternId, m_shown.position, m_shown.count);
    });
}

void PatternCaption::changeEvent(QEvent *event)
{
    QFrame::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        setLarge(m_large);
}

void PatternCaption::setLarge(bool large)
{
    m_large = large;
    QFont title = font();
    title.setPointSizeF(font().pointSizeF() * (large ? 1.9 : 1.2));
    title.setBold(true);
    m_title->setFont(title);
    QFont body = font();
    body.setPointSizeF(font().pointSizeF() * (large ? 1.45 : 1.0));
    m_route->setFont(body);
    m_step->setFont(body);
    // The reasons stay readable from the back of a room: on a projector they were the
    // size of a dock's text.
    QFont small = font();
    small.setPointSizeF(font().pointSizeF() * (large ? 1.3 : 0.9));
    m_why->setFont(small);
}

void PatternCaption::setDetailed(bool detailed)
{
    m_detailed = detailed;
    m_why->setVisible(detailed && !m_why->text().isEmpty());
    setToolTip(detailed ? QString() : m_why->text());
}

QString PatternCaption::text() const
{
    return m_title->text() + QLatin1Char('\n') + m_route->text() + QLatin1Char('\n') + m_why->text();
}

void PatternCaption::showPattern(const QString &patternId, int position, int count)
{
    const Model &model = m_document->model();
    const Analysis &analysis = *m_document->analysis();
    const AccessPattern *pattern = model.accessPattern(patternId);
    const PatternAnalysis *routed = analysis.accessPattern(patternId);
    if (!pattern) {
        hide();
        return;
    }
    m_shown = {patternId, position, count};
    m_title->setText(tr("%1 — %2").arg(pattern->id, pattern->description));
    m_step->setText(count > 0 ? tr("%1 of %2").arg(position + 1).arg(count) : QString());
    if (routed) {
        const Explainer explainer(*m_document->findings());
        QString route = explainer.patternRoute(*routed);
        const QString drives = explainer.patternDrives(*pattern);
        if (!drives.isEmpty())
            route += QLatin1Char('\n') + tr("Drives: %1").arg(drives);
        m_route->setText(keepValuesTogether(route));
        m_why->setText(keepValuesTogether(
            patternReasons(*routed, model, analysis.assumptions).translated().join(QLatin1Char(' '))));
    } else {
        m_route->setText(tr("Not analysed yet."));
        m_why->clear();
    }
    setDetailed(m_detailed);
    show();
    raise();
}

} // namespace cosmos

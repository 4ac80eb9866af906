// SPDX-License-Identifier: MIT
#include "panel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QSplitter>
#include <QTimer>
#include <QVBoxLayout>

#include "views/common/languagechange.h"
#include "views/document/documentselection.h"
#include "views/document/modeldocument.h"

namespace cosmos {

Panel::Panel(ModelDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
{
    connect(document, &ModelDocument::modelChanged, this,
        [this]() { changed(OnModel, m_document->waitsForTypingPause()); });
    connect(document, &ModelDocument::analysisChanged, this, [this]() { changed(OnAnalysis); });
    connect(document->selection(), &DocumentSelection::selectionChanged, this, [this]() { changed(OnSelection); });
    // What a panel renders from the analysis is in the language of the moment.
    connect(LanguageChange::instance(), &LanguageChange::changed, this, [this]() {
        retranslate();
        if (isShowing())
            refreshNow();
        else
            m_stale = true;
    });
}

void Panel::changed(int dependency, bool typing)
{
    if (!(m_dependencies & dependency))
        return;
    if (!isShowing()) {
        m_stale = true;
    } else if (typing) {
        m_stale = true;
        if (!m_typingPause) {
            m_typingPause = new QTimer(this);
            m_typingPause->setSingleShot(true);
            m_typingPause->setInterval(ModelDocument::kTypingPauseMs);
            connect(m_typingPause, &QTimer::timeout, this, [this]() {
                if (m_stale && isShowing())
                    refreshNow();
            });
        }
        m_typingPause->start();
    } else if (m_delay) {
        m_stale = true;
        m_delay->start();
    } else {
        refreshNow();
    }
}

void Panel::setRefreshDelay(int milliseconds)
{
    if (!m_delay) {
        m_delay = new QTimer(this);
        m_delay->setSingleShot(true);
        connect(m_delay, &QTimer::timeout, this, [this]() {
            if (m_stale && isShowing())
                refreshNow();
        });
    }
    m_delay->setInterval(milliseconds);
}

bool Panel::isShowing() const
{
    return isVisible() && !visibleRegion().isEmpty();
}

void Panel::becameVisible()
{
    if (m_stale && isVisible())
        refreshNow();
}

void Panel::postponeRefresh()
{
    m_stale = true;
    if (m_delay)
        m_delay->start();
}

void Panel::refreshNow()
{
    m_stale = false;
    refresh();
}

void Panel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        refreshNow();
}

QVBoxLayout *Panel::dockLayout()
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    return layout;
}

void Panel::setListAndDetails(QWidget *list, QWidget *details, int listStretch, int detailsStretch)
{
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(list);
    splitter->addWidget(details);
    splitter->setStretchFactor(0, listStretch);
    splitter->setStretchFactor(1, detailsStretch);
    dockLayout()->addWidget(splitter);
}

void setFieldError(QWidget *field, const QString &error)
{
    const bool invalid = !error.isEmpty();
    const bool wasInvalid = field->property("invalid").toBool();
    if (!wasInvalid && !invalid)
        return; // nothing marked, nothing to clear
    if (!wasInvalid)
        field->setProperty("fieldHelp", field->toolTip()); // the field's own tooltip, back once accepted
    if (wasInvalid == invalid && field->toolTip() == error)
        return;
    field->setProperty("invalid", invalid);
    field->setToolTip(invalid ? error : field->property("fieldHelp").toString());
    field->setStyleSheet(invalid ? QStringLiteral("border: 2px solid #d0342c; border-radius: 3px;") : QString());
}

QHBoxLayout *labelledRow(QLabel *label, QWidget *field, std::initializer_list<QWidget *> after)
{
    auto *row = new QHBoxLayout;
    row->addWidget(label);
    row->addWidget(field, 1);
    for (QWidget *widget : after)
        row->addWidget(widget);
    return row;
}

QWidget *column(QWidget *owner, std::initializer_list<QWidget *> widgets)
{
    auto *holder = new QWidget(owner);
    auto *layout = new QVBoxLayout(holder);
    layout->setContentsMargins(0, 0, 0, 0);
    const QWidget *last = widgets.size() ? *(widgets.end() - 1) : nullptr;
    for (QWidget *widget : widgets)
        layout->addWidget(widget, widget == last ? 1 : 0);
    return holder;
}

void makeReadable(std::initializer_list<QLabel *> labels)
{
    for (QLabel *label : labels) {
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
}

QScrollArea *scrollingArea(QWidget *owner, QWidget *content)
{
    auto *scroll = new QScrollArea(owner);
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->viewport()->setAutoFillBackground(false);
    content->setAutoFillBackground(false);
    return scroll;
}

QVBoxLayout *layOutWithButtons(QWidget *owner, QWidget *content, std::initializer_list<QWidget *> buttons)
{
    auto *row = new QHBoxLayout;
    for (QWidget *button : buttons)
        row->addWidget(button);
    row->addStretch();
    auto *layout = new QVBoxLayout(owner);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(content);
    layout->addLayout(row);
    return layout;
}

} // namespace cosmos

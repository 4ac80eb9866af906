// SPDX-License-Identifier: MIT
#include "wrappinglabel.h"

namespace cosmos {

WrappingLabel::WrappingLabel(QWidget *parent)
    : QLabel(parent)
{
    setWordWrap(true);
}

void WrappingLabel::setText(const QString &text)
{
    QLabel::setText(text);
    fitHeight();
}

void WrappingLabel::resizeEvent(QResizeEvent *event)
{
    QLabel::resizeEvent(event);
    fitHeight();
}

void WrappingLabel::fitHeight()
{
    // Only a width the layout gave counts: before the label is laid out its width is
    // a default that would ask for far too many lines.
    if (!testAttribute(Qt::WA_Resized) || width() <= 0)
        return;
    const int need = heightForWidth(width());
    if (need > 0 && need != minimumHeight())
        setMinimumHeight(need);
}

} // namespace cosmos

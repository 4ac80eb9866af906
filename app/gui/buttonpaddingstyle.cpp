// SPDX-License-Identifier: MIT
#include "buttonpaddingstyle.h"

#include <QStyleOptionButton>

namespace cosmos {

ButtonPaddingStyle::ButtonPaddingStyle(QStyle *base)
    : QProxyStyle(base)
{ }

QSize ButtonPaddingStyle::sizeFromContents(
    ContentsType type, const QStyleOption *option, const QSize &contents, const QWidget *widget) const
{
    QSize size = QProxyStyle::sizeFromContents(type, option, contents, widget);
    const auto *button = qstyleoption_cast<const QStyleOptionButton *>(option);
    if (type != CT_PushButton || !button || button->text.isEmpty())
        return size;
    const int frame = proxy()->pixelMetric(PM_DefaultFrameWidth, option, widget);
    const int padded = contents.width() + option->fontMetrics.height() + 2 * frame;
    size.setWidth(std::max(size.width(), padded));
    return size;
}

} // namespace cosmos

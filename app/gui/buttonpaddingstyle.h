// SPDX-License-Identifier: MIT
#pragma once

#include <QProxyStyle>

namespace cosmos {

// Push buttons keep half a line height of room on either side of their text. Fusion
// gives a label wider than its minimum button only four pixels a side, so a long
// Japanese or Hindi label ("すべてエクスポート…") reads as if it touched the frame.
class ButtonPaddingStyle : public QProxyStyle {
public:
    explicit ButtonPaddingStyle(QStyle *base = nullptr);

    QSize sizeFromContents(
        ContentsType type, const QStyleOption *option, const QSize &contents, const QWidget *widget) const override;
};

} // namespace cosmos

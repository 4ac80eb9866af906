// SPDX-License-Identifier: MIT
#pragma once

#include <QLabel>

namespace cosmos {

// A word-wrapped label never shorter than its text at the width it has. QFormLayout
// (Qt 6.4) lays a row that spans the form out with the height its label needs at the
// width the form had before a vertical scroll bar took part of it, so a long
// explanation lost its last line; a minimum height measured at the label's own width
// puts the line back. Set the text through this class, so the height follows it.
class WrappingLabel : public QLabel {
public:
    explicit WrappingLabel(QWidget *parent = nullptr);

    void setText(const QString &text);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void fitHeight();
};

} // namespace cosmos

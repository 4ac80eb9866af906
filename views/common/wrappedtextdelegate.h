// SPDX-License-Identifier: MIT
#pragma once

#include <QStyledItemDelegate>

class QTreeView;

namespace cosmos {

// Lets a tree view's column wrap its text onto as many lines as it needs. A
// QTreeView measures rows without the column's width, so word wrap alone only cuts a
// long text at one line; this delegate measures with the width the column has, and
// has the rows measured again whenever a column's width changes.
class WrappedTextDelegate : public QStyledItemDelegate {
    Q_OBJECT

public:
    explicit WrappedTextDelegate(QTreeView *view);

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    QTreeView *m_view;
};

} // namespace cosmos

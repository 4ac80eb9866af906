// SPDX-License-Identifier: MIT
#pragma once

#include <QStyledItemDelegate>

namespace cosmos {

// A bar inside a table cell: the cell's text (right-aligned, in a width reserved for
// the widest expected text) beside a bar filled to a fraction of the cell, in a colour
// of the item's own. Tables with such bars stay legible where a chart squeezed into a
// short dock cuts its labels.
class CellBarDelegate : public QStyledItemDelegate {
public:
    static constexpr int kFractionRole = Qt::UserRole + 40; // 0..1, clamped
    static constexpr int kColorRole = Qt::UserRole + 41;    // QColor; the palette's highlight if unset

    // widestText: the longest text the column shows, such as "100.0%" or "$00,000.00".
    CellBarDelegate(const QString &widestText, QObject *parent);

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    QString m_widestText;
};

} // namespace cosmos

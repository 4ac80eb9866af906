// SPDX-License-Identifier: MIT
#include "topvaluestable.h"

#include "heatcolor.h"
#include "model/analysis/numberformat.h"
#include "views/common/languagechange.h"

#include <QHeaderView>
#include <QPainter>
#include <QStyledItemDelegate>

#include <algorithm>

namespace cosmos {

namespace {

constexpr int kUtilizationRole = Qt::UserRole + 1;
constexpr int kStatusRole = Qt::UserRole + 2;
constexpr int kWarnRole = Qt::UserRole + 3;

// A bar to the key value's limit (the full cell width is the limit), in its heat
// colour, with the percentage beside it.
class LimitBarDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::paint(painter, option, QModelIndex()); // background and selection
        const double utilization = index.data(kUtilizationRole).toDouble();
        const auto status = HeatStatus(index.data(kStatusRole).toInt());
        const QString text = formatPercent(utilization);
        const QFontMetrics metrics(option.font);
        const int textWidth = metrics.horizontalAdvance(QStringLiteral("100.0%")) + 8;
        const QRectF track = QRectF(option.rect).adjusted(4, 4, -textWidth, -4);
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(QPen(option.palette.color(QPalette::Mid), 1));
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(track, 2, 2);
        const double filled = std::clamp(utilization, 0.0, 1.0) * track.width();
        if (filled > 0) {
            painter->setPen(Qt::NoPen);
            painter->setBrush(heatColor(option.palette, status, utilization, index.data(kWarnRole).toDouble()));
            painter->drawRoundedRect(QRectF(track.left(), track.top(), std::max(2.0, filled), track.height()), 2, 2);
        }
        painter->setPen(
            option.palette.color(option.state & QStyle::State_Selected ? QPalette::HighlightedText : QPalette::Text));
        painter->drawText(QRectF(track.right() + 4, option.rect.top(), textWidth - 4, option.rect.height()),
            Qt::AlignVCenter | Qt::AlignRight, text);
        painter->restore();
    }
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        const int width = QFontMetrics(option.font).horizontalAdvance(QStringLiteral("100.0%")) * 3;
        return QStyledItemDelegate::sizeHint(option, index).expandedTo(QSize(width, 0));
    }
};

// Tiny loads (one member among millions) read "< 0.01", not a misleading "0".
QString ruText(double ru)
{
    return ru > 0 && ru < 0.005 ? QStringLiteral("< 0.01") : formatRu(ru);
}

} // namespace

TopValuesTable::TopValuesTable(QWidget *parent)
    : QTreeWidget(parent)
{
    setObjectName(QStringLiteral("topValues"));
    setColumnCount(ColumnCount);
    setRootIsDecorated(false);
    setUniformRowHeights(true);
    setAlternatingRowColors(true);
    setSelectionMode(QAbstractItemView::NoSelection);
    setItemDelegateForColumn(LimitColumn, new LimitBarDelegate(this));
    header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    header()->setSectionResizeMode(LimitColumn, QHeaderView::Stretch);
    header()->setStretchLastSection(true);
    onEachLanguage(this, [this]() { setHeaders(); });
}

void TopValuesTable::setHeaders()
{
    setHeaderLabels({tr("Value"), tr("Requests"), tr("RU/s at peak"), tr("Storage"), tr("Partition"),
        tr("Use of a value's limits")});
    headerItem()->setToolTip(LimitColumn,
        tr("The larger of its RU/s and its storage against what one key value can have: "
           "its share of the throughput (at most 10,000 RU/s) and 20 GB."));
}

void TopValuesTable::setKeys(const std::vector<LogicalKeyLoad> &keys, double warnUtilization)
{
    clear();
    for (const LogicalKeyLoad &key : keys) {
        auto *item = new QTreeWidgetItem(this);
        item->setText(RankColumn, tr("#%1").arg(key.rank));
        item->setText(ShareColumn, formatPercent(key.share));
        item->setText(RuColumn, ruText(key.ruPerSecond));
        item->setText(StorageColumn, formatGB(key.storageGB));
        item->setText(PartitionColumn, QStringLiteral("P%1").arg(key.physicalPartition));
        for (int column : {ShareColumn, RuColumn, StorageColumn})
            item->setTextAlignment(column, Qt::AlignRight | Qt::AlignVCenter);
        item->setData(LimitColumn, kUtilizationRole, key.utilization);
        item->setData(LimitColumn, kStatusRole, int(key.status));
        item->setData(LimitColumn, kWarnRole, warnUtilization);
        item->setText(LimitColumn, formatPercent(key.utilization)); // for accessibility and copying
    }
}

} // namespace cosmos

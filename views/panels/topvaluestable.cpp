// SPDX-License-Identifier: MIT
#include "topvaluestable.h"

#include "cellbar.h"
#include "heatcolor.h"
#include "model/analysis/numberformat.h"
#include "views/common/languagechange.h"

#include <QHeaderView>

#include <algorithm>

namespace cosmos {

TopValuesTable::TopValuesTable(QWidget *parent)
    : QTreeWidget(parent)
{
    setObjectName(QStringLiteral("topValues"));
    setColumnCount(ColumnCount);
    setRootIsDecorated(false);
    setUniformRowHeights(true);
    setAlternatingRowColors(true);
    setSelectionMode(QAbstractItemView::NoSelection);
    setItemDelegateForColumn(LimitColumn, new CellBarDelegate(QStringLiteral("100.0%"), this));
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
        item->setText(RuColumn, formatLoadRu(key.ruPerSecond));
        item->setText(StorageColumn, formatGB(key.storageGB));
        item->setText(PartitionColumn, QStringLiteral("P%1").arg(key.physicalPartition));
        for (int column : {ShareColumn, RuColumn, StorageColumn})
            item->setTextAlignment(column, Qt::AlignRight | Qt::AlignVCenter);
        // The bar's full length is the limit: a value over it fills the cell, red.
        item->setText(LimitColumn, formatPercent(key.utilization));
        item->setData(LimitColumn, CellBarDelegate::kFractionRole, key.utilization);
        item->setData(LimitColumn, CellBarDelegate::kColorRole,
            heatColor(palette(), key.status, key.utilization, warnUtilization));
    }
}

} // namespace cosmos

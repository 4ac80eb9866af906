// SPDX-License-Identifier: MIT
#pragma once

#include "model/analysis/analysis.h"

#include <QTreeWidget>

namespace cosmos {

// The most popular partition-key values, one ranked row each: share of the requests,
// RU/s at peak, storage, physical partition, and an in-cell bar of how much of a key
// value's limits it uses. Rows keep the font's height at every dock size and scroll,
// so ten values stay legible where ten painted bars did not.
class TopValuesTable : public QTreeWidget {
    Q_OBJECT

public:
    enum Column { RankColumn, ShareColumn, RuColumn, StorageColumn, PartitionColumn, LimitColumn, ColumnCount };

    explicit TopValuesTable(QWidget *parent = nullptr);

    void setKeys(const std::vector<LogicalKeyLoad> &keys, double warnUtilization);

private:
    void setHeaders();
};

} // namespace cosmos

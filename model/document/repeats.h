// SPDX-License-Identifier: MIT
#pragma once

#include "model/document/model.h"

#include <QSet>

#include <utility>
#include <vector>

namespace cosmos {

// What makes two filters, sort keys or projected attributes of one pattern the same:
// the model reader refuses the second, the requirements import keeps the first.
inline std::pair<QString, int> repeatKey(const Filter &filter)
{
    return {filter.attribute, int(filter.op)};
}
inline QString repeatKey(const SortKey &key)
{
    return key.attribute;
}
inline QString repeatKey(const QString &attribute)
{
    return attribute;
}

// The positions of the items that repeat an earlier one, in order.
template <typename List> std::vector<size_t> repeatedItems(const List &items)
{
    QSet<decltype(repeatKey(*items.begin()))> seen;
    std::vector<size_t> repeats;
    size_t index = 0;
    for (const auto &item : items) {
        auto key = repeatKey(item);
        if (seen.contains(key))
            repeats.push_back(index);
        else
            seen.insert(std::move(key));
        ++index;
    }
    return repeats;
}

// `items` with each repeat left out.
template <typename Item> void keepFirstOfRepeats(std::vector<Item> &items)
{
    const std::vector<size_t> repeats = repeatedItems(items);
    for (auto it = repeats.rbegin(); it != repeats.rend(); ++it)
        items.erase(items.begin() + std::ptrdiff_t(*it));
}

} // namespace cosmos

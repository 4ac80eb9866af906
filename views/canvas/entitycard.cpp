// SPDX-License-Identifier: MIT
#include "entitycard.h"

#include "model/analysis/numberformat.h"

#include <QCoreApplication>

namespace cosmos {

std::vector<CardRow> cardRows(
    const std::vector<Attribute> &attributes, const QStringList &partitionKey, int indent, const QString &prefix)
{
    std::vector<CardRow> rows;
    for (const Attribute &attribute : attributes) {
        CardRow row;
        row.indent = indent;
        row.type = attribute.type;
        row.name = attribute.name;
        row.required = attribute.required;
        row.unique = attribute.unique || !attribute.uniqueGroup.isEmpty();
        const QString path = QLatin1Char('/') + prefix + attribute.name;
        row.partitionKey = partitionKey.contains(path);
        if (!attribute.copyOf.isEmpty())
            row.detail = QCoreApplication::translate("cosmos::EntityItem", "copy of %1").arg(attribute.copyOf);
        else if (attribute.distinctValues)
            row.detail = QCoreApplication::translate("cosmos::EntityItem", "%1 values")
                             .arg(formatNumber(*attribute.distinctValues));
        rows.push_back(row);
        const auto children
            = cardRows(attribute.attributes, partitionKey, indent + 1, prefix + attribute.name + QLatin1Char('/'));
        rows.insert(rows.end(), children.begin(), children.end());
    }
    return rows;
}

} // namespace cosmos

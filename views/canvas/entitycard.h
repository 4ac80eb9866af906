// SPDX-License-Identifier: MIT
#pragma once

#include "model/analysis/analysis.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace cosmos {

// What an entity card shows, derived from the model and the analysis by the scene.
// Plain data, compared to decide whether a card must be laid out again.
struct CardRow {
    int indent = 0;
    AttributeType type = AttributeType::String;
    QString name;
    QString detail; // e.g. "40 values", "copy of User.name"
    bool partitionKey = false;
    bool unique = false;
    bool required = false;

    bool operator==(const CardRow &) const = default;
};

struct EmbeddedCard {
    QString entityId;
    QString title;
    QString multiplicity; // "× 3 avg, 50 max"
    std::vector<CardRow> rows;
    std::vector<EmbeddedCard> embedded;

    bool operator==(const EmbeddedCard &) const = default;
};

struct EntityCardData {
    QString id;
    QString name;
    std::vector<CardRow> rows;
    std::vector<EmbeddedCard> embedded;
    QString footer;
    QStringList patterns; // access pattern ids touching the entity
    QString container;

    bool operator==(const EntityCardData &) const = default;
};

// Builds the rows for an entity's attributes (nested objects and arrays as an
// indented tree), marking the container's partition key.
std::vector<CardRow> cardRows(const std::vector<Attribute> &attributes, const QStringList &partitionKey, int indent = 0,
    const QString &prefix = QString());

} // namespace cosmos

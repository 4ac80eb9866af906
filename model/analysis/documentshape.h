// SPDX-License-Identifier: MIT
#pragma once

#include "analysis.h"

namespace cosmos {

// Where an entity's properties sit inside the documents of its container. An
// embedded child lives under a property of its holder: an array named after the
// child in the plural ("orderItems") or, one-to-one, an object in the singular
// ("profile"). Indexing paths and sample documents agree on these names because
// both take them from here.

struct EmbeddedChild {
    QString entity;       // the embedded entity's id
    QString property;     // the holder's property that holds it
    bool many = true;     // an array of children (false: one object)
    QString relationship; // the relationship that embedded it
};

// The children embedded directly in `holder`'s documents, in model order.
std::vector<EmbeddedChild> embeddedChildren(
    const Model &model, const ContainerAnalysis &container, const QString &holder);

// "OrderItem" → "orderItems" (many) or "orderItem" (one); non-letters start new words.
QString embeddedPropertyName(const QString &entityName, bool many);

// A many-to-many with few links (rule 1, duplicated ids): each side's documents keep
// the other side's ids in an array named after it ("courseIds" in a student).
// Empty when `holder`'s documents keep no ids of `other`.
QString linkedIdsProperty(const Model &model, const std::vector<RelationshipAnalysis> &relationships,
    const QString &holder, const QString &other);

// A property inside a document, one segment per level; "[]" stands for the
// elements of an array ({"orderItems", "[]", "sku"}).
using PropertyPath = QStringList;

// The path of an entity's own properties within its holder's document: empty for
// document types, {"orderItems", "[]"} for an item embedded in an order.
PropertyPath documentPrefix(const Model &model, const ContainerAnalysis &container, const QString &entityId);

// A dotted attribute path of an entity ("address.city") as a property path,
// with "[]" after every array attribute that has members below it.
PropertyPath attributePath(const Entity &entity, const QString &dottedPath);

// Every leaf property of the container's documents (attributes without members),
// each once, in model order, after the "type" discriminator of a container with
// several document types: what "all properties" means for indexing.
std::vector<PropertyPath> documentProperties(const Model &model, const ContainerAnalysis &container);

// The leaf properties of one document type's documents, with what is embedded in it.
std::vector<PropertyPath> documentTypeProperties(
    const Model &model, const ContainerAnalysis &container, const QString &entityId);

} // namespace cosmos

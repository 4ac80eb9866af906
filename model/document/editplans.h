// SPDX-License-Identifier: MIT
#pragma once

#include "change.h"

#include <QPointF>
#include <QStringList>

#include <optional>

#include <map>

namespace cosmos::plans {

// Compound gestures as ChangeSets: what the canvas and the panels ask for, planned
// against the current model so that applying the set (one undo step) leaves no
// dangling reference. Pure functions: the GUI only decides which one to call.

QString uniqueEntityId(const Model &model, const QString &name);
QString uniqueRelationshipId(const Model &model, const QString &from, const QString &to);
QString nextAccessPatternId(const Model &model);
QString nextEntityName(const Model &model);

ChangeSet addEntity(const Model &model, const QString &name, QPointF position);
// Renames an entity. Its key attribute follows while it still has the name the
// entity gave it (`entity1Id` for "Entity 1", `customerId` for "Customer"): after
// renaming "Entity 1" to "Customer" it is `customerId`, in the access patterns
// that name it too. A key the user named is left alone.
ChangeSet renameEntity(const Model &model, const QString &entityId, const QString &newName);
// Only the key attribute's part of that, for a name already changed from `oldName`
// (the inspector changes the name as it is typed); empty when nothing follows.
ChangeSet followKeyAttribute(const Model &model, const QString &entityId, const QString &oldName);

ChangeSet addRelationship(const Model &model, const QString &from, const QString &to,
                          RelationshipKind kind = RelationshipKind::OneToMany);
// A new access pattern over `entities` (the first is the primary). Without an
// operation it starts as the likeliest one: over one entity that is the child of
// a relationship, a query of the children of one parent (filtered by the parent's
// key, when the child has it); over any other single entity, a point read by its
// own key; otherwise an unfiltered query. With an operation, unfiltered.
ChangeSet addAccessPattern(
    const Model &model, const QStringList &entities, std::optional<Operation> operation = std::nullopt);

// The type a new attribute's name suggests: "createdAt" a date, "total" a number,
// "isActive" a boolean, "customerId" an id; a string otherwise.
AttributeType typeSuggestedBy(const QString &attributeName);

struct Selection {
    QStringList entities;
    QStringList relationships;
    QStringList accessPatterns;
    bool isEmpty() const { return entities.isEmpty() && relationships.isEmpty() && accessPatterns.isEmpty(); }
};

// Deletes the selection and everything that would dangle: relationships touching a
// deleted entity, its place in access patterns, its layout and container override,
// and a deleted pattern's remedy choice.
ChangeSet removeObjects(const Model &model, const Selection &selection);

ChangeSet moveEntities(const Model &model, const std::map<QString, QPointF> &positions);

// Copy/paste of entities with the relationships among them. The clipboard form is
// plain JSON so it survives between windows and application instances.
Json copyEntities(const Model &model, const QStringList &entityIds);
ChangeSet pasteEntities(const Model &model, const Json &clipboard, QPointF offset, QStringList *pastedIds = nullptr);

} // namespace cosmos::plans

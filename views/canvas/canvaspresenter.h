// SPDX-License-Identifier: MIT
#pragma once

#include "containerframeitem.h"
#include "copyflowitem.h"
#include "entitycard.h"
#include "relationshipitem.h"
#include "model/document/change.h"
#include "model/document/model.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>
#include <QStringList>

#include <optional>

namespace cosmos {

struct Analysis;
struct ContainerAnalysis;

// What the canvas shows, decided from the model and its analysis alone: which
// entities get a card of their own and which are drawn inside another's, what each
// card, connector and container frame says. Pure: no scene, no items, so it is
// tested on its own; ModelScene keeps the items and the gestures.
class CanvasPresenter {
    Q_DECLARE_TR_FUNCTIONS(cosmos::ModelScene)

public:
    // Both must outlive the presenter (one sync pass).
    CanvasPresenter(const Model &model, const Analysis &analysis);

    // The card an entity is drawn on: the top of its embedding chain, or itself.
    QString cardOf(const QString &entityId) const { return m_holderOf.value(entityId, entityId); }
    bool hasOwnCard(const QString &entityId) const { return !m_holderOf.contains(entityId); }
    const QHash<QString, QString> &holders() const { return m_holderOf; }
    const Analysis &analysis() const { return m_analysis; }

    EntityCardData card(const QString &entityId) const;
    // The connector of a relationship between two cards; none when the child is
    // drawn inside its parent's card.
    std::optional<RelationshipItem::Data> connector(const Relationship &relationship) const;
    ContainerFrameItem::Data frame(const ContainerAnalysis &container) const;
    // Copies a view or an index keeps in `container` (RULES.md section 13): what the
    // arrow from their source says, and the container's own frame when it has no cards.
    CopyFlowItem::Data copyFlow(const ContainerAnalysis &container) const;
    // The container the copies kept in `container` come from (empty: none).
    QString copySource(const ContainerAnalysis &container) const;

private:
    EmbeddedCard embeddedCard(const QString &entityId, const QString &holderId) const;

    const Model &m_model;
    const Analysis &m_analysis;
    QHash<QString, const Entity *> m_entityById;
    QHash<QString, const Relationship *> m_relationshipByEnds; // "from\nto"
    QHash<QString, QString> m_holderOf;                        // embedded entity -> card it is drawn on
    QHash<QString, QStringList> m_embeddedIn;                  // holder -> entities embedded directly in it
    QHash<QString, QString> m_containerOf;                     // entity -> container name
    QHash<QString, QStringList> m_patternsOf;                  // card -> access pattern ids
};

// What an edit changes on the canvas before its analysis arrives: names, attributes,
// sizes, cardinalities and positions show at once on the items they touch; an edit
// that adds, removes or reconnects objects (or replaces the model) redraws
// everything; what only the analysis reads (traffic, assumptions, overrides) waits
// for it, since the cards do not show it.
struct CanvasPatch {
    bool redrawAll = false;
    QSet<QString> cards;      // entities whose card (their own or their holder's) says something new
    QSet<QString> moved;      // entities whose saved position changed
    QSet<QString> connectors; // relationships whose connector label may change

    bool isEmpty() const { return !redrawAll && cards.isEmpty() && moved.isEmpty() && connectors.isEmpty(); }
};

// `model` is the model after the changes (relationship ends are looked up in it);
// an empty set means the whole model was replaced.
CanvasPatch canvasPatchFor(const Model &model, const ChangeSet &changes);

} // namespace cosmos

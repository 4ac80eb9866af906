// SPDX-License-Identifier: MIT
#pragma once

#include "modelindex.h"

#include <QVarLengthArray>

#include <algorithm>
#include <optional>
#include <vector>

namespace cosmos {

// Breadth first up the parent relationships of `entity`, nearest first: `visit(entity,
// step)` sees the entity itself, then each ancestor once, with what `along(step,
// relationship)` made of the way up to it; the walk ends at the first visit that
// returns a value, or after `maxDepth` levels. Many-to-many links (their own
// documents) and self-relationships are not parents here.
template <typename Step, typename Along, typename Visit>
auto walkUpParents(const ModelIndex &index, int entity, Step start, Along along, Visit visit, int maxDepth = 8)
    -> decltype(visit(entity, start))
{
    struct At {
        int entity;
        Step step;
    };
    // Most walks visit a few ancestors: kept on the stack, not allocated per walk.
    QVarLengthArray<At, 8> frontier {{entity, start}};
    QVarLengthArray<int, 16> seen {entity};
    for (int depth = 0; depth <= maxDepth && !frontier.empty(); ++depth) {
        QVarLengthArray<At, 8> next;
        for (const At &at : frontier) {
            if (auto found = visit(at.entity, at.step))
                return found;
            for (int r : index.parentRelationshipsOf(at.entity)) {
                const Relationship &relationship = index.model().relationships[size_t(r)];
                const int parent = index.parentOf(relationship);
                if (std::find(seen.begin(), seen.end(), parent) != seen.end())
                    continue;
                seen.push_back(parent);
                next.push_back({parent, along(at.step, relationship)});
            }
        }
        frontier = std::move(next);
    }
    return {};
}

} // namespace cosmos

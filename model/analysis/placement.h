// SPDX-License-Identifier: MIT
#pragma once

#include <vector>

namespace cosmos {

// Where every entity lives once the aggregate decisions are applied: its container,
// the entity whose document holds it (itself, unless it is embedded), and the size
// of that document. Indices are entity and container indices of one analysis.
struct Placement {
    std::vector<int> container;   // per entity
    std::vector<int> holder;      // per entity: the document that holds it
    std::vector<int> parentLink;  // per entity: relationship that placed it (-1: root)
    std::vector<double> docAvgKB; // per entity: size of its holder's document
    std::vector<double> docMaxKB;
    std::vector<double> ownAvgKB; // per entity: itself with what is embedded in it
    std::vector<double> ownMaxKB;

    bool embedded(int entity) const { return holder[size_t(entity)] != entity; }
};

} // namespace cosmos

// SPDX-License-Identifier: MIT
// What the remedy tests share: Microsoft's blogging requirements and a lookup by kind.
#pragma once

#include "enginetestsupport.h"
#include "testsupport.h"

#include "model/analysis/analysis.h"

namespace cosmos::test {

// The article's requirements before any design (tests/data/engine).
inline Model bloggingRequirements()
{
    return loadModel(dataPath(QStringLiteral("engine/blogging-requirements.cosmos.json")));
}

inline const PatternRemedy *remedyOfKind(const PatternAnalysis &pattern, RemedyKind kind)
{
    for (const PatternRemedy &remedy : pattern.remedies)
        if (remedy.kind == kind)
            return &remedy;
    return nullptr;
}

} // namespace cosmos::test

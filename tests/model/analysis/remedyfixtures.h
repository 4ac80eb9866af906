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

// The same requirements with every read's and every write's traffic multiplied.
inline Model withTraffic(Model model, double readFactor, double writeFactor)
{
    for (AccessPattern &pattern : model.accessPatterns) {
        const double factor = isWrite(pattern.operation) ? writeFactor : readFactor;
        if (pattern.rpsAvg)
            *pattern.rpsAvg *= factor;
        if (pattern.rpsPeak)
            *pattern.rpsPeak *= factor;
    }
    return model;
}

inline const PatternRemedy *remedyOfKind(const PatternAnalysis &pattern, RemedyKind kind)
{
    for (const PatternRemedy &remedy : pattern.remedies)
        if (remedy.kind == kind)
            return &remedy;
    return nullptr;
}

} // namespace cosmos::test

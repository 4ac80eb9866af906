// SPDX-License-Identifier: MIT
#pragma once

#include "testsupport.h"

#include "model/analysis/analysis.h"

#include <QString>

#include <cmath>

namespace cosmos::test {

inline Model sample(const QString &name)
{
    return test::loadModel(test::samplePath(name));
}

inline bool near(double actual, double expected, double tolerance)
{
    return std::fabs(actual - expected) <= tolerance;
}

// The sample's lookFor text contains `text` (a number as the tool prints it).
inline bool mentions(const Model &model, const char *text)
{
    for (const Json &line : model.extra.at("sample").at("lookFor"))
        if (QString::fromStdString(line.get<std::string>()).contains(QString::fromUtf8(text)))
            return true;
    return false;
}

inline bool justificationMentions(const Model &model, const QString &relationship, const QString &text)
{
    const auto explanations = explainDecisions(model, AssumptionValues(model.assumptions));
    const int index = model.relationshipIndex(relationship);
    if (index < 0)
        return false;
    for (const QString &line : explanations[size_t(index)].justification.english())
        if (line.contains(text))
            return true;
    return false;
}

inline const Remedy *remedy(const ContainerAnalysis &container, Remedy::Kind kind)
{
    for (const Remedy &r : container.remedies)
        if (r.kind == kind)
            return &r;
    return nullptr;
}

inline QStringList paths(std::initializer_list<const char *> list)
{
    QStringList out;
    for (const char *path : list)
        out << QString::fromLatin1(path);
    return out;
}

} // namespace cosmos::test

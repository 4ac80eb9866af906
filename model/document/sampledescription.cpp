// SPDX-License-Identifier: MIT
#include "sampledescription.h"

namespace cosmos {

namespace {

QString text(const Json &object, const char *key)
{
    const auto it = object.find(key);
    return it != object.end() && it->is_string() ? QString::fromStdString(it->get<std::string>()) : QString();
}

QStringList lines(const Json &object, const char *key)
{
    QStringList out;
    const auto it = object.find(key);
    if (it == object.end() || !it->is_array())
        return out;
    for (const Json &line : *it)
        if (line.is_string())
            out << QString::fromStdString(line.get<std::string>());
    return out;
}

} // namespace

std::optional<SampleDescription> sampleDescription(const Model &model)
{
    const auto it = model.extra.find("sample");
    if (it == model.extra.end() || !it->is_object())
        return std::nullopt;
    SampleDescription description {
        text(*it, "title"), text(*it, "summary"), lines(*it, "lookFor"), lines(*it, "notes")};
    if (description.title.isEmpty())
        return std::nullopt;
    return description;
}

} // namespace cosmos

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

// The translation of the description into `language`, or an empty object.
const Json &translation(const Json &sample, const QString &language)
{
    static const Json none = Json::object();
    const auto translations = sample.find("translations");
    if (language.isEmpty() || translations == sample.end() || !translations->is_object())
        return none;
    const auto it = translations->find(language.toStdString());
    return it != translations->end() && it->is_object() ? *it : none;
}

} // namespace

std::optional<SampleDescription> sampleDescription(const Model &model, const QString &language)
{
    const auto it = model.extra.find("sample");
    if (it == model.extra.end() || !it->is_object())
        return std::nullopt;
    const Json &translated = translation(*it, language);
    auto textOf = [&](const char *key) {
        const QString value = text(translated, key);
        return value.isEmpty() ? text(*it, key) : value;
    };
    auto linesOf = [&](const char *key) {
        const QStringList value = lines(translated, key);
        return value.isEmpty() ? lines(*it, key) : value;
    };
    SampleDescription description {textOf("title"), textOf("summary"), linesOf("lookFor"), linesOf("notes")};
    if (description.title.isEmpty())
        return std::nullopt;
    return description;
}

} // namespace cosmos

// SPDX-License-Identifier: MIT
#pragma once

#include "diagnostic.h"
#include "model/document/enums.h"
#include "model/document/model.h"

#include <QStringList>

#include <optional>
#include <set>
#include <string>

namespace cosmos {

struct NumberRange {
    double minimum = 0;
    double maximum = 1e15;
    bool wholeNumber = false;
    const char *meaning = nullptr; // e.g. "a share" — added to the message
};

// Reads the members of one JSON object with typed accessors, recording a diagnostic
// (with the member's JSON pointer) for every member that is missing or wrong, and
// remembering which members it knew so the rest can be preserved verbatim.
class ObjectReader {
public:
    enum Presence { Optional, Required };

    ObjectReader(const Json &value, QString pointer, Diagnostics &diagnostics);

    bool isObject() const { return m_object != nullptr; }
    const QString &pointer() const { return m_pointer; }
    QString pointerTo(const char *key) const;

    // Any text of a model: names, descriptions, notes, queries. Longer is a paste gone
    // wrong (a document, a log), not something to draw on a card or write to the file.
    static constexpr qsizetype kMaxTextLength = 100000;

    QString string(const char *key, Presence presence = Optional, bool nonEmpty = false);
    std::optional<double> number(const char *key, const NumberRange &range, Presence presence = Optional);
    // A number that may also be the string "unbounded" (read as kUnbounded).
    std::optional<double> countOrUnbounded(const char *key, const NumberRange &range);
    bool boolean(const char *key, bool fallback = false);
    QStringList stringList(const char *key, bool nonEmptyItems = true);

    template <typename E> E enumeration(const char *key, E fallback, Presence presence = Optional)
    {
        return enumOptional<E>(key, presence).value_or(fallback);
    }

    template <typename E> std::optional<E> enumOptional(const char *key, Presence presence = Optional)
    {
        const Json *value = member(key, presence);
        if (!value || value->is_null())
            return std::nullopt;
        if (value->is_string())
            if (auto parsed = fromName<E>(value->get_ref<const std::string &>()))
                return parsed;
        error(key, QStringLiteral("expected %1, got %2").arg(acceptedNames<E>(), describe(*value)));
        return std::nullopt;
    }

    // A member for nested reading; marks it known. nullptr when absent.
    const Json *member(const char *key, Presence presence = Optional);
    // Everything the reader did not ask for.
    Json extras() const;

    void error(const char *key, const QString &message);
    // A problem with one item of the array member `key`.
    void itemError(const char *key, size_t index, const QString &message);
    static QString describe(const Json &value);

private:
    const Json *m_object = nullptr;
    QString m_pointer;
    Diagnostics &m_diagnostics;
    std::set<std::string> m_known;
};

} // namespace cosmos

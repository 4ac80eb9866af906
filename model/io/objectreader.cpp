// SPDX-License-Identifier: MIT
#include "objectreader.h"

#include <QLocale>

#include <cmath>

namespace cosmos {

ObjectReader::ObjectReader(const Json &value, QString pointer, Diagnostics &diagnostics)
    : m_pointer(std::move(pointer))
    , m_diagnostics(diagnostics)
{
    if (value.is_object())
        m_object = &value;
    else
        m_diagnostics.push_back({m_pointer, QStringLiteral("expected an object, got %1").arg(describe(value))});
}

QString ObjectReader::pointerTo(const char *key) const
{
    return appendPointer(m_pointer, QString::fromUtf8(key));
}

void ObjectReader::error(const char *key, const QString &message)
{
    m_diagnostics.push_back({key ? pointerTo(key) : m_pointer, message});
}

void ObjectReader::itemError(const char *key, size_t index, const QString &message)
{
    m_diagnostics.push_back({appendPointer(pointerTo(key), index), message});
}

QString ObjectReader::describe(const Json &value)
{
    switch (value.type()) {
    case Json::value_t::null:
        return QStringLiteral("null");
    case Json::value_t::boolean:
        return value.get<bool>() ? QStringLiteral("true") : QStringLiteral("false");
    case Json::value_t::string: {
        QString text = QString::fromStdString(value.get<std::string>());
        if (text.size() > 40)
            text = text.left(40) + QStringLiteral("…");
        return QLatin1Char('"') + text + QLatin1Char('"');
    }
    case Json::value_t::number_integer:
    case Json::value_t::number_unsigned:
    case Json::value_t::number_float:
        return QString::fromStdString(value.dump());
    case Json::value_t::object:
        return QStringLiteral("an object");
    case Json::value_t::array:
        return QStringLiteral("an array");
    default:
        return QStringLiteral("an unsupported value");
    }
}

const Json *ObjectReader::member(const char *key, Presence presence)
{
    m_known.insert(key);
    if (!m_object)
        return nullptr;
    const auto it = m_object->find(key);
    if (it == m_object->end()) {
        if (presence == Required)
            m_diagnostics.push_back(
                {m_pointer, QStringLiteral("the required member \"%1\" is missing").arg(QString::fromUtf8(key))});
        return nullptr;
    }
    return &*it;
}

// The member when it is there and of the type `isType` accepts. Absent means not set,
// and so does null where the member is optional; a value of another type is reported
// as not `expected` and counts as not set.
static const Json *typedMember(ObjectReader &reader, const char *key, ObjectReader::Presence presence,
    bool (Json::*isType)() const noexcept, const QString &expected)
{
    const Json *value = reader.member(key, presence);
    if (!value || (value->is_null() && presence == ObjectReader::Optional))
        return nullptr;
    if ((value->*isType)())
        return value;
    reader.error(key, QStringLiteral("expected %1, got %2").arg(expected, ObjectReader::describe(*value)));
    return nullptr;
}

static QString tooLongMessage(const QString &text)
{
    return QStringLiteral("expected at most %1 characters, got %2")
        .arg(QLocale(QLocale::English).toString(ObjectReader::kMaxTextLength),
            QLocale(QLocale::English).toString(text.size()));
}

QString ObjectReader::string(const char *key, Presence presence, bool nonEmpty)
{
    const Json *value = typedMember(*this, key, presence, &Json::is_string, QStringLiteral("a string"));
    if (!value)
        return {};
    QString text = QString::fromStdString(value->get_ref<const std::string &>());
    if (text.size() > kMaxTextLength) {
        error(key, tooLongMessage(text));
        return {};
    }
    if (nonEmpty && text.trimmed().isEmpty())
        error(key, QStringLiteral("must not be empty"));
    return text;
}

static QString rangeText(const NumberRange &range)
{
    QString text;
    if (range.maximum >= 1e15)
        text = QStringLiteral("a %1number ≥ %2")
                   .arg(range.wholeNumber ? QStringLiteral("whole ") : QString(), QString::number(range.minimum));
    else
        text = QStringLiteral("a %1number from %2 to %3")
                   .arg(range.wholeNumber ? QStringLiteral("whole ") : QString(), QString::number(range.minimum),
                       QString::number(range.maximum, 'g', 12));
    if (range.meaning)
        text += QStringLiteral(" (%1)").arg(QString::fromUtf8(range.meaning));
    return text;
}

std::optional<double> ObjectReader::number(const char *key, const NumberRange &range, Presence presence)
{
    // Not typedMember(): the range is written out only when it is needed, for a message.
    const Json *value = member(key, presence);
    if (!value || (value->is_null() && presence == Optional))
        return std::nullopt;
    if (!value->is_number()) {
        error(key, QStringLiteral("expected %1, got %2").arg(rangeText(range), describe(*value)));
        return std::nullopt;
    }
    const double number = value->get<double>();
    const bool whole = std::floor(number) == number;
    if (!std::isfinite(number) || number < range.minimum || number > range.maximum || (range.wholeNumber && !whole)) {
        error(key, QStringLiteral("expected %1, got %2").arg(rangeText(range), describe(*value)));
        return std::nullopt;
    }
    return number;
}

std::optional<double> ObjectReader::countOrUnbounded(const char *key, const NumberRange &range)
{
    const Json *value = member(key);
    if (value && value->is_string()) {
        if (value->get_ref<const std::string &>() == "unbounded")
            return kUnbounded;
        error(key, QStringLiteral("expected %1 or \"unbounded\", got %2").arg(rangeText(range), describe(*value)));
        return std::nullopt;
    }
    return number(key, range);
}

bool ObjectReader::boolean(const char *key, bool fallback)
{
    const Json *value = typedMember(*this, key, Optional, &Json::is_boolean, QStringLiteral("true or false"));
    return value ? value->get<bool>() : fallback;
}

QStringList ObjectReader::stringList(const char *key, bool nonEmptyItems)
{
    QStringList list;
    const Json *value = typedMember(*this, key, Optional, &Json::is_array, QStringLiteral("an array of strings"));
    if (!value)
        return list;
    list.reserve(qsizetype(value->size()));
    // An item's pointer is written only for a problem: most lists have none.
    for (size_t i = 0; i < value->size(); ++i) {
        const Json &item = (*value)[i];
        if (!item.is_string()) {
            itemError(key, i, QStringLiteral("expected a string, got %1").arg(describe(item)));
            continue;
        }
        const QString text = QString::fromStdString(item.get_ref<const std::string &>());
        if (text.size() > kMaxTextLength) {
            itemError(key, i, tooLongMessage(text));
            continue;
        }
        if (nonEmptyItems && text.trimmed().isEmpty())
            itemError(key, i, QStringLiteral("must not be empty"));
        list.append(text);
    }
    return list;
}

Json ObjectReader::extras() const
{
    Json out = Json::object();
    if (m_object)
        for (auto it = m_object->begin(); it != m_object->end(); ++it)
            if (!m_known.count(it.key()))
                out[it.key()] = it.value();
    return out;
}

} // namespace cosmos

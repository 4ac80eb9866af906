// SPDX-License-Identifier: MIT
#include "samplevalues.h"

#include <QDateTime>

#include <algorithm>
#include <array>
#include <cmath>

namespace cosmos {

namespace {

struct Person {
    const char *first;
    const char *last;
};

constexpr std::array<Person, 10> kPeople {
    {{"Aiko", "Tanaka"}, {"Rahul", "Sharma"}, {"Maria", "Garcia"}, {"James", "Smith"}, {"Lena", "Fischer"},
        {"Wei", "Chen"}, {"Amara", "Okafor"}, {"Lucas", "Silva"}, {"Sofia", "Rossi"}, {"Kenji", "Sato"}}};

constexpr std::array<const char *, 5> kStatuses {"pending", "confirmed", "shipped", "delivered", "cancelled"};
constexpr std::array<const char *, 5> kCategories {"books", "electronics", "garden", "kitchen", "toys"};
constexpr std::array<const char *, 5> kCountries {"JP", "US", "DE", "IN", "BR"};
constexpr std::array<const char *, 5> kCities {"Tokyo", "Seattle", "Berlin", "Pune", "Sao Paulo"};
constexpr std::array<const char *, 5> kCurrencies {"JPY", "USD", "EUR", "INR", "BRL"};
constexpr std::array<const char *, 5> kSentences {"Arrived quickly and works as described.",
    "Good value for the price.", "The colour is a little darker than in the photos.",
    "Easy to set up; the manual could be clearer.", "Would buy again."};
constexpr std::array<double, 5> kPrices {19.99, 5.5, 120.0, 42.75, 8.25};

// Every sample time is a fixed offset from this instant, so files never change.
const QDateTime &epoch()
{
    static const QDateTime start(QDate(2024, 5, 1), QTime(9, 30), Qt::UTC);
    return start;
}

template <typename T, size_t N> T pick(const std::array<T, N> &values, int ordinal, std::optional<double> distinct)
{
    // An attribute with few distinct values only ever shows those.
    const int span = distinct ? std::clamp(int(*distinct), 1, int(N)) : int(N);
    return values[size_t(ordinal % span)];
}

bool personLike(const Entity &owner)
{
    static const QStringList kinds {QStringLiteral("user"), QStringLiteral("customer"), QStringLiteral("person"),
        QStringLiteral("member"), QStringLiteral("author"), QStringLiteral("employee"), QStringLiteral("student"),
        QStringLiteral("contact"), QStringLiteral("patient"), QStringLiteral("driver"), QStringLiteral("owner"),
        QStringLiteral("profile"), QStringLiteral("account"), QStringLiteral("teacher"), QStringLiteral("player")};
    const QString name = owner.name.toLower() + QLatin1Char(' ') + owner.id.toLower();
    return std::any_of(kinds.begin(), kinds.end(), [&](const QString &kind) { return name.contains(kind); });
}

// "productName" → "Product", "orderItem" → "Order Item".
QString words(const QString &camel)
{
    QString out;
    for (const QChar ch : camel) {
        if (ch == QLatin1Char('_') || ch == QLatin1Char('-') || ch == QLatin1Char(' ')) {
            if (!out.endsWith(QLatin1Char(' ')))
                out += QLatin1Char(' ');
            continue;
        }
        if (ch.isUpper() && !out.isEmpty() && !out.endsWith(QLatin1Char(' ')))
            out += QLatin1Char(' ');
        out += out.isEmpty() || out.endsWith(QLatin1Char(' ')) ? ch.toUpper() : ch;
    }
    return out.trimmed();
}

// "orderItem" → "order-item"
QString kebab(const QString &camel)
{
    return words(camel).toLower().replace(QLatin1Char(' '), QLatin1Char('-'));
}

QString hex(quint32 value)
{
    return QStringLiteral("%1").arg(value, 8, 16, QLatin1Char('0'));
}

} // namespace

QString SampleValues::idStem(const QString &attributeName)
{
    QString stem = attributeName;
    for (const QString &suffix :
        {QStringLiteral("Id"), QStringLiteral("ID"), QStringLiteral("_id"), QStringLiteral("-id")})
        if (stem.size() > suffix.size() && stem.endsWith(suffix))
            return kebab(stem.left(stem.size() - suffix.size()));
    return kebab(stem);
}

QString SampleValues::idValue(const QString &stem, int ordinal)
{
    return QStringLiteral("%1-%2")
        .arg(stem.isEmpty() ? QStringLiteral("item") : stem)
        .arg(ordinal + 1, 4, 10, QLatin1Char('0'));
}

OrderedJson SampleValues::value(const Attribute &attribute, const Entity &owner, int ordinal) const
{
    const QString name = attribute.name.toLower();
    switch (attribute.type) {
    case AttributeType::Id:
        return idValue(idStem(attribute.name), ordinal).toStdString();
    case AttributeType::String:
        return text(attribute, owner, ordinal);
    case AttributeType::Number:
        return number(attribute, ordinal);
    case AttributeType::Boolean:
        return ordinal % 3 != 2;
    case AttributeType::Datetime: {
        // One document a day and a bit apart; "updated" times come after "created".
        const qint64 offset = qint64(ordinal) * (26 * 3600 + 17 * 60)
            + (name.contains(QLatin1String("update")) || name.contains(QLatin1String("modified")) ? 5400 : 0);
        return epoch().addSecs(offset).toString(QStringLiteral("yyyy-MM-dd'T'HH:mm:ss'Z'")).toStdString();
    }
    case AttributeType::Object:
        return object(attribute, owner, ordinal);
    case AttributeType::Array:
        return array(attribute, owner, ordinal);
    case AttributeType::Vector:
        return vector(attribute, ordinal);
    }
    return nullptr;
}

OrderedJson SampleValues::text(const Attribute &attribute, const Entity &owner, int ordinal) const
{
    const QString name = attribute.name.toLower();
    const Person &person = kPeople[size_t(ordinal) % kPeople.size()];
    const QString first = QLatin1String(person.first), last = QLatin1String(person.last);
    const auto has = [&](const char *part) { return name.contains(QLatin1String(part)); };
    QString out;
    const bool idLike = attribute.name.endsWith(QLatin1String("Id")) || attribute.name.endsWith(QLatin1String("ID"))
        || name.endsWith(QLatin1String("_id"));
    if (idLike && attribute.name.size() > 2)
        out = idValue(idStem(attribute.name), ordinal);
    else if (has("email") || has("mail"))
        out = QStringLiteral("%1.%2@example.com").arg(first.toLower(), last.toLower());
    else if (has("firstname") || has("givenname"))
        out = first;
    else if (has("lastname") || has("surname") || has("familyname"))
        out = last;
    else if (has("username") || has("login") || has("handle"))
        out = QStringLiteral("%1.%2").arg(first.toLower(), last.toLower());
    else if (has("password") || has("hash"))
        out = QStringLiteral("sha256:") + hex(0x9e3779b9u * quint32(ordinal + 1)) + hex(0x85ebca6bu ^ quint32(ordinal));
    else if (has("phone") || has("mobile"))
        out = QStringLiteral("+81-3-5550-%1").arg(ordinal + 100, 4, 10, QLatin1Char('0'));
    else if (has("url") || has("website") || has("link") || has("uri"))
        out = QStringLiteral("https://example.com/%1/%2").arg(kebab(owner.name)).arg(ordinal + 1);
    else if (has("status") || has("state"))
        out = QLatin1String(pick(kStatuses, ordinal, attribute.distinctValues));
    else if (has("category") || has("genre"))
        out = QLatin1String(pick(kCategories, ordinal, attribute.distinctValues));
    else if (has("country"))
        out = QLatin1String(pick(kCountries, ordinal, attribute.distinctValues));
    else if (has("city") || has("town"))
        out = QLatin1String(pick(kCities, ordinal, attribute.distinctValues));
    else if (has("currency"))
        out = QLatin1String(pick(kCurrencies, ordinal, attribute.distinctValues));
    else if (has("sku"))
        out = QStringLiteral("SKU-%1").arg(10001 + ordinal);
    else if (has("zip") || has("postal"))
        out = QStringLiteral("100-%1").arg(ordinal + 1, 4, 10, QLatin1Char('0'));
    else if (has("text") || has("comment") || has("body") || has("content") || has("message") || has("review")
        || has("description") || has("summary") || has("note"))
        out = QLatin1String(kSentences[size_t(ordinal) % kSentences.size()]);
    else if (name == QLatin1String("name") || name == QLatin1String("title") || name.endsWith(QLatin1String("name"))) {
        const bool fullName = has("fullname") || has("displayname") || has("customername") || has("authorname")
            || has("ownername") || (name == QLatin1String("name") && personLike(owner));
        const QString what = name.size() > 4 && name.endsWith(QLatin1String("name"))
            ? words(attribute.name.left(attribute.name.size() - 4))
            : words(owner.name);
        out = fullName ? first + QLatin1Char(' ') + last : QStringLiteral("%1 %2").arg(what).arg(ordinal + 1);
    } else if (attribute.distinctValues && *attribute.distinctValues <= 20)
        out = QStringLiteral("%1-%2").arg(kebab(attribute.name)).arg(ordinal % int(*attribute.distinctValues) + 1);
    else
        out = QStringLiteral("%1-%2").arg(kebab(attribute.name)).arg(ordinal + 1);
    return out.toStdString();
}

OrderedJson SampleValues::number(const Attribute &attribute, int ordinal) const
{
    const QString name = attribute.name.toLower();
    const auto has = [&](const char *part) { return name.contains(QLatin1String(part)); };
    if (has("price") || has("amount") || has("total") || has("cost") || has("balance") || has("fee"))
        return kPrices[size_t(ordinal) % kPrices.size()];
    if (has("rating") || has("stars") || has("score")) {
        const int top = attribute.distinctValues ? std::max(1, int(*attribute.distinctValues)) : 5;
        return top - ordinal % top;
    }
    if (has("quantity") || has("qty") || has("count"))
        return 1 + ordinal % 4;
    if (has("age"))
        return 24 + (ordinal * 7) % 40;
    if (has("year"))
        return 2020 + ordinal % 5;
    if (has("lat"))
        return 35.6812 + ordinal * 0.01;
    if (has("lon") || has("lng"))
        return 139.7671 + ordinal * 0.01;
    if (has("timestamp") || name == QLatin1String("ts") || name.endsWith(QLatin1String("at")))
        return epoch().toSecsSinceEpoch() + qint64(ordinal) * 3600;
    if (attribute.distinctValues && *attribute.distinctValues >= 1 && *attribute.distinctValues <= 1000)
        return 1 + ordinal % int(*attribute.distinctValues);
    return (ordinal + 1) * 10;
}

OrderedJson SampleValues::object(const Attribute &attribute, const Entity &owner, int ordinal) const
{
    OrderedJson out = OrderedJson::object();
    if (!attribute.attributes.empty()) {
        for (const Attribute &member : attribute.attributes)
            out[member.name.toStdString()] = value(member, owner, ordinal);
        return out;
    }
    const QString name = attribute.name.toLower();
    if (name.contains(QLatin1String("address"))) {
        out["street"] = QStringLiteral("%1-2-3 Marunouchi").arg(ordinal + 1).toStdString();
        out["city"] = kCities[size_t(ordinal) % kCities.size()];
        out["postalCode"] = QStringLiteral("100-%1").arg(ordinal + 1, 4, 10, QLatin1Char('0')).toStdString();
        out["country"] = kCountries[size_t(ordinal) % kCountries.size()];
    } else if (name.contains(QLatin1String("location")) || name.contains(QLatin1String("geo"))
        || name.contains(QLatin1String("position"))) {
        out["type"] = "Point";
        out["coordinates"] = {139.7671 + ordinal * 0.01, 35.6812 + ordinal * 0.01};
    }
    return out; // an object the model says nothing about stays empty rather than invented
}

// An embedding of the declared dimensions: values that differ per document and
// stay inside the data type's range (small floats; bytes for int8 and uint8).
OrderedJson SampleValues::vector(const Attribute &attribute, int ordinal)
{
    OrderedJson out = OrderedJson::array();
    const VectorSpec spec = attribute.vector.value_or(VectorSpec {});
    const int dimensions = int(std::clamp(spec.dimensions.value_or(3), 1.0, 4096.0));
    for (int i = 0; i < dimensions; ++i) {
        const int wave = (ordinal * 31 + i * 17) % 201 - 100; // -100 … 100
        switch (spec.dataType) {
        case VectorDataType::Int8:
            out.push_back(wave);
            break;
        case VectorDataType::Uint8:
            out.push_back(wave + 100);
            break;
        case VectorDataType::Float32:
        case VectorDataType::Float16:
            out.push_back(wave / 1000.0);
            break;
        }
    }
    return out;
}

OrderedJson SampleValues::array(const Attribute &attribute, const Entity &owner, int ordinal) const
{
    OrderedJson out = OrderedJson::array();
    if (!attribute.attributes.empty()) {
        Attribute element = attribute;
        element.type = AttributeType::Object;
        for (int i = 0; i < 2; ++i)
            out.push_back(object(element, owner, ordinal * 2 + i));
        return out;
    }
    QString stem = attribute.name;
    if (stem.endsWith(QLatin1String("Ids")) && stem.size() > 3) {
        for (int i = 0; i < 2; ++i)
            out.push_back(idValue(kebab(stem.left(stem.size() - 3)), ordinal * 2 + i).toStdString());
        return out;
    }
    if (stem.endsWith(QLatin1Char('s')) && stem.size() > 1)
        stem.chop(1);
    for (int i = 0; i < 2; ++i)
        out.push_back(QStringLiteral("%1-%2").arg(kebab(stem)).arg(ordinal * 2 + i + 1).toStdString());
    return out;
}

} // namespace cosmos

// SPDX-License-Identifier: MIT
#include "catalog.h"

#include "predicates.h"

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>
#include <QSet>

namespace cosmos {

namespace {

using nlohmann::json;

QString place(const QString &pointer, const QString &problem)
{
    return pointer + QStringLiteral(": ") + problem;
}

// What a parameter of each type accepts, as the catalog's error messages say it.
constexpr const char *kTypeNames[] = {"true or false", "a number", "a string", "a string or an array of strings"};
static_assert(std::size(kTypeNames) == std::size_t(ParamType::Strings) + 1);

QString typeName(ParamType type)
{
    return nameIn(kTypeNames, type);
}

bool hasType(const json &value, ParamType type)
{
    switch (type) {
    case ParamType::Bool:
        return value.is_boolean();
    case ParamType::Number:
        return value.is_number() && std::isfinite(value.get<double>());
    case ParamType::String:
        return value.is_string();
    case ParamType::Strings:
        if (value.is_string())
            return true;
        if (!value.is_array() || value.empty())
            return false;
        for (const json &item : value)
            if (!item.is_string())
                return false;
        return true;
    }
    return false;
}

// Empty when the trigger is well formed; otherwise where and what is wrong.
QString checkTrigger(const json &trigger, const QString &pointer)
{
    if (!trigger.is_object())
        return place(pointer, QStringLiteral("a trigger must be an object"));
    for (const char *combinator : {"all", "any"})
        if (trigger.contains(combinator)) {
            const json &parts = trigger.at(combinator);
            if (trigger.size() != 1 || !parts.is_array() || parts.empty())
                return place(pointer,
                    QStringLiteral("\"%1\" must be the only key and hold a non-empty array of triggers")
                        .arg(QLatin1String(combinator)));
            for (size_t i = 0; i < parts.size(); ++i)
                if (QString error
                    = checkTrigger(parts[i], pointer + QStringLiteral("/%1/%2").arg(QLatin1String(combinator)).arg(i));
                    !error.isEmpty())
                    return error;
            return {};
        }
    if (!trigger.contains("predicate") || !trigger.at("predicate").is_string())
        return place(pointer, QStringLiteral("a trigger needs \"predicate\", \"all\" or \"any\""));
    const std::string name = trigger.at("predicate").get<std::string>();
    const PredicateSpec *spec = findPredicate(name);
    if (!spec)
        return place(pointer + QStringLiteral("/predicate"),
            QStringLiteral("unknown predicate \"%1\"").arg(QString::fromStdString(name)));
    // Not a structured binding: clang 14 cannot capture one in the lambda below.
    for (const auto &item : trigger.items()) {
        const std::string &key = item.key();
        const Json &value = item.value();
        if (key == "predicate")
            continue;
        const auto param = std::find_if(
            spec->params.begin(), spec->params.end(), [&key](const ParamSpec &p) { return key == p.name; });
        const QString where = pointer + QLatin1Char('/') + QString::fromStdString(key);
        if (param == spec->params.end())
            return place(where,
                QStringLiteral("predicate \"%1\" has no parameter \"%2\"")
                    .arg(QString::fromStdString(name), QString::fromStdString(key)));
        if (!hasType(value, param->type))
            return place(where, QStringLiteral("must be %1").arg(typeName(param->type)));
    }
    return {};
}

std::optional<AdviceSeverity> severityFromName(const std::string &name)
{
    for (AdviceSeverity s : {AdviceSeverity::Suggestion, AdviceSeverity::Warning, AdviceSeverity::Question})
        if (adviceSeverityName(s).toStdString() == name)
            return s;
    return std::nullopt;
}

QString lineAndColumn(const QByteArray &text, size_t offset)
{
    int line = 1;
    int column = 1;
    for (size_t i = 0; i + 1 < offset && i < size_t(text.size()); ++i) {
        if (text[qsizetype(i)] == '\n') {
            ++line;
            column = 1;
        } else
            ++column;
    }
    return QStringLiteral("%1:%2").arg(line).arg(column);
}

} // namespace

namespace {

// The JSON spellings, one row per value in declaration order.
constexpr const char *kSubjectKinds[] = {"application", "entity", "relationship", "access-pattern", "container"};
static_assert(std::size(kSubjectKinds) == std::size_t(SubjectKind::Container) + 1);

constexpr const char *kAdviceSeverities[] = {"suggestion", "warning", "question"};
static_assert(std::size(kAdviceSeverities) == std::size_t(AdviceSeverity::Question) + 1);

} // namespace

QString subjectKindName(SubjectKind kind)
{
    return nameIn(kSubjectKinds, kind);
}

QString adviceSeverityName(AdviceSeverity severity)
{
    return nameIn(kAdviceSeverities, severity);
}

const CatalogRule *Catalog::rule(const QString &id) const
{
    for (const CatalogRule &r : rules)
        if (r.id == id)
            return &r;
    return nullptr;
}

CatalogLoad parseCatalog(const QByteArray &text, const QString &source)
{
    CatalogLoad load;
    const auto fail = [&load, &source](const QString &message) {
        load.error = source + QStringLiteral(": ") + message;
        return load;
    };
    json document;
    try {
        document = json::parse(text.constBegin(), text.constEnd());
    } catch (const json::parse_error &error) {
        load.error = source + QLatin1Char(':') + lineAndColumn(text, error.byte) + QStringLiteral(": ")
            + QString::fromUtf8(error.what());
        return load;
    }
    if (!document.is_object() || !document.contains("rules") || !document.at("rules").is_array())
        return fail(place(QStringLiteral("/rules"), QStringLiteral("the catalog needs a \"rules\" array")));

    static const QRegularExpression idPattern(QStringLiteral("^[a-z0-9]+(-[a-z0-9]+)*$"));
    Catalog catalog;
    QSet<QString> ids;
    const json &rules = document.at("rules");
    for (size_t i = 0; i < rules.size(); ++i) {
        const QString pointer = QStringLiteral("/rules/%1").arg(i);
        const json &entry = rules[i];
        if (!entry.is_object())
            return fail(place(pointer, QStringLiteral("a rule must be an object")));
        CatalogRule rule;
        const std::pair<const char *, QString *> texts[]
            = {{"id", &rule.id}, {"title", &rule.title}, {"message", &rule.message}, {"remedy", &rule.remedy},
                {"recommendation", &rule.recommendation}, {"why", &rule.why}, {"doc", &rule.docUrl}};
        for (const auto &[key, target] : texts) {
            if (!entry.contains(key) || !entry.at(key).is_string() || entry.at(key).get<std::string>().empty())
                return fail(place(
                    pointer + QLatin1Char('/') + QLatin1String(key), QStringLiteral("a non-empty string is required")));
            *target = QString::fromStdString(entry.at(key).get<std::string>());
        }
        if (!idPattern.match(rule.id).hasMatch())
            return fail(
                place(pointer + QStringLiteral("/id"), QStringLiteral("ids are lower-case words joined by hyphens")));
        if (ids.contains(rule.id))
            return fail(place(pointer + QStringLiteral("/id"), QStringLiteral("duplicate id \"%1\"").arg(rule.id)));
        ids.insert(rule.id);
        if (!rule.docUrl.startsWith(QLatin1String("https://")))
            return fail(
                place(pointer + QStringLiteral("/doc"), QStringLiteral("the documentation link must be https")));
        const std::optional<AdviceSeverity> severity = entry.contains("severity") && entry.at("severity").is_string()
            ? severityFromName(entry.at("severity").get<std::string>())
            : std::nullopt;
        if (!severity)
            return fail(place(pointer + QStringLiteral("/severity"),
                QStringLiteral("must be \"suggestion\", \"warning\" or \"question\"")));
        rule.severity = *severity;
        if (entry.contains("scope")) {
            const json &scope = entry.at("scope");
            if (!scope.is_string() || (scope != "subject" && scope != "application"))
                return fail(place(
                    pointer + QStringLiteral("/scope"), QStringLiteral("must be \"subject\" or \"application\"")));
            rule.perApplication = scope == "application";
        }
        if (!entry.contains("trigger"))
            return fail(place(pointer + QStringLiteral("/trigger"), QStringLiteral("a trigger is required")));
        if (QString error = checkTrigger(entry.at("trigger"), pointer + QStringLiteral("/trigger")); !error.isEmpty())
            return fail(error);
        rule.trigger = entry.at("trigger");
        for (const auto &[key, value] : entry.items()) {
            static const QSet<QString> known {QStringLiteral("id"), QStringLiteral("title"), QStringLiteral("severity"),
                QStringLiteral("trigger"), QStringLiteral("scope"), QStringLiteral("message"), QStringLiteral("remedy"),
                QStringLiteral("recommendation"), QStringLiteral("why"), QStringLiteral("doc")};
            if (!known.contains(QString::fromStdString(key)))
                return fail(
                    place(pointer + QLatin1Char('/') + QString::fromStdString(key), QStringLiteral("unknown field")));
        }
        catalog.rules.push_back(std::move(rule));
    }
    load.catalog = std::move(catalog);
    return load;
}

const Catalog &builtinCatalog()
{
    static const Catalog catalog = [] {
        QFile file(QStringLiteral(":/advisor/catalog.json"));
        if (!file.open(QIODevice::ReadOnly))
            qFatal("the advisor catalog is not compiled into the program");
        CatalogLoad load = parseCatalog(file.readAll(), QStringLiteral("catalog.json"));
        if (!load.catalog)
            qFatal("%s", qPrintable(load.error)); // a test keeps the shipped catalog valid
        return std::move(*load.catalog);
    }();
    return catalog;
}

Text catalogText(const QString &source, const QHash<QString, Text> &values)
{
    return Text::translatableTemplate("AdvisorCatalog", source, values);
}

} // namespace cosmos

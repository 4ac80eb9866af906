// SPDX-License-Identifier: MIT
#include "biceptemplate.h"

#include "exporttr.h"

#include <QHash>
#include <QSet>

#include <algorithm>

namespace cosmos {

namespace {

QString spaces(int indent)
{
    return QString(indent * 2, QLatin1Char(' '));
}

QString key(const std::string &name)
{
    const auto letter = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; };
    const bool identifier = !name.empty() && letter(name.front())
        && std::all_of(name.begin(), name.end(), [&](char c) { return letter(c) || (c >= '0' && c <= '9'); });
    const QString text = QString::fromStdString(name);
    return identifier ? text : bicepString(text);
}

// A symbolic name for a container resource: "UserOrders" → "userOrdersContainer".
QString symbolFor(const QString &name, QSet<QString> &taken)
{
    QString base;
    bool upper = false;
    for (const QChar ch : name) {
        if (!(ch.isLetterOrNumber() && ch.unicode() < 128)) {
            upper = !base.isEmpty();
            continue;
        }
        base += base.isEmpty() ? ch.toLower() : (upper ? ch.toUpper() : ch);
        upper = false;
    }
    if (base.isEmpty() || base.front().isDigit())
        base.prepend(QStringLiteral("c"));
    base += QStringLiteral("Container");
    QString symbol = base;
    for (int n = 2; taken.contains(symbol); ++n)
        symbol = base + QString::number(n);
    taken.insert(symbol);
    return symbol;
}

QString oneLine(const QString &value)
{
    QString out;
    for (const QChar ch : value)
        out += ch.category() == QChar::Other_Control || ch.category() == QChar::Separator_Line
                || ch.category() == QChar::Separator_Paragraph
            ? QLatin1Char(' ')
            : ch;
    return out;
}

QString accountResource(const DeploymentPlan &plan)
{
    QString locations = QStringLiteral("[\n");
    const qsizetype regions = std::max<qsizetype>(1, plan.regions.size());
    for (qsizetype i = 0; i < regions; ++i)
        locations += QStringLiteral("      {\n        locationName: %1\n        failoverPriority: %2\n"
                                    "        isZoneRedundant: false\n      }\n")
                         .arg(i == 0 ? QStringLiteral("location") : bicepString(plan.regions[i]), QString::number(i));
    locations += QStringLiteral("    ]");
    QString consistency
        = QStringLiteral("{\n      defaultConsistencyLevel: %1\n").arg(bicepString(plan.consistencyLevel));
    if (plan.consistencyLevel == QLatin1String("BoundedStaleness"))
        consistency += QStringLiteral("      maxStalenessPrefix: %1\n      maxIntervalInSeconds: %2\n")
                           .arg(QString::number(kMaxStalenessPrefix), QString::number(kMaxStalenessIntervalSeconds));
    consistency += QStringLiteral("    }");
    QString out = QStringLiteral("resource account 'Microsoft.DocumentDB/databaseAccounts@%1' = {\n"
                                 "  name: accountName\n  location: location\n  kind: 'GlobalDocumentDB'\n"
                                 "  properties: {\n    databaseAccountOfferType: 'Standard'\n"
                                 "    locations: %2\n    consistencyPolicy: %3\n"
                                 "    enableMultipleWriteLocations: %4\n    enableAutomaticFailover: %5\n")
                      .arg(QLatin1String(plan.secondaryIndexes ? azure::kPreviewApiVersion : azure::kApiVersion),
                          locations, consistency,
                          plan.multiRegionWrites ? QStringLiteral("true") : QStringLiteral("false"),
                          plan.automaticFailover ? QStringLiteral("true") : QStringLiteral("false"));
    if (!plan.capabilities.isEmpty()) {
        out += QStringLiteral("    capabilities: [\n");
        for (const QString &capability : plan.capabilities)
            out += QStringLiteral("      {\n        name: %1\n      }\n").arg(bicepString(capability));
        out += QStringLiteral("    ]\n");
    }
    if (plan.secondaryIndexes) // as in azuredeploy.json: what a global secondary index needs
        out += QStringLiteral("    enableMaterializedViews: true\n    backupPolicy: {\n      type: 'Continuous'\n"
                              "      continuousModeProperties: {\n        tier: 'Continuous7Days'\n      }\n    }\n");
    return out + QStringLiteral("  }\n}\n");
}

// The characters a Bicep '…' string writes as a backslash escape, and their escapes.
struct Escape {
    char16_t character;
    QLatin1String escaped;
};
constexpr Escape kEscapes[] = {{u'\\', QLatin1String("\\\\")}, {u'\'', QLatin1String("\\'")},
    {u'\n', QLatin1String("\\n")}, {u'\r', QLatin1String("\\r")}, {u'\t', QLatin1String("\\t")}};

} // namespace

QString bicepString(const QString &value)
{
    QString out = QStringLiteral("'");
    for (qsizetype i = 0; i < value.size(); ++i) {
        const QChar ch = value.at(i);
        if (const auto escape = std::ranges::find(kEscapes, ch.unicode(), &Escape::character);
            escape != std::end(kEscapes))
            out += escape->escaped;
        else if (ch == QLatin1Char('$')) // only "${" would start an interpolation
            out += i + 1 < value.size() && value.at(i + 1) == QLatin1Char('{') ? QStringLiteral("\\$")
                                                                               : QStringLiteral("$");
        else if (ch.category() == QChar::Other_Control)
            out += QStringLiteral("\\u{%1}").arg(uint(ch.unicode()), 0, 16);
        else
            out += ch;
    }
    return out + QLatin1Char('\'');
}

QString bicepValue(const OrderedJson &value, int indent)
{
    switch (value.type()) {
    case OrderedJson::value_t::object: {
        if (value.empty())
            return QStringLiteral("{}");
        QString out = QStringLiteral("{\n");
        for (auto it = value.begin(); it != value.end(); ++it)
            out += spaces(indent + 1) + key(it.key()) + QStringLiteral(": ") + bicepValue(it.value(), indent + 1)
                + QLatin1Char('\n');
        return out + spaces(indent) + QLatin1Char('}');
    }
    case OrderedJson::value_t::array: {
        if (value.empty())
            return QStringLiteral("[]");
        QString out = QStringLiteral("[\n");
        for (const OrderedJson &item : value)
            out += spaces(indent + 1) + bicepValue(item, indent + 1) + QLatin1Char('\n');
        return out + spaces(indent) + QLatin1Char(']');
    }
    case OrderedJson::value_t::string:
        return bicepString(QString::fromStdString(value.get<std::string>()));
    case OrderedJson::value_t::null:
        return QStringLiteral("null");
    default:
        return QString::fromStdString(value.dump());
    }
}

QString bicepTemplate(const DeploymentPlan &plan)
{
    QString out;
    out += QStringLiteral("// %1\n").arg(
        oneLine(ExportTr::tr("Azure Cosmos DB for NoSQL: the account, the database and the containers designed for %1.")
                    .arg(plan.applicationName.isEmpty() ? ExportTr::tr("this model") : plan.applicationName)));
    out += QStringLiteral("// %1\n\n")
               .arg(ExportTr::tr("The same resources as azuredeploy.json. Deploy with: az deployment group create "
                                 "--resource-group <group> --template-file main.bicep"));
    out += QStringLiteral("@description(%1)\n@minLength(3)\n@maxLength(44)\n"
                          "param accountName string = 'cosmos-${uniqueString(resourceGroup().id)}'\n\n")
               .arg(bicepString(ExportTr::tr("Name of the Azure Cosmos DB account: 3 to 44 lowercase letters, digits "
                                             "and hyphens, unique across Azure.")));
    out += QStringLiteral("@description(%1)\nparam location string = %2\n\n")
               .arg(bicepString(ExportTr::tr("The account's first (write) region.")),
                   plan.regions.isEmpty() ? QStringLiteral("resourceGroup().location")
                                          : bicepString(plan.regions.front()));
    out += QStringLiteral("@description(%1)\nparam databaseName string = %2\n\n")
               .arg(bicepString(ExportTr::tr("Name of the SQL (NoSQL) database.")), bicepString(plan.databaseName));
    out += accountResource(plan) + QLatin1Char('\n');
    out += QStringLiteral("resource database 'Microsoft.DocumentDB/databaseAccounts/sqlDatabases@%1' = {\n"
                          "  parent: account\n  name: databaseName\n  properties: {\n    resource: {\n"
                          "      id: databaseName\n    }\n  }\n}\n")
               .arg(QLatin1String(azure::kApiVersion));
    QSet<QString> taken {QStringLiteral("account"), QStringLiteral("database")};
    QHash<QString, QString> symbols; // container name -> Bicep symbol
    for (const DeploymentPlan::Container &c : plan.containers)
        symbols.insert(c.name, symbolFor(c.name, taken));
    for (const DeploymentPlan::Container &c : plan.containers) {
        OrderedJson properties = {{"resource", c.resource}};
        if (!c.options.empty())
            properties["options"] = c.options;
        const bool index = !c.indexOf.isEmpty();
        out += QStringLiteral("\nresource %1 'Microsoft.DocumentDB/databaseAccounts/sqlDatabases/containers@%2' = {\n"
                              "  parent: database\n  name: %3\n%4  properties: %5\n}\n")
                   .arg(symbols.value(c.name),
                       QLatin1String(index ? azure::kPreviewApiVersion : azure::kApiVersion), bicepString(c.name),
                       index ? QStringLiteral("  dependsOn: [\n    %1\n  ]\n").arg(symbols.value(c.indexOf)) : QString(),
                       bicepValue(properties, 1));
    }
    out += QStringLiteral("\noutput documentEndpoint string = account.properties.documentEndpoint\n");
    return out;
}

} // namespace cosmos

// SPDX-License-Identifier: MIT
// azuredeploy.json and main.bicep: the account, database and containers the model
// asks for, the same resources in both files, and every value written so that
// neither ARM nor Bicep reads it as an expression.
#include "exportmodels.h"
#include "testsupport.h"

#include "model/analysis/analysis.h"
#include "model/export/armtemplate.h"
#include "model/export/biceptemplate.h"

#include <QTest>

using namespace cosmos;

namespace {

// Just enough of Bicep to read back what biceptemplate writes: objects, arrays,
// single-quoted strings with escapes, numbers, booleans, and identifiers (kept as
// "<identifier>").
class BicepReader {
public:
    explicit BicepReader(const QString &text)
        : m_text(text)
    { }

    // resource name → its body, for the resources of one type.
    std::map<QString, OrderedJson> resources(const QString &type)
    {
        std::map<QString, OrderedJson> out;
        const QString marker = QStringLiteral("resource ");
        for (qsizetype at = m_text.indexOf(marker); at >= 0; at = m_text.indexOf(marker, at + 1)) {
            if (at > 0 && m_text.at(at - 1) != QLatin1Char('\n'))
                continue;
            const qsizetype quote = m_text.indexOf(QLatin1Char('\''), at);
            const qsizetype atSign = m_text.indexOf(QLatin1Char('@'), quote);
            if (m_text.mid(quote + 1, atSign - quote - 1) != type)
                continue;
            m_pos = m_text.indexOf(QLatin1Char('{'), atSign);
            const OrderedJson body = value();
            out[QString::fromStdString(body.at("name").get<std::string>())] = body;
        }
        return out;
    }

private:
    void skip()
    {
        while (m_pos < m_text.size() && m_text.at(m_pos).isSpace())
            ++m_pos;
    }

    OrderedJson value()
    {
        skip();
        const QChar ch = m_text.at(m_pos);
        if (ch == QLatin1Char('{')) {
            ++m_pos;
            OrderedJson object = OrderedJson::object();
            for (skip(); m_text.at(m_pos) != QLatin1Char('}'); skip()) {
                QString key;
                if (m_text.at(m_pos) == QLatin1Char('\''))
                    key = string();
                else
                    while (m_text.at(m_pos).isLetterOrNumber() || m_text.at(m_pos) == QLatin1Char('_'))
                        key += m_text.at(m_pos++);
                skip();
                if (m_text.at(m_pos++) != QLatin1Char(':'))
                    qFatal("bicep: expected ':' after %s", qPrintable(key));
                object[key.toStdString()] = value();
            }
            ++m_pos;
            return object;
        }
        if (ch == QLatin1Char('[')) {
            ++m_pos;
            OrderedJson array = OrderedJson::array();
            for (skip(); m_text.at(m_pos) != QLatin1Char(']'); skip())
                array.push_back(value());
            ++m_pos;
            return array;
        }
        if (ch == QLatin1Char('\''))
            return string().toStdString();
        QString word;
        while (m_pos < m_text.size() && !m_text.at(m_pos).isSpace())
            word += m_text.at(m_pos++);
        bool number = false;
        const double n = word.toDouble(&number);
        if (number)
            return word.contains(QLatin1Char('.')) ? OrderedJson(n) : OrderedJson(word.toLongLong());
        if (word == QLatin1String("true") || word == QLatin1String("false"))
            return word == QLatin1String("true");
        return (QLatin1Char('<') + word + QLatin1Char('>')).toStdString();
    }

    QString string()
    {
        QString out;
        for (++m_pos; m_text.at(m_pos) != QLatin1Char('\''); ++m_pos) {
            if (m_text.at(m_pos) != QLatin1Char('\\')) {
                out += m_text.at(m_pos);
                continue;
            }
            const QChar escaped = m_text.at(++m_pos);
            out += escaped == QLatin1Char('n') ? QLatin1Char('\n')
                : escaped == QLatin1Char('t')  ? QLatin1Char('\t')
                                               : escaped;
        }
        ++m_pos;
        return out;
    }

    QString m_text;
    qsizetype m_pos = 0;
};

QString dump(const OrderedJson &value)
{
    return QString::fromStdString(value.dump());
}

OrderedJson unescapeArm(const OrderedJson &value)
{
    if (value.is_string()) {
        const std::string &text = value.get_ref<const std::string &>();
        return text.rfind("[[", 0) == 0 ? OrderedJson(text.substr(1)) : value;
    }
    OrderedJson out = value;
    if (value.is_object() || value.is_array())
        for (auto it = out.begin(); it != out.end(); ++it)
            *it = unescapeArm(*it);
    return out;
}

const OrderedJson *resourceOfType(const OrderedJson &arm, const char *type)
{
    for (const OrderedJson &resource : arm["resources"])
        if (resource["type"] == type)
            return &resource;
    return nullptr;
}

std::vector<OrderedJson> containersOf(const OrderedJson &arm)
{
    std::vector<OrderedJson> out;
    for (const OrderedJson &resource : arm["resources"])
        if (resource["type"] == "Microsoft.DocumentDB/databaseAccounts/sqlDatabases/containers")
            out.push_back(resource);
    return out;
}

Model shop(CapacityMode mode, const QStringList &regions = {QStringLiteral("japaneast")})
{
    return test::withCapacity(
        test::loadModel(test::samplePath(QStringLiteral("ecommerce.cosmos.json"))), mode, regions);
}

} // namespace

class TestDeploymentTemplates : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void armAndBicepDeployTheSameContainers_data();
    void armAndBicepDeployTheSameContainers();
    void autoscaleAndManualThroughput();
    void serverlessTakesNoThroughputAndOneRegion();
    void regionsConsistencyAndFailover();
    void throughputAzureRejectsIsRoundedUpWithAWarning();
    void literalsAreNeverExpressions();
};

void TestDeploymentTemplates::armAndBicepDeployTheSameContainers_data()
{
    QTest::addColumn<Model>("model");
    QTest::newRow("e-commerce") << shop(CapacityMode::Autoscale);
    QTest::newRow("every export feature") << test::featureModel();
    QTest::newRow("hostile names") << test::hostileNamesModel(false);
}

void TestDeploymentTemplates::armAndBicepDeployTheSameContainers()
{
    QFETCH(Model, model);
    const auto analysis = analyze(model);
    const DeploymentPlan plan = planDeployment(model, *analysis);
    const OrderedJson arm = armTemplate(plan);
    std::map<QString, OrderedJson> bicep
        = BicepReader(bicepTemplate(plan))
              .resources(QStringLiteral("Microsoft.DocumentDB/databaseAccounts/sqlDatabases/containers"));
    const std::vector<OrderedJson> containers = containersOf(arm);
    QCOMPARE(containers.size(), analysis->containers.size());
    QCOMPARE(bicep.size(), analysis->containers.size());
    for (const OrderedJson &container : containers) {
        const OrderedJson properties = unescapeArm(container["properties"]);
        const QString id = QString::fromStdString(properties["resource"]["id"].get<std::string>());
        QVERIFY2(bicep.count(id), qPrintable(id));
        QCOMPARE(dump(bicep[id]["parent"]), dump(OrderedJson("<database>")));
        QCOMPARE(QString::fromStdString(bicep[id]["properties"].dump()), QString::fromStdString(properties.dump()));
    }
    const auto accounts
        = BicepReader(bicepTemplate(plan)).resources(QStringLiteral("Microsoft.DocumentDB/databaseAccounts"));
    QCOMPARE(accounts.size(), size_t(1));
    const OrderedJson &account = accounts.begin()->second;
    const OrderedJson &armAccount = (*resourceOfType(arm, "Microsoft.DocumentDB/databaseAccounts"))["properties"];
    QCOMPARE(dump(account["properties"]["consistencyPolicy"]), dump(armAccount["consistencyPolicy"]));
    QCOMPARE(account["properties"]["locations"].size(), armAccount["locations"].size());
    QCOMPARE(
        dump(account["properties"]["enableMultipleWriteLocations"]), dump(armAccount["enableMultipleWriteLocations"]));
}

void TestDeploymentTemplates::autoscaleAndManualThroughput()
{
    // The shared example needs 14,492.5 and 9,034.6 RU/s at peak (tst_analysis works
    // them out): autoscale maxima of 15,000 and 10,000.
    const Model autoscale = shop(CapacityMode::Autoscale);
    const std::vector<OrderedJson> scaled = containersOf(armTemplate(planDeployment(autoscale, *analyze(autoscale))));
    QCOMPARE(
        dump(scaled[0]["properties"]["options"]), QStringLiteral("{\"autoscaleSettings\":{\"maxThroughput\":15000}}"));
    QCOMPARE(
        dump(scaled[1]["properties"]["options"]), QStringLiteral("{\"autoscaleSettings\":{\"maxThroughput\":10000}}"));

    const Model manual = shop(CapacityMode::Provisioned);
    const auto analysis = analyze(manual);
    const std::vector<OrderedJson> fixed = containersOf(armTemplate(planDeployment(manual, *analysis)));
    QCOMPARE(
        fixed[0]["properties"]["options"]["throughput"].get<double>(), analysis->containers[0].provisionedRuPerSecond);
    QCOMPARE(
        fixed[1]["properties"]["options"]["throughput"].get<double>(), analysis->containers[1].provisionedRuPerSecond);
    QVERIFY(!resourceOfType(armTemplate(planDeployment(manual, *analysis)), "Microsoft.DocumentDB/databaseAccounts")
                 ->at("properties")
                 .contains("capabilities"));
}

void TestDeploymentTemplates::serverlessTakesNoThroughputAndOneRegion()
{
    const Model model = shop(CapacityMode::Serverless, {QStringLiteral("japaneast"), QStringLiteral("japanwest")});
    const DeploymentPlan plan = planDeployment(model, *analyze(model));
    QCOMPARE(plan.regions, QStringList {QStringLiteral("japaneast")});
    QCOMPARE(plan.warnings.size(), 1);
    QVERIFY(plan.warnings.front().startsWith(QStringLiteral("A serverless account runs in one region only")));
    const OrderedJson arm = armTemplate(plan);
    const OrderedJson &account = (*resourceOfType(arm, "Microsoft.DocumentDB/databaseAccounts"))["properties"];
    QCOMPARE(dump(account["capabilities"]), QStringLiteral("[{\"name\":\"EnableServerless\"}]"));
    QCOMPARE(account["locations"].size(), size_t(1));
    for (const OrderedJson &container : containersOf(arm))
        QVERIFY(!container["properties"].contains("options"));
    QVERIFY(bicepTemplate(plan).contains(QStringLiteral("name: 'EnableServerless'")));
}

void TestDeploymentTemplates::regionsConsistencyAndFailover()
{
    Model model = shop(CapacityMode::Provisioned,
        {QStringLiteral("japaneast"), QStringLiteral("japanwest"), QStringLiteral("eastus")});
    model.application.multiRegionWrites = true;
    model.application.consistency = Consistency::Strong;
    const DeploymentPlan plan = planDeployment(model, *analyze(model));
    QVERIFY(
        plan.warnings.front().startsWith(QStringLiteral("Azure does not offer strong consistency with multi-region")));
    const OrderedJson arm = armTemplate(plan);
    const OrderedJson &account = (*resourceOfType(arm, "Microsoft.DocumentDB/databaseAccounts"))["properties"];
    QCOMPARE(dump(account["locations"]),
        dump(OrderedJson::parse(
            R"([{"locationName": "[parameters('location')]", "failoverPriority": 0, "isZoneRedundant": false},
            {"locationName": "japanwest", "failoverPriority": 1, "isZoneRedundant": false},
            {"locationName": "eastus", "failoverPriority": 2, "isZoneRedundant": false}])")));
    QCOMPARE(dump(arm["parameters"]["location"]["defaultValue"]), QStringLiteral("\"japaneast\""));
    QCOMPARE(dump(account["consistencyPolicy"]),
        QStringLiteral("{\"defaultConsistencyLevel\":\"BoundedStaleness\",\"maxStalenessPrefix\":100000,"
                       "\"maxIntervalInSeconds\":300}"));
    QVERIFY(account["enableMultipleWriteLocations"].get<bool>());
    QVERIFY(account["enableAutomaticFailover"].get<bool>());

    // No region: the resource group's location.
    const Model nowhere = shop(CapacityMode::Autoscale, {});
    const OrderedJson local = armTemplate(planDeployment(nowhere, *analyze(nowhere)));
    QCOMPARE(dump(local["parameters"]["location"]["defaultValue"]), QStringLiteral("\"[resourceGroup().location]\""));
    QVERIFY(bicepTemplate(planDeployment(nowhere, *analyze(nowhere)))
                .contains(QStringLiteral("param location string = resourceGroup().location\n")));
}

void TestDeploymentTemplates::throughputAzureRejectsIsRoundedUpWithAWarning()
{
    // Priced in steps of 50 RU/s, a peak of 420 RU/s is provisioned at 450 RU/s,
    // which Azure does not accept (steps of 100): the template asks for 500.
    test::ModelBuilder b;
    b.entity(QStringLiteral("item"), 1, 1, 1000);
    b.pattern(
        QStringLiteral("AP1"), Operation::PointRead, {QStringLiteral("item")}, 300, 420, {QStringLiteral("itemId")});
    b.assume(QStringLiteral("manualStepRu"), 50);
    const Model model = b.build();
    const auto analysis = analyze(model);
    QCOMPARE(analysis->containers[0].provisionedRuPerSecond, 450.0);
    const DeploymentPlan plan = planDeployment(model, *analysis);
    QCOMPARE(dump(plan.containers[0].options), QStringLiteral("{\"throughput\":500}"));
    QCOMPARE(plan.warnings,
        QStringList {
            QStringLiteral("Items: 450 RU/s is not a manual throughput Azure accepts (400 or more, in steps of "
                           "100); the templates use 500 RU/s.")});
}

void TestDeploymentTemplates::literalsAreNeverExpressions()
{
    QCOMPARE(dump(armLiteral(OrderedJson("[Archive]"))), QStringLiteral("\"[[Archive]\""));
    QCOMPARE(dump(armLiteral(OrderedJson("Archive [1]"))), QStringLiteral("\"Archive [1]\""));
    QCOMPARE(dump(armLiteral(OrderedJson::parse(R"({"a": ["[x", 1], "b": "[y"})"))),
        QStringLiteral("{\"a\":[\"[[x\",1],\"b\":\"[[y\"}"));
    QCOMPARE(bicepString(QStringLiteral("it's ${odd} \\ $5\n")), QStringLiteral("'it\\'s \\${odd} \\\\ $5\\n'"));

    const Model model = test::featureModel();
    const DeploymentPlan plan = planDeployment(model, *analyze(model));
    const OrderedJson arm = armTemplate(plan);
    bool found = false;
    for (const OrderedJson &container : containersOf(arm))
        if (container["properties"]["resource"]["id"] == "[[Archive] O'Brien's events") {
            found = true;
            QCOMPARE(dump(container["name"]),
                dump(OrderedJson(
                    "[format('{0}/{1}/{2}', parameters('accountName'), parameters('databaseName'), '[Archive] "
                    "O''Brien''s events')]")));
        }
    QVERIFY(found);
    QVERIFY(bicepTemplate(plan).contains(QStringLiteral("  name: '[Archive] O\\'Brien\\'s events'\n")));
}

QTEST_GUILESS_MAIN(TestDeploymentTemplates)
#include "tst_deploymenttemplates.moc"

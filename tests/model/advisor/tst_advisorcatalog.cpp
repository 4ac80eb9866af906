// SPDX-License-Identifier: MIT
// The catalog file itself: the shipped one is valid and complete, a broken one is
// refused with the place named, new rules need no code, and the translation list
// stays in step with the JSON.
#include "modelbuilder.h"

#include "model/advisor/advisor.h"
#include "model/advisor/catalogstrings.h"

#include <QFile>
#include <QSet>
#include <QTest>

using namespace cosmos;
using test::ModelBuilder;

namespace {

QByteArray oneRule(const char *fields)
{
    return QByteArray(R"({"rules": [{"id": "a-rule", "title": "T", "message": "M", "remedy": "R",
        "recommendation": "Do", "why": "W", "doc": "https://learn.microsoft.com/x")")
        + fields + "}]}";
}

} // namespace

class TestAdvisorCatalog : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void shippedCatalogIsValidAndComplete();
    void malformedCatalogNamesThePlace_data();
    void malformedCatalogNamesThePlace();
    void newRuleFromExistingPredicatesNeedsNoCode();
    void translationListMatchesTheCatalog();
    void templatesFillNamedPlaceholders();
};

void TestAdvisorCatalog::shippedCatalogIsValidAndComplete()
{
    QFile file(QStringLiteral(COSMOS_SOURCE_DIR "/resources/advisor/catalog.json"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const CatalogLoad load = parseCatalog(file.readAll(), QStringLiteral("catalog.json"));
    QVERIFY2(load.catalog, qPrintable(load.error));
    QVERIFY(load.catalog->rules.size() >= 30);
    // The compiled-in copy is the same file.
    QCOMPARE(builtinCatalog().rules.size(), load.catalog->rules.size());
    for (const CatalogRule &rule : builtinCatalog().rules)
        QVERIFY2(rule.docUrl.startsWith(QLatin1String("https://learn.microsoft.com/")), qPrintable(rule.id));
}

void TestAdvisorCatalog::malformedCatalogNamesThePlace_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("place");
    QTest::newRow("syntax") << QByteArray("{\n  \"rules\": [\n    {,\n") << QStringLiteral("catalog.json:3:");
    QTest::newRow("no rules") << QByteArray("{}") << QStringLiteral("/rules:");
    QTest::newRow("severity") << oneRule(R"(, "severity": "urgent", "trigger": {"predicate": "hierarchy"})")
                              << QStringLiteral("/rules/0/severity:");
    QTest::newRow("missing title") << QByteArray(R"({"rules": [{"id": "x", "severity": "warning"}]})")
                                   << QStringLiteral("/rules/0/title:");
    QTest::newRow("unknown predicate") << oneRule(R"(, "severity": "warning", "trigger": {"predicate": "moon-phase"})")
                                       << QStringLiteral(
                                              "/rules/0/trigger/predicate: unknown predicate \"moon-phase\"");
    QTest::newRow("unknown parameter") << oneRule(
        R"(, "severity": "warning", "trigger": {"predicate": "hierarchy", "minRps": 3})")
                                       << QStringLiteral("/rules/0/trigger/minRps:");
    QTest::newRow("parameter type") << oneRule(
        R"(, "severity": "warning", "trigger": {"all": [{"predicate": "hierarchy"},
            {"predicate": "entity-read-by-id-and-queried-by", "minRps": "many"}]})")
                                    << QStringLiteral("/rules/0/trigger/all/1/minRps: must be a number");
    QTest::newRow("no trigger") << oneRule(R"(, "severity": "warning")") << QStringLiteral("/rules/0/trigger:");
    QTest::newRow("unknown field") << oneRule(
        R"(, "severity": "warning", "trigger": {"predicate": "hierarchy"}, "colour": 1)")
                                   << QStringLiteral("/rules/0/colour: unknown field");
    QByteArray twice = oneRule(R"(, "severity": "warning", "trigger": {"predicate": "hierarchy"})");
    twice.replace("}]}", "}, " + twice.mid(twice.indexOf('[') + 1));
    QTest::newRow("duplicate id") << twice << QStringLiteral("/rules/1/id: duplicate id \"a-rule\"");
}

void TestAdvisorCatalog::malformedCatalogNamesThePlace()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, place);
    const CatalogLoad load = parseCatalog(json, QStringLiteral("catalog.json"));
    QVERIFY(!load.catalog);
    QVERIFY2(load.error.startsWith(QLatin1String("catalog.json")), qPrintable(load.error));
    QVERIFY2(load.error.contains(place), qPrintable(load.error));
}

void TestAdvisorCatalog::newRuleFromExistingPredicatesNeedsNoCode()
{
    // A team rule: warn about any pattern slower than 200 ms that runs at ≥ 50 RPS.
    const CatalogLoad load = parseCatalog(R"({"rules": [{"id": "slow-and-busy", "title": "Slow and busy",
        "severity": "warning", "message": "{pattern} allows {slo} ms at {rps} RPS.", "remedy": "Tighten {pattern}.",
        "recommendation": "Look at {pattern}.", "why": "Because.", "doc": "https://learn.microsoft.com/x",
        "trigger": {"all": [{"predicate": "pattern-latency", "maxSloMs": 100000},
                            {"predicate": "pattern-operation", "minRps": 50}]}}]})",
        QStringLiteral("team.json"));
    QVERIFY2(load.catalog, qPrintable(load.error));
    ModelBuilder b;
    b.entity(QStringLiteral("item"), 1, 1, 100);
    b.pattern(
        QStringLiteral("AP1"), Operation::PointRead, {QStringLiteral("item")}, 60, 80, {QStringLiteral("itemId")});
    b.pattern(
        QStringLiteral("AP2"), Operation::PointRead, {QStringLiteral("item")}, 10, 20, {QStringLiteral("itemId")});
    const Model model = b.build();
    const std::vector<Advice> advice = evaluateAdvice(model, *analyze(model), *load.catalog);
    // Both patterns allow 100 ms (ModelBuilder's default), only AP1 runs at ≥ 50 RPS.
    QCOMPARE(advice.size(), size_t(1));
    QCOMPARE(advice[0].subject.id, QStringLiteral("AP1"));
    QCOMPARE(advice[0].message, QStringLiteral("AP1 allows 100 ms at 60 RPS."));
    QCOMPARE(advice[0].severity, AdviceSeverity::Warning);
}

void TestAdvisorCatalog::translationListMatchesTheCatalog()
{
    QSet<QString> fromJson;
    for (const CatalogRule &rule : builtinCatalog().rules)
        for (const QString *text : {&rule.title, &rule.message, &rule.remedy, &rule.recommendation, &rule.why})
            fromJson.insert(*text);
    QSet<QString> listed;
    for (const char *text : catalogSourceStrings())
        listed.insert(QString::fromUtf8(text));
    const QSet<QString> missing = fromJson - listed;
    const QSet<QString> stale = listed - fromJson;
    QVERIFY2(missing.isEmpty() && stale.isEmpty(),
        qPrintable(QStringLiteral("run tools/generate-catalog-strings.py: %1 missing, %2 stale, e.g. \"%3\"")
                       .arg(missing.size())
                       .arg(stale.size())
                       .arg(missing.isEmpty() ? (stale.isEmpty() ? QString() : *stale.begin()) : *missing.begin())));
}

void TestAdvisorCatalog::templatesFillNamedPlaceholders()
{
    const QHash<QString, QString> values {{QStringLiteral("entity"), QStringLiteral("User")}};
    QCOMPARE(fillTemplate(QStringLiteral("{entity} is {entity}; {unknown} stays"), values),
        QStringLiteral("User is User; {unknown} stays"));
}

QTEST_GUILESS_MAIN(TestAdvisorCatalog)
#include "tst_advisorcatalog.moc"

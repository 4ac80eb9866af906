// SPDX-License-Identifier: MIT
// Vector and full-text search and computed properties (RULES.md section 14, FORMAT.md
// section 4): what the file may hold, what it refuses and where, and the container
// policies and account capabilities the exports carry, checked against the shapes of
// Azure's ARM schema 2026-03-15 (VectorEmbedding, VectorIndex, FullTextPolicy).
#include "searchcatalogue.h"
#include "testsupport.h"

#include "model/analysis/analysis.h"
#include "model/export/armtemplate.h"
#include "model/export/containerdefinition.h"
#include "model/export/deploymentplan.h"
#include "model/export/datamodeldocument.h"
#include "model/export/sampledocuments.h"
#include "model/advisor/findings.h"
#include "model/io/modelreader.h"
#include "model/io/modelwriter.h"

#include <QTest>

using namespace cosmos;

namespace {

LoadResult load(const Json &json)
{
    return ModelReader::readBytes(QByteArray::fromStdString(json.dump()));
}

QString errorsOf(const LoadResult &result)
{
    QStringList out;
    for (const Diagnostic &d : result.errors)
        out << d.format(QStringLiteral("model"));
    return out.join(QLatin1Char('\n'));
}

} // namespace

// JSON compared as values (Azure reads members in any order), both sides shown when
// they differ.
#define COMPARE_JSON(actual, expected)                                                                        \
    do {                                                                                                       \
        const auto a_ = (actual);                                                                              \
        const auto e_ = (expected);                                                                            \
        QVERIFY2(Json::parse(a_.dump()) == Json::parse(e_.dump()), qPrintable(QString::fromStdString(a_.dump() + "\n   expected " + e_.dump())));    \
    } while (false)

class TestSearchPolicy : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void containerCarriesTheSearchPolicies();
    void theAccountGetsTheSearchCapabilities();
    void aSaveKeepsEverySearchField();
    void refusesWhatAzureRefuses_data();
    void refusesWhatAzureRefuses();
    void aSmallDiskAnnIndexIsExplained();
    void theDocumentCutsVectorsShortAndTheSampleFileDoesNot();
};

void TestSearchPolicy::containerCarriesTheSearchPolicies()
{
    const LoadResult result = load(test::searchCatalogue());
    QVERIFY2(result.ok(), qPrintable(errorsOf(result)));
    const std::shared_ptr<const Analysis> analysis = analyze(*result.model);
    QCOMPARE(analysis->containers.size(), size_t(1));
    const OrderedJson resource = containerResource(analysis->containers.front(), *result.model, *analysis);

    COMPARE_JSON(resource.at("vectorEmbeddingPolicy"),
        OrderedJson::parse(R"({"vectorEmbeddings": [{"path": "/embedding", "dataType": "float32",
            "distanceFunction": "cosine", "dimensions": 1536}]})"));
    COMPARE_JSON(resource.at("fullTextPolicy"),
        OrderedJson::parse(R"({"defaultLanguage": "en-US", "fullTextPaths": [{"path": "/description", "language": "en-US"}]})"));
    COMPARE_JSON(resource.at("computedProperties"),
        OrderedJson::parse(R"([{"name": "cp_lowerCategory", "query": "SELECT VALUE LOWER(c.category) FROM c"}])"));
    const OrderedJson &indexing = resource.at("indexingPolicy");
    COMPARE_JSON(indexing.at("vectorIndexes"), OrderedJson::parse(R"([{"path": "/embedding", "type": "diskANN"}])"));
    COMPARE_JSON(indexing.at("fullTextIndexes"), OrderedJson::parse(R"([{"path": "/description"}])"));
    // The vector's 1,536 numbers stay out of the range index: either everything is
    // excluded (a selective policy) or the vector's path is.
    bool excluded = false;
    for (const OrderedJson &path : indexing.at("excludedPaths"))
        excluded = excluded || path.at("path") == "/*" || path.at("path") == "/embedding/*";
    QVERIFY(excluded);
    // Neither the vector nor its container's policies can be a partition key.
    for (const KeyEvaluation &candidate : analysis->containers.front().keyEvaluation)
        QVERIFY(!candidate.paths.contains(QStringLiteral("/embedding")));
}

void TestSearchPolicy::theAccountGetsTheSearchCapabilities()
{
    Json json = test::searchCatalogue();
    json["application"]["capacityMode"] = "serverless";
    const LoadResult result = load(json);
    QVERIFY(result.ok());
    const std::shared_ptr<const Analysis> analysis = analyze(*result.model);
    const OrderedJson arm = armTemplate(planDeployment(*result.model, *analysis));
    OrderedJson capabilities;
    for (const OrderedJson &resource : arm.at("resources"))
        if (resource.at("type") == "Microsoft.DocumentDB/databaseAccounts")
            capabilities = resource.at("properties").at("capabilities");
    COMPARE_JSON(capabilities,
        OrderedJson::parse(R"([{"name": "EnableServerless"}, {"name": "EnableNoSQLVectorSearch"},
            {"name": "EnableNoSQLFullTextSearch"}])"));

    // A design without search asks for no search capability.
    json["entities"][0]["attributes"].erase(3);
    json["entities"][0]["attributes"][2].erase("fullText");
    const LoadResult plain = load(json);
    QVERIFY(plain.ok());
    const OrderedJson plainArm = armTemplate(planDeployment(*plain.model, *analyze(*plain.model)));
    for (const OrderedJson &resource : plainArm.at("resources"))
        if (resource.at("type") == "Microsoft.DocumentDB/databaseAccounts")
            COMPARE_JSON(resource.at("properties").at("capabilities"),
                OrderedJson::parse(R"([{"name": "EnableServerless"}])"));
}

void TestSearchPolicy::aSaveKeepsEverySearchField()
{
    const LoadResult result = load(test::searchCatalogue());
    QVERIFY(result.ok());
    const Json saved = Json::parse(ModelWriter::toBytes(*result.model).toStdString());
    const Json &product = saved.at("entities").at(0);
    COMPARE_JSON(product.at("attributes").at(3).at("vector"),
        Json::parse(R"({"dimensions": 1536, "dataType": "float32", "distance": "cosine", "index": "diskANN"})"));
    COMPARE_JSON(product.at("attributes").at(2).at("fullText"), Json::parse(R"({"language": "en-US"})"));
    COMPARE_JSON(product.at("computedProperties"), test::searchCatalogue().at("entities").at(0).at("computedProperties"));
    // Attributes without them gain nothing.
    QVERIFY(!product.at("attributes").at(1).contains("vector"));
    QVERIFY(!product.at("attributes").at(1).contains("fullText"));
}

void TestSearchPolicy::refusesWhatAzureRefuses_data()
{
    QTest::addColumn<QString>("pointer");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("where");
    QTest::addColumn<QString>("says");
    const QString vector = QStringLiteral("/entities/0/attributes/3/vector");
    QTest::newRow("flat over 505") << vector + QStringLiteral("/index") << QStringLiteral("\"flat\"")
                                   << QStringLiteral("/entities/0/attributes/3/vector") << QStringLiteral("505");
    QTest::newRow("too many dimensions") << vector + QStringLiteral("/dimensions") << QStringLiteral("5000")
                                         << vector + QStringLiteral("/dimensions") << QStringLiteral("4096");
    QTest::newRow("no dimensions") << vector << QStringLiteral("{\"index\": \"diskANN\"}") << vector
                                   << QStringLiteral("\"dimensions\" is missing");
    QTest::newRow("unknown distance") << vector + QStringLiteral("/distance") << QStringLiteral("\"manhattan\"")
                                      << vector + QStringLiteral("/distance") << QStringLiteral("dotproduct");
    QTest::newRow("vector without embedding") << vector << QStringLiteral("null") << vector
                                              << QStringLiteral("dimensions");
    QTest::newRow("embedding on a string") << QStringLiteral("/entities/0/attributes/1/vector")
                                           << QStringLiteral("{\"dimensions\": 3}")
                                           << QStringLiteral("/entities/0/attributes/1/vector")
                                           << QStringLiteral("only an attribute of type");
    QTest::newRow("full text on a number") << QStringLiteral("/entities/0/attributes/2/type")
                                           << QStringLiteral("\"number\"")
                                           << QStringLiteral("/entities/0/attributes/2/fullText")
                                           << QStringLiteral("string");
    QTest::newRow("unknown language") << QStringLiteral("/entities/0/attributes/2/fullText/language")
                                      << QStringLiteral("\"xx-XX\"")
                                      << QStringLiteral("/entities/0/attributes/2/fullText/language")
                                      << QStringLiteral("en-US");
    const QString computed = QStringLiteral("/entities/0/computedProperties/0");
    QTest::newRow("computed with WHERE")
        << computed + QStringLiteral("/query")
        << QStringLiteral("\"SELECT VALUE LOWER(c.category) FROM c WHERE c.category != null\"") << computed
        << QStringLiteral("FROM c");
    QTest::newRow("computed with TOP") << computed + QStringLiteral("/query")
                                       << QStringLiteral("\"SELECT VALUE TOP 1 c.category FROM c\"") << computed
                                       << QStringLiteral("TOP");
    QTest::newRow("computed named as an attribute") << computed + QStringLiteral("/name")
                                                    << QStringLiteral("\"category\"") << computed
                                                    << QStringLiteral("already have");
}

void TestSearchPolicy::refusesWhatAzureRefuses()
{
    QFETCH(QString, pointer);
    QFETCH(QString, value);
    QFETCH(QString, where);
    QFETCH(QString, says);
    Json json = test::searchCatalogue();
    json[Json::json_pointer(pointer.toStdString())] = Json::parse(value.toStdString());
    const LoadResult result = load(json);
    QVERIFY(!result.ok());
    bool found = false;
    for (const Diagnostic &d : result.errors)
        found = found || (d.pointer == where && d.message.contains(says));
    QVERIFY2(found, qPrintable(errorsOf(result)));
}

void TestSearchPolicy::aSmallDiskAnnIndexIsExplained()
{
    Json json = test::searchCatalogue();
    json["entities"][0]["documentCount"] = 400;
    const LoadResult result = load(json);
    QVERIFY(result.ok());
    const std::shared_ptr<const Analysis> analysis = analyze(*result.model);
    const ContainerAnalysis &container = analysis->containers.front();
    const QStringList notes = container.notes.english();
    QVERIFY2(notes.filter(QStringLiteral("1,000 vectors")).size() == 1, qPrintable(notes.join(QLatin1Char('\n'))));
    QCOMPARE(notes.filter(QStringLiteral("fixed when the container is created")).size(), 1);
}

void TestSearchPolicy::theDocumentCutsVectorsShortAndTheSampleFileDoesNot()
{
    const LoadResult result = load(test::searchCatalogue());
    QVERIFY(result.ok());
    const auto model = std::make_shared<const Model>(*result.model);
    const auto analysis = analyze(*model);
    const OrderedJson samples = sampleDocuments(*model, *analysis, analysis->containers.front());
    QVERIFY(!samples.empty());
    QCOMPARE(samples.front().at("embedding").size(), size_t(1536));
    const QString document = dataModelDocument(Findings(model, analysis));
    // 1,536 numbers, one per line, in each of five documents made it thousands of lines.
    QVERIFY2(document.count(QLatin1Char('\n')) < 600, qPrintable(QString::number(document.count(QLatin1Char('\n')))));
    QVERIFY(document.contains(QStringLiteral("\"… 1,532 more numbers\"")));
    QVERIFY(document.contains(QStringLiteral("(vectors cut short here; the file holds them whole):")));
}

QTEST_GUILESS_MAIN(TestSearchPolicy)
#include "tst_searchpolicy.moc"

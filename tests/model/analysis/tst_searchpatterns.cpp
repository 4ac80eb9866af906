// SPDX-License-Identifier: MIT
// Vector, full-text and hybrid searches as access patterns (RULES.md section 14,
// FORMAT.md section 4): what they cost beside the same query without the search, the
// SQL they export, the index paths they leave to the search indexes, the checklist's
// questions, and their TOP k in the file.
#include "searchcatalogue.h"
#include "testsupport.h"

#include "model/advisor/findings.h"
#include "model/analysis/analysis.h"
#include "model/export/querysketch.h"
#include "model/io/modelreader.h"
#include "model/io/modelwriter.h"

#include <QTest>

using namespace cosmos;

namespace {

// The search catalogue (searchcatalogue.h), searched by meaning, by words and by
// both. AP1 is the same read as a plain query.
Json catalogue()
{
    Json json = test::searchCatalogue();
    json["accessPatterns"] = Json::parse(R"([
        {"id": "AP1", "description": "Ten products of a category", "operation": "query", "entities": ["product"],
         "rpsAvg": 5, "rpsPeak": 10, "resultCount": 10, "filters": [{"attribute": "category", "op": "eq"}]},
        {"id": "AP2", "description": "Similar products of a category", "operation": "vector-search",
         "entities": ["product"], "rpsAvg": 5, "rpsPeak": 10,
         "filters": [{"attribute": "category", "op": "eq"}, {"attribute": "embedding", "op": "near"}]},
        {"id": "AP3", "description": "Products whose description has the words", "operation": "full-text-search",
         "entities": ["product"], "rpsAvg": 5, "rpsPeak": 10, "topK": 10,
         "filters": [{"attribute": "category", "op": "eq"}, {"attribute": "description", "op": "contains"}]},
        {"id": "AP4", "description": "Best products by meaning and words", "operation": "hybrid-search",
         "entities": ["product"], "rpsAvg": 5, "rpsPeak": 10, "topK": 10,
         "filters": [{"attribute": "category", "op": "eq"}, {"attribute": "embedding", "op": "near"},
                     {"attribute": "description", "op": "contains"}]}
    ])");
    return json;
}

Model load(const Json &json)
{
    const LoadResult result = ModelReader::readBytes(QByteArray::fromStdString(json.dump()));
    if (!result.errors.empty())
        qWarning("%s", qPrintable(result.errors.front().format(QStringLiteral("model"))));
    return result.model ? *result.model : Model();
}

double ru(const Analysis &analysis, const char *id)
{
    return analysis.accessPattern(QString::fromLatin1(id))->ruPerRequest;
}

QString sql(const Model &model, const Analysis &analysis, const char *id)
{
    const PatternAnalysis &routed = *analysis.accessPattern(QString::fromLatin1(id));
    const AccessPattern &pattern = *model.accessPattern(routed.id);
    const SubRequest &request = routed.requests.front();
    return sketchQuery(pattern, request, *analysis.container(request.container), model, analysis).sql;
}

QStringList checksOf(const Model &model, const QString &pattern)
{
    QStringList out;
    const auto findings = Findings::of(model); // alive while its checklist is read
    for (const ChecklistItem &item : findings->checklist())
        if (item.subject.id == pattern)
            out << item.check;
    return out;
}

} // namespace

class TestSearchPatterns : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void aSearchCostsItsIndexSearchMore();
    void theSearchCostIsAnEditableAssumption();
    void topKIsTheNumberOfResultsLoaded();
    void exportedQueriesRankByTheSearch();
    void searchedPathsStayOutOfTheRangeIndex();
    void theChecklistAsksForWhatASearchNeeds();
    void aDocumentHoldsItsVectors();
    void topKIsKeptAndBoundedInTheFile();
};

// The same ten products of one category, read in the one physical partition: a vector
// search adds vectorSearchRu (30 RU), a full-text one fullTextSearchRu (10 RU), a
// hybrid one both (40 RU).
void TestSearchPatterns::aSearchCostsItsIndexSearchMore()
{
    const Model model = load(catalogue());
    const auto analysis = analyze(model);
    QCOMPARE(analysis->containers.size(), size_t(1));
    QCOMPARE(analysis->containers[0].physicalPartitions, 1);
    const double plain = ru(*analysis, "AP1");
    QVERIFY(plain > 0);
    QCOMPARE(ru(*analysis, "AP2"), plain + 30);
    QCOMPARE(ru(*analysis, "AP3"), plain + 10);
    QCOMPARE(ru(*analysis, "AP4"), plain + 40);
    // Pattern RU/s = RPS × RU per request.
    QCOMPARE(analysis->accessPattern(QStringLiteral("AP4"))->ruPerSecondAvg, 5 * (plain + 40));
}

void TestSearchPatterns::theSearchCostIsAnEditableAssumption()
{
    Model model = load(catalogue());
    model.assumptions[QStringLiteral("vectorSearchRu")] = 55;
    model.assumptions[QStringLiteral("fullTextSearchRu")] = 4;
    const auto analysis = analyze(model);
    const double plain = ru(*analysis, "AP1");
    QCOMPARE(ru(*analysis, "AP2"), plain + 55);
    QCOMPARE(ru(*analysis, "AP3"), plain + 4);
    QCOMPARE(ru(*analysis, "AP4"), plain + 59);
}

// TOP k is the result count of a search, ten when not given: 20 results load twice the
// documents of 10, as a query of 20 does.
void TestSearchPatterns::topKIsTheNumberOfResultsLoaded()
{
    Json json = catalogue();
    json["accessPatterns"][0]["resultCount"] = 20;
    json["accessPatterns"][1]["topK"] = 20;
    const Model model = load(json);
    const auto analysis = analyze(model);
    QCOMPARE(ru(*analysis, "AP2"), ru(*analysis, "AP1") + 30);
    QCOMPARE(analysis->accessPattern(QStringLiteral("AP2"))->requests.front().documents, 20.0);
}

void TestSearchPatterns::exportedQueriesRankByTheSearch()
{
    const Model model = load(catalogue());
    const auto analysis = analyze(model);
    QCOMPARE(sql(model, *analysis, "AP2"),
        QStringLiteral("SELECT TOP 10 * FROM c WHERE c.category = @category "
                       "ORDER BY VectorDistance(c.embedding, @embedding)"));
    QCOMPARE(sql(model, *analysis, "AP3"),
        QStringLiteral("SELECT TOP 10 * FROM c WHERE c.category = @category AND "
                       "FullTextContains(c.description, @description) "
                       "ORDER BY RANK FullTextScore(c.description, @description)"));
    // Nearness in a plain query ranks nothing: the query stays well-formed.
    Json misused = catalogue();
    misused["accessPatterns"][0]["filters"] = Json::parse(
        R"([{"attribute": "embedding", "op": "near"}, {"attribute": "category", "op": "eq"}])");
    const Model plain = load(misused);
    const auto plainAnalysis = analyze(plain);
    QCOMPARE(sql(plain, *plainAnalysis, "AP1"), QStringLiteral("SELECT * FROM c WHERE c.category = @category"));
    QCOMPARE(sql(model, *analysis, "AP4"),
        QStringLiteral("SELECT TOP 10 * FROM c WHERE c.category = @category "
                       "ORDER BY RANK RRF(VectorDistance(c.embedding, @embedding), "
                       "FullTextScore(c.description, @description))"));
}

// The vector is searched by its vector index and must stay out of the range index;
// the text by the full-text index. The category is still a range-index equality.
void TestSearchPatterns::searchedPathsStayOutOfTheRangeIndex()
{
    const Model model = load(catalogue());
    const auto analysis = analyze(model);
    const IndexingPolicy &policy = analysis->containers[0].indexing;
    QStringList queried;
    for (const QueriedProperty &property : policy.queried)
        queried << property.path;
    QVERIFY2(queried.contains(QStringLiteral("/category/?")), qPrintable(queried.join(QLatin1Char(' '))));
    for (const QString &path : queried)
        QVERIFY2(!path.startsWith(QStringLiteral("/embedding")) && !path.startsWith(QStringLiteral("/description")),
            qPrintable(path));
    for (const QString &path : policy.includedPaths)
        QVERIFY2(!path.startsWith(QStringLiteral("/embedding")), qPrintable(path));
}

void TestSearchPatterns::theChecklistAsksForWhatASearchNeeds()
{
    QVERIFY(checksOf(load(catalogue()), QStringLiteral("AP2")).filter(QStringLiteral("search-")).isEmpty());

    Json json = catalogue();
    json["accessPatterns"][1]["filters"] = Json::parse(R"([{"attribute": "category", "op": "eq"}])");
    QVERIFY(checksOf(load(json), QStringLiteral("AP2")).contains(QStringLiteral("search-without-vector")));

    json = catalogue();
    json["accessPatterns"][0]["filters"] = Json::parse(R"([{"attribute": "category", "op": "near"}])");
    QVERIFY(checksOf(load(json), QStringLiteral("AP1")).contains(QStringLiteral("search-near-misused")));

    json = catalogue();
    json["entities"][0]["attributes"][2].erase("fullText");
    const QStringList text = checksOf(load(json), QStringLiteral("AP3"));
    QVERIFY(text.contains(QStringLiteral("search-text-not-indexed")));
    QVERIFY(text.contains(QStringLiteral("search-without-text")));

    json = catalogue();
    json["entities"][0]["attributes"][3]["vector"]["index"] = "none";
    QVERIFY(checksOf(load(json), QStringLiteral("AP2")).contains(QStringLiteral("search-vector-unindexed")));
}

// 1,536 float32 dimensions are at least 1,536 × 4 B = 6 KB: a product of 8 KB on
// average and 12 KB at most can hold them; 5 KB on average cannot (a warning), nor
// 5 KB at most (an error). As int8 the same vector is 1.5 KB.
void TestSearchPatterns::aDocumentHoldsItsVectors()
{
    const auto check = [](const Json &json) -> std::optional<FindingSeverity> {
        const auto findings = Findings::of(load(json));
        for (const ChecklistItem &item : findings->checklist())
            if (item.check == QLatin1String("vector-larger-than-document"))
                return item.severity;
        return std::nullopt;
    };
    Json json = catalogue();
    QVERIFY(!check(json));
    json["entities"][0]["avgSizeKB"] = 5;
    QCOMPARE(check(json), std::optional(FindingSeverity::Warning));
    json["entities"][0]["maxSizeKB"] = 5;
    QCOMPARE(check(json), std::optional(FindingSeverity::Error));
    json["entities"][0]["attributes"][3]["vector"]["dataType"] = "int8";
    QVERIFY(!check(json));
}

void TestSearchPatterns::topKIsKeptAndBoundedInTheFile()
{
    const Model model = load(catalogue());
    QVERIFY(model.accessPattern(QStringLiteral("AP3"))->topK);
    QCOMPARE(*model.accessPattern(QStringLiteral("AP3"))->topK, 10.0);
    QVERIFY(!model.accessPattern(QStringLiteral("AP2"))->topK);
    QCOMPARE(model.accessPattern(QStringLiteral("AP2"))->operation, Operation::VectorSearch);
    const Json saved = Json::parse(ModelWriter::toBytes(model).toStdString());
    QVERIFY(saved["accessPatterns"][2]["topK"] == Json(10));
    QVERIFY(!saved["accessPatterns"][1].contains("topK")); // written only when set
    QVERIFY(saved["accessPatterns"][3]["operation"] == Json("hybrid-search"));
    QVERIFY(saved["accessPatterns"][1]["filters"][1]["op"] == Json("near"));

    Json json = catalogue();
    json["accessPatterns"][2]["topK"] = 0;
    const LoadResult refused = ModelReader::readBytes(QByteArray::fromStdString(json.dump()));
    QCOMPARE(refused.errors.size(), size_t(1));
    QVERIFY2(refused.errors.front().format(QStringLiteral("m")).contains(QStringLiteral("/accessPatterns/2/topK")),
        qPrintable(refused.errors.front().format(QStringLiteral("m"))));
}

QTEST_GUILESS_MAIN(TestSearchPatterns)
#include "tst_searchpatterns.moc"

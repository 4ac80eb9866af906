// SPDX-License-Identifier: MIT
// The two design documents: golden files for the shared e-commerce example (read
// them: they are what users read), the template's sections in order, numbers that
// follow the model, and user text that cannot break the Markdown.
#include "exportmodels.h"
#include "testsupport.h"

#include "model/analysis/analysis.h"
#include "model/export/datamodeldocument.h"
#include "model/export/requirementsdocument.h"

#include <QDir>
#include <QRegularExpression>
#include <QTest>

using namespace cosmos;

namespace {

const QString kGolden = QStringLiteral(COSMOS_TEST_DATA "/golden/ecommerce/");

// Set COSMOS_UPDATE_GOLDEN=1 to rewrite the golden files from the current output,
// then review the difference with git before committing it.
void compareWithGolden(const QString &actual, const QString &name)
{
    const QString path = kGolden + name;
    if (qEnvironmentVariableIsSet("COSMOS_UPDATE_GOLDEN")) {
        QDir().mkpath(kGolden);
        QVERIFY(test::writeFile(path, actual.toUtf8()));
        return;
    }
    const QStringList expected = QString::fromUtf8(test::readAll(path)).split(QLatin1Char('\n'));
    const QStringList lines = actual.split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < std::min(expected.size(), lines.size()); ++i)
        if (expected[i] != lines[i])
            QFAIL(qPrintable(
                QStringLiteral("%1:%2 differs (COSMOS_UPDATE_GOLDEN=1 rewrites it)\n  golden: %3\n  now:    %4")
                    .arg(name, QString::number(i + 1), expected[i], lines[i])));
    QCOMPARE(lines.size(), expected.size());
}

const QString kRequirements = QStringLiteral("requirements");
const QString kDataModel = QStringLiteral("data model");

QStringList strings(std::initializer_list<const char *> texts)
{
    QStringList out;
    for (const char *text : texts)
        out << QString::fromUtf8(text);
    return out;
}

// The design document a data row names.
QString render(const QString &document, const Findings &findings)
{
    return document == kRequirements ? requirementsDocument(findings) : dataModelDocument(findings);
}

QStringList headings(const QString &markdown, const QString &marker)
{
    QStringList out;
    bool inCode = false;
    for (const QString &line : markdown.split(QLatin1Char('\n'))) {
        if (line.startsWith(QStringLiteral("```")))
            inCode = !inCode;
        else if (!inCode && line.startsWith(marker))
            out << line.mid(marker.size());
    }
    return out;
}

// Every table keeps the column count of its header on every row, and nothing
// outside code blocks starts a line with raw HTML.
void requireIntactMarkdown(const QString &markdown)
{
    int columns = -1;
    bool inCode = false;
    int row = 0;
    for (const QString &line : markdown.split(QLatin1Char('\n'))) {
        ++row;
        if (line.startsWith(QStringLiteral("```"))) {
            inCode = !inCode;
            continue;
        }
        if (inCode)
            continue;
        QVERIFY2(
            !line.trimmed().startsWith(QLatin1Char('<')), qPrintable(QStringLiteral("line %1: %2").arg(row).arg(line)));
        if (!line.startsWith(QLatin1Char('|'))) {
            columns = -1;
            continue;
        }
        if (columns < 0)
            columns = test::markdownCells(line);
        QVERIFY2(test::markdownCells(line) == columns, qPrintable(QStringLiteral("line %1: %2").arg(row).arg(line)));
    }
    QVERIFY(!inCode);
}

} // namespace

class TestExportDocuments : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void documentsMatchTheirGoldenFiles_data();
    void documentsMatchTheirGoldenFiles();
    void documentsFollowTheirTemplates_data();
    void documentsFollowTheirTemplates();
    void containersShowSampleDocuments();
    void numbersFollowTheModel();
    void hostileTextStaysInert();
    void uniqueKeysAndTimeToLiveAreExplained();
    void checklistTicksFollowTheModel();

private:
    Model m_shop;
};

void TestExportDocuments::initTestCase()
{
    m_shop = test::loadModel(test::samplePath(QStringLiteral("ecommerce.cosmos.json")));
}

void TestExportDocuments::documentsMatchTheirGoldenFiles_data()
{
    QTest::addColumn<QString>("document");
    QTest::addColumn<QString>("golden");
    QTest::newRow("requirements") << kRequirements << QStringLiteral("cosmosdb_requirements.md");
    QTest::newRow("data model") << kDataModel << QStringLiteral("cosmosdb_data_model.md");
}

void TestExportDocuments::documentsMatchTheirGoldenFiles()
{
    QFETCH(QString, document);
    QFETCH(QString, golden);
    compareWithGolden(render(document, *Findings::of(m_shop)), golden);
}

void TestExportDocuments::documentsFollowTheirTemplates_data()
{
    QTest::addColumn<QString>("document");
    QTest::addColumn<QString>("title");
    QTest::addColumn<QStringList>("sections");
    QTest::addColumn<QString>("subsectionMarker");
    QTest::addColumn<QStringList>("subsections");
    QTest::addColumn<QStringList>("tableHeaders");
    QTest::addColumn<QStringList>("fields");
    // The requirements' subsections are the template's, after the one we add: the
    // patterns' entities and lookups, which import-requirements reads back.
    QTest::newRow("requirements")
        << kRequirements << QStringLiteral("# Azure Cosmos DB NoSQL Modeling Session\n")
        << strings({"Application Overview", "Access Patterns Analysis", "Entity Relationships Deep Dive",
               "Enhanced Aggregate Analysis", "Container Consolidation Analysis",
               "Design Considerations (Subject to Change)", "Validation Checklist"})
        << QStringLiteral("### ")
        << strings({"Access Pattern Details", "User + Order Container Item Analysis",
               "Order + OrderItem Container Item Analysis", "Product + Review Container Item Analysis",
               "Identifying Relationship Check", "Consolidation Decision Framework", "Consolidation Candidates Review",
               "Consolidation Rules"})
        << strings({"| Pattern # | Description | RPS (Peak and Average) | Type | Attributes Needed | "
                    "Key Requirements | Design Considerations | Status |\n",
               "| Parent | Child | Relationship | Access Overlap | Consolidation Decision | "
               "Justification |\n"})
        << strings({"Domain", "Key Entities", "Business Context", "Scale", "Geographic Distribution",
               "Access Correlation", "Query Patterns", "Size Constraints", "Update Patterns", "Decision",
               "Justification", "Hot Partition Concerns", "Large Fan-out with Many Physical Partitions",
               "Cross-Partition Query Costs", "Indexing Strategy", "Multi-Document Opportunities",
               "Multi-Entity Query Patterns", "Denormalization Ideas", "Global Distribution"});
    QTest::newRow("data model")
        << kDataModel << QStringLiteral("# Azure Cosmos DB NoSQL Data Model\n")
        << strings({"Design Philosophy & Approach", "Aggregate Design Decisions", "Container Designs",
               "Access Pattern Mapping", "Hot Partition Analysis", "Trade-offs and Optimizations",
               "Global Distribution Strategy", "Validation Results", "Cost Assumptions"})
        << QStringLiteral("#### ") << strings({"Indexing Strategy", "Indexing Strategy", "Reads", "Writes"})
        << strings({"| Pattern | Description | Container/Index | Cosmos DB Operation | Implementation Notes |\n"})
        << strings({"Purpose", "Aggregate Boundary", "Partition Key", "Document Types", "Attributes",
               "Access Patterns Served", "Throughput Planning", "Consistency Level", "Indexing Policy",
               "Included Paths", "Excluded Paths", "Composite Indexes", "RU Impact", "Multi-Region Configuration",
               "Consistency Levels", "Conflict Resolution", "Regional Failover"});
}

void TestExportDocuments::documentsFollowTheirTemplates()
{
    QFETCH(QString, document);
    QFETCH(QString, title);
    QFETCH(QStringList, sections);
    QFETCH(QString, subsectionMarker);
    QFETCH(QStringList, subsections);
    QFETCH(QStringList, tableHeaders);
    QFETCH(QStringList, fields);
    const QString doc = render(document, *Findings::of(m_shop));
    QVERIFY(doc.startsWith(title));
    QCOMPARE(headings(doc, QStringLiteral("## ")), sections);
    QCOMPARE(headings(doc, subsectionMarker), subsections);
    for (const QString &header : tableHeaders)
        QVERIFY2(doc.contains(header), qPrintable(header));
    for (const QString &field : fields)
        QVERIFY2(doc.contains(QStringLiteral("- **%1**:").arg(field)), qPrintable(field));
    requireIntactMarkdown(doc);
}

void TestExportDocuments::containersShowSampleDocuments()
{
    // Each container shows 5 to 10 documents in a JSON block.
    const QString doc = dataModelDocument(*Findings::of(m_shop));
    QCOMPARE(doc.count(QStringLiteral("10 representative documents, as in `samples/")), 2);
}

void TestExportDocuments::numbersFollowTheModel()
{
    // AP8 creates a 2 KB user: 6.29 RU on the size curve plus 0.2 RU for each of its
    // 5 × 4/14 indexed terms (UserOrders indexes 4 of its 14 properties) = 6.5757 RU,
    // 329 RU/s at 50 a second. At 1 RU a term it is 6.29 + 1.4286 = 7.72 RU, 386 RU/s
    // on average and 926 at peak (120 a second), and the table says the assumption changed.
    Model model = m_shop;
    QVERIFY(
        requirementsDocument(*Findings::of(model))
            .contains(QStringLiteral("| AP8 | Create a user account at sign-up | 120 peak / 50 avg | Write (create) "
                                     "| `userId`, `name`, `email` | ≤ 200 ms; session consistency | write on "
                                     "UserOrders: 6.58 RU, 329 RU/s on average | ✅ validated |")));
    model.assumptions[QStringLiteral("indexedTermRu")] = 1;
    const auto analysis = analyze(model);
    QVERIFY(requirementsDocument(test::findingsOf(model, analysis))
                .contains(QStringLiteral("write on UserOrders: 7.72 RU, 386 RU/s on average")));
    const QString dataModel = dataModelDocument(test::findingsOf(model, analysis));
    QVERIFY(dataModel.contains(
        QStringLiteral("| `indexedTermRu` | 1 | RU | Write cost of each indexed term a written document holds | "
                       "changed (default 0.2) |")));
    QVERIFY(dataModel.contains(
        QStringLiteral("| AP8 | Create a user account at sign-up | UserOrders | `CreateItem` | 7.72 RU "
                       "per request; 386 RU/s on average, 926 at peak |")));
    // Another application name, another title line; another region, another plan.
    model.application.name = QStringLiteral("Shop two");
    model.application.regions = {QStringLiteral("westeurope"), QStringLiteral("northeurope")};
    const QString two = dataModelDocument(*Findings::of(model));
    QVERIFY(two.contains(QStringLiteral("_Shop two: the data model")));
    QVERIFY(two.contains(QStringLiteral("2 regions (westeurope, northeurope) in failover order")));
}

void TestExportDocuments::hostileTextStaysInert()
{
    Model model = m_shop;
    const QString hostile = QStringLiteral("Get | all `orders`\n<script>alert(1)</script> **now**\r\n| x | y |");
    model.application.name = hostile;
    model.application.businessContext = hostile;
    model.application.domain = hostile;
    model.accessPatterns[0].description = hostile;
    model.accessPatterns[0].attributesNeeded << QStringLiteral("a|b`c");
    model.entities[0].name = QStringLiteral("Us|er <b>\n");
    for (const QString &doc :
        {requirementsDocument(*Findings::of(model)), dataModelDocument(*Findings::of(model))}) {
        requireIntactMarkdown(doc);
        QVERIFY(!doc.contains(QStringLiteral("<script>")));
        QVERIFY(!doc.contains(QStringLiteral("Us|er")));
    }
    const QString requirements = requirementsDocument(*Findings::of(model));
    QVERIFY(requirements.contains(QStringLiteral("| AP1 | Get \\| all \\`orders\\` \\<script\\>alert(1)\\</script\\> "
                                                 "\\*\\*now\\*\\* \\| x \\| y \\| |")));
    QVERIFY(requirements.contains(QStringLiteral("``a\\|b`c``")));
}

void TestExportDocuments::uniqueKeysAndTimeToLiveAreExplained()
{
    const Model model = test::featureModel();
    const QString doc = dataModelDocument(*Findings::of(model));
    requireIntactMarkdown(doc);
    // Members: the policy, its scope, the sparse key and the two notes.
    QVERIFY(doc.contains(QStringLiteral("- **Unique Keys**: [`/email`], [`/firstName`, `/lastName`], [`/nickname`], "
                                        "each unique within one `/clubId` value.")));
    QVERIFY(doc.contains(QStringLiteral("Member.email is unique only within one /clubId value")));
    QVERIFY(doc.contains(QStringLiteral("Member.nickname is not required, but a missing value counts as null")));
    QVERIFY(doc.contains(QStringLiteral("compared case-sensitively")));
    QVERIFY(doc.contains(QStringLiteral("fixed when the container is created")));
    // Customer.email is left out of CustomerSessions: sessions share its partitions.
    QVERIFY(
        doc.contains(QStringLiteral("Customer.email is marked unique, but the Session documents in CustomerSessions "
                                    "have no /email")));
    QVERIFY(doc.contains(QStringLiteral("`defaultTtl` -1: expiry is on, and only items that carry their own `ttl` "
                                        "expire (Session after 86,400 s).")));
}

void TestExportDocuments::checklistTicksFollowTheModel()
{
    Model model = m_shop;
    QVERIFY(requirementsDocument(*Findings::of(model))
                .contains(QStringLiteral("- [x] A write pattern exists for every entity that is read, and a read for "
                                         "every entity written ✅\n")));
    // Without AP8 users are read but never written; without a latency target AP7 is incomplete.
    model.accessPatterns.erase(model.accessPatterns.begin() + 7);
    model.accessPatterns[6].latencySloMs.reset();
    const QString doc = requirementsDocument(*Findings::of(model));
    QVERIFY(doc.contains(QStringLiteral("- [ ] A write pattern exists for every entity that is read, and a read for "
                                        "every entity written\n  - User is read by AP1 (“Get user profile by user id at login”) and "
                                        "AP2 but never created or changed.\n")));
    QVERIFY(doc.contains(QStringLiteral("  - AP7 has no latency target.\n")));
}

QTEST_GUILESS_MAIN(TestExportDocuments)
#include "tst_exportdocuments.moc"

// SPDX-License-Identifier: MIT
// The container definitions and ARM templates that exports write, validated with a
// real JSON-schema validator (ajv, tests/tools/validate-exports.mjs) against Azure's
// published schemas and documented limits — for the shared example, for generated
// models of several sizes and for a model that uses every export feature.
#include "exportmodels.h"
#include "syntheticmodel.h"
#include "testsupport.h"

#include "model/analysis/analysis.h"
#include "model/export/exportfolder.h"

#include <QDir>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace cosmos;

namespace {

const QString kTools = QStringLiteral(COSMOS_SOURCE_DIR "/tests/tools");
const QString kSchemas = QStringLiteral(COSMOS_SOURCE_DIR "/tests/data/azure-schema");
const QString kSharedSchemas = QStringLiteral(COSMOS_SOURCE_DIR "/../shared/azure-schema");

Model withMode(Model model, CapacityMode mode, const QStringList &regions, bool multiWrite, Consistency consistency)
{
    model = test::withCapacity(std::move(model), mode, regions);
    model.application.multiRegionWrites = multiWrite;
    model.application.consistency = consistency;
    return model;
}

} // namespace

class TestExportConformance : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void exportsValidate_data();
    void exportsValidate();
    void vendoredSchemasMatchTheSharedOnes();

private:
    QString m_node;
};

void TestExportConformance::initTestCase()
{
    m_node = QStandardPaths::findExecutable(QStringLiteral("node"));
    if (m_node.isEmpty())
        QFAIL("node (Node.js) is not installed; run the README's test command (tools/test), which installs it");
    if (!QFileInfo::exists(kTools + QStringLiteral("/node_modules/ajv/package.json")))
        QFAIL("tests/tools/node_modules is missing: run the README's test command (tools/test), or "
              "npm ci --prefix tests/tools");
}

void TestExportConformance::exportsValidate_data()
{
    QTest::addColumn<Model>("model");
    const Model shop = test::loadModel(test::samplePath(QStringLiteral("ecommerce.cosmos.json")));
    const QStringList three {QStringLiteral("japaneast"), QStringLiteral("japanwest"), QStringLiteral("eastus")};
    QTest::newRow("e-commerce example") << shop;
    QTest::newRow("e-commerce, provisioned, 3 regions, multi-region writes, strong")
        << withMode(shop, CapacityMode::Provisioned, three, true, Consistency::Strong);
    QTest::newRow("e-commerce, serverless, 2 regions")
        << withMode(shop, CapacityMode::Serverless, three.mid(0, 2), false, Consistency::BoundedStaleness);
    QTest::newRow("e-commerce, no region") << withMode(shop, CapacityMode::Autoscale, {}, false, Consistency::Eventual);
    QTest::newRow("every export feature") << test::featureModel();
    QTest::newRow("names hostile to files, valid for Azure") << test::hostileNamesModel(false);
    QTest::newRow("generated, 20 entities") << syntheticModel(20);
    QTest::newRow("generated, 100 entities, provisioned") << withMode(
        syntheticModel(100, 7), CapacityMode::Provisioned, {QStringLiteral("westeurope")}, false, Consistency::Session);
    QTest::newRow("generated, 300 entities") << syntheticModel(300);
    QTest::newRow("product search: vectors, full text, a computed property")
        << test::loadModel(test::samplePath(QStringLiteral("product-search.cosmos.json")));
    // Remedies (RULES.md section 13): the blogging requirements get a one-partition
    // feed and a user's posts in the users container by themselves; served by a global
    // secondary index, a user's posts bring the preview API to the index and the
    // account, and the GA one stays everywhere else.
    Model blogging = test::loadModel(test::dataPath(QStringLiteral("engine/blogging-requirements.cosmos.json")));
    QTest::newRow("blogging, the article's two views") << blogging;
    blogging.overrides.remedies[QStringLiteral("Q3")] = RemedyKind::Gsi;
    QTest::newRow("blogging, a global secondary index") << blogging;
}

void TestExportConformance::exportsValidate()
{
    QFETCH(Model, model);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const ExportResult result = exportFolder(*Findings::of(model), dir.path(), allExportProducts());
    QVERIFY2(result.errors.isEmpty(), qPrintable(result.errors.join(QLatin1Char('\n'))));
    QVERIFY(result.written.contains(QStringLiteral("azuredeploy.json")));

    QProcess node;
    node.setProcessChannelMode(QProcess::MergedChannels);
    node.start(
        m_node, {kTools + QStringLiteral("/validate-exports.mjs"), QStringLiteral("--schemas"), kSchemas, dir.path()});
    QVERIFY2(node.waitForFinished(120000), "the validator did not finish");
    const QString output = QString::fromUtf8(node.readAll());
    QVERIFY2(node.exitStatus() == QProcess::NormalExit && node.exitCode() == 0, qPrintable(output));
    // The validator saw every container the analysis produced.
    const auto analysis = analyze(model);
    QVERIFY2(output.contains(QStringLiteral("valid: ")), qPrintable(output));
    QVERIFY2(
        output.contains(QStringLiteral("%1 container files").arg(analysis->containers.size())), qPrintable(output));
    QVERIFY2(output.contains(QStringLiteral("%1 ARM containers").arg(analysis->containers.size())), qPrintable(output));
}

void TestExportConformance::vendoredSchemasMatchTheSharedOnes()
{
    const QDir shared(kSharedSchemas);
    if (!shared.exists())
        QSKIP("../shared/azure-schema is not next to this checkout; the vendored copy is used as it is");
    const QStringList files = shared.entryList(QDir::Files, QDir::Name);
    QVERIFY(!files.isEmpty());
    for (const QString &file : files)
        QVERIFY2(test::readAll(shared.filePath(file)) == test::readAll(kSchemas + QLatin1Char('/') + file),
            qPrintable(file + QStringLiteral(" differs from ../shared/azure-schema")));
}

QTEST_GUILESS_MAIN(TestExportConformance)
#include "tst_exportconformance.moc"

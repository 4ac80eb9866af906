// SPDX-License-Identifier: MIT
// What a panel shows before anyone clicks: the container a review wants to see,
// and routes named as the key table names them.
#include "guitest.h"
#include "panelwindow.h"
#include "testsupport.h"

#include "model/analysis/analysis.h"
#include "model/analysis/analysistext.h"
#include "views/document/modeldocument.h"
#include "views/explain/explainer.h"
#include "views/panels/accesspatternmodel.h"
#include "views/panels/accesspatternspanel.h"
#include "views/panels/heatmappanel.h"

#include <QTest>

using namespace cosmos;

namespace {
// A teaching sample in a window of its own.
struct Fixture : test::PanelWindow {
    explicit Fixture(const QString &sample)
        : test::PanelWindow(test::loadModel(test::samplePath(sample)))
    { }
};
} // namespace

class TestFirstLook : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::failOnUnexpectedWarnings(); }
    void hotPartitionsOpensOnTheHotContainer();
    void aKeyPrefixQueryIsNotCalledCrossPartition();
};

// The viral-post lesson: Members comes first and is fine; the panel opens on
// PostCommentLikes, where the viral post is hot.
void TestFirstLook::hotPartitionsOpensOnTheHotContainer()
{
    Fixture f(QStringLiteral("social-viral-post.cosmos.json"));
    QCOMPARE(f.document.analysis()->containers.front().name, QStringLiteral("Members"));
    auto *panel = f.show<HeatmapPanel>();
    QVERIFY(panel->shownContainer());
    QCOMPARE(panel->shownContainer()->name, QStringLiteral("PostCommentLikes"));
    QCOMPARE(panel->shownContainer()->hottest.status, HeatStatus::Hot);
    // A container the user picks stays shown after the next analysis.
    panel->showContainer(QStringLiteral("Members"));
    panel->refreshNow();
    QCOMPARE(panel->shownContainer()->name, QStringLiteral("Members"));
}

// Under /companyId, /userId a sign-in that gives only the company asks that
// company's partitions: the key table lists no cross-partition pattern, and the
// access-pattern table says "key prefix" without the cross-partition warning colour,
// and Explain (with the walkthrough that shows its line) and the text report call it a
// key-prefix query, not a cross-partition one.
void TestFirstLook::aKeyPrefixQueryIsNotCalledCrossPartition()
{
    Fixture f(QStringLiteral("saas-multitenant.cosmos.json"));
    const ContainerAnalysis &container = f.document.analysis()->containers.front();
    QCOMPARE(container.partitionKey, (QStringList {QStringLiteral("/companyId"), QStringLiteral("/userId")}));
    for (const KeyEvaluation &e : container.keyEvaluation)
        if (e.chosen)
            QVERIFY(e.crossPartitionPatterns.isEmpty());
    auto *panel = f.show<AccessPatternsPanel>();
    const AccessPatternModel *model = panel->tableModel();
    const int row = model->rowOf(QStringLiteral("AP1"));
    QVERIFY(row >= 0);
    const QModelIndex route = model->index(row, AccessPatternModel::Route);
    QCOMPARE(route.data().toString(), QStringLiteral("key prefix"));
    QVERIFY(!route.data(Qt::ForegroundRole).isValid());
    // The analysis, and its JSON, still route it as a query over several partitions.
    const PatternAnalysis *ap1 = f.document.analysis()->accessPattern(QStringLiteral("AP1"));
    QCOMPARE(ap1->kind, RouteKind::CrossPartitionQuery);
    const QString explained = Explainer(*f.document.findings()).accessPattern(QStringLiteral("AP1")).brief;
    QVERIFY2(explained.startsWith(QStringLiteral("key-prefix query on CompanyUserTimeEntries")), qPrintable(explained));
    const QString report = analysisToText(*f.document.findings());
    QVERIFY(report.contains(QStringLiteral("AP1  CompanyUserTimeEntries  key-prefix query, ")));
    QVERIFY(!report.contains(QStringLiteral("cross-partition query")));
}

QTEST_MAIN(TestFirstLook)
#include "tst_firstlook.moc"

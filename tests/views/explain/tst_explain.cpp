// SPDX-License-Identifier: MIT
// Explain: the panel and the canvas tooltips say what the analysis decided, with the
// numbers, for whatever is selected or under the pointer, and follow every edit.
#include "guitest.h"
#include "panelwindow.h"
#include "testsupport.h"

#include "model/analysis/analysis.h"
#include "views/canvas/entityitem.h"
#include "views/canvas/modelscene.h"
#include "views/document/documentselection.h"
#include "views/document/modeldocument.h"
#include "views/explain/explainer.h"
#include "views/panels/explainpanel.h"

#include <QTest>

using namespace cosmos;

class TestExplain : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init() { test::failOnUnexpectedWarnings(); }

    void relationshipShowsSharesRuleAndTrace();
    void patternFollowsAnEdit();
    void entityShowsItsContainerAndKey();
    void overviewShowsWhatToLookFor();
    void canvasTooltipExplainsTheCardUnderThePointer();
};

namespace {

struct Fixture : test::SamplePanel<ExplainPanel> {
    explicit Fixture(const QString &sample = QStringLiteral("ecommerce.cosmos.json"))
        : SamplePanel(sample, QSize(600, 800))
    { }
    void select(ObjectKind kind, const QString &id)
    {
        document.selection()->select(kind, id);
        panel->refreshNow();
    }
};

} // namespace

void TestExplain::relationshipShowsSharesRuleAndTrace()
{
    Fixture f;
    f.select(ObjectKind::Relationship, QStringLiteral("user-orders"));
    const QString text = f.panel->text();
    // User reads: AP1 550 + AP2 450 = 1,000 a second; AP2 also reads orders: 450 →
    // 45% together, 55% user alone. Identifying, in the co-locate band → rule 5.
    QVERIFY2(text.contains(QStringLiteral("Multi-document container by rule 5")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("45% of User reads also read Order")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Reads of User: 1,000 a second on average")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("User alone: 55% of the reads")), qPrintable(text));
    // The trace: the rules in order, and the three designs' costs.
    QVERIFY(text.contains(QStringLiteral("The rules, in order")));
    QVERIFY(text.contains(QStringLiteral("What each design would cost")));
}

void TestExplain::patternFollowsAnEdit()
{
    Fixture f;
    f.select(ObjectKind::AccessPattern, QStringLiteral("AP7"));
    // 19 reviews of 1 KB sorted by createdAt, which the product lacks: 2.5 + 19 × 0.16 =
    // 5.54 RU, and the 5 KB product by a point read, 1.1875 RU: 6.7275 RU a request,
    // × 300 a second = 2,018 RU/s (a word joiner after the slash keeps the rate on one line).
    QVERIFY2(f.panel->text().contains(QStringLiteral("6.73 RU per request · 2,018 RU/\u2060s on average")),
        qPrintable(f.panel->text()));
    QVERIFY2(f.panel->text().contains(
                 QStringLiteral("2.5 RU index lookup per partition × 1 + 3.04 RU to load the documents = 5.54 RU")),
        qPrintable(f.panel->text()));
    // Why the product is a request of its own.
    QVERIFY2(f.panel->text().contains(QStringLiteral("Product documents have no createdAt: a query on it would miss "
                                                     "them, or sort them after every page of the others")),
        qPrintable(f.panel->text()));
    // Twice the traffic, twice the RU/s: 6.7275 × 600 = 4,036.5 — without a refresh.
    QVERIFY(f.document.apply(
        {Change::set(ObjectKind::AccessPattern, QStringLiteral("AP7"), "rpsAvg", 600)}, QStringLiteral("RPS")));
    QTRY_VERIFY2(f.panel->text().contains(QStringLiteral("6.73 RU per request · 4,037 RU/\u2060s on average")),
        qPrintable(f.panel->text()));
}

void TestExplain::entityShowsItsContainerAndKey()
{
    Fixture f;
    f.select(ObjectKind::Entity, QStringLiteral("orderItem"));
    // Order items are embedded in their order, which shares UserOrders with its user.
    QVERIFY2(f.panel->text().contains(QStringLiteral("Embedded in each Order document in UserOrders.")),
        qPrintable(f.panel->text()));
    f.select(ObjectKind::Entity, QStringLiteral("user"));
    const QString text = f.panel->text();
    QVERIFY2(text.contains(QStringLiteral("Stored as its own documents in UserOrders, keyed by /userId.")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("Read by AP1 (on average 550 a second), AP2 (on average 450")));
    QVERIFY(text.contains(QStringLiteral("Written by AP8 (on average 50 a second).")));
    // ...followed by its container: why the key, and the hottest partition.
    QVERIFY(text.contains(QStringLiteral("Why this partition key")));
    QVERIFY(text.contains(QStringLiteral("Hottest logical partition: within limits")));
}

void TestExplain::overviewShowsWhatToLookFor()
{
    Fixture f(QStringLiteral("catalog-reviews.cosmos.json"));
    f.document.selection()->clear();
    f.panel->refreshNow();
    const QString text = f.panel->text();
    QVERIFY2(text.contains(QStringLiteral("What to look for")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("46.9 MB"))); // the best-seller's reviews, from the sample's lesson
}

void TestExplain::canvasTooltipExplainsTheCardUnderThePointer()
{
    Fixture f;
    ModelScene scene(&f.document);
    scene.sync();
    EntityItem *user = scene.entityItem(QStringLiteral("user"));
    QVERIFY(user);
    const QPointF title = user->mapToScene(user->titleRect().center());
    const QString tip = scene.toolTipAt(title);
    QVERIFY2(tip.contains(QStringLiteral("Stored as its own documents in UserOrders, keyed by /userId.")), qPrintable(tip));
    // Far away from everything: no tooltip.
    QVERIFY(scene.toolTipAt(scene.contentRect().bottomRight() + QPointF(500, 500)).isEmpty());
}

QTEST_MAIN(TestExplain)
#include "tst_explain.moc"

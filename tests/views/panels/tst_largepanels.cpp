// SPDX-License-Identifier: MIT
// The panels of a model of hundreds of containers show what a person can read and
// keep no more than that: the Costs chart gives the busiest containers a bar each and
// sums the rest into one (thousands of bars held 110 MB of chart items at 16,000
// containers and drew nothing readable).
#include "testsupport.h"

#include "model/analysis/analysis.h"
#include "views/document/modeldocument.h"
#include "views/panels/costspanel.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QHorizontalStackedBarSeries>
#include <QTest>

using namespace cosmos;

namespace {

// 300 unrelated entities, each its own container, read by id at 1 to 300 RPS: the
// containers' peaks differ, so the busiest are known.
Model manyContainers()
{
    Model model;
    model.application.name = QStringLiteral("Many");
    for (int i = 0; i < 300; ++i) {
        Entity entity = test::makeEntity(QStringLiteral("e%1").arg(i), QStringLiteral("Entity%1").arg(i), 1000, 1);
        model.entities.push_back(entity);
        AccessPattern read;
        read.id = QStringLiteral("AP%1").arg(i + 1);
        read.description = QStringLiteral("Read entity %1").arg(i);
        read.operation = Operation::PointRead;
        read.entities = {entity.id};
        read.rpsAvg = i + 1;
        read.rpsPeak = i + 1;
        model.accessPatterns.push_back(read);
    }
    return model;
}

} // namespace

class TestLargePanels : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void theCostsChartSumsWhatItHasNoRoomFor();
};

void TestLargePanels::theCostsChartSumsWhatItHasNoRoomFor()
{
    ModelDocument document;
    document.reset(manyContainers(), QString());
    document.recomputeNow();
    const Analysis &analysis = *document.analysis();
    QCOMPARE(analysis.containers.size(), size_t(300));

    QWidget window;
    auto *costs = new CostsPanel(&document, &window);
    window.resize(1280, 400);
    costs->setGeometry(QRect(QPoint(), window.size()));
    window.show();
    costs->refreshNow();

    auto *series = qobject_cast<QHorizontalStackedBarSeries *>(costs->loadChart()->series().constFirst());
    QVERIFY(series);
    const auto axes = costs->loadChart()->axes(Qt::Vertical);
    QCOMPARE(axes.size(), 1);
    const QStringList categories = qobject_cast<QBarCategoryAxis *>(axes.front())->categories();
    // A readable row each in a chart a few hundred pixels high: far fewer than 300.
    QVERIFY2(categories.size() >= 3 && categories.size() < 30, qPrintable(QString::number(categories.size())));
    const int named = int(categories.size()) - 1;
    QCOMPARE(categories.last(), CostsPanel::tr("%Ln more", "containers", 300 - named));
    // Every row's name drawn whole: Qt Charts draws a label without room as "...".
    QTest::qWait(100); // the chart lays its axes out when the view has its size
    QStringList drawnTexts;
    for (const QGraphicsItem *item : costs->loadChart()->scene()->items())
        if (const auto *text = dynamic_cast<const QGraphicsTextItem *>(item))
            drawnTexts << text->toPlainText();
    for (const QString &category : categories)
        QVERIFY2(drawnTexts.contains(category), qPrintable(drawnTexts.join(QStringLiteral(" | "))));

    // The named rows are the busiest: the entities read at the highest rates (the last
    // ones), in the analysis' order; each row and the "other" row add up to their peaks.
    double othersPeak = 0, total = 0;
    for (const ContainerAnalysis &container : analysis.containers) {
        total += container.ruPerSecondPeak;
        if (!categories.contains(container.name))
            othersPeak += container.ruPerSecondPeak;
    }
    for (int row = 0; row < named; ++row) {
        QCOMPARE(categories[row], QStringLiteral("Entity%1").arg(300 - named + row));
        double drawn = 0;
        for (QBarSet *set : series->barSets())
            drawn += set->at(row);
        QVERIFY(std::abs(drawn - analysis.container(categories[row])->ruPerSecondPeak) < 1e-6);
    }
    double drawnOthers = 0, drawnTotal = 0;
    for (QBarSet *set : series->barSets()) {
        drawnOthers += set->at(named);
        for (int row = 0; row <= named; ++row)
            drawnTotal += set->at(row);
    }
    QVERIFY2(std::abs(drawnOthers - othersPeak) < 1e-6 * othersPeak, qPrintable(QString::number(drawnOthers)));
    QVERIFY(std::abs(drawnTotal - total) < 1e-6 * total);
}

QTEST_MAIN(TestLargePanels)
#include "tst_largepanels.moc"

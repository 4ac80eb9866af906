// SPDX-License-Identifier: MIT
// RULES.md section 15: assumptions calibrated from measured charges, on the cost
// model's own hand-computed example (tst_costmodel): after the calibration, applied
// as one edit, the estimates are the measured charges.
#include "analysis/costexample.h"

#include "model/analysis/analysis.h"
#include "model/analysis/calibration.h"
#include "model/document/modeleditor.h"

#include <QTest>

#include <cmath>

using namespace cosmos;

namespace {

// Estimates before any calibration (test::sizeCurveExample gives the arithmetic):
// R 1.14, T 1, C 7.07, U 14.14, P 14.94, D 7.07, Q 2.6824.
double estimate(const Model &model, const char *id)
{
    return analyze(model)->accessPattern(QString::fromLatin1(id))->ruPerRequest;
}

} // namespace

class TestCalibration : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void estimatesBecomeTheMeasuredCharges();
    void oneEditUndoneRestoresTheModel();
    void nothingMeasuredChangesNothing();
    void factorsAreBounded();
};

void TestCalibration::estimatesBecomeTheMeasuredCharges()
{
    // Reads measured at twice the estimate, writes at half, and the query at
    // 2.5 + 0.16 × 2.28 = 2.8648 (its document read at the new point-read cost)
    // times 2: 5.7296.
    const Model model = test::sizeCurveExample();
    const std::map<QString, double> measured {{QStringLiteral("R"), 2.28}, {QStringLiteral("T"), 2},
        {QStringLiteral("C"), 3.535}, {QStringLiteral("U"), 7.07}, {QStringLiteral("P"), 7.47},
        {QStringLiteral("D"), 3.535}, {QStringLiteral("Q"), 5.7296}};
    const Calibration calibration = calibrateAssumptions(model, measured);
    QCOMPARE(calibration.reads.value, 2.0);
    QCOMPARE(calibration.reads.patterns, 2);
    QCOMPARE(calibration.writes.value, 0.5);
    QCOMPARE(calibration.writes.patterns, 4);
    QVERIFY(std::abs(calibration.queries.value - 2.0) < 1e-9);
    QCOMPARE(calibration.changes.size(), size_t(4)); // the size curve, indexedTermRu, queryBaseRu, queryDocumentLoad

    Model calibrated = model;
    const EditResult applied = ModelEditor::apply(calibrated, calibration.changes);
    QVERIFY(applied.ok);
    QCOMPARE(calibrated.assumptions.at(QStringLiteral("indexedTermRu")), 0.1);
    QCOMPARE(calibrated.assumptions.at(QStringLiteral("queryBaseRu")), 5.0);
    QCOMPARE(calibrated.assumptions.at(QStringLiteral("queryDocumentLoad")), 0.32);
    for (const auto &[id, charge] : measured)
        QVERIFY2(std::abs(estimate(calibrated, qPrintable(id)) - charge) < 0.001,
            qPrintable(QStringLiteral("%1: estimated %2, measured %3").arg(id).arg(estimate(calibrated, qPrintable(id))).arg(charge)));
}

void TestCalibration::oneEditUndoneRestoresTheModel()
{
    Model model = test::sizeCurveExample();
    const Model before = model;
    const Calibration calibration = calibrateAssumptions(model, {{QStringLiteral("R"), 3.42}});
    QCOMPARE(calibration.reads.value, 3.0);
    QCOMPARE(calibration.changes.size(), size_t(1)); // reads only: the size curve
    const EditResult applied = ModelEditor::apply(model, calibration.changes);
    QVERIFY(applied.ok);
    QVERIFY(!(model == before));
    QVERIFY(ModelEditor::apply(model, applied.inverse).ok);
    QVERIFY(model == before);
}

void TestCalibration::nothingMeasuredChangesNothing()
{
    QVERIFY(calibrateAssumptions(test::sizeCurveExample(), {}).empty());
    QVERIFY(calibrateAssumptions(test::sizeCurveExample(), {{QStringLiteral("unknown"), 5}}).empty());
}

void TestCalibration::factorsAreBounded()
{
    const Calibration wild = calibrateAssumptions(test::sizeCurveExample(), {{QStringLiteral("R"), 1140}});
    QCOMPARE(wild.reads.value, 20.0);
    const Calibration tiny = calibrateAssumptions(test::sizeCurveExample(), {{QStringLiteral("R"), 0.001}});
    QCOMPARE(tiny.reads.value, 0.05);
}

QTEST_GUILESS_MAIN(TestCalibration)
#include "tst_calibration.moc"

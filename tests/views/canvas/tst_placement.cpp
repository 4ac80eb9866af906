// SPDX-License-Identifier: MIT
// Where a new card goes: the free spot nearest the one wanted, never on another card.
#include "views/canvas/placement.h"

#include <QRandomGenerator>
#include <QTest>

using namespace cosmos;

class TestPlacement : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void aFreeSpotIsKeptOnTheGrid()
    {
        const QList<QRectF> occupied {QRectF(0, 0, 200, 100)};
        QCOMPARE(freeSpotNear(QPointF(503, 298), QSizeF(100, 50), occupied), QPointF(500, 300));
    }

    void anOccupiedSpotMovesToTheNearestFreeOne()
    {
        // A 100×50 card with a 20 px gap at (0, 0) overlaps the card at (0, 0, 200, 100).
        // Free corners: up to y ≤ −70 (−80 on the grid, 4 steps), left to x ≤ −120
        // (6 steps), down to y ≥ 120 (6 steps), right to x ≥ 220 (11 steps): up wins.
        const QList<QRectF> occupied {QRectF(0, 0, 200, 100)};
        QCOMPARE(freeSpotNear(QPointF(0, 0), QSizeF(100, 50), occupied), QPointF(0, -80));
    }

    void neverOnACardHoweverCrowded()
    {
        QRandomGenerator random(7);
        QList<QRectF> occupied;
        for (int i = 0; i < 300; ++i)
            occupied << QRectF(random.bounded(4000), random.bounded(3000), 230, 100 + random.bounded(200));
        for (int i = 0; i < 20; ++i) {
            const QPointF wanted(random.bounded(4000), random.bounded(3000));
            const QPointF corner = freeSpotNear(wanted, QSizeF(230, 120), occupied);
            const QRectF card(corner, QSizeF(230, 120));
            for (const QRectF &taken : occupied)
                QVERIFY2(!taken.intersects(card), qPrintable(QStringLiteral("%1,%2").arg(corner.x()).arg(corner.y())));
        }
    }
};

QTEST_APPLESS_MAIN(TestPlacement)
#include "tst_placement.moc"

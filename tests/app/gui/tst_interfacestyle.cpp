// SPDX-License-Identifier: MIT
// The interface style's two promises: a row of a table in Hindi has its Devanagari
// and its Latin cells on one baseline, as on a line of printed text; a long button
// label keeps room between its text and the frame.
#include "buttonpaddingstyle.h"
#include "scriptbaselinestyle.h"

#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QPushButton>
#include <QStyleFactory>
#include <QTableWidget>
#include <QTest>

#include <memory>

using namespace cosmos;

namespace {

const QString kDevanagari = QStringLiteral("पॉइंट रीड");
const QString kLatin = QStringLiteral("Customer");

// The lowest row of dark pixels within `area` of `image`.
int inkBottom(const QImage &image, const QRect &area)
{
    for (int y = area.bottom(); y >= area.top(); --y)
        for (int x = area.left(); x <= area.right(); ++x)
            if (qGray(image.pixel(x, y)) < 110)
                return y;
    return -1;
}

// How much lower the Devanagari's ink ends than the Latin's when both stand on
// one baseline, as on a printed line: not zero, its letters dip a little below it.
int printedOffset()
{
    QImage image(500, 100, QImage::Format_RGB32);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        painter.setFont(QApplication::font());
        painter.setPen(Qt::black);
        painter.drawText(QPointF(10, 60), kDevanagari);
        painter.drawText(QPointF(260, 60), kLatin);
    }
    return inkBottom(image, QRect(0, 0, 250, 100)) - inkBottom(image, QRect(250, 0, 250, 100));
}

// The same in one row of a table drawn with `style`.
int tableOffset(QStyle *style)
{
    QTableWidget table(1, 2);
    table.setStyle(style);
    table.setShowGrid(false);
    table.resize(500, 120);
    table.setColumnWidth(0, 200);
    table.setColumnWidth(1, 200);
    table.setRowHeight(0, 40);
    table.setItem(0, 0, new QTableWidgetItem(kDevanagari));
    table.setItem(0, 1, new QTableWidgetItem(kLatin));
    QImage image(table.size(), QImage::Format_RGB32);
    image.fill(Qt::white);
    table.render(&image);
    const QPoint origin = table.viewport()->mapTo(&table, QPoint(0, 0));
    const auto cell = [&](int column) {
        return table.visualRect(table.model()->index(0, column)).translated(origin).adjusted(4, 2, -4, -2);
    };
    return inkBottom(image, cell(0)) - inkBottom(image, cell(1));
}

// The room a button drawn with `style` leaves beside `label`, both sides together.
int buttonRoom(QStyle *style, const QString &label)
{
    QPushButton button(label);
    button.setStyle(style);
    return button.sizeHint().width() - button.fontMetrics().horizontalAdvance(label);
}

} // namespace

class TestInterfaceStyle : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void devanagariAndLatinCellsShareABaseline();
    void longButtonLabelsKeepRoomBesideTheFrame();
};

void TestInterfaceStyle::initTestCase()
{
    // The interface font of Hindi (uilanguage.cpp): the usual face, then Devanagari.
    QFont font = QApplication::font();
    font.setFamilies({font.family(), QStringLiteral("Noto Sans Devanagari"), QStringLiteral("Noto Sans CJK JP")});
    font.setPointSize(11);
    QApplication::setFont(font);
}

void TestInterfaceStyle::devanagariAndLatinCellsShareABaseline()
{
    const int printed = printedOffset();
    const std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));
    const int plain = tableOffset(fusion.get());
    ScriptBaselineStyle style(QStyleFactory::create(QStringLiteral("Fusion")));
    const int aligned = tableOffset(&style);
    qInfo("Devanagari ink ends %d px below the Latin on a printed line, %d px in Fusion's table cells, "
          "%d px with the baseline style",
        printed, plain, aligned);
    QCOMPARE(aligned, printed);
}

void TestInterfaceStyle::longButtonLabelsKeepRoomBesideTheFrame()
{
    const QString label = QStringLiteral("すべてエクスポート…");
    const std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));
    ButtonPaddingStyle padded(QStyleFactory::create(QStringLiteral("Fusion")));
    const int lineHeight = QFontMetrics(QApplication::font()).height();
    const int plain = buttonRoom(fusion.get(), label);
    const int room = buttonRoom(&padded, label);
    qInfo("beside \"%s\": %d px in Fusion, %d px with the padding style; a line is %d px", qPrintable(label), plain,
        room, lineHeight);
    QVERIFY(plain < lineHeight); // what the style is for
    QVERIFY(room >= lineHeight);
    // A short label keeps Fusion's minimum width: nothing grows that had room.
    const QString shortLabel = QStringLiteral("OK");
    QPushButton fusionShort(shortLabel), paddedShort(shortLabel);
    fusionShort.setStyle(fusion.get());
    paddedShort.setStyle(&padded);
    QCOMPARE(paddedShort.sizeHint(), fusionShort.sizeHint());
}

QTEST_MAIN(TestInterfaceStyle)
#include "tst_interfacestyle.moc"

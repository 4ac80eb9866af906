// SPDX-License-Identifier: MIT
// A wrapped cell shows every line of its text, whatever the fonts its lines come
// from: the row is as tall as the style needs to draw them all, not merely the sum
// of the lines' heights (Qt drops a line when a next one of the same height would
// not fit, so a Devanagari line taller than the one after it was cut to one).
#include "views/common/wrappedtextdelegate.h"

#include <QApplication>
#include <QHeaderView>
#include <QImage>
#include <QStandardItemModel>
#include <QTest>
#include <QTextLayout>
#include <QTreeView>

#include <vector>

using namespace cosmos;

namespace {

// A checklist finding in Hindi, with Latin names and paths in it, as the app shows it.
const QString kFinding
    = QStringLiteral("User.email यूनिक चिह्नित है, लेकिन UserOrders में Order डॉक्यूमेंट में /email नहीं है। गुम वैल्यू null "
                     "मानी जाती है और प्रति /userId वैल्यू केवल एक आइटम null हो सकता है, इसलिए पार्टिशन में दूसरा Order "
                     "डॉक्यूमेंट अस्वीकार हो जाएगा। इसलिए यह कुंजी UserOrders की पॉलिसी से बाहर रखी गई है।");

// The heights of the lines the text wraps into at `width`.
std::vector<qreal> lineHeights(const QString &text, const QFont &font, qreal width)
{
    QTextOption wrap;
    wrap.setWrapMode(QTextOption::WordWrap);
    QTextLayout layout(text, font);
    layout.setTextOption(wrap);
    layout.beginLayout();
    std::vector<qreal> heights;
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        heights.push_back(line.height());
    }
    layout.endLayout();
    return heights;
}

// From the first to the last row of pixels with ink in `rect` of `image`.
int inkHeight(const QImage &image, const QRect &rect, QRgb background)
{
    int top = -1;
    int bottom = -1;
    for (int y = rect.top(); y <= rect.bottom(); ++y) {
        for (int x = rect.left(); x <= rect.right(); ++x) {
            if (qGray(image.pixel(x, y)) < qGray(background) - 96) {
                top = top < 0 ? y : top;
                bottom = y;
                break;
            }
        }
    }
    return top < 0 ? 0 : bottom - top + 1;
}

} // namespace

class TestWrappedTextDelegate : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void everyLineOfAMixedScriptTextIsDrawn();
};

void TestWrappedTextDelegate::everyLineOfAMixedScriptTextIsDrawn()
{
    QFont font = QApplication::font();
    font.setFamilies({font.family(), QStringLiteral("Noto Sans Devanagari")}); // as the app sets it for Hindi
    QStandardItemModel model(1, 1);
    model.setItem(0, 0, new QStandardItem(kFinding));
    QTreeView view;
    view.setFont(font);
    view.setRootIsDecorated(false);
    view.setHeaderHidden(true);
    view.setModel(&model);
    view.setItemDelegateForColumn(0, new WrappedTextDelegate(&view));
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const int margin = view.style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, &view) + 1;
    int widthsThatWrap = 0;
    for (int width = 500; width <= 1900; width += 50) {
        view.resize(width + 40, 300);
        QTest::qWait(20); // the rows are measured again once the column width settles
        const QRect cell = view.visualRect(model.index(0, 0));
        const std::vector<qreal> heights = lineHeights(kFinding, font, cell.width() - 2 * margin);
        if (heights.size() < 2)
            continue;
        ++widthsThatWrap;
        // The last line's ink lies below all the lines above it.
        qreal aboveLast = 0;
        for (size_t i = 0; i + 1 < heights.size(); ++i)
            aboveLast += heights[i];
        const QImage image = view.viewport()->grab().toImage();
        const int ink = inkHeight(image, cell, view.palette().color(QPalette::Base).rgb());
        QVERIFY2(ink > aboveLast,
            qPrintable(QStringLiteral("at %1 px: %2 lines need more than %3 px of ink, %4 px drawn in a %5 px row")
                           .arg(cell.width())
                           .arg(heights.size())
                           .arg(aboveLast)
                           .arg(ink)
                           .arg(cell.height())));
    }
    QVERIFY2(widthsThatWrap > 10, "the test needs a text that wraps");
}

QTEST_MAIN(TestWrappedTextDelegate)
#include "tst_wrappedtextdelegate.moc"

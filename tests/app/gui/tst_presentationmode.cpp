// SPDX-License-Identifier: MIT
// The walkthrough's caption on the canvas: every line of it shows, it leaves most
// of the canvas to the drawing, and the drawing is fitted above it.
#include "scratchhome.h"
#include "testsupport.h"

#include "mainwindow.h"
#include "presentationmode.h"
#include "views/canvas/modelscene.h"
#include "views/canvas/modelview.h"
#include "views/document/modeldocument.h"
#include "views/presentation/patterncaption.h"
#include "views/presentation/walkthrough.h"

#include <QLabel>
#include <QTemporaryDir>
#include <QTest>

using namespace cosmos;

namespace {

// Each visible label is as tall as its wrapped text needs: no last line cut.
QString clippedLabel(const PatternCaption *caption)
{
    for (const QLabel *label : caption->findChildren<QLabel *>()) {
        if (!label->isVisible() || label->text().isEmpty())
            continue;
        const int needed = label->wordWrap() ? label->heightForWidth(label->width()) : label->sizeHint().height();
        if (label->height() < needed)
            return QStringLiteral("%1: %2 px of %3").arg(label->text().left(40)).arg(label->height()).arg(needed);
    }
    return {};
}

} // namespace

class TestPresentationMode : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void captionShowsEveryLineAndLeavesTheCanvasToTheDrawing_data();
    void captionShowsEveryLineAndLeavesTheCanvasToTheDrawing();

private:
    test::ScratchHome m_home;
};

void TestPresentationMode::initTestCase()
{
    QVERIFY(m_home.enter());
}

void TestPresentationMode::captionShowsEveryLineAndLeavesTheCanvasToTheDrawing_data()
{
    QTest::addColumn<QSize>("window");
    QTest::addColumn<bool>("presenting");
    QTest::newRow("walkthrough at 1280×720") << QSize(1280, 720) << false;
    QTest::newRow("walkthrough at 1920×1080") << QSize(1920, 1080) << false;
    QTest::newRow("presentation at 1280×720") << QSize(1280, 720) << true;
    QTest::newRow("presentation at 1920×1080") << QSize(1920, 1080) << true;
}

void TestPresentationMode::captionShowsEveryLineAndLeavesTheCanvasToTheDrawing()
{
    QFETCH(QSize, window);
    QFETCH(bool, presenting);
    MainWindow w;
    w.resize(window);
    w.document()->reset(test::loadModel(test::samplePath(QStringLiteral("social-viral-post.cosmos.json"))), QString());
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.settle();
    PresentationMode *mode = w.presentation();
    if (presenting)
        mode->enter(false);
    else
        mode->toggleWalkthrough(); // F6
    QApplication::processEvents();
    Walkthrough *walk = mode->walkthrough();
    QVERIFY(walk->isActive());
    PatternCaption *caption = mode->caption();
    ModelView *canvas = w.canvas();
    for (int step = 0; step < walk->count(); ++step) {
        QApplication::processEvents();
        const QString where = QStringLiteral("step %1").arg(step + 1);
        QVERIFY2(caption->isVisible(), qPrintable(where));
        QVERIFY2(clippedLabel(caption).isEmpty(), qPrintable(where + QStringLiteral(": ") + clippedLabel(caption)));
        QVERIFY2(caption->height() >= caption->heightForWidth(caption->width()), qPrintable(where));
        QVERIFY2(caption->height() <= canvas->height() * 36 / 100,
            qPrintable(where + QStringLiteral(": %1 of %2 px").arg(caption->height()).arg(canvas->height())));
        QVERIFY2(canvas->rect().contains(caption->geometry()), qPrintable(where));
        walk->next();
    }
}

QTEST_MAIN(TestPresentationMode)
#include "tst_presentationmode.moc"

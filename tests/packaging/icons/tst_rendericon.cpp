// SPDX-License-Identifier: MIT
// cosmos-render-icon turns the SVG icons into the PNG sizes the package installs:
// every size it made must be the size it claims and show the drawing, and bad input
// must fail with a message rather than leave a broken PNG behind.
#include "testfiles.h"

#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run {
    int exitCode = -1;
    QString error;
};

Run renderIcon(const QStringList &arguments)
{
    QProcess process;
    // As in the build's own use of it: a sanitizer build would report Qt's one-off
    // allocations as leaks and change the exit code under test.
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("ASAN_OPTIONS"), QStringLiteral("detect_leaks=0"));
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(COSMOS_RENDER_ICON), arguments);
    if (!process.waitForFinished(30000))
        return {};
    return {process.exitCode(), QString::fromLocal8Bit(process.readAllStandardError())};
}

QString svgPath(const QString &name)
{
    return QStringLiteral(COSMOS_SOURCE_DIR "/packaging/icons/") + name;
}

// How many pixels are opaque enough to be seen: the drawing, not its transparent margin.
qsizetype visiblePixels(const QImage &image)
{
    qsizetype visible = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            visible += qAlpha(image.pixel(x, y)) > 128;
    return visible;
}

} // namespace

class TestRenderIcon : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void everyPackagedSizeIsThatSizeAndShowsTheIcon_data();
    void everyPackagedSizeIsThatSizeAndShowsTheIcon();
    void rendersTheSizeAsked();
    void refusesBadArgumentsWithUsage_data();
    void refusesBadArgumentsWithUsage();
    void refusesAFileThatIsNotSvg();
    void saysWhenItCannotWrite();
};

void TestRenderIcon::everyPackagedSizeIsThatSizeAndShowsTheIcon_data()
{
    QTest::addColumn<int>("size");
    for (int size : {16, 24, 32, 48, 64, 128, 256})
        QTest::addRow("%d px", size) << size;
}

void TestRenderIcon::everyPackagedSizeIsThatSizeAndShowsTheIcon()
{
    QFETCH(int, size);
    const QString path = QStringLiteral(COSMOS_ICON_DIR "/%1x%1/" COSMOS_APP_ID ".png").arg(size);
    QImage image;
    QVERIFY2(image.load(path, "PNG"), qPrintable(path));
    QCOMPARE(image.size(), QSize(size, size));
    QVERIFY(image.hasAlphaChannel());
    // A rounded square: its corner pixels stay (nearly, at 16 px) transparent and its
    // middle is drawn; at least a third of the square is visible.
    QVERIFY2(qAlpha(image.pixel(0, 0)) < 32, qPrintable(QString::number(qAlpha(image.pixel(0, 0)))));
    QVERIFY(qAlpha(image.pixel(size - 1, size - 1)) < 32);
    QCOMPARE(qAlpha(image.pixel(size / 2, size / 2)), 255);
    QVERIFY2(visiblePixels(image) > size * size / 3, qPrintable(QString::number(visiblePixels(image))));
}

void TestRenderIcon::rendersTheSizeAsked()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("icon.png"));
    const Run run = renderIcon({svgPath(QStringLiteral(COSMOS_APP_ID ".svg")), QStringLiteral("100"), out});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.error.isEmpty());
    QCOMPARE(QImage(out).size(), QSize(100, 100));
}

void TestRenderIcon::refusesBadArgumentsWithUsage_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const QString svg = svgPath(QStringLiteral(COSMOS_APP_ID ".svg"));
    QTest::newRow("no arguments") << QStringList() << QStringLiteral("usage:");
    QTest::newRow("no output") << QStringList {svg, QStringLiteral("48")} << QStringLiteral("usage:");
    QTest::newRow("size 0") << QStringList {svg, QStringLiteral("0"), QStringLiteral("x.png")}
                            << QStringLiteral("got 0");
    QTest::newRow("size too large") << QStringList {svg, QStringLiteral("5000"), QStringLiteral("x.png")}
                                    << QStringLiteral("got 5000");
    QTest::newRow("size not a number") << QStringList {svg, QStringLiteral("big"), QStringLiteral("x.png")}
                                       << QStringLiteral("got big");
}

void TestRenderIcon::refusesBadArgumentsWithUsage()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    QTemporaryDir dir;
    for (QString &argument : arguments)
        if (argument == QLatin1String("x.png"))
            argument = dir.filePath(argument);
    const Run run = renderIcon(arguments);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.error.contains(message), qPrintable(run.error));
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("x.png"))));
}

void TestRenderIcon::refusesAFileThatIsNotSvg()
{
    QTemporaryDir dir;
    const QString notSvg = dir.filePath(QStringLiteral("icon.svg"));
    QVERIFY(cosmos::test::writeFile(notSvg, "this is not a drawing\n"));
    const QString out = dir.filePath(QStringLiteral("icon.png"));
    const Run run = renderIcon({notSvg, QStringLiteral("48"), out});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.error.contains(QLatin1String("is not a valid SVG file")), qPrintable(run.error));
    QVERIFY(!QFile::exists(out));
}

void TestRenderIcon::saysWhenItCannotWrite()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("missing-folder/icon.png"));
    const Run run = renderIcon({svgPath(QStringLiteral(COSMOS_APP_ID ".svg")), QStringLiteral("48"), out});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.error.contains(QLatin1String("cannot write")), qPrintable(run.error));
}

QTEST_GUILESS_MAIN(TestRenderIcon)
#include "tst_rendericon.moc"

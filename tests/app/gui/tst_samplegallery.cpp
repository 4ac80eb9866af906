// SPDX-License-Identifier: MIT
// File › New from Sample: the gallery lists the teaching models in order, shows what
// each one teaches, and opens the chosen one as a new, untitled model.
#include "scratchhome.h"
#include "views/guitest.h"

#include "app/gui/fileactions.h"
#include "app/gui/mainwindow.h"
#include "views/canvas/entityitem.h"
#include "views/canvas/modelscene.h"
#include "views/canvas/modelview.h"
#include "app/gui/samplegallery.h"
#include "views/document/modeldocument.h"

#include <QFontInfo>
#include <QFontMetricsF>
#include <QTest>
#include <QUndoStack>

using namespace cosmos;

class TestSampleGallery : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_home.enter()); } // the window's settings stay in a scratch folder
    void init() { test::failOnUnexpectedWarnings(); }

    void listsTheTeachingModelsInOrder();
    void showsWhatToLookFor();
    void opensTheSampleAsANewModel();
    void everySampleOpensWholeAndReadable();

private:
    test::ScratchHome m_home;
};

void TestSampleGallery::listsTheTeachingModelsInOrder()
{
    const std::vector<GallerySample> samples = loadGallery();
    QStringList files;
    for (const GallerySample &sample : samples)
        files << sample.resourcePath;
    QCOMPARE(files,
        QStringList({QStringLiteral(":/samples/online-shop-orders.cosmos.json"),
            QStringLiteral(":/samples/catalog-reviews.cosmos.json"), QStringLiteral(":/samples/iot-telemetry.cosmos.json"),
            QStringLiteral(":/samples/social-viral-post.cosmos.json"),
            QStringLiteral(":/samples/saas-multitenant.cosmos.json"), QStringLiteral(":/samples/product-search.cosmos.json"),
            QStringLiteral(":/samples/blogging-platform.cosmos.json")}));
    for (const GallerySample &sample : samples) {
        QVERIFY(!sample.description.title.isEmpty());
        QVERIFY(!sample.description.summary.isEmpty());
        QVERIFY(sample.description.lookFor.size() >= 3);
        QVERIFY(!sample.model.entities.empty());
    }
}

void TestSampleGallery::showsWhatToLookFor()
{
    SampleGallery gallery;
    QCOMPARE(gallery.currentIndex(), 0);
    gallery.setCurrentIndex(1); // the catalog with reviews: the subset pattern
    const QString text = gallery.descriptionText();
    QVERIFY2(text.contains(gallery.samples()[1].description.title), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("What to look for")));
    QVERIFY(text.contains(QStringLiteral("46.9 MB")));
}

void TestSampleGallery::opensTheSampleAsANewModel()
{
    ModelDocument document;
    QWidget window;
    FileActions actions(&document, &window);
    const std::vector<GallerySample> samples = loadGallery();
    actions.openSample(samples[2].model);
    QCOMPARE(document.model(), samples[2].model);
    // Untitled and without history: saving asks for a name, the sample stays as it is.
    QVERIFY(document.filePath().isEmpty());
    QCOMPARE(document.undoStack()->count(), 0);
    QVERIFY(!document.isModified());
}

// Samples used to open at 33–43% zoom, where cards were empty boxes. In a 1280×720
// window each opens with the whole drawing in sight, at least at half size, and every
// entity's name readable by the canvas's rule (tst_canvaslayout): 11.5 px tall on
// screen, or enlarged at least 1.4× as far as its header allows.
void TestSampleGallery::everySampleOpensWholeAndReadable()
{
    for (const GallerySample &sample : loadGallery()) {
        MainWindow window;
        window.resize(1280, 720);
        window.show();
        window.fileActions()->openSample(sample.model);
        window.settle();
        QCoreApplication::processEvents();
        const double zoom = window.canvas()->zoom();
        QVERIFY2(zoom >= 0.5, qPrintable(QStringLiteral("%1 opens at %2%").arg(sample.resourcePath).arg(zoom * 100)));
        const QRectF inSight = window.canvas()->mapToScene(window.canvas()->viewport()->rect()).boundingRect();
        QVERIFY2(inSight.contains(window.scene()->contentRect()), qPrintable(sample.resourcePath));
        for (const Entity &entity : sample.model.entities) {
            const EntityItem *card = window.scene()->cardFor(entity.id); // an embedded one: its holder
            QVERIFY(card);
            const QFont title = card->readableTitleFont(zoom);
            const double onScreen = QFontInfo(title).pixelSize() * zoom;
            const double grown = QFontMetricsF(title).height() / QFontMetricsF(window.scene()->theme().titleFont).height();
            QVERIFY2(onScreen >= 11.5 || grown >= 1.4,
                qPrintable(QStringLiteral("%1: %2 at %3% zoom is %4 px").arg(sample.resourcePath, entity.name)
                               .arg(zoom * 100, 0, 'f', 0)
                               .arg(onScreen, 0, 'f', 1)));
        }
    }
}

QTEST_MAIN(TestSampleGallery)
#include "tst_samplegallery.moc"

// SPDX-License-Identifier: MIT
// File › New from Sample: the gallery lists the teaching models in order, shows what
// each one teaches, and opens the chosen one as a new, untitled model.
#include "views/guitest.h"

#include "app/gui/fileactions.h"
#include "app/gui/samplegallery.h"
#include "views/document/modeldocument.h"

#include <QTest>
#include <QUndoStack>

using namespace cosmos;

class TestSampleGallery : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init() { test::failOnUnexpectedWarnings(); }

    void listsTheTeachingModelsInOrder();
    void showsWhatToLookFor();
    void opensTheSampleAsANewModel();
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
            QStringLiteral(":/samples/saas-multitenant.cosmos.json"), QStringLiteral(":/samples/product-search.cosmos.json")}));
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

QTEST_MAIN(TestSampleGallery)
#include "tst_samplegallery.moc"

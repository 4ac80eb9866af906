// SPDX-License-Identifier: MIT
// Saves are atomic: a writer process that keeps saving two different models to one
// path is killed (SIGKILL) at random moments, again and again; after every kill the
// file must be one of the two models, whole.
#include "modelbuilder.h"
#include "testsupport.h"

#include "model/io/modelreader.h"
#include "model/io/modelwriter.h"

#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/wait.h>
#include <unistd.h>

using namespace cosmos;

class TestInterruptedSave : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void fileIsAlwaysTheOldOrTheNewModel();
};

void TestInterruptedSave::fileIsAlwaysTheOldOrTheNewModel()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("model.cosmos.json"));
    // Two models of clearly different sizes, so a torn write would show.
    const Model small = test::loadModel(test::dataPath(QStringLiteral("valid/minimal.cosmos.json")));
    Model large = test::loadModel(test::samplePath(QStringLiteral("ecommerce.cosmos.json")));
    for (int i = 0; i < 200; ++i) {
        AccessPattern copy = large.accessPatterns[size_t(i % 12)];
        copy.id = QStringLiteral("X%1").arg(i);
        large.accessPatterns.push_back(copy);
    }
    const QByteArray smallBytes = ModelWriter::toBytes(small);
    const QByteArray largeBytes = ModelWriter::toBytes(large);
    QVERIFY(ModelWriter::writeBytes(smallBytes, path).ok);

    QRandomGenerator random(20261129); // reproducible kill times
    int kills = 0;
    for (int round = 0; round < 150; ++round) {
        const pid_t child = fork();
        QVERIFY(child >= 0);
        if (child == 0) {
            // The writer: alternate the two models as fast as it can.
            for (int i = 0;; ++i)
                ModelWriter::writeBytes(i % 2 ? smallBytes : largeBytes, path);
        }
        usleep(useconds_t(random.bounded(200, 20000)));
        ::kill(child, SIGKILL);
        int status = 0;
        waitpid(child, &status, 0);
        ++kills;
        const QByteArray onDisk = test::readAll(path);
        QVERIFY2(onDisk == smallBytes || onDisk == largeBytes,
            qPrintable(QStringLiteral("round %1: %2 bytes on disk").arg(round).arg(onDisk.size())));
        QVERIFY(ModelReader::readBytes(onDisk).ok());
    }
    QCOMPARE(kills, 150);
}

QTEST_GUILESS_MAIN(TestInterruptedSave)
#include "tst_interruptedsave.moc"

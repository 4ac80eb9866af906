// SPDX-License-Identifier: MIT
// Property test of undo: 1,000 random sequences of user gestures, each undone back
// to the start, must give the original file byte for byte; redone, the edited one.
#include "guitest.h"
#include "testsupport.h"

#include "model/document/editplans.h"
#include "model/io/modeljson.h"
#include "model/io/modelwriter.h"
#include "views/document/modeldocument.h"

#include <QRandomGenerator>
#include <QTest>
#include <QUndoStack>

using namespace cosmos;

namespace {

// One random user gesture, planned like the canvas and panels plan theirs.
ChangeSet randomGesture(const Model &model, QRandomGenerator &random, bool *mergeable)
{
    *mergeable = false;
    auto pick = [&](const auto &items) -> const auto &
    {
        return items[size_t(random.bounded(int(items.size())))];
    };
    switch (random.bounded(12)) {
    case 0:
        return plans::addEntity(
            model, plans::nextEntityName(model), QPointF(random.bounded(2000), random.bounded(2000)));
    case 1:
        if (model.entities.size() >= 2)
            return plans::addRelationship(model, pick(model.entities).id, pick(model.entities).id);
        break;
    case 2:
        if (!model.entities.empty())
            return plans::addAccessPattern(model, {pick(model.entities).id});
        break;
    case 3:
        if (!model.entities.empty())
            return plans::removeObjects(model, plans::Selection {{pick(model.entities).id}, {}, {}});
        break;
    case 4:
        if (!model.relationships.empty())
            return plans::removeObjects(model, plans::Selection {{}, {pick(model.relationships).id}, {}});
        break;
    case 5:
        if (!model.entities.empty()) {
            *mergeable = true; // typing a name
            return {Change::set(ObjectKind::Entity, pick(model.entities).id, "name",
                QStringLiteral("Name %1").arg(random.bounded(100)).toStdString())};
        }
        break;
    case 6:
        if (!model.accessPatterns.empty()) {
            *mergeable = true;
            return {
                Change::set(ObjectKind::AccessPattern, pick(model.accessPatterns).id, "rpsAvg", random.bounded(5000))};
        }
        break;
    case 7:
        if (!model.entities.empty())
            return plans::moveEntities(
                model, {{pick(model.entities).id, QPointF(random.bounded(900), random.bounded(900))}});
        break;
    case 8: {
        QStringList ids;
        for (const Entity &entity : model.entities)
            if (random.bounded(3) == 0)
                ids << entity.id;
        return plans::pasteEntities(model, plans::copyEntities(model, ids), QPointF(40, 40));
    }
    case 9:
        return {Change::setEntry(
            ObjectKind::Assumption, QStringLiteral("singleDocMin"), random.bounded(2) ? Json(0.8) : Json())};
    case 10:
        if (!model.entities.empty())
            return {Change::setEntry(
                ObjectKind::ContainerOverride, pick(model.entities).id, random.bounded(2) ? Json("Shared") : Json())};
        break;
    case 11:
        return {
            Change::set(ObjectKind::Application, {}, "capacityMode", random.bounded(2) ? "serverless" : "provisioned")};
    }
    return {};
}

} // namespace

class TestUndoProperty : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::failOnUnexpectedWarnings(); }
    void randomSequencesUndoToTheOriginalBytes();
};

void TestUndoProperty::randomSequencesUndoToTheOriginalBytes()
{
    QRandomGenerator random(42); // fixed: a failure can be replayed
    ModelDocument document;
    QVERIFY(document.load(test::samplePath(QStringLiteral("ecommerce.cosmos.json")), nullptr));
    const QByteArray original = ModelWriter::toBytes(document.model());
    int gestures = 0;
    for (int sequence = 0; sequence < 1000; ++sequence) {
        const int length = 1 + random.bounded(15);
        for (int step = 0; step < length; ++step) {
            bool mergeable = false;
            const ChangeSet changes = randomGesture(document.model(), random, &mergeable);
            if (!changes.empty() && document.apply(changes, QStringLiteral("Gesture"), mergeable))
                ++gestures;
        }
        const QByteArray edited = ModelWriter::toBytes(document.model());
        while (document.undoStack()->canUndo())
            document.undoStack()->undo();
        QVERIFY2(ModelWriter::toBytes(document.model()) == original,
            qPrintable(QStringLiteral("sequence %1").arg(sequence)));
        while (document.undoStack()->canRedo())
            document.undoStack()->redo();
        QVERIFY2(ModelWriter::toBytes(document.model()) == edited, qPrintable(QStringLiteral("redo %1").arg(sequence)));
        while (document.undoStack()->canUndo())
            document.undoStack()->undo();
        document.undoStack()->clear();
    }
    QVERIFY(gestures > 5000); // the sequences did edit
}

QTEST_GUILESS_MAIN(TestUndoProperty)
#include "tst_undoproperty.moc"

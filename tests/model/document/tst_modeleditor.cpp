// SPDX-License-Identifier: MIT
#include "testsupport.h"

#include "model/document/modeleditor.h"
#include "model/io/modelwriter.h"

#include <QTest>

using namespace cosmos;

class TestModelEditor : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init();
    void setsAMemberAndUndoesItExactly();
    void refusesAnInvalidValueWithItsPlace();
    void refusesADanglingReference();
    void rollsBackAWholeChangeSet();
    void insertsAndRemovesObjects();
    void renamesAnIdWithItsReferences();
    void editsMapsAndResetsThem();
    void keepsUnknownMembersOfEditedObjects();

private:
    Model m_model;
    QByteArray m_original;
};

void TestModelEditor::init()
{
    m_model = test::loadModel(test::samplePath(QStringLiteral("ecommerce.cosmos.json")));
    m_original = ModelWriter::toBytes(m_model);
}

void TestModelEditor::setsAMemberAndUndoesItExactly()
{
    const EditResult result
        = ModelEditor::apply(m_model, {Change::set(ObjectKind::Entity, QStringLiteral("order"), "avgSizeKB", 3.5)});
    QVERIFY(result.ok);
    QCOMPARE(*m_model.entity(QStringLiteral("order"))->avgSizeKB, 3.5);
    QVERIFY(ModelEditor::apply(m_model, result.inverse).ok);
    QCOMPARE(ModelWriter::toBytes(m_model), m_original);
}

void TestModelEditor::refusesAnInvalidValueWithItsPlace()
{
    const EditResult negative
        = ModelEditor::apply(m_model, {Change::set(ObjectKind::AccessPattern, QStringLiteral("AP3"), "rpsAvg", -1)});
    QVERIFY(!negative.ok);
    QCOMPARE(negative.errors.front().pointer, QStringLiteral("/accessPatterns/2/rpsAvg"));
    QCOMPARE(negative.errors.front().message, QStringLiteral("expected a number from 0 to 1000000000, got -1"));

    const EditResult text = ModelEditor::apply(
        m_model, {Change::set(ObjectKind::AccessPattern, QStringLiteral("AP3"), "rpsAvg", "lots")});
    QVERIFY(!text.ok);
    const EditResult empty
        = ModelEditor::apply(m_model, {Change::set(ObjectKind::Entity, QStringLiteral("user"), "name", "")});
    QVERIFY(!empty.ok);
    QCOMPARE(empty.errors.front().message, QStringLiteral("must not be empty"));
    QCOMPARE(ModelWriter::toBytes(m_model), m_original);
}

void TestModelEditor::refusesADanglingReference()
{
    const EditResult result = ModelEditor::apply(
        m_model, {Change::set(ObjectKind::Relationship, QStringLiteral("user-orders"), "to", "invoice")});
    QVERIFY(!result.ok);
    QCOMPARE(result.errors.front().pointer, QStringLiteral("/relationships/0/to"));
    QCOMPARE(ModelWriter::toBytes(m_model), m_original);

    // Removing an entity that is still referenced is refused too: removing its
    // references first is the caller's (compound) gesture.
    const EditResult removal
        = ModelEditor::apply(m_model, {Change::remove(ObjectKind::Entity, QStringLiteral("review"))});
    QVERIFY(!removal.ok);
    QCOMPARE(ModelWriter::toBytes(m_model), m_original);
}

void TestModelEditor::rollsBackAWholeChangeSet()
{
    const ChangeSet changes {
        Change::set(ObjectKind::Entity, QStringLiteral("user"), "avgSizeKB", 9),
        Change::set(ObjectKind::Application, {}, "capacityMode", "serverless"),
        Change::set(ObjectKind::Entity, QStringLiteral("order"), "growth", "sometimes"),
    };
    const EditResult result = ModelEditor::apply(m_model, changes);
    QVERIFY(!result.ok);
    QCOMPARE(result.errors.front().pointer, QStringLiteral("/entities/1/growth"));
    QCOMPARE(ModelWriter::toBytes(m_model), m_original);
}

void TestModelEditor::insertsAndRemovesObjects()
{
    const Json invoice = {{"id", "invoice"}, {"name", "Invoice"}, {"attributes", Json::array()}};
    const Json link = {{"id", "order-invoice"}, {"from", "order"}, {"to", "invoice"}, {"kind", "one-to-one"}};
    const EditResult added = ModelEditor::apply(
        m_model, {Change::insert(ObjectKind::Entity, invoice, 1), Change::insert(ObjectKind::Relationship, link)});
    QVERIFY(added.ok);
    QCOMPARE(m_model.entities.at(1).id, QStringLiteral("invoice"));
    QCOMPARE(m_model.relationships.back().id, QStringLiteral("order-invoice"));

    // The inverse removes the relationship before the entity it refers to.
    QVERIFY(ModelEditor::apply(m_model, added.inverse).ok);
    QCOMPARE(ModelWriter::toBytes(m_model), m_original);

    const EditResult duplicate
        = ModelEditor::apply(m_model, {Change::insert(ObjectKind::Entity, {{"id", "user"}, {"name", "Again"}})});
    QVERIFY(!duplicate.ok);
    QCOMPARE(duplicate.errors.front().message, QStringLiteral("duplicate entity id \"user\" (also at /entities/0)"));
}

void TestModelEditor::renamesAnIdWithItsReferences()
{
    const ChangeSet rename {
        Change::set(ObjectKind::Entity, QStringLiteral("review"), "id", "productReview"),
        Change::set(ObjectKind::Relationship, QStringLiteral("product-reviews"), "to", "productReview"),
        Change::set(
            ObjectKind::AccessPattern, QStringLiteral("AP7"), "entities", Json::array({"product", "productReview"})),
        Change::set(ObjectKind::AccessPattern, QStringLiteral("AP11"), "entities", Json::array({"productReview"})),
    };
    const EditResult result = ModelEditor::apply(m_model, rename);
    QVERIFY2(result.ok, result.ok ? "" : qPrintable(result.errors.front().message));
    QVERIFY(m_model.entity(QStringLiteral("productReview")));
    QVERIFY(ModelEditor::apply(m_model, result.inverse).ok);
    QCOMPARE(ModelWriter::toBytes(m_model), m_original);
}

void TestModelEditor::editsMapsAndResetsThem()
{
    const EditResult moved = ModelEditor::apply(
        m_model, {Change::setEntry(ObjectKind::Layout, QStringLiteral("user"), {{"x", 40}, {"y", -8}})});
    QVERIFY(moved.ok);
    QCOMPARE(m_model.layout.at(QStringLiteral("user")).x, 40.0);

    const EditResult threshold
        = ModelEditor::apply(m_model, {Change::setEntry(ObjectKind::Assumption, QStringLiteral("singleDocMin"), 0.8)});
    QVERIFY(threshold.ok);
    QCOMPARE(m_model.assumptions.at(QStringLiteral("singleDocMin")), 0.8);
    const EditResult outOfRange
        = ModelEditor::apply(m_model, {Change::setEntry(ObjectKind::Assumption, QStringLiteral("singleDocMin"), 2)});
    QVERIFY(!outOfRange.ok);
    QCOMPARE(m_model.assumptions.at(QStringLiteral("singleDocMin")), 0.8);

    const EditResult key = ModelEditor::apply(m_model,
        {Change::setEntry(
            ObjectKind::PartitionKeyOverride, QStringLiteral("Orders"), Json::array({"/tenantId", "/userId"}))});
    QVERIFY(key.ok);
    QCOMPARE(m_model.overrides.partitionKeys.at(QStringLiteral("Orders")).size(), 2);
    const EditResult badKey = ModelEditor::apply(m_model,
        {Change::setEntry(ObjectKind::PartitionKeyOverride, QStringLiteral("Orders"), Json::array({"tenantId"}))});
    QVERIFY(!badKey.ok);
    const EditResult container
        = ModelEditor::apply(m_model, {Change::setEntry(ObjectKind::ContainerOverride, QStringLiteral("ghost"), "X")});
    QVERIFY(!container.ok);

    for (const EditResult *result : {&key, &threshold, &moved})
        QVERIFY(ModelEditor::apply(m_model, result->inverse).ok);
    QCOMPARE(ModelWriter::toBytes(m_model), m_original);
}

void TestModelEditor::keepsUnknownMembersOfEditedObjects()
{
    Model model = test::loadModel(test::dataPath(QStringLiteral("valid/unknown-fields.cosmos.json")));
    const QByteArray before = ModelWriter::toBytes(model);
    const EditResult result
        = ModelEditor::apply(model, {Change::set(ObjectKind::Entity, QStringLiteral("user"), "name", "Customer")});
    QVERIFY(result.ok);
    QCOMPARE(model.entities[0].extra.at("futureEntityField").size(), size_t(2));
    QVERIFY(ModelEditor::apply(model, result.inverse).ok);
    QCOMPARE(ModelWriter::toBytes(model), before);
}

QTEST_GUILESS_MAIN(TestModelEditor)
#include "tst_modeleditor.moc"

// SPDX-License-Identifier: MIT
#include "testsupport.h"

#include "model/document/alternativeplans.h"
#include "model/document/modeleditor.h"
#include "model/io/modeljson.h"
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
    void checksEveryMemberTheReferenceRulesRead();
    void refusesAnUnknownField();
    void rollsBackAWholeChangeSet();
    void insertsAndRemovesObjects();
    void renamesAnIdWithItsReferences();
    void editsMapsAndResetsThem();
    void keepsUnknownMembersOfEditedObjects();
    void duplicatesTheDesignAsAnAlternative();
    void editingTheCurrentDesignLeavesAlternativesAlone();
    void renamesAndDeletesAlternatives();
    void switchingSwapsDesignsInOneUndoableStep();
    void refusesAnInvalidDesign();

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

// A misspelt member would otherwise be kept as unknown extra data and saved.
void TestModelEditor::refusesAnUnknownField()
{
    const EditResult typo
        = ModelEditor::apply(m_model, {Change::set(ObjectKind::AccessPattern, QStringLiteral("AP3"), "rpsAvgg", 20)});
    QVERIFY(!typo.ok);
    QCOMPARE(typo.errors.size(), size_t(1));
    QCOMPARE(typo.errors.front().pointer, QStringLiteral("/accessPatterns/2"));
    QCOMPARE(typo.errors.front().message, QStringLiteral("\"rpsAvgg\" is not a field of an access pattern"));
    const EditResult application
        = ModelEditor::apply(m_model, {Change::set(ObjectKind::Application, QString(), "region", "westeurope")});
    QVERIFY(!application.ok);
    QCOMPARE(application.errors.front().pointer, QStringLiteral("/application"));
    QCOMPARE(ModelWriter::toBytes(m_model), m_original);
    QVERIFY(
        ModelEditor::apply(m_model, {Change::set(ObjectKind::AccessPattern, QStringLiteral("AP3"), "rpsAvg", 20)}).ok);

    // A member this version does not know, kept from the file, is not editable either.
    Model model = test::loadModel(test::dataPath(QStringLiteral("valid/unknown-fields.cosmos.json")));
    const QByteArray before = ModelWriter::toBytes(model);
    QVERIFY(
        !ModelEditor::apply(model, {Change::set(ObjectKind::Entity, QStringLiteral("user"), "futureEntityField", 1)})
             .ok);
    QCOMPARE(ModelWriter::toBytes(model), before);

    // Every field an edit can name is one the editor knows, and setting it to what it
    // already holds is accepted and changes nothing.
    const QByteArray edited = ModelWriter::toBytes(m_model);
    const auto setsToItself = [&](const auto &fields, const QString &id, const Json &object) {
        for (const FieldId &field : fields) {
            const std::string name(field.name);
            const Json value = object.contains(name) ? object.at(name) : Json(nullptr);
            const EditResult result = ModelEditor::apply(m_model, {Change::set(field, id, value)});
            if (!result.ok)
                return QString::fromStdString(name) + QStringLiteral(": ") + result.errors.front().message;
        }
        return QString();
    };
    QCOMPARE(setsToItself(field::application::all, QString(), toJson(m_model.application)), QString());
    QCOMPARE(
        setsToItself(field::entity::all, QStringLiteral("order"), toJson(*m_model.entity(QStringLiteral("order")))),
        QString());
    QCOMPARE(setsToItself(field::relationship::all, QStringLiteral("user-orders"),
                 toJson(*m_model.relationship(QStringLiteral("user-orders")))),
        QString());
    QCOMPARE(
        setsToItself(field::pattern::all, QStringLiteral("AP3"), toJson(*m_model.accessPattern(QStringLiteral("AP3")))),
        QString());
    QCOMPARE(ModelWriter::toBytes(m_model), edited);
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

// An edit of plain members skips the whole-model checks (a keystroke must not cost
// the model's size); an edit of any member those checks read must still meet them.
void TestModelEditor::checksEveryMemberTheReferenceRulesRead()
{
    const Json pattern = toJson(*m_model.accessPattern(QStringLiteral("AP3")));
    Json danglingPattern = pattern;
    danglingPattern["entities"] = Json::array({"invoice"});
    Json duplicateAttributes = toJson(*m_model.entity(QStringLiteral("user")))["attributes"];
    duplicateAttributes.push_back(duplicateAttributes.front());
    const std::vector<std::pair<const char *, ChangeSet>> refused {
        {"an id taken by another entity", {Change::set(ObjectKind::Entity, QStringLiteral("user"), "id", "order")}},
        {"a relationship from a missing entity",
            {Change::set(ObjectKind::Relationship, QStringLiteral("user-orders"), "from", "invoice")}},
        {"a pattern of a missing entity",
            {Change::set(ObjectKind::AccessPattern, QStringLiteral("AP3"), "entities", Json::array({"invoice"}))}},
        {"an attribute name twice",
            {Change::set(ObjectKind::Entity, QStringLiteral("user"), "attributes", duplicateAttributes)}},
        {"a whole pattern of a missing entity",
            {Change::set(ObjectKind::AccessPattern, QStringLiteral("AP3"), "", danglingPattern)}},
        {"a number with a dangling reference in the same set",
            {Change::set(ObjectKind::AccessPattern, QStringLiteral("AP3"), "rpsAvg", 20),
                Change::set(ObjectKind::Relationship, QStringLiteral("user-orders"), "to", "invoice")}},
        {"a layout point of a missing entity",
            {Change::setEntry(ObjectKind::Layout, QStringLiteral("invoice"), Json {{"x", 1}, {"y", 2}})}},
    };
    for (const auto &[what, changes] : refused) {
        const EditResult result = ModelEditor::apply(m_model, changes);
        QVERIFY2(!result.ok, what);
        QCOMPARE(ModelWriter::toBytes(m_model), m_original);
    }
    QVERIFY(ModelEditor::apply(m_model,
        {Change::set(ObjectKind::AccessPattern, QStringLiteral("AP3"), "rpsAvg", 20),
            Change::set(ObjectKind::Entity, QStringLiteral("user"), "avgSizeKB", 2)})
                .ok);
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

    // The size curve is one table-valued assumption: validated whole, undone whole.
    const Json curve
        = Json::array({{{"kb", 1}, {"readRu", 1}, {"writeRu", 5}}, {{"kb", 8}, {"readRu", 2}, {"writeRu", 9}}});
    const EditResult sized
        = ModelEditor::apply(m_model, {Change::setEntry(ObjectKind::Assumption, QStringLiteral("sizeCurve"), curve)});
    QVERIFY(sized.ok);
    QCOMPARE(m_model.sizeCurve.size(), size_t(2));
    QCOMPARE(m_model.sizeCurve[1].writeRu, 9.0);
    QVERIFY(m_model.assumptions.count(QStringLiteral("sizeCurve")) == 0);
    const Json falling
        = Json::array({{{"kb", 1}, {"readRu", 2}, {"writeRu", 5}}, {{"kb", 8}, {"readRu", 1}, {"writeRu", 9}}});
    const EditResult refused
        = ModelEditor::apply(m_model, {Change::setEntry(ObjectKind::Assumption, QStringLiteral("sizeCurve"), falling)});
    QVERIFY(!refused.ok);
    QCOMPARE(refused.errors.front().pointer, QStringLiteral("/assumptions/sizeCurve/1"));
    QCOMPARE(m_model.sizeCurve[1].writeRu, 9.0); // nothing changed
    QVERIFY(ModelEditor::apply(m_model, sized.inverse).ok);
    QVERIFY(m_model.sizeCurve.empty());

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

void TestModelEditor::duplicatesTheDesignAsAnAlternative()
{
    const EditResult created
        = ModelEditor::apply(m_model, plans::duplicateAsAlternative(m_model, QStringLiteral("Key by /category")));
    QVERIFY2(created.ok, qPrintable(created.errors.empty() ? QString() : created.errors.front().format(QString())));
    QCOMPARE(m_model.alternatives.size(), size_t(1));
    const DesignAlternative &alternative = m_model.alternatives.front();
    QCOMPARE(alternative.id, QStringLiteral("key-by-category"));
    QCOMPARE(alternative.name, QStringLiteral("Key by /category"));
    QVERIFY(alternative.design == m_model.design());
    QVERIFY(alternative.design.alternatives.empty());

    // A second one with the same name gets a name and an id of its own.
    QVERIFY(ModelEditor::apply(m_model, plans::duplicateAsAlternative(m_model, QStringLiteral("Key by /category"))).ok);
    QCOMPARE(m_model.alternatives[1].name, QStringLiteral("Key by /category (2)"));
    QCOMPARE(m_model.alternatives[1].id, QStringLiteral("key-by-category-2"));

    // Undo removes them again, byte for byte.
    QVERIFY(ModelEditor::apply(m_model, {Change::remove(ObjectKind::Alternative, m_model.alternatives[1].id)}).ok);
    QVERIFY(ModelEditor::apply(m_model, created.inverse).ok);
    QCOMPARE(ModelWriter::toBytes(m_model), m_original);

    // A measured size curve is part of the design: an alternative starts with it.
    const Json curve
        = Json::array({{{"kb", 1}, {"readRu", 1}, {"writeRu", 5}}, {{"kb", 8}, {"readRu", 2}, {"writeRu", 9}}});
    QVERIFY(
        ModelEditor::apply(m_model, {Change::setEntry(ObjectKind::Assumption, QStringLiteral("sizeCurve"), curve)}).ok);
    QVERIFY(ModelEditor::apply(m_model, plans::duplicateAsAlternative(m_model, QStringLiteral("Measured"))).ok);
    QCOMPARE(m_model.alternatives.back().design.sizeCurve.size(), size_t(2));
    QCOMPARE(m_model.alternatives.back().design.sizeCurve[1].writeRu, 9.0);
}

void TestModelEditor::editingTheCurrentDesignLeavesAlternativesAlone()
{
    QVERIFY(ModelEditor::apply(m_model, plans::duplicateAsAlternative(m_model, QStringLiteral("Before"))).ok);
    QVERIFY(ModelEditor::apply(m_model, {Change::set(ObjectKind::Entity, QStringLiteral("order"), "avgSizeKB", 9)}).ok);
    QVERIFY(ModelEditor::apply(m_model, {Change::remove(ObjectKind::AccessPattern, QStringLiteral("AP3"))}).ok);
    QCOMPARE(*m_model.entity(QStringLiteral("order"))->avgSizeKB, 9.0);
    const Model &stored = m_model.alternatives.front().design;
    QVERIFY(*stored.entity(QStringLiteral("order"))->avgSizeKB != 9.0);
    QVERIFY(stored.accessPattern(QStringLiteral("AP3")));
}

void TestModelEditor::renamesAndDeletesAlternatives()
{
    QVERIFY(ModelEditor::apply(m_model, plans::duplicateAsAlternative(m_model, QStringLiteral("One"))).ok);
    QVERIFY(ModelEditor::apply(m_model, plans::duplicateAsAlternative(m_model, QStringLiteral("Two"))).ok);
    const QByteArray withTwo = ModelWriter::toBytes(m_model);

    const EditResult renamed
        = ModelEditor::apply(m_model, plans::renameAlternative(m_model, QStringLiteral("one"), QStringLiteral("Uno")));
    QVERIFY(renamed.ok);
    QCOMPARE(m_model.alternative(QStringLiteral("one"))->name, QStringLiteral("Uno"));
    // Names are how people pick alternatives: a taken or empty one is refused with its place.
    const EditResult taken
        = ModelEditor::apply(m_model, plans::renameAlternative(m_model, QStringLiteral("one"), QStringLiteral("Two")));
    QVERIFY(!taken.ok);
    QCOMPARE(taken.errors.front().pointer, QStringLiteral("/alternatives/1/name"));
    QCOMPARE(taken.errors.front().message,
        QStringLiteral("the alternative name \"Two\" is used twice (also at /alternatives/0)"));
    QCOMPARE(m_model.alternative(QStringLiteral("one"))->name, QStringLiteral("Uno"));
    QVERIFY(
        !ModelEditor::apply(m_model, plans::renameAlternative(m_model, QStringLiteral("one"), QStringLiteral(" "))).ok);

    const EditResult deleted = ModelEditor::apply(m_model, plans::removeAlternative(m_model, QStringLiteral("one")));
    QVERIFY(deleted.ok);
    QCOMPARE(m_model.alternatives.size(), size_t(1));
    QCOMPARE(m_model.alternatives.front().name, QStringLiteral("Two"));
    QVERIFY(plans::removeAlternative(m_model, QStringLiteral("one")).empty());

    // Undo in reverse order restores both, in their places.
    QVERIFY(ModelEditor::apply(m_model, deleted.inverse).ok);
    QCOMPARE(m_model.alternatives.front().name, QStringLiteral("Uno"));
    QVERIFY(ModelEditor::apply(m_model, renamed.inverse).ok);
    QCOMPARE(ModelWriter::toBytes(m_model), withTwo);
}

void TestModelEditor::switchingSwapsDesignsInOneUndoableStep()
{
    QVERIFY(ModelEditor::apply(
        m_model, plans::duplicateAsAlternative(m_model, QStringLiteral("Heavy orders"), QStringLiteral("4 KB orders")))
                .ok);
    // The alternative is what the current design was; now the current one changes.
    QVERIFY(ModelEditor::apply(m_model, {Change::set(ObjectKind::Entity, QStringLiteral("order"), "avgSizeKB", 4)}).ok);
    const Model heavy = m_model.design();
    const Model light = m_model.alternatives.front().design;
    const QByteArray before = ModelWriter::toBytes(m_model);

    const ChangeSet toLight
        = plans::switchToAlternative(m_model, QStringLiteral("heavy-orders"), QStringLiteral("Original design"));
    const EditResult switched = ModelEditor::apply(m_model, toLight);
    QVERIFY(switched.ok);
    // The stored design is current now, and the design that was current is kept in its
    // slot under its name: nothing is lost.
    QVERIFY(m_model.design() == light);
    QCOMPARE(m_model.designName, QStringLiteral("Heavy orders"));
    QCOMPARE(m_model.designNote, QStringLiteral("4 KB orders"));
    QCOMPARE(m_model.alternatives.size(), size_t(1));
    QCOMPARE(m_model.alternatives.front().id, QStringLiteral("heavy-orders"));
    QCOMPARE(m_model.alternatives.front().name, QStringLiteral("Original design"));
    QVERIFY(m_model.alternatives.front().note.isEmpty());
    QVERIFY(m_model.alternatives.front().design == heavy);

    // One inverse restores everything exactly (one undo step)...
    const QByteArray after = ModelWriter::toBytes(m_model);
    QVERIFY(ModelEditor::apply(m_model, switched.inverse).ok);
    QCOMPARE(ModelWriter::toBytes(m_model), before);
    // ...and redo gives the same result again.
    QVERIFY(ModelEditor::apply(m_model, toLight).ok);
    QCOMPARE(ModelWriter::toBytes(m_model), after);

    // Switching back is the same gesture, and the names follow their designs.
    QVERIFY(ModelEditor::apply(
        m_model, plans::switchToAlternative(m_model, QStringLiteral("heavy-orders"), QStringLiteral("Original design")))
                .ok);
    QVERIFY(m_model.design() == heavy);
    QCOMPARE(m_model.designName, QStringLiteral("Original design"));
    QCOMPARE(m_model.alternatives.front().name, QStringLiteral("Heavy orders"));
    QCOMPARE(m_model.alternatives.front().note, QStringLiteral("4 KB orders"));
    QVERIFY(m_model.alternatives.front().design == light);
    QVERIFY(plans::switchToAlternative(m_model, QStringLiteral("absent"), QString()).empty());
}

void TestModelEditor::refusesAnInvalidDesign()
{
    // A whole design is validated like a file: its messages name the place, and the
    // model stays as it was.
    Json design = designToJson(m_model);
    design["entities"][0]["avgSizeKB"] = "huge";
    const EditResult refused = ModelEditor::apply(m_model, {Change::setEntry(ObjectKind::Design, QString(), design)});
    QVERIFY(!refused.ok);
    QCOMPARE(refused.errors.front().pointer, QStringLiteral("/entities/0/avgSizeKB"));
    QCOMPARE(ModelWriter::toBytes(m_model), m_original);

    // An alternative whose design points at an entity it lacks is refused too.
    Json alternative {{"id", "x"}, {"name", "X"}, {"design", designToJson(m_model)}};
    alternative["design"]["relationships"][0]["to"] = "ghost";
    const EditResult dangling = ModelEditor::apply(m_model, {Change::insert(ObjectKind::Alternative, alternative)});
    QVERIFY(!dangling.ok);
    QCOMPARE(dangling.errors.front().pointer, QStringLiteral("/alternatives/0/design/relationships/0/to"));
    QCOMPARE(ModelWriter::toBytes(m_model), m_original);
}

QTEST_GUILESS_MAIN(TestModelEditor)
#include "tst_modeleditor.moc"

// SPDX-License-Identifier: MIT
// Lookups by name and id while a ModelLookup serves the thread: the same answers as
// walking the lists, for wide entities too (indexed on their first question).
#include "model/document/model.h"
#include "model/document/modellookup.h"

#include <QTest>

using namespace cosmos;

namespace {

Attribute named(const QString &name, AttributeType type = AttributeType::String)
{
    Attribute attribute;
    attribute.name = name;
    attribute.type = type;
    return attribute;
}

// One entity of `width` attributes a0…; a1 is written twice (the first is a number),
// a2 holds a member "street".
Model modelOf(int width)
{
    Model model;
    Entity entity;
    entity.id = entity.name = QStringLiteral("wide");
    for (int i = 0; i < width; ++i)
        entity.attributes.push_back(named(QStringLiteral("a%1").arg(i), i == 1 ? AttributeType::Number : AttributeType::String));
    entity.attributes.push_back(named(QStringLiteral("a1")));
    entity.attributes[2].attributes.push_back(named(QStringLiteral("street")));
    model.entities.push_back(entity);
    return model;
}

} // namespace

class TestModelLookup : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void attributesAreFoundAsAWalkFindsThem_data();
    void attributesAreFoundAsAWalkFindsThem();
};

void TestModelLookup::attributesAreFoundAsAWalkFindsThem_data()
{
    QTest::addColumn<int>("width");
    QTest::newRow("narrow, walked") << 5;
    QTest::newRow("wide, indexed") << 5000;
}

void TestModelLookup::attributesAreFoundAsAWalkFindsThem()
{
    QFETCH(int, width);
    const Model model = modelOf(width);
    const Entity &entity = model.entities.front();
    const Entity copy = entity; // not the model's own: never served from its index
    for (const bool scoped : {false, true}) {
        std::optional<ModelLookupScope> scope;
        if (scoped)
            scope.emplace(model);
        const Attribute *last = findAttribute(entity, QStringLiteral("a%1").arg(width - 1));
        QVERIFY(last);
        QCOMPARE(last, &entity.attributes[size_t(width - 1)]);
        QCOMPARE(findAttribute(entity, QStringLiteral("a1"))->type, AttributeType::Number); // the first of the name
        QCOMPARE(findAttribute(entity, QStringLiteral("a2.street")), &entity.attributes[2].attributes[0]);
        QCOMPARE(findAttribute(entity, QStringLiteral("a2.city")), nullptr);
        QCOMPARE(findAttribute(entity, QStringLiteral("nobody.street")), nullptr);
        QCOMPARE(findAttribute(entity, QStringLiteral("nobody")), nullptr);
        QCOMPARE(findAttribute(copy, QStringLiteral("a0")), &copy.attributes[0]);
        QCOMPARE(ModelLookup::attribute(copy, QStringLiteral("a0")).has_value(), false);
        QCOMPARE(ModelLookup::attribute(entity, QStringLiteral("a0")).has_value(), scoped && width >= 32);
    }
}

QTEST_GUILESS_MAIN(TestModelLookup)
#include "tst_modellookup.moc"

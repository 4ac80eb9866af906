// SPDX-License-Identifier: MIT
// RULES.md section 8: unique-key constraints from unique attributes and groups,
// Azure's limits (10 constraints, 16 paths) as problems rather than a truncated
// policy, the warnings users must see, and the write cost they bring.
#include "modelbuilder.h"
#include "testsupport.h"

#include "model/analysis/analysis.h"
#include "model/analysis/uniquekeys.h"

#include <QTest>

using namespace cosmos;
using test::ModelBuilder;

namespace {

using B = ModelBuilder;
using Kind = UniqueKeyFinding::Kind;

Attribute unique(const QString &name, bool required = true)
{
    Attribute a = B::attribute(name);
    a.unique = true;
    a.required = required;
    return a;
}

Attribute grouped(const QString &name, const QString &group)
{
    Attribute a = B::attribute(name);
    a.uniqueGroup = group;
    return a;
}

// A single entity "customer" with the given attributes, written and read by id.
Model customers(std::initializer_list<Attribute> attributes, const QStringList &key = {})
{
    ModelBuilder b;
    b.entity(QStringLiteral("customer"), 2, 2, 1000, attributes);
    b.pattern(QStringLiteral("AP1"), Operation::PointRead, {QStringLiteral("customer")}, 10, 10,
        {QStringLiteral("customerId")});
    b.pattern(QStringLiteral("AP2"), Operation::Create, {QStringLiteral("customer")}, 10, 10);
    Model model = b.build();
    if (!key.isEmpty())
        model.overrides.partitionKeys[QStringLiteral("Customers")] = key;
    return model;
}

const UniqueKeyFinding *findingOf(const UniqueKeyPolicy &policy, Kind kind)
{
    for (const UniqueKeyFinding &finding : policy.findings)
        if (finding.kind == kind)
            return &finding;
    return nullptr;
}

} // namespace

class TestUniqueKeys : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void singleAttributesAndGroups();
    void tenConstraintsFitElevenDoNot();
    void sixteenPathsFitSeventeenDoNot();
    void limitsAreAssumptions();
    void scopeIsTheLogicalPartition();
    void sparseKeysWarn();
    void otherDocumentTypesWithoutTheKeyCollide();
    void pathsInsideArraysCannotBeKeys();
    void caseAndCreationNotes();
    void uniqueKeysMakeWritesDearer();
    void azureJson();
};

void TestUniqueKeys::singleAttributesAndGroups()
{
    const Model model
        = customers({unique(QStringLiteral("email")), grouped(QStringLiteral("firstName"), QStringLiteral("person")),
            grouped(QStringLiteral("lastName"), QStringLiteral("person")), B::attribute(QStringLiteral("phone"))});
    const auto analysis = analyze(model);
    const UniqueKeyPolicy &policy = analysis->containers.front().uniqueKeys;
    QCOMPARE(policy.constraints.size(), size_t(2));
    QCOMPARE(policy.constraints[0].paths, QStringList {QStringLiteral("/email")});
    QCOMPARE(policy.constraints[1].paths, QStringList({QStringLiteral("/firstName"), QStringLiteral("/lastName")}));
    QCOMPARE(policy.constraints[1].group, QStringLiteral("person"));
    QCOMPARE(policy.deployablePaths, 3);
    QVERIFY(!policy.overLimit());
}

void TestUniqueKeys::tenConstraintsFitElevenDoNot()
{
    Model model = customers({});
    for (int i = 1; i <= 11; ++i)
        model.entities[0].attributes.push_back(unique(QStringLiteral("u%1").arg(i)));
    const UniqueKeyPolicy eleven = analyze(model)->containers.front().uniqueKeys;
    QCOMPARE(eleven.constraints.size(), size_t(11)); // nothing dropped
    QVERIFY(eleven.overLimit());
    const UniqueKeyFinding *over = findingOf(eleven, Kind::TooManyConstraints);
    QVERIFY(over);
    QCOMPARE(over->severity, FindingSeverity::Error);
    QCOMPARE(over->count, 11);
    QCOMPARE(over->limit, 10);
    QCOMPARE(eleven.findings.front().kind, Kind::TooManyConstraints); // errors first

    model.entities[0].attributes.pop_back();
    const UniqueKeyPolicy ten = analyze(model)->containers.front().uniqueKeys;
    QVERIFY(!ten.overLimit());
    QVERIFY(!findingOf(ten, Kind::TooManyConstraints));
}

void TestUniqueKeys::sixteenPathsFitSeventeenDoNot()
{
    // Azure's limit is 16 paths in one constraint, not in the whole container: two
    // composite keys of 9 and 8 paths (17 in all) are a valid policy.
    Model model = customers({});
    for (int i = 1; i <= 9; ++i)
        model.entities[0].attributes.push_back(grouped(QStringLiteral("a%1").arg(i), QStringLiteral("first")));
    for (int i = 1; i <= 8; ++i)
        model.entities[0].attributes.push_back(grouped(QStringLiteral("b%1").arg(i), QStringLiteral("second")));
    const UniqueKeyPolicy twoKeys = analyze(model)->containers.front().uniqueKeys;
    QCOMPARE(twoKeys.constraints.size(), size_t(2));
    QCOMPARE(twoKeys.deployablePaths, 17);
    QVERIFY(!twoKeys.overLimit());
    QVERIFY(!findingOf(twoKeys, Kind::TooManyPaths));

    // Eight more paths in the second key: 16 fit in one constraint, 17 do not.
    for (int i = 9; i <= 16; ++i)
        model.entities[0].attributes.push_back(grouped(QStringLiteral("b%1").arg(i), QStringLiteral("second")));
    QVERIFY(!analyze(model)->containers.front().uniqueKeys.overLimit());
    model.entities[0].attributes.push_back(grouped(QStringLiteral("b17"), QStringLiteral("second")));
    const auto analysis = analyze(model);
    const ContainerAnalysis &container = analysis->containers.front();
    const UniqueKeyFinding *over = findingOf(container.uniqueKeys, Kind::TooManyPaths);
    QVERIFY(over);
    QCOMPARE(over->severity, FindingSeverity::Error);
    QCOMPARE(over->count, 17);
    QCOMPARE(over->limit, 16);
    QCOMPARE(over->constraint, 1); // the second key, named in the message
    QVERIFY(!findingOf(container.uniqueKeys, Kind::TooManyConstraints));
    const QString message = uniqueKeyMessage(*over, container.uniqueKeys, container, model).english();
    QVERIFY2(message.contains(QStringLiteral("combines 17 paths")) && message.contains(QStringLiteral("b17")),
        qPrintable(message));
}

void TestUniqueKeys::limitsAreAssumptions()
{
    Model model = customers({unique(QStringLiteral("a")), unique(QStringLiteral("b")), unique(QStringLiteral("c"))});
    QVERIFY(!analyze(model)->containers.front().uniqueKeys.overLimit());
    model.assumptions[QStringLiteral("uniqueKeyMaxConstraints")] = 2;
    const auto limited = analyze(model);
    const UniqueKeyFinding *over = findingOf(limited->containers.front().uniqueKeys, Kind::TooManyConstraints);
    QVERIFY(over);
    QCOMPARE(over->limit, 2);
}

void TestUniqueKeys::scopeIsTheLogicalPartition()
{
    // email unique in a container partitioned by /companyId: unique per company.
    const Model model = customers(
        {B::attribute(QStringLiteral("companyId")), unique(QStringLiteral("email"))}, {QStringLiteral("/companyId")});
    const auto analysis = analyze(model);
    const ContainerAnalysis &container = analysis->containers.front();
    const UniqueKeyFinding *scoped = findingOf(container.uniqueKeys, Kind::PartitionScoped);
    QVERIFY(scoped);
    QVERIFY(!scoped->onePerPartition);
    const QString message = uniqueKeyMessage(*scoped, container.uniqueKeys, container, model).english();
    QVERIFY2(message.contains(QStringLiteral("only within one /companyId value")), qPrintable(message));
    QVERIFY(message.contains(QStringLiteral("uniqueness container partitioned by /email")));

    // Partitioned by the unique property itself: unique across the container.
    const Model byEmail = customers({unique(QStringLiteral("email"))}, {QStringLiteral("/email")});
    QVERIFY(!findingOf(analyze(byEmail)->containers.front().uniqueKeys, Kind::PartitionScoped));

    // Partitioned by the customer's own id: one customer per partition, so the key
    // cannot stop two customers from sharing an email.
    const Model byId = customers({unique(QStringLiteral("email"))}, {QStringLiteral("/customerId")});
    const auto idAnalysis = analyze(byId);
    const UniqueKeyFinding *useless = findingOf(idAnalysis->containers.front().uniqueKeys, Kind::PartitionScoped);
    QVERIFY(useless);
    QVERIFY(useless->onePerPartition);
}

void TestUniqueKeys::sparseKeysWarn()
{
    const Model optional
        = customers({B::attribute(QStringLiteral("companyId")), unique(QStringLiteral("email"), false)},
            {QStringLiteral("/companyId")});
    const auto analysis = analyze(optional);
    const UniqueKeyPolicy &policy = analysis->containers.front().uniqueKeys;
    const UniqueKeyFinding *sparse = findingOf(policy, Kind::Sparse);
    QVERIFY(sparse);
    QCOMPARE(sparse->subjects, QStringList {QStringLiteral("email")});
    QVERIFY(policy.constraints.front().deployable); // a warning, not a refusal

    const Model required = customers(
        {B::attribute(QStringLiteral("companyId")), unique(QStringLiteral("email"))}, {QStringLiteral("/companyId")});
    QVERIFY(!findingOf(analyze(required)->containers.front().uniqueKeys, Kind::Sparse));
}

void TestUniqueKeys::otherDocumentTypesWithoutTheKeyCollide()
{
    // The shared e-commerce example: User.email is unique, and Order documents,
    // many per /userId value, share UserOrders without an email.
    const Model model = test::loadModel(test::samplePath(QStringLiteral("ecommerce.cosmos.json")));
    const auto analysis = analyze(model);
    const ContainerAnalysis *userOrders = analysis->container(QStringLiteral("UserOrders"));
    QVERIFY(userOrders);
    const UniqueKeyPolicy &policy = userOrders->uniqueKeys;
    QCOMPARE(policy.constraints.size(), size_t(1));
    QVERIFY(!policy.constraints.front().deployable);
    const UniqueKeyFinding *collide = findingOf(policy, Kind::MissingFromOtherTypes);
    QVERIFY(collide);
    QCOMPARE(collide->subjects, QStringList {QStringLiteral("order")});
    QCOMPARE(QString::fromStdString(uniqueKeyPolicyToJson(policy).dump()), QStringLiteral("{\"uniqueKeys\":[]}"));
    const QString message = uniqueKeyMessage(*collide, policy, *userOrders, model).english();
    QVERIFY2(message.contains(QStringLiteral("the Order documents in UserOrders have no /email")), qPrintable(message));
}

void TestUniqueKeys::pathsInsideArraysCannotBeKeys()
{
    // Lines are embedded in the order's "orderLines" array; a unique sku per line
    // cannot be a unique key.
    Attribute sku = unique(QStringLiteral("sku"));
    ModelBuilder b;
    b.entity(QStringLiteral("order"), 2, 4, 1000)
        .entity(QStringLiteral("orderLine"), 1, 1, 3000, {sku})
        .relationship(QStringLiteral("order"), QStringLiteral("orderLine"), RelationshipKind::OneToMany, 3, 10, true);
    b.pattern(QStringLiteral("AP1"), Operation::PointRead, {QStringLiteral("order"), QStringLiteral("orderLine")}, 100,
        100, {QStringLiteral("orderId")});
    const auto analysis = analyze(b.build());
    const UniqueKeyPolicy &policy = analysis->containers.front().uniqueKeys;
    QCOMPARE(policy.constraints.front().paths, QStringList {QStringLiteral("/orderLines/[]/sku")});
    QVERIFY(!policy.constraints.front().deployable);
    QVERIFY(findingOf(policy, Kind::InsideArray));
    QVERIFY(!policy.hasDeployable());
}

void TestUniqueKeys::caseAndCreationNotes()
{
    const UniqueKeyPolicy with = analyze(customers({unique(QStringLiteral("email"))}))->containers.front().uniqueKeys;
    QVERIFY(findingOf(with, Kind::CaseSensitive));
    QVERIFY(findingOf(with, Kind::CreationOnly));
    const UniqueKeyPolicy without = analyze(customers({}))->containers.front().uniqueKeys;
    QVERIFY(without.findings.empty());
}

void TestUniqueKeys::uniqueKeysMakeWritesDearer()
{
    // Create of a 2 KB customer on the size curve: 6.29 RU (nothing is queried, so no
    // term is indexed); with a unique key × 1.1 = 6.919 RU.
    const auto plain = analyze(customers({B::attribute(QStringLiteral("email"))}));
    QCOMPARE(plain->accessPattern(QStringLiteral("AP2"))->ruPerRequest, 6.29);
    Model keyed = customers({unique(QStringLiteral("email"))});
    QCOMPARE(analyze(keyed)->accessPattern(QStringLiteral("AP2"))->ruPerRequest, 6.29 * 1.1);
    keyed.assumptions[QStringLiteral("uniqueKeyWriteFactor")] = 1.5;
    QCOMPARE(analyze(keyed)->accessPattern(QStringLiteral("AP2"))->ruPerRequest, 6.29 * 1.5);
    // Reads are unaffected: a 2 KB point read is 1.04 RU.
    QCOMPARE(analyze(keyed)->accessPattern(QStringLiteral("AP1"))->ruPerRequest, 1.04);
}

void TestUniqueKeys::azureJson()
{
    const Model model
        = customers({unique(QStringLiteral("email")), grouped(QStringLiteral("firstName"), QStringLiteral("p")),
            grouped(QStringLiteral("lastName"), QStringLiteral("p"))});
    const Json json = uniqueKeyPolicyToJson(analyze(model)->containers.front().uniqueKeys);
    QCOMPARE(QString::fromStdString(json.dump()),
        QStringLiteral("{\"uniqueKeys\":[{\"paths\":[\"/email\"]},{\"paths\":[\"/firstName\",\"/lastName\"]}]}"));
}

QTEST_GUILESS_MAIN(TestUniqueKeys)
#include "tst_uniquekeys.moc"
